"""What a subscription delivers: events and eventsDropped notices, as dicts whose members also
read as attributes."""

from __future__ import annotations

from typing import Any, Dict, Optional, Union

__all__ = ["Event", "EventsDropped", "SubscriptionItem", "notification_item"]


class _Record(Dict[str, Any]):
    """A dict whose members can also be read as attributes (``ev.name`` is ``ev["name"]``;
    a member that is absent reads as None)."""

    __slots__ = ()

    def __getattr__(self, key: str) -> Any:
        if key.startswith("__"):
            raise AttributeError(key)
        return self.get(key)


class Event(_Record):
    """One ``event`` notification's params (docs/protocol.md). The members every event
    has are typed below; the others (``animated``, ``parent``, ``identifier``, ``screen``…,
    by event) read as attributes too, None when absent."""

    __slots__ = ()

    subscription: str
    seq: int
    #: The window the event belongs to (None for screen events).
    window: Optional[str]
    #: The event's number within its window: consecutive, without gaps.
    windowSeq: Optional[int]
    #: Milliseconds since the server started.
    time: float
    vc: Optional[str]
    name: str

    def __repr__(self) -> str:
        return "Event(%s)" % dict.__repr__(self)


class EventsDropped(_Record):
    """The server dropped ``count`` events of ``subscription`` because this client did not
    read fast enough (``eventsDropped`` notification)."""

    __slots__ = ()
    name = "eventsDropped"

    subscription: str
    count: int

    def __repr__(self) -> str:
        return "EventsDropped(%s)" % dict.__repr__(self)


#: What a subscription yields.
SubscriptionItem = Union[Event, EventsDropped]


def notification_item(message: Dict[str, Any]) -> Optional[SubscriptionItem]:
    """The Event or EventsDropped a server notification carries, or None for other methods."""
    params = message.get("params")
    if not isinstance(params, dict):
        return None
    method = message.get("method")
    if method == "event":
        return Event(params)
    if method == "eventsDropped":
        return EventsDropped(params)
    return None
