@testable import Explorer
import Foundation
import HierarchyEngine
import ProsceniumTesting
import Testing
import WireProtocol

/// Explore makes the user's gestures (issue 24 §5): tab taps (`tab.tap`), finished back swipes
/// (`nav.interactivePop`), pull-downs (`vc.interactiveDismiss`) and page swipes (`page.swipe`),
/// where the server's `tree` lists them — and a presentation the user cannot leave shows up in
/// the report (`userCannotLeave`). Explored on iOS 26 (explore's default).
@Suite("explore: the user's gestures", .serialized)
struct ExploreGestureTests {
    /// A tab bar (nav → Home, Other); Home shows Detail (which shows Deep), presents Held (a
    /// page sheet with `isModalInPresentation`, R109), Sheet (a page sheet a pull dismisses,
    /// R108), Modal (full screen, no exit) and Closable (full screen with an unwind).
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tabs">
            <scenes>
                <scene sceneID="s0"><objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
                            <segue destination="other" kind="relationship" relationship="viewControllers" id="t2"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController title="Home" id="home" sceneMemberID="viewController">
                        <view key="view" id="v2"><subviews>
                            <button id="b1"><connections><segue destination="detail" kind="show" identifier="showDetail" id="g1"/></connections></button>
                            <button id="b2"><connections><segue destination="held" kind="presentation" identifier="presentHeld" id="g2"/></connections></button>
                            <button id="b3"><connections><segue destination="sheet" kind="presentation" identifier="presentSheet" id="g3"/></connections></button>
                            <button id="b4"><connections><segue destination="modal" kind="presentation" identifier="presentModal" modalPresentationStyle="fullScreen" id="g4"/></connections></button>
                            <button id="b5"><connections><segue destination="closable" kind="presentation" identifier="presentClosable" modalPresentationStyle="fullScreen" id="g5"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController title="Detail" id="detail" sceneMemberID="viewController">
                        <view key="view" id="v3"><subviews>
                            <button id="b6"><connections><segue destination="deep" kind="show" identifier="showDeep" id="g6"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <viewController title="Deep" id="deep" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s5"><objects>
                    <viewController title="Held" id="held" sceneMemberID="viewController">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="modalInPresentation" value="YES"/>
                        </userDefinedRuntimeAttributes>
                    </viewController>
                </objects></scene>
                <scene sceneID="s6"><objects>
                    <viewController title="Sheet" id="sheet" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s7"><objects>
                    <viewController title="Modal" id="modal" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s8"><objects>
                    <viewController title="Closable" id="closable" sceneMemberID="viewController">
                        <view key="view" id="v8"><subviews>
                            <button id="b8"><connections><segue destination="cEx" kind="unwind" unwindAction="unwindToHome:" id="u8"/></connections></button>
                        </subviews></view>
                    </viewController>
                    <exit id="cEx" userLabel="Exit" sceneMemberID="exit"/>
                </objects></scene>
                <scene sceneID="s9"><objects>
                    <viewController title="Other" id="other" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """

    /// A page view controller scene as the launch (its pages are app code: the test declares them).
    static let pagesStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="pages">
            <scenes>
                <scene sceneID="p0"><objects>
                    <pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" id="pages" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """

    static func directory(_ label: String, _ xml: String, name: String) throws -> String {
        let dir = ServerProcess.makeTemporaryDirectory(label)
        try xml.write(toFile: dir + "/\(name).storyboard", atomically: true, encoding: .utf8)
        return dir
    }

    /// The window of a start in process, with the context its exploration used.
    static func engine(_ dir: String) async throws -> (EngineWindow, ExplorationContext) {
        var options = ExploreOptions()
        options.directories = [dir]
        options.workers = 1
        options.bounds = ExplorationBounds(maxDepth: 1, maxStates: 1)
        let outcome = try await ExploreSession.run(options)
        let context = outcome.log.context
        return (EngineWindow(world: try EngineWorld.load(try #require(outcome.input), options: options), context: context), context)
    }

    /// (a) R108, R109 (iOS 13+): Sheet is pulled down (its dismissal is a `pullDown` step);
    /// Held (`isModalInPresentation`) and Modal (full screen, no exit) are presentations the
    /// user cannot leave — notes on the coverage, never problems; Closable has an unwind.
    @Test func aSheetTheUserCannotPullDownShowsUpInTheReport() async throws {
        let dir = try Self.directory("explore-gestures", Self.storyboard, name: "Gestures")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (report, json) = try await ExploreSupport.explore([dir])
        #expect(report.problems.isEmpty)
        #expect(report.stuckPresentations.map { "\($0.label) \($0.style)" } == ["Held pageSheet", "Modal fullScreen"])
        let held = try #require(report.stuckPresentations.first)
        #expect(held.reason.contains("isModalInPresentation"))
        #expect(held.path.map(\.action) == ["launch", "segue"])
        #expect(held.path.last?.text.contains("presentHeld") == true)
        #expect(json["userCannotLeave"]?.arrayValue?.count == 2)
        #expect(json["userCannotLeave"]?.arrayValue?.first?["style"]?.stringValue == "pageSheet")
        // Every scene is reached; none through a programmatic call.
        #expect(report.scenesReached == report.scenesTotal)
        #expect(TerminalSummary.text(report).contains("no problems"))
        #expect(TerminalSummary.text(report).contains("notes (2): presentations the user cannot leave"))
    }

    /// (b) R103 (iOS 3+, tested on 26): with Detail and Deep pushed on the selected tab, a tap
    /// on that tab is an action, and it pops to Home (two controllers at once); a tap on the
    /// other tab switches; the back swipe pops one.
    @Test func aReTapOnTheSelectedTabPopsToTheRoot() async throws {
        let dir = try Self.directory("explore-retap", Self.storyboard, name: "Gestures")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (window, context) = try await Self.engine(dir)
        guard case .state(let launch) = window.open(.launch(storyboard: "Gestures")) else { Issue.record("launch refused"); return }
        func step(_ s: EngineState, _ where_: (UserAction) -> Bool) throws -> EngineState {
            let found = ActionEnumeration.actions(in: s.observed, graph: context.graph).first(where: where_)
            let action = try #require(found)
            guard case .state(let after) = window.apply(action, to: s) else { throw ExploreSupport.ReplayError("\(action.name) refused") }
            return after
        }
        let launchKinds = ActionEnumeration.actions(in: launch.observed, graph: context.graph).map(\.kind)
        #expect(launchKinds.contains(.tapTab(index: 1)) && !launchKinds.contains(.tapTab(index: 0)) && !launchKinds.contains(.swipeBack))
        let detail = try step(launch) { $0.segueID == "g1" }
        let deep = try step(detail) { $0.segueID == "g6" }
        let navIndex = try #require(deep.observed.nodes.firstIndex { $0.container == "navigation" })
        #expect(deep.observed.nodes[navIndex].children.count == 3)
        let kinds = ActionEnumeration.actions(in: deep.observed, graph: context.graph).map(\.kind)
        #expect(kinds.prefix(3) == [.tapTab(index: 0), .tapTab(index: 1), .swipeBack])
        let retapped = try step(deep) { $0.kind == .tapTab(index: 0) }
        #expect(retapped.observed.shape == launch.observed.shape)
        let swiped = try step(deep) { $0.kind == .swipeBack }
        #expect(swiped.observed.shape == detail.observed.shape)
        let other = try step(deep) { $0.kind == .tapTab(index: 1) }
        #expect(other.observed.nodes[0].selectedTab == 1)
    }

    /// (c) R124-R125: with three pages declared (the data source is app code) and the first
    /// shown, the explorer's swipes reach each declared page and no other state: forward from
    /// the first, both ways in the middle, reverse from the last.
    @Test func pageSwipesExploreTheDeclaredPages() async throws {
        let dir = try Self.directory("explore-pages", Self.pagesStoryboard, name: "Pages")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (window, context) = try await Self.engine(dir)
        guard case .state(let opened) = window.open(.launch(storyboard: "Pages")) else { Issue.record("launch refused"); return }
        var h = opened.hierarchy
        var warnings: [UIKitWarning] = []
        var pages: [VCID] = []
        for title in ["One", "Two", "Three"] {
            guard case .controller(let vc) = try EngineWindow.run(.createController(className: "UIViewController", title: title, properties: [:], children: []),
                                                                  on: &h, warnings: &warnings) else { Issue.record("no page"); return }
            pages.append(vc)
        }
        let page = try #require(VCID(wire: opened.observed.nodes[0].vc))
        _ = try EngineWindow.run(.setProperties(page, ["pages": .strings(pages.map(\.description))]), on: &h, warnings: &warnings)
        _ = try EngineWindow.run(.setPageViewControllers(page: page, vcs: [pages[0]], direction: .forward, animated: false), on: &h, warnings: &warnings)
        var tabs: [String: Int] = [:]
        let first = EngineState(hierarchy: h, window: opened.window,
                                observed: try #require(EngineWindow.observe(opened.window, in: h, context: context, tabSelections: &tabs)),
                                tabSelections: tabs)
        // Breadth first over the swipes, as the explorer does.
        var frontier = [first]
        var shown: [String: [UserAction.Kind]] = [:]
        while !frontier.isEmpty {
            let s = frontier.removeFirst()
            let title = s.observed.nodes.first { $0.position.steps.count == 1 }?.title ?? "?"
            guard shown[title] == nil else { continue }
            let actions = ActionEnumeration.actions(in: s.observed, graph: context.graph)
            shown[title] = actions.map(\.kind)
            for a in actions {
                guard case .state(let after) = window.apply(a, to: s) else { Issue.record("\(a.name) refused"); continue }
                frontier.append(after)
            }
        }
        #expect(shown == ["One": [.swipePage(forward: true)],
                          "Two": [.swipePage(forward: true), .swipePage(forward: false)],
                          "Three": [.swipePage(forward: false)]])
    }

    /// (d) The same report in process (one worker and two) and through a private proscd, where
    /// the gestures come from proscd's `tree` answers.
    @Test func theSameReportInProcessAndThroughProscd() async throws {
        let dir = try Self.directory("explore-gestures-same", Self.storyboard, name: "Gestures")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try await SameReportTests.expectSame([dir], name: "gestures")
    }

    /// A tab bar with six tabs on the phone idiom shows four and a More item (R114): explore taps
    /// only the tabs the bar shows and More (`tapMore`), then the More list's rows (R116) — it
    /// never taps a tab the bar does not show, which the engine refuses ("is in the More list,
    /// which is not on screen") and explore reported as two false problems (issue 40 point 4,
    /// seen on a real app). In process and through a private proscd: the same report (the
    /// in-process walk now lists the More navigation controller as `tree` does).
    static func sixTabs() -> String {
        let tabs = (0..<6).map { #"<segue destination="t\#($0)" kind="relationship" relationship="viewControllers" id="r\#($0)"/>"# }.joined()
        let scenes = (0..<6).map { #"<scene sceneID="s\#($0)"><objects><viewController title="Tab\#($0)" id="t\#($0)" sceneMemberID="viewController"/></objects></scene>"# }.joined()
        return #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="tb"><scenes><scene sceneID="stb"><objects><tabBarController id="tb" sceneMemberID="viewController"><connections>"#
            + tabs + "</connections></tabBarController></objects></scene>" + scenes + "</scenes></document>"
    }

    @Test func moreTabsAreReachedThroughMoreAndNeverTappedFromTheBar() async throws {
        let dir = try Self.directory("explore-more", Self.sixTabs(), name: "Main")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (report, json) = try await ExploreSupport.explore([dir])
        #expect(report.problems.isEmpty, "\(report.problems.count) problems")
        #expect(report.scenesReached == report.scenesTotal)
        let (_, served) = try await ExploreSupport.explore([dir], mode: .privateServer)
        #expect(ExploreSupport.stable(json) == ExploreSupport.stable(served))
        // At launch: the bar's tabs and More, not the More list's tabs; with More shown, its rows.
        let (window, context) = try await Self.engine(dir)
        guard case .state(let launch) = window.open(.launch(storyboard: "Main")) else { Issue.record("launch refused"); return }
        let actions = ActionEnumeration.actions(in: launch.observed, graph: context.graph)
        let kinds = actions.map(\.kind)
        #expect(kinds == [.tapTab(index: 1), .tapTab(index: 2), .tapTab(index: 3), .tapMore], "\(kinds)")
        guard case .state(let more) = window.apply(try #require(actions.last), to: launch) else { Issue.record("tapMore refused"); return }
        let rows = ActionEnumeration.actions(in: more.observed, graph: context.graph).map(\.kind)
        #expect(rows.contains(.tapTab(index: 4)) && rows.contains(.tapTab(index: 5)), "\(rows)")
    }
}
