import WireProtocol

/// The plans of the column-style split's operations (`showColumn`, `hideColumn`, `displayMode`,
/// `collapseSplit`; uikit-rules A.17): each request, what it predicts — a change, an ignored
/// call (no event), a refusal before iOS 14 — its effect on the model and the events it must
/// show, held by `DelegateEventRule`: the split delegate's calls (R178-R182) and the columns'
/// appearance callbacks (R156), in UIKit's order. `WindowModel.plan` hands them here.
extension WindowModel {
    mutating func planColumns(_ kind: OperationKind) -> PlannedOperation {
        switch kind {
        case .showColumn, .hideColumn: return planShowHideColumn(show: kind == .showColumn)
        case .displayMode: return planDisplayMode()
        case .collapseSplit: return planCollapseSplit()
        default: preconditionFailure("\(kind) is not a column operation")
        }
    }

    /// The iOS version the server reproduces.
    private var ios: Int { split?.ios ?? 26 }

    /// The delegate's column calls no version makes for an app's change of an expanded split,
    /// and those iOS 26 makes for none of the app's changes (R178, R182).
    private var appChangeAbsent: [String] {
        let always = ["splitViewControllerDidCollapse", "splitViewControllerDidExpand", "splitViewControllerDidShowColumn",
                      "splitViewControllerDidHideColumn", "splitViewControllerTopColumnForCollapsing",
                      "splitViewControllerDisplayModeForExpanding"]
        return ios >= 26 ? always + ["splitViewControllerWillShowColumn", "splitViewControllerWillHideColumn"] : always
    }

    /// R157 (expanded): `show(_:)`/`hide(_:)` of the primary, supplementary and secondary
    /// columns in turn. Ignored — answered, nothing happens — for the secondary column, the
    /// supplementary of a double-column split (R153), and a column already shown (hidden);
    /// otherwise the split animates to the nearest mode that shows (hides) it. Before iOS 14:
    /// -32005, UIKit's unrecognized selector (R150).
    private mutating func planShowHideColumn(show: Bool) -> PlannedOperation {
        var sp = split!
        let column = ["primary", "supplementary", "secondary"][sp.turns % 3]
        sp.turns += 1
        defer { split = sp }
        let method = show ? MethodDescriptor.splitShowColumn.name : MethodDescriptor.splitHideColumn.name
        var op = PlannedOperation(kind: show ? .showColumn : .hideColumn, method: method,
                                  params: ["split": .string(root), "column": .string(column)], subject: root, expectation: .done)
        guard hasModernAPI else {
            op.refusal = RPCErrorCode.unsupported.rawValue
            return op
        }
        let ignored = column == "secondary" || !sp.columns.contains(column) || sp.visibleColumns.contains(column) == show
        if ignored {
            op.quiet = true
            return op
        }
        // The nearest mode (R157 [inf]): one column beside the secondary, two for a
        // triple-column primary shown; hidden, one fewer (a hidden supplementary leaves the
        // secondary alone).
        let tripleColumnPrimary = column == "primary" && sp.isTripleColumn
        let side = show ? (tripleColumnPrimary ? 2 : 1) : (tripleColumnPrimary ? 1 : 0)
        op.eventRule = columnChangeRule(&sp, to: side)
        return op
    }

    /// R164, R154: `preferredDisplayMode` set to the next of `ColumnSplitState.preferredModes`;
    /// expanded, the split takes the mode the tile behaviour allows at once (unanimated), with
    /// the change's delegate calls and callbacks; nothing when that is the mode it shows, when
    /// the preference is the one it had (the server applies a preference that changed [inf]:
    /// even after `show(_:)`/`hide(_:)` left another mode, the same value set again does not
    /// bring the split back to it), or while collapsed ("When collapsed, the displayMode property has no impact", R181), where the
    /// preference waits for the expansion (R161).
    private mutating func planDisplayMode() -> PlannedOperation {
        var sp = split!
        let preferred = ColumnSplitState.preferredModes[sp.turns % ColumnSplitState.preferredModes.count]
        sp.turns += 1
        let unchanged = preferred == sp.preferredDisplayMode
        sp.preferredDisplayMode = preferred
        defer { split = sp }
        var op = PlannedOperation(kind: .displayMode, method: MethodDescriptor.vcSet.name,
                                  params: ["vc": .string(root), "properties": ["preferredDisplayMode": .string(preferred)]],
                                  subject: root, expectation: .done)
        let side = ColumnSplitState.sideColumns(of: preferred, columns: sp.columns.count)
        if sp.collapsed || unchanged || side == sp.sideColumns {
            op.quiet = true
            return op
        }
        op.eventRule = columnChangeRule(&sp, to: side)
        return op
    }

    /// An expanded split's display mode changed by the app to `side` columns beside the
    /// secondary (R157, R164): `willChangeTo` (R181), then — before iOS 26 only — `willHide` of
    /// each column going and `willShow` of each coming (R178); then the columns' appearance
    /// callbacks, each column's navigation controller before its controller (R21), the will
    /// phase of those going, of those coming, the coming ones' `viewIsAppearing` after every will
    /// (R13a), then the did phases (R156); `viewDidLoad` of a column's controller shown for the
    /// first time may come between (R8); no containment call.
    private func columnChangeRule(_ sp: inout ColumnSplitState, to side: Int) -> DelegateEventRule {
        let before = sp.visibleColumns
        sp.sideColumns = side
        let after = sp.visibleColumns
        let going = before.filter { !after.contains($0) }, coming = after.filter { !before.contains($0) }
        var order = [ExpectedEvent("splitViewControllerWillChangeToDisplayMode", on: root, ["displayMode": .string(sp.displayMode)])]
        if ios < 26 {
            order += going.map { ExpectedEvent("splitViewControllerWillHideColumn", on: root, ["column": .string($0)]) }
            order += coming.map { ExpectedEvent("splitViewControllerWillShowColumn", on: root, ["column": .string($0)]) }
        }
        order += appearance(going, "viewWillDisappear", sp) + appearance(coming, "viewWillAppear", sp)
            + appearance(coming, "viewIsAppearing", sp) + appearance(going, "viewDidDisappear", sp) + appearance(coming, "viewDidAppear", sp)
        // No containment change: the columns keep their controllers (R157).
        return DelegateEventRule(first: order[0], inOrder: order, absent: appChangeAbsent + ["willMoveToParent", "didMoveToParent"])
    }

    /// `name` for each column's navigation controller and then the controller it shows (R21).
    private func appearance(_ columns: [String], _ name: String, _ sp: ColumnSplitState) -> [ExpectedEvent] {
        columns.flatMap { c in [ExpectedEvent(name, on: sp.navigation(c)), ExpectedEvent(name, on: stack[sp.columns.firstIndex(of: c)!])] }
    }

    /// R159-R161, R179-R182: `window.setTraits` making the window compact (the split collapses)
    /// and regular (it expands) in turn — the system's change. Collapsing: the delegate asked
    /// `topColumnForCollapsing` first, proposed and answered the secondary; `willHide` of every
    /// column but the secondary (whose controller ends on top of the primary's stack); on iOS 26
    /// `didHide` of them after the callbacks; `splitViewControllerDidCollapse` last of the
    /// split's, before the trait change's `traitCollectionDidChange`. Expanding: asked
    /// `displayModeForExpanding` first, proposed (and answered) the mode the preference gives;
    /// `willChangeTo` when it differs from the mode before the collapse; `willShow` of the columns
    /// it shows beside the secondary; on 26 `didShow`; `splitViewControllerDidExpand`, then
    /// `traitCollectionDidChange`.
    private mutating func planCollapseSplit() -> PlannedOperation {
        var sp = split!
        let collapse = !sp.collapsed
        defer { split = sp }
        let op = PlannedOperation(kind: .collapseSplit, method: MethodDescriptor.windowSetTraits.name,
                                  params: ["window": .string(window), "horizontalSizeClass": .string(collapse ? "compact" : "regular")],
                                  subject: root, expectation: .done)
        let before = sp.visibleColumns
        var order: [ExpectedEvent] = []
        var absent = ["splitViewControllerDidShowColumn", "splitViewControllerDidHideColumn"]
        if collapse {
            sp.collapsed = true
            order.append(ExpectedEvent("splitViewControllerTopColumnForCollapsing", on: root,
                                       ["proposedTopColumn": "secondary", "result": "secondary"]))
            let hidden = before.filter { !sp.visibleColumns.contains($0) }
            order += hidden.map { ExpectedEvent("splitViewControllerWillHideColumn", on: root, ["column": .string($0)]) }
            if ios >= 26 {
                order += hidden.map { ExpectedEvent("splitViewControllerDidHideColumn", on: root, ["column": .string($0)]) }
                absent = ["splitViewControllerDidShowColumn"]
            }
            order.append(ExpectedEvent("splitViewControllerDidCollapse", on: root))
            absent += ["splitViewControllerWillChangeToDisplayMode", "splitViewControllerWillShowColumn",
                       "splitViewControllerDidExpand", "splitViewControllerDisplayModeForExpanding"]
        } else {
            sp.collapsed = false
            let side = ColumnSplitState.sideColumns(of: sp.preferredDisplayMode, columns: sp.columns.count)
            let proposed = JSON.string(ColumnSplitState.displayMode(side: side))
            order.append(ExpectedEvent("splitViewControllerDisplayModeForExpanding", on: root,
                                       ["proposedDisplayMode": proposed, "result": proposed]))
            if side != sp.sideColumns {
                order.append(ExpectedEvent("splitViewControllerWillChangeToDisplayMode", on: root, ["displayMode": proposed]))
            } else {
                absent.append("splitViewControllerWillChangeToDisplayMode")
            }
            sp.sideColumns = side
            let shown = sp.visibleColumns.filter { !before.contains($0) }
            order += shown.map { ExpectedEvent("splitViewControllerWillShowColumn", on: root, ["column": .string($0)]) }
            if ios >= 26 {
                order += shown.map { ExpectedEvent("splitViewControllerDidShowColumn", on: root, ["column": .string($0)]) }
                absent = ["splitViewControllerDidHideColumn"]
            }
            order.append(ExpectedEvent("splitViewControllerDidExpand", on: root))
            absent += ["splitViewControllerWillHideColumn", "splitViewControllerDidCollapse", "splitViewControllerTopColumnForCollapsing"]
        }
        order.append(ExpectedEvent("traitCollectionDidChange", on: root))
        var planned = op
        planned.eventRule = DelegateEventRule(inOrder: order, absent: absent)
        return planned
    }
}
