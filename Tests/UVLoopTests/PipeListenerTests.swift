import Foundation
import Testing
import UVLoop

@Suite struct PipeListenerTests {
    /// While paused, clients connect (the kernel queues them) but nothing is accepted;
    /// resuming accepts the backlog.
    @Test func pausedListenerLeavesClientsInTheBacklog() throws {
        let h = try LoopHarness()
        var accepted: [PipeStream] = []
        let listener = try PipeListener(loop: h.loop, path: h.path())
        try listener.listen { accepted.append($0) }
        listener.pauseAccepting()
        #expect(listener.isAcceptingPaused)
        let clients = (0..<3).map { _ in CollectingClient(loop: h.loop, path: h.path()) }
        h.run(until: { clients.allSatisfy { $0.stream != nil } }, "connects into the backlog")
        h.spin(20)
        #expect(accepted.isEmpty)
        listener.resumeAccepting()
        #expect(!listener.isAcceptingPaused)
        h.run(until: { accepted.count == 3 })
        h.finish()
    }

    /// Pausing inside `onConnection` stops the current accept batch at once.
    @Test func pauseFromInsideOnConnectionStopsTheBatch() throws {
        let h = try LoopHarness()
        var accepted = 0
        let listener = try PipeListener(loop: h.loop, path: h.path())
        listener.pauseAccepting()
        try listener.listen { _ in
            accepted += 1
            listener.pauseAccepting()
        }
        let clients = (0..<3).map { _ in CollectingClient(loop: h.loop, path: h.path()) }
        h.run(until: { clients.allSatisfy { $0.stream != nil } })
        for expected in 1...3 {
            listener.resumeAccepting()
            h.run(until: { accepted == expected })
            h.spin(5)
            #expect(accepted == expected)
        }
        h.finish()
    }

    /// More pending clients than `acceptBudget`: the rest are accepted on later iterations.
    @Test func acceptBudgetSpreadsABurstOverIterations() throws {
        let h = try LoopHarness()
        var accepted = 0
        let listener = try PipeListener(loop: h.loop, path: h.path())
        listener.acceptBudget = 2
        listener.pauseAccepting()
        try listener.listen { _ in accepted += 1 }
        let clients = (0..<7).map { _ in CollectingClient(loop: h.loop, path: h.path()) }
        h.run(until: { clients.allSatisfy { $0.stream != nil } })
        listener.resumeAccepting()
        h.loop.runOnce(nowait: true)
        #expect(accepted == 2)
        h.run(until: { accepted == 7 })
        h.finish()
    }

    @Test func bindErrors() throws {
        let h = try LoopHarness()
        let listener = try PipeListener(loop: h.loop, path: h.path())
        #expect(listener.path == h.path())
        #expect(listener.fileDescriptor >= 0)
        #expect(throws: UVError.eaddrinuse) { try PipeListener(loop: h.loop, path: h.path()) }
        let tooLong = h.directory + "/" + String(repeating: "x", count: 120)
        #expect(throws: UVError.enametoolong) { try PipeListener(loop: h.loop, path: tooLong) }
        #expect(throws: UVError.enoent) { try PipeListener(loop: h.loop, path: h.path("missing/s.sock")) }
        var closed = false
        listener.close { closed = true }
        #expect(throws: UVError.ebadf) { try listener.listen { _ in } }
        h.run(until: { closed })
        #expect(listener.fileDescriptor == -1)
        // The caller owns the socket file: it is still there after close.
        #expect(FileManager.default.fileExists(atPath: h.path()))
        h.finish()
    }

    @Test func connectErrorsArriveAsynchronously() throws {
        let h = try LoopHarness()
        _ = try PipeListener(loop: h.loop, path: h.path("bound-not-listening"))
        var results: [String: UVError] = [:]
        let cases = [
            "missing": h.path("missing"),
            "refused": h.path("bound-not-listening"),
            "too long": h.directory + "/" + String(repeating: "y", count: 200),
        ]
        for (name, path) in cases {
            PipeStream.connect(loop: h.loop, path: path) { result in
                if case .failure(let error) = result { results[name] = error }
                else { Issue.record("\(name) connected") }
            }
        }
        #expect(results.isEmpty)  // never from inside connect
        h.run(until: { results.count == 3 })
        #expect(results == ["missing": .enoent, "refused": .econnrefused, "too long": .enametoolong])
        h.finish()
    }

    @Test func closingTheListenerKeepsAcceptedStreams() throws {
        let h = try LoopHarness()
        let server = try EchoServer(loop: h.loop, path: h.path())
        let client = CollectingClient(loop: h.loop, path: h.path())
        h.run(until: { client.isSettled && server.connections.count == 1 })
        var listenerClosed = false
        server.listener.close { listenerClosed = true }
        h.run(until: { listenerClosed })
        client.stream?.write(Array("still here".utf8))
        h.run(until: { client.received.count == 10 })
        #expect(String(decoding: client.received, as: UTF8.self) == "still here")
        h.finish()
    }

    /// A connect that fails before reaching libuv still reports, even when every handle is
    /// closed before the next iteration.
    @Test func earlyConnectFailureSurvivesCloseAllHandles() throws {
        let h = try LoopHarness()
        var result: UVError?
        PipeStream.connect(loop: h.loop, path: "") { outcome in
            if case .failure(let error) = outcome { result = error }
        }
        h.loop.closeAllHandles()
        h.spin(2)
        #expect(result == .einval)
        h.finish()
    }
}
