"""What a subscription delivers: events, eventsDropped notices and (with ``requests=True``) request
reports, as dicts whose members also read as attributes."""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Union

from .errors import error_from_response
from .results import RequestError

__all__ = ["Event", "EventsDropped", "RequestReport", "SubscriptionItem", "notification_item"]


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


class RequestReport(_Record):
    """Another connection's mutating request, once answered: a ``request`` notification, which
    a subscription made with ``requests=True`` receives (docs/protocol.md, "Request reports").
    It arrives after every event it lists."""

    __slots__ = ()
    name = "request"

    subscription: str
    #: The requesting connection's session (``c3``, as its ``hello`` answer names it).
    connection: str
    #: The name the requester gave in ``hello`` (None without one).
    client: Optional[str]
    #: The request's id, as it sent it.
    id: Any
    method: str
    #: The request's params, as it sent them.
    params: Dict[str, Any]
    #: The answer's result (None when the request was refused).
    result: Any
    #: The answer's error (None when it was answered with a result).
    error: Optional[RequestError]
    #: The ``seq`` of every event the request caused, in order (events the subscription's
    #: filters leave out too).
    events: List[int]

    def outcome(self) -> Any:
        """The result, or the refusal raised as its ProsceniumError subclass, as the call
        raised it for the requester."""
        if self.error is not None:
            raise error_from_response(self.error, self.method)
        return self.result

    def __repr__(self) -> str:
        return "RequestReport(%s)" % dict.__repr__(self)


#: What a subscription yields.
SubscriptionItem = Union[Event, EventsDropped, RequestReport]


def notification_item(message: Dict[str, Any]) -> Optional[SubscriptionItem]:
    """The Event, EventsDropped or RequestReport a server notification carries, or None for
    other methods."""
    params = message.get("params")
    if not isinstance(params, dict):
        return None
    method = message.get("method")
    if method == "event":
        return Event(params)
    if method == "eventsDropped":
        return EventsDropped(params)
    if method == "request":
        return RequestReport(params)
    return None
