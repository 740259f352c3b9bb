"""The asyncio client against a real proscd: calls, errors, pipelining, subscriptions, closing."""

import asyncio
import unittest

from proscenium import (AsyncClient, AsyncPendingCall, AsyncSubscription, CallTimeout, ConnectionClosed,
                        Event, EventsDropped, InvalidParams, InvalidState, NotFound, ParseError,
                        PermissionDenied, RequestReport, SubscriptionClosed, find_node)

from .support import ServerProcess, ServerTestCase


class AsyncTestCase(ServerTestCase):
    """Runs each ``async def`` test body with a connected AsyncClient (``self.aio``)."""

    def run_async(self, body, **client_args):
        async def main():
            async with self.server.async_client(name=type(self).__name__, **client_args) as client:
                await body(client)
            self.assertTrue(client.closed)
        asyncio.run(asyncio.wait_for(main(), 60))

    async def make_window(self, client, title="Root"):
        root = (await client.create_vc("UIViewController", title=title))["vc"]
        window = (await client.create_window(root=root))["window"]
        return window, root

    async def make_controller(self, client, title="VC"):
        return (await client.create_vc("UIViewController", title=title))["vc"]


class AsyncCallTests(AsyncTestCase):
    SERVER_ARGS = ("--ios", "12")   # written against iOS 12: presentations default to fullScreen

    def test_methods_are_coroutines_returning_the_result_dicts(self):
        async def body(c):
            window, root = await self.make_window(c)
            vc = await self.make_controller(c, "Presented")
            presented = await c.present(root, vc, animated=False)
            self.assertEqual((presented["vc"], presented["presenter"], presented["style"]), (vc, root, "fullScreen"))
            self.assertEqual((await c.get_vc(vc))["presentingViewController"], root)
            self.assertEqual((await c.dismiss(vc, animated=False))["dismissed"], [vc])
            self.assertEqual(await c.ping(), {})
            self.assertEqual(await c.call("vc.get", {"vc": "x"}, vc=root, timeout=5), await c.get_vc(root))
            tree = await c.tree(window="w1")
            self.assertEqual(find_node(tree, vc=tree["windows"][0]["root"]["vc"])["class"], "UITabBarController")
        self.run_async(body)

    def test_hello_is_said_with_a_name_and_the_role_holds(self):
        async def body(c):
            hello = await c.hello("again", role="observer")
            self.assertEqual((hello["protocol"], hello["role"], hello["server"]["name"]), (1, "observer", "proscd"))
            with self.assertRaises(PermissionDenied):
                await c.create_vc("UIViewController")
        self.run_async(body)

    def test_errors_raise_their_classes_with_uikits_message(self):
        async def body(c):
            with self.assertRaises(NotFound) as caught:
                await c.get_vc("vc999999")
            self.assertEqual((caught.exception.code, caught.exception.method), (-32001, "vc.get"))
            window, root = await self.make_window(c)
            vc = await self.make_controller(c)
            await c.present(root, vc, animated=False)
            with self.assertRaises(InvalidState) as caught:
                await c.present(root, await self.make_controller(c), animated=False)
            self.assertIsNotNone(caught.exception.uikit)
            self.assertEqual(await c.ping(), {}, "the connection is still usable")
        self.run_async(body)

    def test_pipelined_requests_are_matched_by_id(self):
        async def body(c):
            window, root = await self.make_window(c)
            calls = []
            for i in range(100):
                vc = await self.make_controller(c, "P%d" % i)
                calls.append(c.send("vc.present", presenter=root, vc=vc, animated=False))
                calls.append(c.send("vc.dismiss", vc=vc, animated=False))
                calls.append(c.send("ping"))
            self.assertTrue(all(isinstance(p, AsyncPendingCall) for p in calls))
            self.assertEqual(len({p.id for p in calls}), len(calls))
            results = await asyncio.gather(*calls)
            self.assertEqual([r for r in results[2::3]], [{}] * 100)
            self.assertEqual([r["dismissed"] for r in results[1::3]], [[p.result()["vc"]] for p in calls[0::3]])
        self.run_async(body)

    def test_many_tasks_may_call_at_once(self):
        async def body(c):
            async def work():
                for _ in range(50):
                    self.assertEqual(await c.ping(), {})
            await asyncio.gather(*(work() for _ in range(8)))
        self.run_async(body)

    def test_a_tree_deeper_than_pythons_recursion_limit_is_read(self):
        async def body(c):
            window, top = await self.make_window(c)
            calls = []
            for i in range(1500):
                vc = await self.make_controller(c, "P%d" % i)
                calls.append(c.send("vc.present", presenter=top, vc=vc, animated=False))
                top = vc
            await asyncio.gather(*calls)
            node = (await c.tree(window=window))["windows"][0]["root"]
            depth = 0
            while "presented" in node:
                node = node["presented"]
                depth += 1
            self.assertEqual((depth, node["vc"]), (1500, top))
            self.assertEqual(await c.ping(), {})
        self.run_async(body)

    def test_params_that_are_not_json_fail_before_anything_is_sent(self):
        async def body(c):
            with self.assertRaises(TypeError):
                await c.call("vc.get", vc=object())
            self.assertEqual(c._calls.pending, {})
            self.assertEqual(await c.ping(), {})
        self.run_async(body)

    def test_a_raw_line_that_is_not_json_gets_a_parse_error(self):
        async def body(c):
            with self.assertRaises(ParseError):
                await c.send_raw("{not json")
            self.assertEqual(await c.ping(), {})
        self.run_async(body)

    def test_a_call_that_takes_too_long_times_out_and_the_connection_stays_usable(self):
        server = ServerProcess(animation_speed="2")   # a 1 s animation

        async def main():
            async with server.async_client() as c:
                root = (await c.create_vc("UIViewController"))["vc"]
                await c.create_window(root=root)
                vc = (await c.create_vc("UIViewController"))["vc"]
                with self.assertRaises(CallTimeout):
                    await c.present(root, vc, timeout=0.05)
                self.assertIsInstance(CallTimeout("x"), TimeoutError)
                self.assertEqual(await c.ping(), {})
                self.assertEqual((await c.get_vc(vc, timeout=30))["vc"], vc)
        try:
            asyncio.run(asyncio.wait_for(main(), 60))
        finally:
            self.assertEqual(server.stop(), 0)


class AsyncConnectionTests(AsyncTestCase):

    def test_close_fails_waiting_calls_and_later_calls(self):
        async def main():
            c = await self.server.async_client().connect()
            waiting = c.send_raw('{"jsonrpc":"2.0","id":"raw","method":"ping"}')   # never answered with a null id
            self.assertEqual(await c.ping(), {})
            self.assertFalse(waiting.done())
            await c.close()
            self.assertTrue(c.closed)
            with self.assertRaises(ConnectionClosed):
                await waiting
            with self.assertRaises(ConnectionClosed):
                await c.ping()
            await c.close()   # idempotent
        asyncio.run(asyncio.wait_for(main(), 30))

    def test_a_missing_socket_or_no_connect_is_connection_closed(self):
        async def main():
            with self.assertRaises(ConnectionClosed):
                await AsyncClient(self.server.socket_path + ".missing").connect()
            with self.assertRaises(ConnectionClosed):
                await AsyncClient(self.server.socket_path).ping()
        asyncio.run(asyncio.wait_for(main(), 30))

    def test_the_server_going_away_fails_pending_calls_and_ends_iteration(self):
        server = ServerProcess(animation_speed="2")

        async def main():
            async with server.async_client() as c:
                root = (await c.create_vc("UIViewController"))["vc"]
                await c.create_window(root=root)
                events = await c.subscribe()
                vc = (await c.create_vc("UIViewController"))["vc"]
                waiting = c.send("vc.present", presenter=root, vc=vc)   # a 1 s animation
                self.assertEqual(await c.shutdown(), {})
                try:
                    self.assertEqual((await waiting)["vc"], vc)
                except ConnectionClosed:
                    pass
                # Queries are still answered until the server closes the connections, which it
                # does once the transition finished: then calls fail and iteration ends.
                items = [item async for item in events]
                self.assertTrue(c.closed)
                with self.assertRaises(ConnectionClosed):
                    await c.ping(timeout=30)
                self.assertTrue(events.closed)
                self.assertTrue(all(isinstance(i, (Event, EventsDropped)) for i in items))
        try:
            asyncio.run(asyncio.wait_for(main(), 60))
            self.assertEqual(server.wait_exit(), 0)
        finally:
            self.assertEqual(server.stop(), 0)


class AsyncSubscriptionTests(AsyncTestCase):
    SERVER_ARGS = ("--ios", "12")   # written against iOS 12: a presentation covers the root

    def test_the_events_a_request_caused_arrive_before_its_reply(self):
        async def body(c):
            window, root = await self.make_window(c)
            events = await c.subscribe(windows=[window])
            self.assertIsInstance(events, AsyncSubscription)
            self.assertTrue(events.id.startswith("sub"))
            vc = await self.make_controller(c, "P")
            await c.present(root, vc, animated=False)
            names = [(e.name, e.vc) for e in events.drain()]   # no waiting: they are already here
            self.assertLess(names.index(("viewWillAppear", vc)), names.index(("viewDidAppear", vc)))
            self.assertIn(("viewWillDisappear", root), names)
            self.assertEqual(names[-1][0], "presentationCompleted")
        self.run_async(body)

    def test_async_for_over_subscribe_reads_in_window_seq_order(self):
        async def body(c):
            window, root = await self.make_window(c)
            subscription = c.subscribe(windows=[window])      # not awaited: async for waits for it
            for _ in range(3):
                vc = await self.make_controller(c)
                await c.present(root, vc, animated=False)
                await c.dismiss(vc, animated=False)
            seqs = []
            async for event in subscription:
                seqs.append(event.windowSeq)
                if event.name == "dismissalCompleted" and len(seqs) > 20:
                    break
            self.assertEqual(seqs, list(range(seqs[0], seqs[0] + len(seqs))))
        self.run_async(body)

    def test_names_filter_and_snapshot(self):
        async def body(c):
            window, root = await self.make_window(c)
            events = await c.subscribe(windows=[window], names=["viewDidAppear"], snapshot=True)
            self.assertEqual(events.tree, await c.tree(window=window))
            self.assertIsInstance(events.seq, int)
            vc = await self.make_controller(c)
            await c.present(root, vc, animated=False)
            self.assertEqual([(e.name, e.vc) for e in events.drain()], [("viewDidAppear", vc)])
        self.run_async(body)

    def test_events_of_another_client_can_be_awaited(self):
        async def body(c):
            window, root = await self.make_window(c)
            async with self.server.async_client(name="watcher", role="observer") as watcher:
                async with watcher.subscribe(windows=[window]) as events:
                    vc = await self.make_controller(c)
                    await c.present(root, vc, animated=False)
                    event, before = await events.wait_for("viewDidAppear", timeout=10, vc=vc)
                    self.assertEqual(event.window, window)
                    self.assertIn("viewWillAppear", [e.name for e in before])
                self.assertTrue(events.closed, "async with unsubscribed")
        self.run_async(body)

    def test_iteration_stops_after_an_idle_timeout_and_get_times_out(self):
        async def body(c):
            window, root = await self.make_window(c)
            events = await c.subscribe(windows=[window])
            await c.present(root, await self.make_controller(c), animated=False)
            loop = asyncio.get_running_loop()
            started = loop.time()
            items = [item async for item in events.iter(0.3)]
            self.assertGreater(len(items), 0)
            self.assertGreaterEqual(loop.time() - started, 0.29)
            with self.assertRaises(CallTimeout):
                await events.get(timeout=0.05)
        self.run_async(body)

    def test_unsubscribe_ends_delivery_and_iteration(self):
        async def body(c):
            window, root = await self.make_window(c)
            events = await c.subscribe(windows=[window])
            await events.unsubscribe()
            self.assertTrue(events.closed)
            await c.present(root, await self.make_controller(c), animated=False)
            self.assertEqual([item async for item in events], [])
            with self.assertRaises(SubscriptionClosed):
                await events.get(timeout=1)
        self.run_async(body)

    def test_another_connections_requests_are_reported_when_asked_for(self):
        async def body(c):
            window, root = await self.make_window(c)
            async with c.subscribe(windows=[window], requests=True) as events:
                async with self.server.async_client(name="driver") as driver:
                    vc = await self.make_controller(driver)
                    presented = await driver.present(root, vc, animated=False)
                    report, before = await events.wait_for("request", timeout=10, method="vc.present")
                    self.assertIsInstance(report, RequestReport)
                    self.assertEqual((report.client, report.params["vc"], report.outcome()), ("driver", vc, presented))
                    self.assertEqual(report.events, [e.seq for e in before if isinstance(e, Event)])
                    self.assertIn(("viewDidAppear", vc), [(e.name, e.vc) for e in before])
        self.run_async(body)

    def test_a_refused_subscription_raises_where_it_is_awaited(self):
        async def body(c):
            subscription = c.subscribe(windows=[1])
            with self.assertRaises(InvalidParams):
                await subscription
            with self.assertRaises(InvalidParams):
                async for _ in c.subscribe(windows=[2]):
                    pass
            self.assertEqual(await c.ping(), {})
        self.run_async(body)

    def test_a_reader_that_pauses_gets_an_eventsDropped_notice(self):
        server = ServerProcess("--max-outbound-bytes", "65536")

        async def main():
            async with server.async_client() as driver, server.async_client(name="slow") as slow:
                window, root = await self.make_window(driver)
                events = await slow.subscribe(windows=[window])
                slow.pause_reading()
                for _ in range(400):
                    vc = await self.make_controller(driver)
                    await driver.present(root, vc, animated=False)
                    await driver.dismiss(vc, animated=False)
                self.assertGreater((await driver.stats())["eventsDropped"], 0)
                slow.resume_reading()
                notice, before = await events.wait_for("eventsDropped", timeout=20)
                self.assertIsInstance(notice, EventsDropped)
                self.assertEqual((notice.subscription, events.dropped), (events.id, notice.count))
                self.assertGreater(len(before), 0)
        try:
            asyncio.run(asyncio.wait_for(main(), 120))
        finally:
            self.assertEqual(server.stop(), 0)


if __name__ == "__main__":
    unittest.main()
