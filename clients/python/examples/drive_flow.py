"""Drives a flow on the demo storyboards (config/storyboards, window w1 = Main's tab bar):
presents the Modal scene over Home and dismisses it, pushes Detail onto the Home navigation
controller and pops it, runs the ``presentSheet`` segue and unwinds — printing the callbacks
each step caused and checking the hierarchy after each.

    PYTHONPATH=clients/python python3 clients/python/examples/drive_flow.py [--socket PATH] [--animated]
"""

import argparse
import sys

from proscenium import Client, find_node


def step(client, subscription, title, method, *args, **kwargs):
    """Runs one convenience call and prints the events it caused (they arrive before its reply)."""
    result = method(*args, **kwargs)
    print("%s -> %s" % (title, result))
    for event in subscription.drain():
        print("    %-24s %s" % (event.name, event.vc or ""))
    return result


def require(condition, what):
    if not condition:
        raise SystemExit("drive_flow: expected %s" % what)


def main(argv=None):
    parser = argparse.ArgumentParser(description="Drive a present/push/dismiss flow on the demo storyboards.")
    parser.add_argument("--socket", help="socket path (default: the contract's rules)")
    parser.add_argument("--window", default="w1")
    parser.add_argument("--animated", action="store_true", help="animate the transitions")
    args = parser.parse_args(argv)

    with Client(args.socket, name="drive_flow") as client:
        tree = client.tree(window=args.window)
        home = find_node(tree, storyboardIdentifier="Home")
        nav = find_node(tree, storyboardIdentifier="HomeNavigation")
        require(home and nav, "the demo Main storyboard in %s" % args.window)
        home, nav = home["vc"], nav["vc"]
        subscription = client.subscribe(windows=[args.window])

        modal = client.instantiate("Main", identifier="Modal")["vc"]
        presented = step(client, subscription, "present Modal", client.present, home, modal, animated=args.animated)
        require(client.get_vc(modal)["presentingViewController"] == presented["presenter"], "Modal presented")
        dismissed = step(client, subscription, "dismiss Modal", client.dismiss, modal, animated=args.animated)
        require(modal in dismissed["dismissed"], "Modal dismissed")

        detail = client.instantiate("Main", identifier="Detail")["vc"]
        step(client, subscription, "push Detail", client.push, nav, detail, animated=args.animated)
        require(client.get_vc(detail)["navigationController"] == nav, "Detail on the navigation stack")
        popped = step(client, subscription, "pop", client.pop, nav, animated=args.animated)
        require(popped["popped"] == [detail], "Detail popped")

        segue = step(client, subscription, "segue presentSheet", client.perform_segue, home, "presentSheet")
        sheet = find_node(client.tree(window=args.window), storyboardIdentifier="Sheet")
        require(sheet is not None and segue["destination"], "the sheet on screen")
        # Home's class implements unwindToHome: in the demo app; say so in case the server was
        # started without the app's sources or the unwindActions config.
        client.set_properties(home, {"unwindActions": ["unwindToHome"]})
        unwound = step(client, subscription, "unwind from Sheet", client.unwind, sheet["vc"], "unwindToHome")
        require(unwound["dismissed"], "the sheet dismissed by the unwind")

        subscription.unsubscribe()
        invariants = client.check_invariants()
        require(invariants["ok"], "no invariant violations: %s" % invariants.get("violations"))
    print("flow completed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
