"""The wire format both clients share, without I/O: requests as lines, lines split out of the
byte stream, lines decoded into messages and sorted into answers and notifications, answers
given to the calls waiting for them."""

from __future__ import annotations

import collections
import itertools
import json
import keyword
import logging
import sys
import threading
from typing import (Any, Callable, Deque, Dict, Generic, Iterable, List, Mapping, Optional, Protocol, Tuple,
                    TypeVar, Union, cast)

from .errors import ConnectionClosed, LimitExceeded, error_from_response

__all__ = ["wire_name", "merge_params", "hello_params", "subscribe_params", "encode_request", "encode_raw", "LineSplitter", "decode",
           "decode_deep", "dispatch", "classify", "ANSWER", "NOTIFICATION", "Waiter", "take_waiter",
           "Calls", "notify_handlers", "fail_calls", "settle"]

log = logging.getLogger("proscenium")

T = TypeVar("T")


def wire_name(name: str) -> str:
    """A keyword argument's protocol name: ``class_`` and ``from_`` stand for ``class`` and
    ``from``, which Python reserves."""
    if name.endswith("_") and keyword.iskeyword(name[:-1]):
        return name[:-1]
    return name


def merge_params(params: Optional[Mapping[str, Any]], kwparams: Mapping[str, Any]) -> Dict[str, Any]:
    """``params`` with the keyword arguments added (under their protocol names)."""
    merged = dict(params) if params else {}
    for key, value in kwparams.items():
        merged[wire_name(key)] = value
    return merged


def hello_params(name: Optional[str], role: Optional[str]) -> Optional[Dict[str, Any]]:
    """The ``hello`` a client says on connecting when given a name or a role (``client`` is
    ``"python"`` without a name); None when given neither (no hello)."""
    if name is None and role is None:
        return None
    params: Dict[str, Any] = {"client": name or "python"}
    if role is not None:
        params["role"] = role
    return params


def subscribe_params(windows: Optional[Iterable[str]], names: Optional[Iterable[str]], snapshot: bool,
                     restoration: bool, requests: bool) -> Dict[str, Any]:
    """``events.subscribe``'s params."""
    params: Dict[str, Any] = {}
    if windows is not None:
        params["windows"] = list(windows)
    if names is not None:
        params["names"] = list(names)
    if snapshot:
        params["snapshot"] = True
    if restoration:
        params["restoration"] = True
    if requests:
        params["requests"] = True
    return params


def encode_request(request_id: int, method: str, params: Mapping[str, Any]) -> bytes:
    """One request line. Raises TypeError (or ValueError) for params that are not JSON."""
    message: Dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
    if params:
        message["params"] = params
    return (json.dumps(message, separators=(",", ":"), ensure_ascii=False) + "\n").encode("utf-8")


def encode_raw(line: Union[str, bytes]) -> bytes:
    """``line`` as it is, with a final newline."""
    data = line.encode("utf-8") if isinstance(line, str) else bytes(line)
    return data if data.endswith(b"\n") else data + b"\n"


class LineSplitter:
    """Splits a byte stream into lines (without their newlines)."""

    __slots__ = ("_buffer",)

    def __init__(self) -> None:
        self._buffer = bytearray()

    def feed(self, chunk: bytes) -> List[bytes]:
        """The complete lines ``chunk`` finishes; keeps the rest for the next chunk."""
        self._buffer += chunk
        lines = []
        start = 0
        while True:
            end = self._buffer.find(b"\n", start)
            if end < 0:
                break
            lines.append(bytes(self._buffer[start:end]))
            start = end + 1
        del self._buffer[:start]
        return lines


def decode(line: bytes) -> Any:
    """The message on ``line``: a dict, or None (logged) for a blank line or one that is not a
    JSON object. Raises RecursionError for a message nested deeper than Python's recursion
    limit allows: decode it with ``decode_deep``."""
    if not line.strip():
        return None
    try:
        message = json.loads(line.decode("utf-8"))
    except ValueError:  # UnicodeDecodeError too; RecursionError is not one
        log.warning("proscenium: ignoring a line that is not JSON: %r", line[:200])
        return None
    return _object_or_none(message, line)


def _object_or_none(message: Any, line: bytes) -> Optional[Dict[str, Any]]:
    if not isinstance(message, dict):
        log.warning("proscenium: ignoring a line that is not an object: %r", line[:200])
        return None
    return message


# Deep hierarchies make deep answers: `tree` of a presentation chain nests one object per level,
# beyond Python's default recursion limit (1000) for json.loads. Such a line is decoded on a
# thread with a large stack under a higher limit, so the connection does not die on it.
_DEEP_STACK_BYTES = 256 << 20
_DEEP_RECURSION_LIMIT = 200000
_deep_lock = threading.Lock()
_stack_size_lock = threading.Lock()


def decode_deep(line: bytes) -> Any:
    """``decode`` for a message too deep for the current recursion limit (blocks while a
    helper thread with a large stack decodes it)."""
    text = line.decode("utf-8")

    def parse() -> Any:
        with _deep_lock:
            old = sys.getrecursionlimit()
            sys.setrecursionlimit(max(old, _DEEP_RECURSION_LIMIT))
            try:
                return json.loads(text)
            finally:
                sys.setrecursionlimit(old)

    try:
        message = _run_on_large_stack(parse)
    except (ValueError, RecursionError):
        log.warning("proscenium: ignoring a line that cannot be decoded: %r", line[:200])
        return None
    return _object_or_none(message, line)


def _run_on_large_stack(function: Callable[[], T]) -> T:
    """``function()`` on a new thread with a large stack (where the platform allows)."""
    outcome: List[Tuple[bool, Any]] = []

    def run() -> None:
        try:
            outcome.append((True, function()))
        except BaseException as error:  # re-raised on the caller's thread
            outcome.append((False, error))

    with _stack_size_lock:
        old = threading.stack_size()
        try:
            threading.stack_size(_DEEP_STACK_BYTES)
        except (ValueError, RuntimeError):  # a platform without settable thread stacks
            pass
        try:
            thread = threading.Thread(target=run, name="proscenium-deep-decode", daemon=True)
            thread.start()
        finally:
            threading.stack_size(old)
    thread.join()
    ok, value = outcome[0]
    if not ok:
        raise value
    return cast(T, value)

#: ``classify`` results.
ANSWER = "answer"
NOTIFICATION = "notification"


def dispatch(message: Dict[str, Any], on_notification: Callable[[Dict[str, Any]], None],
             on_answer: Callable[[Dict[str, Any]], None]) -> None:
    """Hands a decoded message to ``on_notification`` or ``on_answer`` as ``classify`` sorts it."""
    kind = classify(message)
    if kind == NOTIFICATION:
        on_notification(message)
    elif kind == ANSWER:
        on_answer(message)


def classify(message: Dict[str, Any]) -> Optional[str]:
    """ANSWER (a result or error for a request), NOTIFICATION (a server notification) or
    None (logged) for anything else."""
    if "method" in message and "id" not in message:
        return NOTIFICATION
    if "result" in message or "error" in message:
        return ANSWER
    log.warning("proscenium: ignoring an unexpected message: %r", str(message)[:200])
    return None


class Waiter(Protocol):
    """A call waiting for its answer, as both clients keep it: ``line_bytes`` is the length of
    the line it sent, without its newline (None until it is sent)."""

    line_bytes: Optional[int]


W = TypeVar("W", bound=Waiter)


def take_waiter(message: Dict[str, Any], pending: Dict[int, W], raw_waiters: Deque[W]) -> Optional[W]:
    """Removes and returns the waiting call ``message`` (an answer) is for, or None when it is
    for none. ``pending`` holds the calls by id in the order they were sent, ``raw_waiters``
    the handles of ``send_raw`` lines, oldest first.

    An answer with an id goes to the call of that id; one with a null id to the oldest raw
    line's handle (the server could not read that line's id), but for the -32011 answering a
    line over the server's ``maxLineBytes`` (docs/protocol.md, "Line limit"): its
    ``data: {limit, bytes}`` gives the line's length without its newline, so it goes to the
    call whose line has that length, else to the oldest raw line, else to the oldest call
    whose line is over ``limit``. Otherwise such a call would wait for an answer that never
    comes."""
    request_id = message.get("id")
    if request_id is not None:
        return pending.pop(request_id, None)
    over = _line_limit(message.get("error"))
    if over is not None:
        limit, length = over
        long_lines = [(i, c.line_bytes) for i, c in pending.items() if c.line_bytes is not None and c.line_bytes > limit]
        exact = next((i for i, line_bytes in long_lines if line_bytes == length), None)
        if exact is not None:
            return pending.pop(exact)
        if long_lines and not raw_waiters:
            return pending.pop(long_lines[0][0])
    return raw_waiters.popleft() if raw_waiters else None


def notify_handlers(handlers: Iterable[Callable[[Dict[str, Any]], Any]], message: Dict[str, Any]) -> None:
    """Calls each notification handler with ``message``; one that raises is logged and the
    others still run."""
    for handler in handlers:
        try:
            handler(message)
        except Exception:
            log.exception("proscenium: notification handler failed")


class Calls(Generic[W]):
    """The calls a connection waits on, as both clients keep them: ``pending`` by id in the
    order they were sent (ids from 1), ``raw`` the handles of ``send_raw`` lines, oldest first."""

    def __init__(self) -> None:
        self._ids = itertools.count(1)
        self.pending: Dict[int, W] = {}
        self.raw: Deque[W] = collections.deque()

    def next_id(self) -> int:
        return next(self._ids)

    def take(self, message: Dict[str, Any]) -> Optional[W]:
        """Removes and returns the call the answer ``message`` is for (``take_waiter``)."""
        return take_waiter(message, self.pending, self.raw)

    def take_all(self) -> List[W]:
        """Removes and returns every waiting call: those by id in the order they were sent,
        then the raw lines' handles."""
        calls = list(self.pending.values()) + list(self.raw)
        self.pending.clear()
        self.raw.clear()
        return calls


def fail_calls(calls: Iterable[Any], reason: str) -> None:
    """Fails each call not answered yet with ConnectionClosed(``reason``): the connection is gone."""
    for call in calls:
        if not call.done():
            call.set_exception(ConnectionClosed(reason, method=call.method))


def settle(pending: Any, message: Dict[str, Any]) -> None:
    """Completes the waiting call ``pending`` (either client's) with its answer ``message``:
    the error's exception, else the result passed through the call's transform (a result the
    transform cannot read becomes the caller's exception)."""
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


def _line_limit(error: Any) -> Optional[Tuple[int, int]]:
    """``(limit, bytes)`` of a -32011 error object answering a line over the server's line
    limit; None for any other error."""
    if not isinstance(error, dict) or error.get("code") != LimitExceeded.code:
        return None
    data = error.get("data")
    if not isinstance(data, dict):
        return None
    limit, length = data.get("limit"), data.get("bytes")
    if type(limit) is int and type(length) is int:
        return limit, length
    return None
