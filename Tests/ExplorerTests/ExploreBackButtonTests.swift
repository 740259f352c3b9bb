@testable import Explorer
import Foundation
import HierarchyEngine
import ProsceniumTesting
import Testing
import WireProtocol

/// Explore taps the back button (issue 42, uikit-rules R169-R170): where the back swipe is
/// turned off (`interactivePopGestureRecognizer.enabled` NO, R170) `tree` lists `tapBack` alone
/// and explore pops with `nav.tapBack`; where the top controller hides the back button (R169)
/// neither is offered. Where both are (the common case) explore keeps the swipe only: the tap
/// makes the same pop (R39), so the same state.
@Suite("explore: the back button", .serialized)
struct ExploreBackButtonTests {
    /// Nav (swipe disabled) → Home, which shows Detail, which shows Locked (hides the back button).
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="interactivePopGestureRecognizer.enabled" value="NO"/>
                        </userDefinedRuntimeAttributes>
                        <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController title="Home" id="home" sceneMemberID="viewController">
                        <view key="view" id="v2"><subviews>
                            <button id="b1"><connections><segue destination="detail" kind="show" identifier="showDetail" id="g1"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController title="Detail" id="detail" sceneMemberID="viewController">
                        <view key="view" id="v3"><subviews>
                            <button id="b2"><connections><segue destination="locked" kind="show" identifier="showLocked" id="g2"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <viewController title="Locked" id="locked" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Locked" id="ni4" hidesBackButton="YES"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    /// In process: at Detail the back button is the only way back (`tapBack`, no `swipeBack`),
    /// and tapping it reaches Home's state; at Locked there is no way back.
    @Test func theBackButtonWhereTheSwipeIsOff() async throws {
        let dir = try ExploreGestureTests.directory("explore-back-button", Self.storyboard, name: "Back")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (window, context) = try await ExploreGestureTests.engine(dir)
        guard case .state(let launch) = window.open(.launch(storyboard: "Back")) else { Issue.record("launch refused"); return }
        func step(_ s: EngineState, _ where_: (UserAction) -> Bool) throws -> EngineState {
            let found = ActionEnumeration.actions(in: s.observed, graph: context.graph).first(where: where_)
            let action = try #require(found)
            guard case .state(let after) = window.apply(action, to: s) else { throw ExploreSupport.ReplayError("\(action.name) refused") }
            return after
        }
        func kinds(_ s: EngineState) -> [UserAction.Kind] { ActionEnumeration.actions(in: s.observed, graph: context.graph).map(\.kind) }
        #expect(kinds(launch) == [.tapSegue(segue: "g1")])
        let detail = try step(launch) { $0.segueID == "g1" }
        #expect(detail.observed.nodes[0].gestures == ["tapBack"])
        #expect(kinds(detail) == [.tapBack, .tapSegue(segue: "g2")], "\(kinds(detail))")   // pre-order: the navigation controller first
        let back = try step(detail) { $0.kind == .tapBack }
        #expect(back.observed.shape == launch.observed.shape)
        let locked = try step(detail) { $0.segueID == "g2" }
        #expect(locked.observed.nodes[0].gestures == [])
        #expect(kinds(locked) == [])
        #expect(UserAction(kind: .tapBack, position: .root, scene: nil).name == "tapBack")
    }

    /// The exploration reaches every scene with no problem, and makes the same report in
    /// process and through a private proscd (whose `tree` lists `tapBack` and whose
    /// `nav.tapBack` pops).
    @Test func theSameReportInProcessAndThroughProscd() async throws {
        let dir = try ExploreGestureTests.directory("explore-back-button-same", Self.storyboard, name: "Back")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (report, _) = try await ExploreSupport.explore([dir])
        #expect(report.problems.isEmpty, "\(report.problems.count) problems")
        #expect(report.scenesReached == report.scenesTotal)
        #expect(report.states == 3)
        try await SameReportTests.expectSame([dir], name: "back button")
    }
}
