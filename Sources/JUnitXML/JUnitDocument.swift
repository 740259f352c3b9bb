import Foundation
import XMLEscaping

/// JUnit XML as CI systems read it, in the shape of the Apache Ant JUnit schema
/// (Tests/Fixtures/JUnit/JUnit.xsd, which Jenkins, GitLab and GitHub reporters follow):
/// `<testsuites>` (no attributes) holding suites numbered from 0, each with its `package`,
/// `timestamp` and `hostname`, its `<properties>`, test cases, then `<system-out>` and
/// `<system-err>`. Both JUnit reports are written here: `prosc test` and `prosc explore`.
public enum JUnitDocument {
    public static func xml(_ suites: [JUnitSuite], started: Date, hostname: String = JUnitDocument.hostname()) -> String {
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<testsuites>\n"
        for (id, suite) in suites.enumerated() {
            out += "  <testsuite name=\"\(escape(suite.name))\" package=\"\(escape(suite.package))\" id=\"\(id)\" timestamp=\"\(timestamp(started))\""
            out += " hostname=\"\(escape(hostname))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\" errors=\"\(suite.errors)\""
            out += " skipped=\"\(suite.skipped)\" time=\"\(seconds(suite.seconds))\">\n"
            out += "    <properties>\n"
            for p in suite.properties { out += "      <property name=\"\(escape(p.name))\" value=\"\(escape(p.value))\"/>\n" }
            out += "    </properties>\n"
            for c in suite.cases { out += testCase(c) }
            out += "    <system-out>\(escape(suite.systemOut))</system-out>\n"
            out += "    <system-err>\(escape(suite.systemErr))</system-err>\n"
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    static func testCase(_ c: JUnitTestCase) -> String {
        let open = "    <testcase name=\"\(escape(c.name))\" classname=\"\(escape(c.className))\" time=\"\(seconds(c.seconds))\""
        let child: String
        switch c.outcome {
        case .passed:
            return open + "/>\n"
        case .failure(let type, let message, let text):
            child = "<failure type=\"\(escape(type))\" message=\"\(escape(message))\">\(escape(text))</failure>"
        case .error(let type, let message, let text):
            child = "<error type=\"\(escape(type))\" message=\"\(escape(message))\">\(escape(text))</error>"
        case .skipped(let message, let text):
            child = "<skipped message=\"\(escape(message))\">\(escape(text))</skipped>"
        }
        return open + ">\n      " + child + "\n    </testcase>\n"
    }

    /// `2026-11-25T06:40:12` (UTC, no zone: the schema's pattern).
    public static func timestamp(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return f.string(from: date)
    }

    /// Seconds with three decimals (the schema's `xs:decimal`).
    public static func seconds(_ s: Double) -> String { String(format: "%.3f", s) }

    /// This machine's name, or `localhost` (the schema's word for an unknown host).
    public static func hostname() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "localhost" : name
    }

    /// Text for an attribute or element: markup characters escaped, characters XML 1.0 cannot
    /// carry (controls other than tab, newline, carriage return; U+FFFE, U+FFFF) left out.
    public static func escape(_ s: String) -> String {
        XMLEscaping.escape(s, apostrophes: false, forbidden: .dropped)
    }
}
