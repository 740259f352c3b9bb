/// `UITabBarController.setViewControllers(_:animated:)` at run time (R112): "the tab bar
/// controller removes all of the old view controllers before installing the new ones" (Apple's
/// `viewControllers` reference), so every old child is removed (`willMove(nil)`, the shown tab's
/// disappearance, `didMove(nil)`) and then every new one installed (`willMove(tab)`, the selected
/// tab's appearance, `didMove(tab)`) — a controller in both lists too. `animated` concerns only
/// the tab bar items, so nothing waits. The selected controller stays selected when it is in
/// the new list, else the first tab is [inf].
extension Hierarchy {
    mutating func setTabViewControllers(tab: VCID, vcs: [VCID], animated: Bool) throws(EngineError) -> Plan {
        let n = try tabBarNode(tab)
        guard !vcs.isEmpty else { throw EngineError(.invalidParams, "a tab bar controller with no tabs is not modelled: give at least one controller") }
        var seen = Set<VCID>()
        for v in vcs {
            let c = try node(v)
            guard seen.insert(v).inserted else {
                throw EngineError(.invalidParams, "\(describe(v)) is listed twice")
            }
            if c.parent == tab { continue }
            if c.kind == .tabBar || c.kind == .splitView {
                throw EngineError(.unsupported, "\(describe(v)) cannot be a tab: a \(c.kind == .tabBar ? "tab bar" : "split view") controller inside a tab bar controller is not supported")
            }
            if v == tab || isActive(v) || isAbove(v, tab) {
                throw EngineError(.hierarchyInconsistency, "\(describe(v)) is already in a hierarchy (parent \(describe(c.parent)))",
                                  uikit: "child view controller:\(describe(v)) should have parent view controller:\(describe(tab)) but actual parent is:\(describe(c.parent))",
                                  raises: true)
            }
        }
        try checkNotPending(n.window, "Setting the tabs of \(describe(tab))")
        for v in vcs where nodes[v]?.parent != tab { try checkLimit(adding: v, to: n.window) }
        let w = n.window
        ctxWindow = w
        let old = n.children
        let oldSelected = n.moreShown || old.isEmpty ? nil : old[n.selectedIndex < old.count ? n.selectedIndex : 0]
        let live = n.appearance == .appeared && (w.flatMap { windowTable[$0]?.visible } ?? false)
        // R115: what is shown may be the More navigation controller, which goes back to its list.
        let oldSet = live ? (displayedTab(tab).map { shownSet(from: $0, only: .appeared) } ?? []) : []
        resetMore(tab)
        // Removal of every old child.
        for c in old {
            nodes[c]!.movingFromParent = true
            emit(c, .willMoveToParent(parent: nil))
        }
        emitAll(oldSet, .willDisappear, .init(animated: false, isMovingFromParent: true))
        emitAll(oldSet, .didDisappear, .init(animated: false, isMovingFromParent: true))
        for c in old {
            nodes[c]!.movingFromParent = false
            nodes[c]!.parent = nil
            nodes[c]!.viewHost = nil
            emit(c, .didMoveToParent(parent: nil))
        }
        for c in old where !seen.contains(c) { setWindow(subtree(c), nil) }
        // Installation of the new ones.
        nodes[tab]!.children = vcs
        nodes[tab]!.selectedIndex = oldSelected.flatMap { vcs.firstIndex(of: $0) } ?? 0
        if let start = overflowStart(tab), nodes[tab]!.selectedIndex >= start { nodes[tab]!.selectedIndex = 0 }   // R116 [inf]
        for c in vcs {
            nodes[c]!.parent = tab
            nodes[c]!.movingToParent = true
            emit(c, .willMoveToParent(parent: tab))
            setWindow(subtree(c), w)
        }
        if let w { adaptSplits(in: vcs.flatMap { subtree($0) }, window: w, emitting: false) }
        if live {
            let selected = vcs[nodes[tab]!.selectedIndex]
            loadView(selected)
            let newSet = shownSet(from: selected, except: .appeared)
            emitAll(newSet, .willAppear, .init(animated: false, isMovingToParent: true))
            emitAll(newSet, .didAppear, .init(animated: false, isMovingToParent: true))
        }
        for c in vcs {
            nodes[c]!.movingToParent = false
            emit(c, .didMoveToParent(parent: tab))
        }
        // R172 [inf]: viewControllers set by code replaces the tabs (setTabs sets them again after).
        if nodes[tab]!.props.tabs != nil {
            nodes[tab]!.props.tabs!.items = []
            nodes[tab]!.props.tabs!.shownChild = [:]
        }
        var plan = Plan()
        plan.isTransition = true
        return plan
    }
}
