import Foundation
import ProsceniumClient
import WireProtocol

/// Sends hostile messages to a running server over several raw connections, checks every
/// reply against the contract, and meanwhile runs a well-behaved client (ping, present,
/// dismiss) and samples the server's resident memory.
public struct LiveFuzzer: Sendable {
    public struct Options: Sendable {
        public var socketPath: String
        public var messages = 1_000_000
        public var connections = 4
        public var batch = 400
        /// The server's `maxLineBytes` (over-limit and huge-string messages are sized by it).
        public var maxLineBytes = 1 << 20
        public var seed: UInt64 = 1
        public init(socketPath: String) { self.socketPath = socketPath }
    }

    /// The figures of one run.
    public struct Report: Sendable, CustomStringConvertible {
        public var messagesSent = 0
        public var repliesChecked = 0
        public var byKind: [String: Int] = [:]
        public var problems: [String] = []
        public var problemCount = 0
        public var serverPID: Int32 = 0
        public var serverAlive = false
        public var rssStart = 0, rssPeak = 0, rssEnd = 0
        public var statsRSSStart = 0, statsRSSEnd = 0
        public var wellBehavedCalls = 0
        public var wellBehavedFailures: [String] = []
        public var latencyP50Micros = 0.0, latencyP99Micros = 0.0, latencyMaxMicros = 0.0
        public var seconds = 0.0

        public var description: String {
            var s = "messages sent: \(messagesSent) in \(String(format: "%.1f", seconds)) s "
                + "(\(Int(Double(messagesSent) / max(seconds, 0.001))) msg/s), replies checked: \(repliesChecked)\n"
            s += "by kind: " + byKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + "\n"
            s += "contract violations: \(problemCount)\n"
            for p in problems.prefix(20) { s += "  \(p)\n" }
            s += "server pid \(serverPID) alive at the end: \(serverAlive)\n"
            s += "server RSS (/proc VmRSS): start \(rssStart / 1024) KiB, peak \(rssPeak / 1024) KiB, end \(rssEnd / 1024) KiB\n"
            s += "server.stats rssBytes: start \(statsRSSStart / 1024) KiB, end \(statsRSSEnd / 1024) KiB\n"
            s += "well-behaved client: \(wellBehavedCalls) calls, \(wellBehavedFailures.count) wrong results, latency p50 "
                + String(format: "%.0f µs, p99 %.0f µs, max %.0f µs", latencyP50Micros, latencyP99Micros, latencyMaxMicros) + "\n"
            for f in wellBehavedFailures.prefix(10) { s += "  \(f)\n" }
            return s
        }

        /// True when nothing was wrong.
        public var passed: Bool { problemCount == 0 && serverAlive && wellBehavedFailures.isEmpty && wellBehavedCalls > 0 }
    }

    public let options: Options
    public init(options: Options) { self.options = options }

    /// Shared, locked state of a run.
    final class Shared: @unchecked Sendable {
        let lock = NSLock()
        var report = Report()
        var finished = false
        func with<R>(_ body: (inout Report) -> R) -> R {
            lock.lock()
            defer { lock.unlock() }
            return body(&report)
        }
        var isFinished: Bool {
            lock.lock()
            defer { lock.unlock() }
            return finished
        }
        func finish() {
            lock.lock()
            finished = true
            lock.unlock()
        }
    }

    public func run() async throws -> Report {
        let shared = Shared()
        let control = try ProsceniumConnection(path: options.socketPath)
        let stats = try await control.call("server.stats")
        let pid = Int32(stats["pid"]?.intValue ?? 0)
        shared.with {
            $0.serverPID = pid
            $0.statsRSSStart = stats["rssBytes"]?.intValue ?? 0
            $0.rssStart = Self.residentBytes(pid: pid)
            $0.rssPeak = $0.rssStart
        }
        let monitor = Thread { [shared] in
            while !shared.isFinished {
                let rss = Self.residentBytes(pid: pid)
                shared.with { $0.rssPeak = max($0.rssPeak, rss) }
                usleep(200_000)
            }
        }
        monitor.start()
        let started = Date()
        let group = DispatchGroup()
        let perConnection = options.messages / options.connections
        for index in 0..<options.connections {
            let count = index == 0 ? options.messages - perConnection * (options.connections - 1) : perConnection
            let options = self.options
            group.enter()
            Thread { [shared] in
                Self.fuzzConnection(index: index, messages: count, options: options, shared: shared)
                group.leave()
            }.start()
        }
        let fuzzersDone = Shared()
        let wellBehaved = Task { [options] in
            try await Self.wellBehavedClient(path: options.socketPath, until: fuzzersDone, shared: shared)
        }
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            group.notify(queue: .global()) { c.resume() }
        }
        fuzzersDone.finish()
        try await wellBehaved.value
        shared.finish()
        let seconds = Date().timeIntervalSince(started)
        let alive = kill(pid, 0) == 0
        var endStats: JSON = .null
        if alive { endStats = (try? await control.call("server.stats", timeout: 10)) ?? .null }
        control.close()
        return shared.with {
            $0.seconds = seconds
            $0.serverAlive = alive && endStats != .null
            $0.rssEnd = Self.residentBytes(pid: pid)
            $0.statsRSSEnd = endStats["rssBytes"]?.intValue ?? 0
            return $0
        }
    }

    /// One raw connection: batches of hostile messages, each batch ending in a `ping`
    /// sentinel, written in random pieces (half lines) while replies are read and checked.
    static func fuzzConnection(index: Int, messages: Int, options: Options, shared: Shared) {
        var generator = HostileMessages(seed: options.seed &+ UInt64(index) &* 0x1000_0001, prefix: "c\(index)",
                                        maxLineBytes: options.maxLineBytes)
        let socket: LineSocket
        do {
            socket = try LineSocket(path: options.socketPath)
        } catch {
            shared.with { $0.problems.append("connection \(index): \(error)"); $0.problemCount += 1 }
            return
        }
        var sent = 0
        var batchNumber = 0
        while sent < messages {
            batchNumber += 1
            var stream: [UInt8] = []
            var expected: [ExpectedReply] = []
            var kinds: [String: Int] = [:]
            let n = min(options.batch, messages - sent)
            for _ in 0..<n {
                let m = generator.next()
                stream += m.bytes
                if let e = m.expected { expected.append(e) }
                kinds[m.kind.rawValue, default: 0] += 1
            }
            let sentinelID = RPCID.string("c\(index)-end-\(batchNumber)")
            stream += RPCEncoder.request(id: sentinelID, method: "ping", params: nil)
            expected.append(.response(id: sentinelID, unknownMethod: false))
            // Cut the stream into pieces at random points: lines arrive in halves.
            var chunks: [[UInt8]] = []
            var start = 0
            while start < stream.count {
                let end = min(stream.count, start + Int.random(in: 1...8192, using: &generator.rng))
                chunks.append(Array(stream[start..<end]))
                start = end
            }
            let needed = expected.count
            let sentinel = sentinelID.json
            var problems: [String]
            var replyCount = 0
            do {
                let lines = try socket.exchange(chunks, timeout: 120) { lines in
                    ReplyChecker.responseCount(lines) >= needed && lines.reversed().contains { (try? JSONParser.parse($0))?["id"] == sentinel }
                }
                var replies: [JSON] = []
                problems = []
                for line in lines {
                    if let reply = try? JSONParser.parse(line) { replies.append(reply) } else {
                        problems.append("reply is not JSON: \(String(decoding: line.prefix(200), as: UTF8.self))")
                    }
                }
                replyCount = replies.count
                problems += ReplyChecker.problems(expected: expected, replies: replies)
            } catch {
                problems = ["connection \(index) batch \(batchNumber): \(error)"]
            }
            sent += n
            let failed = !problems.isEmpty
            shared.with { r in
                r.messagesSent += n
                r.repliesChecked += replyCount
                for (k, v) in kinds { r.byKind[k, default: 0] += v }
                r.problemCount += problems.count
                if r.problems.count < 100 { r.problems += problems.prefix(100 - r.problems.count) }
            }
            if failed && socket.peerClosed { return }
        }
    }

    /// A client doing what a test would: ping, then create a controller, present it on its
    /// own window's root without animation and dismiss it, checking every result and
    /// recording each call's latency.
    static func wellBehavedClient(path: String, until done: Shared, shared: Shared) async throws {
        let c = try ProsceniumConnection(path: path)
        defer { c.close() }
        let created = try await c.call("window.create", ["storyboard": "Main"])
        guard case .string(let root)? = created["root"] else {
            shared.with { $0.wellBehavedFailures.append("window.create gave no root: \(created)") }
            return
        }
        var latencies: [Double] = []
        var failures: [String] = []
        func timed(_ method: String, _ params: JSONObject) async -> Result<JSON, ClientError> {
            let t = Date()
            do {
                let r = try await c.call(method, params, timeout: 30)
                latencies.append(Date().timeIntervalSince(t) * 1e6)
                return .success(r)
            } catch {
                latencies.append(Date().timeIntervalSince(t) * 1e6)
                return .failure(error)
            }
        }
        repeat {
            if case .failure(let e) = await timed("ping", [:]) { failures.append("ping: \(e)") }
            guard case .success(let made) = await timed("vc.create", ["class": "UIViewController"]),
                  case .string(let vc)? = made["vc"] else {
                failures.append("vc.create failed")
                continue
            }
            switch await timed("vc.present", ["presenter": .string(root), "vc": .string(vc), "animated": false]) {
            case .success(let r):
                if r["vc"] != .string(vc) { failures.append("vc.present answered \(r)") }
            case .failure(let e): failures.append("vc.present: \(e)")
            }
            switch await timed("vc.dismiss", ["vc": .string(vc), "animated": false]) {
            case .success(let r):
                if r["dismissed"] != .array([.string(vc)]) { failures.append("vc.dismiss answered \(r)") }
            case .failure(let e): failures.append("vc.dismiss: \(e)")
            }
        } while !done.isFinished && failures.count < 100
        latencies.sort()
        func percentile(_ p: Double) -> Double {
            latencies.isEmpty ? 0 : latencies[min(latencies.count - 1, Int(Double(latencies.count) * p))]
        }
        shared.with {
            $0.wellBehavedCalls = latencies.count
            $0.wellBehavedFailures = failures
            $0.latencyP50Micros = percentile(0.50)
            $0.latencyP99Micros = percentile(0.99)
            $0.latencyMaxMicros = latencies.last ?? 0
        }
    }

    /// VmRSS of `pid` in bytes, from /proc (0 if unreadable).
    public static func residentBytes(pid: Int32) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kb = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
            return kb * 1024
        }
        return 0
    }
}
