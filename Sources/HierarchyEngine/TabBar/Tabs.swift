/// The iOS 18 tab model (uikit-rules R171-R176): `UITabBarController.tabs` of `UITab`,
/// `UISearchTab` and `UITabGroup`, `selectedTab`, `mode` and the iPad sidebar, and the
/// delegate's `tabBarController(_:shouldSelectTab:)` / `didSelectTab:previousTab:`.
///
/// The tab bar controller's children (`viewControllers`) are one controller per root tab, its
/// *slot*: a tab's controller, or what a group shows — the child selected in it, else the
/// group's own controller, else its default child's (R172, R173 [inf]). Switching tabs keeps the
/// appearance callbacks of R99; a group's slot changing while shown swaps its controller with
/// containment's callbacks and R99's order.
struct TabProps: Sendable, Equatable {
    var items: [TabSpec] = []
    var mode: TabBarMode = .automatic
    /// Per group: the child its slot shows, once one was selected.
    var shownChild: [String: String] = [:]
    /// The delegate's `tabBarController(_:shouldSelectTab:)` answers false for these identifiers.
    var vetoedTabIdentifiers: [String] = []

    /// Every tab-model property, in report order.
    static let names: [String] = ["tabs", "tabTitles", "selectedTab", "mode", "sidebarVisible", "vetoedTabIdentifiers"]
    static let readOnly: Set<String> = ["tabs", "tabTitles", "selectedTab", "sidebarVisible"]

    /// The controller a root tab's slot holds (R172, R173).
    func slot(_ t: TabSpec) -> VCID? {
        guard t.kind == .group else { return t.viewController }
        if let id = shownChild[t.identifier], let c = t.children.first(where: { $0.identifier == id }) { return c.viewController }
        if let vc = t.viewController { return vc }
        return TabProps.defaultChild(t)?.viewController
    }

    /// A group's `defaultChildIdentifier` child, else its first.
    static func defaultChild(_ g: TabSpec) -> TabSpec? {
        g.defaultChildIdentifier.flatMap { id in g.children.first { $0.identifier == id } } ?? g.children.first
    }

    /// Where `identifier` is: its root tab's index and, for a group's child, the child.
    func locate(_ identifier: String) -> (root: Int, child: TabSpec?)? {
        for (i, t) in items.enumerated() {
            if t.identifier == identifier { return (i, nil) }
            if let c = t.children.first(where: { $0.identifier == identifier }) { return (i, c) }
        }
        return nil
    }

    /// The identifier of the tab the slot at `index` shows.
    func shownIdentifier(at index: Int, controller: VCID?) -> String? {
        guard index < items.count else { return nil }
        let t = items[index]
        guard t.kind == .group else { return t.identifier }
        if let c = t.children.first(where: { $0.viewController == controller }) { return c.identifier }
        return t.identifier
    }
}

extension Hierarchy {
    /// Every controller `tabs` name (root tabs, groups and their children), in order.
    static func tabControllers(_ tabs: [TabSpec]) -> [VCID] {
        tabs.flatMap { t in (t.viewController.map { [$0] } ?? []) + t.children.compactMap(\.viewController) }
    }

    /// The tabs of a tab bar controller using the tab model (nil: none set, iOS 17 and earlier,
    /// or not a tab bar controller).
    public func tabs(of tab: VCID) -> [TabSpec]? {
        guard let t = nodes[tab]?.props.tabs, !t.items.isEmpty else { return nil }
        return t.items
    }

    /// `selectedTab`'s identifier (nil: no tabs).
    public func selectedTabIdentifier(_ tab: VCID) -> String? {
        guard let n = nodes[tab], let t = n.props.tabs, !t.items.isEmpty, !n.moreShown else { return nil }
        return t.shownIdentifier(at: n.selectedIndex, controller: n.selectedIndex < n.children.count ? n.children[n.selectedIndex] : nil)
    }

    /// The identifiers of the tabs (`UITab`) the user can tap on `tab` now (R174, R175), in
    /// `tabs` order: every root tab, and a group's children while the sidebar shows
    /// (`sidebarVisible`); empty without tabs or when `tabTapRefusal` refuses. What `tab.tapTab`
    /// accepts (the delegate may still veto one).
    public func tabItemTargets(_ tab: VCID) -> [String] {
        guard let items = tabs(of: tab), tabTapRefusal(tab) == nil else { return [] }
        let sidebar = sidebarVisible(tab)
        return items.flatMap { t in [t.identifier] + (sidebar ? t.children.map(\.identifier) : []) }
    }

    /// R175: whether the tabs show as a sidebar now: an iPad-idiom window in regular width whose
    /// mode is `tabSidebar`, or `automatic` with a group among the tabs ("Resolves to
    /// `tabSidebar` if any of the tab elements … is a group"). iPhone: never.
    public func sidebarVisible(_ tab: VCID) -> Bool {
        guard let n = nodes[tab], let t = n.props.tabs, !t.items.isEmpty, let w = n.window else { return false }
        let traits = windowTraits(w)
        guard traits.idiom == .pad, traits.horizontalSizeClass == .regular else { return false }
        return t.mode == .tabSidebar || (t.mode == .automatic && t.items.contains { $0.kind == .group })
    }

    /// The report of `vc.get` for a tab bar controller with tab-model properties.
    func tabReport(_ tab: VCID, _ t: TabProps) -> [(name: String, value: PropertyValue)] {
        [
            ("tabs", .strings(t.items.flatMap { g in [g.identifier] + g.children.map { "\(g.identifier)/\($0.identifier)" } })),
            // Each tab's title in `tabs` order (its identifier when `setTabs` gave none), for
            // pictures and inspectors that draw the bar or the sidebar (`UITab.title`, R171).
            ("tabTitles", .strings(t.items.flatMap { g in ([g] + g.children).map { $0.title ?? $0.identifier } })),
            ("selectedTab", selectedTabIdentifier(tab).map { .string($0) } ?? .null),
            ("mode", .string(t.mode.rawValue)),
            ("sidebarVisible", .bool(sidebarVisible(tab))),
            ("vetoedTabIdentifiers", .strings(t.vetoedTabIdentifiers)),
        ]
    }

    /// The `TabProps` names among `properties` (`mode`, `vetoedTabIdentifiers`): a tab bar
    /// controller's, iOS 18+ (R171, R175).
    func applyTabProperties(_ properties: [String: PropertyValue], to p: inout Props, kind: ContainerKind) throws(EngineError) {
        let names = TabProps.names.filter { properties[$0] != nil }
        guard let first = names.first else { return }
        guard kind == .tabBar else {
            throw EngineError(.invalidParams, "property '\(first)' belongs to a tab bar controller (UITabBarController) only")
        }
        if let ro = names.first(where: TabProps.readOnly.contains) {
            throw EngineError(.invalidParams, "property '\(ro)' is read-only: \(ro == "tabs" || ro == "tabTitles" ? "setTabs sets the tabs" : ro == "selectedTab" ? "select a tab with selectTabIdentifier" : "UIKit decides it") (R172-R175)")
        }
        guard configuration.ios >= .ios18 else {
            throw EngineError(.unsupported, "UITabBarController's property '\(first)' is iOS 18 API; this server reproduces iOS \(configuration.ios) (R171)",
                              uikit: "-[UITabBarController set\(first.prefix(1).uppercased() + first.dropFirst()):]: unrecognized selector sent to instance",
                              raises: true)
        }
        var t = p.tabs ?? TabProps()
        if let v = properties["mode"] {
            guard case .string(let s) = v, let m = TabBarMode(rawValue: s) else {
                throw EngineError(.invalidParams, "property 'mode' expects one of \(TabBarMode.allCases.map(\.rawValue).joined(separator: ", ")), got \(v)")
            }
            t.mode = m
        }
        if let v = properties["vetoedTabIdentifiers"] {
            switch v {
            case .strings(let l): t.vetoedTabIdentifiers = l
            case .string(let s): t.vetoedTabIdentifiers = [s]
            default: throw EngineError(.invalidParams, "property 'vetoedTabIdentifiers' expects a list of tab identifiers, got \(v)")
            }
        }
        p.tabs = t
    }

    /// `setTabs(_:animated:)` (R171, R172).
    mutating func setTabs(_ tab: VCID, tabs: [TabSpec], animated: Bool) throws(EngineError) -> Plan {
        let n = try tabsNode(tab, selector: "setTabs:animated:")
        guard !tabs.isEmpty else { throw EngineError(.invalidParams, "a tab bar controller with no tabs is not modelled: give at least one tab") }
        var ids = Set<String>()
        var vcs = Set<VCID>()
        func check(_ t: TabSpec, inGroup: Bool) throws(EngineError) {
            guard !t.identifier.isEmpty, ids.insert(t.identifier).inserted else {
                throw EngineError(.invalidParams, "tab identifiers must be distinct and not empty ('\(t.identifier)')")
            }
            if let v = t.viewController {
                try requireNode(v)
                guard vcs.insert(v).inserted else { throw EngineError(.invalidParams, "\(describe(v)) is the controller of two tabs") }
            }
            switch t.kind {
            case .group:
                guard !inGroup else { throw EngineError(.unsupported, "a group inside a group ('\(t.identifier)') is not modelled") }
                guard t.viewController != nil || !t.children.isEmpty else {
                    throw EngineError(.invalidParams, "the group '\(t.identifier)' has neither a view controller nor children")
                }
                if let d = t.defaultChildIdentifier, !t.children.contains(where: { $0.identifier == d }) {
                    throw EngineError(.invalidParams, "the group '\(t.identifier)' has no child '\(d)' (defaultChildIdentifier)")
                }
                for c in t.children { try check(c, inGroup: true) }
            case .tab, .search:
                guard t.children.isEmpty else { throw EngineError(.invalidParams, "the tab '\(t.identifier)' is not a group: it has no children") }
                guard t.viewController != nil else {
                    throw EngineError(.invalidParams, "the tab '\(t.identifier)' needs a view controller (its viewControllerProvider's answer)")
                }
            }
        }
        for t in tabs { try check(t, inGroup: false) }
        for v in vcs where !tabs.contains(where: { TabProps().slot($0) == v }) {
            if let p = nodes[v]!.parent, p != tab {
                throw EngineError(.hierarchyInconsistency, "\(describe(v)) is already in a hierarchy (parent \(describe(p)))")
            }
        }
        var model = n.props.tabs ?? TabProps()
        model.items = []
        model.shownChild = [:]
        let slots = tabs.map { model.slot($0)! }
        var plan = try setTabViewControllers(tab: tab, vcs: slots, animated: animated)   // R172: as R112
        model.items = tabs
        nodes[tab]!.props.tabs = model
        plan.result = .none
        return plan
    }

    /// `selectedTab =` from code (R173): no delegate call.
    mutating func selectTabIdentifier(_ tab: VCID, identifier: String) throws(EngineError) -> Plan {
        let (model, place) = try locateTab(tab, identifier, selector: "setSelectedTab:")
        try checkNotPending(nodes[tab]!.window, "Selecting a tab of \(describe(tab))")
        let root = model.items[place.root]
        var m = model
        let target: VCID
        if let c = place.child {
            m.shownChild[root.identifier] = c.identifier
            target = c.viewController!
        } else if root.kind == .group {
            m.shownChild[root.identifier] = nil
            target = m.slot(root)!
        } else {
            target = root.viewController!
        }
        var plan = try showInSlot(tab, index: place.root, vc: target)
        nodes[tab]!.props.tabs = m
        let select = try selectTab(tab, index: place.root)
        if select.isTransition { plan.isTransition = true }
        return plan
    }

    /// A user's tap on a tab (R174): in the tab bar a root tab; in the sidebar any tab,
    /// a group's child included.
    mutating func tapTabItem(_ tab: VCID, identifier: String) throws(EngineError) -> Plan {
        let (model, place) = try locateTab(tab, identifier, selector: "tabs")
        if let refusal = tabTapRefusal(tab) { throw refusal }
        if place.child != nil, !sidebarVisible(tab) {
            throw EngineError(.invalidState, "the tab '\(identifier)' is in the group '\(model.items[place.root].identifier)': the user reaches it in the sidebar, which \(describe(tab)) does not show (an iPad in regular width with mode tabSidebar, or automatic with a group, R175)")
        }
        let previous = selectedTabIdentifier(tab)
        let allowed = !model.vetoedTabIdentifiers.contains(identifier)
        ctxWindow = nodes[tab]!.window
        emit(tab, .tabBarControllerShouldSelectTab(tab: identifier, result: allowed))
        guard allowed else { return vetoedTap(tab) }
        var plan: Plan
        var popped: [VCID] = []
        if identifier == previous {
            // R103 carried over [inf]: the selected tab's navigation controller pops to its root.
            (plan, popped) = try popToRootOnReselect(nodes[tab]!.children[nodes[tab]!.selectedIndex])
        } else {
            plan = try selectTabIdentifier(tab, identifier: identifier)
        }
        emit(tab, .tabBarControllerDidSelectTab(tab: identifier, previousTab: previous))
        plan.result = tabTappedResult(tab, selected: true, popped: popped)
        return plan
    }

    /// `tab`'s node for UIKit's tab API `selector` (`setTabs:animated:`, `setSelectedTab:`):
    /// before iOS 18 there are no UITabs (R171: -32005 with UIKit's unrecognized selector).
    private func tabsNode(_ tab: VCID, selector: String) throws(EngineError) -> Node {
        let n = try tabBarNode(tab)
        guard configuration.ios >= .ios18 else {
            throw EngineError(.unsupported, "UITabBarController's tabs are iOS 18 API; this server reproduces iOS \(configuration.ios) (R171)",
                              uikit: "-[UITabBarController \(selector)]: unrecognized selector sent to instance", raises: true)
        }
        return n
    }

    /// The tab named `identifier` of `tab`'s `tabs`, for `selectedTab =` and a user's tap:
    /// before iOS 18 there are no UITabs (`tabsNode`); an identifier no tab has is a bad
    /// parameter (-32602, docs/protocol.md).
    private func locateTab(_ tab: VCID, _ identifier: String, selector: String) throws(EngineError) -> (TabProps, (root: Int, child: TabSpec?)) {
        let n = try tabsNode(tab, selector: selector)
        guard let model = n.props.tabs, !model.items.isEmpty else {
            throw EngineError(.invalidState, "\(describe(tab)) has no tabs (UITab, iOS 18+): set them with setTabs")
        }
        guard let place = model.locate(identifier) else {
            throw EngineError(.invalidParams, "\(describe(tab)) has no tab '\(identifier)'")
        }
        return (model, place)
    }

    /// Puts `vc` in the slot `index` of `tab` (a group's slot changing, R173 [inf]): the old
    /// controller leaves with containment's callbacks and `vc` joins; when the slot is on
    /// screen, the appearance callbacks of a tab switch (R99: new `vWA`, old `vWD`, old `vDD`,
    /// new `vDA`).
    mutating func showInSlot(_ tab: VCID, index: Int, vc: VCID) throws(EngineError) -> Plan {
        let n = nodes[tab]!
        let old = n.children[index]
        var plan = Plan()
        guard old != vc else { return plan }
        if let p = nodes[vc]?.parent, p != tab {
            throw EngineError(.hierarchyInconsistency, "\(describe(vc)) is already in a hierarchy (parent \(describe(p)))",
                              uikit: "child view controller:\(describe(vc)) should have parent view controller:\(describe(tab)) but actual parent is:\(describe(p))",
                              raises: true)
        }
        if isActive(vc) || isAbove(vc, tab) {
            throw EngineError(.hierarchyInconsistency, "\(describe(vc)) already has a place in a hierarchy")
        }
        try checkLimit(adding: vc, to: n.window)
        let w = n.window
        ctxWindow = w
        let live = n.appearance == .appeared && (w.flatMap { windowTable[$0]?.visible } ?? false)
            && index == n.selectedIndex && !n.moreShown
        let oldSet = live ? shownSet(from: old, only: .appeared) : []
        nodes[old]!.movingFromParent = true
        emit(old, .willMoveToParent(parent: nil))
        nodes[vc]!.parent = tab
        nodes[vc]!.movingToParent = true
        emit(vc, .willMoveToParent(parent: tab))
        nodes[tab]!.children[index] = vc
        setWindow(subtree(vc), w)
        if let w { adaptSplits(in: subtree(vc), window: w, emitting: false) }
        if live {
            loadView(vc)
            let newSet = shownSet(from: vc, except: .appeared)
            emitAll(newSet, .willAppear, .init(animated: false))
            emitAll(oldSet, .willDisappear, .init(animated: false))
            emitAll(oldSet, .didDisappear, .init(animated: false))
            emitAll(newSet, .didAppear, .init(animated: false))
        }
        nodes[old]!.movingFromParent = false
        nodes[old]!.parent = nil
        nodes[old]!.viewHost = nil
        setWindow(subtree(old), nil)
        emit(old, .didMoveToParent(parent: nil))
        nodes[vc]!.movingToParent = false
        emit(vc, .didMoveToParent(parent: tab))
        plan.isTransition = true
        return plan
    }
}
