import Foundation
import WireProtocol

/// `prosc test --baseline OLD.jsonl`: what changed against an earlier run's JSON lines (`prosc
/// test --json`, Bazel's `prosc-test.jsonl`, or `prosc merge`'s): flows newly failing, newly
/// passing, new to the suite and gone from it, and the time the flows both runs have took
/// before and now. Flows are the same when their path and iOS version are (docs/flows.md).
public struct TestBaseline: Sendable {
    /// Why a file cannot be a baseline.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// A flow of the earlier run.
    struct Earlier: Sendable {
        var status: String
        var milliseconds: Double
    }

    let file: String
    let flows: [String: Earlier]

    /// Reads the earlier run's lines; `file` names it in errors (with the line).
    public static func read(_ text: String, file: String) throws(Failure) -> TestBaseline {
        func bad(_ what: String) -> Failure { Failure(description: "--baseline \(file): \(what)") }
        var flows: [String: Earlier] = [:]
        var sawCounts = false
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            guard let object = try? JSONParser.parse(String(line)), object.objectValue != nil else {
                throw bad("line \(number + 1) is not a JSON object: give an earlier prosc test --json's lines")
            }
            if let path = object["path"]?.stringValue, let status = object["status"]?.stringValue {
                flows[key(path, ios: object["ios"]?.intValue.map(String.init))] = Earlier(status: status, milliseconds: object["durationMs"]?.doubleValue ?? 0)
            } else if object["flows"] != nil {
                sawCounts = true
                if let runner = object["runner"]?.stringValue, runner != "prosc test" {
                    throw bad("line \(number + 1): runner '\(runner)': a report of another suite (give prosc test's JSON lines)")
                }
                if let version = object["version"]?.stringValue, version != ProsceniumVersion.string {
                    throw bad("line \(number + 1): written by Proscenium \(version), this is \(ProsceniumVersion.string)")
                }
            } else {
                throw bad("line \(number + 1): neither a flow's line (path, status) nor the counts: not prosc test's JSON lines")
            }
        }
        guard sawCounts else { throw bad("no counts line: not prosc test's JSON lines, or cut short") }
        return TestBaseline(file: file, flows: flows)
    }

    static func key(_ path: String, ios: String?) -> String { path + (ios.map { " [iOS \($0)]" } ?? "") }

    /// The comparison with this run's results, as lines for the terminal (before the summary).
    /// Throws when the two runs share no flow (another suite).
    public func compare(_ results: [FlowResult]) throws(Failure) -> [String] {
        let now = Dictionary(results.map { (Self.key($0.path, ios: $0.ios), $0) }, uniquingKeysWith: { a, _ in a })
        let common = now.keys.filter { flows[$0] != nil }.sorted()
        guard !common.isEmpty || flows.isEmpty else {
            throw Failure(description: "--baseline \(file): no flow of this run is in it: a report of another suite (flows are compared by path)")
        }
        var newlyFailing: [String] = [], newlyPassing: [String] = []
        var before = 0.0, after = 0.0
        for k in common {
            let old = flows[k]!, r = now[k]!
            let passed = r.status == .passed
            if old.status == "pass" && !passed { newlyFailing.append(k) }
            if old.status != "pass" && passed { newlyPassing.append(k) }
            before += old.milliseconds
            after += r.duration * 1000
        }
        let added = now.keys.filter { flows[$0] == nil }.sorted()
        let gone = flows.keys.filter { now[$0] == nil }.sorted()
        var out = ["against \(file): \(newlyFailing.count) newly failing, \(newlyPassing.count) newly passing, "
                   + "\(added.count) new, \(gone.count) gone; the \(common.count) flows of both took "
                   + String(format: "%.2f s, were %.2f s (%@)", after / 1000, before / 1000, Self.change(before, after))]
        out += newlyFailing.map { "  newly failing: \($0)" } + newlyPassing.map { "  newly passing: \($0)" }
        out += added.map { "  new: \($0)" } + gone.map { "  gone: \($0)" }
        return out
    }

    /// `+12 %`, `-3 %`, or `no time before`.
    static func change(_ before: Double, _ after: Double) -> String {
        guard before > 0 else { return "no time before" }
        let p = (after - before) / before * 100
        return String(format: "%+.0f %%", p)
    }
}
