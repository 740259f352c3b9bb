import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 17: what a read of many pipelined requests produces is written while the server still
/// works on the rest once it has waited `writeCoalescingMicros`, each later early write of the
/// read waiting twice as long (`WriteBatch.writeIfDue`), not only when the read is done. Only where the output is cut into writes may change: the bytes,
/// their order and flow control stay the same.
@Suite("Write coalescing")
struct WriteCoalescingTests {
    static func request(_ id: Int, _ method: String, _ params: String) -> String {
        "{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"\(method)\",\"params\":\(params)}\n"
    }

    /// A subscribed connection with a window (a navigation controller over one child) and a
    /// free controller; returns the burst of `pairs` unanimated present/dismiss pairs to send
    /// in one write, ids 100 on, and the connection.
    static func prepared(_ server: EmbeddedServer, pairs: Int) throws -> (EmbeddedConnection, String) {
        let c = server.openConnection()
        server.writeInbound(request(1, "vc.create", #"{"class":"UIViewController"}"#), on: c)
        let child = try #require(try server.readOutboundJSON(on: c).first?["result"]?["vc"]?.stringValue)
        server.writeInbound(request(2, "vc.create", #"{"class":"UIViewController","properties":{"definesPresentationContext":true}}"#), on: c)
        let vc = try #require(try server.readOutboundJSON(on: c).first?["result"]?["vc"]?.stringValue)
        server.writeInbound(request(3, "vc.create", #"{"class":"UINavigationController","children":["\#(child)"]}"#), on: c)
        let nav = try #require(try server.readOutboundJSON(on: c).first?["result"]?["vc"]?.stringValue)
        server.writeInbound(request(4, "window.create", #"{"root":"\#(nav)"}"#), on: c)
        _ = server.readOutbound(on: c)
        server.writeInbound(request(5, "events.subscribe", #"{"names":["viewWillAppear","viewDidAppear","presentationCompleted","dismissalCompleted"]}"#), on: c)
        _ = server.readOutbound(on: c)
        var burst = ""
        for i in 0..<pairs {
            burst += request(100 + 2 * i, "vc.present", #"{"presenter":"\#(nav)","vc":"\#(vc)","animated":false}"#)
            burst += request(101 + 2 * i, "vc.dismiss", #"{"vc":"\#(vc)","animated":false}"#)
        }
        return (c, burst)
    }

    /// The lines a burst produced, and how the server cut them into writes.
    static func run(_ arguments: [String], tickMicros: Double = 0, pairs: Int = 8) throws -> (lines: [String], writes: [Int]) {
        let server = try EmbeddedServer(arguments: ["--animation-speed", "0"] + arguments)
        let (c, burst) = try prepared(server, pairs: pairs)
        let before = server.linesPerWrite(on: c).count
        server.clockTicksOnEveryRead(byMicros: tickMicros)
        server.writeInbound(burst, on: c)
        let lines = server.readOutbound(on: c)
        let writes = Array(server.linesPerWrite(on: c)[before...])
        server.clockTicksOnEveryRead(byMicros: 0)
        try server.finish()
        return (lines, writes)
    }

    /// Replies' ids in the order written; events carry none.
    static func replyIDs(_ lines: [String]) throws -> [Int] {
        try lines.compactMap { try JSONParser.parse(Array($0.utf8))["id"]?.intValue }
    }

    @Test func whileTheClockStandsStillAReadOfManyRequestsIsOneWrite() throws {
        let (lines, writes) = try Self.run([])
        #expect(writes == [lines.count])
        #expect(try Self.replyIDs(lines) == Array(100..<116))
    }

    @Test func withCoalescingZeroEachRequestsOutputIsWrittenBeforeTheNextRuns() throws {
        let (lines, writes) = try Self.run(["--write-coalescing-micros", "0"])
        #expect(writes.count == 16, "one write per request: \(writes)")
        #expect(writes.reduce(0, +) == lines.count)
        // Each write is one request's events and then its reply.
        var start = 0
        for (i, n) in writes.enumerated() {
            let ids = try Self.replyIDs(Array(lines[start..<(start + n)]))
            #expect(ids == [100 + i], "write \(i)")
            start += n
        }
    }

    /// How many replies each write carried.
    static func repliesPerWrite(_ lines: [String], _ writes: [Int]) throws -> [Int] {
        var start = 0
        return try writes.map { n in
            defer { start += n }
            return try replyIDs(Array(lines[start..<(start + n)])).count
        }
    }

    @Test func gatheredOutputIsWrittenOnceItHasWaitedAndEachLaterWriteWaitsTwiceAsLong() throws {
        // The clock moves 4 µs each time it is read (at least once per request): by the third
        // request what the first ones produced has waited 10 µs and is written; the next early
        // write waits 20 µs, then 40, … so the writes grow while the read goes on.
        let (lines, writes) = try Self.run(["--write-coalescing-micros", "10"], tickMicros: 4, pairs: 32)
        let replies = try Self.repliesPerWrite(lines, writes)
        #expect(writes.reduce(0, +) == lines.count)
        #expect(replies.reduce(0, +) == 64)
        #expect((1...3).contains(replies[0]), "the first write: \(replies)")
        let early = replies.dropLast()
        #expect(early.count >= 2, "\(replies)")
        #expect(zip(early, early.dropFirst()).allSatisfy { $0 <= $1 }, "early writes grow: \(replies)")
        // Waits of 10, 20, 40, 80 … µs over at least 256 µs of work: a handful of writes, where a
        // fixed 10 µs would have made one every two or three requests.
        #expect(writes.count <= 7, "\(replies)")
    }

    @Test(arguments: [[String]](arrayLiteral: ["--write-coalescing-micros", "0"], ["--write-coalescing-micros", "10"]))
    func theBytesAndTheirOrderDoNotDependOnWhereTheyAreCut(_ arguments: [String]) throws {
        let whole = try Self.run(["--write-coalescing-micros", "1000000"], tickMicros: 4)
        let cut = try Self.run(arguments, tickMicros: 4)
        #expect(whole.writes.count == 1)
        #expect(cut.writes.count > 1)
        // Events carry the clock's time, which the ticking clock moves with every reading.
        let a = whole.lines.map(Self.withoutTime), b = cut.lines.map(Self.withoutTime)
        #expect(a.count == b.count)
        let firstDifference = (0..<min(a.count, b.count)).first { a[$0] != b[$0] }
        #expect(firstDifference == nil, "line \(firstDifference ?? -1): \(firstDifference.map { a[$0] } ?? "") ≠ \(firstDifference.map { b[$0] } ?? "")")
    }

    static func withoutTime(_ line: String) -> String {
        line.replacingOccurrences(of: #""time":[0-9.e+-]+,"#, with: "", options: .regularExpression)
    }

    @Test func writingEarlyKeepsFlowControlWithAPendingRequestLimit() throws {
        // Over the limit of pending requests the connection stops reading and keeps the rest of
        // the read; every request is still answered, once, in order.
        let (lines, writes) = try Self.run(["--write-coalescing-micros", "0", "--max-pending-requests", "1"], pairs: 20)
        #expect(try Self.replyIDs(lines) == Array(100..<140))
        #expect(writes.count > 1)
        #expect(writes.reduce(0, +) == lines.count)
    }

    @Test func theOptionRefusesANegativeTime() {
        #expect(throws: (any Error).self) {
            _ = try EmbeddedServer(arguments: ["--write-coalescing-micros", "-1"])
        }
    }
}
