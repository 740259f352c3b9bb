import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Small helpers shared by the integration tests: they talk to a real `proscd` over its socket.
extension ProsceniumConnection {
    /// Calls and returns the result, failing the test with the server's error otherwise.
    func ok(_ method: String, _ params: JSONObject = [:], sourceLocation: SourceLocation = #_sourceLocation) async throws -> JSON {
        do {
            return try await call(method, params, timeout: 30)
        } catch {
            Issue.record("\(method) failed: \(error)", sourceLocation: sourceLocation)
            throw error
        }
    }

    /// Calls expecting a refusal; returns the error.
    func refused(_ method: String, _ params: JSONObject = [:], sourceLocation: SourceLocation = #_sourceLocation) async -> ClientError? {
        do {
            let r = try await call(method, params, timeout: 30)
            Issue.record("\(method) unexpectedly succeeded: \(r)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// A plain controller made in code.
    func makeController(_ title: String, _ properties: JSONObject = [:]) async throws -> String {
        let r = try await ok("vc.create", ["class": "UIViewController", "title": .string(title), "properties": .object(properties)])
        return try #require(r["vc"]?.stringValue)
    }

    /// A new window whose root is a fresh plain controller; returns (window, root).
    func makeWindow(_ title: String) async throws -> (window: String, root: String) {
        let root = try await makeController(title)
        let r = try await ok("window.create", ["root": .string(root)])
        return (try #require(r["window"]?.stringValue), root)
    }
}

/// Collects notifications as the reader thread receives them (before any reply that follows).
final class NotificationLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [ServerNotification] = []

    init(_ c: ProsceniumConnection) {
        c.onNotification { [weak self] n in self?.append(n) }
    }

    func append(_ n: ServerNotification) {
        lock.lock()
        items.append(n)
        lock.unlock()
    }

    var all: [ServerNotification] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }

    var events: [ServerNotification] { all.filter(\.isEvent) }

    /// Forgets what was collected so far.
    func clear() {
        lock.lock()
        items.removeAll()
        lock.unlock()
    }

    /// Waits until `predicate` holds (at most `timeout` seconds).
    func wait(timeout: Double = 10, _ predicate: ([ServerNotification]) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if predicate(all) { return true }
            try? await Task.sleep(nanoseconds: 2_000_000)
        }
        return predicate(all)
    }
}

/// `name@vc` strings of events, for compact order assertions.
func trace(_ events: [ServerNotification]) -> [String] {
    events.compactMap { e in e.name.map { "\($0)@\(e.vc ?? "-")" } }
}

/// A trait that holds every successful answer of the embedded servers a test starts to its
/// method's declared result type (issue 38 point 3): each mismatch `ResultCheck` finds is an
/// issue of the test that caused it, whether or not the test ends with `finish()`.
struct ResultsChecked: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil || !test.isSuite else { return try await function() }
        let coverage = ResultCoverage()
        try await ResultCoverage.$current.withValue(coverage) { try await function() }
        for mismatch in coverage.mismatches { Issue.record(Comment(rawValue: mismatch)) }
    }
}

extension Trait where Self == ResultsChecked {
    /// Every answer of the test's embedded servers held to its declared result type.
    static var resultsChecked: ResultsChecked { ResultsChecked() }
}
