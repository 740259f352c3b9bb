@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing

/// Issue 40, point 3, explored: `Tests/Fixtures/CodeNavigation/CoordinatorApp`'s controllers call
/// a coordinator that holds the navigation controller (`coordinator?.showDetail()`,
/// `coordinator?.buySubscription(product:)`, `coordinator?.didFinishBuying()`). Before the
/// coordinator's methods were followed its launch reached 2 of its 4 scenes (the navigation
/// controller and Home); now all 4, every step conditional: the coordinator is an optional
/// property and the navigation controller it holds is taken to be the caller's, which the reader
/// cannot check — so a problem found that way would never fail the run.
@Suite("explore: navigation through a coordinator", .serialized)
struct ExploreCoordinatorTests {
    static let app = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/CoordinatorApp"

    @Test func theCoordinatorsScreensAreReachedConditionally() async throws {
        let (report, _) = try await ExploreSupport.explore([Self.app], sources: Self.app + "/Sources")
        #expect(report.scenesReached == 4 && report.scenesReachedByCode == 2)
        #expect(report.codeEdges.count == 4 && report.codeEdges.allSatisfy(\.plan.conditional))
        #expect(report.codeEdges.first?.plan.text == #"tap button "Detail" (showDetail:) → HomeViewController.showDetail(_:) → MainCoordinator.showDetail() pushes Main.storyboard's "DetailViewController" (MainCoordinator.swift:21; only if the code takes that branch)"#)
        #expect(report.problems.isEmpty && report.warnings.isEmpty)
    }

    /// `Tests/Fixtures/CodeNavigation/AppDelegateApp` asks its app delegate to show screens: 2 of
    /// its 4 scenes reached before, 3 when the login (presented on the window's root) was followed,
    /// 4 now that the detail, pushed onto the window's root cast to a navigation controller, is
    /// too — both conditionally (the cast may fail).
    @Test func theAppDelegateAsked() async throws {
        let app = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/AppDelegateApp"
        let (report, _) = try await ExploreSupport.explore([app], sources: app + "/Sources")
        #expect(report.scenesReached == 4 && report.scenesReachedByCode == 2)
        #expect(report.codeEdges.map(\.plan.conditional) == [true, true])
        #expect(report.codeCalls.groups.isEmpty)
        #expect(report.problems.isEmpty)
        try await SameReportTests.expectSame([app], sources: app + "/Sources", name: "app delegate app")
    }

    @Test func theSameInProcessAndOnAServer() async throws {
        try await SameReportTests.expectSame([Self.app], sources: Self.app + "/Sources", name: "coordinator app")
    }
}
