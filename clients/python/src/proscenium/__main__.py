"""``python3 -m proscenium [--socket PATH] [--timeout S] METHOD [PARAMS]``: one call, its result
printed as JSON. PARAMS is a JSON object or ``key=value`` words (values parsed as JSON when
they are, else taken as strings). Exits 1 with the error on stderr when the call fails."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Dict, List, Optional

from ._generated import __version__
from .client import Client
from .errors import ProsceniumError


def parse_params(words: List[str]) -> Dict[str, Any]:
    """A JSON object, or ``key=value`` words, as a params dict."""
    if len(words) == 1 and words[0].lstrip().startswith("{"):
        parsed = json.loads(words[0])
        if not isinstance(parsed, dict):
            raise SystemExit("PARAMS is not a JSON object")
        return parsed
    params: Dict[str, Any] = {}
    for word in words:
        key, sep, value = word.partition("=")
        if not sep:
            raise SystemExit("parameter %r is not key=value" % word)
        try:
            params[key] = json.loads(value)
        except ValueError:
            params[key] = value
    return params


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m proscenium", description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--version", action="version", version="%(prog)s " + __version__)
    parser.add_argument("--socket", help="socket path (default: the contract's rules)")
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("method")
    parser.add_argument("params", nargs="*")
    args = parser.parse_args(argv)
    try:
        with Client(args.socket, timeout=args.timeout) as client:
            result = client.call(args.method, parse_params(args.params))
    except ProsceniumError as error:
        print("error: %s" % error, file=sys.stderr)
        if error.data is not None:
            print(json.dumps(error.data, indent=2), file=sys.stderr)
        return 1
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
