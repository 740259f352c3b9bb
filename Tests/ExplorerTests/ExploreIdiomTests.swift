@testable import Explorer
import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 40, point 4: a tvOS app is explored on the TV idiom. Its storyboards say so
/// (`targetRuntime="AppleTV"`), or, where none says iOS, an Info.plist's `UIDeviceFamily` 3 or
/// the project's `SDKROOT = appletvos`; `--screen` still decides. On tvOS a tab bar has no More
/// item: "The More interface is not available in tvOS" (Apple's `UITabBarController.viewControllers`;
/// uikit-rules R114) [doc], so every tab is on the bar and tapped from it.
@Suite struct ExploreIdiomTests {
    /// Six tabs in a tvOS storyboard: on the phone four tabs and More (R114), on the TV all six.
    static func tvSixTabs() -> String {
        ExploreGestureTests.sixTabs()
            .replacingOccurrences(of: #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB""#,
                                  with: #"type="com.apple.InterfaceBuilder.AppleTV.Storyboard""#)
            .replacingOccurrences(of: #"targetRuntime="iOS.CocoaTouch""#, with: #"targetRuntime="AppleTV""#)
    }

    @Test func aTvOSStoryboardMakesTheAppATvOSApp() throws {
        let dir = try ExploreGestureTests.directory("explore-tv-input", Self.tvSixTabs(), name: "Main")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let input = try ExplorerInput.scan([dir])
        #expect(input.tvOS?.hasPrefix("targetRuntime AppleTV in ") == true, "\(input.tvOS ?? "nil")")
        let ios = try ExploreGestureTests.directory("explore-ios-input", ExploreGestureTests.sixTabs(), name: "Main")
        defer { try? FileManager.default.removeItem(atPath: ios) }
        #expect(try ExplorerInput.scan([ios]).tvOS == nil)
        // Both runtimes in one scan (an iOS and a tvOS target side by side): an iOS app.
        try ExploreGestureTests.sixTabs().write(toFile: dir + "/Phone.storyboard", atomically: true, encoding: .utf8)
        #expect(try ExplorerInput.scan([dir]).tvOS == nil)
    }

    /// Where no storyboard says iOS, the Info.plist's `UIDeviceFamily` (3 alone: Apple TV) or the
    /// project's build settings (`SDKROOT = appletvos`, `TARGETED_DEVICE_FAMILY = 3`) decide.
    @Test func anInfoPlistOrProjectForTvOSMakesTheAppATvOSApp() throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-tv-plist")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let plist = dir + "/Info.plist"
        func write(families: String) throws {
            try """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIDeviceFamily</key><array>\(families)</array></dict></plist>
                """.write(toFile: plist, atomically: true, encoding: .utf8)
        }
        try write(families: "<integer>3</integer>")
        #expect(ExplorerInput.tvEvidence(storyboards: [], plists: [plist], projects: []) == "UIDeviceFamily 3 (Apple TV) in \(plist)")
        try write(families: "<integer>1</integer><integer>2</integer>")
        #expect(ExplorerInput.tvEvidence(storyboards: [], plists: [plist], projects: []) == nil)
        let project = dir + "/project.pbxproj"
        try "\t\t\t\tSDKROOT = appletvos;\n\t\t\t\tTARGETED_DEVICE_FAMILY = 3;\n".write(toFile: project, atomically: true, encoding: .utf8)
        #expect(ExplorerInput.tvEvidence(storyboards: [], plists: [plist], projects: [project]) == "SDKROOT appletvos in \(project)")
        try "\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tTARGETED_DEVICE_FAMILY = 3;\n".write(toFile: project, atomically: true, encoding: .utf8)
        #expect(ExplorerInput.tvEvidence(storyboards: [], plists: [], projects: [project]) == "TARGETED_DEVICE_FAMILY 3 (Apple TV) in \(project)")
        try "\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tTARGETED_DEVICE_FAMILY = \"1,2\";\n".write(toFile: project, atomically: true, encoding: .utf8)
        #expect(ExplorerInput.tvEvidence(storyboards: [], plists: [], projects: [project]) == nil)
        // An iOS storyboard outweighs them.
        let ios = try ExploreGestureTests.directory("explore-tv-ios", ExploreGestureTests.sixTabs(), name: "Main")
        defer { try? FileManager.default.removeItem(atPath: ios) }
        try write(families: "<integer>3</integer>")
        let storyboard = ExplorerInput.StoryboardFile(name: "Main", path: ios + "/Main.storyboard")
        #expect(ExplorerInput.tvEvidence(storyboards: [storyboard], plists: [plist], projects: []) == nil)
    }

    /// On the TV idiom the six tabs are all on the bar: explore taps each from the bar, never
    /// More (there is none), reaches every scene with no problem, and the reports say `tv` (the
    /// JSON's `idiom`, the terminal's first line); the same report through a private proscd.
    @Test func aTvOSTabBarHasNoMoreItemAndEveryTabIsTappedFromTheBar() async throws {
        let dir = try ExploreGestureTests.directory("explore-tv", Self.tvSixTabs(), name: "Main")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (report, json) = try await ExploreSupport.explore([dir])
        #expect(json["idiom"] == "tv")
        #expect(report.problems.isEmpty, "\(report.problems.map(\.refusal.message))")
        #expect(report.scenesReached == report.scenesTotal)
        let first = try #require(TerminalSummary.text(report).split(separator: "\n").first)
        #expect(first.contains("on iOS 26, tv idiom:"), "\(first)")
        let (_, served) = try await ExploreSupport.explore([dir], mode: .privateServer)
        #expect(ExploreSupport.stable(json) == ExploreSupport.stable(served))
        // At launch: a tap on each other tab, and no More.
        #expect(try Self.launchActions(dir) == (1..<6).map { UserAction.Kind.tapTab(index: $0) })
    }

    /// The actions explore offers at the launch of `dir`'s Main on `screen` (nil: the app's own).
    static func launchActions(_ dir: String, screen: String? = nil) throws -> [UserAction.Kind] {
        var options = ExploreOptions()
        options.directories = [dir]
        options.screen = screen
        let world = try EngineWorld.load(try ExplorerInput.scan([dir]), options: options)
        let context = ExplorationContext(graph: StoryboardGraph(world.storyboards), mainStoryboard: "Main")
        let window = EngineWindow(world: world, context: context)
        guard case .state(let launch) = window.open(.launch(storyboard: "Main")) else { Issue.record("launch refused"); return [] }
        return ActionEnumeration.actions(in: launch.observed, graph: context.graph).map(\.kind)
    }

    /// `--screen` still decides: the same tvOS storyboard on a phone shows four tabs and More
    /// (R114), whose rows reach the other two — and no tab the bar does not show is tapped.
    @Test func screenOverridesTheTvIdiom() async throws {
        let dir = try ExploreGestureTests.directory("explore-tv-phone", Self.tvSixTabs(), name: "Main")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (report, json) = try await ExploreSupport.explore([dir], screen: "390x844@3:phone")
        #expect(json["idiom"] == "phone")
        #expect(report.problems.isEmpty, "\(report.problems.map(\.refusal.message))")
        #expect(report.scenesReached == report.scenesTotal)
        #expect(try Self.launchActions(dir, screen: "390x844@3:phone") == [.tapTab(index: 1), .tapTab(index: 2), .tapTab(index: 3), .tapMore])
        #expect(TerminalSummary.text(report).split(separator: "\n").first?.contains("idiom") == false)
    }
}
