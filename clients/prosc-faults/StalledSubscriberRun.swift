import Foundation
import ProsceniumClient
import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// `stall`: a driver issues unanimated present/dismiss pairs at a steady pace producing about
/// `--rate` events per second, which a healthy subscriber reads; the driver's request
/// latencies are measured. Rounds alternate without and with a second subscriber that
/// subscribes to everything and never reads. Reports p50/p99 of both, the server's RSS, and
/// checks that the stalled subscriber gets an `eventsDropped` notice when it finally reads.
struct StalledSubscriberRun {
    let socket: String
    let seconds: Double
    let rate: Double
    let rounds: Int

    init(_ args: Arguments) throws {
        socket = try args.string("socket")
        seconds = try args.double("seconds", default: 5)
        rate = try args.double("rate", default: 10_000)
        rounds = try args.int("rounds", default: 2)
    }

    func run() async throws {
        let driver = try ProsceniumConnection(path: socket, bufferNotifications: false)
        _ = try await driver.call(MethodDescriptor.hello.name, ["client": "prosc-faults stall driver"])
        let pid = Int32(try await driver.call(MethodDescriptor.serverStats.name)["pid"]?.intValue ?? 0)
        let root = try await driver.call(MethodDescriptor.vcCreate.name, ["class": "UIViewController", "title": "Root"])["vc"]?.stringValue ?? ""
        _ = try await driver.call(MethodDescriptor.windowCreate.name, ["root": .string(root)])
        let sheet = try await driver.call(MethodDescriptor.vcCreate.name, ["class": "UIViewController", "title": "Sheet"])["vc"]?.stringValue ?? ""

        let reader = try ProsceniumConnection(path: socket, bufferNotifications: false)
        let counter = EventCounter(reader)
        _ = try await reader.call(MethodDescriptor.eventsSubscribe.name)

        // Events per present/dismiss pair, measured once.
        let before = counter.count
        _ = try await driver.call(MethodDescriptor.vcPresent.name, ["presenter": .string(root), "vc": .string(sheet), "animated": false])
        _ = try await driver.call(MethodDescriptor.vcDismiss.name, ["vc": .string(sheet), "animated": false])
        _ = try await reader.call(MethodDescriptor.sync.name)
        let perPair = max(1, counter.count - before)
        let pairsPerSecond = rate / Double(perPair)
        print("events per present/dismiss pair: \(perPair); pacing \(String(format: "%.0f", pairsPerSecond)) pairs/s for ~\(Int(rate)) events/s")

        var results: [(stalled: Bool, r: PacedResult)] = []
        var stalledSockets: [LineSocket] = []
        var rssPeak = 0
        let rssStart = residentBytes(pid: pid)
        for round in 0..<(rounds * 2) {
            let withStall = round % 2 == 1
            if withStall {
                let s = try LineSocket(path: socket, receiveBuffer: 4096)
                s.sendLine(#"{"jsonrpc":"2.0","id":1,"method":"events.subscribe"}"#)
                stalledSockets.append(s)
            }
            let eventsBefore = counter.count
            let r = pace(driver: driver, root: root, sheet: sheet, pairsPerSecond: pairsPerSecond, pid: pid)
            rssPeak = max(rssPeak, r.rssPeak)
            _ = try await reader.call(MethodDescriptor.sync.name, timeout: 60)
            let delivered = Double(counter.count - eventsBefore) / r.seconds
            results.append((withStall, r))
            print(String(format: "round %d %@: %.0f events/s delivered, latency p50 %.2f ms p99 %.2f ms max %.1f ms, errors %d",
                         round + 1, withStall ? "with a stalled subscriber   " : "without a stalled subscriber",
                         delivered, r.p50, r.p99, r.max, r.errors))
            if withStall {
                // The stalled subscriber reads again: after its queued events comes the gap notice.
                let s = stalledSockets.removeLast()
                guard let notice = s.readLine(containing: "\"eventsDropped\"", timeout: 60) else {
                    throw FaultFailure("the stalled subscriber got no eventsDropped notice")
                }
                print("  stalled subscriber, reading again, got: \(notice.prefix(120))")
            }
        }
        let stats = try await driver.call(MethodDescriptor.serverStats.name)
        let plain = results.filter { !$0.stalled }.map(\.r.p99).sorted()
        let stalled = results.filter { $0.stalled }.map(\.r.p99).sorted()
        func median(_ v: [Double]) -> Double { v.count % 2 == 1 ? v[v.count / 2] : (v[v.count / 2 - 1] + v[v.count / 2]) / 2 }
        let a = median(plain), b = median(stalled)
        print(String(format: "p99 median over rounds: %.2f ms without, %.2f ms with a stalled subscriber (%+.1f %%)", a, b, (b / a - 1) * 100))
        print("server RSS: \(rssStart / 1_048_576) MiB at start, peak \(rssPeak / 1_048_576) MiB; eventsDropped total \(stats["eventsDropped"]?.intValue ?? 0)")
        print(b <= a * 1.10 ? "within 10 %: yes" : "within 10 %: NO")
        guard results.allSatisfy({ $0.r.errors == 0 }) else { throw FaultFailure("requests failed") }
    }

    struct PacedResult {
        var seconds: Double, p50: Double, p99: Double, max: Double, errors: Int, rssPeak: Int
    }

    /// Issues present+dismiss pairs at `pairsPerSecond` for `seconds` (at most 256 requests
    /// outstanding) and measures each request's latency.
    private func pace(driver: ProsceniumConnection, root: String, sheet: String, pairsPerSecond: Double, pid: Int32) -> PacedResult {
        let latencies = LatencyLog()
        let window = DispatchSemaphore(value: 256)
        let start = monotonicMillis()
        let end = start + seconds * 1000
        var pairs = 0.0
        var rssPeak = 0
        var lastRSS = start
        while true {
            let now = monotonicMillis()
            if now >= end { break }
            let due = (now - start) / 1000 * pairsPerSecond
            while pairs < due {
                pairs += 1
                for (method, params) in [(MethodDescriptor.vcPresent.name, ["presenter": JSON.string(root), "vc": .string(sheet), "animated": false] as JSONObject),
                                         (MethodDescriptor.vcDismiss.name, ["vc": JSON.string(sheet), "animated": false] as JSONObject)] {
                    window.wait()
                    let t0 = monotonicMillis()
                    driver.send(method, params) { r in
                        latencies.add(monotonicMillis() - t0, failed: (try? r.get()) == nil)
                        window.signal()
                    }
                }
            }
            if now - lastRSS > 200 {
                rssPeak = max(rssPeak, residentBytes(pid: pid))
                lastRSS = now
            }
            usleep(500)
        }
        for _ in 0..<256 { window.wait() }
        for _ in 0..<256 { window.signal() }
        let seconds = (monotonicMillis() - start) / 1000
        let sorted = latencies.sorted()
        func q(_ p: Double) -> Double { sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
        return PacedResult(seconds: seconds, p50: q(0.5), p99: q(0.99), max: sorted.last ?? 0, errors: latencies.failures, rssPeak: rssPeak)
    }
}

/// Request latencies recorded from the reader thread.
final class LatencyLog: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Double] = []
    private var failed = 0

    func add(_ millis: Double, failed f: Bool) {
        lock.lock()
        values.append(millis)
        if f { failed += 1 }
        lock.unlock()
    }

    func sorted() -> [Double] {
        lock.lock()
        defer { lock.unlock() }
        return values.sorted()
    }

    var failures: Int {
        lock.lock()
        defer { lock.unlock() }
        return failed
    }
}

/// Counts the events a connection receives.
final class EventCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0

    init(_ c: ProsceniumConnection) {
        c.onNotification { [weak self] note in
            guard note.isEvent, let self else { return }
            self.lock.lock()
            self.n += 1
            self.lock.unlock()
        }
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return n
    }
}
