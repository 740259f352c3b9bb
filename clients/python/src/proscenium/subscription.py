"""An event subscription of the threaded client: a thread-safe queue the reader thread fills.
``SubscriptionState`` is what it shares with the asyncio client's ``AsyncSubscription``."""

from __future__ import annotations

import collections
import threading
import time
from typing import TYPE_CHECKING, Any, Deque, Iterator, List, Mapping, Optional, Tuple

from .errors import CallTimeout, SubscriptionClosed
from .events import SubscriptionItem
from .results import SubscribeResult, Tree

if TYPE_CHECKING:
    from .client import Client

__all__ = ["Subscription", "SubscriptionState"]


class SubscriptionState:
    """What every subscription holds: the server's answer to ``events.subscribe`` and the items
    received and not read yet.

    ``id`` is the server's subscription id, ``seq`` the last event before it began, ``tree``
    the snapshot (when asked for), ``restoration_events`` how many of the start-up restore's
    events come first (with ``restoration=True``), ``dropped`` the total count of events the
    server reported dropped for it.
    """

    def __init__(self) -> None:
        self.id: Optional[str] = None
        self.seq: Optional[int] = None
        self.tree: Optional[Tree] = None
        self.restoration_events: Optional[int] = None
        self.dropped = 0
        self._items: Deque[SubscriptionItem] = collections.deque()
        self._closed = False

    def _accept(self, result: SubscribeResult) -> None:
        """Takes the ``events.subscribe`` result (called as the reply is read)."""
        self.id = result.get("subscription")
        self.seq = result.get("seq")
        self.tree = result.get("tree")
        self.restoration_events = result.get("restorationEvents")

    def _queue(self, item: SubscriptionItem) -> bool:
        """Queues ``item`` unless closed; True when queued."""
        if self._closed:
            return False
        if item.name == "eventsDropped":
            self.dropped += int(item.get("count") or 0)
        self._items.append(item)
        return True

    def _time_left(self, deadline: Optional[float], now: float, timeout: Optional[float]) -> Optional[float]:
        """While nothing is queued: the seconds left until ``deadline`` (None: no deadline, wait
        for ever). Raises SubscriptionClosed when closed, CallTimeout once the deadline passed
        (``timeout`` is what the caller gave ``get``)."""
        if self._closed:
            raise SubscriptionClosed("subscription %s is closed" % self.id)
        remaining = None if deadline is None else deadline - now
        if remaining is not None and remaining <= 0:
            raise CallTimeout("no event within %ss" % timeout)
        return remaining

    @property
    def closed(self) -> bool:
        """True once unsubscribed or the connection closed (items already queued can still be read)."""
        return self._closed

    @staticmethod
    def _matches(item: SubscriptionItem, name: str, fields: Mapping[str, Any]) -> bool:
        return item.name == name and all(item.get(k) == v for k, v in fields.items())

    def __repr__(self) -> str:
        return "%s(%r, seq=%r, queued=%d)" % (type(self).__name__, self.id, self.seq, len(self._items))


class Subscription(SubscriptionState):
    """Events of one ``events.subscribe``, in arrival order (so a window's events come in
    ``windowSeq`` order, and the events a request caused come before its reply).

    Read with ``get(timeout)``, ``drain()``, ``wait_for(...)``, ``iter(timeout)`` or plain
    iteration (blocks until the subscription or connection closes). Items are Event,
    EventsDropped and (with ``requests=True``) RequestReport objects. A context manager that
    unsubscribes.
    """

    def __init__(self, client: Client, result: SubscribeResult) -> None:
        super().__init__()
        self._client = client
        self._cond = threading.Condition()
        self._accept(result)

    # Called by the reader thread.
    def _deliver(self, item: SubscriptionItem) -> None:
        with self._cond:
            if self._queue(item):
                self._cond.notify_all()

    def _close(self) -> None:
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    def get(self, timeout: Optional[float] = None) -> SubscriptionItem:
        """The next item; waits up to ``timeout`` seconds (None: for ever). Raises CallTimeout
        when nothing came in time, SubscriptionClosed when it is closed and empty."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            while not self._items:
                self._cond.wait(self._time_left(deadline, time.monotonic(), timeout))
            return self._items.popleft()

    def drain(self) -> List[SubscriptionItem]:
        """Every item received so far, without waiting."""
        with self._cond:
            items = list(self._items)
            self._items.clear()
            return items

    def iter(self, timeout: Optional[float] = None) -> Iterator[SubscriptionItem]:
        """Yields items until none arrives for ``timeout`` seconds (None: until closed)."""
        while True:
            try:
                yield self.get(timeout)
            except (SubscriptionClosed, CallTimeout):
                return

    def __iter__(self) -> Iterator[SubscriptionItem]:
        return self.iter(None)

    def wait_for(self, name: str, timeout: float = 10.0,
                 **fields: Any) -> Tuple[SubscriptionItem, List[SubscriptionItem]]:
        """Reads items until an event named ``name`` whose members equal ``fields`` arrives;
        returns it and the items read before it. Raises CallTimeout after ``timeout`` s,
        SubscriptionClosed when the subscription ends first."""
        deadline = time.monotonic() + timeout
        skipped: List[SubscriptionItem] = []
        while True:
            try:
                item = self.get(max(0.0, deadline - time.monotonic()))
            except SubscriptionClosed:
                raise SubscriptionClosed("subscription %s closed before %s came" % (self.id, name))
            if self._matches(item, name, fields):
                return item, skipped
            skipped.append(item)

    def unsubscribe(self, timeout: Optional[float] = None) -> None:
        """Ends the subscription on the server (``events.unsubscribe``) and closes it here."""
        try:
            if not self._client.closed:
                self._client.call("events.unsubscribe", {"subscription": self.id}, timeout=timeout)
        finally:
            self._client._forget_subscription(self)

    def __enter__(self) -> Subscription:
        return self

    def __exit__(self, *exc: object) -> None:
        self.unsubscribe()
