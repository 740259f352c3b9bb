import Foundation
import JUnitXML
import Testing

/// Reading JUnit back: what `JUnitDocument` writes comes back the same, other runners' lone
/// `<testsuite>` is read too, and a file that is not JUnit is refused with its line.
@Suite struct JUnitReadingTests {
    @Test func whatIsWrittenReadsBack() throws {
        let cases = [
            JUnitTestCase(name: "a <b> & \"c\"", className: "flows.a", seconds: 0.25, outcome: .passed),
            JUnitTestCase(name: "b", className: "flows.b", seconds: 1.5, outcome: .failure(type: "expectVisible", message: "m", text: "line 1\nline 2 é")),
            JUnitTestCase(name: "c", className: "flows.c", seconds: 0, outcome: .error(type: "RunError", message: "no", text: "t")),
            JUnitTestCase(name: "d", className: "flows.d", seconds: 0, outcome: .skipped(message: "s", text: "")),
        ]
        let suite = JUnitSuite(name: "prosc test", package: "prosc test", seconds: 1.75, properties: [("runner", "prosc test")],
                               cases: cases, systemOut: "out")
        let xml = JUnitDocument.xml([suite], started: Date(timeIntervalSince1970: 0), hostname: "h")
        let read = try JUnitReading.suites(xml, file: "r.xml")
        #expect(read.count == 1)
        #expect(read[0].cases == cases)
        #expect(read[0].name == "prosc test" && read[0].seconds == 1.75 && read[0].property("runner") == "prosc test")
        #expect(read[0].systemOut == "out")
        let lone = try JUnitReading.suites("<?xml version=\"1.0\"?>\n<!-- x -->\n<testsuite name=\"s\"><testcase name=\"t\" time=\"2\"><![CDATA[<x>]]></testcase></testsuite>\n", file: "o.xml")
        #expect(lone.first?.cases.first?.seconds == 2)
    }

    @Test func notJUnitIsRefusedWithItsLine() {
        func failure(_ text: String) -> String? {
            do { _ = try JUnitReading.suites(text, file: "t.xml"); return nil } catch { return error.description }
        }
        #expect(failure("") == "t.xml:1: not a JUnit report: the file is empty")
        #expect(failure("{\"version\": 1}") == "t.xml:1: not a JUnit report: not XML: expected '<' at the start, found text")
        #expect(failure("<?xml version=\"1.0\"?>\n<html>\n</html>") == "t.xml:2: not a JUnit report: the root element is <html>, not <testsuites> or <testsuite>")
        #expect(failure("<testsuites>\n<testsuite name=\"a\">\n</testsuites>") == "t.xml:3: not a JUnit report: </testsuites> closes <testsuite> (line 2)")
        #expect(failure("<testsuites>\n<testsuite>\n<testcase name=\"a\" time=\"fast\"/></testsuite></testsuites>") == "t.xml:3: not a JUnit report: time=\"fast\" is not a number of seconds")
    }
}
