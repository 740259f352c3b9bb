/// UITabBarController (R99-R101): programmatic selection (no delegate calls) and lazy loading
/// of unselected tabs.
extension Hierarchy {
    /// `tab`'s node; a controller that is not a tab bar controller is a bad parameter (-32602).
    func tabBarNode(_ tab: VCID) throws(EngineError) -> Node {
        let n = try node(tab)
        guard n.kind == .tabBar else { throw EngineError(.invalidParams, "\(describe(tab)) is not a tab bar controller") }
        return n
    }

    /// `tab`'s node when `index` is one of its tabs (from 0); another index is a bad parameter.
    func tabBarNode(_ tab: VCID, index: Int) throws(EngineError) -> Node {
        let n = try tabBarNode(tab)
        guard index >= 0, index < n.children.count else {
            throw EngineError(.invalidParams, "tab index \(index) out of range 0..<\(n.children.count)")
        }
        return n
    }

    mutating func selectTab(_ tab: VCID, index: Int) throws(EngineError) -> Plan {
        let n = try tabBarNode(tab, index: index)
        try checkNotPending(n.window, "Selecting a tab of \(describe(tab))")
        if let start = overflowStart(tab), index >= start { return try selectTabInMore(tab, index: index) }   // R116
        if index == n.selectedIndex, !n.moreShown { return Plan() }
        ctxWindow = n.window
        let live = n.appearance == .appeared && (n.window.flatMap { windowTable[$0]?.visible } ?? false)
        let old = displayedTab(tab)!   // R115: the More navigation controller while More is selected
        let oldSet = live ? shownSet(from: old, only: .appeared) : []
        nodes[tab]!.selectedIndex = index
        nodes[tab]!.moreShown = false
        let new = n.children[index]
        var plan = Plan(); plan.isTransition = true
        guard live else { return plan }
        // R99: B.vDL (first time), B.vWA, A.vWD, A.vDD, B.vDA.
        let newSet = shownSet(from: new, except: .appeared)
        emitAll(newSet, .willAppear, .init(animated: false))
        emitAll(oldSet, .willDisappear, .init(animated: false))
        emitAll(oldSet, .didDisappear, .init(animated: false))
        emitAll(newSet, .didAppear, .init(animated: false))
        return plan
    }
}
