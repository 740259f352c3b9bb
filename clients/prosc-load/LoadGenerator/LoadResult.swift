import WireProtocol

/// What one process measured and checked; results of child processes merge into one
/// (histograms exactly, counts summed, violations concatenated).
public struct LoadResult: Sendable {
    public var seconds = 0.0
    public var requests = 0
    public var operations = 0
    public var operationsByKind: [String: Int] = [:]
    /// Error counts by code; expected ones are refusals UIKit documents (e.g. partialCurl).
    public var expectedErrors: [Int: Int] = [:]
    public var unexpectedErrors: [Int: Int] = [:]
    public var latency = LatencyHistogram()
    public var eventsReceived = 0
    /// `eventsDropped` notices received (the events they count).
    public var eventsDropped = 0
    public var timedTransitions = 0
    public var crossWindowOverlaps = 0
    public var violations: [Violation] = []
    public var windows = 0
    public var controllersCreated = 0
    public var clientCPUSeconds = 0.0

    public init() {}

    public mutating func merge(_ o: LoadResult) {
        seconds = max(seconds, o.seconds)
        requests += o.requests
        operations += o.operations
        operationsByKind.merge(o.operationsByKind, uniquingKeysWith: +)
        expectedErrors.merge(o.expectedErrors, uniquingKeysWith: +)
        unexpectedErrors.merge(o.unexpectedErrors, uniquingKeysWith: +)
        latency.merge(o.latency)
        eventsReceived += o.eventsReceived
        eventsDropped += o.eventsDropped
        timedTransitions += o.timedTransitions
        crossWindowOverlaps += o.crossWindowOverlaps
        violations += o.violations
        windows += o.windows
        controllersCreated += o.controllersCreated
        clientCPUSeconds += o.clientCPUSeconds
    }

    public var errorCount: Int { expectedErrors.values.reduce(0, +) + unexpectedErrors.values.reduce(0, +) }

    private static func codes(_ d: [Int: Int]) -> JSON {
        .object(JSONObject(d.sorted { $0.key < $1.key }.map { (key: String($0.key), value: JSON.number(Double($0.value))) }))
    }

    private static func decodeCodes(_ j: JSON?) -> [Int: Int] {
        var d: [Int: Int] = [:]
        for (k, v) in j?.objectValue ?? [:] { if let c = Int(k), let n = v.intValue { d[c] = n } }
        return d
    }

    /// The exchange format between a child process and its parent.
    public var encoded: JSON {
        .object([
            "seconds": .number(seconds), "requests": .number(Double(requests)), "operations": .number(Double(operations)),
            "operationsByKind": .object(JSONObject(operationsByKind.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSON.number(Double($0.value))) })),
            "expectedErrors": Self.codes(expectedErrors), "unexpectedErrors": Self.codes(unexpectedErrors),
            "histogram": latency.encoded,
            "eventsReceived": .number(Double(eventsReceived)), "eventsDropped": .number(Double(eventsDropped)),
            "timedTransitions": .number(Double(timedTransitions)), "crossWindowOverlaps": .number(Double(crossWindowOverlaps)),
            "violations": .array(violations.map { .object(["rule": .string($0.rule), "detail": .string($0.detail)]) }),
            "windows": .number(Double(windows)), "controllersCreated": .number(Double(controllersCreated)),
            "clientCPUSeconds": .number(clientCPUSeconds),
        ])
    }

    public init(encoded j: JSON) {
        seconds = j["seconds"]?.doubleValue ?? 0
        requests = j["requests"]?.intValue ?? 0
        operations = j["operations"]?.intValue ?? 0
        for (k, v) in j["operationsByKind"]?.objectValue ?? [:] { operationsByKind[k] = v.intValue ?? 0 }
        expectedErrors = Self.decodeCodes(j["expectedErrors"])
        unexpectedErrors = Self.decodeCodes(j["unexpectedErrors"])
        latency = LatencyHistogram(encoded: j["histogram"] ?? .null)
        eventsReceived = j["eventsReceived"]?.intValue ?? 0
        eventsDropped = j["eventsDropped"]?.intValue ?? 0
        timedTransitions = j["timedTransitions"]?.intValue ?? 0
        crossWindowOverlaps = j["crossWindowOverlaps"]?.intValue ?? 0
        violations = (j["violations"]?.arrayValue ?? []).map {
            Violation(rule: $0["rule"]?.stringValue ?? "?", detail: $0["detail"]?.stringValue ?? "")
        }
        windows = j["windows"]?.intValue ?? 0
        controllersCreated = j["controllersCreated"]?.intValue ?? 0
        clientCPUSeconds = j["clientCPUSeconds"]?.doubleValue ?? 0
    }
}
