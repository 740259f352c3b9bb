/// `show` / `showDetailViewController` (R74-R77) routed through targetViewController(forAction:).
extension Hierarchy {
    /// R75: self if it overrides the action, else up the parents, then the presenter; nil if none.
    func targetViewController(forDetail detail: Bool, from: VCID) -> VCID? {
        var cur: VCID? = from
        while let c = cur, let n = nodes[c] {
            if n.kind == .splitView || (!detail && n.kind == .navigation) { return c }
            cur = n.parent ?? n.presenting
        }
        return nil
    }

    mutating func show(_ vc: VCID, from: VCID, animated: Bool, detail: Bool) throws(EngineError) -> Plan {
        try requireNode(vc)
        try requireNode(from)
        let target = targetViewController(forDetail: detail, from: from)
        var plan: Plan
        if let t = target, nodes[t]!.kind == .navigation {
            plan = try push(nav: t, vc: vc, animated: animated)
            plan.result = .shown(action: .push, container: t)
        } else if let t = target, nodes[t]!.kind == .splitView, nodes[t]!.props.split != nil {
            plan = try showInColumns(vc, from: from, split: t, animated: animated, detail: detail)   // R162
        } else if let t = target, nodes[t]!.kind == .splitView {
            let s = nodes[t]!
            if s.splitCollapsed, let primary = s.children.first, nodes[primary]!.kind == .navigation {
                // R76: collapsed, showDetail calls show → push onto the primary navigation controller.
                plan = try push(nav: primary, vc: vc, animated: animated)
                plan.result = .shown(action: .push, container: primary)
            } else if s.splitCollapsed {
                plan = try present(caller: from, vc: vc, animated: animated, style: nil, transition: nil)
                if case .presented(_, let p, _) = plan.result { plan.result = .shown(action: .present, container: p) }
            } else {
                let index = detail ? 1 : 0
                if index < s.children.count, s.children[index] == vc {   // R77
                    try checkNotPending(s.window, "Showing \(describe(vc))")
                    return Plan(result: .shown(action: .replaceDetail, container: t))
                }
                if vc == t || isActive(vc) || (hasDescendants(vc) && isAbove(vc, t)) {
                    throw EngineError(.hierarchyInconsistency, "\(describe(vc)) is already in a hierarchy",
                                      uikit: "child view controller:\(describe(vc)) should have parent view controller:\(describe(t)) but actual parent is:\(describe(nodes[vc]?.parent))",
                                      raises: true)
                }
                try checkNotPending(s.window, "Showing \(describe(vc))")
                try checkLimit(adding: vc, to: s.window)
                plan = replaceSplitChild(t, index: min(index, s.children.count), with: vc)
            }
        } else {
            plan = try present(caller: from, vc: vc, animated: animated, style: nil, transition: nil)
            if case .presented(_, let p, _) = plan.result { plan.result = .shown(action: .present, container: p) }
        }
        return plan
    }
}

extension Plan {
    init(result: OperationResult) { self.init(); self.result = result }
}
