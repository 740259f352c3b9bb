/// `show(_:sender:)` and `showDetailViewController(_:sender:)` reaching a column-style split
/// (uikit-rules R162).
extension Hierarchy {
    /// R162 [inf]: expanded, `showDetail` sets the secondary column and `show` the primary
    /// (`setViewController(_:for:)`, so R152's push onto the secondary's navigation controller
    /// applies); collapsed, both push onto the navigation controller on screen — the compact
    /// column's if it is one, else the primary's holding the stacked columns (R76) — and
    /// present when there is none.
    mutating func showInColumns(_ vc: VCID, from: VCID, split: VCID, animated: Bool, detail: Bool) throws(EngineError) -> Plan {
        let sp = nodes[split]!.props.split!
        if nodes[split]!.splitCollapsed {
            let onScreen = sp.installed.compact ?? sp.installed.primary
            if let nav = onScreen, nodes[nav]!.kind == .navigation {
                var plan = try push(nav: nav, vc: vc, animated: animated)
                plan.result = .shown(action: .push, container: nav)
                return plan
            }
            var plan = try present(caller: from, vc: vc, animated: animated, style: nil, transition: nil)
            if case .presented(_, let p, _) = plan.result { plan.result = .shown(action: .present, container: p) }
            return plan
        }
        let column: SplitColumn = detail ? .secondary : .primary
        if sp.assigned[column] == vc {   // R77
            try checkNotPending(nodes[split]!.window, "Showing \(describe(vc))")
            return Plan(result: .shown(action: .replaceDetail, container: split))
        }
        var plan = try setSplitColumn(split, column: column, vc: vc)
        if case .shown = plan.result { return plan }
        plan.result = .shown(action: .replaceDetail, container: split)
        return plan
    }
}
