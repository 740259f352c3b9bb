"""Python client for proscd, the Proscenium view-controller hierarchy server.

Standard library only, Python 3.9+::

    from proscenium import Client, NotFound
    with Client() as c:                      # socket by the contract's rules
        tree = c.tree()
        sub = c.subscribe(names=["viewDidAppear"])
        c.present("vc3", "vc7", animated=False)
        print(sub.get(timeout=1))

See clients/python/README.md.
"""

from .client import Client, PendingCall
from .errors import *  # noqa: F401,F403 (the error classes)
from .errors import __all__ as _error_names
from .events import Event, EventsDropped
from .methods import METHODS
from .nodes import find_node, iter_nodes
from .socket_path import resolve_socket_path
from .subscription import Subscription

__all__ = ["Client", "PendingCall", "Subscription", "Event", "EventsDropped", "METHODS", "find_node", "iter_nodes",
           "resolve_socket_path"] + list(_error_names)
