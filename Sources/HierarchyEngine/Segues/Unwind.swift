/// Unwind segues (R90-R94): the destination search (R91), prepare on the source, the action on
/// the destination, containers' unwind(for:towards:) (navigation pops, tab bar selects) and the
/// presentations above the destination dismissed with only the top animating (R93, R66).
extension Hierarchy {
    /// Whether `v` answers `canPerformUnwindSegueAction` for `action` (canonical, see
    /// `UnwindActionName`): its `unwindActions` (kept canonical) or its class's configured ones,
    /// whatever spelling the configuration uses.
    func canPerformUnwind(_ v: VCID, _ action: String) -> Bool {
        guard let n = nodes[v] else { return false }
        return n.props.unwindActions.contains(action)
            || configuration.unwindActionsByClass[n.className]?.contains { UnwindActionName.canonical($0) == action } == true
    }

    /// How `v` answers `action` when only Swift 2's reading of its class's scanned declaration
    /// gives that selector (C12); nil when the controller's own `unwindActions` name it.
    func swift2Reading(_ v: VCID, _ action: String) -> String? {
        guard let n = nodes[v], !n.props.unwindActions.contains(action) else { return nil }
        return configuration.swift2UnwindReadings[n.className]?[action]
    }

    /// R91: from the source's parent (or presenter) upwards; at each controller its other children's
    /// subtrees (children before parents), then the controller itself.
    func unwindDestination(source: VCID, action: String) -> VCID? {
        var from = source
        var cur = nodes[source]?.parent ?? nodes[source]?.presenting
        while let v = cur, let vn = nodes[v] {
            let excluded: VCID? = nodes[from]?.parent == v ? from : nil
            var kids = vn.children.filter { $0 != excluded }
            if vn.kind == .navigation { kids.reverse() }
            for k in kids {
                // post-order over k's subtree, iteratively
                var stack: [(VCID, Bool)] = [(k, false)]
                while let (x, expanded) = stack.popLast() {
                    if expanded {
                        if canPerformUnwind(x, action) { return x }
                        continue
                    }
                    stack.append((x, true))
                    var ch = nodes[x]?.children ?? []
                    if nodes[x]?.kind == .navigation { ch.reverse() }
                    for c in ch.reversed() { stack.append((c, false)) }
                }
            }
            if canPerformUnwind(v, action) { return v }
            from = v
            cur = vn.parent ?? vn.presenting
        }
        return nil
    }

    mutating func unwind(source: VCID, action: String) throws(EngineError) -> Plan {
        try requireNode(source)
        return try unwindBody(source: source, action: action, identifier: nil, segue: nil)
    }

    /// `action` in any spelling (`UnwindActionName`); events and results name it canonically.
    mutating func unwindBody(source: VCID, action given: String, identifier: String?, segue: String?) throws(EngineError) -> Plan {
        let action = UnwindActionName.canonical(given)
        guard let d = unwindDestination(source: source, action: action) else {
            throw EngineError(.segueNotFound, "no controller above \(describe(source)) performs unwind action '\(action)'",
                              uikit: "UIKit finds no destination for '\(action):' and does nothing (R94)", raises: false)
        }
        try checkNotPending(nodes[source]?.window, "Unwinding from \(describe(source))")
        try checkNotPending(nodes[d]?.window, "Unwinding to \(describe(d))")
        ctxWindow = nodes[d]?.window ?? nodes[source]?.window
        // Which presentation to dismiss: the one crossed last on the way from the source to d's tree.
        let td = chainTop(d)
        var cur = source
        var dismissFrom: VCID? = nil
        var guardCount = 0
        while guardCount < 10_000_000 {
            guardCount += 1
            let t = chainTop(cur)
            if t == td { break }
            guard let q = nodes[t]?.presenting else { break }
            dismissFrom = q
            cur = q
        }
        emit(source, .prepareForSegue(identifier: identifier, segue: segue ?? "unwind:\(action)", destination: d,
                                      kind: "unwind", segueClass: nil))
        emit(d, .unwindAction(action: action, source: source, swift2Reading: swift2Reading(d, action)))
        // Containers on the path from d upward: navigation pops to the child, tab bar selects it.
        var pops: [(VCID, VCID, [VCID])] = []
        var selects: [(VCID, Int)] = []
        var child = d
        while let p = nodes[child]?.parent, let pn = nodes[p] {
            if pn.kind == .navigation, let i = pn.children.lastIndex(of: child), i + 1 < pn.children.count {
                pops.append((p, child, Array(pn.children[(i + 1)...])))
            }
            if pn.kind == .tabBar, let i = pn.children.firstIndex(of: child), i != pn.selectedIndex {
                selects.append((p, i))
            }
            child = p
        }
        var popped: [VCID] = []
        var finalPlan = Plan()
        let animateSinglePop = dismissFrom == nil && pops.count == 1 && selects.isEmpty
        for (nav, _, removed) in pops {
            let p = navChange(nav: nav, added: [], removed: removed, edit: .removeLast(removed.count),
                              animated: animateSinglePop, result: .none)
            popped += removed
            if p.duration != nil { finalPlan = p } else { execute(p.did) }
        }
        for (tab, i) in selects { _ = try selectTab(tab, index: i) }
        var dismissed: [VCID] = []
        if let q = dismissFrom, nodes[q]?.presented != nil {
            finalPlan = dismissPresentation(of: q, animated: true)
            if case .dismissed(let list) = finalPlan.result { dismissed = list }
        }
        ctxWindow = nodes[d]?.window ?? ctxWindow
        finalPlan.result = .unwound(destination: d, dismissed: dismissed, popped: popped)
        finalPlan.isTransition = true
        return finalPlan
    }
}
