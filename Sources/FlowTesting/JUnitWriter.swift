import Foundation
import JUnitXML

/// `prosc test --junit FILE`: one suite, one test case per flow with a `<failure>` (an
/// assertion or action that did not hold) or an `<error>` (a bad flow file, a server that would
/// not start), written by `JUnitDocument` in the Apache Ant JUnit schema's shape.
public enum JUnitWriter {
    /// `properties` follow `runner` (`prosc test`): the version, the shard (`2/4`) when sharded.
    public static func xml(_ results: [FlowResult], suiteName: String = "prosc test", started: Date, hostname: String = JUnitDocument.hostname(),
                           properties: [(name: String, value: String)] = []) -> String {
        let cases = results.map { r in
            JUnitTestCase(name: r.name, className: className(r.path), seconds: r.duration, outcome: outcome(r))
        }
        let suite = JUnitSuite(name: suiteName, package: suiteName, seconds: results.reduce(0) { $0 + $1.duration },
                               properties: [("runner", "prosc test")] + properties, cases: cases)
        return JUnitDocument.xml([suite], started: started, hostname: hostname)
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
