import Testing
import UVLoop

@Suite struct TimerTests {
    @Test func oneShotFiresOnce() throws {
        let h = try LoopHarness()
        var fired = 0
        var later = false
        UVTimer(loop: h.loop).start(afterMillis: 1) { fired += 1 }
        UVTimer(loop: h.loop).start(afterMillis: 15) { later = true }
        h.run(until: { later })
        #expect(fired == 1)
        h.finish()
    }

    @Test func repeatingTimerFiresUntilStopped() throws {
        let h = try LoopHarness()
        var ticks = 0
        var later = false
        let timer = UVTimer(loop: h.loop)
        timer.start(afterMillis: 1, repeatMillis: 1) {
            ticks += 1
            if ticks == 5 {
                timer.stop()
                UVTimer(loop: h.loop).start(afterMillis: 10) { later = true }
            }
        }
        h.run(until: { later })
        #expect(ticks == 5)
        #expect(!timer.isActive)
        h.finish()
    }

    @Test func stoppedTimerNeverFiresAndRestartReplacesTheSchedule() throws {
        let h = try LoopHarness()
        var stopped = 0
        var replaced: [String] = []
        var later = false
        let a = UVTimer(loop: h.loop)
        a.start(afterMillis: 1) { stopped += 1 }
        a.stop()
        let b = UVTimer(loop: h.loop)
        b.start(afterMillis: 1) { replaced.append("old") }
        b.start(afterMillis: 2) { replaced.append("new") }
        UVTimer(loop: h.loop).start(afterMillis: 15) { later = true }
        h.run(until: { later })
        #expect(stopped == 0)
        #expect(replaced == ["new"])
        h.finish()
    }

    @Test func closeIsIdempotentAndEveryDoneRuns() throws {
        let h = try LoopHarness()
        weak var weakTimer: UVTimer?
        var done: [Int] = []
        do {
            let timer = UVTimer(loop: h.loop)
            weakTimer = timer
            timer.start(afterMillis: 1) {
                timer.close { done.append(1) }  // closing from its own callback
                timer.close { done.append(2) }
                timer.start(afterMillis: 1) { Issue.record("restarted after close") }
            }
        }
        h.run(until: { done.count == 2 })
        #expect(done == [1, 2])
        #expect(weakTimer == nil)  // released by the close callback
        h.finish()
    }

    @Test func closeAfterClosedCallsDoneAtOnce() throws {
        let h = try LoopHarness()
        let timer = UVTimer(loop: h.loop)
        var closed = false
        timer.close { closed = true }
        h.run(until: { closed })
        var again = false
        timer.close { again = true }
        #expect(again)
        h.finish()
    }
}
