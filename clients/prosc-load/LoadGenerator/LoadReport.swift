import Foundation
import WireProtocol

/// The figures of a run, as the table people read and the JSON scripts read.
public struct LoadReport {
    public let options: LoadOptions
    public var result = LoadResult()
    public var setup = LoadRun.Setup()
    public var serverCPUSeconds: Double?
    public var serverStats: JSON?
    public var serverMemory: (rss: Int, hwm: Int)?
    public var eventsDroppedBefore = 0
    /// Whether transitions of different windows were seen running at the same time.
    public var concurrency = "not measured"

    public init(options: LoadOptions) { self.options = options }

    /// Transitions of different windows must overlap when they take time; at speed 0 they
    /// cannot be seen to.
    mutating func judgeConcurrency() {
        let animatedMix = options.animated && options.mix.entries.contains { $0.kind.mutates && $0.kind != .tab && $0.kind != .tapTab }
        guard !options.echo, !options.raw, options.checkEvents, animatedMix, result.windows >= 2 else { return }
        if let speed = options.animationSpeed, speed == 0 {
            concurrency = "not measurable (animation speed 0: transitions take no time)"
        } else if result.crossWindowOverlaps > 0 {
            concurrency = "observed: \(result.crossWindowOverlaps) of \(result.timedTransitions) timed transitions overlapped another window's"
        } else if result.timedTransitions == 0 {
            concurrency = "not measurable (no transition took time; animation speed \(options.animationSpeed.map { "\($0)" } ?? "unknown"))"
            if let speed = options.animationSpeed, speed > 0 {
                result.violations.append(Violation(rule: "concurrency", detail: "animation speed \(speed) but no transition took time"))
            }
        } else {
            concurrency = "not observed"
            if let speed = options.animationSpeed, speed > 0 {
                result.violations.append(Violation(rule: "concurrency", detail: "no two windows' transitions overlapped in time (\(result.timedTransitions) timed)"))
            }
        }
    }

    public var requestsPerSecond: Double { result.seconds > 0 ? Double(result.requests) / result.seconds : 0 }
    public var operationsPerSecond: Double { result.seconds > 0 ? Double(result.operations) / result.seconds : 0 }
    public var eventsDropped: Int {
        max(result.eventsDropped, (serverStats?["eventsDropped"]?.intValue ?? 0) - eventsDroppedBefore)
    }

    private func perUnit(_ bytes: Int, _ n: Int) -> Double? { n > 0 && bytes > 0 ? Double(bytes) / Double(n) : nil }
    public var bytesPerIdleConnection: Double? { perUnit(setup.rssWithIdle - setup.rssAfterSetup, options.idleConnections) }
    public var bytesPerController: Double? { perUnit(setup.rssAfterSetup - setup.rssBefore, result.controllersCreated) }

    private static func num(_ d: Double?) -> JSON { d.map { .number(($0 * 100).rounded() / 100) } ?? .null }
    private static func codes(_ d: [Int: Int]) -> JSON {
        .object(JSONObject(d.sorted { $0.key < $1.key }.map { (key: String($0.key), value: JSON.number(Double($0.value))) }))
    }

    public var json: JSON {
        let l = result.latency
        var server: JSONObject = [:]
        if let stats = serverStats {
            server["pid"] = stats["pid"] ?? .null
            server["rssBytes"] = stats["rssBytes"] ?? .null
            server["eventsDropped"] = stats["eventsDropped"] ?? .null
            server["viewControllers"] = stats["viewControllers"] ?? .null
        }
        server["cpuSeconds"] = Self.num(serverCPUSeconds)
        server["cpuPercent"] = Self.num(serverCPUSeconds.map { result.seconds > 0 ? 100 * $0 / result.seconds : 0 })
        server["vmRSSBytes"] = serverMemory.map { .number(Double($0.rss)) } ?? .null
        server["vmHWMBytes"] = serverMemory.map { .number(Double($0.hwm)) } ?? .null
        server["rssBeforeSetup"] = .number(Double(setup.rssBefore))
        server["rssAfterSetup"] = .number(Double(setup.rssAfterSetup))
        server["rssWithIdleConnections"] = .number(Double(setup.rssWithIdle))
        server["bytesPerIdleConnection"] = Self.num(bytesPerIdleConnection)
        server["bytesPerController"] = Self.num(bytesPerController)
        return .object([
            "ops": .string(options.echo ? "echo" : options.mix.description),
            "clients": .number(Double(options.clients)), "windows": .number(Double(result.windows)),
            "depth": .number(Double(options.depth)), "processes": .number(Double(options.processes)),
            "subscribers": .number(Double(options.subscribers)), "seed": .number(Double(options.seed)), "world": .string(options.world.rawValue),
            "animated": .bool(options.animated), "animationSpeed": options.animationSpeed.map { .number($0) } ?? .null,
            "seconds": Self.num(result.seconds),
            "requests": .number(Double(result.requests)), "operations": .number(Double(result.operations)),
            "requestsPerSecond": .number(requestsPerSecond.rounded()), "operationsPerSecond": .number(operationsPerSecond.rounded()),
            "operationsByKind": .object(JSONObject(result.operationsByKind.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSON.number(Double($0.value))) })),
            "latencyMicros": .object(["p50": Self.num(l.micros(50)), "p90": Self.num(l.micros(90)), "p99": Self.num(l.micros(99)),
                                      "p999": Self.num(l.micros(99.9)), "max": Self.num(l.maxMicros)]),
            "errors": .object(["total": .number(Double(result.errorCount)), "expected": Self.codes(result.expectedErrors),
                               "unexpected": Self.codes(result.unexpectedErrors)]),
            "eventsReceived": .number(Double(result.eventsReceived)), "eventsDropped": .number(Double(eventsDropped)),
            "controllersCreated": .number(Double(result.controllersCreated)),
            "concurrency": .string(concurrency),
            "clientCPUSeconds": Self.num(result.clientCPUSeconds),
            "server": .object(server),
            "violations": .array(result.violations.map { .object(["rule": .string($0.rule), "detail": .string($0.detail)]) }),
        ])
    }

    public var table: String {
        let l = result.latency
        var lines: [String] = []
        func row(_ k: String, _ v: String) { lines.append(k.padding(toLength: 24, withPad: " ", startingAt: 0) + v) }
        row("load", "\(options.echo ? "echo" : options.mix.description)  clients \(options.clients) × windows \(result.windows), depth \(options.depth), processes \(options.processes), subscribers \(options.subscribers)\(options.mix.hasSceneOperations ? ", world \(options.world.rawValue)" : "")")
        row("animation", "\(options.animated ? "animated" : "unanimated"), server speed \(options.animationSpeed.map { "\($0)" } ?? "not given (--animation-speed)")")
        row("duration", String(format: "%.2f s", result.seconds))
        row("throughput", String(format: "%.0f operations/s, %.0f requests/s (%d requests)", operationsPerSecond, requestsPerSecond, result.requests))
        row("latency µs", String(format: "p50 %.1f  p90 %.1f  p99 %.1f  p99.9 %.1f  max %.1f", l.micros(50), l.micros(90), l.micros(99), l.micros(99.9), l.maxMicros))
        let expected = result.expectedErrors.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }.joined(separator: " ")
        let unexpected = result.unexpectedErrors.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }.joined(separator: " ")
        row("errors", "expected [\(expected)]  unexpected [\(unexpected)]")
        row("events", "\(result.eventsReceived) received, \(eventsDropped) dropped")
        row("concurrency", concurrency)
        if let cpu = serverCPUSeconds {
            row("server CPU", String(format: "%.2f s (%.0f%% of one core)", cpu, result.seconds > 0 ? 100 * cpu / result.seconds : 0))
        }
        row("client CPU", String(format: "%.2f s (%.0f%% of one core)", result.clientCPUSeconds, result.seconds > 0 ? 100 * result.clientCPUSeconds / result.seconds : 0))
        if let m = serverMemory {
            row("server memory", "VmRSS \(m.rss / 1024) KiB, VmHWM \(m.hwm / 1024) KiB, stats.rssBytes \(serverStats?["rssBytes"]?.intValue.map { "\($0 / 1024) KiB" } ?? "?")")
        }
        if let b = bytesPerController { row("per controller", String(format: "%.0f bytes (%d controllers)", b, result.controllersCreated)) }
        if let b = bytesPerIdleConnection { row("per idle connection", String(format: "%.0f bytes (%d connections)", b, options.idleConnections)) }
        row("violations", result.violations.isEmpty ? "none" : "\(result.violations.count)")
        for v in result.violations.prefix(20) { lines.append("  " + v.description) }
        return lines.joined(separator: "\n")
    }
}
