import Foundation
import XMLEscaping

/// JUnit XML for CI systems: one `<testsuite>` inside `<testsuites>`, one `<testcase>` per flow
/// with a `<failure>` (an assertion or action that did not hold) or an `<error>` (a bad flow
/// file, a server that would not start). It follows the Apache Ant JUnit schema
/// (Tests/Fixtures/JUnit/JUnit.xsd), which Jenkins, GitLab and GitHub reporters read.
public enum JUnitWriter {
    public static func xml(_ results: [FlowResult], suiteName: String = "prosc test", started: Date, hostname: String = JUnitWriter.hostname()) -> String {
        let failures = results.filter { $0.status == .failed }.count
        let errors = results.filter { $0.status == .invalid || $0.status == .error }.count
        let total = results.reduce(0) { $0 + $1.duration }
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<testsuites>\n"
        out += "  <testsuite name=\"\(escape(suiteName))\" package=\"\(escape(suiteName))\" id=\"0\" timestamp=\"\(timestamp(started))\""
        out += " hostname=\"\(escape(hostname))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(seconds(total))\">\n"
        out += "    <properties>\n"
        out += "      <property name=\"runner\" value=\"prosc test\"/>\n"
        out += "    </properties>\n"
        for r in results {
            out += "    <testcase name=\"\(escape(r.name))\" classname=\"\(escape(className(r.path)))\" time=\"\(seconds(r.duration))\""
            switch r.status {
            case .passed:
                out += "/>\n"
            case .failed:
                let type = r.failure?.keyword ?? "failure"
                let message = r.failure.map { "\($0.position): \($0.keyword) failed" } ?? "failed"
                out += ">\n      <failure type=\"\(escape(type))\" message=\"\(escape(message))\">\(escape(r.report))</failure>\n    </testcase>\n"
            case .invalid, .error:
                let type = r.status == .invalid ? "FlowFileError" : "RunError"
                let message = r.problems.first.map { String($0.prefix { $0 != "\n" }) } ?? type
                out += ">\n      <error type=\"\(type)\" message=\"\(escape(message))\">\(escape(r.report))</error>\n    </testcase>\n"
            }
        }
        out += "    <system-out></system-out>\n    <system-err></system-err>\n  </testsuite>\n</testsuites>\n"
        return out
    }

    /// `examples/flows/checkout.yaml` → `examples.flows.checkout`.
    static func className(_ path: String) -> String {
        var p = path
        for ext in [".yaml", ".yml"] where p.hasSuffix(ext) { p.removeLast(ext.count) }
        while p.hasPrefix("./") { p.removeFirst(2) }
        return p.replacingOccurrences(of: "/", with: ".")
    }

    /// `2026-11-25T06:40:12` (UTC, no zone: the schema's pattern).
    static func timestamp(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return f.string(from: date)
    }

    static func seconds(_ s: Double) -> String { String(format: "%.3f", s) }

    public static func hostname() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "localhost" : name
    }

    /// Text for an attribute or element: markup characters escaped, characters XML 1.0 cannot
    /// carry (controls other than tab, newline, carriage return) left out.
    static func escape(_ s: String) -> String {
        XMLEscaping.escape(s, apostrophes: false, forbidden: .dropped)
    }
}
