"""Calls against a real proscd: call/send forms, convenience methods, closing."""

import threading
import time
import unittest

from proscenium import (METHODS, Client, ConnectionClosed, InvalidParams, MethodNotFound, PendingCall,
                        ProsceniumError, find_node)
from proscenium.methods import ConvenienceMethods

from .support import ServerProcess, ServerTestCase


class IOSVersionTests(ServerTestCase):
    """The server reproduces the newest iOS unless told; hello and stats say which, and a
    hello naming another version is refused."""

    def test_hello_and_stats_report_the_newest_ios_and_hello_checks_it(self):
        self.assertEqual(self.client.hello("versions")["ios"], 26)
        self.assertEqual(self.client.stats()["ios"], 26)
        with self.assertRaises(InvalidParams) as refused:
            self.client.hello("written-for-12", ios=12)
        self.assertIn("reproduces iOS 26", str(refused.exception))
        self.assertEqual(self.client.hello("written-for-26", ios=26)["ios"], 26)


class CallTests(ServerTestCase):

    def test_call_takes_params_as_keywords_or_as_a_dict(self):
        root = self.client.call("vc.create", class_="UIViewController", title="K")["vc"]
        self.assertEqual(self.client.call("vc.get", {"vc": root})["title"], "K")
        self.assertEqual(self.client.call("vc.get", {"vc": "x"}, vc=root, timeout=5)["vc"], root)

    def test_a_tree_deeper_than_pythons_recursion_limit_is_read(self):
        # 1,500 presented levels nest deeper than json.loads allows by default (1000).
        window, top = self.make_window()
        pending = []
        for i in range(1500):
            vc = self.make_controller("P%d" % i)
            pending.append(self.client.send("vc.present", presenter=top, vc=vc, animated=False))
            top = vc
        for p in pending:
            p.result(30)
        node = self.client.tree(window=window)["windows"][0]["root"]
        depth = 0
        while "presented" in node:
            node = node["presented"]
            depth += 1
        self.assertEqual(depth, 1500)
        self.assertEqual(node["vc"], top)
        self.assertEqual(self.client.ping(), {}, "the connection is still usable")

    def test_hello_answers_protocol_1_and_the_role(self):
        hello = self.client.hello("py-test", role="driver")
        self.assertEqual(hello["protocol"], 1)
        self.assertEqual(hello["server"]["name"], "proscd")

    def test_the_initial_window_holds_the_main_storyboard(self):
        tree = self.client.tree(window="w1")
        self.assertEqual(tree["windows"][0]["window"], "w1")
        self.assertIsNotNone(find_node(tree, storyboardIdentifier="Home"))
        self.assertEqual(find_node(tree, vc=tree["windows"][0]["root"]["vc"])["class"], "UITabBarController")

    def test_convenience_methods_are_calls_with_named_params(self):
        window, root = self.make_window()
        vc = self.make_controller("Presented")
        result = self.client.present(root, vc, animated=False)
        self.assertEqual((result["vc"], result["presenter"]), (vc, root))
        self.assertEqual(self.client.get_vc(vc)["presentingViewController"], root)
        self.assertEqual(self.client.dismiss(vc, animated=False)["dismissed"], [vc])
        nav = self.client.create_vc("UINavigationController", children=[self.make_controller("R")])["vc"]
        self.client.set_root(window, nav)
        pushed = self.make_controller("Pushed")
        self.assertEqual(self.client.push(nav, pushed, animated=False), {})
        self.assertEqual(self.client.pop(nav, animated=False)["popped"], [pushed])

    def test_convenience_methods_check_their_required_params(self):
        with self.assertRaises(TypeError):
            self.client.present("vc1")
        with self.assertRaises(TypeError):
            self.client.ping("extra")

    def test_every_convenience_method_exists_once(self):
        names = [row[0] for row in METHODS]
        self.assertEqual(len(names), len(set(names)))
        for name, method, _ in METHODS:
            self.assertIs(getattr(Client, name), getattr(ConvenienceMethods, name), "%s is shadowed" % name)
            self.assertIn(method, getattr(Client, name).__doc__)

    def test_every_table_method_is_known_to_the_server(self):
        # An observer: mutations are refused (-32010) after the method was looked up, so even
        # server.shutdown is safe to try; a misspelt method would be -32601.
        observer = self.connect(role="observer")
        for _, method, _ in METHODS:
            try:
                observer.call(method)
            except MethodNotFound:
                self.fail("%s is not a server method" % method)
            except ProsceniumError:
                pass

    def test_send_returns_a_pending_call_matched_by_id(self):
        calls = [self.client.send("ping") for _ in range(10)]
        self.assertTrue(all(isinstance(c, PendingCall) for c in calls))
        self.assertEqual(len({c.id for c in calls}), 10)
        self.assertEqual([c.result(10) for c in calls], [{}] * 10)

    def test_params_that_are_not_json_fail_before_anything_is_sent(self):
        with self.assertRaises(TypeError):
            self.client.call("vc.get", vc=object())
        self.assertEqual(self.client._calls.pending, {})
        self.assertEqual(self.client.ping(), {})

    def test_many_threads_may_call_at_once(self):
        errors = []

        def work():
            try:
                for _ in range(50):
                    self.assertEqual(self.client.ping(), {})
            except Exception as error:  # reported below
                errors.append(error)

        threads = [threading.Thread(target=work) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
        self.assertEqual(errors, [])

    def test_close_fails_waiting_calls_and_later_calls(self):
        client = self.server.connect()
        # A raw line's handle waits for an answer with a null id; a valid request never gets one.
        waiting = client.send_raw('{"jsonrpc":"2.0","id":"raw","method":"ping"}')
        self.assertEqual(client.ping(), {})
        self.assertFalse(waiting.done())
        client.close()
        self.assertTrue(client.closed)
        with self.assertRaises(ConnectionClosed):
            waiting.result(5)
        with self.assertRaises(ConnectionClosed):
            client.ping()
        client.close()  # idempotent

    def test_the_context_manager_closes(self):
        with self.server.connect() as client:
            self.assertEqual(client.ping(), {})
        self.assertTrue(client.closed)

    def test_the_server_going_away_fails_pending_calls(self):
        server = ServerProcess(animation_speed="2")
        try:
            with server.connect() as client:
                root = client.create_vc("UIViewController")["vc"]
                client.create_window(root=root)
                vc = client.create_vc("UIViewController")["vc"]
                waiting = client.send("vc.present", presenter=root, vc=vc)   # a 1 s animation
                self.assertEqual(client.shutdown(), {})
                # The server finishes the transition in flight before it exits; its answer
                # comes, or the call fails with ConnectionClosed: it is never left waiting.
                try:
                    self.assertEqual(waiting.result(30)["vc"], vc)
                except ConnectionClosed:
                    pass
                # Queries are still answered until the server closes the connections, which it
                # does once the transition finished: then calls fail.
                deadline = time.monotonic() + 30
                while not client.closed and time.monotonic() < deadline:
                    time.sleep(0.01)
                with self.assertRaises(ConnectionClosed):
                    client.ping(timeout=30)
            self.assertEqual(server.wait_exit(), 0)
        finally:
            self.assertEqual(server.stop(), 0)

if __name__ == "__main__":
    unittest.main()


class UIKitQueueTests(ServerTestCase):
    """``queue="uikit"`` (issue 23 §3, uikit-rules W3/W4) through the typed methods: a push during
    the same navigation controller's push animation is applied at once with UIKit's warning,
    and the interrupted push answers at its end with W2 and W4."""

    ANIMATION_SPEED = "20"   # a 7 s push: the nested one lands inside it even on a loaded machine

    def test_W3_W4_a_nested_push_with_queue_uikit_answers_at_once_with_the_warning(self):
        c = self.client
        nav = "vc2"   # HomeNavigation, on screen in w1
        b = c.create_vc("UIViewController", title="B")["vc"]
        d = c.create_vc("UIViewController", title="D")["vc"]
        running = c.send("nav.push", nav=nav, vc=b)
        nested = c.push(nav, d, queue="uikit")
        self.assertFalse(running.done(), "the nested push answers while the first one animates")
        self.assertEqual([(w["rule"], w["vc"]) for w in nested.get("warnings", [])], [("W3", nav)], nested)
        self.assertEqual(nested["warnings"][0]["uikit"], "nested push animation can result in a corrupted navigation bar")
        first = running.result(30)
        self.assertEqual([w["rule"] for w in first.get("warnings", [])], ["W2", "W4"], first)
        self.assertEqual(c.get_vc(nav)["children"][-2:], [b, d])
        with self.assertRaises(InvalidParams):
            c.push(nav, c.create_vc("UIViewController")["vc"], queue="later")  # type: ignore[arg-type]
