/// `setViewController(_:for:)` of a column-style split (uikit-rules R151-R153, R163) and the
/// columns a split gets when it is made (`vc.create`'s children, a storyboard's relationship
/// segues).
extension Hierarchy {
    /// The column-style split `split` for the column API `selector`, else UIKit's refusal: the
    /// API is iOS 14's (R150) and does not apply to a classic split (R163).
    func columnSplit(_ split: VCID, _ selector: String) throws(EngineError) -> SplitProps {
        let n = try node(split)
        guard n.kind == .splitView else {
            throw EngineError(.invalidParams, "\(describe(split)) is not a split view controller")
        }
        guard configuration.ios >= .ios14 else {
            throw EngineError(.unsupported, "\(selector) is iOS 14 API; this server reproduces iOS \(configuration.ios)",
                              uikit: "-[\(n.className) \(selector)]: unrecognized selector sent to instance \(describe(split))",
                              raises: true)
        }
        guard let sp = n.props.split else {
            throw EngineError(.unsupported, "\(selector) doesn't apply to classic split view controllers (style unspecified): use its viewControllers (R163)")
        }
        return sp
    }

    /// R151: what the split installs for `vc` in `column`: `vc` itself in the compact column or
    /// when it is a navigation controller, else a new UINavigationController with `vc` as its
    /// root (its `willMove`/`didMove(toParent:)` reported when `emitting`, as
    /// `init(rootViewController:)` makes them).
    mutating func columnController(for vc: VCID, column: SplitColumn, emitting: Bool) -> VCID {
        guard column != .compact, nodes[vc]!.kind != .navigation else { return vc }
        let nav = ids.nextVC()
        var n = Node(id: nav, className: "UINavigationController", uikitClass: "UINavigationController",
                     kind: .navigation, props: Props(profile: configuration.profile, kind: .navigation))
        n.children = [vc]
        nodes.insert(n)
        nodes[vc]!.parent = nav
        nodes[vc]!.viewHost = nil
        if emitting {
            emit(vc, .willMoveToParent(parent: nav))
            emit(vc, .didMoveToParent(parent: nav))
        }
        return nav
    }

    /// Refuses `vc` as a column controller where UIKit's wrapping navigation controller would
    /// refuse it as its root (C10: a split view controller; a tab bar controller it takes, R43).
    func checkColumnCandidate(_ vc: VCID, column: SplitColumn) throws(EngineError) {
        guard column != .compact, nodes[vc]!.kind == .splitView else { return }
        throw EngineError(.unsupported, "\(describe(vc)) cannot be a column's controller: the split wraps it in a navigation controller (R151)",
                          uikit: "Split View Controllers cannot be pushed to a Navigation Controller", raises: true)
    }

    /// The columns of a split being made, each installed (R151) as a child in column order, with
    /// the display mode its preferences give portrait and in no window (a window's traits adapt
    /// it, `adaptColumns`). `emitting`: `vc.create` reports the new children's
    /// `willMove`/`didMove(toParent:)`; a storyboard's instantiation reports nothing (R88).
    mutating func installColumns(_ split: VCID, _ columns: [(SplitColumn, VCID)], emitting: Bool) {
        var sp = nodes[split]!.props.split!
        for (column, vc) in columns {
            let c = columnController(for: vc, column: column, emitting: emitting)
            nodes[c]!.parent = split
            sp.assigned[column] = vc
            sp.installed[column] = c
        }
        (sp.splitBehavior, sp.displayMode) = sp.resolved(landscape: false)
        nodes[split]!.props.split = sp
        nodes[split]!.children = sp.installed.inColumnOrder
        let shown = Set(shownColumnControllers(split))
        for c in nodes[split]!.children {
            nodes[c]!.viewHost = shown.contains(c) ? split : nil
            if emitting {
                emit(c, .willMoveToParent(parent: split))
                emit(c, .didMoveToParent(parent: split))
            }
        }
    }

    /// The columns `vc.create`'s children fill, in order: primary and secondary, with the
    /// supplementary between them in a triple-column split (`viewControllers`' order).
    static func creationColumns(style: SplitViewStyle) -> [SplitColumn] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    /// R151: a column-style split scene's relationship segues with the column each fills, in
    /// column order, the first of each: `masterViewController` the primary,
    /// `supplementaryViewController` the supplementary (triple-column splits only, R153),
    /// `detailViewController` the secondary, `compactViewController` the compact column.
    static func columnRelationships(_ rels: [RelationshipTemplate], style: SplitViewStyle) -> ([RelationshipTemplate], [SplitColumn?]) {
        func column(_ relationship: String) -> SplitColumn? {
            if relationship.hasPrefix("master") || relationship.hasPrefix("primary") { return .primary }
            if relationship.hasPrefix("supplementary") { return style == .tripleColumn ? .supplementary : nil }
            if relationship.hasPrefix("detail") || relationship.hasPrefix("secondary") { return .secondary }
            if relationship.hasPrefix("compact") { return .compact }
            return nil
        }
        var picked: [SplitColumn: RelationshipTemplate] = [:]
        for r in rels { if let c = column(r.relationship), picked[c] == nil { picked[c] = r } }
        let columns = SplitColumn.allCases.filter { picked[$0] != nil }
        return (columns.map { picked[$0]! }, columns)
    }

    /// `setViewController(_:for:)` (R151-R153). Returns the controller installed in the column
    /// (the wrapping navigation controller, R151), or `.none` when the column was cleared or the
    /// call had no effect.
    mutating func setSplitColumn(_ split: VCID, column: SplitColumn, vc: VCID?) throws(EngineError) -> Plan {
        let sp = try columnSplit(split, "setViewController:forColumn:")
        let window = nodes[split]!.window
        if let vc { try requireNode(vc) }
        // R153: the supplementary column takes effect in a triple-column split only.
        if column == .supplementary, sp.style != .tripleColumn { return Plan() }
        try checkNotPending(window, "Setting the \(column.rawValue) column of \(describe(split))")
        if sp.assigned[column] == vc { return Plan() }
        if let vc {
            if vc == split || isActive(vc) || (hasDescendants(vc) && isAbove(vc, split)) {
                throw EngineError(.hierarchyInconsistency, "\(describe(vc)) is already in a hierarchy",
                                  uikit: "child view controller:\(describe(vc)) should have parent view controller:\(describe(split)) but actual parent is:\(describe(nodes[vc]?.parent))",
                                  raises: true)
            }
            try checkColumnCandidate(vc, column: column)
            try checkLimit(adding: vc, to: window)
        }
        ctxWindow = window
        // R152: a non-navigation controller set for a secondary column that has a navigation
        // controller is pushed onto that stack (onto the primary's while collapsed onto it).
        if column == .secondary, let vc, nodes[vc]!.kind != .navigation, let nav = sp.installed.secondary {
            let stackedOnPrimary = nodes[split]!.splitCollapsed && sp.stacked[.secondary] != nil
            let target = stackedOnPrimary ? sp.installed.primary! : nav
            var plan = try push(nav: target, vc: vc, animated: false)
            if stackedOnPrimary { nodes[split]!.props.split!.stacked[.secondary]!.append(vc) }
            nodes[split]!.props.split!.assigned.secondary = vc
            plan.result = .shown(action: .push, container: target)
            return plan
        }
        let before = columnSnapshot(split)
        let visibleBefore = columnVisibility(split)!
        unstackColumns(split)
        var next = nodes[split]!.props.split!
        if let old = next.installed[column] {
            nodes[old]!.parent = nil
            nodes[old]!.viewHost = nil
        }
        var installed: VCID?
        if let vc {
            let c = columnController(for: vc, column: column, emitting: true)
            nodes[c]!.parent = split
            installed = c
        }
        next.installed[column] = installed
        next.assigned[column] = vc
        nodes[split]!.props.split = next
        nodes[split]!.children = next.installed.inColumnOrder
        // Collapsed, the columns are stacked again as a collapse stacks them (R159; none when a
        // compact column's controller is shown instead, R160).
        if nodes[split]!.splitCollapsed { stackColumns(split) }
        tellColumnDelegateWill(split, since: visibleBefore, cause: .app, emitting: true)   // R178
        _ = settleColumns(split, since: before, emitting: true, animated: false)
        var plan = Plan()
        plan.isTransition = true
        plan.result = installed.map { .controller($0) } ?? .none
        return plan
    }
}
