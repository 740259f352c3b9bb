"""What a subscription delivers: events and eventsDropped notices, as dicts with attribute access."""

__all__ = ["Event", "EventsDropped", "notification_item"]


class _Record(dict):
    """A dict whose members can also be read as attributes (``ev.name`` is ``ev["name"]``;
    a member that is absent reads as None)."""

    __slots__ = ()

    def __getattr__(self, key):
        if key.startswith("__"):
            raise AttributeError(key)
        return self.get(key)


class Event(_Record):
    """One ``event`` notification's params: ``subscription, seq, window, windowSeq, time, vc,
    name, animated, …`` (PROTOCOL.md *Events*)."""

    __slots__ = ()

    def __repr__(self):
        return "Event(%s)" % dict.__repr__(self)


class EventsDropped(_Record):
    """The server dropped ``count`` events of ``subscription`` because this client did not
    read fast enough (``eventsDropped`` notification)."""

    __slots__ = ()
    name = "eventsDropped"

    def __repr__(self):
        return "EventsDropped(%s)" % dict.__repr__(self)


def notification_item(message):
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
