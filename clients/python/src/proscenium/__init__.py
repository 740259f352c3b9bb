"""Python client for proscd, the Proscenium view-controller hierarchy server.

Standard library only, Python 3.9+. Threaded::

    from proscenium import Client
    with Client(name="my-tool") as c:        # the socket by the protocol's rules
        events = c.subscribe(names=["viewDidAppear"])
        c.present("vc3", "vc7", animated=False)
        print(events.get(timeout=1))

asyncio::

    from proscenium import AsyncClient
    async with AsyncClient(name="my-tool") as c:
        events = await c.subscribe(names=["viewDidAppear"])
        await c.present("vc3", "vc7", animated=False)
        async for event in events:
            print(event.name, event.vc)

See clients/python/README.md.
"""

from ._generated import PROTOCOL_VERSION, __version__
from .aio import AsyncClient, AsyncPendingCall, AsyncSubscription
from .client import Client, PendingCall
from .errors import (ERROR_CLASSES, CallTimeout, ConnectionClosed, HierarchyInconsistency, InternalError,
                     InvalidParams, InvalidRequest, InvalidState, LimitExceeded, MethodNotFound, NotFound,
                     ParseError, PermissionDenied, ProsceniumError, SegueNotFound, StoryboardError,
                     SubscriptionClosed, Unsupported, error_from_response)
from .events import Event, EventsDropped, RequestReport, SubscriptionItem
from .methods import METHODS
from .nodes import find_node, iter_nodes
from .socket_path import resolve_socket_path
from .subscription import Subscription

__all__ = [
    "__version__", "PROTOCOL_VERSION",
    "Client", "PendingCall", "Subscription",
    "AsyncClient", "AsyncPendingCall", "AsyncSubscription",
    "Event", "EventsDropped", "RequestReport", "SubscriptionItem", "METHODS", "find_node", "iter_nodes", "resolve_socket_path",
    "ProsceniumError", "ParseError", "InvalidRequest", "MethodNotFound", "InvalidParams",
    "InternalError", "NotFound", "HierarchyInconsistency", "InvalidState", "SegueNotFound",
    "Unsupported", "PermissionDenied", "LimitExceeded", "StoryboardError",
    "ConnectionClosed", "SubscriptionClosed", "CallTimeout", "ERROR_CLASSES", "error_from_response",
]
