"""The typed methods: generated from the method table (compared here with its JSON catalog,
docs/protocol-methods.json), what they send, the version, and what mypy makes of them."""

import asyncio
import inspect
import json
import os
import subprocess
import sys
import tempfile
import textwrap
import typing
import unittest

import proscenium
from proscenium import ERROR_CLASSES, METHODS, PROTOCOL_VERSION, AsyncClient, AsyncSubscription, Client, Subscription
from proscenium import _wire
from proscenium.methods import AsyncGeneratedMethods, GeneratedMethods

from .support import CATALOG, CLIENT_DIR, ServerTestCase

# Not generated: Client.subscribe / AsyncClient.subscribe and Subscription.unsubscribe (their
# parameters are checked against the table by HandWrittenMethodTests).
HAND_WRITTEN = {"events.subscribe", "events.unsubscribe"}


def load_catalog():
    with open(CATALOG, encoding="utf-8") as f:
        return json.load(f)


def python_name(param):
    return param + "_" if param in ("class", "from") else param


class Recorder(GeneratedMethods):
    """The generated methods with ``_invoke`` recording instead of sending."""

    def __init__(self):
        self.sent = []

    def _invoke(self, method, params, timeout):
        self.sent.append((method, params, timeout))
        return {}


class AsyncRecorder(AsyncGeneratedMethods):
    def __init__(self):
        self.sent = []

    async def _invoke(self, method, params, timeout):
        self.sent.append((method, params, timeout))
        return {}


class GeneratedMethodTests(unittest.TestCase):
    """Every method of the catalog, with its parameters, types, defaults and documentation."""

    @classmethod
    def setUpClass(cls):
        cls.catalog = load_catalog()
        cls.by_method = {row[1]: row for row in METHODS}

    def test_every_protocol_method_has_a_method_on_both_clients(self):
        names = {m["name"] for m in self.catalog["methods"]}
        self.assertEqual(set(self.by_method), names - HAND_WRITTEN)
        for python, method, _ in METHODS:
            self.assertTrue(callable(getattr(Client, python)), python)
            self.assertTrue(inspect.iscoroutinefunction(getattr(AsyncClient, python)), python)
            self.assertIn(method, getattr(AsyncClient, python).__doc__)

    def test_parameters_follow_the_table(self):
        for m in self.catalog["methods"]:
            if m["name"] in HAND_WRITTEN:
                continue
            python, _, positional = self.by_method[m["name"]]
            for cls in (GeneratedMethods, AsyncGeneratedMethods):
                function = getattr(cls, python)
                signature = inspect.signature(function)
                hints = typing.get_type_hints(function)
                params = list(signature.parameters.values())[1:]   # self
                self.assertEqual([p.name for p in params], self.expected_order(m, positional) + ["timeout"], python)
                self.assertEqual(signature.parameters["timeout"].kind, inspect.Parameter.KEYWORD_ONLY)
                for spec in m["params"]:
                    p = signature.parameters[python_name(spec["name"])]
                    expected_kind = (inspect.Parameter.POSITIONAL_OR_KEYWORD if spec["name"] in positional
                                     else inspect.Parameter.KEYWORD_ONLY)
                    self.assertEqual(p.kind, expected_kind, (python, spec["name"]))
                    if spec["required"]:
                        self.assertIs(p.default, inspect.Parameter.empty, (python, spec["name"]))
                    elif "default" in spec:
                        default = list(p.default) if isinstance(p.default, tuple) else p.default
                        self.assertEqual(default, spec["default"], (python, spec["name"]))
                    else:
                        self.assertIsNone(p.default, (python, spec["name"]))
                    if "oneOf" in spec:
                        self.assertEqual(self.literal_values(hints[p.name]), spec["oneOf"], (python, spec["name"]))
                    self.assertIn(spec["doc"], function.__doc__)
                self.assertIn(m["summary"], function.__doc__)

    @staticmethod
    def expected_order(method, positional):
        names = [p["name"] for p in method["params"]]
        return [python_name(n) for n in list(positional) + [n for n in names if n not in positional]]

    @staticmethod
    def literal_values(hint):
        """The values of a Literal, inside Optional[...], Sequence[...] or Union[bool, ...] if need be."""
        while typing.get_origin(hint) is not typing.Literal:
            hint = next(a for a in typing.get_args(hint) if a is not type(None) and typing.get_args(a))
        return list(typing.get_args(hint))

    def test_what_a_method_sends(self):
        r = Recorder()
        r.present("vc1", "vc2")
        r.present("vc1", "vc2", animated=False, style="formSheet", timeout=3)
        r.create_vc("UINavigationController", children=("vc3",), properties={"title": "T"})
        r.show(vc="vc4", from_="vc5")
        r.perform_segue("vc6", segue="abc-12-def")
        r.add_child("vc7", "vc8")
        self.assertEqual(r.sent, [
            ("vc.present", {"presenter": "vc1", "vc": "vc2", "animated": True, "queue": True}, None),
            ("vc.present", {"presenter": "vc1", "vc": "vc2", "animated": False, "queue": True, "style": "formSheet"}, 3),
            ("vc.create", {"class": "UINavigationController", "properties": {"title": "T"}, "children": ["vc3"], "queue": True}, None),
            ("vc.show", {"vc": "vc4", "from": "vc5", "animated": True, "queue": True}, None),
            ("segue.perform", {"source": "vc6", "queue": True, "segue": "abc-12-def"}, None),
            ("vc.addChild", {"parent": "vc7", "child": "vc8", "steps": ["addChild", "addView", "didMove"],
                             "queue": True}, None),
        ])
        a = AsyncRecorder()
        asyncio.run(a.present("vc1", "vc2", animated=False, style="formSheet", timeout=3))
        self.assertEqual(a.sent, r.sent[1:2])

    def test_wrong_calls_are_type_errors(self):
        r = Recorder()
        with self.assertRaises(TypeError):
            r.present("vc1")
        with self.assertRaises(TypeError):
            r.present("vc1", "vc2", False)    # animated is keyword-only
        with self.assertRaises(TypeError):
            r.ping(bogus=1)
        self.assertEqual(r.sent, [])

    def test_every_error_code_has_its_class(self):
        codes = {e["code"]: e["name"] for e in load_catalog()["errors"]}
        self.assertEqual({code: cls.name for code, cls in ERROR_CLASSES.items()}, codes)

    def test_the_version_is_generated_and_is_the_packages(self):
        self.assertEqual(PROTOCOL_VERSION, load_catalog()["protocolVersion"])
        self.assertRegex(proscenium.__version__, r"^\d+\.\d+\.\d+")
        if os.environ.get("PROSCENIUM_TEST_INSTALLED") == "1":
            from importlib.metadata import version
            self.assertEqual(version("proscenium-client"), proscenium.__version__)


class HandWrittenMethodTests(unittest.TestCase):
    """The hand-written methods take and send every parameter the table gives them, so that a
    parameter added to the table cannot be missed."""

    @classmethod
    def setUpClass(cls):
        cls.by_name = {m["name"]: m for m in load_catalog()["methods"]}

    def test_subscribe_takes_every_parameter_of_events_subscribe_with_its_default(self):
        table = self.by_name["events.subscribe"]["params"]
        names = [python_name(spec["name"]) for spec in table]
        for function in (Client.subscribe, AsyncClient.subscribe):
            signature = inspect.signature(function)
            self.assertEqual(list(signature.parameters)[1:], names + ["timeout"], function.__qualname__)
            for spec in table:
                default = signature.parameters[python_name(spec["name"])].default
                self.assertFalse(spec["required"], spec["name"])
                self.assertEqual(default, spec.get("default"), (function.__qualname__, spec["name"]))
                self.assertIn("``%s``" % spec["name"], Client.subscribe.__doc__)
        self.assertEqual(list(inspect.signature(_wire.subscribe_params).parameters), names)

    def test_subscribe_sends_every_parameter_of_events_subscribe(self):
        table = self.by_name["events.subscribe"]["params"]
        examples = {"string[]": ["x"], "boolean": True}
        arguments = {python_name(spec["name"]): examples[spec["type"]] for spec in table}
        sent = _wire.subscribe_params(**arguments)
        self.assertEqual(sent, {spec["name"]: examples[spec["type"]] for spec in table})
        defaults = {name: (None if value == ["x"] else False) for name, value in arguments.items()}
        self.assertEqual(_wire.subscribe_params(**defaults), {})

    def test_unsubscribe_sends_every_parameter_of_events_unsubscribe(self):
        table = [p["name"] for p in self.by_name["events.unsubscribe"]["params"]]
        answer = {"subscription": "sub9", "seq": 0}
        threaded = SubscriptionRecorder()
        Subscription(threaded, answer).unsubscribe(timeout=2)

        async def unsubscribe_async():
            client = AsyncSubscriptionRecorder()
            subscription = AsyncSubscription(client, None)
            subscription._reply = asyncio.get_running_loop().create_future()
            subscription._reply.set_result(subscription._activate(answer))
            await subscription.unsubscribe(timeout=2)
            return client.sent
        for sent in (threaded.sent, asyncio.run(unsubscribe_async())):
            self.assertEqual(sent, [("events.unsubscribe", {"subscription": "sub9"}, 2)])
            self.assertEqual(list(sent[0][1]), table)


class SubscriptionRecorder:
    """What a Subscription asks of its client, recorded."""

    closed = False

    def __init__(self):
        self.sent = []

    def call(self, method, params, timeout=None):
        self.sent.append((method, params, timeout))
        return {}

    def _register(self, subscription):
        pass

    def _forget_subscription(self, subscription):
        pass


class AsyncSubscriptionRecorder(SubscriptionRecorder):

    async def call(self, method, params, timeout=None):
        return SubscriptionRecorder.call(self, method, params, timeout)


class VersionTests(ServerTestCase):

    def test_hello_reports_the_packages_version(self):
        hello = self.client.hello("version-check")
        self.assertEqual((hello["server"]["version"], hello["protocol"]),
                         (proscenium.__version__, PROTOCOL_VERSION))


@unittest.skipUnless(
    os.environ.get("PROSCENIUM_TEST_MYPY") == "1" or subprocess.run(
        [sys.executable, "-c", "import mypy"], stderr=subprocess.DEVNULL).returncode == 0,
    "mypy is not installed")
class MypyTests(unittest.TestCase):
    """mypy --strict sees the methods: right calls pass, wrong ones are reported."""

    GOOD = """
        import asyncio
        from proscenium import AsyncClient, Client
        from proscenium.results import Presented

        def threaded() -> str:
            with Client() as c:
                p: Presented = c.present("vc1", "vc2", animated=False, style="pageSheet")
                events = c.subscribe(windows=["w1"], names=["viewDidAppear"])
                for e in events.drain():
                    print(e.name, e.vc, e.windowSeq)
                return p["presenter"]

        async def with_asyncio() -> None:
            async with AsyncClient() as c:
                tree = await c.tree(window="w1")
                print(tree["windows"][0]["root"])
                async for e in c.subscribe():
                    print(e.name)

        asyncio.run(with_asyncio())
    """

    BAD = """
        from proscenium import AsyncClient, Client

        def threaded(c: Client) -> None:
            c.present("vc1")                                  # BAD: missing vc
            c.present("vc1", "vc2", style="sideways")         # BAD: not a style
            c.push("nav", "vc", animate=False)                # BAD: no such parameter
            c.tree()["windowz"]                               # BAD: no such key
            n: int = c.create_vc("UIViewController")["vc"]    # BAD: a str

        async def with_asyncio(c: AsyncClient) -> None:
            p = c.present("vc1", "vc2")
            p["vc"]                                           # BAD: not awaited
    """

    def test_good_calls_pass_and_each_bad_line_is_an_error(self):
        with tempfile.TemporaryDirectory() as directory:
            for name, text in (("good.py", self.GOOD), ("bad.py", self.BAD)):
                with open(os.path.join(directory, name), "w") as f:
                    f.write(textwrap.dedent(text))
            done = subprocess.run(
                [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--no-error-summary",
                 "good.py", "bad.py"],
                cwd=directory, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                timeout=600)
        errors = [line for line in done.stdout.splitlines() if ": error:" in line]
        self.assertEqual([e for e in errors if e.startswith("good.py")], [], done.stdout + done.stderr)
        bad_lines = [i + 1 for i, line in enumerate(textwrap.dedent(self.BAD).splitlines()) if "# BAD" in line]
        reported = sorted({int(e.split(":")[1]) for e in errors if e.startswith("bad.py")})
        self.assertEqual(reported, bad_lines, done.stdout)


if __name__ == "__main__":
    unittest.main()
