@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing

/// Issue 40, point 3, explored: `Tests/Fixtures/CodeNavigation/MenuHelperApp` (written for these
/// tests after guardianproject/orbot-apple) shows Settings and About from a menu its code builds
/// (`UIAction`s whose handlers call `showSettings()` and, only when `showsAbout`, `showAbout()`),
/// each through `present(inNav:animated:)`, a helper named like UIKit's `present`, and pushes
/// Detail instantiated by class (`UIStoryboard.main.instantiateViewController(DetailViewController.
/// self)`); About comes from a static factory returning `instantiateViewController(Self.self)`.
/// With its sources its launch reaches its 4 scenes and its one class made in code; without them
/// 2. No problem: every present is from a controller presenting nothing, the push is in a
/// navigation controller.
@Suite("explore: menus and helpers named like UIKit's", .serialized)
struct ExploreMenuHelperTests {
    static let app = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/MenuHelperApp"

    @Test func menuItemsAndHelpersReachTheScreens() async throws {
        let report = try await Self.expectTheScreensReached(Self.app)
        #expect(report.codeEdges.map(\.plan.text).contains(
            #"tap menu item "About" (showAbout) → HomeViewController.showAbout() → present(inNav:animated:) presents a navigation controller around Main.storyboard's "AboutViewController" (UIStoryboard+Instantiate.swift:17; only if the code takes that branch)"#))
        #expect(report.codeEdges.map(\.plan.text).contains(
            #"tap menu item "Settings" (showSettings) → HomeViewController.showSettings() → present(inNav:animated:) presents a navigation controller around a new SettingsViewController (UIStoryboard+Instantiate.swift:17)"#))
    }

    /// Each app's launch reaches its 4 scenes and its class made in code, with no problem.
    static func expectTheScreensReached(_ app: String) async throws -> ExplorationReport {
        let (report, json) = try await ExploreSupport.explore([app], sources: app + "/Sources")
        let reachedBy = Dictionary(uniqueKeysWithValues: report.scenes.map { ($0.label, $0.reachedBy) })
        #expect(reachedBy == ["UINavigationController nav-1": "segues", "HomeViewController": "segues",
                             "DetailViewController": "code", "AboutViewController": "code"])
        #expect(json["classes"]?["total"]?.intValue == 1 && json["classes"]?["reached"]?.intValue == 1)
        #expect(report.problems.isEmpty && report.warnings.isEmpty)
        return report
    }

    @Test func withoutItsSourcesOnlyTheStoryboardIsExplored() async throws {
        let (report, _) = try await ExploreSupport.explore([Self.app])
        #expect(report.scenesReached == 2)
    }

    @Test func theSameInProcessAndOnAServer() async throws {
        try await SameReportTests.expectSame([Self.app], sources: Self.app + "/Sources", name: "MenuHelperApp")
        try await SameReportTests.expectSame([Self.objCApp], sources: Self.objCApp + "/Sources", name: "MenuHelperObjCApp")
    }

    /// The Objective-C counterpart, `MenuHelperObjCApp`: the same screens, the same way.
    static let objCApp = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/MenuHelperObjCApp"

    @Test func theObjectiveCAppReachesTheSameScreens() async throws {
        let report = try await Self.expectTheScreensReached(Self.objCApp)
        #expect(report.codeEdges.map(\.plan.text).contains(
            #"tap menu item "About" (showAbout) → HomeViewController.showAbout → presentInNav: presents a navigation controller around Main.storyboard's "AboutViewController" (HomeViewController.m:24; only if the code takes that branch)"#))
        let (without, _) = try await ExploreSupport.explore([Self.objCApp])
        #expect(without.scenesReached == 2)
    }
}
