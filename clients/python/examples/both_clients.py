"""Presents and dismisses the demo storyboard's Modal scene over Home twice: once with the
threaded ``Client`` and once with the asyncio ``AsyncClient``, printing the appearance
callbacks each step caused. Typed throughout: ``mypy --strict`` checks it (``make test``).

    python3 clients/python/examples/both_clients.py [--socket PATH] [--window w1]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import List, Optional

from proscenium import AsyncClient, Client, Event, SubscriptionItem, find_node
from proscenium.results import Dismissed, Presented, Tree

APPEARANCE = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]


def home_of(tree: Tree) -> str:
    """The Home controller's id in a tree of the demo Main storyboard."""
    home = find_node(tree, storyboardIdentifier="Home")
    if home is None:
        raise SystemExit("both_clients: the demo Main storyboard is not in this window")
    return home["vc"]


def show(title: str, items: List[SubscriptionItem]) -> None:
    print(title)
    for item in items:
        if isinstance(item, Event):
            print("    %-20s %s" % (item.name, item.vc))


def threaded(socket: Optional[str], window: str) -> None:
    with Client(socket, name="both_clients") as client:
        home = home_of(client.tree(window=window))
        modal = client.instantiate("Main", identifier="Modal")["vc"]
        with client.subscribe(windows=[window], names=APPEARANCE) as events:
            presented: Presented = client.present(home, modal, animated=False, style="fullScreen")
            show("threaded: %s presented %s (%s)" % (presented["presenter"], presented["vc"], presented["style"]),
                 events.drain())
            dismissed: Dismissed = client.dismiss(modal, animated=False)
            show("threaded: dismissed %s" % ", ".join(dismissed["dismissed"]), events.drain())


async def with_asyncio(socket: Optional[str], window: str) -> None:
    async with AsyncClient(socket, name="both_clients-aio") as client:
        home = home_of(await client.tree(window=window))
        modal = (await client.instantiate("Main", identifier="Modal"))["vc"]
        async with client.subscribe(windows=[window], names=APPEARANCE + ["presentationCompleted"]) as events:
            presented = await client.present(home, modal, animated=True)
            received: List[SubscriptionItem] = []
            async for item in events:       # until the presentation completed
                received.append(item)
                if item.name == "presentationCompleted":
                    break
            show("asyncio: %s presented %s (%s)" % (presented["presenter"], presented["vc"], presented["style"]),
                 received)
            dismissed = await client.dismiss(modal, animated=False)
            show("asyncio: dismissed %s" % ", ".join(dismissed["dismissed"]), events.drain())


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description="Present and dismiss with both clients.")
    parser.add_argument("--socket", help="socket path (default: the protocol's rules)")
    parser.add_argument("--window", default="w1")
    args = parser.parse_args(argv)
    threaded(args.socket, args.window)
    asyncio.run(with_asyncio(args.socket, args.window))
    print("both clients done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
