import Dispatch
import Foundation
import Synchronization
import Testing
import UVLoop

@Suite struct AsyncWakeupTests {
    /// 4 threads × 2,500 sends; the callback drains a locked counter. Sends coalesce, so the
    /// callback runs at most once per send but every increment is seen.
    @Test func sendsFromFourThreadsAreAllDrained() throws {
        let h = try LoopHarness()
        let inbox = LockedBox(0)
        var drained = 0
        var callbacks = 0
        let wakeup = try AsyncWakeup(loop: h.loop) {
            callbacks += 1
            drained += inbox.withLock { pending in
                defer { pending = 0 }
                return pending
            }
        }
        let group = DispatchGroup()
        for _ in 0..<4 {
            DispatchQueue.global().async(group: group) {
                for _ in 0..<2_500 {
                    inbox.withLock { $0 += 1 }
                    wakeup.send()
                }
            }
        }
        h.run(until: { drained == 10_000 }, "all 10,000 increments drained")
        group.wait()
        h.spin()
        #expect(drained == 10_000)
        #expect(callbacks >= 1 && callbacks <= 10_000)
        h.finish()
    }

    /// Senders keep sending while the loop closes the handle: sends after close are no-ops.
    @Test func sendRacingWithCloseIsSafe() throws {
        let h = try LoopHarness()
        let stop = Atomic<Bool>(false)
        var callbacks = 0
        var closed = false
        let wakeup = try AsyncWakeup(loop: h.loop) { callbacks += 1 }
        let group = DispatchGroup()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: group) {
                while !stop.load(ordering: .relaxed) { wakeup.send() }
                wakeup.send()
            }
        }
        h.run(until: { callbacks >= 3 })
        wakeup.close { closed = true }
        h.run(until: { closed })
        let callbacksAtClose = callbacks
        stop.store(true, ordering: .relaxed)
        group.wait()
        wakeup.send()  // after the close callback: still a no-op
        h.spin()
        #expect(callbacks == callbacksAtClose)
        h.finish()
    }

    /// A producer that outlives the loop: `send()` after `uv_loop_close` must be a no-op.
    /// Without the gate libuv writes to the closed eventfd (fd -1) and calls abort().
    @Test func sendAfterTheLoopIsClosedIsANoOp() throws {
        let h = try LoopHarness()
        var callbacks = 0
        let wakeup = try AsyncWakeup(loop: h.loop) { callbacks += 1 }
        wakeup.send()
        h.run(until: { callbacks == 1 })  // delivered: libuv's pending flag is back to 0
        wakeup.close()
        h.finish()  // the loop is closed here
        let producer = Thread { wakeup.send() }
        producer.start()
        while !producer.isFinished { sched_yield() }
        wakeup.send()
        #expect(callbacks == 1)
    }
}
