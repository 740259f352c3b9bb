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
    /// The demo with its sources (no problems), or with sources that do not declare its unwind
    /// action (the synthetic Objective-C app's): its three unwinds are then problems (without any
    /// sources they would be notes, `unknownUnwinds`).
    static func demo(sources: Bool) async throws -> (ExplorationReport, JSON) {
        let demo = ServerProcess.packageRoot + "/config/storyboards"
        let other = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/ObjCApp"
        return try await ExploreSupport.explore([demo], main: "Main", sources: sources ? demo + "/DemoSources" : other)
    }

    @Test func jsonHasTheDocumentedTopLevel() async throws {
        let (_, json) = try await Self.demo(sources: false)
        #expect(json.objectValue?.keys == ["version", "main", "launchCode", "ios", "idiom", "scenes", "classes", "segues", "storyboards", "problems", "warnings", "unknownUnwinds",
                                           "userCannotLeave", "unreachable", "screens", "untriedSegues", "code", "truncated", "complete", "completeness", "bounds", "stats"])
        // Issue 40: classes made in code beside the scenes (none here), every screen with how it was reached.
        #expect(json["classes"]?.objectValue?.keys == ["total", "reached", "reachedFromCode", "notReached"])
        #expect(json["screens"]?.arrayValue?.first?.objectValue?.keys == ["kind", "storyboard", "scene", "class", "label", "reached"])
        // The version the private server reproduced: the newest by default.
        #expect(json["ios"] == .number(26))
        // The main screen's idiom: an iOS app's storyboards are explored on the phone by default.
        #expect(json["idiom"] == "phone")
        #expect(json["scenes"]?.objectValue?.keys == ["total", "reached", "reachedFromCode", "reachedBySegues", "reachedByAppCode", "notReached"])
        // The sources given (another app's: no class of the demo's) hold navigation, none of it the demo's scenes'.
        #expect(json["code"]?.objectValue?.keys == ["files", "navigationCalls", "recognised", "edges", "notPerformed", "performedCalls", "unfollowed"])
        #expect(json["code"]?["edges"]?.arrayValue?.isEmpty == true)
        #expect(json["segues"]?.objectValue?.keys == ["total", "performed", "refused", "untried"])
        let problem = try #require(json["problems"]?.arrayValue?.first)
        #expect(problem["severity"] == "error")
        #expect(problem.objectValue?.keys == ["severity", "kind", "code", "message", "uikit", "raises", "origin", "scene", "segue", "occurrences",
                                              "reproduced", "throughCode", "conditional", "replayedOnServer", "path"])
        let steps = try #require(problem["path"]?.arrayValue)
        #expect(steps.first?.objectValue?.keys == ["action", "text", "storyboard", "scene"])
        #expect(steps.last?.objectValue?.keys == ["action", "text", "position", "scene", "segue"])
        #expect(steps.last?["segue"]?.objectValue?.keys == ["segue", "identifier", "kind", "trigger", "destination"])
        #expect(json["bounds"]?.objectValue?.keys == ["maxDepth", "maxStates", "hitMaxDepth", "hitMaxStates", "maxRepeats", "hitMaxRepeats"])
        #expect(json["complete"] == .bool(true))
        #expect(json["completeness"]?.objectValue?.keys == ["left", "statesAtMaxDepth", "statesPastMaxRepeats", "reducedTabBars", "notReduced",
                                                            "reducedStacks", "stacksNotReduced", "equivalentStates"])
        #expect(json["stats"]?.objectValue?.keys == ["states", "statesExpanded", "actions", "requests", "replays", "moves", "undos",
                                                     "failedUndos", "serverRenewals", "sourceReadingSeconds", "seconds"])
    }

    /// JUnit's elements as an XML parser reads them (Python's `xml.etree`: only Storyboards may
    /// import FoundationXML): each suite's attributes and output, and each test case's attributes
    /// with its children's names and text.
    struct JUnitReader {
        var suites: [(attributes: [String: String], systemOut: String)] = []
        var cases: [(attributes: [String: String], children: [String], text: String)] = []
    }

    static func read(_ xml: String) throws -> JUnitReader {
        let dir = ServerProcess.makeTemporaryDirectory("explore-junit")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try xml.write(toFile: dir + "/junit.xml", atomically: true, encoding: .utf8)
        let script = """
            import json, sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            suites = [{"attributes": s.attrib, "out": s.findtext("system-out")} for s in root.iter("testsuite")]
            cases = [{"attributes": c.attrib, "children": [e.tag for e in c], "text": "".join(e.text or "" for e in c)}
                     for c in root.iter("testcase")]
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
        reader.suites = (json["suites"]?.arrayValue ?? []).map { s in (strings(s["attributes"]), s["out"]?.stringValue ?? "") }
        reader.cases = (json["cases"]?.arrayValue ?? []).map { c in
            (strings(c["attributes"]), (c["children"]?.arrayValue ?? []).compactMap(\.stringValue), c["text"]?.stringValue ?? "")
        }
        return reader
    }

    /// `report`'s JUnit XML, checked against the Apache Ant JUnit schema with `xmllint`.
    static func validJUnit(_ report: ExplorationReport, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let xml = ReportJUnit.xml(report)
        let check = try await ExternalTool.validateJUnit(xml)
        #expect(check.status == 0, "\(check.output)\n\(xml)", sourceLocation: sourceLocation)
        return xml
    }

    @Test func junitHasACasePerProblemAndPerStoryboardAndValidates() async throws {
        let (report, _) = try await Self.demo(sources: false)
        let junit = try Self.read(try await Self.validJUnit(report))
        #expect(junit.suites.map { $0.attributes["name"] } == ["prosc explore: problems", "prosc explore: storyboards"])
        #expect(junit.suites.map { [$0.attributes["tests"], $0.attributes["failures"], $0.attributes["skipped"]] }
                == [["3", "3", "0"], ["2", "1", "0"]])
        // Three unwind problems (failures) and two storyboards (Main fails: its problems).
        #expect(junit.cases.map { $0.children } == [["failure"], ["failure"], ["failure"], [], ["failure"]])
        #expect(junit.cases[0].attributes["classname"] == "prosc.explore.problems.Main")
        #expect(junit.cases[0].attributes["name"]?.hasPrefix("1. segueNotFound: UIKit finds no destination") == true)
        #expect(junit.cases[0].text.contains("  x in Detail, tap button of segue \"unwindToHome\" (unwind to unwindToHome:)\n"))
        #expect(junit.cases.suffix(2).map { $0.attributes["name"] } == ["External", "Main"])
        // Every storyboard's coverage, failing or not, is the suite's output (a case has none).
        #expect(junit.suites[1].systemOut == """
            External: scenes 0/1 reached from launch; segues 0/0 performed, 0 refused; 0 problems
            Main: scenes 10/10 reached from launch; segues 4/7 performed, 3 refused; 3 problems

            """)

        let (clean, _) = try await Self.demo(sources: true)
        let passing = try Self.read(try await Self.validJUnit(clean))
        #expect(passing.suites.map { $0.attributes["failures"] } == ["0", "0"] && passing.cases.count == 2)
    }

    /// A storyboard whose only problem is reached from a controller code instantiates: Lonely,
    /// a window's root, taps a legacy push with no navigation controller.
    static let codeOnly = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="first">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController title="First" id="first" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController storyboardIdentifier="Lonely" title="Lonely" id="lonely" sceneMemberID="viewController">
                        <view key="view" id="v2"><subviews>
                            <button id="b1"><connections><segue destination="first" kind="push" identifier="a &lt;push&gt; &amp; &quot;more&quot;" id="g1"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test func junitSkipsProblemsOnlyCodeReachesAndLeavesOutWhatXMLForbids() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-junit-code")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.codeOnly.write(toFile: dir + "/CodeOnly.storyboard", atomically: true, encoding: .utf8)
        var (report, _) = try await ExploreSupport.explore([dir])
        #expect(report.launchProblems.isEmpty)
        #expect(report.problems.map(\.origin) == ["code"])
        let skipped = try Self.read(try await Self.validJUnit(report))
        #expect(skipped.suites.map { [$0.attributes["tests"], $0.attributes["failures"], $0.attributes["skipped"]] }
                == [["1", "0", "1"], ["1", "0", "0"]])
        #expect(skipped.cases.map { $0.children } == [["skipped"], []])
        let details = skipped.cases[0].text
        #expect(details.contains("  1. code: instantiate \"Lonely\" from CodeOnly as a window's root\n"), "\(details)")
        #expect(details.contains("segue \"a <push> & \"more\"\""), "markup characters come back as they were: \(details)")

        // Texts the server or the paths carry may hold characters XML 1.0 cannot: left out.
        report.problems[0].refusal.message += " \u{1}bell\u{7} \u{FFFE}"
        report.problems[0].refusal.uikit = "UIKit\u{0B} says\u{FFFF} so"
        report.problems[0].path[0].text += "\u{1F}"
        report.storyboards[0].name += "\u{2}"
        let forbidden = try await Self.validJUnit(report)
        let read = try Self.read(forbidden)
        #expect(read.cases[0].attributes["name"] == "1. unsupported: UIKit says so")
        #expect(read.cases[0].text.contains(" bell \n"))
        #expect(read.cases[1].attributes["name"] == "CodeOnly")
    }
}
