import ProsceniumClient
import ProsceniumTesting
import Synchronization
import Testing
import WireProtocol

/// A call whose line is over the server's `maxLineBytes` fails with the server's -32011: the
/// server answers such a line with `id: null` (it never read the id; protocol.md, *Line
/// limit*), so the connection gives that answer to the waiting call whose line it was, by its
/// length, instead of leaving the call waiting for an answer that never comes.
@Suite("Client library: calls over the server's line limit")
struct LineLimitTests {
    static func pad(_ count: Int) -> JSONObject { ["pad": .string(String(repeating: "z", count: count))] }

    @Test(arguments: ServerTransport.allCases) func aCallOverTheLimitFailsWithTheServersLimitAndTheConnectionGoesOn(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--max-line-bytes", "4096"])
        let c = try server.connect()
        let unmatched = Lines()
        c.onUnmatchedResponse = { line in unmatched.all.withLock { $0.append(line) } }
        do {
            // A timeout here is the old behaviour: the id-null answer matched no call.
            _ = try await c.call("ping", Self.pad(5000), timeout: 30)
            Issue.record("a line over the limit was answered")
        } catch {
            #expect(error.kind == .server && error.code == -32011, "\(error)")
            #expect(error.data?["limit"]?.intValue == 4096)
            #expect((5000..<5100).contains(error.data?["bytes"]?.intValue ?? 0), "\(error)")
        }
        #expect(try await c.call("ping", Self.pad(3000), timeout: 30) == .object([:]))
        #expect(unmatched.all.withLock { $0 }.isEmpty)
        try server.finish()
    }

    /// Calls sent side by side, in whatever order their tasks run: each over-limit call gets
    /// the answer of its own line (told apart by the length the server reports), and the call
    /// among them its own result.
    @Test(arguments: ServerTransport.allCases) func callsSentTogetherEachGetTheirOwnAnswer(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--max-line-bytes", "4096"])
        let c = try server.connect()
        let pads = [6000, 100, 5000, 7000]
        let results = await withTaskGroup(of: (Int, Result<JSON, ClientError>).self) { group in
            for (i, pad) in pads.enumerated() {
                group.addTask {
                    do throws(ClientError) {
                        return (i, .success(try await c.call("ping", Self.pad(pad), timeout: 30)))
                    } catch {
                        return (i, .failure(error))
                    }
                }
            }
            var out: [Int: Result<JSON, ClientError>] = [:]
            for await (i, r) in group { out[i] = r }
            return out
        }
        for (i, pad) in pads.enumerated() {
            switch results[i] {
            case .success(let r):
                #expect(pad < 4000 && r == .object([:]), "call \(i)")
            case .failure(let e):
                #expect(pad > 4096 && e.code == -32011, "call \(i): \(e)")
                #expect((pad..<pad + 100).contains(e.data?["bytes"]?.intValue ?? 0), "call \(i) got another line's answer: \(e)")
            case nil:
                Issue.record("call \(i) has no outcome")
            }
        }
        try server.finish()
    }

    /// The answer goes to the call whose line has the length it reports, not merely the
    /// oldest over the limit (two tasks' lines may reach the socket in either order); an
    /// answer no waiting call's line fits is nobody's call.
    @Test func theAnswerGoesToTheCallWhoseLineHasItsLength() async throws {
        let channel = ScriptedChannel()
        let c = ProsceniumConnection(channel: channel, name: "scripted")
        let unmatched = Lines()
        c.onUnmatchedResponse = { line in unmatched.all.withLock { $0.append(line) } }
        let outcomes = Failures()
        for (i, pad) in [6000, 5000].enumerated() {
            c.send("ping", Self.pad(pad)) { result in
                if case .failure(let e) = result { outcomes.byCall.withLock { $0[i] = e } }
            }
        }
        let lengths = channel.sent.withLock { $0.map { $0.count - 1 } }
        #expect(lengths.count == 2)
        func tooLong(limit: Int, bytes: Int) {
            channel.deliver(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32011,"message":"too long","data":{"limit":\#(limit),"bytes":\#(bytes)}}}"# + "\n")
        }
        tooLong(limit: 4096, bytes: lengths[1])
        #expect(outcomes.byCall.withLock { $0.keys.sorted() } == [1], "the newer call's line has that length")
        #expect(outcomes.byCall.withLock { $0[1]?.data?["bytes"]?.intValue } == lengths[1])
        tooLong(limit: 10_000, bytes: 12_000)
        #expect(outcomes.byCall.withLock { $0.keys.sorted() } == [1], "no waiting line is over 10,000 bytes")
        #expect(unmatched.all.withLock { $0.count } == 1)
        tooLong(limit: 4096, bytes: lengths[0])
        #expect(outcomes.byCall.withLock { $0.keys.sorted() } == [0, 1])
        c.close()
    }
}

/// What a test collects from the connection's reader thread.
private final class Lines: Sendable {
    let all = Mutex<[JSON]>([])
}

/// The calls that failed, by their index in the test.
private final class Failures: Sendable {
    let byCall = Mutex<[Int: ClientError]>([:])
}

/// A channel whose server is the test: it keeps what the client sends and delivers the lines
/// the test writes, as a reader would.
private final class ScriptedChannel: ByteChannel {
    let sent = Mutex<[[UInt8]]>([])
    private let receiver = Mutex<(@Sendable ([UInt8]) -> Void)?>(nil)

    func send(_ bytes: [UInt8]) -> Bool {
        sent.withLock { $0.append(bytes) }
        return true
    }
    func shutdownSending() {}
    func close() {}
    func startReceiving(onData: @escaping @Sendable ([UInt8]) -> Void, onEnd: @escaping @Sendable () -> Void) {
        receiver.withLock { $0 = onData }
    }
    func deliver(_ line: String) {
        receiver.withLock { $0 }?(Array(line.utf8))
    }
}
