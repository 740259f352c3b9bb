@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing

/// Issue 40, point 3's remaining forms, explored:
/// - `Tests/Fixtures/CodeNavigation/OtherControllerApp` (Swift) and `OtherControllerObjCApp`
///   (Objective-C, the same storyboard): a list embedded in a container asks its parent to push
///   the detail and present the settings, pushes About through its navigation controller cast to
///   the app's class; the detail pushes Help onto the window's root cast to a navigation
///   controller and asks the stack's root to pop; the settings ask their presenting controller to
///   dismiss them; a cast to a class the parent is not does nothing. 3 of 7 scenes without the
///   sources (the navigation controller, the container and the list), all 7 with them, every code
///   step conditional, no problem.
/// - `DelegateApp` and `DelegateObjCApp`: controllers tell their delegate, the coordinator that
///   made them (`vc.delegate = self`), what the user did: 2 of 4 scenes without the sources, 4
///   with them; the editor's delegate, adopted by two coordinators, stays unfollowed.
@Suite("explore: calls on other controllers and through delegates", .serialized)
struct ExploreOtherControllerTests {
    static let root = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/"

    static func explore(_ app: String, sources: Bool = true) async throws -> ExplorationReport {
        try await ExploreSupport.explore([root + app], sources: sources ? root + app + "/Sources" : nil).0
    }

    @Test(arguments: ["OtherControllerApp", "OtherControllerObjCApp"])
    func callsOnOtherControllers(app: String) async throws {
        let without = try await Self.explore(app, sources: false)
        #expect(without.scenesReached == 3)
        let report = try await Self.explore(app)
        #expect(report.scenesReached == 7 && report.scenesReachedByCode == 4)
        #expect(report.codeEdges.allSatisfy { $0.plan.conditional })
        #expect(report.problems.isEmpty && report.warnings.isEmpty)
        let texts = report.codeEdges.map(\.plan.text)
        #expect(texts.contains { (text: String) in text.contains("by its parent as a ContainerViewController") && text.contains("\"Detail\"") })
        #expect(texts.contains { (text: String) in text.contains("dismisses by its presenting controller as a MainNavigationController") })
        #expect(texts.contains { (text: String) in text.contains("on its window's root as a UINavigationController") })
        #expect(texts.contains { (text: String) in text.contains("pops to the root by its navigation stack's root as a ContainerViewController") })
    }

    @Test(arguments: ["DelegateApp", "DelegateObjCApp"])
    func callsThroughDelegates(app: String) async throws {
        let without = try await Self.explore(app, sources: false)
        #expect(without.scenesReached == 2)
        let report = try await Self.explore(app)
        #expect(report.scenesReached == 4 && report.scenesReachedByCode == 2)
        #expect(report.codeEdges.allSatisfy { $0.plan.conditional })
        #expect(report.problems.isEmpty && report.warnings.isEmpty)
    }

    @Test func theSameInProcessAndOnAServer() async throws {
        for app in ["OtherControllerApp", "DelegateObjCApp"] {
            try await SameReportTests.expectSame([Self.root + app], sources: Self.root + app + "/Sources", name: app)
        }
    }
}
