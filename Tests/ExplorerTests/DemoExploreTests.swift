import Explorer
import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// `prosc explore` on the demo storyboards and on a storyboard written to fail (issue 15):
/// what is reached, what is refused with which path, bounds, and that the result does not
/// depend on how many windows work side by side.
@Suite("explore: demo and crafted storyboards")
struct DemoExploreTests {
    static let demo = ServerProcess.packageRoot + "/config/storyboards"
    static let demoSources = demo + "/DemoSources"

    @Test func demoWithItsSourcesHasNoProblemsAndReachesEveryMainScene() async throws {
        let (report, json) = try await ExploreSupport.explore([Self.demo], main: "Main", sources: Self.demoSources)
        #expect(report.problems.isEmpty)
        #expect(report.scenesTotal == 11 && report.scenesReached == 10 && report.scenesReachedFromCode == 1)
        #expect(json["segues"] == ["total": 7, "performed": 7, "refused": 0, "untried": 0])
        #expect(report.states == 8 && !report.truncated)
        // External's root is no user's: code instantiates it (screen.connect does).
        #expect(report.unreachable.map(\.label) == ["ExternalRoot"])
        #expect(json["unreachable"]?.arrayValue?.first?["instantiable"] == true)
        #expect(json["unreachable"]?.arrayValue?.first?["reachedFromCode"] == true)
        // Detail is reached by tapping Home's Show Detail button.
        let detail = try #require(report.scenes.first { $0.label == "Detail" })
        #expect(detail.reach?.map(\.text) == [
            "launch: Main's initial view controller (UITabBarController 49e-Tb-3d3)",
            "in Home, tap button of segue \"showDetail\" (show → Detail)",
        ])
    }

    /// Issue 25, point 5: an unwind's destination is declared in code. Without `--sources`
    /// explore cannot know it, so the three exits that find no destination are notes
    /// ("destination unknown: give --sources"), not problems, and the exit status is 0.
    @Test func withoutSourcesAnUnwindWithNoDestinationIsANoteNotAProblem() async throws {
        let (report, json) = try await ExploreSupport.explore([Self.demo], main: "Main")
        #expect(report.problems.isEmpty && report.launchProblems.isEmpty)
        #expect(report.unknownUnwinds.count == 3)
        for p in report.unknownUnwinds {
            // R94: an unwind with no destination is logged and ignored, not raised.
            #expect(p.refusal.kind == "segueNotFound" && p.refusal.code == -32004 && !p.refusal.raises)
            #expect(p.refusal.uikit == "UIKit finds no destination for 'unwindToHome:' and does nothing (R94)")
            #expect(p.path.last?.action == "segue" && p.path.last?.segue?.kind == "unwind")
        }
        #expect(report.unknownUnwinds[0].path.map(\.text) == [
            "launch: Main's initial view controller (UITabBarController 49e-Tb-3d3)",
            "in Home, tap button of segue \"showDetail\" (show → Detail)",
            "in Detail, tap button of segue \"unwindToHome\" (unwind to unwindToHome:)",
        ])
        #expect(json["problems"] == .array([]))
        #expect(json["unknownUnwinds"]?.arrayValue?.count == 3)
        #expect(json["segues"] == ["total": 7, "performed": 4, "refused": 3, "untried": 0])
        let summary = TerminalSummary.text(report)
        #expect(summary.contains("1. in Detail, tap button of segue \"unwindToHome\" (unwind to unwindToHome:): destination unknown: give --sources"))
        #expect(summary.contains("destination unknown: give --sources"))
        #expect(summary.hasSuffix("no problems"))
    }

    /// With sources that do not declare the action (here the synthetic Objective-C app's, which
    /// declares only `unwindToMaster:`), the same unwinds are problems with their paths, and replay.
    @Test func withSourcesThatDoNotDeclareTheActionEveryUnwindIsAProblemWithItsPath() async throws {
        let otherSources = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/ObjCApp"
        let (report, json) = try await ExploreSupport.explore([Self.demo], main: "Main", sources: otherSources)
        #expect(report.unknownUnwinds.isEmpty)
        #expect(report.problems.count == 3)
        for p in report.problems {
            #expect(p.refusal.kind == "segueNotFound" && p.refusal.code == -32004 && !p.refusal.raises)
            #expect(p.refusal.uikit == "UIKit finds no destination for 'unwindToHome:' and does nothing (R94)")
            #expect(p.origin == "launch" && p.reproduced == true)
            #expect(p.path.last?.action == "segue" && p.path.last?.segue?.kind == "unwind")
        }
        #expect(report.problems.map { $0.path.count } == [3, 3, 3])
        #expect(report.problems[0].path.map(\.text) == [
            "launch: Main's initial view controller (UITabBarController 49e-Tb-3d3)",
            "in Home, tap button of segue \"showDetail\" (show → Detail)",
            "in Detail, tap button of segue \"unwindToHome\" (unwind to unwindToHome:)",
        ])
        #expect(json["unknownUnwinds"] == .array([]))
        let input = try ExplorerInput.scan([Self.demo])
        try await ExploreSupport.expectEveryProblemReplays(json, storyboards: input.storyboards, sources: otherSources)
    }

    @Test(arguments: [ExploreSupport.Mode.inProcess, .privateServer])
    func theResultDoesNotDependOnHowManyWindowsWorkSideBySide(_ mode: ExploreSupport.Mode) async throws {
        let (_, one) = try await ExploreSupport.explore([Self.demo], main: "Main", workers: 1, mode: mode)
        let (_, eight) = try await ExploreSupport.explore([Self.demo], main: "Main", workers: 8, mode: mode)
        #expect(ExploreSupport.stable(one) == ExploreSupport.stable(eight))
        let (_, again) = try await ExploreSupport.explore([Self.demo], main: "Main", workers: 3, mode: mode)
        #expect(ExploreSupport.stable(one) == ExploreSupport.stable(again))
    }

    @Test func boundsCutTheExplorationShortAndSaySo() async throws {
        let (few, fewJSON) = try await ExploreSupport.explore([Self.demo], main: "Main", sources: Self.demoSources, maxStates: 3)
        #expect(few.truncatedByStates && few.truncated)
        #expect(fewJSON["bounds"]?["hitMaxStates"] == true && fewJSON["truncated"] == true)
        // The launch phase has its budget (3), the code phase its own (External's root).
        #expect(few.states == 4)
        let (shallow, shallowJSON) = try await ExploreSupport.explore([Self.demo], main: "Main", sources: Self.demoSources, maxDepth: 1)
        #expect(shallow.truncatedByDepth && !shallow.truncatedByStates)
        // The terminal names the bounds that cut it short, and what to raise (one: "it").
        let shallowLine = TerminalSummary.text(shallow).split(separator: "\n").first { $0.hasPrefix("truncated:") }
        #expect(shallowLine?.hasSuffix("cut the exploration short; raise it to go further") == true)
        #expect(shallowLine?.contains("--max-depth 1") == true)
        let (both, _) = try await ExploreSupport.explore([Self.demo], main: "Main", sources: Self.demoSources, maxStates: 3, maxDepth: 1)
        let bothLine = TerminalSummary.text(both).split(separator: "\n").first { $0.hasPrefix("truncated:") }
        if both.truncatedByStates && both.truncatedByDepth {
            #expect(bothLine?.hasSuffix("cut the exploration short; raise them to go further") == true)
        } else {
            Issue.record("states 3 and depth 1 should both cut the demo short: \(bothLine ?? "no truncated line")")
        }
        // Depth 1: the launch's own actions only; Detail's unwind is never tried.
        #expect(shallow.allSegues.filter { $0.outcome == "untried" }.count == 3)
        // The JSON names them (what --baseline compares), by storyboard, scene and XML id.
        let untried = shallowJSON["untriedSegues"]?.arrayValue ?? []
        #expect(untried.count == 3)
        #expect(untried.first?.objectValue?.keys == ["storyboard", "scene", "segue", "identifier"])
        #expect(Set(untried.compactMap { $0["segue"]?.stringValue })
                == Set(shallow.allSegues.filter { $0.outcome == "untried" }.map(\.segue.segue)))
    }

    /// A storyboard that fails in several ways UIKit reports: a tab bar controller whose first
    /// tab is a navigation stack (Home pushes a navigation controller, shows a storyboard
    /// reference to a storyboard that does not exist, presents Modal) and whose second tab is a
    /// plain controller with a legacy push segue.
    static let crafted = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tabs">
            <scenes>
                <scene sceneID="s0"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
                            <segue destination="plain" kind="relationship" relationship="viewControllers" id="t2"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController storyboardIdentifier="Home" title="Home" id="home" sceneMemberID="viewController">
                        <view key="view" id="v2"><subviews>
                            <button id="b1"><connections><segue destination="otherNav" kind="show" identifier="pushNav" id="g1"/></connections></button>
                            <button id="b2"><connections><segue destination="ref" kind="show" identifier="toMissing" id="g2"/></connections></button>
                            <button id="b3"><connections><segue destination="modal" kind="presentation" identifier="present" id="g3"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <navigationController storyboardIdentifier="OtherNav" id="otherNav" sceneMemberID="viewController">
                        <connections><segue destination="leaf" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <viewController title="Leaf" id="leaf" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s5"><objects>
                    <viewControllerPlaceholder storyboardName="Missing" id="ref" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s6"><objects>
                    <viewController storyboardIdentifier="Modal" title="Modal" id="modal" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s7"><objects>
                    <viewController title="Plain" id="plain" sceneMemberID="viewController">
                        <view key="view" id="v7"><subviews>
                            <button id="b7"><connections><segue destination="leaf" kind="push" identifier="legacyPush" id="g7"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test func craftedProblemsAreReportedWithUIKitsMessagesAndReplay() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-crafted")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.crafted.write(toFile: dir + "/Crafted.storyboard", atomically: true, encoding: .utf8)
        let (report, json) = try await ExploreSupport.explore([dir])
        let launch = report.launchProblems.map { "\($0.refusal.kind) \($0.refusal.raises) \($0.refusal.uikit ?? $0.refusal.message)" }
        #expect(launch == [
            "unsupported true Pushing a navigation controller is not supported",
            "notFound true Could not find a storyboard named 'Missing' in bundle NSBundle",
            "unsupported true Push segues can only be used when the source controller is managed by an instance of UINavigationController.",
        ])
        // The legacy push is reached by selecting the second tab first.
        let push = try #require(report.launchProblems.last)
        #expect(push.path.map(\.action) == ["launch", "tapTab", "segue"])
        #expect(push.path[1].text == "in UITabBarController tabs, tap tab 2 (Plain)")
        #expect(report.launchProblems[1].path.last?.text
                == "in Home, tap button of segue \"toMissing\" (show → storyboard Missing's initial view controller (unresolved reference))")
        // Leaf is reachable only from code (pushing its navigation controller raises; the legacy push too).
        let leaf = try #require(report.scenes.first { $0.label == "Leaf" })
        #expect(!leaf.reachedFromLaunch && leaf.reachedFromCode)
        #expect(json["segues"] == ["total": 4, "performed": 1, "refused": 3, "untried": 0])
        let input = try ExplorerInput.scan([dir])
        try await ExploreSupport.expectEveryProblemReplays(json, storyboards: input.storyboards)
    }

    @Test func aBrokenStoryboardIsBadInputNamingTheUsersFileAndLine() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-broken")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/App/Base.lproj", withIntermediateDirectories: true)
        try "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n<scene>\n"
            .write(toFile: dir + "/App/Base.lproj/Main.storyboard", atomically: true, encoding: .utf8)
        do {
            _ = try await ExploreSupport.explore([dir])
            Issue.record("a broken storyboard was explored")
        } catch let error as ExploreFailure {
            guard case .badInput(let message) = error else { Issue.record("\(error)"); return }
            let file = URL(fileURLWithPath: dir + "/App/Base.lproj/Main.storyboard").standardizedFileURL.path
            #expect(message.contains(file + ":3: unexpected end of document"), "\(message)")
            #expect(!message.contains("/files/"), "the staged copy's path leaked: \(message)")
        }
    }
}
