@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing

/// Issue 40's quality bar on a real app whose navigation goes through helpers: the iOS app of
/// guardianproject/orbot-apple (MIT; every Swift file of its `Orbot/` folder and its two
/// storyboards, unmodified, in `Tests/Fixtures/RealWorldSources/Orbot`, NOTICE and SOURCES.tsv
/// there). Its Main storyboard's tab bar controller holds Main (in a navigation controller) and
/// Kindness Mode; everything else is shown from code:
/// - through a `UIViewController` extension's helpers named like UIKit's `present`,
///   `present(inNav:button:)` and `present(inNav:view:)`, which wrap the controller in a
///   navigation controller and present it (`NavigationNamedHelpers`);
/// - with scenes instantiated by class, `UIStoryboard.main.instantiateViewController(
///   KindnessModeExplainerViewController.self)`, a `UIStoryboard` extension whose identifier is
///   `String(describing: type)` (`StoryboardTypeInstantiations`), also in `CustomBridgesViewController.
///   make()`'s `Self.self`;
/// - from the settings bar button item's menu, built in code of `UIAction`s whose handlers call
///   `showSettings()`, `showAuth()`, … (`TargetAction`'s menu items; the API Access item only when
///   tokens exist: conditional).
///
/// Before these forms were read, explore reached 4 screens from the launch (the tab bar
/// controller, the navigation controller, Main and Kindness Mode); now 18 of its 19 (11 scenes, 8
/// classes made in code): every scene but the
/// access request, which only `ApiAccessViewController.addToken` shows, by `navigationController?.
/// viewControllers = [vc]`, for a request another app makes through a URL (`RemoteControl`), and
/// all 8 classes made in code. Every step was checked by reading the code. No problem is found,
/// with or without sources, and none is invented: each present is from a controller presenting
/// nothing, each push and `setViewControllers` in the navigation controller the helper made.
///
/// Not modelled: the helper sets `.popover` (given a bar button item or view, as every caller
/// here does) or `.formSheet` in two branches; which ran is not read, so explore presents with
/// the default style (`MethodBodyReader`'s styles are taken only when set where the call is sure
/// to see them).
@Suite("explore: a real app navigating through helpers", .serialized)
struct RealWorldHelperAppTests {
    static let folder = ServerProcess.packageRoot + "/Tests/Fixtures/RealWorldSources/Orbot"
    static let prefix = "guardianproject__orbot-apple__Orbot__"

    @Test func itsScreensAreReachedThroughItsHelpers() async throws {
        let (report, json) = try await ExploreSupport.explore([Self.folder], sources: Self.folder)
        let scenes = Dictionary(uniqueKeysWithValues: report.scenes.map { ($0.label, $0.reachedBy ?? "not reached") })
        #expect(scenes == [
            "UITabBarController DFg-mb-CCK": "segues", "UINavigationController zOy-O2-NNl": "segues",
            "MainViewController": "segues", "KindnessModeViewController": "segues",
            "KindnessModeExplainerViewController": "code", "TestExplainerViewController": "code", "TestingViewController": "code",
            "AppIconViewController": "code", "CustomBridgesViewController": "code", "ScanViewController": "code",
            "AccessRequestViewController": "codeStart",
        ])
        let classes = Dictionary(uniqueKeysWithValues: report.classes.map { ($0.label, $0.reachedHow ?? "not reached") })
        #expect(classes == [
            "SettingsViewController": "code", "AuthViewController": "code", "BridgesViewController": "code",
            "ApiAccessViewController": "code", "ChangeExitViewController": "code", "ContentBlockerViewController": "code",
            "BlockerViewController": "code", "ProxySettingsViewController": "code",
        ])
        #expect(report.scenesReached == 10)
        #expect(json["classes"]?["total"]?.intValue == 8 && json["classes"]?["reached"]?.intValue == 8)
        #expect(report.codeCalls.total == 49 && report.codeCalls.performed == 17)
        #expect(report.problems.isEmpty && !report.failsRun)
        // The access request's blocker: the first call on the way not followed (rule 3).
        #expect(BlockingCallTests.blockers(report) == [
            "Main AccessRequestViewController ← not UIKit's form or not the controller's \(Self.prefix)KindnessModeViewController.swift:210 in KindnessModeViewController",
        ])
    }

    @Test func whatItsCodeDoesIsListed() async throws {
        let text = try await ExploreCodeActionsTests.list([Self.folder], sources: Self.folder)
        let helpers = Self.prefix + "Helpers__UIViewController+Helpers.swift"
        #expect(text.hasPrefix("""
        Main MainViewController:
          tap button "Choose How to Connect" (changeBridges:) → MainViewController.changeBridges(_:) (\(Self.prefix)MainViewController.swift:189)
            presents a navigation controller around a new BridgesViewController (\(helpers):38) via present(inNav:view:)
          tap menu item L10n.authCookies (showAuth:) → MainViewController.showAuth(_:) (\(Self.prefix)MainViewController.swift:181)
            presents a navigation controller around a new AuthViewController (\(helpers):24) via present(inNav:button:)
          tap menu item NSLocalizedString("API Access", comment: "") (showApiAccess:) → MainViewController.showApiAccess(_:) (\(Self.prefix)MainViewController.swift:194)
            ? presents a navigation controller around a new ApiAccessViewController (\(helpers):24) via present(inNav:button:)

        """))
        #expect(text.contains("""
          tap button "Button" (activate) → KindnessModeViewController.activate() (\(Self.prefix)KindnessModeViewController.swift:140)
            ? presents a navigation controller around Main.storyboard's "KindnessModeExplainerViewController" (\(helpers):38) via runTest() → present(inNav:view:)

        """))
        #expect(text.contains("""
          tap button "Button" (next) → KindnessModeExplainerViewController.next() (\(Self.prefix)KindnessModeExplainerViewController.swift:74)
            sets the navigation stack to [Main.storyboard's "TestExplainerViewController"] (\(Self.prefix)KindnessModeExplainerViewController.swift:78)

        """))
        #expect(text.contains("""
            ? pushes Main.storyboard's "CustomBridgesViewController" (\(Self.prefix)BridgesViewController.swift:440) via pushCustomBridgesVc()

        """))
        #expect(text.hasSuffix("49 navigation calls, 17 performed, 32 not performed (2 not literal, 26 not UIKit's form or not the controller's, 4 reached from no scene); 9 scenes tied to code and 8 classes made in code, 37 steps reached"))
    }

    /// Without its sources only the storyboard's launch is explored: 4 scenes, no problem.
    @Test func withoutItsSourcesOnlyTheLaunchIsReached() async throws {
        let (report, _) = try await ExploreSupport.explore([Self.folder])
        #expect(report.scenesReached == 4 && report.problems.isEmpty)
    }

    @Test func theSameInProcessAndOnAServer() async throws {
        try await SameReportTests.expectSame([Self.folder], sources: Self.folder, name: "Orbot")
    }
}
