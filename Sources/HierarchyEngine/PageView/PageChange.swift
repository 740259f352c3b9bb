/// What `UIPageViewController` does to change its displayed pages, programmatically (R122) or
/// by the user's swipe (R126): the new pages become children (`willMove(toParent:)`), appear
/// while the old ones disappear in the order of the transition style (wangling.me's logs:
/// scroll — new `vWA`, old `vWD`, new `vDA`, old `vDD`; page curl — new `vWA`, old `vWD`, old
/// `vDD`, new `vDA`), then the new pages get `didMove(toParent:)` and the old ones leave
/// (`willMove(nil)`, `didMove(nil)`) — the containment's place [inf].
extension Hierarchy {
    /// A page view controller's node, else `.invalidParams`.
    func pageNode(_ page: VCID) throws(EngineError) -> Node {
        let n = try node(page)
        guard n.kind == .pageViewController, n.props.page != nil else {
            throw EngineError(.invalidParams, "\(describe(page)) is not a page view controller")
        }
        return n
    }

    /// UIKit's NSInvalidArgumentException for a wrong number of view controllers (R121).
    func pageCountError(provided: Int, required: Int) -> EngineError {
        EngineError(.invalidParams,
                    "this page view controller shows \(required) view controller\(required == 1 ? "" : "s") at a time (its transition style, spine location and isDoubleSided), got \(provided)",
                    uikit: "The number of view controllers provided (\(provided)) doesn't match the number required (\(required)) for the requested transition",
                    raises: true)
    }

    /// A page that cannot join `page`: it is the page view controller, above it, or has a place
    /// elsewhere (a parent, a presentation, a window) — R123, nothing changes.
    func checkPageCandidate(_ v: VCID, page: VCID) throws(EngineError) {
        let c = try node(v)
        if c.parent == page { return }
        if v == page || isAbove(v, page) || isActive(v) {
            throw EngineError(.hierarchyInconsistency, "\(describe(v)) is already in a hierarchy (parent \(describe(c.parent)))",
                              uikit: "child view controller:\(describe(v)) should have parent view controller:\(describe(page)) but actual parent is:\(describe(c.parent))",
                              raises: true)
        }
    }

    /// The change from the displayed pages to `new`, in the order of `style`. `finish` false is
    /// a cancelled swipe: the new pages' appearance is taken back and they leave again (R127).
    /// Appearance callbacks only when the page view controller is on screen; the did phase
    /// waits for the animation when `animated` (0.35 s, [inf]). `delegate` adds the swipe's
    /// willTransitionTo / didFinishAnimating events (R126).
    mutating func changePages(_ page: VCID, to new: [VCID], animated: Bool, finish: Bool, delegate: Bool) -> Plan {
        let n = nodes[page]!
        let style = n.props.page!.transitionStyle
        let w = n.window
        ctxWindow = w
        let old = n.children.filter { nodes[$0]?.viewHost == page }
        let arriving = new.filter { !old.contains($0) }
        let leaving = old.filter { !new.contains($0) }
        let live = isLive(page) && n.props.shouldAutomaticallyForwardAppearanceMethods
        if delegate {
            emit(page, .pageViewControllerWillTransitionTo(pendingViewControllers: new))
        }
        // The new pages join (addChild: willMove(toParent:)).
        let others = n.children.filter { !old.contains($0) }
        nodes[page]!.children = others + (finish ? leaving + new : old + arriving)
        for c in arriving {
            nodes[c]!.parent = page
            nodes[c]!.viewHost = page
            nodes[c]!.movingToParent = true
            emit(c, .willMoveToParent(parent: page))
            setWindow(subtree(c), w)
        }
        if let w { adaptSplits(in: arriving.flatMap { subtree($0) }, window: w, emitting: false) }
        var inSets: [[VCID]] = [], outSets: [[VCID]] = []
        if live {
            for c in arriving {
                loadView(c)
                inSets.append(shownSet(from: c, except: .appeared))
            }
            outSets = leaving.map { shownSet(from: $0, only: .appeared) }
        }
        let inFlags = EngineEvent.Appearance(animated: animated, isMovingToParent: true)
        let plain = EngineEvent.Appearance(animated: animated)
        for s in inSets { emitAll(s, .willAppear, inFlags) }
        for s in outSets { emitAll(s, .willDisappear, plain) }
        var plan = Plan()
        func add(_ sets: [[VCID]], _ cb: Callback, _ flags: EngineEvent.Appearance) {
            for s in sets { steps(s, cb, flags, into: &plan.did) }
        }
        if finish {
            switch style {
            case .scroll:
                add(inSets, .didAppear, inFlags); add(outSets, .didDisappear, plain)
            case .pageCurl:
                add(outSets, .didDisappear, plain); add(inSets, .didAppear, inFlags)
            }
            for c in arriving { plan.did.append(.didMove(c, parent: page)) }
            for c in leaving { plan.did.append(.leavePage(c, page: page)) }
        } else {
            // R127: the swipe let go early takes the appearance back, in the style's order.
            switch style {
            case .scroll:
                add(outSets, .willAppear, plain); add(outSets, .didAppear, plain)
                add(inSets, .willDisappear, plain); add(inSets, .didDisappear, plain)
            case .pageCurl:
                add(inSets, .willDisappear, plain); add(outSets, .willAppear, plain)
                add(inSets, .didDisappear, plain); add(outSets, .didAppear, plain)
            }
            for c in arriving { plan.did.append(.leavePage(c, page: page)) }
        }
        if delegate {
            let previous = finish ? leaving : old
            plan.did.append(.pageDidFinishAnimating(page, previous: previous.first, previous2: previous.count > 1 ? previous[1] : nil,
                                                    completed: finish))
        }
        if animated && live { plan.duration = 0.35 }
        plan.isTransition = true
        return plan
    }

    /// A page leaving its page view controller at the end of a change (R122, R127):
    /// `willMove(toParent: nil)`, its view out, `didMove(toParent: nil)` (removeFromParent).
    mutating func leavePage(_ c: VCID, page: VCID) {
        guard nodes[c]?.parent == page else { return }
        nodes[c]!.movingFromParent = true
        emit(c, .willMoveToParent(parent: nil))
        nodes[page]!.children.removeAll { $0 == c }
        nodes[c]!.parent = nil
        nodes[c]!.viewHost = nil
        nodes[c]!.movingToParent = false
        nodes[c]!.movingFromParent = false
        emit(c, in: nodes[c]!.window, .didMoveToParent(parent: nil))
        setWindow(subtree(c), nil)
    }
}
