@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 42: gestures the user gives up. A cancelled back swipe calls the top's
/// `viewWillDisappear` and the one below's `viewWillAppear`, then takes them back (R107); a
/// cancelled pull-down the sheet's `viewWillDisappear` (R110); a cancelled page swipe the shown
/// page's (R127). Explore offers them (`givenUp`: the gesture with outcome `cancel`, then the code
/// the callback runs) only where those callbacks run navigation code of the app it follows
/// (`--sources`); elsewhere they change nothing and are not offered.
/// `Tests/Fixtures/CodeNavigation/GivenUpApp`: Home → List (whose `viewWillAppear` presents Tip)
/// → Editor (whose `viewWillDisappear` pops to the root), and Compose, a page sheet whose
/// `viewWillDisappear` performs a segue the storyboard no longer has.
@Suite("explore: gestures the user gives up", .serialized)
struct ExploreGivenUpTests {
    static let app = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/GivenUpApp"

    @Test func offeredWhereTheirCallbacksRunTheAppsCode() async throws {
        let (window, context) = try await ExploreCodeSettingsTests.engine(Self.app)
        guard case .state(let launch) = window.open(.launch(storyboard: "Main")) else { Issue.record("launch refused"); return }
        let walk = ExploreSupport.Walk(window: window, context: context)
        let actions = walk.actions, step = walk.step
        func givenUp(_ s: EngineState) -> [String] {
            actions(s).compactMap { a in
                guard case .givenUp(let gesture, let plan, let at) = a.kind else { return nil }
                return "\(gesture.name) at \(a.position): \(at) \(plan.action)"
            }
        }
        // List on Home: Home's code does nothing when it begins to appear, List's nothing when it
        // begins to disappear: a swipe given up changes nothing, and is not offered.
        let list = try step(launch) { $0.segueID == "g-list" }
        #expect(givenUp(list) == [])
        // Editor on List: given up, the swipe runs List's viewWillAppear and Editor's viewWillDisappear.
        let listShown = try step(list) { $0.segueID == "g-editor" }
        #expect(givenUp(listShown) == [#"swipeBack at /: /1 presents its storyboard's "Tip""#, "swipeBack at /: /2 pops to the root"])
        // Editor's own viewWillDisappear is not offered as an action of its scene.
        #expect(!actions(listShown).contains { $0.codePlan?.callback == "viewWillDisappear" && $0.name == "code" })
        // The swipe given up leaves Editor on top, and List's code presents Tip over it.
        let tip = try step(listShown) { if case .givenUp(_, let plan, _) = $0.kind { plan.callback == "viewWillAppear" } else { false } }
        #expect(tip.observed.nodes.map(\.title) == [nil, "Home", "List", "Editor", "Tip"])
        // Editor's code pops to Home even though the user gave the swipe up.
        let home = try step(listShown) { if case .givenUp(_, let plan, _) = $0.kind { plan.callback == "viewWillDisappear" } else { false } }
        #expect(home.observed.shape == launch.observed.shape)
        // Compose: a pull-down given up runs its viewWillDisappear.
        let compose = try step(launch) { $0.segueID == "g-compose" }
        #expect(givenUp(compose) == [#"pullDown at >: > performs segue "saveDraft""#])
    }

    /// The exploration finds the segue Compose's viewWillDisappear performs only through the
    /// pull-down given up, and names it in the path (`pullDown`, `outcome: cancel`); the path
    /// replays on a fresh server. Without sources no gesture given up is offered (nothing runs).
    @Test func theReportNamesThem() async throws {
        let (report, json) = try await ExploreSupport.explore([Self.app], sources: Self.app + "/Sources")
        #expect(report.problems.count == 1)
        let problem = try #require(json["problems"]?.arrayValue?.first)
        #expect(problem["kind"]?.stringValue == "segueNotFound" && problem["replayedOnServer"]?.boolValue == true
                && problem["reproduced"]?.boolValue == true)
        let last = try #require(problem["path"]?.arrayValue?.last)
        #expect(last["action"]?.stringValue == "pullDown" && last["outcome"]?.stringValue == "cancel")
        #expect(last["codePosition"]?.stringValue == ">" && last["position"]?.stringValue == ">")
        #expect(last["text"]?.stringValue == #"pull Compose down and give up: as the scene begins to disappear (viewWillDisappear) → ComposeViewController.viewWillDisappear(_:) performs segue "saveDraft" (ViewControllers.swift:29)"#)
        #expect(json["stats"]?["states"]?.intValue == 6)
        let (without, withoutJSON) = try await ExploreSupport.explore([Self.app])
        // 4 from the launch, and Tip as a code-made start.
        #expect(without.problems.isEmpty && withoutJSON["stats"]?["states"]?.intValue == 5)
    }

    @Test func theSameReportInProcessAndThroughProscd() async throws {
        try await SameReportTests.expectSame([Self.app], sources: Self.app + "/Sources", name: "given-up app")
    }
}
