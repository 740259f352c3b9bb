"""The socket-path rules of docs/protocol.md *Transport*, first that applies."""

import os
import unittest
from unittest import mock

from proscenium import Client, ConnectionClosed, resolve_socket_path


class SocketPathRuleTests(unittest.TestCase):
    ENV = {"PROSCENIUM_SOCKET": "/run/env.sock", "XDG_RUNTIME_DIR": "/run/user/1000"}

    def test_an_explicit_path_wins_over_everything(self):
        self.assertEqual(resolve_socket_path("/x/explicit.sock", self.ENV, 7), "/x/explicit.sock")

    def test_PROSCENIUM_SOCKET_comes_next(self):
        self.assertEqual(resolve_socket_path(None, self.ENV, 7), "/run/env.sock")

    def test_XDG_RUNTIME_DIR_comes_after_PROSCENIUM_SOCKET(self):
        env = {"XDG_RUNTIME_DIR": "/run/user/1000"}
        self.assertEqual(resolve_socket_path(None, env, 7), "/run/user/1000/proscenium/proscd.sock")

    def test_the_tmp_directory_of_the_uid_is_the_last_resort(self):
        self.assertEqual(resolve_socket_path(None, {}, 1234), "/tmp/proscenium-1234/proscd.sock")

    def test_empty_values_count_as_absent(self):
        env = {"PROSCENIUM_SOCKET": "", "XDG_RUNTIME_DIR": ""}
        self.assertEqual(resolve_socket_path("", env, 5), "/tmp/proscenium-5/proscd.sock")

    def test_the_defaults_are_the_process_environment_and_uid(self):
        with mock.patch.dict(os.environ, {"PROSCENIUM_SOCKET": ""}, clear=False):
            os.environ.pop("XDG_RUNTIME_DIR", None)
            self.assertEqual(resolve_socket_path(), "/tmp/proscenium-%d/proscd.sock" % os.getuid())
        with mock.patch.dict(os.environ, {"PROSCENIUM_SOCKET": "/run/from-env.sock"}):
            self.assertEqual(resolve_socket_path(), "/run/from-env.sock")

    def test_the_client_connects_where_the_rules_point(self):
        with mock.patch.dict(os.environ, {"PROSCENIUM_SOCKET": "/nonexistent/dir/proscd.sock"}):
            with self.assertRaises(ConnectionClosed) as caught:
                Client()
        self.assertIn("/nonexistent/dir/proscd.sock", str(caught.exception))


if __name__ == "__main__":
    unittest.main()
