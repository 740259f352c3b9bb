import CLibUV
import Glibc
import Testing
import UVLoop

@Suite struct EventLoopTests {
    @Test func freshLoopHasNothingToRunAndClosesCleanly() throws {
        let loop = try EventLoop()
        #expect(loop.runOnce(nowait: true) == false)
        #expect(loop.openHandleCount == 0)
        #expect(loop.close() == 0)
        #expect(loop.close() == 0)  // idempotent
    }

    @Test func runReturnsWhenTheLastHandleCloses() throws {
        let loop = try EventLoop()
        var fired = 0
        let timer = UVTimer(loop: loop)
        timer.start(afterMillis: 1) {
            fired += 1
            timer.close()
        }
        loop.run()
        #expect(fired == 1)
        #expect(loop.close() == 0)
    }

    @Test func closeIsBusyWhileAHandleIsOpen() throws {
        let loop = try EventLoop()
        let timer = UVTimer(loop: loop)  // open although never started
        #expect(loop.openHandleCount == 1)
        #expect(loop.close() == UV_EBUSY.rawValue)
        var closed = false
        timer.close { closed = true }
        #expect(!closed)  // the close callback runs on the next iteration
        loop.runOnce(nowait: true)
        #expect(closed)
        #expect(loop.close() == 0)
    }

    @Test func stopMakesRunReturnWithHandlesStillActive() throws {
        let h = try LoopHarness()
        var ticks = 0
        let timer = UVTimer(loop: h.loop)
        timer.start(afterMillis: 1, repeatMillis: 1) {
            ticks += 1
            if ticks == 3 { h.loop.stop() }
        }
        h.loop.run()
        #expect(ticks == 3)
        #expect(timer.isActive)
        h.finish()
    }

    @Test func nowAdvancesWithTimers() throws {
        let h = try LoopHarness()
        let start = h.loop.nowMillis
        var firedAt: UInt64 = 0
        UVTimer(loop: h.loop).start(afterMillis: 20) { firedAt = h.loop.nowMillis }
        h.run(until: { firedAt != 0 })
        #expect(firedAt >= start + 20)
        h.finish()
    }

    @Test func closeAllHandlesClosesEveryKindAndReleasesThem() throws {
        let h = try LoopHarness()
        var done: [String] = []
        weak var weakTimer: UVTimer?
        weak var weakListener: PipeListener?
        weak var weakServerSide: PipeStream?
        weak var weakClientSide: PipeStream?
        weak var weakAsync: AsyncWakeup?
        weak var weakSignal: SignalWatcher?
        do {
            let listener = try PipeListener(loop: h.loop, path: h.path())
            var serverSide: PipeStream?
            try listener.listen { serverSide = $0 }
            let client = CollectingClient(loop: h.loop, path: h.path())
            h.run(until: { serverSide != nil && client.stream != nil })
            let timer = UVTimer(loop: h.loop)
            timer.start(afterMillis: 60_000) {}
            let wakeup = try AsyncWakeup(loop: h.loop) {}
            let signal = try SignalWatcher(loop: h.loop, signal: SIGUSR2) { _ in }
            // Register `done` callbacks that must run during the shutdown.
            serverSide!.startReading(onData: { _ in }, onEnd: { _ in })
            serverSide!.write(pattern(2_000_000))  // leaves writes pending
            serverSide!.close { done.append("server") }
            client.stream!.close { done.append("client") }
            timer.close { done.append("timer") }
            weakTimer = timer; weakListener = listener; weakServerSide = serverSide
            weakClientSide = client.stream; weakAsync = wakeup; weakSignal = signal
            #expect(h.loop.openHandleCount == 4)  // watchdog, listener, wake-up, signal
        }
        #expect(weakListener != nil)  // handles keep themselves alive until closed
        h.finish()
        #expect(Set(done) == ["server", "client", "timer"])
        #expect(weakTimer == nil)
        #expect(weakListener == nil)
        #expect(weakServerSide == nil)
        #expect(weakClientSide == nil)
        #expect(weakAsync == nil)
        #expect(weakSignal == nil)
    }
}
