@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 40, point 1: with `--sources`, the root the app's launch code sets is the launch, in
/// place of the main storyboard's initial controller (UIKit runs the scene delegate's
/// `scene(_:willConnectTo:options:)` after loading the main storyboard, and the root it sets is what
/// the window shows). `Tests/Fixtures/CodeNavigation/LaunchCodeApp`'s scene delegate builds a tab bar
/// controller with Home (in a navigation controller) and Settings' initial controller; its Main
/// storyboard's initial controller is the template's, which that code replaces. Launched from the
/// storyboard, 1 of its 4 scenes was reached, and Home, made a window's root by the code-made starts,
/// pushed onto nothing (a nilReceiver the app never meets); launched from its code, 3 of 4 and no
/// problem.
@Suite("explore: the launch from the app's code", .serialized)
struct ExploreLaunchCodeTests {
    static let app = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/LaunchCodeApp"

    @Test func theLaunchCodesRootIsTheLaunch() async throws {
        let (report, json) = try await ExploreSupport.explore([Self.app], sources: Self.app + "/Sources")
        #expect(report.launchCode?.method == "SceneDelegate.scene(_:willConnectTo:options:)")
        #expect(report.mainStoryboard == nil)
        let reachedBy = Dictionary(uniqueKeysWithValues: report.scenes.map { ($0.label, $0.reachedBy) })
        #expect(reachedBy == ["Home": "segues", "Settings": "segues", "Detail": "code", "Legacy": "codeStart"])
        #expect(report.problems.isEmpty && report.warnings.isEmpty)
        let launch = try #require(json["problems"]?.arrayValue?.isEmpty == true ? json["launchCode"] : nil)
        #expect(launch["line"]?.intValue == 23 && launch["method"]?.stringValue == "SceneDelegate.scene(_:willConnectTo:options:)")
        #expect(TerminalSummary.text(report).hasPrefix(
            #"explored 5 states from the launch code's root (SceneDelegate.scene(_:willConnectTo:options:) makes a tab bar controller with [a navigation controller around Main.storyboard's "Home", Settings.storyboard's initial controller] (SceneDelegate.swift:23)) and code-made starts on iOS 26"#))
    }

    /// The path of a state reached from it starts with the launch code, and a tab tap is a user's.
    @Test func pathsStartWithTheLaunchCode() async throws {
        let (report, _) = try await ExploreSupport.explore([Self.app], sources: Self.app + "/Sources")
        let detail = try #require(report.scenes.first { $0.label == "Detail" })
        let path = try #require(detail.reach)
        let steps = path.map(\.text)
        #expect(steps.first == #"launch: SceneDelegate.scene(_:willConnectTo:options:) makes a tab bar controller with [a navigation controller around Main.storyboard's "Home", Settings.storyboard's initial controller] (SceneDelegate.swift:23) the window's root"#)
        #expect(path.first?.action == "launch" && path.first?.scene?.storyboard == "Main")
    }

    /// `--main` launches from the storyboard, as asked; without sources nothing of the code is known.
    @Test func mainOrNoSourcesLaunchFromTheStoryboard() async throws {
        let (withMain, _) = try await ExploreSupport.explore([Self.app], main: "Main", sources: Self.app + "/Sources")
        #expect(withMain.launchCode == nil && withMain.mainStoryboard == "Main" && withMain.scenesReached == 1)
        let (without, _) = try await ExploreSupport.explore([Self.app])
        #expect(without.launchCode == nil && without.scenesReached == 1)
    }

    @Test func theListingSaysTheLaunch() async throws {
        let text = try await ExploreCodeActionsTests.list([Self.app], sources: Self.app + "/Sources")
        #expect(text.hasPrefix(#"launch: SceneDelegate.scene(_:willConnectTo:options:) makes a tab bar controller with [a navigation controller around Main.storyboard's "Home", Settings.storyboard's initial controller] (SceneDelegate.swift:23) the window's root"#))
    }

    @Test func theSameInProcessAndOnAServer() async throws {
        try await SameReportTests.expectSame([Self.app], sources: Self.app + "/Sources", name: "launch code app")
    }
}
