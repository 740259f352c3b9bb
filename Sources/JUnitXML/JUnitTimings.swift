import Foundation

/// `--shard-timings REPORT.xml`: each test case's seconds in an earlier run's JUnit report,
/// keyed by its `classname` (a flow's path with dots), for `ShardPartition` to balance by.
public enum JUnitTimings {
    /// Seconds per class name (a class name reported twice: the sum). A file that cannot be
    /// read, is not JUnit, has no test case, or whose suites say another runner wrote them
    /// (their `runner` property is not `runner`) is an error that names it.
    public static func read(_ path: String, runner: String) throws(JUnitReading.Failure) -> [String: Double] {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw JUnitReading.Failure(description: "\(path): cannot read the timings report: \(error.localizedDescription)")
        }
        let suites = try JUnitReading.suites(text, file: path)
        if let other = suites.compactMap({ $0.property("runner") }).first(where: { $0 != runner }) {
            throw JUnitReading.Failure(description: "\(path): the report is \(other)'s, not \(runner)'s: its test cases are not these")
        }
        var seconds: [String: Double] = [:]
        for c in suites.flatMap(\.cases) { seconds[c.className, default: 0] += c.seconds }
        if seconds.isEmpty { throw JUnitReading.Failure(description: "\(path): a JUnit report without test cases gives no timings") }
        return seconds
    }
}
