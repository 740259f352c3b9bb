@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing

/// Issue 40, point 3, explored: `Tests/Fixtures/CodeNavigation/HelperApp` shows its screens
/// through its own helpers (`presentOnTop(_:)`, `push(_:)`, a protocol extension's `showAlert`,
/// presents on `topmostPresentedViewController`, `topPresented()` and the key window's root).
/// Before the helpers were
/// followed, its launch reached 2 of its 6 scenes (the navigation controller and Home); now 5,
/// each through the helper's call with the caller's controller. Settings, which the helper is
/// handed from `makeSettings()`, is not reached: that call stays listed as not literal. No
/// problem is found (every present is from a controller presenting nothing, the push is in a
/// navigation controller), so none is invented.
@Suite("explore: navigation through the app's helpers", .serialized)
struct ExploreHelperNavigationTests {
    static let app = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/HelperApp"

    @Test func helpersReachTheScreensTheyShow() async throws {
        let (report, json) = try await ExploreSupport.explore([Self.app], sources: Self.app + "/Sources")
        let reachedBy = Dictionary(uniqueKeysWithValues: report.scenes.map { ($0.label, $0.reachedBy) })
        #expect(reachedBy["Home"] == "segues")
        #expect(reachedBy["Wizard"] == "code" && reachedBy["WizardStep"] == "code" && reachedBy["Detail"] == "code")
        #expect(reachedBy["Settings"] == "codeStart")
        #expect(report.scenesReached == 5)
        #expect(report.problems.isEmpty && report.warnings.isEmpty)
        #expect(report.codeEdges.map(\.plan.text) == [
            #"tap button "Detail" (openDetail:) → HomeViewController.openDetail(_:) → push(_:) pushes its storyboard's "Detail" (UIViewController+Presentation.swift:31)"#,
            #"tap button "Help" (openHelp:) → HomeViewController.openHelp(_:) → showAlert(title:message:) presents a new UIAlertController (UIViewController+Presentation.swift:57)"#,
            #"as the scene appears (viewDidAppear) → HomeViewController.viewDidAppear(_:) → presentOnTop(_:animated:) presents its storyboard's "Wizard" on the top of its presentations (UIViewController+Presentation.swift:26; only if the code takes that branch)"#,
            #"tap button "Next" (next:) → WizardViewController.next(_:) presents its storyboard's "WizardStep" on the top of its presentations (WizardViewController.swift:6)"#,
            #"tap button "Done" (done:) → WizardStepViewController.done(_:) dismisses (WizardViewController.swift:12)"#,
            #"tap button "Share" (share:) → DetailViewController.share(_:) presents a new UIActivityViewController on the top of its presentations (WizardViewController.swift:19)"#,
            #"tap button "Feedback" (sendFeedback:) → DetailViewController.sendFeedback(_:) presents a new UIAlertController on its window's root (WizardViewController.swift:25)"#,
        ])
        #expect(report.codeNotPerformed.map { "\($0.step) [\($0.reason)]" } == [
            "present: viewController (not literal) (UIViewController+Presentation.swift:26) [not literal]",
            "present not followed: called on topPresentedViewController, not on the controller or its containers (WizardViewController.swift:31) [not followed]",
        ])
        let edges = try #require(json["code"]?["edges"]?.arrayValue)
        #expect(edges.compactMap { $0["destination"]?["scene"]?.stringValue }.count == 3)
    }

    /// Without following the helpers (the sources' helpers left out), the launch reaches Home alone.
    @Test func withoutItsSourcesOnlyTheStoryboardIsExplored() async throws {
        let (report, _) = try await ExploreSupport.explore([Self.app])
        #expect(report.scenesReached == 2)
    }

    /// The Objective-C app's category helpers: 2 of its 4 scenes reached from launch before, 3 when
    /// the helpers were followed, 4 now that the walk to the top of the presentations is read in
    /// Objective-C too (the wizard, presented on the top of Home's presentations).
    @Test func objectiveCHelpers() async throws {
        let app = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/HelperObjCApp"
        let (report, _) = try await ExploreSupport.explore([app], sources: app + "/Sources")
        #expect(report.scenesReached == 4 && report.scenesReachedByCode == 2)
        #expect(report.codeEdges.map { "\($0.plan.action)\($0.plan.receiver.phrase)" } == [
            #"pushes its storyboard's "Detail""#, "presents a new SettingsViewController (fullScreen)",
            #"presents its storyboard's "Wizard" on the top of its presentations"#,
        ])
        #expect(report.codeCalls.groups.isEmpty)
        #expect(report.problems.isEmpty)
        try await SameReportTests.expectSame([app], sources: app + "/Sources", name: "Objective-C helper app")
    }

    @Test func theSameInProcessAndOnAServer() async throws {
        try await SameReportTests.expectSame([Self.app], sources: Self.app + "/Sources", name: "helper app")
    }
}
