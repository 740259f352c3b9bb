"""The connection to proscd: calls, pipelining, subscriptions, on one Unix socket."""

import collections
import concurrent.futures
import itertools
import json
import logging
import socket
import sys
import threading

from .errors import CallTimeout, ConnectionClosed, error_from_response
from .events import notification_item
from .methods import ConvenienceMethods, wire_name
from .socket_path import resolve_socket_path
from .subscription import Subscription

__all__ = ["Client", "PendingCall"]

log = logging.getLogger("proscenium")


class PendingCall(concurrent.futures.Future):
    """The answer to one request sent with ``Client.send`` (a ``concurrent.futures.Future``).

    ``result(timeout)`` returns the result dict or raises the call's ProsceniumError subclass;
    on timeout it raises CallTimeout (also a TimeoutError). ``id`` and ``method`` say which
    request it answers; ``concurrent.futures.wait`` and ``add_done_callback`` work on it
    (callbacks of a reply run on the reader thread, in arrival order).
    """

    def __init__(self, request_id, method, transform=None):
        super().__init__()
        self.id = request_id
        self.method = method
        self._transform = transform

    def result(self, timeout=None):
        try:
            return super().result(timeout)
        except concurrent.futures.TimeoutError:
            raise CallTimeout("no answer to %s within %ss" % (self.method or "raw line", timeout),
                              method=self.method)

    def __repr__(self):
        return "PendingCall(%r, %r, done=%r)" % (self.id, self.method, self.done())


class Client(ConvenienceMethods):
    """One connection to proscd. Thread-safe: any thread may call, send or subscribe; one
    reader thread receives replies and notifications.

    ``Client(path=None, timeout=60.0, name=None, role=None)`` connects to ``path`` or where
    the contract's rules put the socket (see ``resolve_socket_path``); with ``name`` or
    ``role`` it says ``hello`` first. ``timeout`` is the default for ``call``.
    Use it as a context manager, or call ``close()``.
    """

    def __init__(self, path=None, timeout=60.0, name=None, role=None, connect_timeout=5.0):
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
        self._ids = itertools.count(1)
        self._pending = {}
        self._raw_waiters = collections.deque()
        self._subscriptions = {}
        self._handlers = []
        self._closed = False
        self._close_reason = None
        self._reading = threading.Event()
        self._reading.set()
        self._reader = _start_reader_thread(self._read_loop)
        if name is not None or role is not None:
            params = {"client": name or "python"}
            if role is not None:
                params["role"] = role
            try:
                self.call("hello", params)
            except BaseException:
                self.close()
                raise

    # -- calls ---------------------------------------------------------------------------

    def send(self, method, params=None, **kwparams):
        """Sends a request without waiting; returns its PendingCall. Send as many as you like
        before reading any answer (pipelining); answers may complete in any order."""
        return self._send(method, self._params(params, kwparams))

    def call(self, method, params=None, timeout=None, **kwparams):
        """Sends a request and waits for its answer: the result dict, or the error raised as
        its ProsceniumError subclass. ``params`` is a dict, keyword arguments add to it
        (``class_=``/``from_=`` stand for ``class``/``from``). ``timeout`` (seconds) defaults
        to the client's; on timeout raises CallTimeout and forgets the request."""
        pending = self._send(method, self._params(params, kwparams))
        try:
            return pending.result(self.timeout if timeout is None else timeout)
        except CallTimeout:
            with self._lock:
                self._pending.pop(pending.id, None)
            raise

    def send_raw(self, line):
        """Writes ``line`` (str or bytes; a newline is added when missing) as it is, for
        testing the server's framing. Returns a PendingCall resolved by the next answer whose
        id is null — what the server sends for a line it cannot read (its result() raises
        ParseError, InvalidRequest or LimitExceeded)."""
        data = line.encode("utf-8") if isinstance(line, str) else bytes(line)
        if not data.endswith(b"\n"):
            data += b"\n"
        pending = PendingCall(None, None)
        with self._lock:
            self._check_open()
            self._raw_waiters.append(pending)
        self._write(data)
        return pending

    @staticmethod
    def _params(params, kwparams):
        merged = dict(params) if params else {}
        for key, value in kwparams.items():
            merged[wire_name(key)] = value
        return merged

    def _send(self, method, params, transform=None):
        message = {"jsonrpc": "2.0", "id": None, "method": method}
        if params:
            message["params"] = params
        with self._lock:
            self._check_open()
            request_id = next(self._ids)
            pending = PendingCall(request_id, method, transform)
            self._pending[request_id] = pending
        message["id"] = request_id
        try:
            data = (json.dumps(message, separators=(",", ":"), ensure_ascii=False) + "\n").encode("utf-8")
            self._write(data)
        except BaseException:   # params that are not JSON, or the connection failing
            with self._lock:
                self._pending.pop(request_id, None)
            raise
        return pending

    def _write(self, data):
        with self._write_lock:
            try:
                self._sock.sendall(data)
            except OSError as error:
                raise ConnectionClosed("cannot write to %s: %s" % (self.path, error))

    def _check_open(self):
        if self._closed:
            raise ConnectionClosed(self._close_reason or "connection closed")

    # -- events --------------------------------------------------------------------------

    def subscribe(self, windows=None, names=None, snapshot=False, restoration=False, timeout=None):
        """``events.subscribe``: returns a Subscription that receives, from now on, the events
        of ``windows`` (default all) named ``names`` (default all); with ``snapshot`` its
        ``tree`` is the hierarchy as of its ``seq``; with ``restoration`` it first receives the
        start-up restore's events (``restoration_events`` of them)."""
        params = {}
        if windows is not None:
            params["windows"] = list(windows)
        if names is not None:
            params["names"] = list(names)
        if snapshot:
            params["snapshot"] = True
        if restoration:
            params["restoration"] = True
        # The Subscription is registered on the reader thread as the reply is read, so no
        # event that follows the reply can miss it.
        pending = self._send("events.subscribe", params, transform=self._register_subscription)
        return pending.result(self.timeout if timeout is None else timeout)

    def _register_subscription(self, result):
        subscription = Subscription(self, result)
        with self._lock:
            self._subscriptions[subscription.id] = subscription
        return subscription

    def _forget_subscription(self, subscription):
        with self._lock:
            self._subscriptions.pop(subscription.id, None)
        subscription._close()

    def on_notification(self, handler):
        """Calls ``handler(message)`` on the reader thread for every server notification (the
        whole JSON-RPC message dict), before it is routed to its subscription. Returns handler."""
        with self._lock:
            self._handlers.append(handler)
        return handler

    # -- reading -------------------------------------------------------------------------

    def pause_reading(self):
        """Stops reading the socket (after the chunk being read): the server's flow control
        then applies to this client (its events are dropped, an eventsDropped notice follows)."""
        self._reading.clear()

    def resume_reading(self):
        """Reads again after pause_reading()."""
        self._reading.set()

    def _read_loop(self):
        buffer = bytearray()
        reason = "connection closed by the server"
        try:
            while True:
                self._reading.wait()
                chunk = self._sock.recv(1 << 16)
                if not chunk:
                    break
                buffer += chunk
                start = 0
                while True:
                    end = buffer.find(b"\n", start)
                    if end < 0:
                        break
                    self._dispatch(bytes(buffer[start:end]))
                    start = end + 1
                del buffer[:start]
        except OSError as error:
            reason = "connection lost: %s" % error
        except Exception:  # a bug here must not leave callers waiting for ever
            log.exception("proscenium reader failed")
            reason = "reader failed"
        finally:
            self._finish(reason)

    def _dispatch(self, line):
        if not line.strip():
            return
        try:
            message = _decode(line)
        except ValueError:
            log.warning("proscenium: ignoring a line that is not JSON: %r", line[:200])
            return
        if not isinstance(message, dict):
            log.warning("proscenium: ignoring a line that is not an object: %r", line[:200])
            return
        if "method" in message and "id" not in message:
            self._notify(message)
        elif "result" in message or "error" in message:
            self._answer(message)
        else:
            log.warning("proscenium: ignoring an unexpected message: %r", line[:200])

    def _answer(self, message):
        request_id = message.get("id")
        with self._lock:
            if request_id is None:
                pending = self._raw_waiters.popleft() if self._raw_waiters else None
            else:
                pending = self._pending.pop(request_id, None)
        if pending is None:
            log.info("proscenium: answer nobody waits for: %r", message)
            return
        if "error" in message:
            pending.set_exception(error_from_response(message["error"], pending.method))
            return
        result = message.get("result")
        if pending._transform is not None:
            try:
                result = pending._transform(result)
            except Exception as error:  # a malformed result: report it to the caller
                pending.set_exception(error)
                return
        pending.set_result(result)

    def _notify(self, message):
        with self._lock:
            handlers = list(self._handlers)
        for handler in handlers:
            try:
                handler(message)
            except Exception:
                log.exception("proscenium: notification handler failed")
        item = notification_item(message)
        if item is None:
            return
        with self._lock:
            subscription = self._subscriptions.get(item.get("subscription"))
        if subscription is not None:
            subscription._deliver(item)

    def _finish(self, reason):
        """Fails every waiting call and closes every subscription (reader thread, at its end)."""
        with self._lock:
            if self._close_reason is None:
                self._close_reason = reason
            self._closed = True
            pending = list(self._pending.values()) + list(self._raw_waiters)
            self._pending.clear()
            self._raw_waiters.clear()
            subscriptions = list(self._subscriptions.values())
            self._subscriptions.clear()
        for call in pending:
            if not call.done():
                call.set_exception(ConnectionClosed(self._close_reason, method=call.method))
        for subscription in subscriptions:
            subscription._close()

    # -- closing -------------------------------------------------------------------------

    @property
    def closed(self):
        return self._closed

    def close(self):
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

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __repr__(self):
        return "Client(%r%s)" % (self.path, ", closed" if self._closed else "")


# Deep hierarchies make deep answers: `tree` of a presentation chain nests one object per
# level, beyond Python's default recursion limit (1000) for json.loads. The reader thread gets a
# large stack, and an answer that is too deep for the current limit is decoded again with a
# higher one, so the connection does not die on it.
_READER_STACK_BYTES = 256 << 20
_DEEP_RECURSION_LIMIT = 200000
_recursion_lock = threading.Lock()


def _decode(line):
    text = line.decode("utf-8")
    try:
        return json.loads(text)
    except RecursionError:
        with _recursion_lock:
            old = sys.getrecursionlimit()
            sys.setrecursionlimit(max(old, _DEEP_RECURSION_LIMIT))
            try:
                return json.loads(text)
            finally:
                sys.setrecursionlimit(old)


def _start_reader_thread(target):
    with _recursion_lock:
        old = threading.stack_size()
        try:
            threading.stack_size(_READER_STACK_BYTES)
        except (ValueError, RuntimeError):  # a platform without settable thread stacks
            pass
        try:
            thread = threading.Thread(target=target, name="proscenium-reader", daemon=True)
            thread.start()
        finally:
            threading.stack_size(old)
    return thread
