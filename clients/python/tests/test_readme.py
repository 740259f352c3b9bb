"""The Python blocks of the READMEs (this client's and the repository's) run against a fresh
server and pass mypy --strict: the documentation stays true."""

import os
import re
import subprocess
import sys
import tempfile
import unittest

from .support import CLIENT_DIR, REPO, ServerProcess
from .test_examples import PACKAGE_PARENT

READMES = [os.path.join(REPO, "README.md"), os.path.join(CLIENT_DIR, "README.md")]


def python_blocks(path):
    """(line, code) of every ```python block of ``path``."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    return [(text.count("\n", 0, m.start()) + 2, m.group(1))
            for m in re.finditer(r"^```python\n(.*?)^```$", text, re.S | re.M)]


def mypy_available():
    return os.environ.get("PROSCENIUM_TEST_MYPY") == "1" or subprocess.run(
        [sys.executable, "-c", "import mypy"], stderr=subprocess.DEVNULL).returncode == 0


class ReadmeBlockTests(unittest.TestCase):

    def blocks(self):
        found = [(path, line, code) for path in READMES for line, code in python_blocks(path)]
        self.assertGreaterEqual(len(found), 4)
        return found

    def test_each_block_runs_against_a_fresh_server(self):
        for path, line, code in self.blocks():
            with self.subTest(readme=os.path.relpath(path, REPO), line=line):
                server = ServerProcess()
                try:
                    env = dict(os.environ, PYTHONPATH=PACKAGE_PARENT, PROSCENIUM_SOCKET=server.socket_path)
                    done = subprocess.run([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE,
                                          stderr=subprocess.PIPE, universal_newlines=True, timeout=60)
                    self.assertEqual(done.returncode, 0, done.stderr)
                finally:
                    self.assertEqual(server.stop(), 0)

    @unittest.skipUnless(mypy_available(), "mypy is not installed")
    def test_each_block_passes_mypy_strict(self):
        blocks = self.blocks()
        with tempfile.TemporaryDirectory() as directory:
            names = []
            for index, (_, _, code) in enumerate(blocks):
                names.append("block%d.py" % index)
                with open(os.path.join(directory, names[-1]), "w") as f:
                    f.write(code)
            done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental"] + names,
                                  cwd=directory, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  universal_newlines=True, timeout=600)
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)


if __name__ == "__main__":
    unittest.main()
