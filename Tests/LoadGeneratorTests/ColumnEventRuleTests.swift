import LoadGenerator
import ProsceniumClient
import Testing
import WireProtocol

/// The column-style split's operations in the model (uikit-rules R153-R161, R178-R182): what
/// each predicts — a display mode, an ignored call, a refusal — and the event rules they are
/// held to, fed sequences UIKit would not make.
@Suite struct ColumnEventRuleTests {
    private let outcomes = PresentationOutcomes()

    private func event(_ name: String, _ vc: String, _ seq: Int, _ params: JSONObject = [:]) -> ObservedEvent {
        ObservedEvent(window: "w1", windowSeq: seq, time: 0, name: name, vc: vc, params: .object(params))
    }

    /// A triple-column split `sp` (columns' navigation controllers n1-n3 holding a, b, c) showing
    /// the supplementary beside the secondary.
    private func tripleColumns(ios: Int = 26) -> WindowModel {
        var m = WindowModel(window: "w1", kind: .columns, root: "sp", stack: ["a", "b", "c"], pool: [])
        var state = ColumnSplitState(columns: ["primary", "supplementary", "secondary"], navigations: ["n1", "n2", "n3"],
                                     preferredDisplayMode: "oneBesideSecondary")
        state.ios = ios
        m.split = state
        return m
    }

    private func doubleColumns() -> WindowModel {
        var m = WindowModel(window: "w1", kind: .columns, root: "sp", stack: ["a", "c"], pool: [])
        m.split = ColumnSplitState(columns: ["primary", "secondary"], navigations: ["n1", "n3"], preferredDisplayMode: "oneBesideSecondary")
        return m
    }

    /// R157, R178, R181, R156: showing a triple-column split's primary (turn 0) goes to the
    /// two-column mode: `willChangeTo` first; on iOS 17 `willShow(primary)` next; then the
    /// primary's navigation controller and controller appear, will phase then did phase. On iOS
    /// 26 the app's `show(_:)` tells no will-show. Another order, another mode, a missing or an
    /// extra event is a violation.
    @Test(arguments: [17, 26]) func R157_showingAColumnChangesTheModeWithTheDelegateFirst(ios: Int) throws {
        var m = tripleColumns(ios: ios)
        let op = m.plan(.showColumn, animated: true, combination: 0, outcomes: outcomes)
        #expect(op.method == "split.showColumn" && op.params["column"] == "primary" && !op.quiet)
        #expect(m.split?.displayMode == "twoBesideSecondary" && m.split?.visibleColumns == ["primary", "supplementary", "secondary"])
        let rule = try #require(op.eventRule)
        let change = event("splitViewControllerWillChangeToDisplayMode", "sp", 1, ["displayMode": "twoBesideSecondary"])
        let willShow = event("splitViewControllerWillShowColumn", "sp", 2, ["column": "primary"])
        let callbacks = [event("viewWillAppear", "n1", 3), event("viewWillAppear", "a", 4), event("viewIsAppearing", "n1", 5),
                         event("viewIsAppearing", "a", 6), event("viewDidAppear", "n1", 7), event("viewDidAppear", "a", 8)]
        let good = ios < 26 ? [change, willShow] + callbacks : [change] + callbacks
        #expect(rule.failure(good) == nil)
        #expect(rule.failure(callbacks + [change] + (ios < 26 ? [willShow] : [])) != nil, "the delegate told after the callbacks")
        #expect(rule.failure([event("splitViewControllerWillChangeToDisplayMode", "sp", 1, ["displayMode": "oneBesideSecondary"])] + good.dropFirst()) != nil,
                "the wrong display mode")
        #expect(rule.failure(good.filter { $0.vc != "a" }) != nil, "the column's controller did not appear")
        #expect(rule.failure([change, callbacks[0], callbacks[4], callbacks[1], callbacks[2], callbacks[3], callbacks[5]]
                             + (ios < 26 ? [willShow] : [])) != nil, "a did phase before the will phase ended")
        #expect(rule.failure(good + [event("willMoveToParent", "a", 9, ["parent": .null])]) != nil, "no containment change")
        if ios >= 26 {
            #expect(rule.failure([change, event("splitViewControllerWillShowColumn", "sp", 2, ["column": "primary"])] + callbacks) != nil,
                    "iOS 26 tells no will-show for the app's show(_:) (R178)")
        } else {
            #expect(rule.failure([change] + callbacks) != nil, "iOS 14-18 tell will-show for show(_:) (R178)")
            #expect(rule.failure(good + [event("splitViewControllerDidShowColumn", "sp", 7, ["column": "primary"])]) != nil,
                    "did-show exists from iOS 26 only (R182)")
            #expect(rule.failure(Array(good.prefix(4)) + [event("viewDidLoad", "a", 9)] + good.dropFirst(4)) == nil, "R8: loaded on first show")
        }
    }

    /// R157, R153: the secondary column, a double-column split's supplementary and a column
    /// already shown are ignored (`quiet`: any event is a violation); hiding the shown primary
    /// takes the double-column split to the secondary alone.
    @Test func R157_ignoredShowsAndHidesPredictNothing() throws {
        var m = doubleColumns()
        let primary = m.plan(.showColumn, animated: true, combination: 0, outcomes: outcomes)
        let supplementary = m.plan(.showColumn, animated: true, combination: 0, outcomes: outcomes)
        let secondary = m.plan(.hideColumn, animated: true, combination: 0, outcomes: outcomes)
        #expect([primary, supplementary, secondary].map(\.params["column"]) == ["primary", "supplementary", "secondary"])
        #expect(primary.quiet && supplementary.quiet && secondary.quiet && m.split?.displayMode == "oneBesideSecondary")
        #expect(!m.settle(primary, .success([:]), outcomes: outcomes).changed)
        let hide = m.plan(.hideColumn, animated: true, combination: 0, outcomes: outcomes)
        #expect(hide.params["column"] == "primary" && !hide.quiet && m.split?.displayMode == "secondaryOnly")
        let rule = try #require(hide.eventRule)
        #expect(rule.failure([event("splitViewControllerWillChangeToDisplayMode", "sp", 1, ["displayMode": "secondaryOnly"]),
                              event("splitViewControllerWillHideColumn", "sp", 2, ["column": "primary"]),
                              event("viewWillDisappear", "n1", 3), event("viewWillDisappear", "a", 4),
                              event("viewDidDisappear", "n1", 5), event("viewDidDisappear", "a", 6)]) != nil,
                "iOS 26 (the default) tells no will-hide for the app's hide(_:)")
    }

    /// R164, R154: a preferred mode the tile behaviour does not allow becomes the allowed one
    /// with as many columns; one giving the mode shown changes nothing; collapsed, nothing
    /// happens and the preference waits for the expansion (R161).
    @Test func R164_aPreferenceAppliesAtOnceOnlyExpanded() {
        var m = tripleColumns()
        let two = m.plan(.displayMode, animated: true, combination: 0, outcomes: outcomes)   // twoBesideSecondary
        #expect(two.method == "vc.set" && !two.quiet && m.split?.displayMode == "twoBesideSecondary")
        let alone = m.plan(.displayMode, animated: true, combination: 0, outcomes: outcomes)   // secondaryOnly
        #expect(!alone.quiet && m.split?.displayMode == "secondaryOnly")
        let over = m.plan(.displayMode, animated: true, combination: 0, outcomes: outcomes)   // oneOverSecondary, tiled
        #expect(over.eventRule?.first?.members["displayMode"] == "oneBesideSecondary")
        let collapse = m.plan(.collapseSplit, animated: true, combination: 0, outcomes: outcomes)
        #expect(collapse.params["horizontalSizeClass"] == "compact" && m.split?.collapsed == true)
        #expect(!m.applies(.showColumn) && !m.applies(.hideColumn), "collapsed, show and hide move the stack: not sent")
        let waiting = m.plan(.displayMode, animated: true, combination: 0, outcomes: outcomes)   // twoDisplaceSecondary
        #expect(waiting.quiet && m.split?.displayMode == "oneBesideSecondary")
        #expect(m.expected.children.map(\.description) == ["n1[a b c]", "n2", "n3"], "R159: the columns stacked on the primary's")
        let expand = m.plan(.collapseSplit, animated: true, combination: 0, outcomes: outcomes)
        #expect(m.split?.displayMode == "twoBesideSecondary" && !m.split!.collapsed)
        let asked = expand.eventRule?.inOrder.first
        #expect(asked?.name == "splitViewControllerDisplayModeForExpanding" && asked?.members["proposedDisplayMode"] == "twoBesideSecondary")
    }

    /// R179, R182: a collapse asks topColumnForCollapsing first and tells didCollapse after
    /// the columns' will-hide (and on 26 did-hide), before `traitCollectionDidChange`; a
    /// didCollapse before the will-hides, or a didExpand, is a violation.
    @Test func R179_aCollapseIsToldInOrder() throws {
        var m = tripleColumns()
        let op = m.plan(.collapseSplit, animated: true, combination: 0, outcomes: outcomes)
        let rule = try #require(op.eventRule)
        let asked = event("splitViewControllerTopColumnForCollapsing", "sp", 1, ["proposedTopColumn": "secondary", "result": "secondary"])
        let willHide = event("splitViewControllerWillHideColumn", "sp", 2, ["column": "supplementary"])
        let moves = [event("willMoveToParent", "b", 3, ["parent": "n1"]), event("viewWillDisappear", "n2", 4)]
        let didHide = event("splitViewControllerDidHideColumn", "sp", 5, ["column": "supplementary"])
        let collapsed = event("splitViewControllerDidCollapse", "sp", 6)
        let traits = event("traitCollectionDidChange", "sp", 7)
        #expect(rule.failure([asked, willHide] + moves + [didHide, collapsed, traits]) == nil)
        #expect(rule.failure([asked, willHide, collapsed] + moves + [didHide, traits]) != nil, "didCollapse before the callbacks' did-hide")
        #expect(rule.failure([asked, willHide] + moves + [didHide, collapsed, event("splitViewControllerDidExpand", "sp", 7), traits]) != nil)
        #expect(rule.failure([willHide, asked] + moves + [didHide, collapsed, traits]) != nil, "asked after the will-hide")
    }

    /// R150: before iOS 14 show and hide are refused (-32005), predicted and expected; the
    /// other column operations are not sent.
    @Test func R150_beforeIOS14TheColumnAPIIsAnExpectedRefusal() {
        var m = WindowModel(window: "w1", kind: .columns, root: "sp", stack: ["a", "c"], pool: [])
        m.split = ColumnSplitState(classicChildren: [ExpectedNode(vc: "a")])
        m.hasModernAPI = false
        #expect(m.applies(.showColumn) && m.applies(.hideColumn) && !m.applies(.displayMode) && !m.applies(.collapseSplit))
        let op = m.plan(.showColumn, animated: true, combination: 0, outcomes: outcomes)
        #expect(op.refusal == -32005)
        let s = m.settle(op, .failure(ClientError(kind: .server, code: -32005, message: "unrecognized selector")), outcomes: outcomes)
        #expect(s.violations.isEmpty && s.expectedError == -32005)
        #expect(m.expected.children == [ExpectedNode(vc: "a")])
    }
}
