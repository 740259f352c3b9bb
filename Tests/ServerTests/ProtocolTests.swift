import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// The wire contract against the real server: framing, envelopes, error codes, roles,
/// pipelining (docs/protocol.md *Framing*, *Errors*).
@Suite("Protocol over the socket")
struct ProtocolTests {
    /// Sends raw lines and collects the answers that carry no id of ours.
    private func rawAnswers(_ server: any TestServer, _ lines: [String], expect count: Int) async throws -> [JSON] {
        let c = try server.connect()
        let box = NotificationLogJSON()
        c.onUnmatchedResponse = { box.append($0) }
        for l in lines { c.sendRaw(Array(l.utf8)) }
        _ = try await c.ok("ping")
        let ok = await box.wait(count: count)
        #expect(ok, "expected \(count) answers, got \(box.all)")
        return box.all
    }

    private func rawBytes(_ server: any TestServer, _ bytes: [UInt8]) async throws -> JSON {
        let c = try server.connect()
        let box = NotificationLogJSON()
        c.onUnmatchedResponse = { box.append($0) }
        c.sendRaw(bytes)
        _ = try await c.ok("ping")
        #expect(await box.wait(count: 1))
        return box.all.first ?? .null
    }

    @Test(arguments: ServerTransport.allCases) func pingHelloAndStats(_ transport: ServerTransport) async throws {
        let server = try transport.start()
        let c = try server.connect()
        #expect(try await c.ok("ping") == .object([:]))
        let hello = try await c.ok("hello", ["client": "tests"])
        #expect(hello["protocol"] == .number(1))
        #expect(hello["server"]?["name"] == .string("proscd"))
        let stats = try await c.ok("server.stats")
        for key in ["clients", "screens", "windows", "viewControllers", "transitionsCompleted", "eventsSent", "eventsDropped", "uptimeMs"] {
            #expect(stats[key]?.doubleValue != nil, "server.stats lacks \(key)")
        }
        #expect(stats["screens"]?.intValue == 1)
        #expect(stats["windows"]?.intValue == 1)
        #expect(server.stop() == 0)
    }

    @Test(arguments: ServerTransport.allCases) func malformedLinesGetPreciseErrorsAndTheConnectionSurvives(_ transport: ServerTransport) async throws {
        let server = try transport.start()
        let answers = try await rawAnswers(server, [
            "{not json\n",
            "[1,2]\n",
            "{\"jsonrpc\":\"2.0\",\"id\":7}\n",
            "{\"jsonrpc\":\"1.0\",\"id\":\"x\",\"method\":\"ping\"}\n",
            "\"just a string\"\n",
            "{\"jsonrpc\":\"2.0\",\"id\":\"m1\",\"method\":\"no.such\"}\n",
            "{\"jsonrpc\":\"2.0\",\"id\":\"m2\",\"method\":\"vc.get\",\"params\":{\"vc\":5}}\n",
            "{\"jsonrpc\":\"2.0\",\"id\":\"m3\",\"method\":\"vc.get\",\"params\":{\"vc\":\"vc999999\"}}\n",
        ], expect: 8)
        let codes = answers.map { $0["error"]?["code"]?.intValue ?? 0 }
        #expect(codes == [-32700, 0, -32600, -32600, -32600, -32601, -32602, -32001])
        // `[1,2]` is a JSON-RPC batch of two elements that are not requests: an array of two -32600.
        #expect(answers[1].arrayValue?.map { $0["error"]?["code"]?.intValue ?? 0 } == [-32600, -32600])
        #expect(answers[1].arrayValue?.allSatisfy { $0["id"] == .null } == true)
        #expect(answers[0]["id"] == .null)
        #expect(answers[2]["id"] == .number(7))
        #expect(answers[3]["id"] == .string("x"))
        #expect(answers[5]["id"] == .string("m1"))
        // Invalid UTF-8 is not JSON.
        let bad = try await rawBytes(server, [0xFF, 0xFE, 0x7B, 0x0A])
        #expect(bad["error"]?["code"] == .number(-32700))
        // The server and this connection are still fine.
        let c = try server.connect()
        #expect(try await c.ok("ping") == .object([:]))
        #expect(server.stop() == 0)
    }

    @Test(arguments: ServerTransport.allCases) func notificationsGetNoAnswer(_ transport: ServerTransport) async throws {
        let server = try transport.start()
        let c = try server.connect()
        let box = NotificationLogJSON()
        c.onUnmatchedResponse = { box.append($0) }
        c.notify("ping")
        c.sendRaw(Array("{\"jsonrpc\":\"2.0\",\"method\":\"no.such\"}\n".utf8))
        _ = try await c.ok("ping")
        #expect(box.all.isEmpty)
        #expect(server.stop() == 0)
    }

    @Test(arguments: ServerTransport.allCases) func overlongLineIsRefusedAndDiscardedUpToItsNewline(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--max-line-bytes", "65536"])
        let c = try server.connect()
        let box = NotificationLogJSON()
        c.onUnmatchedResponse = { box.append($0) }
        var big = Array("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"pad\":\"".utf8)
        big += Array(repeating: UInt8(ascii: "a"), count: 200_000)
        big += Array("\"}}\n".utf8)
        // Send it in pieces so the server sees it arrive over many reads.
        var offset = 0
        while offset < big.count {
            let end = min(big.count, offset + 7_919)
            c.sendRaw(Array(big[offset..<end]))
            offset = end
        }
        #expect(try await c.ok("ping") == .object([:]))
        #expect(await box.wait(count: 1))
        #expect(box.all.first?["error"]?["code"]?.intValue == -32011)
        let stats = try await c.ok("server.stats")
        #expect((stats["rssBytes"]?.intValue ?? 0) > 0)
        #expect(server.stop() == 0)
    }

    /// Issue 13 item 5: the default limit is 16 MiB, so that real storyboards fit in a line.
    @Test(arguments: ServerTransport.allCases) func aLineOverSixteenMebibytesByDefault(_ transport: ServerTransport) async throws {
        let server = try transport.start()
        let c = try server.connect()
        let box = NotificationLogJSON()
        c.onUnmatchedResponse = { box.append($0) }
        var big = Array("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"pad\":\"".utf8)
        big += Array(repeating: UInt8(ascii: "b"), count: (16 << 20) + 10)
        big += Array("\"}}\n".utf8)
        c.sendRaw(big)
        #expect(try await c.ok("ping") == .object([:]))
        #expect(await box.wait(count: 1))
        #expect(box.all.first?["error"]?["code"]?.intValue == -32011)
        #expect(box.all.first?["error"]?["data"]?["limit"]?.intValue == 16 << 20)
        #expect(server.stop() == 0)
    }

    /// Issue 13 item 5: a real-size storyboard (3.9 MB, 192 scenes, 311 segues) loads inline
    /// with the default settings, and its controllers can be used.
    @Test(arguments: ServerTransport.allCases) func aRealSizeStoryboardLoadsInlineWithTheDefaults(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--animation-speed", "0"])
        defer { server.stop() }
        let xml = SyntheticStoryboard.make()
        #expect(xml.utf8.count >= 3_900_000)
        let c = try server.connect()
        let loaded = try await c.ok("storyboard.load", ["name": "Big", "xml": .string(xml)])
        #expect(loaded["scenes"]?.arrayValue?.count == 192)
        #expect(loaded["segues"] == .number(311))
        #expect(loaded["warnings"]?.arrayValue?.isEmpty == true)
        let window = try await c.ok("window.create", ["storyboard": "Big"])
        let start = try #require(window["root"]?.stringValue)
        let top = try await c.ok("tree", ["window": .string(window["window"]?.stringValue ?? "")])
        let first = try #require(top["windows"]?.arrayValue?.first?["root"]?["children"]?.arrayValue?.first?["vc"]?.stringValue)
        let shown = try await c.ok("segue.perform", ["source": .string(first), "identifier": "segue0"])
        #expect(shown["destination"]?.stringValue != nil)
        #expect(start != first)
    }

    @Test(arguments: ServerTransport.allCases) func pipeliningAThousandRequests(_ transport: ServerTransport) async throws {
        let server = try transport.start()
        let c = try server.connect()
        let results = ResultBox()
        for i in 0..<1000 {
            let method = i % 2 == 0 ? "ping" : "screen.list"
            c.send(method) { results.add(i, $0) }
        }
        #expect(await results.wait(count: 1000))
        #expect(results.failures == 0)
        #expect(server.stop() == 0)
    }

    @Test(arguments: ServerTransport.allCases) func observerMayQueryButNotMutate(_ transport: ServerTransport) async throws {
        let server = try transport.start()
        let c = try server.connect()
        _ = try await c.ok("hello", ["client": "watcher", "role": "observer"])
        _ = try await c.ok("tree")
        _ = try await c.ok("window.list")
        _ = try await c.ok("events.subscribe")
        let e = await c.refused("vc.create", ["class": "UIViewController"])
        #expect(e?.code == -32010)
        let e2 = await c.refused("server.shutdown")
        #expect(e2?.code == -32010)
        #expect(server.stop() == 0)
    }

    @Test(arguments: ServerTransport.allCases) func unknownMethodAndBadParams(_ transport: ServerTransport) async throws {
        let server = try transport.start()
        let c = try server.connect()
        #expect(await c.refused("vc.fly")?.code == -32601)
        #expect(await c.refused("vc.present", ["presenter": "vc1"])?.code == -32602)
        #expect(await c.refused("vc.present", ["presenter": 3, "vc": "vc2"])?.code == -32602)
        #expect(await c.refused("window.get", ["window": "w77"])?.code == -32001)
        #expect(await c.refused("storyboard.load", ["path": "/etc/passwd"])?.code == -32010)
        let sb = await c.refused("storyboard.load", ["name": "Broken", "xml": "<document><scenes>"])
        #expect(sb?.code == -32012)
        #expect(sb?.data?["line"] != nil)
        #expect(sb?.data?["file"] != nil)
        #expect(server.stop() == 0)
    }
}

/// Collects raw JSON answers.
final class NotificationLogJSON: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [JSON] = []
    func append(_ j: JSON) { lock.lock(); items.append(j); lock.unlock() }
    var all: [JSON] { lock.lock(); defer { lock.unlock() }; return items }
    func wait(count: Int, timeout: Double = 10) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if all.count >= count { return true }
            try? await Task.sleep(nanoseconds: 2_000_000)
        }
        return all.count >= count
    }
}

/// Counts completions of pipelined calls, remembering their order and outcomes.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private var completed: [(index: Int, result: Result<JSON, ClientError>)] = []
    private(set) var failures = 0
    func add(_ i: Int, _ r: Result<JSON, ClientError>) {
        lock.lock()
        done += 1
        completed.append((i, r))
        if case .failure = r { failures += 1 }
        lock.unlock()
    }
    /// The indices in completion order.
    var order: [Int] { lock.lock(); defer { lock.unlock() }; return completed.map(\.index) }
    /// Every completion, for failure messages.
    var all: [(index: Int, result: Result<JSON, ClientError>)] { lock.lock(); defer { lock.unlock() }; return completed }
    var count: Int { lock.lock(); defer { lock.unlock() }; return done }
    func wait(count: Int, timeout: Double = 30) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if self.count >= count { return true }
            try? await Task.sleep(nanoseconds: 2_000_000)
        }
        return self.count >= count
    }
}
