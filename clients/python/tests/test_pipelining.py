"""Pipelining: 500 requests in flight on one connection, answers matched by id although they
come back out of order (animated transitions on two windows, pings on the server's queue)."""

import unittest

from .support import ServerTestCase

ROUNDS = 100   # × 5 requests


class PipeliningTests(ServerTestCase):
    ANIMATION_SPEED = "0.02"   # a presentation takes 10 ms, a dismissal 10 ms

    def test_500_pipelined_requests_complete_out_of_order_each_matched_by_id(self):
        windows = []
        for title in ("A", "B"):
            window, root = self.make_window(title)
            windows.append((window, root, self.make_controller("P" + title)))
        arrival = []
        sent = []   # (kind, window index or None, expected vc, pending)

        def track(pending):
            pending.add_done_callback(lambda p: arrival.append(p.id))

        for _ in range(ROUNDS):
            for index, (_, root, vc) in enumerate(windows):
                p = self.client.send("vc.present", presenter=root, vc=vc, animated=True)
                track(p)
                sent.append(("present", index, vc, p))
                p = self.client.send("vc.dismiss", vc=root, animated=True)
                track(p)
                sent.append(("dismiss", index, vc, p))
            p = self.client.send("ping")
            track(p)
            sent.append(("ping", None, None, p))
        self.assertEqual(len(sent), 500)

        for kind, _, vc, pending in sent:
            result = pending.result(60)
            if kind == "present":
                self.assertEqual(result["vc"], vc)
            elif kind == "dismiss":
                self.assertEqual(result["dismissed"], [vc])
            else:
                self.assertEqual(result, {})
        self.assertEqual(sorted(arrival), sorted(p.id for _, _, _, p in sent))
        position = {request_id: i for i, request_id in enumerate(arrival)}

        # Out of order: some answer overtook an earlier request.
        send_order = [p.id for _, _, _, p in sent]
        overtaken = sum(1 for a, b in zip(send_order, send_order[1:]) if position[b] < position[a])
        self.assertGreater(overtaken, 0, "expected answers out of send order")
        # Pings (server queue) do not wait for the windows' animations.
        last_transition = max(position[p.id] for kind, _, _, p in sent if kind != "ping")
        early_pings = sum(1 for kind, _, _, p in sent if kind == "ping" and position[p.id] < last_transition)
        self.assertGreater(early_pings, ROUNDS // 2)
        # Within one window, operations complete in the order they were sent.
        for index in range(2):
            ids = [p.id for kind, i, _, p in sent if i == index]
            self.assertEqual(sorted(ids, key=position.get), ids)


if __name__ == "__main__":
    unittest.main()
