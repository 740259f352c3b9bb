/// UINavigationController (R37-R43): push, pop, popTo, popToRoot, setViewControllers, all
/// through one stack change that gives only the old and new top appearance callbacks (R42).
extension Hierarchy {
    enum StackEdit { case append(VCID), removeLast(Int), replace([VCID]) }

    func navNode(_ nav: VCID) throws(EngineError) -> Node {
        let n = try node(nav)
        guard n.kind == .navigation else {
            throw EngineError(.invalidParams, "\(describe(nav)) is not a navigation controller")
        }
        return n
    }

    /// A controller that may join `nav`'s stack (R43, R28; C9: a collapsed split view's primary
    /// navigation controller nests a navigation controller; C10: never a split view controller;
    /// a tab bar controller may, R43).
    func checkPushable(_ vc: VCID, nav: VCID) throws(EngineError) {
        let n = try node(vc)
        if n.parent == nav {
            throw EngineError(.invalidState, "\(describe(vc)) is already on the stack of \(describe(nav))",
                              uikit: pushedTwiceText(vc, onto: nav),
                              raises: true)
        }
        if n.kind == .splitView {
            throw EngineError(.unsupported, "\(describe(vc)) cannot be pushed",
                              uikit: splitPushedText(onto: nav), raises: true)
        }
        // A tab bar controller may be pushed (R43: UIKit raises nothing for it).
        if n.kind == .navigation && !nestsNavigationControllers(nav) {
            throw EngineError(.unsupported, "\(describe(vc)) cannot be pushed",
                              uikit: "Pushing a navigation controller is not supported", raises: true)
        }
        if vc == nav || isActive(vc) || (hasDescendants(vc) && isAbove(vc, nav)) {
            throw EngineError(.hierarchyInconsistency, "\(describe(vc)) is already in a hierarchy",
                              uikit: "child view controller:\(describe(vc)) should have parent view controller:\(describe(nav)) but actual parent is:\(describe(n.parent))",
                              raises: true)
        }
    }

    mutating func push(nav: VCID, vc: VCID, animated: Bool) throws(EngineError) -> Plan {
        // No Node copy stays alive across the stack mutation (it would copy a 100k-element stack).
        let window = try navNode(nav).window
        try checkPushable(vc, nav: nav)
        try checkNotPending(window, "Pushing \(describe(vc)) onto \(describe(nav))")
        try checkLimit(adding: vc, to: window)
        var plan = navChange(nav: nav, added: [vc], removed: [], edit: .append(vc), animated: animated, result: .none)
        plan.pushedOnto = nav
        return plan
    }

    mutating func pop(nav: VCID, animated: Bool) throws(EngineError) -> Plan {
        try checkNotPending(try navNode(nav).window, "Popping from \(describe(nav))")
        guard nodes[nav]!.children.count > 1 else { var p = Plan(); p.result = .popped([]); return p }   // R40
        let top = nodes[nav]!.children.last!
        return navChange(nav: nav, added: [], removed: [top], edit: .removeLast(1), animated: animated, result: .popped([top]))
    }

    mutating func popTo(nav: VCID, vc: VCID, animated: Bool) throws(EngineError) -> Plan {
        let window = try navNode(nav).window
        try requireNode(vc)
        guard nodes[vc]?.parent == nav, let i = nodes[nav]!.children.lastIndex(of: vc) else {
            throw EngineError(.invalidState, "\(describe(vc)) is not on the stack of \(describe(nav))",
                              uikit: "Tried to pop to a view controller that doesn't exist.", raises: true)
        }
        try checkNotPending(window, "Popping from \(describe(nav))")
        let removed = Array(nodes[nav]!.children[(i + 1)...])
        if removed.isEmpty { var p = Plan(); p.result = .popped([]); return p }
        return navChange(nav: nav, added: [], removed: removed, edit: .removeLast(removed.count), animated: animated,
                         result: .popped(removed))
    }

    mutating func popToRoot(nav: VCID, animated: Bool) throws(EngineError) -> Plan {
        let window = try navNode(nav).window
        guard let root = nodes[nav]!.children.first else {
            try checkNotPending(window, "Popping from \(describe(nav))")
            var p = Plan(); p.result = .popped([]); return p
        }
        return try popTo(nav: nav, vc: root, animated: animated)
    }

    mutating func setViewControllers(nav: VCID, vcs: [VCID], animated: Bool) throws(EngineError) -> Plan {
        let n = try navNode(nav)
        guard !vcs.isEmpty else { throw EngineError(.invalidParams, "setViewControllers needs at least one controller") }
        var seen = Set<VCID>()
        var added: [VCID] = []
        for v in vcs {
            guard seen.insert(v).inserted else {
                throw EngineError(.invalidState, "\(describe(v)) appears twice",
                                  uikit: listedTwiceText(vcs, duplicate: v),
                                  raises: true)
            }
            if nodes[v]?.parent == nav { continue }
            try checkPushable(v, nav: nav)
            added.append(v)
        }
        try checkNotPending(n.window, "Setting the stack of \(describe(nav))")
        for v in added { try checkLimit(adding: v, to: n.window) }
        let removed = n.children.filter { !seen.contains($0) }
        if n.children == vcs { return Plan() }
        return navChange(nav: nav, added: added, removed: removed, edit: .replace(vcs), animated: animated, result: .none)
    }

    func checkLimit(adding vc: VCID, to w: WindowID?) throws(EngineError) {
        guard let w else { return }
        try checkLimit(count: (windowTable[w]?.controllerCount ?? 0) + subtree(vc).count, window: "window \(w)")
    }

    /// `maxControllersPerWindow`: refuses a change that would leave `count` controllers in a window.
    func checkLimit(count: Int, window: String) throws(EngineError) {
        if count > configuration.maxControllersPerWindow {
            throw EngineError(.limitExceeded, "\(window) would exceed \(configuration.maxControllersPerWindow) controllers")
        }
    }

    /// R38/R39/R42: will: willMove for added and the removed top, the new top's viewDidLoad, old top
    /// vWD, new top vWA; did: old top vDD, new top vDA, didMove for removed then added.
    mutating func navChange(nav: VCID, added: [VCID], removed: [VCID], edit: StackEdit, animated: Bool,
                            result: OperationResult) -> Plan {
        let w = nodes[nav]!.window
        ctxWindow = w
        let oldTop = nodes[nav]!.children.last
        let live = nodes[nav]!.appearance == .appeared && (w.flatMap { windowTable[$0]?.visible } ?? false)
        let oldTopRemoved = oldTop.map { removed.contains($0) } ?? false
        for c in added {
            nodes[c]!.parent = nav
            nodes[c]!.movingToParent = true
            emit(c, .willMoveToParent(parent: nav))
        }
        if oldTopRemoved, let t = oldTop {
            nodes[t]!.movingFromParent = true
            emit(t, .willMoveToParent(parent: nil))
        }
        let oldSet = live ? (oldTop.map { shownSet(from: $0, only: .appeared) } ?? []) : []
        switch edit {
        case .append(let v): nodes[nav]!.children.append(v)
        case .removeLast(let k): nodes[nav]!.children.removeLast(k)
        case .replace(let list): nodes[nav]!.children = list
        }
        let moreTab = removed.isEmpty ? nil : moreOwner(nav)
        for r in removed {
            if let t = moreTab, nodes[t]!.children.contains(r) {
                // R116: a tab popped off the More navigation controller goes back to its tab bar
                // controller's list (still in its viewControllers, in its window) [inf].
                nodes[r]!.parent = t
                nodes[r]!.viewHost = nil
                continue
            }
            nodes[r]!.parent = nil
            nodes[r]!.viewHost = nil
            setWindow(subtree(r), nil)
        }
        for a in added { setWindow(subtree(a), w) }
        if let w, !added.isEmpty { adaptSplits(in: added.flatMap { subtree($0) }, window: w, emitting: false) }
        let newTop = nodes[nav]!.children.last
        var plan = Plan()
        plan.result = result
        plan.isTransition = true
        var newSet: [VCID] = []
        let anim = animated && live
        let fromFlags = EngineEvent.Appearance(animated: anim, isMovingFromParent: oldTopRemoved)
        let toFlags = EngineEvent.Appearance(animated: anim, isMovingToParent: newTop.map { added.contains($0) } ?? false)
        if live, oldTop != newTop {
            nodes[nav]!.navTopShown = true   // R111 speaks for this appearance, not R111b
            if let t = newTop {
                loadView(t)
                newSet = shownSet(from: t, except: .appeared)
            }
            // The app's code in a leaving controller's viewWillDisappear still has its
            // navigationController: the view leaves with the transition [inf: UIKit's own
            // `navigationController?.…` in viewWillDisappear of a popped controller is the common
            // idiom for restoring the bar, and works].
            if !configuration.codeSetProperties.isEmpty { for r in removed { leavingNavigation[r] = nav } }
            emitAll(oldSet, .willDisappear, fromFlags)
            leavingNavigation.removeAll()
            emitAll(newSet, .willAppear, toFlags)
            plan.did = steps(oldSet, .didDisappear, fromFlags) + steps(newSet, .didAppear, toFlags)
            if anim { plan.duration = 0.35 }
            // R111: the delegate's willShow after the will phase, didShow after the did phase.
            if let t = newTop, nodes[nav]!.delegateEvents {
                emit(nav, .navigationControllerWillShow(viewController: t, animated: anim))
                plan.did.append(.navigationDidShow(nav, shown: t, animated: anim))
            }
        }
        for r in removed.reversed() {
            if r == oldTop { plan.did.append(.didMove(r, parent: nil)) }
        }
        for r in removed.reversed() where r != oldTop { plan.did.append(.didMove(r, parent: nil)) }
        for a in added { plan.did.append(.didMove(a, parent: nav)) }
        return plan
    }
}
