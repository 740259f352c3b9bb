@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 40, point 5: `--list-code-actions` groups the navigation calls not performed by reason,
/// and the summary's `code:` line (and the JSON's `code.unfollowed`) count the same calls the
/// same way (`NavigationCallTally`: one per call site). Before, the summary counted only the calls
/// a scene's trigger reached that were not literal, while the list showed every call of the
/// sources in a form not followed: ORKCatalog's summary said "0 not performed" where its list
/// showed 1 not literal and 2 not followed.
@Suite("explore: code calls counted alike", .serialized)
struct CodeCallCountsTests {
    static let fixtures = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation"

    /// The apps with sources: storyboards, `--main`, sources.
    static let apps: [(name: String, storyboards: [String], main: String?, sources: String)] = [
        ("SwiftApp", [fixtures + "/SwiftApp.storyboard"], nil, fixtures + "/SwiftApp"),
        ("ObjCApp", [fixtures + "/ObjCApp.storyboard"], nil, fixtures + "/ObjCApp"),
        ("CodeOnlyApp", [fixtures + "/CodeOnlyApp"], "Main", fixtures + "/CodeOnlyApp/Sources"),
        ("HelperApp", [fixtures + "/HelperApp"], nil, fixtures + "/HelperApp/Sources"),
        ("ConventionsApp", [fixtures + "/ConventionsApp"], nil, fixtures + "/ConventionsApp/Sources"),
        ("CoordinatorApp", [fixtures + "/CoordinatorApp"], nil, fixtures + "/CoordinatorApp/Sources"),
        ("HelperObjCApp", [fixtures + "/HelperObjCApp"], nil, fixtures + "/HelperObjCApp/Sources"),
        ("LaunchCodeApp", [fixtures + "/LaunchCodeApp"], nil, fixtures + "/LaunchCodeApp/Sources"),
        ("AppDelegateApp", [fixtures + "/AppDelegateApp"], nil, fixtures + "/AppDelegateApp/Sources"),
        ("NetNewsWire", [RealWorldCodeExploreTests.netNewsWire.file], nil, RealWorldCodeExploreTests.netNewsWire.folder),
        ("ORKCatalog", [RealWorldCodeExploreTests.orkCatalog.file], nil, RealWorldCodeExploreTests.orkCatalog.folder),
        ("eidolon", [RealWorldCodeExploreTests.eidolon.file], nil, RealWorldCodeExploreTests.eidolon.folder),
    ]

    static func list(_ storyboards: [String], main: String?, sources: String) async throws -> String {
        var options = ExploreOptions()
        options.directories = storyboards
        options.main = main
        options.sources = sources
        options.proscd = ServerProcess.binary("proscd")
        return try await ExploreSession.listCodeActions(options)
    }

    /// `N navigation calls`, `P performed`, `U not performed (…)` out of a line.
    static func counts(_ line: String) -> [String] {
        let calls = line.firstMatch(of: #/([0-9]+) navigation calls?/#).map { String($0.1) } ?? "?"
        let performed = line.firstMatch(of: #/([0-9]+) performed/#).map { String($0.1) } ?? "?"
        let notPerformed = line.firstMatch(of: #/[0-9]+ not performed(?: \([0-9][^)]*\))?/#).map { String($0.0) } ?? "?"
        return [calls, performed, notPerformed]
    }

    @Test func theListAndTheSummaryAgree() async throws {
        for app in Self.apps {
            let text = try await Self.list(app.storyboards, main: app.main, sources: app.sources)
            let (report, json) = try await ExploreSupport.explore(app.storyboards, main: app.main, sources: app.sources)
            let summary = try #require(TerminalSummary.codeLine(report), "\(app.name)")
            let listed = try #require(text.split(separator: "\n").last { $0.hasPrefix("read ") }.map(String.init), "\(app.name)")
            #expect(Self.counts(summary) == Self.counts(listed), "\(app.name): \(summary) / \(listed)")
            // Each group's heading count is the number of calls listed under it.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var groups: [String: Int] = [:]
            if let start = lines.firstIndex(where: { $0.hasPrefix("not performed (") }) {
                var current: String?
                for line in lines[(start + 1)...] {
                    if line.hasPrefix("    ") { groups[current!, default: 0] += 1 }
                    else if line.hasPrefix("  "), let m = line.firstMatch(of: #/^  (.+) \(([0-9]+)\):$/#) {
                        current = String(m.1)
                        #expect(Int(m.2) != nil)
                    } else { break }
                }
            }
            let unfollowed = json["code"]?["unfollowed"]?.arrayValue ?? []
            let fromJSON = Dictionary(uniqueKeysWithValues: unfollowed.map { ($0["reason"]!.stringValue!, $0["count"]!.intValue!) })
            #expect(groups == fromJSON, "\(app.name)")
            #expect(groups.values.reduce(0, +) == report.codeCalls.notPerformed.count, "\(app.name)")
            #expect(report.codeCalls.performed + report.codeCalls.notPerformed.count == report.codeCalls.total, "\(app.name)")
            #expect(json["code"]?["performedCalls"]?.intValue == report.codeCalls.performed, "\(app.name)")
        }
    }

    /// The case the issue names: ORKCatalog's summary said "0 not performed".
    @Test func orkCatalogCountsWhatItLists() async throws {
        let app = RealWorldCodeExploreTests.orkCatalog
        let (report, _) = try await ExploreSupport.explore([app.file], sources: app.folder)
        #expect(TerminalSummary.codeLine(report) == "code: 5 navigation calls in 2 files; 1 performed as 1 action (0 conditional), "
            + "4 not performed (1 not literal, 2 not UIKit's form or not the controller's, 1 reached from no scene) (--list-code-actions lists them)")
        #expect(report.codeCalls.groups.map { "\($0.reason.text): \($0.calls.map { "\($0.type).\($0.method):\($0.step.location.line)" })" } == [
            #"not literal: ["ResultViewController.presentShareSheet(shareSheet:):262"]"#,
            #"not UIKit's form or not the controller's: ["TaskListViewController.taskViewController(_:didFinishWith:error:):206", "TaskListViewController.taskViewController(_:learnMoreButtonPressedWith:for:):232"]"#,
            #"reached from no scene: ["ResultViewController.makeShareSheetOperation(for:):173"]"#,
        ])
    }
}
