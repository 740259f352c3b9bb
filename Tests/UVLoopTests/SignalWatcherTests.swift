import Glibc
import Testing
import UVLoop

@Suite struct SignalWatcherTests {
    @Test func raisedSignalReachesTheCallbackOnTheLoop() throws {
        let h = try LoopHarness()
        var received: [Int32] = []
        let watcher = try SignalWatcher(loop: h.loop, signal: SIGUSR1) { received.append($0) }
        #expect(watcher.signal == SIGUSR1)
        // Not raise(): Swift Testing runs on dispatch worker threads, which block signals, and
        // raise() targets the calling thread. A process-directed signal reaches a thread that
        // does not block it; libuv's handler forwards it to the loop.
        kill(getpid(), SIGUSR1)
        #expect(received.isEmpty)  // delivered through the loop, not inside the handler
        h.run(until: { !received.isEmpty })
        #expect(received == [SIGUSR1])
        watcher.close()
        h.finish()
    }

    @Test func invalidSignalThrowsAndLeavesNothingOpen() throws {
        let h = try LoopHarness()
        #expect(throws: UVError.einval) { try SignalWatcher(loop: h.loop, signal: 0) { _ in } }
        h.finish()  // the half-made handle was closed: loop.close() must still be 0
    }
}
