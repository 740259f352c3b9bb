import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Connections received by one `SharedReader` thread behave as connections with a reader
/// thread each: calls answered and matched, events delivered, and an end of stream (closed by
/// us or by the server) fails what waits and lets the connection go.
@Suite("Shared reader")
struct SharedReaderTests {
    @Test func manyConnectionsOnOneReaderAreAllAnsweredAndGetTheirEvents() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { server.stop() }
        let reader = SharedReader()
        let connections = try (0..<16).map { _ in
            let c = try ProsceniumConnection(path: server.socketPath, reader: reader)
            c.defaultTimeout = 30
            return c
        }
        let watcher = connections[0]
        let subscription = try await watcher.events(names: ["viewDidLoad"])
        let ids = try await withThrowingTaskGroup(of: String.self) { group in
            for (i, c) in connections.enumerated() {
                for k in 0..<20 {
                    group.addTask { try await c.createController(class: "UIViewController", title: "C\(i).\(k)") }
                }
            }
            var ids: [String] = []
            for try await id in group { ids.append(id) }
            return ids
        }
        #expect(Set(ids).count == 16 * 20)
        // An event reaches the watcher through the shared thread too.
        let window = try await watcher.createWindow(root: ids[0])
        _ = try await watcher.sync()
        try await watcher.unsubscribe(subscription.id)
        var loaded: [String] = []
        for await e in subscription.events { loaded.append(e.vc ?? "") }
        #expect(loaded.contains(ids[0]), "\(window): \(loaded)")
    }

    @Test func closingOneConnectionFailsItsCallsAndLeavesTheOthersServed() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { server.stop() }
        let reader = SharedReader()
        let closing = try ProsceniumConnection(path: server.socketPath, reader: reader)
        let staying = try ProsceniumConnection(path: server.socketPath, reader: reader)
        _ = try await closing.call("ping", [:], timeout: 30)
        closing.close()
        await #expect(throws: ClientError.self) { _ = try await closing.call("ping", [:], timeout: 30) }
        // A new connection may reuse the closed one's descriptor number; the reader keeps them apart.
        let next = try ProsceniumConnection(path: server.socketPath, reader: reader)
        _ = try await next.call("ping", [:], timeout: 30)
        _ = try await staying.call("ping", [:], timeout: 30)
    }

    @Test func theServerGoingAwayFailsWaitingCallsOfEveryConnection() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        let reader = SharedReader()
        let a = try ProsceniumConnection(path: server.socketPath, reader: reader)
        let b = try ProsceniumConnection(path: server.socketPath, reader: reader)
        _ = try await a.call("ping", [:], timeout: 30)
        _ = try await b.call("ping", [:], timeout: 30)
        #expect(server.stop() == 0)
        for c in [a, b] {
            do {
                _ = try await c.call("ping", [:], timeout: 30)
                Issue.record("a call on a connection whose server is gone was answered")
            } catch {
                #expect(error.kind == .connection)
            }
        }
    }
}
