"""Prints the server's events as they happen, one line each (like ``prosc watch``).

    python3 clients/python/examples/watch_events.py \
        [--socket PATH] [--window w1 ...] [--name viewDidAppear ...] [--snapshot] [--json]
        [--count N] [--idle SECONDS]

Runs until interrupted, or until N events were printed, or until no event came for SECONDS.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import List, Optional

from proscenium import Client, SubscriptionItem, iter_nodes

SHOWN = ("subscription", "seq", "window", "windowSeq", "time", "vc", "name")


def describe(item: SubscriptionItem) -> str:
    """One line for an Event or EventsDropped notice."""
    if item.name == "eventsDropped":
        return "!! %s events dropped (subscription %s)" % (item.count, item.subscription)
    extra = " ".join("%s=%s" % (k, json.dumps(v)) for k, v in sorted(item.items()) if k not in SHOWN)
    window = "%s#%s" % (item.window, item.windowSeq) if item.window else "-"
    return "%6d %8.1fms %-8s %-6s %-24s %s" % (item.seq, item.time or 0, window, item.vc or "-", item.name, extra)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description="Print proscd's events as they happen.")
    parser.add_argument("--socket", help="socket path (default: the contract's rules)")
    parser.add_argument("--window", action="append", help="only this window's events (repeatable)")
    parser.add_argument("--name", action="append", help="only events with this name (repeatable)")
    parser.add_argument("--snapshot", action="store_true", help="print the hierarchy first")
    parser.add_argument("--json", action="store_true", help="print each event as a JSON line")
    parser.add_argument("--count", type=int, help="stop after this many events")
    parser.add_argument("--idle", type=float, help="stop after this many seconds without an event")
    args = parser.parse_args(argv)

    printed = 0
    with Client(args.socket, name="watch_events", role="observer") as client:
        subscription = client.subscribe(windows=args.window, names=args.name, snapshot=args.snapshot)
        print("# subscription %s from seq %s" % (subscription.id, subscription.seq), flush=True)
        if args.snapshot:
            for node in iter_nodes(subscription.tree):
                print("# %s %s %r %s" % (node["vc"], node["class"], node.get("title"), node["appearance"]))
        try:
            for item in subscription.iter(args.idle):
                print(json.dumps(item) if args.json else describe(item), flush=True)
                printed += 1
                if args.count is not None and printed >= args.count:
                    break
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
