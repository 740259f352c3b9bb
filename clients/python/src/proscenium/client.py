"""The threaded connection to proscd: calls, pipelining, subscriptions, on one Unix socket."""

from __future__ import annotations

import concurrent.futures
import logging
import socket
import threading
from typing import Any, Callable, Dict, Iterable, List, Mapping, Optional, TypeVar, Union

from . import _wire
from ._generated import GeneratedMethods
from .errors import CallTimeout, ConnectionClosed
from .events import notification_item
from .results import SubscribeResult
from .socket_path import resolve_socket_path
from .subscription import Subscription

__all__ = ["Client", "PendingCall"]

log = logging.getLogger("proscenium")

Handler = TypeVar("Handler", bound=Callable[[Dict[str, Any]], Any])


class PendingCall(concurrent.futures.Future[Any]):
    """The answer to one request sent with ``Client.send`` (a ``concurrent.futures.Future``).

    ``result(timeout)`` returns the result dict or raises the call's ProsceniumError subclass;
    on timeout it raises CallTimeout (also a TimeoutError). ``id`` and ``method`` say which
    request it answers, ``line_bytes`` the length of the line sent (without its newline; None
    until sent); ``concurrent.futures.wait`` and ``add_done_callback`` work on it (callbacks of
    a reply run on the reader thread, in arrival order).
    """

    def __init__(self, request_id: Optional[int], method: Optional[str],
                 transform: Optional[Callable[[Any], Any]] = None) -> None:
        super().__init__()
        self.id = request_id
        self.method = method
        self.line_bytes: Optional[int] = None
        self._transform = transform

    def result(self, timeout: Optional[float] = None) -> Any:
        try:
            return super().result(timeout)
        except concurrent.futures.TimeoutError:
            raise CallTimeout("no answer to %s within %ss" % (self.method or "raw line", timeout),
                              method=self.method)

    def __repr__(self) -> str:
        return "PendingCall(%r, %r, done=%r)" % (self.id, self.method, self.done())


class Client(GeneratedMethods):
    """One connection to proscd. Thread-safe: any thread may call, send or subscribe; one
    reader thread receives replies and notifications.

    ``Client(path=None, timeout=60.0, name=None, role=None)`` connects to ``path`` or where
    the protocol's rules put the socket (see ``resolve_socket_path``); with ``name`` or
    ``role`` it says ``hello`` first. ``timeout`` is the default for ``call``.
    Use it as a context manager, or call ``close()``. Every protocol method is a method
    (``present``, ``push``, ``tree``…, see ``GeneratedMethods``).
    """

    def __init__(self, path: Optional[str] = None, timeout: float = 60.0, name: Optional[str] = None,
                 role: Optional[str] = None, connect_timeout: float = 5.0) -> None:
        self.path = resolve_socket_path(path)
        self.timeout = timeout
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.settimeout(connect_timeout)
            sock.connect(self.path)
            sock.settimeout(None)
        except OSError as error:
            sock.close()
            raise ConnectionClosed("cannot connect to %s: %s" % (self.path, error))
        self._sock = sock
        self._lock = threading.Lock()          # pending, subscriptions, raw waiters, state
        self._write_lock = threading.Lock()    # one writer at a time
        self._calls: _wire.Calls[PendingCall] = _wire.Calls()
        self._subscriptions: Dict[Optional[str], Subscription] = {}
        self._handlers: List[Callable[[Dict[str, Any]], Any]] = []
        self._closed = False
        self._close_reason: Optional[str] = None
        self._reading = threading.Event()
        self._reading.set()
        self._reader = threading.Thread(target=self._read_loop, name="proscenium-reader", daemon=True)
        self._reader.start()
        params = _wire.hello_params(name, role)
        if params is not None:
            try:
                self.call("hello", params)
            except BaseException:
                self.close()
                raise

    # -- calls ---------------------------------------------------------------------------

    def send(self, method: str, params: Optional[Mapping[str, Any]] = None, **kwparams: Any) -> PendingCall:
        """Sends a request without waiting; returns its PendingCall. Send as many as you like
        before reading any answer (pipelining); answers may complete in any order. A request
        whose line is over the server's ``maxLineBytes`` fails with LimitExceeded (the
        server's id-null -32011 is matched to it by the line length it reports)."""
        return self._send(method, _wire.merge_params(params, kwparams))

    def call(self, method: str, params: Optional[Mapping[str, Any]] = None, timeout: Optional[float] = None,
             **kwparams: Any) -> Any:
        """Sends a request and waits for its answer: the result dict, or the error raised as
        its ProsceniumError subclass. ``params`` is a dict, keyword arguments add to it
        (``class_=``/``from_=`` stand for ``class``/``from``). ``timeout`` (seconds) defaults
        to the client's; on timeout raises CallTimeout and forgets the request."""
        return self._invoke(method, _wire.merge_params(params, kwparams), timeout)

    def _invoke(self, method: str, params: Dict[str, Any], timeout: Optional[float]) -> Any:
        pending = self._send(method, params)
        try:
            return pending.result(self.timeout if timeout is None else timeout)
        except CallTimeout:
            with self._lock:
                if pending.id is not None:
                    self._calls.pending.pop(pending.id, None)
            raise

    def send_raw(self, line: Union[str, bytes]) -> PendingCall:
        """Writes ``line`` (str or bytes; a newline is added when missing) as it is, for
        testing the server's framing. Returns a PendingCall resolved by the next answer whose
        id is null — what the server sends for a line it cannot read (its result() raises
        ParseError, InvalidRequest or LimitExceeded) — but for a LimitExceeded that reports the
        length of a waiting call's line, which is that call's (see ``send``)."""
        data = _wire.encode_raw(line)
        pending = PendingCall(None, None)
        pending.line_bytes = len(data) - 1
        with self._lock:
            self._check_open()
            self._calls.raw.append(pending)
        self._write(data)
        return pending

    def _send(self, method: str, params: Dict[str, Any],
              transform: Optional[Callable[[Any], Any]] = None) -> PendingCall:
        with self._lock:
            self._check_open()
            request_id = self._calls.next_id()
            pending = PendingCall(request_id, method, transform)
            self._calls.pending[request_id] = pending
        try:
            data = _wire.encode_request(request_id, method, params)
            pending.line_bytes = len(data) - 1   # before it is sent: the reader may need it at once
            self._write(data)
        except BaseException:   # params that are not JSON, or the connection failing
            with self._lock:
                self._calls.pending.pop(request_id, None)
            raise
        return pending

    def _write(self, data: bytes) -> None:
        with self._write_lock:
            try:
                self._sock.sendall(data)
            except OSError as error:
                raise ConnectionClosed("cannot write to %s: %s" % (self.path, error))

    def _check_open(self) -> None:
        if self._closed:
            raise ConnectionClosed(self._close_reason or "connection closed")

    # -- events --------------------------------------------------------------------------

    def subscribe(self, windows: Optional[Iterable[str]] = None, names: Optional[Iterable[str]] = None,
                  snapshot: bool = False, restoration: bool = False, requests: bool = False,
                  timeout: Optional[float] = None) -> Subscription:
        """``events.subscribe``: returns a Subscription that receives, from now on, the events
        of ``windows`` (default all) named ``names`` (default all); with ``snapshot`` its
        ``tree`` is the hierarchy as of its ``seq``; with ``restoration`` it first receives the
        start-up restore's events (``restoration_events`` of them); with ``requests`` it also
        receives a RequestReport for every mutating request another connection makes, once it
        is answered (after the events it caused)."""
        params = _wire.subscribe_params(windows, names, snapshot, restoration, requests)
        # The Subscription is registered on the reader thread as the reply is read, so no
        # event that follows the reply can miss it.
        pending = self._send("events.subscribe", params, transform=self._register_subscription)
        subscription: Subscription = pending.result(self.timeout if timeout is None else timeout)
        return subscription

    def _register_subscription(self, result: SubscribeResult) -> Subscription:
        subscription = Subscription(self, result)
        with self._lock:
            self._subscriptions[subscription.id] = subscription
        return subscription

    def _forget_subscription(self, subscription: Subscription) -> None:
        with self._lock:
            self._subscriptions.pop(subscription.id, None)
        subscription._close()

    def on_notification(self, handler: Handler) -> Handler:
        """Calls ``handler(message)`` on the reader thread for every server notification (the
        whole JSON-RPC message dict), before it is routed to its subscription. Returns handler."""
        with self._lock:
            self._handlers.append(handler)
        return handler

    # -- reading -------------------------------------------------------------------------

    def pause_reading(self) -> None:
        """Stops reading the socket (after the chunk being read): the server's flow control
        then applies to this client (its events are dropped, an eventsDropped notice follows)."""
        self._reading.clear()

    def resume_reading(self) -> None:
        """Reads again after pause_reading()."""
        self._reading.set()

    def _read_loop(self) -> None:
        lines = _wire.LineSplitter()
        reason = "connection closed by the server"
        try:
            while True:
                self._reading.wait()
                chunk = self._sock.recv(1 << 16)
                if not chunk:
                    break
                for line in lines.feed(chunk):
                    try:
                        message = _wire.decode(line)
                    except RecursionError:
                        message = _wire.decode_deep(line)
                    if message is not None:
                        self._dispatch(message)
        except OSError as error:
            reason = "connection lost: %s" % error
        except Exception:  # a bug here must not leave callers waiting for ever
            log.exception("proscenium reader failed")
            reason = "reader failed"
        finally:
            self._finish(reason)

    def _dispatch(self, message: Dict[str, Any]) -> None:
        _wire.dispatch(message, self._notify, self._answer)

    def _answer(self, message: Dict[str, Any]) -> None:
        with self._lock:
            pending = self._calls.take(message)
        if pending is None:
            log.info("proscenium: answer nobody waits for: %r", message)
            return
        _wire.settle(pending, message)

    def _notify(self, message: Dict[str, Any]) -> None:
        with self._lock:
            handlers = list(self._handlers)
        _wire.notify_handlers(handlers, message)
        item = notification_item(message)
        if item is None:
            return
        with self._lock:
            subscription = self._subscriptions.get(item.get("subscription"))
        if subscription is not None:
            subscription._deliver(item)

    def _finish(self, reason: str) -> None:
        """Fails every waiting call and closes every subscription (reader thread, at its end)."""
        with self._lock:
            if self._close_reason is None:
                self._close_reason = reason
            self._closed = True
            pending = self._calls.take_all()
            subscriptions = list(self._subscriptions.values())
            self._subscriptions.clear()
        _wire.fail_calls(pending, self._close_reason or reason)
        for subscription in subscriptions:
            subscription._close()

    # -- closing -------------------------------------------------------------------------

    @property
    def closed(self) -> bool:
        """True once closed (by either side)."""
        return self._closed

    def close(self) -> None:
        """Closes the connection: waiting calls fail with ConnectionClosed, subscriptions end.
        Idempotent."""
        with self._lock:
            if self._close_reason is None:
                self._close_reason = "connection closed by the client"
            self._closed = True
        try:
            self._sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self._reading.set()
        if threading.current_thread() is not self._reader:
            self._reader.join(10)
        self._sock.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return "Client(%r%s)" % (self.path, ", closed" if self._closed else "")

