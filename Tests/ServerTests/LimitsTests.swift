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

    @Test func helloTimeoutClosesConnectionsThatDoNotSayHello() async throws {
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

    @Test func idleTimeoutClosesConnectionsWithoutRequests() async throws {
        let server = try ServerProcess(arguments: ["--idle-timeout", "2.5"])
        defer { server.stop() }
        // Both clients run on threads of their own, so that a busy test runner cannot make the
        // busy one look idle.
        let busyAnswers = Locked<String>("")
        let idleResult = Locked<(closed: Bool, text: String)?>(nil)
        let busy = try LineSocket(path: server.socketPath)
        let idle = try LineSocket(path: server.socketPath)
        Thread.detachNewThread {
            for i in 0..<100 {
                busy.send("{\"jsonrpc\":\"2.0\",\"id\":\(i),\"method\":\"ping\"}\n")
                usleep(50_000)
            }
            busyAnswers.set(busy.readAll(timeout: 1))
        }
        Thread.detachNewThread { idleResult.set(idle.waitForClose(timeout: 10)) }
        let deadline = Date().addingTimeInterval(30)
        while (busyAnswers.value.isEmpty || idleResult.value == nil) && Date() < deadline {
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        #expect(idleResult.value?.closed == true)
        #expect(idleResult.value?.text.contains("idleTimeout") == true, "\(String(describing: idleResult.value))")
        #expect(busyAnswers.value.contains("\"id\":99"), "\(busyAnswers.value)")
        #expect(!busyAnswers.value.contains("idleTimeout"))
    }

    @Test func aConnectionHoldingAnIncompleteLineIsClosed() async throws {
        let server = try ServerProcess(arguments: ["--partial-line-timeout", "0.3"])
        defer { server.stop() }
        let half = try LineSocket(path: server.socketPath)
        half.send("{\"jsonrpc\":\"2.0\",\"id\":1,")
        let whole = try LineSocket(path: server.socketPath)
        whole.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n")
        let (closed, text) = half.waitForClose(timeout: 10)
        #expect(closed)
        #expect(text.contains("partialLineTimeout"), "\(text)")
        // A connection that only ever sent whole lines is left alone.
        let c = try server.connect()
        _ = try await c.ok("ping")
        whole.send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}\n")
        #expect(whole.readAll(timeout: 1).contains("\"id\":2"))
    }

    @Test func aSubscriberWhoseOutputDoesNotDrainIsClosedAfterWriteStallTimeout() async throws {
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

