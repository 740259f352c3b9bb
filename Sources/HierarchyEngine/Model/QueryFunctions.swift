/// The read-only queries of docs/protocol.md (vc.get, tree, screen/window lists, segues, stats).
extension Hierarchy {
    public func controller(_ vc: VCID) -> ControllerInfo? {
        guard let n = nodes[vc] else { return nil }
        return ControllerInfo(
            vc: vc, className: n.className, title: n.title, storyboard: n.storyboard,
            storyboardIdentifier: n.storyboardIdentifier, scene: n.scene, window: n.window, parent: n.parent,
            children: n.children, presentingViewController: reportedPresenting(vc),
            presentedViewController: reportedPresented(vc),
            navigationController: nearestAncestor(vc, kind: .navigation),
            tabBarController: nearestAncestor(vc, kind: .tabBar),
            splitViewController: nearestAncestor(vc, kind: .splitView),
            isViewLoaded: n.viewLoaded, appearance: n.appearance, properties: n.props.report(title: n.title, idiom: deviceIdiom)
                + (n.props.split?.report(collapsed: n.splitCollapsed) ?? []) + (n.props.tabs.map { tabReport(vc, $0) } ?? []))
    }

    /// Flat pre-order tree of a window (iterative): node, its children's subtrees, then its presented subtree.
    public func tree(window: WindowID) -> [TreeEntry] {
        guard let root = windowTable[window]?.root else { return [] }
        return treeEntries(from: root)
    }

    /// The same flat tree for any controller (e.g. a freshly instantiated one).
    public func tree(of vc: VCID) -> [TreeEntry] {
        guard nodes.contains(vc) else { return [] }
        return treeEntries(from: vc)
    }

    func treeEntries(from root: VCID) -> [TreeEntry] {
        var result: [TreeEntry] = []
        var stack: [VCID] = [root]
        while let v = stack.popLast() {
            guard let n = nodes[v] else { continue }
            let children = nodes.treeChildren(of: v, children: n.children, moreNavigation: n.moreNavigation)
            let gestures = userGestures(v)
            result.append(TreeEntry(vc: v, className: n.className, title: n.title,
                                    storyboardIdentifier: n.storyboardIdentifier, scene: n.scene,
                                    appearance: n.appearance, style: n.style, childCount: children.count,
                                    hasPresented: n.presented != nil, gestures: gestures,
                                    dragDetents: gestures.contains(.dragSheet) ? sheetDragTargets(v) : [],
                                    tabIdentifiers: gestures.contains(.tapUITab) ? tabItemTargets(v) : [],
                                    detent: n.style == .pageSheet || n.style == .formSheet ? restingDetent(v) : nil,
                                    showColumns: gestures.contains(.showColumn) ? userColumnTargets(v, show: true) : [],
                                    hideColumns: gestures.contains(.hideColumn) ? userColumnTargets(v, show: false) : [],
                                    displayMode: expandedDisplayMode(v)))
            if let p = n.presented { stack.append(p) }
            for c in children.reversed() { stack.append(c) }
        }
        return result
    }

    public func screens() -> [ScreenInfo] {
        screenOrder.compactMap { s in
            screenTable[s].map { ScreenInfo(screen: s, spec: $0.spec, traits: $0.traits, windows: $0.windows, mirrored: isMirrored(screen: s)) }
        }
    }

    public func windows() -> [WindowInfo] { windowOrder.compactMap { windowInfo($0) } }

    public func windowInfo(_ window: WindowID) -> WindowInfo? {
        guard let w = windowTable[window] else { return nil }
        let base = statusBarBase(window)
        let styleVC = base.map { followStatusBarChain($0, hidden: false) }
        let hiddenVC = base.map { followStatusBarChain($0, hidden: true) }
        return WindowInfo(window: window, screen: w.screen, key: w.key, visible: w.visible, root: w.root,
                          traits: windowTraits(window), orientation: w.orientation, statusBarController: styleVC,
                          statusBarStyle: styleVC.flatMap { nodes[$0]?.props.preferredStatusBarStyle } ?? .default,
                          statusBarHidden: hiddenVC.flatMap { nodes[$0]?.props.prefersStatusBarHidden } ?? false,
                          scene: w.scene)
    }

    public func segues(of vc: VCID) -> [SegueInfo]? { segueInfos(vc) }

    public func counts() -> HierarchyCounts {
        HierarchyCounts(screens: screenTable.count, windows: windowTable.count, viewControllers: nodes.count,
                        transitionsCompleted: transitionsCompleted)
    }

    /// The transition style a presented controller was presented with (after R48), or nil.
    public func presentationTransitionStyle(of vc: VCID) -> TransitionStyle? { nodes[vc]?.transitionStyle }

    /// The style a presented controller was presented with (after adaptation), or nil.
    public func presentationStyle(of vc: VCID) -> PresentationStyle? { nodes[vc]?.style }

    /// Every controller id, ascending (tests, tools).
    public var allControllers: [VCID] { nodes.keys.sorted() }
}

extension NodeTable {
    /// A controller's children as `tree` lists them: its `children`, except that a tab bar
    /// controller's More navigation controller is its last child (R114) and a tab pushed onto
    /// it is shown there, not under the tab bar controller. `tree` and `TreeNodeView` (explore's
    /// in-process walk) both read it, so both list the same children.
    func treeChildren(of v: VCID, children: [VCID], moreNavigation: VCID?) -> [VCID] {
        guard let more = moreNavigation else { return children }
        return children.filter { self[$0]?.parent == v } + [more]
    }
}
