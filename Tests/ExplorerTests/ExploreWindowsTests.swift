@testable import Explorer
import Foundation
import HierarchyEngine
import ProsceniumTesting
import Testing

/// Issue 41 point 1 for windows and scenes (docs/explore.md, *Windows one at a time*): an app
/// with a main window and an external display's (a scene manifest giving the external display's
/// role a storyboard, R135) is explored one window at a time. Each state is one window's
/// hierarchy value, so the two windows' states are never combined: the launch phase explores the
/// sum of each window's states alone, not their product, and finds every scene and problem each
/// window alone finds. These tests fail if a state held both windows (the launch phase would
/// hold pairs of states) or if one window's actions changed the other's.
@Suite("explore: windows are explored one at a time, never multiplied", .serialized)
struct ExploreWindowsTests {
    /// The display's storyboard: a navigation stack whose root shows a detail and presents a
    /// modal; the detail shows a navigation controller (a push, refused: R43, a problem only
    /// this window has).
    static let external = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tvNav">
            <scenes>
                <scene sceneID="e0"><objects>
                    <navigationController id="tvNav" sceneMemberID="viewController">
                        <connections><segue destination="tvHome" kind="relationship" relationship="rootViewController" id="er1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="e1"><objects>
                    <viewController title="TV Home" id="tvHome" sceneMemberID="viewController">
                        <view key="view" id="ev1"><subviews>
                            <button id="eb1"><connections><segue destination="tvDetail" kind="show" id="eg1"/></connections></button>
                            <button id="eb2"><connections><segue destination="tvModal" kind="presentation" id="eg2"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="e2"><objects>
                    <viewController title="TV Detail" id="tvDetail" sceneMemberID="viewController">
                        <view key="view" id="ev2"><subviews>
                            <button id="eb3"><connections><segue destination="tvOtherNav" kind="show" id="eg3"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="e3"><objects>
                    <navigationController id="tvOtherNav" sceneMemberID="viewController">
                        <connections><segue destination="tvModal" kind="relationship" relationship="rootViewController" id="er2"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="e4"><objects>
                    <viewController title="TV Modal" id="tvModal" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """

    /// The demo's Main storyboard and `external` as External, with a scene manifest that gives
    /// External the external display's role (`Tests/Fixtures/InfoPlists/Scenes-Info.plist`), in
    /// a new temporary directory; the caller removes it.
    static func app() throws -> String {
        let dir = ServerProcess.makeTemporaryDirectory("explore-windows")
        try FileManager.default.copyItem(atPath: DemoExploreTests.demo + "/Main.storyboard", toPath: dir + "/Main.storyboard")
        try Self.external.write(toFile: dir + "/External.storyboard", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: ServerProcess.packageRoot + "/Tests/Fixtures/InfoPlists/Scenes-Info.plist",
                                         toPath: dir + "/Info.plist")
        return dir
    }

    static func options(_ dir: String) -> ExploreOptions {
        var options = ExploreOptions()
        options.directories = [dir]
        options.workers = 2
        return options
    }

    /// The launch phase's states, each with its start: what a window explored.
    static func launchStates(_ log: ExplorationLog) -> Set<String> {
        Set(log.states.filter(\.start.isLaunch).map { "\($0.start) \($0.shape)" })
    }

    /// Problems and scenes found from the launch, as text.
    static func launchFindings(_ log: ExplorationLog) -> (problems: Set<String>, scenes: Set<SceneKey>) {
        let problems = log.problems.filter(\.start.isLaunch).map { p in
            "\(p.start) \(p.refusal.kind) \(p.refusal.uikit ?? p.refusal.message) at \(p.failing?.identity ?? "the start") after \(p.path.count) steps"
        }
        return (Set(problems), Set(log.reachedScenes.filter(\.value.fromLaunch).keys))
    }

    /// Each start is a window of its own: the hierarchy value of a state holds that window
    /// alone, on its screen, whatever the actions did — never the other start's window.
    @Test func eachStateHoldsItsOwnWindowAlone() async throws {
        let dir = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let outcome = try await ExploreSession.run(Self.options(dir))
        let input = try #require(outcome.input)
        #expect(input.externalDisplayStoryboards == ["External"])
        let world = try EngineWorld.load(input, options: Self.options(dir))
        let window = EngineWindow(world: world, context: outcome.log.context)
        for (start, external) in [(ExplorationStart.launch(storyboard: "Main"), false), (.externalDisplay(storyboard: "External"), true)] {
            guard case .state(let opened) = window.open(start) else {
                Issue.record("\(start) refused")
                continue
            }
            // Every state one action away holds the same single window too.
            var states = [opened]
            for action in ActionEnumeration.actions(in: opened.observed, graph: outcome.log.context.graph) {
                if case .state(let next) = window.apply(action, to: opened) { states.append(next) }
            }
            #expect(states.count > 1, "\(start): no action led anywhere")
            for state in states {
                let windows = state.hierarchy.windows()
                #expect(windows.map(\.window) == [state.window], "\(start): \(windows.map(\.window))")
                let screen = try #require(state.hierarchy.screens().first { $0.screen == windows.first?.screen })
                #expect(screen.spec.isMain == !external, "\(start)")
            }
        }
    }

    /// The launch phase of the app with both windows explores exactly the main window's states
    /// alone plus the display's alone (a sum, not a product), and finds from the launch the
    /// scenes and problems each finds alone.
    @Test func theLaunchPhaseIsTheSumOfEachWindowAlone() async throws {
        let dir = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let outcome = try await ExploreSession.run(Self.options(dir))
        let both = outcome.log
        let world = try EngineWorld.load(try #require(outcome.input), options: Self.options(dir))
        var mainAlone = both.context
        mainAlone.externalDisplayStoryboards = []
        var displayAlone = both.context
        displayAlone.mainStoryboard = nil
        let main = try await Explorer(context: mainAlone, workers: 2).explore(world)
        let display = try await Explorer(context: displayAlone, workers: 2).explore(world)

        let (a, b, ab) = (Self.launchStates(main), Self.launchStates(display), Self.launchStates(both))
        #expect(a.count > 1 && b.count > 1, "each window alone has states of its own: \(a.count), \(b.count)")
        #expect(a.isDisjoint(with: b))
        #expect(ab.count == a.count + b.count, "\(ab.count) states, against \(a.count) + \(b.count) alone")
        #expect(ab == a.union(b))
        #expect(both.complete && main.complete && display.complete)

        let (fa, fb, fab) = (Self.launchFindings(main), Self.launchFindings(display), Self.launchFindings(both))
        #expect(fab.scenes == fa.scenes.union(fb.scenes))
        #expect(fab.problems == fa.problems.union(fb.problems))
        // The display's refused push is its own, found from its connection.
        #expect(fb.problems.contains { $0.contains("Pushing a navigation controller is not supported") }, "\(fb.problems)")
        #expect(!fa.problems.contains { $0.contains("Pushing a navigation controller is not supported") }, "\(fa.problems)")
        // The display's root is reached from the launch only because the display is a start.
        let externalRoot = try #require(both.context.graph.storyboards.first { $0.name == "External" }?.initial)
        let rootKey = try #require(both.context.graph.resolve(externalRoot, in: "External"))
        #expect(fb.scenes.contains(rootKey) && !fa.scenes.contains(rootKey))
    }
}
