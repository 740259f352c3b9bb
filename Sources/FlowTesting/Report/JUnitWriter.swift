import Foundation
import JUnitXML

/// `prosc test --junit FILE`: a suite per iOS version the flows ran against (`prosc test (iOS
/// 17)`, property `ios`), one test case per flow with a `<failure>` (an assertion or action that
/// did not hold) or an `<error>` (a bad flow file, a server that would not start), written by
/// `JUnitDocument` in the Apache Ant JUnit schema's shape.
public enum JUnitWriter {
    /// `properties` follow each suite's `runner` (`prosc test`): the version, the shard (`2/4`) when sharded.
    public static func xml(_ results: [FlowResult], suiteName: String = "prosc test", started: Date, hostname: String = JUnitDocument.hostname(),
                           properties: [(name: String, value: String)] = []) -> String {
        var versions: [String?] = []
        for r in results where !versions.contains(r.ios) { versions.append(r.ios) }
        let suites = versions.map { version in
            let mine = results.filter { $0.ios == version }
            let cases = mine.map { r in
                JUnitTestCase(name: r.name, className: className(r.path), seconds: r.duration, outcome: outcome(r))
            }
            let name = version.map { "\(suiteName) (iOS \($0))" } ?? suiteName
            return JUnitSuite(name: name, package: suiteName, seconds: mine.reduce(0) { $0 + $1.duration },
                              properties: [("runner", "prosc test")] + (version.map { [("ios", $0)] } ?? []) + properties, cases: cases)
        }
        return JUnitDocument.xml(suites, started: started, hostname: hostname)
    }

    static func outcome(_ r: FlowResult) -> JUnitTestCase.Outcome {
        switch r.status {
        case .passed:
            return .passed
        case .failed:
            let type = r.failure?.keyword ?? "failure"
            let message = r.failure.map { "\($0.position): \($0.keyword) failed" } ?? "failed"
            return .failure(type: type, message: message, text: r.report)
        case .invalid, .error:
            let type = r.status == .invalid ? "FlowFileError" : "RunError"
            let message = r.problems.first.map { String($0.prefix { $0 != "\n" }) } ?? type
            return .error(type: type, message: message, text: r.report)
        }
    }

    /// `examples/flows/checkout.yaml` → `examples.flows.checkout`.
    public static func className(_ path: String) -> String {
        var p = path
        for ext in [".yaml", ".yml"] where p.hasSuffix(ext) { p.removeLast(ext.count) }
        while p.hasPrefix("./") { p.removeFirst(2) }
        return p.replacingOccurrences(of: "/", with: ".")
    }
}
