import LoadGenerator
import ProsceniumClient
import Testing
import WireProtocol

/// Issue 42's operations in the model (uikit-rules R166-R174): what each predicts — answer,
/// refusal, nothing at all — and the delegate-call rules their events are held to, fed
/// sequences UIKit would not make.
@Suite struct DelegateEventRuleTests {
    private func event(_ name: String, _ vc: String, _ seq: Int, _ params: JSONObject = [:]) -> ObservedEvent {
        ObservedEvent(window: "w1", windowSeq: seq, time: 0, name: name, vc: vc, params: .object(params))
    }

    private let outcomes = PresentationOutcomes()

    private func sheetWindow(ios15: Bool = true) -> WindowModel {
        var m = WindowModel(window: "w1", kind: .sheet, root: "vc1", stack: [], pool: ["vc9"])
        m.presented = [("vc2", "pageSheet", "pageSheet:coverVertical")]
        m.detents = ios15 ? ["medium", "large"] : []
        m.hasModernAPI = ios15
        return m
    }

    private func uiTabsWindow() -> WindowModel {
        var m = WindowModel(window: "w1", kind: .uiTabs, root: "vc1", stack: ["vc2", "vc3", "vc4"], pool: [])
        m.tabIdentifiers = ["vc2": "t0", "vc3": "t1", "vc4": "t2"]
        m.vetoedTab = "t2"
        return m
    }

    /// R168: finished to the other detent, the sheet delegate's call alone; cancelled, or
    /// finished where the sheet rests, nothing (`quiet`: an event then is a violation).
    @Test func R168_aDragIsPredictedToCallTheDelegateOnlyWhenItChangesTheDetent() throws {
        var m = sheetWindow()
        let first = m.plan(.dragSheet, animated: true, combination: 0, outcomes: outcomes)
        #expect(first.params["detent"] == "large" && first.params["outcome"] == "finish" && !first.quiet)
        let changed = event("sheetPresentationControllerDidChangeSelectedDetentIdentifier", "vc2", 1, ["selectedDetentIdentifier": "large"])
        let rule = try #require(first.eventRule)
        #expect(rule.failure([changed]) == nil)
        #expect(rule.failure([event("sheetPresentationControllerDidChangeSelectedDetentIdentifier", "vc2", 1, ["selectedDetentIdentifier": "medium"])]) != nil)
        #expect(rule.failure([changed, event("viewWillAppear", "vc2", 2)]) != nil, "no appearance callback for a detent change")
        let cancelled = m.plan(.dragSheet, animated: true, combination: 0, outcomes: outcomes)
        #expect(cancelled.params["detent"] == "medium" && cancelled.params["outcome"] == "cancel" && cancelled.quiet)
        let same = m.plan(.dragSheet, animated: true, combination: 0, outcomes: outcomes)
        #expect(same.params["detent"] == "large" && same.params["outcome"] == "finish" && same.quiet)
        #expect(m.detent == "large")
        // A quiet operation's answer changes nothing, so any event for it breaks contiguity.
        #expect(m.settle(first, .success([:]), outcomes: outcomes).changed)
        #expect(m.settle(cancelled, .success([:]), outcomes: outcomes).changed == false)
    }

    /// R166: before iOS 15 there is no detent to drag to: -32005 predicted, an expected error.
    @Test func R166_beforeIOS15TheDragIsAnExpectedRefusal() {
        var m = sheetWindow(ios15: false)
        let op = m.plan(.dragSheet, animated: true, combination: 0, outcomes: outcomes)
        #expect(op.refusal == -32005)
        let refused = m.settle(op, .failure(ClientError(kind: .server, code: -32005, message: "iOS 14 has no sheet detents")), outcomes: outcomes)
        #expect(refused.violations.isEmpty && refused.expectedError == -32005 && !refused.changed)
        var again = sheetWindow(ios15: false)
        let answered = again.settle(again.plan(.dragSheet, animated: true, combination: 0, outcomes: outcomes), .success([:]), outcomes: outcomes)
        #expect(answered.violations.map(\.rule) == ["model"], "a success where a refusal was predicted")
    }

    /// R169, R111: a back tap pops the top alone, with willShow after the will phase and
    /// didShow after the did phase; a top that hides its back button refuses the tap and the
    /// back swipe (-32003), and `pop` from code still pops it.
    @Test func R169_aBackTapPopsOneOrIsRefusedUnderAHiddenButton() throws {
        var m = WindowModel(window: "w1", kind: .navigation, root: "nav", stack: ["a", "b"], pool: ["hider"])
        m.hidesBackButton = "hider"
        m.navigationDelegate = true
        let push = m.plan(.push, animated: true, combination: 0, outcomes: outcomes)
        #expect(m.stack == ["a", "b", "hider"])
        let hidden = m.plan(.tapBack, animated: true, combination: 0, outcomes: outcomes)
        let swipe = m.plan(.swipeBack, animated: true, combination: 0, outcomes: outcomes)
        #expect(hidden.refusal == -32003 && swipe.refusal == -32003 && m.stack == ["a", "b", "hider"])
        let pop = m.plan(.pop, animated: true, combination: 0, outcomes: outcomes)
        #expect(pop.refusal == nil && m.stack == ["a", "b"])
        let tap = m.plan(.tapBack, animated: true, combination: 0, outcomes: outcomes)
        #expect(tap.refusal == nil && m.stack == ["a"])
        let rule = try #require(tap.eventRule)
        let good = [event("viewWillDisappear", "b", 1), event("viewWillAppear", "a", 2), event("navigationControllerWillShow", "nav", 3, ["viewController": "a"]),
                    event("viewDidDisappear", "b", 4), event("viewDidAppear", "a", 5), event("navigationControllerDidShow", "nav", 6, ["viewController": "a"])]
        #expect(rule.failure(good) == nil)
        #expect(rule.failure([good[0], good[1], good[3], good[4], good[5]]) != nil, "no willShow")
        #expect(rule.failure([good[0], good[1], good[3], good[4], good[2], good[5]]) != nil, "willShow after the did phase")
        for op in [push, hidden, swipe, pop] {
            let answer: Result<JSON, ClientError> = op.refusal.map { .failure(ClientError(kind: .server, code: $0, message: "refused")) } ?? .success(["popped": ["hider"]])
            #expect(m.settle(op, answer, outcomes: outcomes).violations.isEmpty, "\(op.method)")
        }
        #expect(m.settle(tap, .success(["popped": ["b", "c"]]), outcomes: outcomes).violations.map(\.rule) == ["model"], "one controller popped, not two")
    }

    /// R174: a tap asks shouldSelectTab first and tells didSelectTab last, the switch between;
    /// the vetoed tab gets shouldSelectTab (false) alone and nothing changes. R173: from code,
    /// no tab delegate call at all.
    @Test func R174_aTapAsksFirstAndTellsLastAndAVetoChangesNothing() throws {
        var m = uiTabsWindow()
        let tap = m.plan(.tapUITab, animated: true, combination: 0, outcomes: outcomes)   // mutation 0: the next tab
        #expect(tap.params["identifier"] == "t1" && m.selectedTab == 1)
        let rule = try #require(tap.eventRule)
        let should = event("tabBarControllerShouldSelectTab", "vc1", 1, ["tab": "t1", "result": true])
        let did = event("tabBarControllerDidSelectTab", "vc1", 5, ["tab": "t1", "previousTab": "t0"])
        let switchEvents = [event("viewWillAppear", "vc3", 2), event("viewWillDisappear", "vc2", 3), event("viewDidAppear", "vc3", 4)]
        #expect(rule.failure([should] + switchEvents + [did]) == nil)
        #expect(rule.failure([should, did] + switchEvents) != nil, "didSelectTab before the switch")
        #expect(rule.failure(switchEvents + [should, did]) != nil, "shouldSelectTab after the switch")
        #expect(m.settle(tap, .success(["selected": true, "selectedViewController": "vc3"]), outcomes: outcomes).violations.isEmpty)
        // From the second tab, an even mutation taps the third: the vetoed one.
        var from1 = uiTabsWindow()
        from1.selectedTab = 1
        let vetoed = from1.plan(.tapUITab, animated: true, combination: 0, outcomes: outcomes)
        #expect(vetoed.params["identifier"] == "t2" && from1.selectedTab == 1)
        #expect(vetoed.eventRule?.failure([event("tabBarControllerShouldSelectTab", "vc1", 6, ["tab": "t2", "result": false])]) == nil)
        #expect(vetoed.eventRule?.failure([event("tabBarControllerShouldSelectTab", "vc1", 6, ["tab": "t2", "result": true])]) != nil)
        let wrong = from1.settle(vetoed, .success(["selected": true, "selectedViewController": "vc4"]), outcomes: outcomes)
        #expect(wrong.violations.map(\.rule) == ["model"])
        let select = m.plan(.selectUITab, animated: true, combination: 0, outcomes: outcomes)
        #expect(select.params["identifier"] == "t2" && m.selectedTab == 2)
        #expect(select.eventRule?.failure([event("viewWillAppear", "vc4", 7), event("tabBarControllerDidSelectTab", "vc1", 8)]) != nil)
        // R171: before iOS 18 there are no tabs to select or tap; setTabs is refused (-32005).
        var old = uiTabsWindow()
        old.hasModernAPI = false
        #expect(!old.applies(.selectUITab) && !old.applies(.tapUITab) && old.applies(.setTabs))
        #expect(old.plan(.setTabs, animated: true, combination: 0, outcomes: outcomes).refusal == -32005 && old.stack == ["vc2", "vc3", "vc4"])
    }

    /// R172: setTabs moves the first tab last and the selected controller stays selected; the
    /// removal and reinstallation of every child are containment's callbacks.
    @Test func R172_setTabsReordersAndKeepsTheSelection() {
        var m = uiTabsWindow()
        m.selectedTab = 1
        let op = m.plan(.setTabs, animated: true, combination: 0, outcomes: outcomes)
        #expect(m.stack == ["vc3", "vc4", "vc2"] && m.selectedTab == 0)
        #expect(op.params["tabs"] == [["identifier": "t1", "vc": "vc3"], ["identifier": "t2", "vc": "vc4"], ["identifier": "t0", "vc": "vc2"]])
        let moves = [event("willMoveToParent", "vc3", 1, ["parent": .null]), event("didMoveToParent", "vc3", 2, ["parent": .null]),
                     event("willMoveToParent", "vc3", 3, ["parent": "vc1"]), event("didMoveToParent", "vc3", 4, ["parent": "vc1"])]
        #expect(op.eventRule?.failure(moves) == nil)
        #expect(op.eventRule?.failure(Array(moves.prefix(2))) != nil, "removed and never installed")
    }
}
