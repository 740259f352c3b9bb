/// Custom container view controllers (R24-R36): addChild / removeFromParent as their step
/// lists, putting views into other controllers' views with UIKit's consistency check,
/// transition(from:to:) and manual appearance forwarding (R29).
extension Hierarchy {
    func checkStepOrder<S: Equatable>(_ steps: [S], canonical: [S]) throws(EngineError) {
        var last = -1
        for s in steps {
            guard let i = canonical.firstIndex(of: s), i > last else {
                throw EngineError(.invalidParams, "steps must be a subsequence of \(canonical) without repeats")
            }
            last = i
        }
    }

    func plainContainer(_ vc: VCID, _ what: String) throws(EngineError) {
        let k = nodes[vc]!.kind
        if k == .navigation || k == .tabBar || k == .splitView || k == .pageViewController {
            throw EngineError(.unsupported, "\(what) on \(describe(vc)): use its \(k.rawValue) operations instead")
        }
    }

    func inconsistency(child: VCID, expected: VCID?, actual: VCID?) -> EngineError {
        EngineError(.hierarchyInconsistency,
                    "\(describe(child))'s parent is \(describe(actual)), not \(describe(expected))",
                    uikit: "child view controller:\(describe(child)) should have parent view controller:\(describe(expected)) but actual parent is:\(describe(actual))",
                    raises: true)
    }

    mutating func addChild(parent p: VCID, child c: VCID, steps: [AddChildStep]) throws(EngineError) -> Plan {
        try requireNode(p)
        let cn = try node(c)
        let pn = (window: nodes[p]!.window, kind: nodes[p]!.kind)
        try checkStepOrder(steps, canonical: [.addChild, .addView, .didMove])
        if c == p || (hasDescendants(c) && isAbove(c, p)) {
            throw EngineError(.hierarchyInconsistency, "\(describe(c)) cannot become a child of its own descendant \(describe(p))",
                              uikit: "child view controller:\(describe(c)) should have parent view controller:\(describe(cn.parent)) but actual parent is:\(describe(p))",
                              raises: true)
        }
        if cn.presenting != nil || cn.windowRoot != nil {
            throw EngineError(.invalidState, "\(describe(c)) is presented or a window's root",
                              uikit: "Application tried to present modally an active controller \(describe(c)).", raises: true)
        }
        let doAdd = steps.contains(.addChild), doView = steps.contains(.addView)
        if doAdd || doView { try plainContainer(p, "addChild") }
        if let q = cn.parent, q != p {
            if doAdd { try plainContainer(q, "removing from the old parent") }   // R28
            else if doView { throw inconsistency(child: c, expected: p, actual: q) }   // R35
        }
        if doView, let h = cn.viewHost, h != p, cn.parent == nil || cn.parent == p {
            // the view is a guest elsewhere; it moves (UIKit's addSubview moves views)
            _ = h
        }
        try checkNotPending(pn.window, "Adding \(describe(c)) to \(describe(p))")
        try checkNotPending(cn.window, "Adding \(describe(c)) to \(describe(p))")
        if cn.window != pn.window { try checkLimit(adding: c, to: pn.window) }
        ctxWindow = pn.window
        if doAdd, nodes[c]!.parent != p {
            let q = nodes[c]!.parent
            if let host = nodes[c]!.viewHost, host != p {
                // R28: the view leaves its old place first.
                let shown = shownSet(from: c, only: .appeared)
                let flags = EngineEvent.Appearance(animated: false, isMovingFromParent: q != nil)
                emitAll(shown, .willDisappear, flags)
                emitAll(shown, .didDisappear, flags)
                if q != host { nodes[host]!.guests.removeAll { $0 == c } }
                nodes[c]!.viewHost = nil
            }
            if let q {
                // R28: removed from the old parent first (removeFromParent calls didMove(nil)).
                nodes[q]!.children.removeAll { $0 == c }
                nodes[c]!.parent = nil
                execute([.didMove(c, parent: nil)])
            }
            if nodes[c]!.viewHost == p { nodes[p]!.guests.removeAll { $0 == c } }
            nodes[c]!.parent = p
            nodes[p]!.children.append(c)
            nodes[c]!.movingToParent = true
            emit(c, .willMoveToParent(parent: p))   // R25
            setWindow(subtree(c), pn.window)
        }
        if doView { putView(c, into: p) }
        if steps.contains(.didMove) { execute([.didMove(c, parent: p)]) }   // R26
        var plan = Plan(); plan.isTransition = true
        return plan
    }

    /// Puts `c`'s root view into `p`'s view; appearance follows if that makes it visible (R30).
    mutating func putView(_ c: VCID, into p: VCID) {
        if nodes[c]!.viewHost == p { return }
        // What of c's subtree is on screen now (c itself may be covered, its presentations not).
        let before = shownSet(from: c, only: .appeared)
        if let h = nodes[c]!.viewHost, nodes[c]!.parent != h { nodes[h]!.guests.removeAll { $0 == c } }
        nodes[c]!.viewHost = p
        if nodes[c]!.parent != p {
            nodes[p]!.guests.append(c)
            setWindow(subtree(c), nodes[p]!.window)
        }
        let nowShown = isLive(p) && nodes[p]!.props.shouldAutomaticallyForwardAppearanceMethods
        let after = nowShown ? shownSet(from: c) : []
        let afterSet = Set(after), beforeSet = Set(before)
        let leaving = before.filter { !afterSet.contains($0) }
        let arriving = after.filter { !beforeSet.contains($0) && nodes[$0]?.appearance == .disappeared }
        let flagsIn = EngineEvent.Appearance(animated: false, isMovingToParent: nodes[c]!.movingToParent)
        emitAll(leaving, .willDisappear, .init(animated: false))
        emitAll(leaving, .didDisappear, .init(animated: false))
        if !arriving.isEmpty {
            if arriving.first == c { loadView(c) }
            emitAll(arriving, .willAppear, arriving.first == c ? flagsIn : .init(animated: false))
            emitAll(arriving, .didAppear, arriving.first == c ? flagsIn : .init(animated: false))
        }
    }

    mutating func addView(_ c: VCID, into p: VCID) throws(EngineError) -> Plan {
        let pn = try node(p)
        let cn = try node(c)
        if c == p || (hasDescendants(c) && isAbove(c, p)) {
            throw EngineError(.hierarchyInconsistency, "\(describe(c))'s view cannot go inside its own view hierarchy",
                              uikit: "A view can only be associated with at most one view controller at a time!", raises: true)
        }
        if cn.presenting != nil || cn.windowRoot != nil {
            throw EngineError(.hierarchyInconsistency, "\(describe(c))'s view already belongs to a presentation or window",
                              uikit: "A view can only be associated with at most one view controller at a time!", raises: true)
        }
        if let q = cn.parent, q != p { throw inconsistency(child: c, expected: p, actual: q) }   // R35
        try plainContainer(p, "addView")
        try checkNotPending(pn.window, "Adding the view of \(describe(c)) to \(describe(p))")
        try checkNotPending(cn.window, "Adding the view of \(describe(c)) to \(describe(p))")
        if cn.window != pn.window { try checkLimit(adding: c, to: pn.window) }
        ctxWindow = pn.window
        putView(c, into: p)
        return Plan()
    }

    mutating func removeFromParent(_ c: VCID, steps: [RemoveChildStep]) throws(EngineError) -> Plan {
        let cn = try node(c)
        try checkStepOrder(steps, canonical: [.willMove, .removeView, .removeFromParent])
        if let p = cn.parent { try plainContainer(p, "removeFromParent") }
        try checkNotPending(cn.window, "Removing \(describe(c)) from its parent")
        ctxWindow = cn.window
        let p = cn.parent
        if steps.contains(.willMove) {
            if p != nil { nodes[c]!.movingFromParent = true }
            emit(c, .willMoveToParent(parent: nil))   // R27
        }
        if steps.contains(.removeView), let h = nodes[c]!.viewHost {
            let set = shownSet(from: c, only: .appeared)
            let flags = EngineEvent.Appearance(animated: false, isMovingFromParent: nodes[c]!.movingFromParent)
            emitAll(set, .willDisappear, flags)
            emitAll(set, .didDisappear, flags)
            nodes[c]!.viewHost = nil
            if nodes[c]!.parent != h {
                nodes[h]!.guests.removeAll { $0 == c }
                setWindow(subtree(c), nil)
            }
        }
        if steps.contains(.removeFromParent), let p {
            nodes[p]!.children.removeAll { $0 == c }
            nodes[c]!.parent = nil
            if nodes[c]!.viewHost == p {
                nodes[p]!.guests.append(c)   // the view stays: a parentless view in p's view (R35)
            } else {
                setWindow(subtree(c), nil)
            }
            execute([.didMove(c, parent: nil)])   // R27: removeFromParent calls didMove(nil)
        }
        var plan = Plan(); plan.isTransition = true
        return plan
    }

    mutating func containmentTransition(parent p: VCID, from f: VCID, to t: VCID, duration: Double,
                                        animated: Bool) throws(EngineError) -> Plan {
        let pn = try node(p)
        let fn = try node(f)
        let tn = try node(t)
        let sel = "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
        guard fn.parent == p, tn.parent == p, f != t else {   // R31, R32
            throw EngineError(.invalidState, "\(describe(f)) and \(describe(t)) must both be children of \(describe(p))",
                              uikit: "Children view controllers \(describe(f)) and \(describe(t)) must have a common parent view controller when calling \(sel)",
                              raises: true)
        }
        guard pn.props.shouldAutomaticallyForwardAppearanceMethods else {   // R32
            throw EngineError(.invalidState, "\(describe(p)) forwards appearance manually",
                              uikit: "\(sel) may not be called when the receiver returns NO from shouldAutomaticallyForwardAppearanceMethods",
                              raises: true)
        }
        try plainContainer(p, "transition")
        guard duration >= 0, duration.isFinite else { throw EngineError(.invalidParams, "duration must be >= 0") }
        guard tn.viewHost == nil else {
            throw EngineError(.invalidState, "\(describe(t))'s view is already in the view hierarchy",
                              uikit: "\(describe(t))'s view must not be in a view hierarchy when calling \(sel)", raises: true)
        }
        guard fn.viewHost == p else {
            throw EngineError(.invalidState, "\(describe(f))'s view is not in \(describe(p))'s view",
                              uikit: "\(describe(f))'s view must be in the view hierarchy when calling \(sel)", raises: true)
        }
        try checkNotPending(pn.window, "Transitioning from \(describe(f)) to \(describe(t))")
        ctxWindow = pn.window
        let live = isLive(p)
        let fromSet = live ? shownSet(from: f, only: .appeared) : []
        nodes[f]!.viewHost = nil
        nodes[t]!.viewHost = p
        let toSet = live ? shownSet(from: t, only: .disappeared) : []
        let anim = animated && live && duration > 0
        let toFlags = EngineEvent.Appearance(animated: anim, isMovingToParent: tn.movingToParent)
        let fromFlags = EngineEvent.Appearance(animated: anim, isMovingFromParent: fn.movingFromParent)
        // R34 [inf]: to.vWA, from.vWD, from.vDD, to.vDA.
        emitAll(toSet, .willAppear, toFlags)
        emitAll(fromSet, .willDisappear, fromFlags)
        var plan = Plan()
        plan.did = steps(fromSet, .didDisappear, fromFlags) + steps(toSet, .didAppear, toFlags)
        plan.isTransition = true
        if anim { plan.duration = duration }
        return plan
    }

    mutating func beginAppearanceTransition(_ c: VCID, appearing: Bool, animated: Bool) throws(EngineError) -> Plan {
        let cn = try node(c)
        try checkNotPending(cn.window, "Beginning an appearance transition of \(describe(c))")
        ctxWindow = cn.window
        nodes[c]!.manuallyDriven = true
        let set = shownSet(from: c, includePresented: false)
        if appearing {
            guard cn.appearance == .disappeared || cn.appearance == .disappearing else {
                warn(c, .w2, unbalancedAppearanceText(c))   // W2
                return Plan()
            }
            nodes[c]!.lastWillAnimated = animated
            emitAll(set.filter { nodes[$0]?.appearance != .appeared && nodes[$0]?.appearance != .appearing },
                    .willAppear, .init(animated: animated, isMovingToParent: cn.movingToParent))
        } else {
            guard cn.appearance == .appeared || cn.appearance == .appearing else {
                warn(c, .w2, unbalancedAppearanceText(c))   // W2
                return Plan()
            }
            nodes[c]!.lastWillAnimated = animated
            emitAll(set.filter { nodes[$0]?.appearance == .appeared || nodes[$0]?.appearance == .appearing },
                    .willDisappear, .init(animated: animated, isMovingFromParent: cn.movingFromParent))
        }
        return Plan()
    }

    mutating func endAppearanceTransition(_ c: VCID) throws(EngineError) -> Plan {
        let cn = try node(c)
        try checkNotPending(cn.window, "Ending an appearance transition of \(describe(c))")
        ctxWindow = cn.window
        nodes[c]!.manuallyDriven = true
        let set = shownSet(from: c, includePresented: false)
        let animated = cn.lastWillAnimated
        switch cn.appearance {
        case .appearing:
            emitAll(set.filter { nodes[$0]?.appearance == .appearing }, .didAppear,
                    .init(animated: animated, isMovingToParent: cn.movingToParent))
        case .disappearing:
            emitAll(set.filter { nodes[$0]?.appearance == .disappearing }, .didDisappear,
                    .init(animated: animated, isMovingFromParent: cn.movingFromParent))
        default:
            warn(c, .w2, unbalancedAppearanceText(c))   // W2: nothing begun
        }
        return Plan()
    }
}
