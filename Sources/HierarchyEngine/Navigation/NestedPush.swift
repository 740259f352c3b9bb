/// UIKit's nested push (issue 23 §3, uikit-rules W3/W4): an animated push onto a navigation
/// controller whose own push animation is still running. UIKit has no queue: it logs "nested
/// push animation can result in (a) corrupted navigation bar", applies the push at once, and
/// when the running animation ends logs "Unbalanced calls to begin/end appearance transitions"
/// for the controller it was bringing in and "Finishing up a navigation transition in an
/// unexpected state…" (the three lines in this order: cobaltians/Cobalt#18, 2014;
/// ChatSecure/ChatSecure-iOS#597, 2016 — [emp]). The callbacks are [inf]: no public log lists
/// them; the engine keeps every controller balanced (R15).
extension Hierarchy {
    /// A request that does not wait for the window's running transition (`queue: "uikit"`):
    /// an animated push onto the navigation controller whose push animation runs is applied at
    /// once, as UIKit does; anything else is `apply`'s (refused while the window is busy).
    public mutating func applyAtOnce(_ op: Operation) throws(EngineError) -> Outcome {
        guard joinsRunningPush(op), case .push(let nav, let vc, _) = op, let w = nodes[nav]?.window,
              let running = pending[w], let intermediate = nodes[nav]?.children.last
        else { return try apply(op) }
        revision &+= 1
        outCount = 0
        if !warningsOut.isEmpty { warningsOut.removeAll() }
        if !isAppearingPending.isEmpty { isAppearingPending.removeAll(keepingCapacity: true) }
        ctxWindow = w
        try checkPushable(vc, nav: nav)
        try checkLimit(adding: vc, to: w)
        if busy[vc] != nil { try checkNotBusy(op) }
        nestedPush(nav: nav, vc: vc, over: intermediate, running: running, window: w)
        flushViewIsAppearing()   // the new top's view is in the window and laid out at once
        let events = takeEvents()
        return Outcome(events: events, status: .completed(.none), warnings: takeWarnings())
    }

    /// Whether `op` is what UIKit applies during a running transition: an animated push onto
    /// the navigation controller whose push animates in its window.
    public func joinsRunningPush(_ op: Operation) -> Bool {
        guard case .push(let nav, _, true) = op, let w = nodes[nav]?.window, let running = pending[w] else { return false }
        return running.pushedOnto == nav
    }

    /// W3, then: `vc` joins the stack (willMove, viewDidLoad); the controller the running push
    /// was bringing in turns back (viewWillDisappear, R15's reversal) and `vc` begins to appear.
    /// The running transition's end is rewritten: the intermediate controller's viewDidAppear
    /// becomes viewDidDisappear, then `vc`'s viewDidAppear and didMove(toParent:).
    private mutating func nestedPush(nav: VCID, vc: VCID, over intermediate: VCID, running: PendingTransition, window w: WindowID) {
        warn(nav, .w3, nestedPushText())
        nodes[vc]!.parent = nav
        nodes[vc]!.movingToParent = true
        emit(vc, .willMoveToParent(parent: nav))
        let reversed = shownSet(from: intermediate, only: .appearing)
        nodes[nav]!.children.append(vc)
        setWindow(subtree(vc), w)
        adaptSplits(in: subtree(vc), window: w, emitting: false)
        loadView(vc)
        let newSet = shownSet(from: vc, except: .appeared)
        emitAll(reversed, .willDisappear, EngineEvent.Appearance(animated: true))
        let toFlags = EngineEvent.Appearance(animated: true, isMovingToParent: true)
        emitAll(newSet, .willAppear, toFlags)
        var p = running
        p.did.removeAll { step in
            if case .appearance(let v, .didAppear, _) = step { return reversed.contains(v) }
            return false
        }
        let end = p.did.firstIndex { if case .didMove = $0 { return true } else { return false } } ?? p.did.count
        p.did.insert(contentsOf: steps(reversed, .didDisappear, EngineEvent.Appearance(animated: true))
                        + steps(newSet, .didAppear, toFlags), at: end)
        p.did.append(.didMove(vc, parent: nav))
        p.interrupted.append(intermediate)
        pending[w] = p
        for v in newSet { busy[v] = w }
        busy[vc] = w
    }

    /// W2 and W4 at the end of a push animation a nested push joined.
    mutating func warnNestedPushEnd(nav: VCID, interrupted: [VCID]) {
        for v in interrupted { warn(v, .w2, unbalancedAppearanceText(v)) }
        warn(nav, .w4, "Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.")
    }

    /// W3's text. Up to iOS 12: "nested push animation can result in corrupted navigation bar"
    /// (cobaltians/Cobalt#18, 2014; ChatSecure/ChatSecure-iOS#597, 2016; barrycenter/BAMEasyTable#4,
    /// 2012) — [emp]; iOS 13+: "… in a corrupted navigation bar" (HeroTransitions/Hero#638, 2019-11;
    /// nalexn/clean-architecture-swiftui#6, 2020-01) — [emp]. No source dates the change between
    /// iOS 10 and 13: the profile's 12 / 13+ split.
    func nestedPushText() -> String {
        configuration.ios >= .ios13
            ? "nested push animation can result in a corrupted navigation bar"
            : "nested push animation can result in corrupted navigation bar"
    }
}
