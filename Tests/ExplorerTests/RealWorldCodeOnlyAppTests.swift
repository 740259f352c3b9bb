@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing

/// Issue 40's quality bar on a real app whose root is built in code with no storyboard: the
/// example app of nathantannar4/InputBarAccessoryView (MIT; its files unmodified in
/// `Tests/Fixtures/RealWorldSources/InputBarAccessoryView-Example`, NOTICE and SOURCES.tsv there).
/// Its only storyboard is its launch screen; its `AppDelegate` sets
/// `window?.rootViewController = UINavigationController(rootViewController:
/// InputBarStyleSelectionController())`, whose table rows push, under a `switch` on the row (so
/// conditionally), six controllers made in code: five of the app's classes
/// (`READMEPreviewViewController()`, `InputAccessoryExampleViewController(style:conversation:)`, …,
/// `ButtonAnimationExample(style:conversation:)`, a class not named `…Controller` the sources declare
/// as one), a `UITabBarController` made there around one of them, and SwiftUI's `UIHostingController`.
///
/// Before issue 40's point 2 it was refused (exit 2): nothing to launch from. Now all six of its
/// screens are reached from the launch. Every step was checked by reading the code.
///
/// No problem: the row that pushes a `UITabBarController` onto the navigation controller is one
/// UIKit takes (R43, settled on 2026-12-06 from real apps' reports; until then the engine raised
/// an invented "Pushing a tab bar controller is not supported" here, reported conditionally).
@Suite("explore: a real code-only app", .serialized)
struct RealWorldCodeOnlyAppTests {
    static let folder = ServerProcess.packageRoot + "/Tests/Fixtures/RealWorldSources/InputBarAccessoryView-Example"
    static let prefix = "nathantannar4__InputBarAccessoryView__Example__Sources__"

    @Test func itsScreensAreReachedFromItsLaunchCode() async throws {
        let (report, json) = try await ExploreSupport.explore([Self.folder], sources: Self.folder)
        #expect(report.launchCode?.method == "AppDelegate.application(_:didFinishLaunchingWithOptions:)")
        #expect(report.launchCode?.description == "a navigation controller around a new InputBarStyleSelectionController (\(Self.prefix)AppDelegate.swift:20)")
        #expect(report.scenes.isEmpty && report.mainStoryboard == nil)
        let how = Dictionary(uniqueKeysWithValues: report.classes.map { ($0.label, $0.reachedHow ?? "not reached") })
        #expect(how == ["InputBarStyleSelectionController": "launch code", "READMEPreviewViewController": "code",
                        "InputAccessoryExampleViewController": "code", "SubviewExampleViewController": "code",
                        "AdditionalBottomSpaceExampleViewController": "code", "ButtonAnimationExample": "code"])
        #expect(json["classes"]?["total"]?.intValue == 6 && json["classes"]?["reached"]?.intValue == 6)
        // 7 of its 9 navigation calls are performed (the row's 7 pushes, each conditional); the
        // image picker's present and dismiss are in delegate methods no trigger reaches.
        #expect(report.codeCalls.total == 9 && report.codeCalls.performed == 7)
        #expect(report.codeEdges.count == 7 && report.codeEdges.allSatisfy(\.plan.conditional))
        // No problem (see the suite's comment): the tab bar controller's push is one of the 7.
        #expect(report.problems.isEmpty && !report.failsRun)
    }

    @Test func whatItsCodeDoesIsListed() async throws {
        let text = try await ExploreCodeActionsTests.list([Self.folder], sources: Self.folder)
        #expect(text.hasPrefix("launch: AppDelegate.application(_:didFinishLaunchingWithOptions:) makes a navigation controller around a new InputBarStyleSelectionController (\(Self.prefix)AppDelegate.swift:20) the window's root\nclass InputBarStyleSelectionController (made in code):\n  tap a table row → InputBarStyleSelectionController.tableView(_:didSelectRowAt:) (\(Self.prefix)InputBarStyleSelectionController.swift:65)\n"))
        #expect(text.contains("    ? pushes a new ButtonAnimationExample (\(Self.prefix)InputBarStyleSelectionController.swift:89)\n"))
        #expect(text.contains("    ? pushes a new UIHostingController (\(Self.prefix)InputBarStyleSelectionController.swift:92)\n"))
        #expect(text.hasSuffix("9 navigation calls, 7 performed, 2 not performed (2 reached from no scene); 0 scenes tied to code and 6 classes made in code, 7 steps reached"))
    }

    /// Without its sources there is nothing to launch from: refused, as before, saying what to give.
    @Test func withoutItsSourcesItIsRefused() async throws {
        await #expect(throws: ExploreFailure.self) { _ = try await ExploreSupport.explore([Self.folder]) }
    }

    @Test func theSameInProcessAndOnAServer() async throws {
        try await SameReportTests.expectSame([Self.folder], sources: Self.folder, name: "InputBarAccessoryView's example")
    }
}
