// prosc-load: a first load generator for proscd. N client connections, each with one window
// of its own (for mutating mixes), keeping `depth` requests in flight, for a duration; reports
// throughput and latency percentiles (HdrHistogram) as a table or JSON.
// (The full load generator with invariant checking is tracked by its own issue.)
import ArgumentParser
import Dispatch
import Foundation
import Histogram
import ProsceniumClient
import WireProtocol

@main
struct ProscLoad: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prosc-load",
        abstract: "Load-test a running proscd: ping or unanimated present/dismiss, many clients.")

    @Option(help: "socket path (default: the contract's rules)") var socket: String?
    @Option(help: "client connections") var clients = 1
    @Option(help: "requests in flight per connection") var depth = 1
    @Option(help: "seconds to run") var duration = 3.0
    @Option(help: "operation mix: ping or present (unanimated present+dismiss pairs)") var ops = "ping"
    @Flag(help: "machine-readable output") var json = false

    func validate() throws {
        guard clients >= 1, depth >= 1, duration > 0 else { throw ValidationError("clients, depth and duration must be positive") }
        guard ["ping", "present"].contains(ops) else { throw ValidationError("--ops must be ping or present") }
    }

    func run() throws {
        let stats = LoadStats()
        var workers: [Worker] = []
        for _ in 0..<clients {
            let c = try ProsceniumConnection(path: socket, bufferNotifications: false)
            workers.append(try Worker(connection: c, mode: ops, stats: stats))
        }
        let end = DispatchTime.now().uptimeNanoseconds + UInt64(duration * 1e9)
        let start = DispatchTime.now().uptimeNanoseconds
        for w in workers { w.start(depth: depth, until: end) }
        for w in workers { w.finished.wait() }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let r = stats.snapshot()
        let rps = Double(r.requests) / seconds
        let opsPerSecond = ops == "ping" ? rps : rps / 2
        let p = { (q: Double) in Double(r.histogram.valueAtPercentile(q)) / 1000 }
        if json {
            let out: JSON = .object([
                "requestsPerSecond": .number(rps.rounded()), "operationsPerSecond": .number(opsPerSecond.rounded()),
                "requests": .number(Double(r.requests)), "errors": .number(Double(r.errors)),
                "latencyMicros": .object(["p50": .number(p(50)), "p90": .number(p(90)), "p99": .number(p(99)),
                                          "p999": .number(p(99.9)), "max": .number(Double(r.histogram.max) / 1000)]),
                "clients": .number(Double(clients)), "depth": .number(Double(depth)), "ops": .string(ops),
            ])
            print(out.description)
        } else {
            print(String(format: "%@ clients=%d depth=%d %.1fs: %.0f requests/s, %.0f operations/s, errors %d",
                         ops, clients, depth, seconds, rps, opsPerSecond, r.errors))
            print(String(format: "latency µs: p50 %.1f  p90 %.1f  p99 %.1f  p99.9 %.1f  max %.1f",
                         p(50), p(90), p(99), p(99.9), Double(r.histogram.max) / 1000))
        }
        if r.errors > 0 { throw ExitCode(1) }
    }
}

/// Totals shared by the workers (their completions run on client reader threads).
final class LoadStats: @unchecked Sendable {
    private let lock = NSLock()
    private var histogram = Histogram<UInt64>(highestTrackableValue: 60_000_000_000)
    private var requests = 0
    private var errors = 0

    func record(nanos: UInt64, ok: Bool) {
        lock.lock()
        _ = histogram.record(max(1, nanos))
        requests += 1
        if !ok { errors += 1 }
        lock.unlock()
    }

    func snapshot() -> (requests: Int, errors: Int, histogram: Histogram<UInt64>) {
        lock.lock()
        defer { lock.unlock() }
        return (requests, errors, histogram)
    }
}

/// One connection's request loop: each completion sends the next request.
final class Worker: @unchecked Sendable {
    let connection: ProsceniumConnection
    let stats: LoadStats
    let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var outstanding = 0
    private var deadline: UInt64 = 0
    private var sentinel = false
    /// For `present`: a root per lane (each lane alternates present / dismiss of its controller).
    private var lanes: [(root: String, vc: String, presented: Bool)] = []
    private let mode: String

    init(connection: ProsceniumConnection, mode: String, stats: LoadStats) throws {
        self.connection = connection
        self.mode = mode
        self.stats = stats
    }

    func start(depth: Int, until end: UInt64) {
        deadline = end
        if mode == "present" {
            // Each lane: its own window and controller, so lanes never refuse each other.
            let setup = DispatchSemaphore(value: 0)
            for _ in 0..<depth {
                Task {
                    let root = try? await connection.call("vc.create", ["class": "UIViewController"])["vc"]?.stringValue
                    let vc = try? await connection.call("vc.create", ["class": "UIViewController"])["vc"]?.stringValue
                    if let root, let vc {
                        _ = try? await connection.call("window.create", ["root": .string(root)])
                        self.addLane(root: root, vc: vc)
                    }
                    setup.signal()
                }
                setup.wait()
            }
        }
        lock.lock()
        outstanding = depth
        lock.unlock()
        for lane in 0..<depth { next(lane) }
    }

    private func addLane(root: String, vc: String) {
        lock.lock()
        lanes.append((root, vc, false))
        lock.unlock()
    }

    private func next(_ lane: Int) {
        if DispatchTime.now().uptimeNanoseconds >= deadline {
            lock.lock()
            outstanding -= 1
            let done = outstanding == 0 && !sentinel
            if done { sentinel = true }
            lock.unlock()
            if done { finished.signal() }
            return
        }
        let t0 = DispatchTime.now().uptimeNanoseconds
        let method: String
        var params: JSONObject = [:]
        if mode == "ping" {
            method = "ping"
        } else {
            lock.lock()
            let l = lanes[lane]
            lanes[lane].presented.toggle()
            lock.unlock()
            if l.presented {
                method = "vc.dismiss"
                params = ["vc": .string(l.vc), "animated": false]
            } else {
                method = "vc.present"
                params = ["presenter": .string(l.root), "vc": .string(l.vc), "animated": false]
            }
        }
        connection.send(method, params) { result in
            let ok: Bool
            if case .success = result { ok = true } else { ok = false }
            self.stats.record(nanos: DispatchTime.now().uptimeNanoseconds - t0, ok: ok)
            self.next(lane)
        }
    }
}
