"""Connects an external screen (as plugging in a display would), shows the window the server
built for it from the external storyboard, then disconnects it unless --keep is given.

    python3 clients/python/examples/external_screen.py \
        [--socket PATH] [--name TV] [--size 1920x1080] [--scale 1] [--keep]
"""

from __future__ import annotations

import argparse
import sys
from typing import List, Optional

from proscenium import Client, iter_nodes


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description="Connect (and disconnect) an external screen.")
    parser.add_argument("--socket", help="socket path (default: the contract's rules)")
    parser.add_argument("--name", default="External Display")
    parser.add_argument("--size", default="1920x1080", help="WIDTHxHEIGHT in points")
    parser.add_argument("--scale", type=float, default=1)
    parser.add_argument("--keep", action="store_true", help="leave the screen connected")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))

    with Client(args.socket, name="external_screen") as client:
        subscription = client.subscribe(names=["screenDidConnect", "screenDidDisconnect", "viewDidAppear",
                                               "viewDidDisappear"])
        connected = client.connect_screen(args.name, width, height, scale=args.scale)
        screen, windows = connected["screen"], connected["windows"]
        print("connected %s with windows %s" % (screen, ", ".join(windows)))
        for window in windows:
            for node in iter_nodes(client.tree(window=window)):
                print("  %s: %s %s %r (%s)"
                      % (window, node["vc"], node["class"], node.get("title"), node["appearance"]))
        for event in subscription.drain():
            print("  event %s %s" % (event.name, event.vc or event.screen or ""))
        if not args.keep:
            torn_down = client.disconnect_screen(screen)["windows"]
            print("disconnected %s; windows torn down: %s" % (screen, ", ".join(torn_down)))
            for event in subscription.drain():
                print("  event %s %s" % (event.name, event.vc or event.screen or ""))
        subscription.unsubscribe()
    return 0


if __name__ == "__main__":
    sys.exit(main())
