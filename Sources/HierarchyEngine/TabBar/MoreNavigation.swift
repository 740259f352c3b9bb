/// UITabBarController's More navigation controller (R114-R117). A tab bar shows at most
/// `tabBarCapacity` items; with more children it shows the first `capacity - 1` and a More item
/// whose navigation controller (`moreNavigationController`, a `UIMoreNavigationController`
/// rooted at the More list, a `UIMoreListController`) is made when first needed. Its parent is
/// the tab bar controller, but it is not in `viewControllers` (Apple: "The tab bar controller
/// does not include the More navigation controller in that array"). A tab of the More list that
/// is shown is pushed onto it: its parent is the More navigation controller while the tab bar
/// controller still lists it; popped, it goes back to the tab bar controller's list.
extension Hierarchy {
    static let moreNavigationClass = "UIMoreNavigationController"
    static let moreListClass = "UIMoreListController"

    /// R114: the most items the tab bar shows: five on the iPhone idiom (Apple's
    /// UITabBarController overview: "If you add six or more custom view controllers … the tab bar
    /// controller displays only the first four items plus the standard More item") [doc]; eight
    /// elsewhere ("five on the iPhone family of devices, more on tablets", *The Core iOS
    /// Developer's Cookbook*; the number is [inf]). By the device's idiom, not the size class.
    /// tvOS has no More item: every tab stays on the bar (Apple's `viewControllers`: "The More
    /// interface is not available in tvOS"; `moreNavigationController` is not in tvOS's API) [doc].
    var tabBarCapacity: Int {
        switch deviceIdiom {
        case .phone: 5
        case .tv: Int.max
        default: 8
        }
    }

    /// The index of the first tab in the More list, or nil when every tab fits on the bar.
    func overflowStart(_ tab: VCID) -> Int? {
        let count = nodes[tab]?.children.count ?? 0
        return count > tabBarCapacity ? tabBarCapacity - 1 : nil
    }

    /// The child whose view the tab bar controller shows: its More navigation controller while
    /// More is selected, else the selected tab.
    func displayedTab(_ tab: VCID) -> VCID? { nodes.displayedTab(tab) }

    /// R115: UIKit's `selectedIndex`: nil (NSNotFound) while the More list itself is shown; the
    /// tab's index when a tab of the More list is pushed onto the More navigation controller.
    func reportedSelectedIndex(_ tab: VCID) -> Int? {
        guard let n = nodes[tab] else { return nil }
        guard n.moreShown, let more = n.moreNavigation else { return n.selectedIndex }
        guard let pushed = nodes[more]?.children.dropFirst().first else { return nil }
        return n.children.firstIndex(of: pushed)
    }

    /// R115: UIKit's `selectedViewController`: the More navigation controller while the More list
    /// is shown.
    func reportedSelectedViewController(_ tab: VCID) -> VCID? {
        guard let n = nodes[tab] else { return nil }
        if let i = reportedSelectedIndex(tab), i < n.children.count { return n.children[i] }
        return n.moreNavigation
    }

    /// The tab bar controller whose More navigation controller `nav` is, if it is one.
    func moreOwner(_ nav: VCID) -> VCID? {
        guard let p = nodes[nav]?.parent, nodes[p]?.moreNavigation == nav else { return nil }
        return p
    }

    /// The More navigation controller of `tab`, made (with the More list at its root, in the
    /// tab bar controller's window) the first time it is needed. UIKit makes it itself: no
    /// containment callbacks are reported for it [inf].
    mutating func moreNavigation(of tab: VCID) -> VCID {
        if let m = nodes[tab]!.moreNavigation { return m }
        let m = ids.nextVC()
        let list = ids.nextVC()
        var nav = Node(id: m, className: Hierarchy.moreNavigationClass, uikitClass: Hierarchy.moreNavigationClass,
                       kind: .navigation, props: Props(profile: configuration.profile, kind: .navigation))
        nav.parent = tab
        nav.children = [list]
        var root = Node(id: list, className: Hierarchy.moreListClass, uikitClass: Hierarchy.moreListClass,
                        kind: .plain, props: Props(profile: configuration.profile, kind: .plain))
        root.title = "More"
        root.parent = m
        nodes.insert(nav)
        nodes.insert(root)
        nodes[tab]!.moreNavigation = m
        setWindow([m, list], nodes[tab]!.window)
        return m
    }

    /// R116: `selectedIndex` (or `selectedViewController`) set in code to a tab of the More list:
    /// the More item is selected and the tab is the More navigation controller's only push
    /// (its stack becomes [More list, tab], not animated): the tab's `willMove` to the More
    /// navigation controller, the switch's appearance callbacks as R99 (the tab's, then the old
    /// tab's), then `didMove` [inf]. Shown already: nothing. With More on screen it is the
    /// stack change alone.
    mutating func selectTabInMore(_ tab: VCID, index: Int) throws(EngineError) -> Plan {
        let target = nodes[tab]!.children[index]
        let more = moreNavigation(of: tab)
        let list = nodes[more]!.children[0]
        if nodes[tab]!.moreShown, nodes[more]!.children == [list, target] { return Plan() }
        ctxWindow = nodes[tab]!.window
        let stack = [list, target]
        let removed = nodes[more]!.children.filter { !stack.contains($0) }
        let added = nodes[more]!.children.contains(target) ? [] : [target]
        let old = displayedTab(tab)
        nodes[tab]!.selectedIndex = index
        // Not animated: the stack change's did phase runs here, so the selection is whole when
        // it returns (an unwind selects tabs and drops the plan, as for R99's switch).
        if nodes[tab]!.moreShown {
            var plan = navChange(nav: more, added: added, removed: removed, edit: .replace(stack), animated: false, result: .none)
            execute(plan.did)
            plan.did = []
            return plan
        }
        let live = isLive(tab)
        let oldSet = live ? (old.map { shownSet(from: $0, only: .appeared) } ?? []) : []
        // The stack change while the More navigation controller is off screen: containment only.
        var plan = navChange(nav: more, added: added, removed: removed, edit: .replace(stack), animated: false, result: .none)
        nodes[tab]!.moreShown = true
        if live {
            let newSet = shownSet(from: more, except: .appeared)
            emitAll(newSet, .willAppear, .init(animated: false))
            emitAll(oldSet, .willDisappear, .init(animated: false))
            emitAll(oldSet, .didDisappear, .init(animated: false))
            emitAll(newSet, .didAppear, .init(animated: false))
        }
        execute(plan.did)
        plan.did = []
        plan.isTransition = true
        return plan
    }

    /// R117: a user's tap on the More item. The delegate is asked with the More navigation
    /// controller (`tabBarController(_:shouldSelect:)`, R102; `vetoedTabs` may name it); allowed,
    /// the tab bar switches to it as to any tab (R99), or, when More is already selected, its
    /// navigation controller pops to the More list, animated (R103: it is a navigation
    /// controller); then `tabBarController(_:didSelect:)` (R104). Refused, nothing changed, when
    /// every tab fits on the bar (there is no More item) or the bar cannot be touched (R105).
    mutating func tapMore(_ tab: VCID) throws(EngineError) -> Plan {
        let n = try tabBarNode(tab)
        guard overflowStart(tab) != nil else {
            throw EngineError(.invalidState, deviceIdiom == .tv
                ? "\(describe(tab)) has no More item: tvOS keeps every tab on the tab bar"
                : "\(describe(tab)) has no More item: its \(n.children.count) tabs fit on the tab bar (at most \(tabBarCapacity) on the \(deviceIdiom.rawValue) idiom)")
        }
        try checkNotPending(n.window, "Tapping More on \(describe(tab))")
        try checkTabBarTappable(tab)
        let more = moreNavigation(of: tab)
        let allowed = !n.props.vetoedTabs.contains(more)
        ctxWindow = n.window
        emit(tab, .tabBarControllerShouldSelect(viewController: more, index: nil, result: allowed))
        guard allowed else { return vetoedTap(tab) }
        var plan = Plan()
        var popped: [VCID] = []
        if n.moreShown {
            plan = try popToRoot(nav: more, animated: true)
            if case .popped(let list) = plan.result { popped = list }
        } else {
            let old = displayedTab(tab)
            let oldSet = old.map { shownSet(from: $0, only: .appeared) } ?? []
            nodes[tab]!.moreShown = true
            let newSet = shownSet(from: more, except: .appeared)
            emitAll(newSet, .willAppear, .init(animated: false))
            emitAll(oldSet, .willDisappear, .init(animated: false))
            emitAll(oldSet, .didDisappear, .init(animated: false))
            emitAll(newSet, .didAppear, .init(animated: false))
            plan.isTransition = true
        }
        emit(tab, .tabBarControllerDidSelect(viewController: more, index: nil))
        plan.result = tabTappedResult(tab, selected: true, popped: popped)
        return plan
    }

    /// R116: a user's tap on a row of the More list: the tab is pushed onto the More navigation
    /// controller, animated, with a push's callbacks (R38). The row is not a tab bar item, so the
    /// tab bar's delegate is not asked (Apple: `tabBarController(_:shouldSelect:)` answers "the
    /// user tapping a tab bar item") [inf]. Only while the More list is on screen.
    /// The caller checked `moreListRowRefusal`.
    mutating func tapMoreRow(_ tab: VCID, index: Int) -> Plan {
        let n = nodes[tab]!
        let more = n.moreNavigation!
        let target = n.children[index]
        nodes[tab]!.selectedIndex = index
        var plan = navChange(nav: more, added: [target], removed: [], edit: .append(target), animated: true, result: .none)
        plan.pushedOnto = more
        plan.result = tabTappedResult(tab, selected: true, popped: [])
        return plan
    }

    /// Why a tap on the row of tab `index` (a tab of the More list) would be refused: the More
    /// list is not on screen (More not selected, or a tab pushed over the list), or the user
    /// cannot touch it; nil when they can tap it.
    func moreListRowRefusal(_ tab: VCID, index: Int) -> EngineError? {
        let n = nodes[tab]!
        guard n.moreShown, let more = n.moreNavigation, nodes[more]!.children.count == 1 else {
            return EngineError(.invalidState, "tab \(index) of \(describe(tab)) is in the More list, which is not on screen: tap More first (tab.tapMore)")
        }
        do throws(EngineError) {
            try checkUserReachable(nodes[more]!.children[0], what: "a tap on the More list of \(describe(tab))")
        } catch {
            return error
        }
        return nil
    }

    /// `tab.tap`/`tab.tapMore`'s result with the selection UIKit reports after the tap.
    func tabTappedResult(_ tab: VCID, selected: Bool, popped: [VCID]) -> OperationResult {
        .tabTapped(selected: selected, popped: popped, selectedIndex: reportedSelectedIndex(tab),
                   selectedViewController: reportedSelectedViewController(tab))
    }

    /// Before the tabs change (R112): the More navigation controller goes back to the More list
    /// without callbacks (the removal of every old tab that follows has them) and More is no
    /// longer selected; a tab pushed from the More list goes back to the tab bar controller.
    mutating func resetMore(_ tab: VCID) {
        nodes[tab]!.moreShown = false
        guard let more = nodes[tab]!.moreNavigation else { return }
        let stack = nodes[more]!.children
        for c in stack.dropFirst() {
            if nodes[tab]!.children.contains(c) {
                nodes[c]!.parent = tab
            } else {
                nodes[c]!.parent = nil
                nodes[c]!.viewHost = nil
                setWindow(subtree(c), nil)
            }
        }
        nodes[more]!.children = Array(stack.prefix(1))
    }
}
