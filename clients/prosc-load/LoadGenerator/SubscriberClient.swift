import Foundation
import ProsceniumClient
import WireProtocol

/// A connection that only watches: subscribed to the generator's windows, it checks that
/// every window's `windowSeq` has no gap and never goes back.
public final class SubscriberClient: @unchecked Sendable {
    public let connection: ProsceniumConnection
    private let lock = NSLock()
    private var checker: WindowSequenceChecker
    private var dropped = 0

    public init(connection: ProsceniumConnection, index: Int) {
        self.connection = connection
        checker = WindowSequenceChecker(observer: "subscriber \(index)")
    }

    public func subscribe(windows: [String]) async throws(ClientError) {
        connection.onNotification { [self] n in self.received(n) }
        _ = try await connection.call(MethodDescriptor.hello.name, ["client": "prosc-load subscriber", "role": "observer"])
        _ = try await connection.call(MethodDescriptor.eventsSubscribe.name, ["windows": .array(windows.map { .string($0) })])
    }

    private func received(_ n: ServerNotification) {
        lock.lock()
        defer { lock.unlock() }
        if n.method == "eventsDropped" {
            dropped += n.params["count"]?.intValue ?? 0
            checker.eventsWereDropped()
        } else if let e = ObservedEvent(n) {
            checker.observe(window: e.window, windowSeq: e.windowSeq)
        }
    }

    private func tally() -> (Int, Int, [Violation]) {
        lock.lock()
        defer { lock.unlock() }
        return (checker.eventsSeen, dropped, checker.violations)
    }

    /// After `sync` (every event issued so far has arrived): what it saw.
    public func finish() async -> LoadResult {
        var r = LoadResult()
        do { _ = try await connection.call(MethodDescriptor.sync.name, [:], timeout: 120) } catch {
            r.violations.append(Violation(rule: "subscriber", detail: "sync failed: \(error)"))
        }
        let (seen, dropped, violations) = tally()
        r.eventsReceived = seen
        r.eventsDropped = dropped
        r.violations += violations
        return r
    }
}
