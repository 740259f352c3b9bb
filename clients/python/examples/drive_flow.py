"""Drives a flow on the demo storyboards (config/storyboards, window w1 = Main's tab bar):
presents the Modal scene over Home and dismisses it, pushes Detail onto the Home navigation
controller and pops it, runs the ``presentSheet`` segue and unwinds — printing the callbacks
each step caused and checking the hierarchy after each.

    python3 clients/python/examples/drive_flow.py [--socket PATH] [--animated]
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, Callable, List, Optional, TypeVar

from proscenium import Client, Subscription, find_node
from proscenium.results import TreeNode

R = TypeVar("R")


def step(subscription: Subscription, title: str, method: Callable[..., R], *args: Any, **kwargs: Any) -> R:
    """Runs one call and prints the events it caused (they arrive before its reply)."""
    result = method(*args, **kwargs)
    print("%s -> %s" % (title, result))
    for event in subscription.drain():
        print("    %-24s %s" % (event.name, event.vc or ""))
    return result


def require(condition: object, what: str) -> None:
    if not condition:
        raise SystemExit("drive_flow: expected %s" % what)


def node(found: Optional[TreeNode], what: str) -> TreeNode:
    """``found``, or exits saying what was missing."""
    if found is None:
        raise SystemExit("drive_flow: expected %s" % what)
    return found


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description="Drive a present/push/dismiss flow on the demo storyboards.")
    parser.add_argument("--socket", help="socket path (default: the contract's rules)")
    parser.add_argument("--window", default="w1")
    parser.add_argument("--animated", action="store_true", help="animate the transitions")
    args = parser.parse_args(argv)

    with Client(args.socket, name="drive_flow") as client:
        tree = client.tree(window=args.window)
        demo = "the demo Main storyboard in %s" % args.window
        home = node(find_node(tree, storyboardIdentifier="Home"), demo)["vc"]
        nav = node(find_node(tree, storyboardIdentifier="HomeNavigation"), demo)["vc"]
        subscription = client.subscribe(windows=[args.window])

        modal = client.instantiate("Main", identifier="Modal")["vc"]
        presented = step(subscription, "present Modal", client.present, home, modal, animated=args.animated)
        require(client.get_vc(modal)["presentingViewController"] == presented["presenter"], "Modal presented")
        dismissed = step(subscription, "dismiss Modal", client.dismiss, modal, animated=args.animated)
        require(modal in dismissed["dismissed"], "Modal dismissed")

        detail = client.instantiate("Main", identifier="Detail")["vc"]
        step(subscription, "push Detail", client.push, nav, detail, animated=args.animated)
        require(client.get_vc(detail)["navigationController"] == nav, "Detail on the navigation stack")
        popped = step(subscription, "pop", client.pop, nav, animated=args.animated)
        require(popped["popped"] == [detail], "Detail popped")

        segue = step(subscription, "segue presentSheet", client.perform_segue, home, "presentSheet")
        sheet = node(find_node(client.tree(window=args.window), storyboardIdentifier="Sheet"), "the sheet on screen")
        require(segue["destination"], "the segue's destination")
        # Home's class implements unwindToHome: in the demo app; say so in case the server was
        # started without the app's sources or the unwindActions config.
        client.set_properties(home, {"unwindActions": ["unwindToHome"]})
        unwound = step(subscription, "unwind from Sheet", client.unwind, sheet["vc"], "unwindToHome")
        require(unwound["dismissed"], "the sheet dismissed by the unwind")

        subscription.unsubscribe()
        invariants = client.check_invariants()
        require(invariants["ok"], "no invariant violations: %s" % invariants.get("violations"))
    print("flow completed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
