/// `show(_:)` and `hide(_:)` of a column (uikit-rules R157, R158), as UIKit's header
/// (UISplitViewController.h, iOS 14 SDK) specifies them:
///
/// - neither accepts the compact column;
/// - expanded, both ignore the secondary column and a column already shown (hidden); otherwise
///   the split animates to the nearest display mode where the column is shown (hidden);
/// - collapsed, `hide` is ignored for the primary column or a column not on top, otherwise the
///   column is popped; `show` does nothing for the column on top, pops the columns covering a
///   column in the stack, and pushes a column (with the columns between) not in the stack.
extension Hierarchy {
    /// R157 [inf]: how long the split animates a change of display mode (UIKit's own duration is
    /// not documented; a navigation push's).
    static let columnAnimationDuration = 0.35

    mutating func showHideColumn(_ split: VCID, column: SplitColumn, show: Bool) throws(EngineError) -> Plan {
        let sp = try columnSplit(split, show ? "showColumn:" : "hideColumn:")
        let window = nodes[split]!.window
        try checkNotPending(window, "\(show ? "Showing" : "Hiding") the \(column.rawValue) column of \(describe(split))")
        guard column != .compact, column != .supplementary || sp.style == .tripleColumn else { return Plan() }
        ctxWindow = window
        if nodes[split]!.splitCollapsed { return try showHideStackedColumn(split, sp, column: column, show: show) }
        guard let mode = sp.expandedDisplayMode(showing: column, show: show) else { return Plan() }
        let animated = isLive(split)
        let before = columnSnapshot(split)
        let visibleBefore = columnVisibility(split)!
        nodes[split]!.props.split!.displayMode = mode
        tellColumnDelegateWill(split, since: visibleBefore, cause: .app, emitting: true)   // R178, R181
        var plan = Plan()
        plan.did = settleColumns(split, since: before, emitting: true, animated: animated)
        plan.isTransition = true
        if animated { plan.duration = Hierarchy.columnAnimationDuration }
        return plan
    }

    /// R158: the collapsed split's stack, column by column: the primary's own controllers, then
    /// each stacked column's, the top one last.
    func stackedColumns(_ split: VCID, _ sp: SplitProps) -> [(column: SplitColumn, vcs: [VCID])] {
        guard let primary = sp.installed.primary else { return [] }
        var result: [(column: SplitColumn, vcs: [VCID])] = []
        for v in nodes[primary]!.children {
            let c = [SplitColumn.supplementary, .secondary].first(where: { sp.stacked[$0]?.contains(v) == true })
            if let c, c != result.last?.column { result.append((c, [v])) }
            else if result.isEmpty { result.append((.primary, [v])) }
            else { result[result.count - 1].vcs.append(v) }
        }
        return result
    }

    mutating func showHideStackedColumn(_ split: VCID, _ sp: SplitProps, column: SplitColumn, show: Bool) throws(EngineError) -> Plan {
        // A compact column's controller stands in for all the others: nothing to pop or push [inf].
        guard sp.installed.compact == nil, let primary = sp.installed.primary, nodes[primary]!.kind == .navigation else { return Plan() }
        let stack = stackedColumns(split, sp)
        guard let top = stack.last else { return Plan() }
        let visibleBefore = columnVisibility(split)!
        if !show {
            guard column != .primary, top.column == column, stack.count > 1, let below = stack[stack.count - 2].vcs.last else { return Plan() }
            tellColumnDelegate(split, popping: column, revealing: stack[stack.count - 2].column)
            let plan = try popTo(nav: primary, vc: below, animated: true)
            nodes[split]!.props.split!.stacked[column] = nil
            return plan
        }
        if top.column == column { return Plan() }
        if let i = stack.firstIndex(where: { $0.column == column }) {
            tellColumnDelegate(split, popping: top.column, revealing: column)
            let plan = try popTo(nav: primary, vc: stack[i].vcs.last!, animated: true)
            for covering in stack[(i + 1)...] { nodes[split]!.props.split!.stacked[covering.column] = nil }
            return plan
        }
        // Not in the stack: push it and the columns between (in order), as the collapse stacks them.
        let order: [SplitColumn] = [.supplementary, .secondary]
        let start = order.firstIndex(of: top.column).map { $0 + 1 } ?? 0
        guard let end = order.firstIndex(of: column), start <= end else { return Plan() }
        let animated = isLive(split)
        let before = columnSnapshot(split)
        var next = sp
        for c in order[start...end] {
            guard let nav = next.installed[c], !nodes[nav]!.children.isEmpty else { continue }
            let moving = nodes[nav]!.children
            nodes[nav]!.children = []
            for v in moving { nodes[v]!.parent = primary }
            nodes[primary]!.children += moving
            next.stacked[c] = moving
        }
        nodes[split]!.props.split = next
        tellColumnDelegateWill(split, since: visibleBefore, cause: .app, emitting: true)   // R178
        var plan = Plan()
        plan.did = settleColumns(split, since: before, emitting: true, animated: animated)
        plan.isTransition = true
        plan.pushedOnto = primary
        if animated { plan.duration = Hierarchy.columnAnimationDuration }
        return plan
    }

    /// R178: collapsed, `hide(_:)` or `show(_:)` popping the column on top tells the delegate (iOS
    /// 14-18, the app's change) that it is hidden and that the column it uncovers is shown, before
    /// the pop's callbacks.
    mutating func tellColumnDelegate(_ split: VCID, popping top: SplitColumn, revealing below: SplitColumn) {
        guard reportsColumnDelegate(split, emitting: true), tellsColumnChanges(.app), top != below else { return }
        emit(split, .splitViewControllerWillHideColumn(column: top))
        emit(split, .splitViewControllerWillShowColumn(column: below))
    }
}

extension SplitProps {
    /// R157: the display mode an expanded split moves to when `column` is shown (`show`) or
    /// hidden, or nil when UIKit ignores the request: the secondary and compact columns, a
    /// supplementary column outside a triple-column split (R153), a column already shown
    /// (hidden). The nearest mode: one column beside the secondary for the primary of a
    /// double-column split and the supplementary of a triple-column one, two for a
    /// triple-column primary; hidden, one fewer (a hidden supplementary leaves the secondary
    /// alone), in the modes the split behaviour allows (R154). `show(_:)`/`hide(_:)` and the
    /// user's gestures (`userColumnTargets`) both ask it.
    func expandedDisplayMode(showing column: SplitColumn, show: Bool) -> SplitDisplayMode? {
        guard column != .compact, column != .secondary, column != .supplementary || style == .tripleColumn,
              displayMode.visibleColumns(style: style).contains(column) != show else { return nil }
        let side: Int
        switch (show, column, style) {
        case (true, .primary, .tripleColumn): side = 2
        case (true, _, _): side = 1
        case (false, .primary, .tripleColumn): side = 1
        case (false, _, _): side = 0
        }
        return .mode(sideColumns: side, behavior: splitBehavior)
    }
}
