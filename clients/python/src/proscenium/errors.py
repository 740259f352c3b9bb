"""Errors a call can raise: one class per JSON-RPC / contract error code (PROTOCOL.md *Errors*)."""

__all__ = [
    "ProsceniumError", "ParseError", "InvalidRequest", "MethodNotFound", "InvalidParams",
    "InternalError", "NotFound", "HierarchyInconsistency", "InvalidState", "SegueNotFound",
    "Unsupported", "PermissionDenied", "LimitExceeded", "StoryboardError",
    "ConnectionClosed", "SubscriptionClosed", "CallTimeout", "ERROR_CLASSES", "error_from_response",
]

import concurrent.futures as _futures


class ProsceniumError(Exception):
    """An error answer from proscd (or, for the client-side subclasses, no answer at all).

    ``code`` is the JSON-RPC error code, ``message`` the server's message, ``data`` the error's
    ``data`` object (or None), ``uikit`` the message UIKit would raise or log (or None),
    ``raises`` True where UIKit throws, False where it only logs, None when not said;
    ``method`` the method called, when known.
    """

    code = None
    name = "error"

    def __init__(self, message, code=None, data=None, method=None):
        super().__init__(message)
        if code is not None:
            self.code = code
        self.message = message
        self.data = data
        self.method = method

    @property
    def uikit(self):
        return self.data.get("uikit") if isinstance(self.data, dict) else None

    @property
    def raises(self):
        return self.data.get("raises") if isinstance(self.data, dict) else None

    def __str__(self):
        text = "%s (%s)" % (self.message, self.code) if self.code is not None else self.message
        if self.method:
            text = "%s: %s" % (self.method, text)
        if self.uikit:
            text += " — UIKit: %s" % self.uikit
        return text

    def __repr__(self):
        return "%s(code=%r, message=%r, data=%r)" % (type(self).__name__, self.code, self.message, self.data)


def _error_class(class_name, code, name, doc):
    return type(class_name, (ProsceniumError,), {"code": code, "name": name, "__doc__": doc})


# (class name, code, contract name, when). The classes are made from this table.
_TABLE = [
    ("ParseError", -32700, "parseError", "A line that is not JSON."),
    ("InvalidRequest", -32600, "invalidRequest", "Valid JSON that is not a request (a batch, a bad envelope)."),
    ("MethodNotFound", -32601, "methodNotFound", "A method the server does not know."),
    ("InvalidParams", -32602, "invalidParams", "Missing, mistyped or out-of-range parameters."),
    ("InternalError", -32603, "internalError", "The server failed."),
    ("NotFound", -32001, "notFound", "An id, storyboard, scene or identifier that does not exist."),
    ("HierarchyInconsistency", -32002, "hierarchyInconsistency",
     "What raises UIViewControllerHierarchyInconsistencyException in UIKit."),
    ("InvalidState", -32003, "invalidState", "What UIKit refuses or warns about."),
    ("SegueNotFound", -32004, "segueNotFound", "A segue or unwind that cannot be found."),
    ("Unsupported", -32005, "unsupported", "A combination UIKit rejects."),
    ("PermissionDenied", -32010, "permissionDenied", "A call the client's role does not allow."),
    ("LimitExceeded", -32011, "limitExceeded", "A line, a hierarchy or a subscription count over its limit."),
    ("StoryboardError", -32012, "storyboardError", "A storyboard that can't be read; data says file, line, reason."),
]

#: code -> exception class
ERROR_CLASSES = {}
for _class_name, _code, _name, _doc in _TABLE:
    ERROR_CLASSES[_code] = globals()[_class_name] = _error_class(_class_name, _code, _name, _doc)
del _class_name, _code, _name, _doc


class ConnectionClosed(ProsceniumError):
    """The connection closed (or could not be made) before the answer came."""

    name = "connectionClosed"


class SubscriptionClosed(ProsceniumError):
    """A subscription was read after it ended (unsubscribed, or its connection closed) and
    every event it had received was read."""

    name = "subscriptionClosed"


# Python 3.9 and 3.10 have a concurrent.futures.TimeoutError distinct from the builtin.
_TIMEOUT_BASES = (ProsceniumError, TimeoutError) + (
    () if _futures.TimeoutError is TimeoutError else (_futures.TimeoutError,))


class CallTimeout(*_TIMEOUT_BASES):
    """No answer (or no event) within the timeout. Also a TimeoutError."""

    name = "timeout"


def error_from_response(error, method=None):
    """Builds the exception for a JSON-RPC ``error`` object: the class of its code, or
    ProsceniumError for a code the contract does not name."""
    if not isinstance(error, dict):
        return ProsceniumError("malformed error: %r" % (error,), method=method)
    code = error.get("code")
    cls = ERROR_CLASSES.get(code, ProsceniumError)
    return cls(str(error.get("message", "")), code=code, data=error.get("data"), method=method)
