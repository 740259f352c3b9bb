"""An event subscription: a thread-safe queue the client's reader thread fills."""

import collections
import threading
import time

from .errors import CallTimeout, SubscriptionClosed

__all__ = ["Subscription"]

class Subscription(object):
    """Events of one ``events.subscribe``, in arrival order (so a window's events come in
    ``windowSeq`` order, and the events a request caused come before its reply).

    ``id`` is the server's subscription id, ``seq`` the last event before it began, ``tree``
    the snapshot (when asked for). Read with ``get(timeout)``, ``drain()``, ``wait_for(...)``,
    ``iter(timeout)`` or plain iteration (blocks until the subscription or connection closes).
    Items are Event or EventsDropped objects.
    """

    def __init__(self, client, result):
        self._client = client
        self.id = result.get("subscription")
        self.seq = result.get("seq")
        self.tree = result.get("tree")
        #: with ``restoration=True``: how many of the start-up restore's events come first
        self.restoration_events = result.get("restorationEvents")
        self._items = collections.deque()
        self._cond = threading.Condition()
        self._closed = False
        #: total count of events the server reported dropped for this subscription
        self.dropped = 0

    # Called by the reader thread.
    def _deliver(self, item):
        with self._cond:
            if self._closed:
                return
            if item.name == "eventsDropped":
                self.dropped += int(item.get("count") or 0)
            self._items.append(item)
            self._cond.notify_all()

    def _close(self):
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    @property
    def closed(self):
        """True once unsubscribed or the connection closed (items already queued can still be read)."""
        return self._closed

    def get(self, timeout=None):
        """The next item; waits up to ``timeout`` seconds (None: for ever). Raises CallTimeout
        when nothing came in time, SubscriptionClosed when it is closed and empty."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            while not self._items:
                if self._closed:
                    raise SubscriptionClosed("subscription %s is closed" % self.id)
                remaining = None if deadline is None else deadline - time.monotonic()
                if remaining is not None and remaining <= 0:
                    raise CallTimeout("no event within %ss" % timeout)
                self._cond.wait(remaining)
            return self._items.popleft()

    def drain(self):
        """Every item received so far, without waiting."""
        with self._cond:
            items = list(self._items)
            self._items.clear()
            return items

    def iter(self, timeout=None):
        """Yields items until none arrives for ``timeout`` seconds (None: until closed)."""
        while True:
            try:
                yield self.get(timeout)
            except (SubscriptionClosed, CallTimeout):
                return

    def __iter__(self):
        return self.iter(None)

    def wait_for(self, name, timeout=10.0, **fields):
        """Reads items until an event named ``name`` whose members equal ``fields`` arrives;
        returns it and the items read before it. Raises CallTimeout after ``timeout`` s,
        SubscriptionClosed when the subscription ends first."""
        deadline = time.monotonic() + timeout
        skipped = []
        while True:
            try:
                item = self.get(max(0.0, deadline - time.monotonic()))
            except SubscriptionClosed:
                raise SubscriptionClosed("subscription %s closed before %s came" % (self.id, name))
            if item.name == name and all(item.get(k) == v for k, v in fields.items()):
                return item, skipped
            skipped.append(item)

    def unsubscribe(self, timeout=None):
        """Ends the subscription on the server (``events.unsubscribe``) and closes it here."""
        try:
            if not self._client.closed:
                self._client.call("events.unsubscribe", {"subscription": self.id}, timeout=timeout)
        finally:
            self._client._forget_subscription(self)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.unsubscribe()

    def __repr__(self):
        return "Subscription(%r, seq=%r, queued=%d)" % (self.id, self.seq, len(self._items))
