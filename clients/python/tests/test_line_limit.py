"""A call whose line is over the server's ``maxLineBytes`` raises LimitExceeded at once, with the
server's message: the server answers such a line with ``id: null`` (it never read the id;
docs/protocol.md, "Line limit"), and both clients give that answer to the waiting call whose
line has the length it reports (``data.bytes``, the line without its newline), instead of
leaving the call waiting until its timeout. Both clients, against a real proscd and against a
scripted server that answers in an order of its choosing."""

import asyncio
import os
import shutil
import socket
import tempfile
import time
import unittest

from proscenium import AsyncClient, Client, LimitExceeded, ParseError

from . import test_async
from .support import ServerTestCase

LIMIT = 4096
#: A call's own timeout: a test that took this long would be the old behaviour (no answer).
CALL_TIMEOUT = 30.0
#: What "at once" means on a loaded machine.
PROMPT = 10.0


def pad(count):
    """Params that make a ping's line ``count`` bytes and a few dozen more (ping ignores them)."""
    return {"pad": "z" * count}


def raw_over_limit(count):
    """A well-formed request line of more than ``count`` bytes, for ``send_raw``."""
    return '{"jsonrpc":"2.0","id":"raw","method":"ping","params":{"pad":"%s"}}' % ("z" * count)


class LineLimitChecks(object):
    """Assertions both clients' tests share."""

    def assertOverLimit(self, error, line_bytes):
        """``error`` is the server's -32011 for a line of ``line_bytes`` bytes."""
        self.assertIs(type(error), LimitExceeded)
        self.assertEqual((error.code, error.data), (-32011, {"limit": LIMIT, "bytes": line_bytes}))
        self.assertEqual(error.message, "line of %d bytes exceeds the limit of %d bytes; discarded" % (line_bytes, LIMIT))


class LineLimitTests(LineLimitChecks, ServerTestCase):
    SERVER_ARGS = ("--max-line-bytes", str(LIMIT))

    def test_a_call_over_the_limit_raises_LimitExceeded_at_once_and_the_connection_goes_on(self):
        pending = self.client.send("ping", pad(5000))
        started = time.monotonic()
        with self.assertRaises(LimitExceeded) as caught:
            pending.result(CALL_TIMEOUT)
        self.assertLess(time.monotonic() - started, PROMPT)
        self.assertOverLimit(caught.exception, pending.line_bytes)
        self.assertGreater(pending.line_bytes, 5000)
        self.assertEqual(caught.exception.method, "ping")
        self.assertEqual(self.client.call("ping", pad(3000), timeout=CALL_TIMEOUT), {})

    def test_call_raises_it_too(self):
        started = time.monotonic()
        with self.assertRaises(LimitExceeded):
            self.client.call("ping", pad(5000), timeout=CALL_TIMEOUT)
        self.assertLess(time.monotonic() - started, PROMPT)
        self.assertEqual(self.client._calls.pending, {})

    def test_pipelined_calls_only_the_one_over_the_limit_raises(self):
        sizes = [100, 3000, 6000, 0, 200, 4000]
        calls = [self.client.send("ping", pad(size)) for size in sizes]
        for size, call in zip(sizes, calls):
            with self.subTest(size=size):
                if size == 6000:
                    with self.assertRaises(LimitExceeded) as caught:
                        call.result(CALL_TIMEOUT)
                    self.assertOverLimit(caught.exception, call.line_bytes)
                else:
                    self.assertLessEqual(call.line_bytes, LIMIT)
                    self.assertEqual(call.result(CALL_TIMEOUT), {})

    def test_calls_and_raw_lines_over_the_limit_each_get_their_own_answer(self):
        # The server answers in line order: A's, the raw line's, B's, then the parse error.
        a = self.client.send("ping", pad(6000))
        raw = self.client.send_raw(raw_over_limit(5000))
        b = self.client.send("ping", pad(7000))
        not_json = self.client.send_raw("{not json")
        small = self.client.send("ping", pad(100))
        for call in (a, raw, b):
            with self.assertRaises(LimitExceeded) as caught:
                call.result(CALL_TIMEOUT)
            self.assertOverLimit(caught.exception, call.line_bytes)
        with self.assertRaises(ParseError):
            not_json.result(CALL_TIMEOUT)
        self.assertEqual(small.result(CALL_TIMEOUT), {})


class AsyncLineLimitTests(LineLimitChecks, test_async.AsyncTestCase):
    SERVER_ARGS = ("--max-line-bytes", str(LIMIT))

    def test_a_call_over_the_limit_raises_LimitExceeded_at_once_and_the_connection_goes_on(self):
        async def body(c):
            loop = asyncio.get_running_loop()
            started = loop.time()
            with self.assertRaises(LimitExceeded) as caught:
                await c.call("ping", pad(5000), timeout=CALL_TIMEOUT)
            self.assertLess(loop.time() - started, PROMPT)
            self.assertEqual(caught.exception.method, "ping")
            self.assertEqual(caught.exception.data["limit"], LIMIT)
            self.assertEqual(c._calls.pending, {})
            pending = c.send("ping", pad(5000))
            with self.assertRaises(LimitExceeded) as caught:
                await pending
            self.assertOverLimit(caught.exception, pending.line_bytes)
            self.assertEqual(await c.call("ping", pad(3000), timeout=CALL_TIMEOUT), {})
        self.run_async(body)

    def test_pipelined_calls_only_the_one_over_the_limit_raises(self):
        async def body(c):
            sizes = [100, 3000, 6000, 0, 200, 4000]
            calls = [c.send("ping", pad(size)) for size in sizes]
            outcomes = await asyncio.wait_for(asyncio.gather(*calls, return_exceptions=True), CALL_TIMEOUT)
            for size, call, outcome in zip(sizes, calls, outcomes):
                with self.subTest(size=size):
                    if size == 6000:
                        self.assertOverLimit(outcome, call.line_bytes)
                    else:
                        self.assertEqual(outcome, {})
        self.run_async(body)

    def test_calls_and_raw_lines_over_the_limit_each_get_their_own_answer(self):
        async def body(c):
            a = c.send("ping", pad(6000))
            raw = c.send_raw(raw_over_limit(5000))
            b = c.send("ping", pad(7000))
            not_json = c.send_raw("{not json")
            small = c.send("ping", pad(100))
            outcomes = await asyncio.wait_for(asyncio.gather(a, raw, b, not_json, small, return_exceptions=True),
                                              CALL_TIMEOUT)
            for call, outcome in zip((a, raw, b), outcomes):
                self.assertOverLimit(outcome, call.line_bytes)
            self.assertIsInstance(outcomes[3], ParseError)
            self.assertEqual(outcomes[4], {})
        self.run_async(body)


def too_long(limit, length):
    """The server's answer to a line of ``length`` bytes over ``limit``."""
    return ('{"jsonrpc":"2.0","id":null,"error":{"code":-32011,"message":"too long",'
            '"data":{"limit":%d,"bytes":%d}}}\n' % (limit, length)).encode()


class ScriptedServer(object):
    """A socket whose server is the test: it reads the client's lines and writes the answers
    the test chooses, in the order it chooses (blocking calls)."""

    def __init__(self):
        self.directory = tempfile.mkdtemp(prefix="prosc-py-scripted.")
        self.path = os.path.join(self.directory, "s.sock")
        self._listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._listener.bind(self.path)
        self._listener.listen(1)
        self._listener.settimeout(10)
        self._connection = None
        self._reader = None

    def accept(self):
        self._connection, _ = self._listener.accept()
        self._connection.settimeout(10)
        self._reader = self._connection.makefile("rb")

    def read_lines(self, count):
        """The next ``count`` lines the client sent, without their newlines."""
        return [self._reader.readline().rstrip(b"\n") for _ in range(count)]

    def send(self, data):
        self._connection.sendall(data)

    def close(self):
        if self._reader is not None:
            self._reader.close()
        if self._connection is not None:
            self._connection.close()
        self._listener.close()
        shutil.rmtree(self.directory, ignore_errors=True)


class ScriptedLineLimitTests(unittest.TestCase):
    """The answer goes to the call whose line has the length it reports, not merely the oldest
    over the limit (a client whose threads send at once may put its lines on the socket in
    either order); an answer no waiting call's line fits is nobody's."""

    def setUp(self):
        self.server = ScriptedServer()
        self.addCleanup(self.server.close)

    def test_threaded_client(self):
        client = Client(self.server.path, timeout=CALL_TIMEOUT)
        self.addCleanup(client.close)
        self.server.accept()
        first, second = client.send("ping", pad(6000)), client.send("ping", pad(5000))
        lengths = [len(line) for line in self.server.read_lines(2)]
        self.assertEqual(lengths, [first.line_bytes, second.line_bytes])

        self.server.send(too_long(LIMIT, second.line_bytes))
        with self.assertRaises(LimitExceeded) as caught:
            second.result(CALL_TIMEOUT)
        self.assertEqual(caught.exception.data["bytes"], second.line_bytes)
        self.assertFalse(first.done(), "the older call's line has another length")

        self.server.send(too_long(10000, 12000) + b'{"jsonrpc":"2.0","id":99,"result":{}}\n')
        time.sleep(0.2)   # the reader handles both lines at once, and the second matches no call
        self.assertFalse(first.done(), "no waiting line is over 10,000 bytes")

        self.server.send(too_long(LIMIT, 9999))   # no exact length: the oldest call over the limit
        with self.assertRaises(LimitExceeded) as caught:
            first.result(CALL_TIMEOUT)
        self.assertEqual(caught.exception.data["bytes"], 9999)
        self.assertEqual(client._calls.pending, {})

    def test_asyncio_client(self):
        async def main():
            async with AsyncClient(self.server.path, timeout=CALL_TIMEOUT) as client:
                await asyncio.to_thread(self.server.accept)
                first, second = client.send("ping", pad(6000)), client.send("ping", pad(5000))
                lines = await asyncio.to_thread(self.server.read_lines, 2)
                self.assertEqual([len(line) for line in lines], [first.line_bytes, second.line_bytes])

                self.server.send(too_long(LIMIT, second.line_bytes))
                with self.assertRaises(LimitExceeded) as caught:
                    await asyncio.wait_for(asyncio.shield(second), CALL_TIMEOUT)
                self.assertEqual(caught.exception.data["bytes"], second.line_bytes)
                self.assertFalse(first.done(), "the older call's line has another length")

                self.server.send(too_long(10000, 12000) + b'{"jsonrpc":"2.0","id":99,"result":{}}\n')
                await asyncio.sleep(0.2)
                self.assertFalse(first.done(), "no waiting line is over 10,000 bytes")

                self.server.send(too_long(LIMIT, 9999))
                with self.assertRaises(LimitExceeded) as caught:
                    await asyncio.wait_for(asyncio.shield(first), CALL_TIMEOUT)
                self.assertEqual(caught.exception.data["bytes"], 9999)
                self.assertEqual(client._calls.pending, {})
        asyncio.run(asyncio.wait_for(main(), 60))


if __name__ == "__main__":
    unittest.main()
