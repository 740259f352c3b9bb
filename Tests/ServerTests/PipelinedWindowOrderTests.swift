import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Pipelined requests on one window, several clients (issue 43; docs/protocol.md, *Ordering and
/// concurrency*, "One order per connection"): what a connection reads about its own requests on a
/// window is the engine's order — request k's events, then its reply, then request k+1's events —
/// with and without `--state-dir` (whose replies wait for the disk, and took only the replies
/// out of that order until issue 43). Attribution is exact: an observer's request reports list
/// the seqs each request caused. Each body runs over the embedded server (manual clock, so the
/// end of one transition and the start of the next reach the loop in one inbox drain, the case
/// that went wrong) and a real proscd.
@Suite("Pipelined requests on one window", .serialized)
struct PipelinedWindowOrderTests {
    /// What one driving connection read, in wire order (the reader thread runs notification
    /// handlers and completions in the order the lines arrived).
    final class WireLog: @unchecked Sendable {
        enum Item: Equatable {
            case event(seq: Int, window: String?)
            case reply(id: Int, failed: Bool)
        }
        private let lock = NSLock()
        private var items: [Item] = []
        func add(_ i: Item) { lock.withLock { items.append(i) } }
        var all: [Item] { lock.withLock { items } }
    }

    /// One driver: a connection subscribed to the window, its requests numbered in send order.
    final class Driver: @unchecked Sendable {
        let connection: ProsceniumConnection
        let log = WireLog()
        private let lock = NSLock()
        private var sent = 0
        private var answered = 0
        /// The n-th request's method and params (n from 1, send order).
        private(set) var requests: [(method: String, params: JSONObject)] = []

        init(_ c: ProsceniumConnection) {
            connection = c
            c.onNotification { [log] n in
                if n.isEvent, let seq = n.seq { log.add(.event(seq: seq, window: n.window)) }
            }
        }

        /// Sends without waiting; the reply is logged under the request's send number.
        func send(_ method: String, _ params: JSONObject) {
            let n: Int = lock.withLock { sent += 1; requests.append((method, params)); return sent }
            connection.send(method, params) { [self] r in
                if case .failure(let e) = r, e.kind == .connection { return }
                log.add(.reply(id: n, failed: (try? r.get()) == nil))
                lock.withLock { answered += 1 }
            }
        }

        var allAnswered: Bool { lock.withLock { answered == sent } }
    }

    @Test(arguments: ServerTransport.allCases, [false, true])
    func eachConnectionReadsItsWindowRequestsEventsThenReplyInEngineOrder(_ transport: ServerTransport, stateDir: Bool) async throws {
        var args = ["--animation-speed", transport == .embedded ? "1" : "0.02"]
        if stateDir { args += ["--state-dir", ServerProcess.makeTemporaryDirectory("pipelined-order")] }
        let server = try transport.start(args)
        // The observer learns which request caused which event (request reports).
        let observer = try server.connect()
        let reports = NotificationLog(observer)
        _ = try await observer.ok("events.subscribe", ["requests": true])

        let setup = try server.connect()
        func make(_ cls: String, _ title: String, children: [String] = []) async throws -> String {
            let r = try await setup.ok("vc.create", ["class": .string(cls), "title": .string(title), "children": .array(children.map(JSON.string))])
            return try #require(r["vc"]?.stringValue)
        }
        let top = try await make("UIViewController", "Top")
        let nav = try await make("UINavigationController", "Nav", children: [top])
        let window = try #require(try await setup.ok("window.create", ["root": .string(nav)])["window"]?.stringValue)
        var pushed: [String] = []
        var presented: [String] = []
        for i in 0..<6 {
            pushed.append(try await make("UIViewController", "P\(i)"))
            presented.append(try await make("UIViewController", "M\(i)"))
        }

        // Two drivers on the same window, subscribed to it, each pipelining a mixed run that is
        // valid whichever way the two interleave: pushes and pops on the stack, presentations
        // and dismissals from the navigation controller (a push under a full-screen
        // presentation runs without appearance callbacks), and a refusal (-32005) among them.
        let a = Driver(try server.connect())
        let b = Driver(try server.connect())
        for d in [a, b] { _ = try await d.connection.ok("events.subscribe", ["windows": [.string(window)]]) }
        for i in 0..<6 {
            a.send("nav.push", ["nav": .string(nav), "vc": .string(pushed[i]), "animated": true])
            a.send("nav.pop", ["nav": .string(nav), "animated": .bool(i % 2 == 0)])
            b.send("vc.present", ["presenter": .string(nav), "vc": .string(presented[i]), "animated": true,
                                  "style": .string(i % 2 == 0 ? "fullScreen" : "pageSheet")])
            if i == 3 {
                b.send("vc.present", ["presenter": .string(presented[i]), "vc": .string(presented[(i + 1) % 6]),
                                      "style": "formSheet", "transition": "partialCurl"])
            }
            b.send("vc.dismiss", ["vc": .string(presented[i]), "animated": .bool(i % 3 != 0)])
        }
        let deadline = Date().addingTimeInterval(60)
        while !(a.allAnswered && b.allAnswered), Date() < deadline { await server.pass(0.05) }
        #expect(a.allAnswered && b.allAnswered, "every pipelined request answered")
        for d in [a, b] { _ = try await d.connection.ok("sync") }
        let total = a.requests.count + b.requests.count
        #expect(await reports.wait { $0.filter { $0.method == "request" }.count >= total })

        // Each report: the connection's request number (its n-th mutation) and its events.
        let byConnection = Dictionary(grouping: reports.all.filter { $0.method == "request" }) { $0.params["connection"]?.stringValue ?? "" }
        var checked = 0
        for d in [a, b] {
            // The client library numbers a connection's requests upwards in send order: sorted
            // by id, the driver's n-th report is its n-th request.
            let methods = d.requests.map(\.method)
            let sorted = byConnection.values.map { $0.sorted { ($0.params["id"]?.intValue ?? 0) < ($1.params["id"]?.intValue ?? 0) } }
            let mine = try #require(sorted.first { $0.map { $0.params["method"]?.stringValue ?? "" } == methods },
                                    "a connection reported exactly \(methods)")
            let eventsOf: [[Int]] = mine.map { $0.params["events"]?.arrayValue?.compactMap(\.intValue) ?? [] }
            var owner: [Int: Int] = [:]
            for (k, seqs) in eventsOf.enumerated() { for s in seqs { owner[s] = k + 1 } }
            var answered = 0
            for item in d.log.all {
                switch item {
                case .reply(let id, _):
                    #expect(id == answered + 1, "replies in send order: \(id) after \(answered)")
                    // Every event of this request arrived before its reply.
                    let arrived = Set(d.log.all.prefix { $0 != item }.compactMap { if case .event(let s, _) = $0 { s } else { nil } })
                    let missing = eventsOf[id - 1].filter { !arrived.contains($0) }
                    #expect(missing.isEmpty, "\(d.requests[id - 1].method) #\(id): events \(missing) came after its reply")
                    answered = id
                case .event(let seq, _):
                    // An event of this connection's request k comes after the reply of k-1.
                    if let k = owner[seq] {
                        #expect(k == answered + 1, "event \(seq) of \(d.requests[k - 1].method) #\(k) arrived when \(answered) requests were answered")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 20, "events attributed and checked: \(checked)")
        try server.finish()
    }
}
