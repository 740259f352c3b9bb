"""Subscriptions: events before the reply, order, filters, snapshot, iteration, eventsDropped,
request reports."""

import json
import os
import re
import time
import unittest

from proscenium import CallTimeout, Event, EventsDropped, InvalidState, RequestReport, SubscriptionClosed

from .support import REPO, ServerProcess, ServerTestCase


class SubscriptionTests(ServerTestCase):
    SERVER_ARGS = ("--ios", "12")   # written against iOS 12: a presentation covers the root

    def test_the_events_a_request_caused_arrive_before_its_reply(self):
        window, root = self.make_window()
        subscription = self.client.subscribe(windows=[window])
        vc = self.make_controller("P")
        self.client.present(root, vc, animated=False)
        events = subscription.drain()          # no waiting: they are already here
        names = [(e.name, e.vc) for e in events]
        self.assertIn(("viewWillAppear", vc), names)
        self.assertIn(("viewDidAppear", vc), names)
        self.assertIn(("viewWillDisappear", root), names)
        self.assertLess(names.index(("viewWillAppear", vc)), names.index(("viewDidAppear", vc)))
        self.assertEqual(names[-1][0], "presentationCompleted")
        self.assertTrue(all(isinstance(e, Event) and e.subscription == subscription.id for e in events))
        self.assertTrue(all(e.window == window for e in events))

    def test_a_windows_events_come_in_window_seq_order_without_gaps(self):
        window, root = self.make_window()
        subscription = self.client.subscribe(windows=[window])
        for _ in range(5):
            vc = self.make_controller()
            self.client.present(root, vc, animated=False)
            self.client.dismiss(vc, animated=False)
        seqs = [e.windowSeq for e in subscription.drain()]
        self.assertGreater(len(seqs), 20)
        self.assertEqual(seqs, list(range(seqs[0], seqs[0] + len(seqs))))

    def test_names_filter_and_snapshot(self):
        window, root = self.make_window()
        subscription = self.client.subscribe(windows=[window], names=["viewDidAppear"], snapshot=True)
        self.assertEqual(subscription.tree, self.client.tree(window=window))
        self.assertIsInstance(subscription.seq, int)
        vc = self.make_controller()
        self.client.present(root, vc, animated=False)
        self.assertEqual([(e.name, e.vc) for e in subscription.drain()], [("viewDidAppear", vc)])

    def test_events_of_another_client_are_delivered_and_can_be_awaited(self):
        window, root = self.make_window()
        watcher = self.connect(name="watcher", role="observer")
        subscription = watcher.subscribe(windows=[window])
        vc = self.make_controller()
        self.client.present(root, vc, animated=False)
        event, before = subscription.wait_for("viewDidAppear", timeout=10, vc=vc)
        self.assertEqual(event.window, window)
        self.assertIn("viewWillAppear", [e.name for e in before])

    def test_iteration_stops_after_an_idle_timeout_and_get_times_out(self):
        window, root = self.make_window()
        subscription = self.client.subscribe(windows=[window])
        vc = self.make_controller()
        self.client.present(root, vc, animated=False)
        started = time.monotonic()
        items = list(subscription.iter(0.3))
        self.assertGreater(len(items), 0)
        self.assertGreaterEqual(time.monotonic() - started, 0.3)
        with self.assertRaises(CallTimeout):
            subscription.get(timeout=0.05)

    def test_unsubscribe_ends_delivery_and_iteration(self):
        window, root = self.make_window()
        subscription = self.client.subscribe(windows=[window])
        subscription.unsubscribe()
        self.assertTrue(subscription.closed)
        self.client.present(root, self.make_controller(), animated=False)
        self.assertEqual(list(subscription), [])
        with self.assertRaises(SubscriptionClosed):
            subscription.get(timeout=1)

    def test_closing_the_client_ends_iteration(self):
        client = self.server.connect()
        subscription = client.subscribe()
        client.close()
        self.assertEqual(list(subscription), [])


class NotificationParsingTests(unittest.TestCase):

    def test_event_and_eventsDropped_notifications_become_their_types(self):
        from proscenium.events import notification_item
        event = notification_item({"jsonrpc": "2.0", "method": "event", "params": {
            "subscription": "sub1", "seq": 7, "window": "w1", "windowSeq": 3, "name": "viewDidLoad", "vc": "vc2"}})
        self.assertIsInstance(event, Event)
        self.assertEqual((event.name, event.vc, event.windowSeq, event.animated), ("viewDidLoad", "vc2", 3, None))
        dropped = notification_item({"jsonrpc": "2.0", "method": "eventsDropped",
                                     "params": {"subscription": "sub1", "count": 12}})
        self.assertIsInstance(dropped, EventsDropped)
        self.assertEqual((dropped.name, dropped.subscription, dropped.count), ("eventsDropped", "sub1", 12))
        report = notification_item({"jsonrpc": "2.0", "method": "request", "params": {
            "subscription": "sub1", "connection": "c3", "client": None, "id": 7, "method": "vc.dismiss",
            "params": {"vc": "vc6"}, "error": {"code": -32003, "message": "not presented"}, "events": []}})
        self.assertIsInstance(report, RequestReport)
        self.assertEqual((report.name, report.connection, report.client, report.method, report.result),
                         ("request", "c3", None, "vc.dismiss", None))
        with self.assertRaises(InvalidState) as refused:
            report.outcome()
        self.assertEqual((refused.exception.method, refused.exception.message), ("vc.dismiss", "not presented"))
        self.assertIsNone(notification_item({"jsonrpc": "2.0", "method": "other", "params": {}}))
        self.assertIsNone(notification_item({"jsonrpc": "2.0", "method": "event", "params": [1]}))

    def test_a_request_report_has_the_documented_members(self):
        # docs/protocol.md, "Request reports": the example's params, and `error` in place of
        # `result` for a refused request.
        with open(os.path.join(REPO, "docs", "protocol.md"), encoding="utf-8") as f:
            text = f.read()
        section = text[text.index("### Request reports"):]
        example = re.search(r"```json\n(.*?)```", section, re.S).group(1)
        documented = set(json.loads(example.replace("\n", ""))["params"]) | {"error"}
        self.assertEqual(set(RequestReport.__annotations__), documented)


class RequestReportTests(ServerTestCase):
    """``subscribe(requests=True)``: other connections' mutating requests, once answered, with
    the seqs of the events they caused (docs/protocol.md, "Request reports")."""

    def test_another_connections_requests_are_reported_after_their_events(self):
        window, root = self.make_window()
        recorder = self.connect()
        plain = recorder.subscribe(windows=[window])
        subscription = recorder.subscribe(windows=[window], requests=True)
        driver = self.connect()
        session = driver.hello("driver")["session"]
        vc = driver.create_vc("UIViewController", title="Reported")["vc"]
        presented = driver.present(root, vc, animated=False)
        report, before = subscription.wait_for("request", timeout=10, method="vc.present")
        self.assertIsInstance(report, RequestReport)
        self.assertEqual((report.subscription, report.connection, report.client), (subscription.id, session, "driver"))
        self.assertIsInstance(report.id, int)
        self.assertEqual(report.params, {"presenter": root, "vc": vc, "animated": False, "queue": True})
        self.assertEqual((report.result, report.error, report.outcome()), (presented, None, presented))
        self.assertEqual(report.events, [e.seq for e in before if isinstance(e, Event)])
        self.assertIn(("viewDidAppear", vc), [(e.name, e.vc) for e in before])
        # vc.create was reported too, before the presentation (it caused no event here).
        self.assertEqual([(r.method, r.events) for r in before if isinstance(r, RequestReport)], [("vc.create", [])])
        # A refusal is reported with its error; the subscription without `requests` got none.
        with self.assertRaises(InvalidState):
            driver.present(root, vc, animated=False)
        refused, _ = subscription.wait_for("request", timeout=10, method="vc.present")
        self.assertEqual((refused.result, refused.error["code"], refused.events), (None, InvalidState.code, []))
        with self.assertRaises(InvalidState):
            refused.outcome()
        self.assertEqual([e for e in plain.drain() if not isinstance(e, Event)], [])

    def test_the_subscribers_own_requests_are_not_reported(self):
        window, root = self.make_window()
        subscription = self.client.subscribe(windows=[window], requests=True)
        self.client.present(root, self.make_controller(), animated=False)
        self.client.sync()
        self.assertEqual([i for i in subscription.drain() if isinstance(i, RequestReport)], [])


class EventsDroppedTests(unittest.TestCase):

    def test_a_subscriber_that_stops_reading_gets_an_eventsDropped_notice(self):
        server = ServerProcess("--max-outbound-bytes", "65536")
        try:
            with server.connect() as driver, server.connect(name="slow") as slow:
                root = driver.create_vc("UIViewController")["vc"]
                window = driver.create_window(root=root)["window"]
                subscription = slow.subscribe(windows=[window])
                slow.pause_reading()
                for _ in range(400):
                    vc = driver.create_vc("UIViewController")["vc"]
                    driver.present(root, vc, animated=False)
                    driver.dismiss(vc, animated=False)
                self.assertGreater(driver.stats()["eventsDropped"], 0)
                slow.resume_reading()
                notice, events = subscription.wait_for("eventsDropped", timeout=20)
                self.assertIsInstance(notice, EventsDropped)
                self.assertEqual(notice.subscription, subscription.id)
                self.assertGreater(notice.count, 0)
                self.assertEqual(subscription.dropped, notice.count)
                self.assertGreater(len(events), 0)
                # The window's events resume after the gap, still in windowSeq order.
                driver.present(root, driver.create_vc("UIViewController")["vc"], animated=False)
                later, _ = subscription.wait_for("presentationCompleted", timeout=10)
                self.assertGreater(later.windowSeq, events[-1].windowSeq)
        finally:
            self.assertEqual(server.stop(), 0)


if __name__ == "__main__":
    unittest.main()


class RestorationReplayTests(unittest.TestCase):
    """``subscribe(restoration=True)`` after a restart replays the restore's events (RS3, RS4)."""

    def test_the_restores_events_come_first_when_asked_for(self):
        import os
        import shutil
        import tempfile
        state = tempfile.mkdtemp(prefix="prosc-py-state.")
        self.addCleanup(shutil.rmtree, state, True)
        state_dir = os.path.join(state, "state")
        first = ServerProcess("--state-dir", state_dir)
        try:
            with first.connect() as client:
                root = client.call("tree", {"window": "w1"})["windows"][0]["root"]
                stack, ids = [root], []
                while stack:
                    node = stack.pop()
                    ids.append(node["vc"])
                    stack.extend(node.get("children") or [])
                for vc in ids:
                    client.call("vc.set", {"vc": vc, "properties": {"restorationIdentifier": "r-" + vc}})
                client.call("server.shutdown")
            self.assertEqual(first.wait_exit(), 0)
        finally:
            first.stop()
        second = ServerProcess("--state-dir", state_dir)
        try:
            with second.connect() as client:
                plain = client.subscribe()
                self.assertIsNone(plain.restoration_events)
                subscription = client.subscribe(restoration=True)
                count = subscription.restoration_events
                self.assertGreaterEqual(count, 2 * len(ids))
                events = [subscription.get(10) for _ in range(count)]
                self.assertEqual([e.seq for e in events], list(range(1, count + 1)))
                decoded = [e.vc for e in events if e.name == "decodeRestorableState"]
                finished = [e.vc for e in events if e.name == "applicationFinishedRestoringState"]
                self.assertEqual(sorted(decoded), sorted(ids))
                self.assertEqual(finished, decoded)
                self.assertEqual(plain.drain(), [])
        finally:
            self.assertEqual(second.stop(), 0)
