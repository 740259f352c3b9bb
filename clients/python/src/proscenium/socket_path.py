"""Where proscd's socket is, by the protocol's rules (docs/protocol.md)."""

from __future__ import annotations

import os
from typing import Mapping, Optional, Union

__all__ = ["resolve_socket_path"]


def resolve_socket_path(path: Optional[Union[str, "os.PathLike[str]"]] = None,
                        environ: Optional[Mapping[str, str]] = None, uid: Optional[int] = None) -> str:
    """Returns the socket path, first rule that applies:

    1. ``path`` when given and non-empty;
    2. ``$PROSCENIUM_SOCKET`` when set and non-empty;
    3. ``$XDG_RUNTIME_DIR/proscenium/proscd.sock`` when ``$XDG_RUNTIME_DIR`` is set and non-empty;
    4. ``/tmp/proscenium-<uid>/proscd.sock``.

    ``environ`` defaults to ``os.environ`` and ``uid`` to ``os.getuid()`` (both are parameters
    so the rules can be checked without touching the process's environment).
    """
    if path:
        return os.fspath(path)
    env = os.environ if environ is None else environ
    explicit = env.get("PROSCENIUM_SOCKET")
    if explicit:
        return explicit
    runtime = env.get("XDG_RUNTIME_DIR")
    if runtime:
        return os.path.join(runtime, "proscenium", "proscd.sock")
    if uid is None:
        uid = os.getuid()
    return "/tmp/proscenium-%d/proscd.sock" % uid
