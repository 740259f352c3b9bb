"""Every error code maps to its class, with the server's message, uikit text and raises flag."""

import unittest

import proscenium
from proscenium import (ERROR_CLASSES, CallTimeout, HierarchyInconsistency, InvalidParams,
                        InvalidRequest, InvalidState, LimitExceeded, MethodNotFound, NotFound,
                        ParseError, PermissionDenied, ProsceniumError, SegueNotFound,
                        StoryboardError, Unsupported, find_node)
from proscenium.errors import error_from_response

from .support import ServerTestCase

CONTRACT_CODES = {
    -32700: "ParseError", -32600: "InvalidRequest", -32601: "MethodNotFound",
    -32602: "InvalidParams", -32603: "InternalError", -32001: "NotFound",
    -32002: "HierarchyInconsistency", -32003: "InvalidState", -32004: "SegueNotFound",
    -32005: "Unsupported", -32010: "PermissionDenied", -32011: "LimitExceeded",
    -32012: "StoryboardError",
}


class ErrorMappingTests(unittest.TestCase):

    def test_each_contract_code_has_its_own_class(self):
        self.assertEqual({code: cls.__name__ for code, cls in ERROR_CLASSES.items()}, CONTRACT_CODES)
        for code, name in CONTRACT_CODES.items():
            error = error_from_response({"code": code, "message": "m", "data": {"uikit": "u", "raises": False}})
            self.assertIs(type(error), getattr(proscenium, name))
            self.assertIsInstance(error, ProsceniumError)
            self.assertEqual((error.code, error.message, error.uikit, error.raises), (code, "m", "u", False))

    def test_an_unknown_code_is_a_plain_ProsceniumError(self):
        error = error_from_response({"code": -32099, "message": "later"})
        self.assertIs(type(error), ProsceniumError)
        self.assertEqual(error.code, -32099)
        self.assertIsNone(error.uikit)

    def test_a_timeout_is_also_a_TimeoutError(self):
        self.assertTrue(issubclass(CallTimeout, TimeoutError))


class ServerErrorTests(ServerTestCase):
    SERVER_ARGS = ("--max-line-bytes", "4096")

    def assertRefused(self, cls, method, *args, **kwargs):
        with self.assertRaises(cls) as caught:
            method(*args, **kwargs)
        error = caught.exception
        self.assertIs(type(error), cls)
        self.assertEqual(error.code, cls.code)
        self.assertTrue(error.message)
        return error

    def home(self):
        tree = self.client.tree(window="w1")
        return {key: find_node(tree, storyboardIdentifier=key)["vc"]
                for key in ("Home", "HomeNavigation", "Settings")}

    def test_not_found(self):
        self.assertRefused(NotFound, self.client.get_vc, "vc999999")
        self.assertRefused(NotFound, self.client.instantiate, "NoSuchStoryboard")

    def test_invalid_state_carries_uikits_message(self):
        _, root = self.make_window()
        a, b = self.make_controller("A"), self.make_controller("B")
        self.client.present(root, a, animated=False)
        error = self.assertRefused(InvalidState, self.client.present, root, b, animated=False)
        self.assertIn("already presenting", error.uikit)
        self.assertIsInstance(error.raises, bool)
        self.client.dismiss(a, animated=False)

    def test_hierarchy_inconsistency(self):
        ids = self.home()
        error = self.assertRefused(HierarchyInconsistency, self.client.push, ids["HomeNavigation"],
                                   ids["Settings"], animated=False)
        self.assertTrue(error.raises)

    def test_segue_not_found(self):
        self.assertRefused(SegueNotFound, self.client.perform_segue, self.home()["Home"], "noSuchSegue")

    def test_unsupported(self):
        self.assertRefused(Unsupported, self.client.disconnect_screen, "s1")

    def test_permission_denied_for_an_observer(self):
        observer = self.connect(name="observer", role="observer")
        self.assertEqual(observer.ping(), {})
        self.assertIn("windows", observer.tree())
        vc = observer.call("tree")["windows"][0]["root"]["vc"]
        self.assertRefused(PermissionDenied, observer.dismiss, vc)
        self.assertRefused(PermissionDenied, observer.create_vc, "UIViewController")

    def test_storyboard_error_says_where(self):
        error = self.assertRefused(StoryboardError, self.client.load_storyboard, name="Broken",
                                   xml="<document><scenes><scene>")
        self.assertIn("reason", error.data)

    def test_json_rpc_errors(self):
        self.assertRefused(MethodNotFound, self.client.call, "no.such.method")
        self.assertRefused(InvalidParams, self.client.call, "vc.get")

    def test_a_line_that_is_not_json_gets_a_parse_error_and_the_connection_stays_usable(self):
        with self.assertRaises(ParseError) as caught:
            self.client.send_raw("{this is not json").result(10)
        self.assertEqual(caught.exception.code, -32700)
        self.assertEqual(self.client.ping(), {})

    def test_an_empty_batch_is_an_invalid_request(self):
        # JSON-RPC 2.0 §6: `[]` gets one -32600 object (a non-empty batch gets an array).
        with self.assertRaises(InvalidRequest):
            self.client.send_raw('[]').result(10)

    def test_a_line_over_the_limit_is_limit_exceeded(self):
        with self.assertRaises(LimitExceeded) as caught:
            line = '{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"%s"}}' % ("y" * 5000)
            self.client.send_raw(line).result(10)
        self.assertEqual(caught.exception.data.get("limit"), 4096)
        self.assertEqual(self.client.ping(), {})


if __name__ == "__main__":
    unittest.main()
