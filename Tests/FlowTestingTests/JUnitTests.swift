import FlowTesting
import Foundation
import ProsceniumLauncher
import ProsceniumTesting
import Testing

/// The JUnit report validates against the Apache Ant JUnit schema (Tests/Fixtures/JUnit,
/// windyroad/JUnit-Schema) with `xmllint --schema`, for passed, failed and broken flows alike.
@Suite("Flow runner: JUnit XML")
struct JUnitTests {
    static let failure = StepFailure(
        position: SourcePosition(file: "flows/a.yaml", line: 12, column: 3), keyword: "expectCallbacks",
        action: ("present Modal from Home", SourcePosition(file: "flows/a.yaml", line: 10, column: 3)),
        message: "the callbacks differ: 1 expected, 2 happened", expected: "Home.viewWillDisappear",
        actual: "Home.viewWillDisappear\nModal.viewWillAppear <&> \"quoted\" \u{1}", tree: "s1 \"Main\" main 390x844@3 phone")

    static let results = [
        FlowResult(path: "flows/ok.yaml", name: "passes", status: .passed, duration: 0.0123),
        FlowResult(path: "flows/a.yaml", name: "fails & <tells>", status: .failed, duration: 0.5, failure: failure),
        FlowResult(path: "flows/bad.yml", name: "bad", status: .invalid, duration: 0.01,
                   problems: ["flows/bad.yml:3:9: error: unknown controller 'Hme'"]),
        FlowResult(path: "./flows/dead.yaml", name: "dead", status: .error, duration: 0.2, problems: ["the server stopped answering"]),
    ]

    @Test func theReportValidatesAgainstTheJUnitSchema() async throws {
        let xml = JUnitWriter.xml(Self.results, started: Date(timeIntervalSince1970: 1_800_000_000), hostname: "ci-1")
        let check = try await ExternalTool.validateJUnit(xml)
        #expect(check.status == 0, "\(check.output)\n\(xml)")
        #expect(xml.contains(#"tests="4" failures="1" errors="2""#))
        #expect(xml.contains(#"timestamp="2027-01-15T08:00:00""#))
        #expect(xml.contains(#"<testcase name="fails &amp; &lt;tells&gt;" classname="flows.a" time="0.500">"#))
        #expect(xml.contains(#"<failure type="expectCallbacks" message="flows/a.yaml:12:3: expectCallbacks failed">"#))
        #expect(xml.contains("+ Modal.viewWillAppear &lt;&amp;&gt; &quot;quoted&quot; \n"), "control characters are left out")
        #expect(xml.contains(#"<error type="FlowFileError" message="flows/bad.yml:3:9: error: unknown controller 'Hme'">"#))
        #expect(xml.contains(#"classname="flows.dead""#))
    }

    @Test func anEmptyRunIsAValidReportToo() async throws {
        let check = try await ExternalTool.validateJUnit(JUnitWriter.xml([], started: Date()))
        #expect(check.status == 0, "\(check.output)")
    }

    @Test func theSchemaCheckCanFail() async throws {
        // The same report without the attributes the schema requires is refused: the check is real.
        let xml = JUnitWriter.xml(Self.results, started: Date()).replacingOccurrences(of: #" hostname=""#, with: #" host=""#)
        #expect(try await ExternalTool.validateJUnit(xml).status != 0)
    }
}
