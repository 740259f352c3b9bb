import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// Issue 7 item 3: every limit and timeout of docs/configuration.md, enforced by the real proscd.
@Suite("Limits and timeouts")
struct LimitsTests {
    /// Sends an animated presentation (0.5 s) then a `ping` on one connection; returns the
    /// order in which their answers came back.
    private func answerOrder(_ transport: ServerTransport, maxPending: [String]) async throws -> [String] {
        let server = try transport.start(maxPending)
        defer { server.stop() }
        let c = try server.connect()
        let (_, root) = try await c.makeWindow("Root")
        let sheet = try await c.makeController("Sheet")
        let order = OrderLog()
        let both = LockedCount()
        c.send("vc.present", ["presenter": .string(root), "vc": .string(sheet), "animated": true]) { _ in order.add("present"); both.set(both.value + 1) }
        c.send("ping") { _ in order.add("ping"); both.set(both.value + 1) }
        #expect(await both.wait(2, timeout: 20))
        return order.all
    }

    @Test(arguments: ServerTransport.allCases) func pendingRequestsBeyondTheLimitStopReadingTheConnection(_ transport: ServerTransport) async throws {
        // With one request allowed in flight the ping is not even read before the
        // presentation's answer; with the default limit it overtakes it.
        #expect(try await answerOrder(transport, maxPending: ["--max-pending-requests", "1"]) == ["present", "ping"])
        #expect(try await answerOrder(transport, maxPending: []) == ["ping", "present"])
    }

    @Test(arguments: ServerTransport.allCases) func controllersPerWindowOverTheLimitGetLimitExceeded(_ transport: ServerTransport) async throws {
        // No demo window: its five controllers are over this limit (the server would refuse to start).
        let server = try transport.start(["--max-controllers-per-window", "3", "--animation-speed", "0"],
                                       useDemoStoryboards: false)
        defer { server.stop() }
        let c = try server.connect()
        let (window, root) = try await c.makeWindow("Root")
        let a = try await c.makeController("A")
        let b = try await c.makeController("B")
        let d = try await c.makeController("D")
        _ = try await c.ok("vc.present", ["presenter": .string(root), "vc": .string(a), "animated": false])
        _ = try await c.ok("vc.present", ["presenter": .string(a), "vc": .string(b), "animated": false])
        let error = await c.refused("vc.present", ["presenter": .string(b), "vc": .string(d), "animated": false])
        #expect(error?.code == -32011)
        #expect(error?.message.contains("would exceed 3 controllers") == true, "\(String(describing: error))")
        let tree = try await c.ok("tree", ["window": .string(window)])
        #expect(tree.description.contains(d) == false, "the refused controller must not be in the window")
    }

    @Test(arguments: ServerTransport.allCases) func windowsOverTheLimitGetLimitExceeded(_ transport: ServerTransport) async throws {
        // w1 (the main storyboard's window) counts.
        let server = try transport.start(["--max-windows", "2"])
        defer { server.stop() }
        let c = try server.connect()
        _ = try await c.makeWindow("Second")
        let root = try await c.makeController("Third")
        let error = await c.refused("window.create", ["root": .string(root)])
        #expect(error?.code == -32011)
        #expect(error?.message.contains("at most 2 windows") == true, "\(String(describing: error))")
        #expect(try await c.ok("window.list")["windows"]?.arrayValue?.count == 2)
    }

    @Test(arguments: ServerTransport.allCases) func subscriptionsPerConnectionOverTheLimitGetLimitExceeded(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--max-subscriptions", "2"])
        defer { server.stop() }
        let c = try server.connect()
        _ = try await c.ok("events.subscribe")
        _ = try await c.ok("events.subscribe")
        let error = await c.refused("events.subscribe")
        #expect(error?.code == -32011)
        #expect(error?.message.contains("maxSubscriptions") == true)
        // The limit is per connection.
        _ = try await server.connect().ok("events.subscribe")
    }

    @Test(arguments: ServerTransport.allCases) func requireHelloRefusesOtherMethodsBeforeHello(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--require-hello"])
        defer { server.stop() }
        let c = try server.connect()
        let error = await c.refused("ping")
        #expect(error?.code == -32010)
        #expect(error?.message.contains("requires hello") == true)
        _ = try await c.ok("hello", ["client": "limits"])
        _ = try await c.ok("ping")
    }

    // MARK: - The watchdog's timeouts, on the embedded server's manual clock
    //
    // One watchdog sweep closes every connection that has overstayed, ticking every quarter of
    // the shortest timeout (docs/configuration.md, docs/reliability.md (c)). A connection
    // overstays once *more* than the timeout has passed, so it is closed by the first sweep
    // after that moment, with one -32011 line naming the option. Each test below starts its
    // clocks on a sweep, so the timeout ends on a sweep that must still spare the connection,
    // and the next sweep is the exact moment of the close.

    /// A request line with its newline.
    static func request(_ id: Int, _ method: String, _ params: String = "{}") -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"# + "\n"
    }

    /// The line a connection closed by the watchdog gets.
    static func closing(_ message: String) -> String {
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32011,"message":"\#(message)"}}"#
    }

    @Test func helloTimeoutClosesASilentConnectionAtTheFirstSweepPastItsDeadline() throws {
        // 0.4 s: sweeps every 0.1 s. The silent connection is accepted at 0.1 s: at 0.5 s it
        // has been silent exactly 0.4 s (not more), at 0.6 s it is closed.
        let server = try EmbeddedServer(arguments: ["--hello-timeout", "0.4"])
        let polite = server.openConnection()
        server.writeInbound(Self.request(1, "hello", #"{"client":"polite"}"#), on: polite)
        #expect(try server.readOutboundJSON(on: polite).first?["result"] != nil)
        server.advanceTime(to: 0.1)
        let silent = server.openConnection()
        server.advanceTime(to: 0.5)
        #expect(!server.isClosed(silent), "exactly helloTimeout after acceptance: not more")
        server.advanceTime(to: 0.599)
        #expect(!server.isClosed(silent))
        #expect(server.readOutbound(on: silent).isEmpty)
        server.advanceTime(to: 0.6)
        #expect(server.isClosed(silent))
        #expect(server.readOutbound(on: silent) == [Self.closing("no hello within 0.4 s (helloTimeout); closing")])
        // The connection that said hello stays, however long.
        server.advanceTime(to: 5)
        server.writeInbound(Self.request(2, "ping"), on: polite)
        #expect(server.readOutbound(on: polite) == [#"{"jsonrpc":"2.0","id":2,"result":{}}"#])
        try server.finish()
    }

    @Test func idleTimeoutClosesAConnectionAtTheFirstSweepPastTwoSecondsWithoutALine() throws {
        // 2 s: sweeps every 0.5 s. Opened at 0: `idle` never sends; `late` sends one line at
        // 1.5 s (its clock restarts); `busy` pings every 0.5 s; `waiting` sends an animated
        // presentation at 0 that takes 2.75 s (--animation-speed 5.5), and is not idle while
        // its reply is owed.
        let server = try EmbeddedServer(arguments: ["--idle-timeout", "2", "--animation-speed", "5.5"])
        let idle = server.openConnection(), late = server.openConnection()
        let busy = server.openConnection(), waiting = server.openConnection()
        server.writeInbound(Self.request(1, "vc.create", #"{"class":"UIViewController","title":"Root"}"#), on: waiting)
        let root = try #require(try server.readOutboundJSON(on: waiting).first?["result"]?["vc"]?.stringValue)
        server.writeInbound(Self.request(2, "window.create", #"{"root":"\#(root)"}"#)
                            + Self.request(3, "vc.create", #"{"class":"UIViewController","title":"Sheet"}"#), on: waiting)
        let sheet = try #require(try server.readOutboundJSON(on: waiting).last?["result"]?["vc"]?.stringValue)
        server.writeInbound(Self.request(4, "vc.present", #"{"presenter":"\#(root)","vc":"\#(sheet)"}"#), on: waiting)
        var pings = 0
        /// Moves to `t`, `busy` pinging every 0.5 s on the way (a quarter past each sweep).
        func run(to t: Double) {
            while 0.25 + Double(pings) * 0.5 <= t {
                server.advanceTime(to: 0.25 + Double(pings) * 0.5)
                pings += 1
                server.writeInbound(Self.request(100 + pings, "ping"), on: busy)
            }
            server.advanceTime(to: t)
        }
        run(to: 1.5)
        server.writeInbound(Self.request(5, "ping"), on: late)
        #expect(server.readOutbound(on: late).count == 1)
        run(to: 2.0)
        #expect(!server.isClosed(idle), "exactly idleTimeout without a line: not more")
        run(to: 2.499)
        #expect(!server.isClosed(idle))
        run(to: 2.5)
        #expect(server.isClosed(idle))
        #expect(server.readOutbound(on: idle) == [Self.closing("no request for 2.0 s (idleTimeout); closing")])
        #expect(!server.isClosed(waiting), "a connection owed a reply is not idle")
        run(to: 2.75)
        let reply = try server.readOutboundJSON(on: waiting)
        #expect(reply.map { $0["id"] } == [.number(4)], "\(reply)")
        run(to: 2.999)
        #expect(!server.isClosed(waiting))
        run(to: 3.0)
        #expect(server.isClosed(waiting), "idle since its last line once the reply went out")
        #expect(server.readOutbound(on: waiting) == [Self.closing("no request for 2.0 s (idleTimeout); closing")])
        run(to: 3.5)
        #expect(!server.isClosed(late), "exactly idleTimeout after its line at 1.5 s: not more")
        run(to: 3.999)
        #expect(!server.isClosed(late))
        run(to: 4.0)
        #expect(server.isClosed(late))
        #expect(server.readOutbound(on: late) == [Self.closing("no request for 2.0 s (idleTimeout); closing")])
        run(to: 10)
        #expect(!server.isClosed(busy))
        let answers = server.readOutbound(on: busy)
        #expect(answers.count == pings && answers.allSatisfy { $0.contains("\"result\":{}") }, "\(answers)")
        try server.finish()
    }

    @Test func aConnectionHoldingAnIncompleteLineIsClosedAtTheFirstSweepPastPartialLineTimeout() throws {
        // 0.4 s: sweeps every 0.1 s. `half` starts a line at 0.1 s and adds to it at 0.3 s
        // (more bytes of the same line do not restart its clock); `whole` completes its line
        // 0.35 s after starting it and is left alone.
        let server = try EmbeddedServer(arguments: ["--partial-line-timeout", "0.4"])
        let half = server.openConnection(), whole = server.openConnection()
        server.advanceTime(to: 0.1)
        server.writeInbound(#"{"jsonrpc":"2.0","#, on: half)
        server.writeInbound(#"{"jsonrpc":"2.0","id":1,"#, on: whole)
        server.advanceTime(to: 0.3)
        server.writeInbound(#""id":1,"#, on: half)
        server.advanceTime(to: 0.45)
        server.writeInbound(#""method":"ping"}"# + "\n", on: whole)
        #expect(server.readOutbound(on: whole) == [#"{"jsonrpc":"2.0","id":1,"result":{}}"#])
        server.advanceTime(to: 0.5)
        #expect(!server.isClosed(half), "exactly partialLineTimeout since the line began: not more")
        server.advanceTime(to: 0.599)
        #expect(!server.isClosed(half))
        server.advanceTime(to: 0.6)
        #expect(server.isClosed(half))
        #expect(server.readOutbound(on: half)
                == [Self.closing("an incomplete line was held for more than 0.4 s (partialLineTimeout); closing")])
        server.advanceTime(to: 5)
        #expect(!server.isClosed(whole), "a connection that only sent whole lines stays")
        server.writeInbound(Self.request(2, "ping"), on: whole)
        #expect(server.readOutbound(on: whole) == [#"{"jsonrpc":"2.0","id":2,"result":{}}"#])
        try server.finish()
    }

    @Test func aSubscriberWhoseOutputDoesNotDrainIsClosedAtTheFirstSweepPastWriteStallTimeout() throws {
        // 0.5 s: sweeps every 0.125 s. The subscriber reads nothing from 0.25 s on; the
        // driver's events then fill its socket buffer and the server's writes to it stay
        // pending from 0.25 s: at 0.75 s exactly 0.5 s (not more), closed at 0.875 s.
        let server = try EmbeddedServer(arguments: ["--animation-speed", "0", "--max-outbound-bytes", "65536",
                                                    "--write-stall-timeout", "0.5"])
        let stalled = server.openConnection(), driver = server.openConnection()
        server.writeInbound(Self.request(1, "events.subscribe"), on: stalled)
        #expect(server.readOutbound(on: stalled).count == 1)
        server.writeInbound(Self.request(1, "vc.create", #"{"class":"UIViewController"}"#), on: driver)
        let root = try #require(try server.readOutboundJSON(on: driver).first?["result"]?["vc"]?.stringValue)
        server.writeInbound(Self.request(2, "window.create", #"{"root":"\#(root)"}"#)
                            + Self.request(3, "vc.create", #"{"class":"UIViewController"}"#), on: driver)
        let p = try #require(try server.readOutboundJSON(on: driver).last?["result"]?["vc"]?.stringValue)
        _ = server.readOutbound(on: stalled)
        server.advanceTime(to: 0.25)
        let pair = Self.request(4, "vc.present", #"{"presenter":"\#(root)","vc":"\#(p)","animated":false}"#)
            + Self.request(5, "vc.dismiss", #"{"vc":"\#(p)","animated":false}"#)
        var pairs = 0
        while server.unreadOutboundBytes(on: stalled) <= EmbeddedConnection.socketBufferBytes, pairs < 10_000 {
            server.writeInbound(pair, on: driver)
            #expect(server.readOutbound(on: driver).count == 2)
            pairs += 1
        }
        #expect(server.unreadOutboundBytes(on: stalled) > EmbeddedConnection.socketBufferBytes, "after \(pairs) pairs")
        func subscriptions() throws -> Int? {
            server.writeInbound(Self.request(6, "server.stats"), on: driver)
            return try server.readOutboundJSON(on: driver).first?["result"]?["subscriptions"]?.intValue
        }
        server.advanceTime(to: 0.75)
        #expect(!server.isClosed(stalled), "exactly writeStallTimeout of pending output: not more")
        server.advanceTime(to: 0.874)
        #expect(!server.isClosed(stalled))
        #expect(try subscriptions() == 1)
        server.advanceTime(to: 0.875)
        #expect(server.isClosed(stalled))
        #expect(try subscriptions() == 0)
        // What the socket buffer held is still there for the client; the closing line, queued
        // behind what it never read, went with the stream's queue.
        let left = server.readOutboundBytes(on: stalled)
        #expect(left.count == EmbeddedConnection.socketBufferBytes)
        #expect(!String(decoding: left, as: UTF8.self).contains("writeStallTimeout"))
        try server.finish()
    }

    // MARK: - The watchdog on the live loop

    /// The watchdog's libuv wiring (its timer on the loop, the uptime clock) on a real proscd;
    /// the rule itself is decided on the manual clock above.
    @Test func liveHelloTimeoutClosesConnectionsThatDoNotSayHello() async throws {
        let server = try ServerProcess(arguments: ["--hello-timeout", "0.3"])
        defer { server.stop() }
        let polite = try server.connect()
        _ = try await polite.ok("hello", ["client": "polite"])
        let silent = try LineSocket(path: server.socketPath)
        let (closed, text) = silent.waitForClose(timeout: 10)
        #expect(closed)
        #expect(text.contains("helloTimeout"), "\(text)")
        _ = try await polite.ok("ping")
    }

    /// libuv's write queue (`PipeStream.pendingWriteBytes`, the writable callback) behind the
    /// write-stall clock, with a real socket whose reader never reads.
    @Test func liveSubscriberWhoseOutputDoesNotDrainIsClosedAfterWriteStallTimeout() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0", "--max-outbound-bytes", "65536",
                                                   "--write-stall-timeout", "0.5"])
        defer { server.stop() }
        let stalled = try LineSocket(path: server.socketPath)
        stalled.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"events.subscribe\"}\n")
        let c = try server.connect()
        _ = try await c.ok("sync")
        #expect(try await c.ok("server.stats")["subscriptions"]?.intValue == 1)
        let (_, root) = try await c.makeWindow("Root")
        let p = try await c.makeController("P")
        // Events until the kernel's buffers are full and the stall has lasted 0.5 s; no sleep:
        // the pairs themselves take the time.
        let deadline = Date().addingTimeInterval(20)
        var subscriptions = 1
        while subscriptions > 0 && Date() < deadline {
            for _ in 0..<20 {
                _ = try await c.ok("vc.present", ["presenter": .string(root), "vc": .string(p), "animated": false])
                _ = try await c.ok("vc.dismiss", ["vc": .string(p), "animated": false])
            }
            subscriptions = try await c.ok("server.stats")["subscriptions"]?.intValue ?? -1
        }
        #expect(subscriptions == 0, "the stalled subscriber should have been disconnected")
        #expect(stalled.waitForClose(timeout: 10).closed)
    }

    /// Drives unanimated present/dismiss pairs beside a subscriber that never reads, `pairs`
    /// of them, or (nil) until the server reports dropped events; then the subscriber asks for
    /// a `ping` while its output is still backed up. Returns the pairs driven, the server's
    /// `eventsDropped`, and what the subscriber reads at the end.
    private func stalledSubscriberRun(_ limits: [String], pairs: Int?) async throws -> (pairs: Int, dropped: Int, text: String) {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"] + limits)
        defer { server.stop() }
        let stalled = try LineSocket(path: server.socketPath)
        stalled.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"events.subscribe\"}\n")
        let c = try server.connect()
        _ = try await c.ok("sync")
        let (_, root) = try await c.makeWindow("Root")
        let p = try await c.makeController("P")
        var driven = 0
        var dropped = 0
        let deadline = Date().addingTimeInterval(30)
        while driven < (pairs ?? Int.max) && (pairs != nil || dropped == 0) && Date() < deadline {
            for _ in 0..<50 {
                _ = try await c.ok("vc.present", ["presenter": .string(root), "vc": .string(p), "animated": false])
                _ = try await c.ok("vc.dismiss", ["vc": .string(p), "animated": false])
            }
            driven += 50
            dropped = try await c.ok("server.stats")["eventsDropped"]?.intValue ?? -1
        }
        stalled.send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}\n")
        _ = try await c.ok("sync")
        dropped = try await c.ok("server.stats")["eventsDropped"]?.intValue ?? -1
        return (driven, dropped, stalled.readAll(timeout: 2))
    }

    @Test func aSubscriberThatStopsReadingLosesEventsBeyondTheEventBacklogButNotReplies() async throws {
        // With a 4 KiB event backlog, once the kernel's buffers and 4 KiB are full and the
        // subscriber has read nothing for 1 s, its events are dropped; the reply to a
        // request it sends meanwhile is still queued and delivered, then the gap notice.
        let tight = try await stalledSubscriberRun(["--max-event-backlog-bytes", "4096"], pairs: nil)
        #expect(tight.dropped > 0)
        #expect(tight.text.contains("\"id\":2,\"result\""), "the ping's reply must not be dropped")
        #expect(tight.text.contains("\"eventsDropped\""))
        // The same events with the backlog as large as the outbound bound all fit: none dropped.
        let roomy = try await stalledSubscriberRun(["--max-event-backlog-bytes", "8388608"], pairs: tight.pairs)
        #expect(roomy.dropped == 0)
        #expect(!roomy.text.contains("\"eventsDropped\""))
    }

    @Test func aSlowReaderKeepsTheWholeOutboundBufferForEvents() async throws {
        // Reads 1 KiB every 20 ms (≈ 50 KB/s), slower than the events come, so its unsent
        // output grows far past the 4 KiB event backlog; it is reading, so none is dropped.
        // The driver pipelines 16 pairs per write, so the events reach the kernel in large
        // writes: a Unix socket is writable again only once most of it is drained, and the
        // kernel's unread count falls only as whole segments are read — at this rate each
        // takes longer than a quarter second. (CI once saw 80 events dropped for a reader of
        // 800 KB/s under ASan; the first fix, with a 0.25 s stall time, still dropped ~3,000
        // here.)
        let server = try ServerProcess(arguments: ["--animation-speed", "0", "--max-event-backlog-bytes", "4096"])
        defer { server.stop() }
        let slow = try LineSocket(path: server.socketPath)
        slow.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"events.subscribe\"}\n")
        let reading = LockedCount()
        reading.set(1)
        let reader = Thread {
            while reading.value == 1 {
                slow.discard(upTo: 1 << 10, timeout: 0.1)
                usleep(20_000)
            }
            reading.set(2)
        }
        reader.start()
        let c = try server.connect()
        _ = try await c.ok("sync")
        let (_, root) = try await c.makeWindow("Root")
        let p = try await c.makeController("P")
        let driver = try LineSocket(path: server.socketPath)
        let pair = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"vc.present\",\"params\":{\"presenter\":\"\(root)\",\"vc\":\"\(p)\",\"animated\":false}}\n"
            + "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"vc.dismiss\",\"params\":{\"vc\":\"\(p)\",\"animated\":false}}\n"
        var peakUnsent = 0
        for _ in 0..<25 {
            driver.send(String(repeating: pair, count: 16))
            #expect(driver.readLines(32, timeout: 10).allSatisfy { $0.contains("\"result\"") })
            let stats = try await c.ok("server.stats")
            peakUnsent = max(peakUnsent, stats["outboundBytes"]?.intValue ?? 0)
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        let dropped = try await c.ok("server.stats")["eventsDropped"]?.intValue ?? -1
        reading.set(0)
        _ = await reading.wait(2)
        #expect(peakUnsent > 64 << 10, "the reader should have fallen behind by more than the event backlog")
        #expect(dropped == 0, "a reading subscriber must keep its events")
    }
}

/// Names recorded from the client's reader thread, in order.
final class OrderLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ s: String) { lock.lock(); items.append(s); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return items }
}

/// A value shared with a thread.
final class Locked<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var v: T
    init(_ v: T) { self.v = v }
    func set(_ n: T) { lock.lock(); v = n; lock.unlock() }
    var value: T { lock.lock(); defer { lock.unlock() }; return v }
}

