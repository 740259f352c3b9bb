/// A user's tap on a tab bar item (R102-R105), as opposed to programmatic selection (R99-R101):
/// the delegate's `tabBarController(_:shouldSelect:)` may veto it (the tab bar controller's
/// `vetoedTabs` property stands in for the delegate's answer); an allowed tap on another tab
/// switches as `selectedIndex` does (R99); an allowed tap on the selected tab pops its
/// navigation controller to the root, animated (R103); `tabBarController(_:didSelect:)` follows
/// every allowed tap, also when the tab did not change (R104). A tab bar the user cannot see
/// cannot be tapped (R105).
extension Hierarchy {
    mutating func tapTab(_ tab: VCID, index: Int) throws(EngineError) -> Plan {
        let n = try tabBarNode(tab, index: index)
        if let refusal = tabItemRefusal(tab, index: index) { throw refusal }
        if let start = overflowStart(tab), index >= start { return tapMoreRow(tab, index: index) }   // R116
        if let model = n.props.tabs, index < model.items.count {   // R174: tabs hear the tab-based delegate calls
            return try tapTabItem(tab, identifier: model.items[index].identifier)
        }
        let target = n.children[index]
        let allowed = !n.props.vetoedTabs.contains(target)
        ctxWindow = n.window
        emit(tab, .tabBarControllerShouldSelect(viewController: target, index: index, result: allowed))   // R102
        guard allowed else { return vetoedTap(tab) }
        var plan: Plan
        var popped: [VCID] = []
        if index == n.selectedIndex, !n.moreShown {
            (plan, popped) = try popToRootOnReselect(target)   // R103
        } else {
            plan = try selectTab(tab, index: index)
        }
        emit(tab, .tabBarControllerDidSelect(viewController: target, index: index))   // R104
        plan.result = tabTappedResult(tab, selected: true, popped: popped)
        return plan
    }

    /// R103: an allowed tap on the selected tab pops the navigation controller `shown` in it to
    /// its root, animated; nothing happens when `shown` is no navigation controller or is at its
    /// root. The plan, and the controllers popped.
    mutating func popToRootOnReselect(_ shown: VCID) throws(EngineError) -> (Plan, popped: [VCID]) {
        guard nodes[shown]!.kind == .navigation, nodes[shown]!.children.count > 1 else { return (Plan(), []) }
        let plan = try popToRoot(nav: shown, animated: true)
        guard case .popped(let list) = plan.result else { return (plan, []) }
        return (plan, list)
    }

    /// The answer to a tap the delegate vetoed (R102, R174): nothing changes, nothing is selected.
    func vetoedTap(_ tab: VCID) -> Plan {
        var plan = Plan()
        plan.result = tabTappedResult(tab, selected: false, popped: [])
        return plan
    }

    /// Why a user's tap on the tab at `index` of `tab` would be refused, or nil when they can tap
    /// it: the bar's refusal (`tabTapRefusal`), or, for a tab of the More list, that list is not
    /// on screen (R116). The one check `tapTab` throws and `userGestures` (`tapItem`) asks.
    public func tabItemRefusal(_ tab: VCID, index: Int) -> EngineError? {
        if let refusal = tabTapRefusal(tab) { return refusal }
        guard let start = overflowStart(tab), index >= start else { return nil }
        return moreListRowRefusal(tab, index: index)
    }

    /// Why a user's tap on the tab bar of `tab` (a tab bar controller) would be refused, or nil
    /// when they can tap it: a transition in progress in its window, or R105. The one check
    /// `tapTab` throws and `userGestures` (what `tree` lists) asks.
    public func tabTapRefusal(_ tab: VCID) -> EngineError? {
        guard let n = nodes[tab] else { return EngineError(.notFound, "no view controller \(tab)") }
        do throws(EngineError) {
            try checkNotPending(n.window, "Tapping a tab of \(describe(tab))")
            try checkTabBarTappable(tab)
        } catch {
            return error
        }
        return nil
    }

    /// R105: the tab bar is on screen and not covered: the tab bar controller has appeared in a
    /// visible window, nothing is presented over it, and no controller pushed on the selected
    /// tab's navigation stack hides the bottom bar (`hidesBottomBarWhenPushed`).
    func checkTabBarTappable(_ tab: VCID) throws(EngineError) {
        if let why = unreachable(tab) {
            throw EngineError(.invalidState, "the tab bar of \(describe(tab)) \(reason(why, owner: "its controller"))")
        }
        if let selected = displayedTab(tab), let nav = nodes[selected], nav.kind == .navigation {
            for v in nav.children.dropFirst() where nodes[v]?.props.hidesBottomBarWhenPushed == true {
                throw EngineError(.invalidState, "the tab bar of \(describe(tab)) is hidden: \(describe(v)) was pushed with hidesBottomBarWhenPushed")
            }
        }
    }
}
