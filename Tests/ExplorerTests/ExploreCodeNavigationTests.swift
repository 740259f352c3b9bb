@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 25, point 4: with `--sources`, the navigation calls the app's code makes are explored
/// as actions, performed through the protocol's requests so the engine's UIKit rules judge
/// them. The rules met (iOS 26, the explorer's default; each from docs/uikit-rules.md):
/// - `instantiateViewController(withIdentifier:)` of an identifier the storyboard lacks raises
///   NSInvalidArgumentException "Storyboard (…) doesn't contain a view controller with
///   identifier '…'" (Apple's documentation and real console logs);
/// - `UIStoryboard(name:bundle:)` of a storyboard the bundle lacks raises "Could not find a
///   storyboard named '…'" (real console logs);
/// - `performSegue(withIdentifier:)` of an identifier the scene lacks raises "Receiver (…) has
///   no segue with identifier '…'" (real console logs);
/// - `navigationController?.push…` / `tabBarController?.selectedIndex =` from a controller in
///   no navigation (tab bar) controller goes to nil and does nothing (Swift's optional chaining,
///   Objective-C's message to nil: language semantics, inferred, not a UIKit log).
/// A problem found only through a conditional step is reported apart and does not fail the run;
/// every problem found through code is replayed on a fresh proscd.
@Suite("explore: code navigation performed", .serialized)
struct ExploreCodeNavigationTests {
    static let fixtures = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation"

    static func lastStep(_ p: ExplorationReport.Problem) -> String { p.path.last?.text ?? "" }

    @Test func codeOnlyAppReachesWhatOnlyCodeReaches() async throws {
        let app = Self.fixtures + "/CodeOnlyApp"
        let (report, json) = try await ExploreSupport.explore([app], main: "Main", sources: app + "/Sources")
        let reachedBy = Dictionary(uniqueKeysWithValues: report.scenes.map { ($0.label, $0.reachedBy) })
        #expect(reachedBy == ["Home": "segues", "Detail": "codeStart", "Settings": "code"])
        #expect(report.scenesReachedBySegues == 1 && report.scenesReachedByCode == 1)
        #expect(report.problems.map(\.refusal.kind) == ["nilReceiver", "notFound"])
        #expect(Self.lastStep(report.problems[0]) == #"in Home, tap button "Detail" (pushDetail:) → HomeViewController.pushDetail(_:) pushes its storyboard's "Detail" (HomeViewController.swift:15)"#)
        #expect(report.problems[1].refusal.uikit == "Storyboard (<UIStoryboard: Main>) doesn't contain a view controller with identifier 'Missing'")
        #expect(report.problems.allSatisfy { $0.throughCode && !$0.conditional && $0.replayedOnServer && $0.reproduced == true })
        #expect(report.failsRun)
        // The code edges in the JSON, with file and line.
        let edges = try #require(json["code"]?["edges"]?.arrayValue)
        #expect(edges.count == 5)
        #expect(edges[0]["file"]?.stringValue?.hasSuffix("CodeOnlyApp/Sources/HomeViewController.swift") == true)
        #expect(edges[0]["line"]?.intValue == 9)
        #expect(edges[0]["destination"]?["storyboard"]?.stringValue == "Settings")
        let library = try #require(edges.first { $0["trigger"]?.stringValue?.contains("openLibrary") == true })
        #expect(library["conditional"]?.boolValue == true)
        #expect(json["scenes"]?["reachedByAppCode"]?.intValue == 1)
    }

    /// docs/explore.md shows this very output (the exploration's time aside).
    @Test func theDocumentedTerminalReport() async throws {
        let app = Self.fixtures + "/CodeOnlyApp"
        let (report, _) = try await ExploreSupport.explore([app], main: "Main", sources: app + "/Sources")
        let documented = try String(contentsOfFile: ServerProcess.packageRoot + "/docs/explore.md", encoding: .utf8)
            .components(separatedBy: "--sources Tests/Fixtures/CodeNavigation/CodeOnlyApp/Sources\n")[1]
            .components(separatedBy: "\n```")[0]
        func timeless(_ s: String) -> String { s.replacing(#/in [0-9]+\.[0-9]+ s/#, with: "in T s") }
        #expect(timeless(TerminalSummary.text(report)) == timeless(documented))
    }

    @Test func withoutSourcesNothingOfTheCodeIsPerformed() async throws {
        let app = Self.fixtures + "/CodeOnlyApp"
        let (report, json) = try await ExploreSupport.explore([app], main: "Main")
        #expect(report.problems.isEmpty)
        #expect(report.scenes.first { $0.label == "Settings" }?.reachedBy == "codeStart")
        #expect(json["code"] == .null)
        #expect(!TerminalSummary.text(report).contains("code:"))
    }

    @Test func conditionalStepsAreReportedApartAndDoNotFail() async throws {
        let (report, _) = try await ExploreSupport.explore([Self.fixtures + "/SwiftApp.storyboard"], sources: Self.fixtures + "/SwiftApp")
        #expect(report.problems.map(\.conditional) == [false, true, true])
        #expect(report.launchProblems.count == 1)
        #expect(report.problems[0].refusal.uikit == "Could not find a storyboard named 'Settings' in bundle NSBundle")
        #expect(Self.lastStep(report.problems[1]) == #"in Home, tap button "Checkout" (startCheckout:) → HomeViewController.startCheckout(_:) performs segue "signIn" (HomeViewController.swift:49; only if the code takes that branch)"#)
        #expect(Self.lastStep(report.problems[2]).contains("as the scene appears (viewDidAppear) → BaseViewController.viewDidAppear(_:) → presentOnboarding() presents Onboarding.storyboard's \"Welcome\" (formSheet)"))
        let text = TerminalSummary.text(report)
        #expect(text.contains("problems only through a conditional step of the app's code (the code may not take it; they do not fail the run) (2):"))
        let junit = ReportJUnit.xml(report, hostname: "host")
        #expect(junit.contains(#"<skipped message="only through a conditional step of the app's code">"#))
        #expect(junit.contains("code: HomeViewController.openSettings(_:) at "))
    }

    @Test func objectiveCFormsArePerformed() async throws {
        let (report, _) = try await ExploreSupport.explore([Self.fixtures + "/ObjCApp.storyboard"], sources: Self.fixtures + "/ObjCApp")
        #expect(report.scenes.first { $0.label == "Profile" }?.reachedBy == "code")
        #expect(report.problems.map(\.refusal.kind) == ["nilReceiver"])
        #expect(Self.lastStep(report.problems[0]) == #"in Master, tap button "Second tab" (switchToSecondTab:) → MasterViewController.switchToSecondTab: selects tab 1 (MasterViewController.m:66)"#)
        let plans = report.codeEdges.map { "\($0.plan.trigger): \($0.plan.action)" }
        #expect(plans == [
            #"tap button "Profile" (openProfile:): presents its storyboard's "Profile" (fullScreen) (transition crossDissolve)"#,
            #"tap button "About" (openAbout:): presents a navigation controller around a new AboutViewController"#,
            #"tap button "Detail" (pushDetail:): pushes a new DetailViewController"#,
            #"tap button "Second tab" (switchToSecondTab:): selects tab 1"#,
            #"tap a table row: shows a new DetailViewController"#,
        ])
    }

    @Test func sourcesWithoutNavigationSaySo() async throws {
        let (report, json) = try await ExploreSupport.explore([DemoExploreTests.demo], main: "Main", sources: DemoExploreTests.demoSources)
        #expect(TerminalSummary.text(report).contains("code: no navigation recognised in the sources ("))
        #expect(json["code"]?["recognised"]?.boolValue == false)
        #expect(ReportJUnit.xml(report, hostname: "host").contains("no navigation recognised in the sources"))
    }

    @Test func theSameInProcessAndOnAServer() async throws {
        try await SameReportTests.expectSame([Self.fixtures + "/CodeOnlyApp"], main: "Main", sources: Self.fixtures + "/CodeOnlyApp/Sources", name: "code-only app")
        try await SameReportTests.expectSame([Self.fixtures + "/SwiftApp.storyboard"], sources: Self.fixtures + "/SwiftApp", name: "Swift app")
        try await SameReportTests.expectSame([Self.fixtures + "/ObjCApp.storyboard"], sources: Self.fixtures + "/ObjCApp", name: "Objective-C app")
    }
}
