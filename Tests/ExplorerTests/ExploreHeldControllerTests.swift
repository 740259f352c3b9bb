@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing

/// Issue 40, point 3, explored: `Tests/Fixtures/CodeNavigation/HeldControllerApp` (Swift) and
/// `HeldControllerObjCApp` (Objective-C, the same storyboard), whose coordinators hold the
/// controller they coordinate in a property and push, present, perform a manual segue, pop and
/// dismiss on it (`self.rootController.navigationController?.pushViewController(detail,
/// animated: true)`: `HeldController`). Detail and Settings are shown only by the coordinators'
/// code, and Help by Settings' manual segue: without the sources the launch reaches 2 of the 5
/// scenes (the navigation controller and Home), with them all 5 (3 only through the code), every
/// code step conditional, no problem.
/// Settings' coordinator's pop on Home's navigation controller is not the calling Settings' own:
/// listed as not followed, never performed.
@Suite("explore: calls on the controller a coordinator holds", .serialized)
struct ExploreHeldControllerTests {
    static let root = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/"

    @Test(arguments: ["HeldControllerApp", "HeldControllerObjCApp"])
    func theCoordinatorsCallsAreTheirControllersOwn(app: String) async throws {
        let without = try await ExploreSupport.explore([Self.root + app]).0
        #expect(without.scenesReached == 2)
        let report = try await ExploreSupport.explore([Self.root + app], sources: Self.root + app + "/Sources").0
        #expect(report.scenesTotal == 5 && report.scenesReached == 5 && report.scenesReachedByCode == 3)
        #expect(!report.codeEdges.isEmpty && report.codeEdges.allSatisfy { $0.plan.conditional })
        #expect(report.problems.isEmpty && report.warnings.isEmpty)
        let texts = report.codeEdges.map(\.plan.text)
        #expect(texts.contains { (text: String) in text.contains("pushes Main.storyboard's \"Detail\" on HomeCoordinator's rootController (a HomeViewController)") })
        #expect(texts.contains { (text: String) in text.contains("performs segue \"help\" on SettingsCoordinator's rootController (a SettingsViewController)") })
        #expect(texts.contains { (text: String) in text.contains("dismisses on SettingsCoordinator's rootController (a SettingsViewController)") })
        #expect(texts.contains { (text: String) in text.contains("pops on DetailCoordinator's rootController (a DetailViewController)") })
        // 6 calls: 5 performed; the pop to the root on Home's navigation controller, made when
        // Settings asks, is not followed.
        #expect(report.codeCalls.total == 6 && report.codeCalls.performed == 5)
        #expect(report.codeCalls.notPerformed.map(\.reason) == [.notFollowed])
    }

    @Test func theSameInProcessAndOnAServer() async throws {
        for app in ["HeldControllerApp", "HeldControllerObjCApp"] {
            try await SameReportTests.expectSame([Self.root + app], sources: Self.root + app + "/Sources", name: app)
        }
    }
}
