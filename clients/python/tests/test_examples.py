"""The example scripts run to success against a real server."""

import json
import os
import subprocess
import sys

import proscenium

from .support import CLIENT_DIR, ServerTestCase

EXAMPLES = os.path.join(CLIENT_DIR, "examples")
#: Where the copy of the package these tests import lives (site-packages when installed), so
#: that the scripts run with the same copy.
PACKAGE_PARENT = os.path.dirname(os.path.dirname(os.path.abspath(proscenium.__file__)))


class ExampleScriptTests(ServerTestCase):

    def environment(self):
        """The package the tests import on PYTHONPATH, the server found through $PROSCENIUM_SOCKET."""
        return dict(os.environ, PYTHONPATH=PACKAGE_PARENT, PROSCENIUM_SOCKET=self.server.socket_path)

    def script(self, name, *args):
        """argv and environment to run examples/<name> against this test's server."""
        return [sys.executable, os.path.join(EXAMPLES, name)] + list(args), self.environment()

    def run_script(self, name, *args):
        argv, env = self.script(name, *args)
        done = subprocess.run(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              universal_newlines=True, timeout=60)
        self.assertEqual(done.returncode, 0, done.stderr)
        return done.stdout

    def test_drive_flow_presents_pushes_dismisses_and_unwinds(self):
        out = self.run_script("drive_flow.py")
        self.assertIn("present Modal", out)
        self.assertIn("push Detail", out)
        self.assertIn("flow completed", out)
        self.assertTrue(self.client.check_invariants()["ok"])

    def test_both_clients_present_and_dismiss(self):
        out = self.run_script("both_clients.py")
        self.assertRegex(out, r"threaded: vc\d+ presented vc\d+ \(fullScreen\)")
        self.assertRegex(out, r"threaded: dismissed vc\d+")
        self.assertRegex(out, r"asyncio: vc\d+ presented vc\d+ \(fullScreen\)")
        self.assertRegex(out, r"asyncio: dismissed vc\d+")
        self.assertIn("presentationCompleted", out)
        self.assertEqual(out.count("viewDidAppear"), 8, out)   # 1 presented + 3 uncovered, twice each
        self.assertIn("both clients done", out)
        self.assertTrue(self.client.check_invariants()["ok"])

    def test_watch_events_prints_the_events_another_client_causes(self):
        argv, env = self.script("watch_events.py", "--json", "--name", "viewDidAppear", "--idle", "2")
        watcher = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   universal_newlines=True)
        try:
            header = watcher.stdout.readline()
            self.assertTrue(header.startswith("# subscription sub"), header)
            window, root = self.make_window()
            vc = self.make_controller()
            self.client.present(root, vc, animated=False)
            out, err = watcher.communicate(timeout=30)
        finally:
            if watcher.poll() is None:
                watcher.kill()
                watcher.communicate()
        self.assertEqual(watcher.returncode, 0, err)
        events = [json.loads(line) for line in out.splitlines()]
        self.assertIn((window, vc), [(e["window"], e["vc"]) for e in events])
        self.assertEqual({e["name"] for e in events}, {"viewDidAppear"})

    def test_external_screen_connects_and_disconnects(self):
        out = self.run_script("external_screen.py", "--name", "TV", "--size", "1280x720")
        self.assertIn("connected s", out)
        self.assertIn("External Display", out)
        self.assertIn("event screenDidConnect", out)
        self.assertIn("event screenDidDisconnect", out)
        self.assertEqual(len(self.client.screens()["screens"]), 1)

    def test_the_module_runs_one_call(self):
        env = self.environment()
        done = subprocess.run([sys.executable, "-m", "proscenium", "vc.get", "vc=vc999999"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=60)
        self.assertEqual(done.returncode, 1)
        self.assertIn("-32001", done.stderr)
        done = subprocess.run([sys.executable, "-m", "proscenium", "ping"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=60)
        self.assertEqual((done.returncode, json.loads(done.stdout)), (0, {}))
