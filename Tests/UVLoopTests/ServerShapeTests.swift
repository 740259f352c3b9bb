import Foundation
import Glibc
import Synchronization
import Testing
import UVLoop

/// The way proscd uses the module, end to end on one loop.
@Suite struct ServerShapeTests {
    /// A signal handler that calls `closeAllHandles()` makes `run()` return with every handle
    /// closed, even with a connection, a pending write, a timer and a wake-up still open.
    @Test func signalDrivenShutdownLetsRunReturnAndTheLoopClose() throws {
        let h = try LoopHarness()
        let server = try EchoServer(loop: h.loop, path: h.path())
        let client = CollectingClient(loop: h.loop, path: h.path(), startReading: false)
        let housekeeping = UVTimer(loop: h.loop)
        housekeeping.start(afterMillis: 60_000, repeatMillis: 60_000) {}
        _ = try AsyncWakeup(loop: h.loop) {}
        var shutdownSignals = 0
        // SIGWINCH: its default action is to ignore, so a stray delivery cannot kill the runner.
        _ = try SignalWatcher(loop: h.loop, signal: SIGWINCH) { _ in
            shutdownSignals += 1
            h.loop.closeAllHandles()
        }
        let trigger = UVTimer(loop: h.loop)
        trigger.start(afterMillis: 1, repeatMillis: 1) {
            guard let stream = client.stream, server.connections.count == 1 else { return }
            trigger.stop()
            stream.write(pattern(2_000_000))  // the client does not read: writes stay queued
            kill(getpid(), SIGWINCH)
        }
        h.loop.run()
        #expect(shutdownSignals == 1)
        #expect(h.loop.openHandleCount == 0)
        #expect(!h.timedOut)
        h.finish()
    }

    @Test func oneHundredConcurrentClients() throws {
        let h = try LoopHarness()
        let server = try EchoServer(loop: h.loop, path: h.path())
        let clients = (0..<100).map { _ in CollectingClient(loop: h.loop, path: h.path()) }
        h.run(until: { clients.allSatisfy(\.isSettled) })
        let payloads = clients.indices.map { pattern(10_000 + $0 * 37, seed: $0) }
        for (client, payload) in zip(clients, payloads) {
            #expect(client.error == nil)
            client.stream?.write(payload)
        }
        h.run(until: { zip(clients, payloads).allSatisfy { $0.received.count >= $1.count } })
        for (client, payload) in zip(clients, payloads) { expectSameBytes(client.received, payload) }
        var closed = 0
        for client in clients { client.stream?.shutdownAndClose { closed += 1 } }
        h.run(until: { closed == 100 && server.closed == 100 })
        #expect(server.connections.count == 100)
        h.finish()
    }

    @Test func loopThreadCheck() throws {
        let h = try LoopHarness()
        struct Unchecked: @unchecked Sendable { let loop: EventLoop }  // reads one atomic only
        let shared = Unchecked(loop: h.loop)
        let seenFromOtherThread = Atomic<Int>(0)  // 1 = false, 2 = true
        var insideRun: Bool?
        var threadDone = false
        // One run() ended by stop(): between runOnce calls the loop is briefly not running,
        // and then every thread passes the check.
        let done = try AsyncWakeup(loop: h.loop) {
            threadDone = true
            h.loop.stop()
        }
        UVTimer(loop: h.loop).start(afterMillis: 0) {
            insideRun = h.loop.isOnLoopThread
            let thread = Thread {
                seenFromOtherThread.store(shared.loop.isOnLoopThread ? 2 : 1, ordering: .sequentiallyConsistent)
                done.send()
            }
            thread.start()
        }
        #expect(h.loop.isOnLoopThread)  // not running: any thread may use it
        h.loop.run()
        #expect(threadDone)
        #expect(insideRun == true)
        #expect(seenFromOtherThread.load(ordering: .sequentiallyConsistent) == 1)
        h.finish()
    }
}
