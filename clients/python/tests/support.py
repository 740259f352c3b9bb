"""A private proscd per test (or per test class), as Sources/ProsceniumTesting/ServerProcess.swift
starts it: the real binary on a socket in a fresh temporary directory, ready once it printed
``proscd listening on PATH``."""

import os
import select
import shutil
import signal
import subprocess
import tempfile
import time
import unittest

import proscenium
from proscenium import AsyncClient, Client

CLIENT_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(os.path.dirname(CLIENT_DIR))
STORYBOARDS = os.path.join(REPO, "config", "storyboards")
#: The method table as JSON (generated from the Swift source, like the package's methods).
CATALOG = os.path.join(REPO, "docs", "protocol-methods.json")

# `make test` installs the package into a fresh virtual environment and sets this, so that a
# run that imported the source tree instead of the installed copy fails here.
if os.environ.get("PROSCENIUM_TEST_INSTALLED") == "1":
    _imported = os.path.realpath(proscenium.__file__)
    if _imported.startswith(os.path.realpath(CLIENT_DIR) + os.sep):
        raise RuntimeError("the tests imported %s, not the installed package" % _imported)


def proscd_binary():
    """$PROSCD, else the debug build of the repository (<repo>/.build/debug/proscd)."""
    path = os.environ.get("PROSCD") or os.path.join(REPO, ".build", "debug", "proscd")
    if not os.access(path, os.X_OK):
        raise RuntimeError("proscd not found at %s: run `swift build --product proscd` or set $PROSCD" % path)
    return path


class ServerProcess(object):
    """``proscd --config /dev/null --socket DIR/s.sock`` with the demo storyboards and ``arguments``."""

    def __init__(self, *arguments, animation_speed="0", timeout=30.0):
        self.directory = tempfile.mkdtemp(prefix="prosc-py.")
        self.socket_path = os.path.join(self.directory, "s.sock")
        args = [proscd_binary(), "--config", "/dev/null", "--socket", self.socket_path,
                "--storyboards", STORYBOARDS, "--main-storyboard", "Main",
                "--external-storyboard", "External", "--animation-speed", str(animation_speed),
                "--log-level", "warning"] + list(arguments)
        self.process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        line = self._first_line(timeout)
        expected = "proscd listening on %s" % self.socket_path
        if not line.startswith(expected):
            self.stop()
            raise RuntimeError("proscd did not start: %r; stderr: %s" % (line, self._stderr()))

    def _first_line(self, timeout):
        deadline = time.monotonic() + timeout
        out = b""
        fd = self.process.stdout.fileno()
        while b"\n" not in out:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or self.process.poll() is not None:
                break
            ready, _, _ = select.select([fd], [], [], min(remaining, 0.5))
            if ready:
                chunk = os.read(fd, 4096)
                if not chunk:
                    break
                out += chunk
        return out.decode("utf-8", "replace").split("\n")[0]

    def _stderr(self):
        if self.process.poll() is None:
            return "(still running)"
        return self.process.stderr.read().decode("utf-8", "replace")

    def connect(self, **kwargs):
        return Client(self.socket_path, **kwargs)

    def async_client(self, **kwargs):
        """An AsyncClient for this server, not yet connected (``async with`` connects it)."""
        return AsyncClient(self.socket_path, **kwargs)

    def wait_exit(self, timeout=20.0):
        """Waits for the server to exit by itself (after ``server.shutdown``); its status."""
        return self.process.wait(timeout)

    def stop(self, timeout=20.0):
        """SIGTERM, wait; returns the exit status (-9 when it had to be killed)."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        for stream in (self.process.stdout, self.process.stderr):
            stream.close()
        shutil.rmtree(self.directory, ignore_errors=True)
        return self.process.returncode


class ServerTestCase(unittest.TestCase):
    """One server for the whole class (``SERVER_ARGS`` / ``ANIMATION_SPEED``); ``self.client`` a
    fresh connection per test. The server must exit 0 on SIGTERM at the end."""

    SERVER_ARGS = ()
    ANIMATION_SPEED = "0"

    @classmethod
    def setUpClass(cls):
        cls.server = ServerProcess(*cls.SERVER_ARGS, animation_speed=cls.ANIMATION_SPEED)

    @classmethod
    def tearDownClass(cls):
        status = cls.server.stop()
        if status != 0:
            raise AssertionError("proscd exited with %s" % status)

    def setUp(self):
        self.client = self.server.connect(name=type(self).__name__)
        self.addCleanup(self.client.close)

    def connect(self, **kwargs):
        client = self.server.connect(**kwargs)
        self.addCleanup(client.close)
        return client

    def make_window(self, title="Root"):
        """A new window whose root is a fresh plain controller: (window, root)."""
        root = self.client.create_vc("UIViewController", title=title)["vc"]
        window = self.client.create_window(root=root)["window"]
        return window, root

    def make_controller(self, title="VC", **properties):
        return self.client.create_vc("UIViewController", title=title, properties=properties)["vc"]
