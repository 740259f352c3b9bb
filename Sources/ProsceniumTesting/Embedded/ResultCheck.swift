import Foundation
import WireProtocol

/// The embedded server's check of every answer it writes (issue 38 point 3): it reads the
/// requests each connection sends (batches too) and the responses the server writes back, and
/// holds each successful result to the declared `ResultType` of the method asked
/// (`ResultType.mismatches(in:)`). A mismatch is kept, and `EmbeddedServer.finish()` fails with
/// it; the methods whose answers were checked, and the mismatches, also go to the
/// `ResultCoverage` of the task that started the server, when there is one.
///
/// Touched under the embedded server's lock only.
final class ResultCheck {
    /// What each connection sent or received since the last newline.
    private var partialSent: [EmbeddedConnection: [UInt8]] = [:]
    private var partialReceived: [EmbeddedConnection: [UInt8]] = [:]
    /// The methods of the requests waiting for their answer, by connection and id (the id's
    /// JSON text; a list, for a client that reuses an id).
    private var asked: [EmbeddedConnection: [String: [String]]] = [:]
    private(set) var mismatches: [String] = []
    private(set) var methodsChecked: Set<String> = []
    private let coverage: ResultCoverage?

    init(coverage: ResultCoverage?) { self.coverage = coverage }

    /// Bytes a client sent on `c`.
    func sent(_ bytes: [UInt8], on c: EmbeddedConnection) {
        for line in lines(bytes, &partialSent[c, default: []]) {
            guard let message = try? JSONParser.parse(line, maxDepth: 64) else { continue }
            for request in message.arrayValue ?? [message] {
                guard let method = request["method"]?.stringValue, let id = request["id"], !id.isNull else { continue }
                asked[c, default: [:]][id.description, default: []].append(method)
            }
        }
    }

    /// Bytes the server wrote to `c` that its client has now read.
    func received(_ bytes: [UInt8], on c: EmbeddedConnection) {
        for line in lines(bytes, &partialReceived[c, default: []]) {
            // Events and request reports are most of a subscriber's lines: only responses are parsed.
            guard line.starts(with: Array(#"{"jsonrpc":"2.0","id":"#.utf8)) || line.first == UInt8(ascii: "[") else { continue }
            guard let message = try? JSONParser.parse(line, maxDepth: 100_000) else { continue }
            for response in message.arrayValue ?? [message] {
                guard let id = response["id"], !id.isNull else { continue }
                let key = id.description
                guard var methods = asked[c]?[key], !methods.isEmpty else { continue }
                let method = methods.removeFirst()
                asked[c]?[key] = methods.isEmpty ? nil : methods
                guard let result = response["result"], let descriptor = MethodTable.descriptor(named: method) else { continue }
                methodsChecked.insert(method)
                let found = descriptor.returns.mismatches(in: result).map { "\(method) (id \(key)) answered off its \(descriptor.returns.name): \($0)" }
                mismatches += found
                coverage?.record(method, found)
            }
        }
    }

    /// Forgets a connection the server has closed.
    func forget(_ c: EmbeddedConnection) {
        partialSent[c] = nil
        partialReceived[c] = nil
        asked[c] = nil
    }

    /// The complete lines of `partial` + `bytes`; what follows the last newline stays in `partial`.
    private func lines(_ bytes: [UInt8], _ partial: inout [UInt8]) -> [[UInt8]] {
        guard !bytes.isEmpty else { return [] }
        partial += bytes
        var out: [[UInt8]] = []
        var start = 0
        while let nl = partial[start...].firstIndex(of: UInt8(ascii: "\n")) {
            if nl > start { out.append(Array(partial[start..<nl])) }
            start = nl + 1
        }
        partial.removeFirst(start)
        return out
    }
}

/// The methods whose answers embedded servers checked against their declared result types, and
/// the mismatches found, gathered over every embedded server started while it is the task's
/// `current` (`ResultCoverage.$current.withValue(coverage) { … }`): for a test that fails when
/// some method's answer was never checked.
public final class ResultCoverage: @unchecked Sendable {
    // @unchecked: its state is touched under `lock`.
    /// The coverage the embedded servers started by the current task report to.
    @TaskLocal public static var current: ResultCoverage?

    private let lock = NSLock()
    private var checked: Set<String> = []
    private var found: [String] = []

    public init() {}

    /// The methods with at least one answer checked.
    public var methods: Set<String> { lock.withLock { checked } }
    /// Every mismatch found, as `EmbeddedServer.finish()` reports it.
    public var mismatches: [String] { lock.withLock { found } }

    func record(_ method: String, _ mismatches: [String]) {
        lock.withLock {
            checked.insert(method)
            found += mismatches
        }
    }
}
