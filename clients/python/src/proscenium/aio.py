"""The asyncio connection to proscd: the same calls, pipelining and subscriptions as ``Client``,
as coroutines on the running event loop (standard library only)::

    async with AsyncClient(name="my-tool") as c:
        root = (await c.tree(window="w1"))["windows"][0]["root"]
        async with c.subscribe(windows=["w1"]) as events:
            await c.present(home, modal, animated=False)
            async for event in events:
                ...
"""

from __future__ import annotations

import asyncio
import logging
from typing import (Any, AsyncIterator, Callable, Dict, Generator, Iterable, List, Mapping,
                    Optional, Tuple, TypeVar, Union)

from . import _wire
from ._generated import AsyncGeneratedMethods
from .errors import CallTimeout, ConnectionClosed, SubscriptionClosed
from .events import SubscriptionItem, notification_item
from .results import SubscribeResult
from .socket_path import resolve_socket_path
from .subscription import SubscriptionState

__all__ = ["AsyncClient", "AsyncPendingCall", "AsyncSubscription"]

log = logging.getLogger("proscenium")

Handler = TypeVar("Handler", bound=Callable[[Dict[str, Any]], Any])


class AsyncPendingCall(asyncio.Future[Any]):
    """The answer to one request sent with ``AsyncClient.send`` (an ``asyncio.Future``):
    ``await`` it for the result dict or the call's ProsceniumError. ``id`` and ``method`` say
    which request it answers, ``line_bytes`` the length of the line sent (without its newline;
    None until sent)."""

    def __init__(self, loop: asyncio.AbstractEventLoop, request_id: Optional[int], method: Optional[str],
                 transform: Optional[Callable[[Any], Any]] = None) -> None:
        super().__init__(loop=loop)
        self.id = request_id
        self.method = method
        self.line_bytes: Optional[int] = None
        self._transform = transform

    def __repr__(self) -> str:
        return "AsyncPendingCall(%r, %r, done=%r)" % (self.id, self.method, self.done())


class AsyncClient(AsyncGeneratedMethods):
    """One connection to proscd on the running asyncio event loop.

    ``AsyncClient(path=None, timeout=60.0, name=None, role=None)`` takes the same arguments as
    ``Client``; it connects in ``async with AsyncClient(...) as c`` or ``await c.connect()``
    (with ``name`` or ``role`` it says ``hello`` first). Every protocol method is a coroutine
    (``await c.present(...)``, see ``AsyncGeneratedMethods``); ``c.subscribe(...)`` returns an
    ``AsyncSubscription`` to ``await``, ``async for`` over or ``async with``. Use it from one
    event loop (the one it connected on).
    """

    def __init__(self, path: Optional[str] = None, timeout: float = 60.0, name: Optional[str] = None,
                 role: Optional[str] = None, connect_timeout: float = 5.0) -> None:
        self.path = resolve_socket_path(path)
        self.timeout = timeout
        self._name = name
        self._role = role
        self._connect_timeout = connect_timeout
        self._loop: Optional[asyncio.AbstractEventLoop] = None
        self._transport: Optional[asyncio.Transport] = None
        self._lost: Optional[asyncio.Future[None]] = None
        self._calls: _wire.Calls[AsyncPendingCall] = _wire.Calls()
        self._subscriptions: Dict[Optional[str], AsyncSubscription] = {}
        self._handlers: List[Callable[[Dict[str, Any]], Any]] = []
        self._closed = False
        self._close_reason: Optional[str] = None

    # -- connecting and closing ----------------------------------------------------------

    async def connect(self) -> AsyncClient:
        """Connects (and says ``hello`` when a name or role was given); returns the client."""
        if self._transport is not None or self._closed:
            raise ConnectionClosed("connect() may be called once per AsyncClient")
        self._loop = asyncio.get_running_loop()
        self._lost = self._loop.create_future()
        try:
            transport, _ = await asyncio.wait_for(
                self._loop.create_unix_connection(lambda: _Wire(self), self.path), self._connect_timeout)
        except (OSError, asyncio.TimeoutError) as error:
            self._closed = True
            self._close_reason = "cannot connect to %s: %s" % (self.path, str(error) or "timed out")
            raise ConnectionClosed(self._close_reason)
        self._transport = transport
        params = _wire.hello_params(self._name, self._role)
        if params is not None:
            try:
                await self.call("hello", params)
            except BaseException:
                await self.close()
                raise
        return self

    @property
    def closed(self) -> bool:
        """True once closed (by either side)."""
        return self._closed

    async def close(self) -> None:
        """Closes the connection: waiting calls fail with ConnectionClosed, subscriptions end.
        Idempotent."""
        if self._close_reason is None:
            self._close_reason = "connection closed by the client"
        self._closed = True
        if self._transport is not None and self._lost is not None:
            self._transport.close()
            await asyncio.shield(self._lost)

    async def __aenter__(self) -> AsyncClient:
        return await self.connect()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    def __repr__(self) -> str:
        return "AsyncClient(%r%s)" % (self.path, ", closed" if self._closed else "")

    # -- calls ---------------------------------------------------------------------------

    def send(self, method: str, params: Optional[Mapping[str, Any]] = None, **kwparams: Any) -> AsyncPendingCall:
        """Sends a request without waiting; returns its AsyncPendingCall (await it, or gather
        many: pipelining). Answers may complete in any order; a line over the server's
        ``maxLineBytes`` fails with LimitExceeded, as ``Client.send``."""
        return self._send(method, _wire.merge_params(params, kwparams))

    async def call(self, method: str, params: Optional[Mapping[str, Any]] = None,
                   timeout: Optional[float] = None, **kwparams: Any) -> Any:
        """Sends a request and returns its result dict, or raises the error as its
        ProsceniumError subclass; as ``Client.call``. On timeout raises CallTimeout."""
        return await self._invoke(method, _wire.merge_params(params, kwparams), timeout)

    async def _invoke(self, method: str, params: Dict[str, Any], timeout: Optional[float]) -> Any:
        return await self._wait(self._send(method, params), timeout)

    async def _wait(self, pending: AsyncPendingCall, timeout: Optional[float]) -> Any:
        """The answer of ``pending`` within ``timeout`` (default: the client's); on timeout
        forgets the request and raises CallTimeout."""
        limit = self.timeout if timeout is None else timeout
        try:
            return await asyncio.wait_for(asyncio.shield(pending), limit)
        except asyncio.TimeoutError:
            if pending.id is not None:
                self._calls.pending.pop(pending.id, None)
            raise CallTimeout("no answer to %s within %ss" % (pending.method or "raw line", limit),
                              method=pending.method) from None

    def send_raw(self, line: Union[str, bytes]) -> AsyncPendingCall:
        """Writes ``line`` as it is (a framing test); the returned handle takes the next answer
        whose id is null (but another call's line-limit answer), as ``Client.send_raw``."""
        data = _wire.encode_raw(line)
        transport = self._open_transport()
        pending = AsyncPendingCall(self._running_loop(), None, None)
        pending.line_bytes = len(data) - 1
        self._calls.raw.append(pending)
        transport.write(data)
        return pending

    def _send(self, method: str, params: Dict[str, Any],
              transform: Optional[Callable[[Any], Any]] = None) -> AsyncPendingCall:
        transport = self._open_transport()
        request_id = self._calls.next_id()
        data = _wire.encode_request(request_id, method, params)  # TypeError before anything is sent
        pending = AsyncPendingCall(self._running_loop(), request_id, method, transform)
        pending.line_bytes = len(data) - 1
        self._calls.pending[request_id] = pending
        transport.write(data)
        return pending

    def _open_transport(self) -> asyncio.Transport:
        if self._closed:
            raise ConnectionClosed(self._close_reason or "connection closed")
        if self._transport is None:
            raise ConnectionClosed("not connected: use `async with AsyncClient(...)` or `await client.connect()`")
        return self._transport

    def _running_loop(self) -> asyncio.AbstractEventLoop:
        assert self._loop is not None
        return self._loop

    # -- events --------------------------------------------------------------------------

    def subscribe(self, windows: Optional[Iterable[str]] = None, names: Optional[Iterable[str]] = None,
                  snapshot: bool = False, restoration: bool = False, requests: bool = False,
                  timeout: Optional[float] = None) -> AsyncSubscription:
        """Sends ``events.subscribe`` at once and returns its AsyncSubscription: ``await`` it
        (for ``id``, ``seq``, ``tree``), ``async for event in`` it, or ``async with`` it (which
        unsubscribes at the end). Parameters as ``Client.subscribe``; a refused subscription
        raises its error where it is first awaited."""
        subscription = AsyncSubscription(self, timeout)
        params = _wire.subscribe_params(windows, names, snapshot, restoration, requests)
        # The subscription is registered as the reply is read, so no later event can miss it.
        subscription._reply = self._send("events.subscribe", params, transform=subscription._activate)
        subscription._reply.add_done_callback(_retrieve)
        return subscription

    def _register(self, subscription: AsyncSubscription) -> None:
        self._subscriptions[subscription.id] = subscription

    def _forget_subscription(self, subscription: AsyncSubscription) -> None:
        self._subscriptions.pop(subscription.id, None)
        subscription._close()

    def on_notification(self, handler: Handler) -> Handler:
        """Calls ``handler(message)`` for every server notification (the whole JSON-RPC
        message dict), before it is routed to its subscription. Returns handler."""
        self._handlers.append(handler)
        return handler

    def pause_reading(self) -> None:
        """Stops reading the socket: the server's flow control then applies to this client
        (its events are dropped, an eventsDropped notice follows)."""
        self._open_transport().pause_reading()

    def resume_reading(self) -> None:
        """Reads again after pause_reading()."""
        self._open_transport().resume_reading()

    # -- what the connection reads (called by _Wire on the event loop) -------------------

    def _dispatch(self, message: Dict[str, Any]) -> None:
        _wire.dispatch(message, self._notify, self._answer)

    def _answer(self, message: Dict[str, Any]) -> None:
        pending = self._calls.take(message)
        if pending is None or pending.done():
            log.info("proscenium: answer nobody waits for: %r", message)
            return
        _wire.settle(pending, message)

    def _notify(self, message: Dict[str, Any]) -> None:
        _wire.notify_handlers(list(self._handlers), message)
        item = notification_item(message)
        if item is None:
            return
        subscription = self._subscriptions.get(item.get("subscription"))
        if subscription is not None:
            subscription._deliver(item)

    def _finish(self, reason: str) -> None:
        """Fails every waiting call and closes every subscription (the connection is gone)."""
        if self._close_reason is None:
            self._close_reason = reason
        self._closed = True
        _wire.fail_calls(self._calls.take_all(), self._close_reason or reason)
        for subscription in list(self._subscriptions.values()):
            subscription._close()
        self._subscriptions.clear()
        if self._lost is not None and not self._lost.done():
            self._lost.set_result(None)


class _Wire(asyncio.Protocol):
    """The socket's protocol: splits what arrives into lines and hands their messages to the
    client, in order."""

    def __init__(self, client: AsyncClient) -> None:
        self._client = client
        self._lines = _wire.LineSplitter()
        self._transport: Optional[asyncio.BaseTransport] = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._transport = transport

    def data_received(self, data: bytes) -> None:
        try:
            for line in self._lines.feed(data):
                try:
                    message = _wire.decode(line)
                except RecursionError:
                    message = _wire.decode_deep(line)
                if message is not None:
                    self._client._dispatch(message)
        except Exception:  # a bug here must not leave callers waiting for ever
            log.exception("proscenium reader failed")
            self._client._finish("reader failed")
            if self._transport is not None:
                self._transport.close()

    def connection_lost(self, exc: Optional[Exception]) -> None:
        self._client._finish("connection lost: %s" % exc if exc else "connection closed by the server")


def _retrieve(future: asyncio.Future[Any]) -> None:
    """Marks a future's exception as seen (it is raised where the future is awaited)."""
    if not future.cancelled():
        future.exception()


class AsyncSubscription(SubscriptionState):
    """Events of one ``events.subscribe`` on an AsyncClient, in arrival order (a window's
    events in ``windowSeq`` order, the events a request caused before its reply).

    ``await subscription`` waits for the server's answer and returns the subscription (with
    ``id``, ``seq``, ``tree``, ``restoration_events``). Read with ``await get(timeout)``,
    ``drain()``, ``await wait_for(...)``, ``async for item in iter(timeout)`` or
    ``async for item in subscription`` (until the subscription or connection closes).
    ``async with`` unsubscribes at the end.
    """

    def __init__(self, client: AsyncClient, timeout: Optional[float]) -> None:
        super().__init__()
        self._client = client
        self._timeout = timeout
        self._reply: Optional[AsyncPendingCall] = None
        self._waiters: List[asyncio.Future[None]] = []

    def _activate(self, result: SubscribeResult) -> AsyncSubscription:
        """Takes the reply and registers with the client (as the reply is read)."""
        self._accept(result)
        self._client._register(self)
        return self

    async def _ready(self) -> AsyncSubscription:
        assert self._reply is not None
        if not self._reply.done():
            await self._client._wait(self._reply, self._timeout)
        self._reply.result()  # the subscription's error, if it was refused
        return self

    def __await__(self) -> Generator[Any, None, AsyncSubscription]:
        return self._ready().__await__()

    # Called on the event loop by the client.
    def _deliver(self, item: SubscriptionItem) -> None:
        if self._queue(item):
            self._wake()

    def _close(self) -> None:
        self._closed = True
        self._wake()

    def _wake(self) -> None:
        waiters, self._waiters = self._waiters, []
        for waiter in waiters:
            if not waiter.done():
                waiter.set_result(None)

    async def get(self, timeout: Optional[float] = None) -> SubscriptionItem:
        """The next item; waits up to ``timeout`` seconds (None: for ever). Raises CallTimeout
        when nothing came in time, SubscriptionClosed when it is closed and empty."""
        await self._ready()
        loop = asyncio.get_running_loop()
        deadline = None if timeout is None else loop.time() + timeout
        while not self._items:
            remaining = self._time_left(deadline, loop.time(), timeout)
            waiter = loop.create_future()
            self._waiters.append(waiter)
            try:
                await asyncio.wait_for(waiter, remaining)
            except asyncio.TimeoutError:
                pass
        return self._items.popleft()

    def drain(self) -> List[SubscriptionItem]:
        """Every item received so far, without waiting."""
        items = list(self._items)
        self._items.clear()
        return items

    async def iter(self, timeout: Optional[float] = None) -> AsyncIterator[SubscriptionItem]:
        """Yields items until none arrives for ``timeout`` seconds (None: until closed)."""
        while True:
            try:
                item = await self.get(timeout)
            except (SubscriptionClosed, CallTimeout):
                return
            yield item

    def __aiter__(self) -> AsyncIterator[SubscriptionItem]:
        return self.iter(None)

    async def wait_for(self, name: str, timeout: float = 10.0,
                       **fields: Any) -> Tuple[SubscriptionItem, List[SubscriptionItem]]:
        """Reads items until an event named ``name`` whose members equal ``fields`` arrives;
        returns it and the items read before it. Raises CallTimeout after ``timeout`` s,
        SubscriptionClosed when the subscription ends first."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        skipped: List[SubscriptionItem] = []
        while True:
            try:
                item = await self.get(max(0.0, deadline - loop.time()))
            except SubscriptionClosed:
                raise SubscriptionClosed("subscription %s closed before %s came" % (self.id, name)) from None
            if self._matches(item, name, fields):
                return item, skipped
            skipped.append(item)

    async def unsubscribe(self, timeout: Optional[float] = None) -> None:
        """Ends the subscription on the server (``events.unsubscribe``) and closes it here."""
        try:
            await self._ready()
            if not self._client.closed:
                await self._client.call("events.unsubscribe", {"subscription": self.id}, timeout=timeout)
        finally:
            self._client._forget_subscription(self)

    async def __aenter__(self) -> AsyncSubscription:
        return await self._ready()

    async def __aexit__(self, *exc: object) -> None:
        await self.unsubscribe()
