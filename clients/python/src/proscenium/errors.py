"""Errors a call can raise: one class per error code of the protocol (docs/protocol.md),
and the client's own (the connection closed, a subscription ended, a timeout)."""

from __future__ import annotations

import concurrent.futures as _futures
import sys
from typing import Any, Dict, Optional, Type

__all__ = [
    "ProsceniumError", "ParseError", "InvalidRequest", "MethodNotFound", "InvalidParams",
    "InternalError", "NotFound", "HierarchyInconsistency", "InvalidState", "SegueNotFound",
    "Unsupported", "PermissionDenied", "LimitExceeded", "StoryboardError",
    "ConnectionClosed", "SubscriptionClosed", "CallTimeout", "ERROR_CLASSES", "error_from_response",
]


class ProsceniumError(Exception):
    """An error answer from proscd (or, for the client-side subclasses, no answer at all).

    ``code`` is the JSON-RPC error code, ``message`` the server's message, ``data`` the error's
    ``data`` (or None), ``uikit`` the message UIKit would raise or log (or None), ``raises``
    True where UIKit throws, False where it only logs, None when not said; ``method`` the
    method called, when known.
    """

    code: Optional[int] = None
    name: str = "error"

    def __init__(self, message: str, code: Optional[int] = None, data: Any = None,
                 method: Optional[str] = None) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        self.message = message
        self.data = data
        self.method = method

    @property
    def uikit(self) -> Optional[str]:
        """UIKit's message for this refusal, when the server gives it."""
        value = self.data.get("uikit") if isinstance(self.data, dict) else None
        return value if isinstance(value, str) else None

    @property
    def raises(self) -> Optional[bool]:
        """True where UIKit throws, False where it only logs, None when not said."""
        value = self.data.get("raises") if isinstance(self.data, dict) else None
        return value if isinstance(value, bool) else None

    def __str__(self) -> str:
        text = "%s (%s)" % (self.message, self.code) if self.code is not None else self.message
        if self.method:
            text = "%s: %s" % (self.method, text)
        if self.uikit:
            text += " — UIKit: %s" % self.uikit
        return text

    def __repr__(self) -> str:
        return "%s(code=%r, message=%r, data=%r)" % (type(self).__name__, self.code, self.message, self.data)


class ParseError(ProsceniumError):
    """A line that is not JSON."""
    code = -32700
    name = "parseError"


class InvalidRequest(ProsceniumError):
    """Valid JSON that is not a request (a batch, a bad envelope)."""
    code = -32600
    name = "invalidRequest"


class MethodNotFound(ProsceniumError):
    """A method the server does not know."""
    code = -32601
    name = "methodNotFound"


class InvalidParams(ProsceniumError):
    """Missing, mistyped or out-of-range parameters."""
    code = -32602
    name = "invalidParams"


class InternalError(ProsceniumError):
    """The server failed."""
    code = -32603
    name = "internalError"


class NotFound(ProsceniumError):
    """An id, storyboard, scene or identifier that does not exist."""
    code = -32001
    name = "notFound"


class HierarchyInconsistency(ProsceniumError):
    """What raises UIViewControllerHierarchyInconsistencyException in UIKit."""
    code = -32002
    name = "hierarchyInconsistency"


class InvalidState(ProsceniumError):
    """What UIKit refuses or warns about."""
    code = -32003
    name = "invalidState"


class SegueNotFound(ProsceniumError):
    """A segue or unwind that cannot be found."""
    code = -32004
    name = "segueNotFound"


class Unsupported(ProsceniumError):
    """A combination UIKit rejects."""
    code = -32005
    name = "unsupported"


class PermissionDenied(ProsceniumError):
    """A call the client's role does not allow."""
    code = -32010
    name = "permissionDenied"


class LimitExceeded(ProsceniumError):
    """A line, a hierarchy or a subscription count over its limit."""
    code = -32011
    name = "limitExceeded"


class StoryboardError(ProsceniumError):
    """A storyboard that can't be read; ``data`` says file, line, reason."""
    code = -32012
    name = "storyboardError"


#: code -> exception class, for every code of the protocol (a test checks it against
#: docs/protocol-methods.json).
ERROR_CLASSES: Dict[int, Type[ProsceniumError]] = {
    cls.code: cls for cls in (
        ParseError, InvalidRequest, MethodNotFound, InvalidParams, InternalError, NotFound,
        HierarchyInconsistency, InvalidState, SegueNotFound, Unsupported, PermissionDenied,
        LimitExceeded, StoryboardError)
    if cls.code is not None
}


class ConnectionClosed(ProsceniumError):
    """The connection closed (or could not be made) before the answer came."""

    name = "connectionClosed"


class SubscriptionClosed(ProsceniumError):
    """A subscription was read after it ended (unsubscribed, or its connection closed) and
    every event it had received was read."""

    name = "subscriptionClosed"


if sys.version_info >= (3, 11):
    class CallTimeout(ProsceniumError, TimeoutError):
        """No answer (or no event) within the timeout. Also a TimeoutError."""

        name = "timeout"
else:  # concurrent.futures.TimeoutError is a class of its own before Python 3.11
    class CallTimeout(ProsceniumError, TimeoutError, _futures.TimeoutError):
        """No answer (or no event) within the timeout. Also a TimeoutError."""

        name = "timeout"


def error_from_response(error: Any, method: Optional[str] = None) -> ProsceniumError:
    """The exception for a JSON-RPC ``error`` object: the class of its code, or
    ProsceniumError for a code the protocol does not name."""
    if not isinstance(error, dict):
        return ProsceniumError("malformed error: %r" % (error,), method=method)
    code = error.get("code")
    cls = ERROR_CLASSES.get(code, ProsceniumError) if isinstance(code, int) else ProsceniumError
    return cls(str(error.get("message", "")), code=code if isinstance(code, int) else None,
               data=error.get("data"), method=method)
