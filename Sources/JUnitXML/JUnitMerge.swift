/// `prosc merge`: the JUnit reports of a suite's shards as one report, with the totals an
/// unsharded run has. Suites of the same name are joined (cases in shard order, seconds added;
/// the properties of the first, less `shard`; outputs joined). The reports must be one run's
/// shards: the same `runner` and `version` properties, `shard` properties `k/N` with one N,
/// each k once and none missing, and no test case (class name and name) twice.
public enum JUnitMerge {
    /// One input: its file name (for errors) and its suites.
    public struct Input: Sendable {
        public var file: String
        public var suites: [JUnitSuite]
        public init(file: String, suites: [JUnitSuite]) { self.file = file; self.suites = suites }
    }

    /// Why the reports are not one run's shards.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    public static func merge(_ inputs: [Input]) throws(Failure) -> [JUnitSuite] {
        guard let first = inputs.first else { throw Failure(description: "nothing to merge") }
        try ShardSet.check(inputs.map { ($0.file, $0.suites.first?.property("shard")) })
        for name in ["runner", "version"] {
            let expected = first.suites.first?.property(name)
            for input in inputs.dropFirst() where input.suites.first?.property(name) != expected {
                throw Failure(description: "\(input.file): \(name) \(show(input.suites.first?.property(name))) but \(first.file) has \(show(expected)): "
                              + "reports of another \(name == "runner" ? "suite" : "version") cannot be merged")
            }
        }
        var order: [String] = []
        var merged: [String: JUnitSuite] = [:]
        var seen: [String: String] = [:]
        for input in inputs {
            for suite in input.suites {
                for c in suite.cases {
                    let key = suite.name + "\u{0}" + c.className + "\u{0}" + c.name
                    if let other = seen[key] {
                        throw Failure(description: "\(input.file): test case \(c.className) \"\(c.name)\" is also in \(other): shards overlap")
                    }
                    seen[key] = input.file
                }
                guard var into = merged[suite.name] else {
                    var fresh = suite
                    fresh.properties.removeAll { $0.name == "shard" }
                    merged[suite.name] = fresh
                    order.append(suite.name)
                    continue
                }
                into.cases += suite.cases
                into.seconds += suite.seconds
                into.systemOut = join(into.systemOut, suite.systemOut)
                into.systemErr = join(into.systemErr, suite.systemErr)
                merged[suite.name] = into
            }
        }
        return order.compactMap { merged[$0] }
    }

    private static func join(_ a: String, _ b: String) -> String {
        a.isEmpty ? b : b.isEmpty ? a : a.hasSuffix("\n") ? a + b : a + "\n" + b
    }

    private static func show(_ value: String?) -> String { value.map { "'\($0)'" } ?? "(none)" }
}
