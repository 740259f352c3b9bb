import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 13 item 3: JSON-RPC 2.0 batches exactly as the specification says (§6, and §7's
/// examples): an array of the responses, none for notifications, nothing at all for a batch of
/// notifications, one -32600 for `[]`, one -32600 per element that is no request, one -32700
/// for a batch that is not JSON; each element runs as its own request, in order.
@Suite("JSON-RPC batches")
struct BatchTests {
    /// Raw lines to a server over either transport.
    final class RawClient: @unchecked Sendable {
        let send: (String) -> Void
        let next: () -> String?
        let close: () -> Void
        init(send: @escaping (String) -> Void, next: @escaping () -> String?, close: @escaping () -> Void) {
            self.send = send
            self.next = next
            self.close = close
        }

        static func start(_ transport: ServerTransport, _ arguments: [String] = []) throws -> RawClient {
            switch transport {
            case .live:
                let server = try ServerProcess(arguments: arguments)
                let socket = try LineSocket(path: server.socketPath)
                return RawClient(send: { socket.sendLine($0) }, next: { socket.readLine(timeout: 10) }, close: { server.stop() })
            case .embedded:
                let server = try EmbeddedServer(arguments: arguments)
                let c = server.openConnection()
                var waiting: [String] = []
                return RawClient(send: { server.writeInbound($0 + "\n", on: c) }, next: {
                    waiting += server.readOutbound(on: c)
                    return waiting.isEmpty ? nil : waiting.removeFirst()
                }, close: { server.shutdown() })
            }
        }

        /// The next line, parsed.
        func answer() throws -> JSON {
            let line = try #require(next())
            return try JSONParser.parse(Array(line.utf8))
        }
    }

    static func ids(_ answer: JSON) -> [JSON] { (answer.arrayValue ?? []).map { $0["id"] ?? .string("missing") } }
    static func codes(_ answer: JSON) -> [Int] { (answer.arrayValue ?? []).map { $0["error"]?["code"]?.intValue ?? 0 } }

    @Test(arguments: ServerTransport.allCases)
    func aMixedBatchIsAnsweredWithOneArrayOfItsResponses(_ transport: ServerTransport) throws {
        let client = try RawClient.start(transport)
        defer { client.close() }
        client.send("""
            [{"jsonrpc":"2.0","method":"ping","id":"1"},{"jsonrpc":"2.0","method":"ping"},\
            {"jsonrpc":"2.0","method":"subtract","params":[42,23],"id":"2"},{"foo":"boo"},\
            {"jsonrpc":"2.0","method":"window.get","params":{"window":"w1"},"id":"5"},\
            {"jsonrpc":"2.0","method":"vc.get","params":{"vc":12},"id":9007199254740993}]
            """)
        let line = try #require(client.next())
        #expect(line.contains(#"{"jsonrpc":"2.0","id":9007199254740993,"error":"#), "the id is echoed with its characters: \(line)")
        let answer = try JSONParser.parse(Array(line.utf8))
        #expect(Self.ids(answer).prefix(4) == [.string("1"), .string("2"), .null, .string("5")])
        #expect(Self.codes(answer) == [0, -32601, -32600, 0, -32602])
        #expect(answer.arrayValue?[3]["result"]?["window"] == .string("w1"))
        client.send(#"{"jsonrpc":"2.0","method":"ping","id":"after"}"#)
        #expect(try client.answer()["id"] == .string("after"), "nothing else was written")
    }

    @Test(arguments: ServerTransport.allCases)
    func theSpecificationsEdgeCases(_ transport: ServerTransport) throws {
        let client = try RawClient.start(transport)
        defer { client.close() }
        // `[]`: one -32600 object, not an array.
        client.send("[]")
        let empty = try client.answer()
        #expect(empty["error"]?["code"] == .number(-32600))
        #expect(empty["id"] == .null)
        // `[1]` and `[1,2,3]`: an array with one -32600 per element.
        client.send("[1]")
        #expect(Self.codes(try client.answer()) == [-32600])
        client.send("[1,2,3]")
        let three = try client.answer()
        #expect(Self.codes(three) == [-32600, -32600, -32600])
        #expect(Self.ids(three) == [.null, .null, .null])
        // A batch that is not JSON: one -32700.
        client.send(#"[{"jsonrpc":"2.0","method":"ping","id":"1"},{"jsonrpc":"2.0","method"]"#)
        let broken = try client.answer()
        #expect(broken["error"]?["code"] == .number(-32700))
        // Only notifications: nothing at all (the next answer is the ping's).
        client.send(#"[{"jsonrpc":"2.0","method":"ping"},{"jsonrpc":"2.0","method":"tree"}]"#)
        client.send(#"{"jsonrpc":"2.0","method":"ping","id":"after"}"#)
        #expect(try client.answer()["id"] == .string("after"))
    }

    @Test(arguments: ServerTransport.allCases)
    func aBatchOverMaxPendingRequestsIsRefusedWholeAndNothingRuns(_ transport: ServerTransport) throws {
        let client = try RawClient.start(transport, ["--max-pending-requests", "3"])
        defer { client.close() }
        let create = #"{"jsonrpc":"2.0","method":"vc.create","params":{"class":"UIViewController"},"id":1}"#
        client.send("[" + Array(repeating: create, count: 4).joined(separator: ",") + "]")
        let refused = try client.answer()
        #expect(refused["error"]?["code"] == .number(-32011))
        client.send(#"{"jsonrpc":"2.0","method":"server.stats","id":2}"#)
        let stats = try client.answer()
        #expect(stats["result"]?["viewControllers"] != nil)
        client.send("[" + Array(repeating: create, count: 3).joined(separator: ",") + "]")
        #expect(try client.answer().arrayValue?.count == 3)
    }

    /// Elements run in order, mutations in their windows' queues as usual: an animated
    /// presentation's events come as they happen, and the array is written when the last
    /// element completes.
    @Test func theArrayIsWrittenWhenTheLastElementCompletes() throws {
        let server = try EmbeddedServer(arguments: ["--animation-speed", "1", "--ios", "12"])
        let c = server.openConnection()
        server.writeInbound(#"{"jsonrpc":"2.0","id":1,"method":"window.create","params":{"storyboard":"Main","identifier":"Detail"}}"# + "\n", on: c)
        let root = try #require(try server.readOutboundJSON(on: c).first?["result"]?["root"]?.stringValue)
        server.writeInbound(#"{"jsonrpc":"2.0","id":2,"method":"vc.create","params":{"class":"UIViewController"}}"# + "\n", on: c)
        let vc = try #require(try server.readOutboundJSON(on: c).first?["result"]?["vc"]?.stringValue)
        server.writeInbound(#"{"jsonrpc":"2.0","id":3,"method":"events.subscribe","params":{"names":["viewDidAppear"]}}"# + "\n", on: c)
        _ = server.readOutbound(on: c)
        server.writeInbound("""
            [{"jsonrpc":"2.0","id":"p","method":"vc.present","params":{"presenter":"\(root)","vc":"\(vc)"}},\
            {"jsonrpc":"2.0","id":"q","method":"ping"},{"jsonrpc":"2.0","id":"d","method":"vc.dismiss","params":{"vc":"\(vc)"}}]

            """, on: c)
        #expect(server.readOutbound(on: c).isEmpty, "the ping's answer waits in the array")
        server.advanceTime(by: 0.5)
        let afterPresent = try server.readOutboundJSON(on: c)
        #expect(afterPresent.count == 1 && afterPresent.first?["params"]?["vc"] == .string(vc), "\(afterPresent)")
        server.advanceTime(by: 0.5)
        let lines = try server.readOutboundJSON(on: c)
        #expect(lines.count == 2)
        #expect(lines.first?["params"]?["name"] == .string("viewDidAppear"))
        #expect(Self.ids(lines.last ?? .null) == [.string("p"), .string("q"), .string("d")])
        #expect(Self.codes(lines.last ?? .null) == [0, 0, 0])
        try server.finish()
    }
}
