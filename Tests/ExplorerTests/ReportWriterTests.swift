@testable import Explorer
import Foundation
import ProsceniumLauncher
import ProsceniumTesting
import Testing
import WireProtocol

/// The JSON and JUnit reports: the JSON schema of docs/explore.md, and JUnit XML that parses,
/// with one test case per problem and per storyboard.
@Suite("explore: JSON and JUnit reports")
struct ReportWriterTests {
    static func demo(sources: Bool) async throws -> (ExplorationReport, JSON) {
        let demo = ServerProcess.packageRoot + "/config/storyboards"
        return try await ExploreSupport.explore([demo], main: "Main", sources: sources ? demo + "/DemoSources" : nil)
    }

    @Test func jsonHasTheDocumentedTopLevel() async throws {
        let (_, json) = try await Self.demo(sources: false)
        #expect(json.objectValue?.keys == ["version", "main", "scenes", "segues", "storyboards", "problems", "unreachable",
                                           "truncated", "bounds", "stats"])
        #expect(json["scenes"]?.objectValue?.keys == ["total", "reached", "reachedFromCode"])
        #expect(json["segues"]?.objectValue?.keys == ["total", "performed", "refused", "untried"])
        let problem = try #require(json["problems"]?.arrayValue?.first)
        #expect(problem.objectValue?.keys == ["kind", "code", "message", "uikit", "raises", "origin", "scene", "segue", "occurrences",
                                              "reproduced", "path"])
        let steps = try #require(problem["path"]?.arrayValue)
        #expect(steps.first?.objectValue?.keys == ["action", "text", "storyboard", "scene"])
        #expect(steps.last?.objectValue?.keys == ["action", "text", "position", "scene", "segue"])
        #expect(steps.last?["segue"]?.objectValue?.keys == ["segue", "identifier", "kind", "trigger", "destination"])
        #expect(json["bounds"]?.objectValue?.keys == ["maxDepth", "maxStates", "hitMaxDepth", "hitMaxStates"])
        #expect(json["stats"]?.objectValue?.keys == ["states", "statesExpanded", "actions", "requests", "replays", "moves", "undos",
                                                     "failedUndos", "serverRenewals", "seconds"])
    }

    /// JUnit's elements as an XML parser reads them (Python's `xml.etree`: only Storyboards may
    /// import FoundationXML): the suites' attributes, and each test case's with its children's names.
    struct JUnitReader {
        var suites: [[String: String]] = []
        var cases: [(attributes: [String: String], children: [String])] = []
    }

    static func read(_ xml: String) throws -> JUnitReader {
        let dir = ServerProcess.makeTemporaryDirectory("explore-junit")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try xml.write(toFile: dir + "/junit.xml", atomically: true, encoding: .utf8)
        let script = """
            import json, sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            suites = [root.attrib] + [s.attrib for s in root.iter("testsuite")]
            cases = [{"attributes": c.attrib, "children": [e.tag for e in c]} for c in root.iter("testcase")]
            print(json.dumps({"suites": suites, "cases": cases}))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, dir + "/junit.xml"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let processStatus = process.waitUntilEnded()
        guard processStatus == 0 else { throw ExploreSupport.ReplayError("JUnit XML does not parse: \(errors)") }
        let json = try JSONParser.parse(String(decoding: data, as: UTF8.self))
        func strings(_ o: JSON?) -> [String: String] {
            var d: [String: String] = [:]
            for (k, v) in o?.objectValue ?? JSONObject() { d[k] = v.stringValue }
            return d
        }
        var reader = JUnitReader()
        reader.suites = (json["suites"]?.arrayValue ?? []).map(strings)
        reader.cases = (json["cases"]?.arrayValue ?? []).map { c in
            (strings(c["attributes"]), (c["children"]?.arrayValue ?? []).compactMap(\.stringValue))
        }
        return reader
    }

    @Test func junitHasACasePerProblemAndPerStoryboard() async throws {
        let (report, _) = try await Self.demo(sources: false)
        let junit = try Self.read(ReportJUnit.xml(report))
        #expect(junit.suites.map { $0["name"] } == ["prosc explore", "prosc explore: problems", "prosc explore: storyboards"])
        #expect(junit.suites[0]["tests"] == "5" && junit.suites[0]["failures"] == "4")
        // Three unwind problems (failures) and two storyboards (Main fails: its problems).
        #expect(junit.cases.map { $0.children } == [["failure"], ["failure"], ["failure"], ["system-out"], ["failure", "system-out"]])
        #expect(junit.cases[0].attributes["classname"] == "prosc.explore.problems.Main")
        #expect(junit.cases[0].attributes["name"]?.hasPrefix("1. segueNotFound: UIKit finds no destination") == true)
        #expect(junit.cases.suffix(2).map { $0.attributes["name"] } == ["External", "Main"])

        let (clean, _) = try await Self.demo(sources: true)
        let passing = try Self.read(ReportJUnit.xml(clean))
        #expect(passing.suites[0]["failures"] == "0" && passing.cases.count == 2)
    }

    @Test func junitEscapesWhatXMLForbids() {
        #expect(ReportJUnit.escape("a<b & \"c\" 'd'\u{1}>") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
        #expect(ReportJUnit.escape("x\u{FFFE}y\u{FFFF}") == "xy", "U+FFFE and U+FFFF are not XML characters either")
    }
}
