/// The user's back swipe on a navigation controller (`interactivePopGestureRecognizer`, iOS 7+;
/// uikit-rules R106, R107): one operation with its outcome. Finished, it is the animated pop of
/// R39/R42; cancelled (the finger lifted too early), the stack stays and the appearance
/// callbacks begun by the swipe are taken back: top `vWD`, below `vWA`, then below `vWD`,
/// `vDD`, top `vWA`, `vDA`; a navigation delegate heard `willShow` for the controller below when
/// the swipe began and hears nothing more (R111a).
extension Hierarchy {
    mutating func interactivePop(nav: VCID, outcome: InteractiveOutcome) throws(EngineError) -> Plan {
        let n = try navNode(nav)
        if let refusal = backSwipeRefusal(nav: nav) { throw refusal }
        if outcome == .finish { return try pop(nav: nav, animated: true) }
        // R107: the cancelled swipe. No containment callbacks: the stack never changed [inf].
        ctxWindow = n.window
        let top = n.children[n.children.count - 1]
        let below = n.children[n.children.count - 2]
        let topSet = shownSet(from: top, only: .appeared)
        loadView(below)
        let belowSet = shownSet(from: below, except: .appeared)
        let leaving = EngineEvent.Appearance(animated: true, isMovingFromParent: true)
        emitAll(topSet, .willDisappear, leaving)
        emitAll(belowSet, .willAppear, .init(animated: true))
        // R111a: the delegate hears willShow for the controller below when the swipe begins
        // (after the will phase, as R111), and nothing when the swipe is cancelled.
        if n.delegateEvents { emit(nav, .navigationControllerWillShow(viewController: below, animated: true)) }
        var plan = Plan()
        plan.did = steps(belowSet, .willDisappear, .init(animated: true)) + steps(belowSet, .didDisappear, .init(animated: true))
            + steps(topSet, .willAppear, .init(animated: true)) + steps(topSet, .didAppear, .init(animated: true))
        plan.duration = 0.35
        plan.isTransition = true
        plan.result = .popped([])
        return plan
    }

    /// Why a user's back swipe on `nav` (a navigation controller) would be refused, or nil when
    /// they can swipe back: a transition in progress in its window, nothing above the root, or
    /// not on screen / covered (`unreachable`). The one check `interactivePop` throws and
    /// `userGestures` (what `tree` lists) asks.
    public func backSwipeRefusal(nav: VCID) -> EngineError? {
        guard let n = nodes[nav] else { return EngineError(.notFound, "no view controller \(nav)") }
        do throws(EngineError) {
            try checkNotPending(n.window, "Swiping back on \(describe(nav))")
            guard n.children.count > 1 else {
                throw EngineError(.invalidState, "\(describe(nav)) has nothing to pop: the back swipe needs a controller above the root")
            }
            if n.props.interactivePopGestureEnabled == false {   // R170
                throw EngineError(.invalidState, "the back swipe on \(describe(nav)) is not possible: its interactivePopGestureRecognizer is disabled (isEnabled false)")
            }
            let top = n.children[n.children.count - 1]
            if nodes[top]!.props.hidesBackButton {   // R169
                throw EngineError(.invalidState, "the back swipe on \(describe(nav)) is not possible: its top \(describe(top)) hides the back button (navigationItem.hidesBackButton), which turns the swipe off too")
            }
            try checkUserReachable(nav, what: "the back swipe on \(describe(nav))")
        } catch {
            return error
        }
        return nil
    }

    /// Why a user cannot touch `vc`, or nil when they can: it has appeared in a visible window
    /// and nothing is presented over it (from it or a controller above it). The gestures' checks
    /// (back swipe, pull-down, tab tap) share it and word the refusal each their own way.
    enum Unreachable {
        /// Not on screen: its appearance state, and whether its window is visible.
        case notOnScreen(AppearanceState, windowVisible: Bool)
        /// Covered by this presented controller.
        case covered(by: VCID)
    }

    func unreachable(_ vc: VCID) -> Unreachable? {
        let n = nodes[vc]!
        let visible = n.window.flatMap { windowTable[$0]?.visible } ?? false
        guard visible, n.appearance == .appeared else { return .notOnScreen(n.appearance, windowVisible: visible) }
        var cur: VCID? = vc
        while let c = cur {
            // R168: an undimmed sheet leaves what is under it to the user's touch.
            if let p = nodes[c]?.presented, !leavesPresenterReachable(p) { return .covered(by: p) }
            cur = nodes[c]?.parent
        }
        return nil
    }

    /// What a user can touch (`unreachable` is nil), else `what()` is refused with -32003.
    func checkUserReachable(_ vc: VCID, what: @autoclosure () -> String) throws(EngineError) {
        guard let why = unreachable(vc) else { return }
        throw EngineError(.invalidState, "\(what()) is not possible: \(describe(vc)) \(reason(why, owner: "it"))")
    }

    /// `why` as a refusal words it after its subject: `is not on screen (it is disappeared, in no
    /// visible window)`, where `owner` is what has that appearance state (`it`, `its controller`);
    /// `is covered by the presented …`.
    func reason(_ why: Unreachable, owner: String) -> String {
        switch why {
        case .notOnScreen(let appearance, let visible):
            "is not on screen (\(owner) is \(appearance.rawValue)\(visible ? "" : ", in no visible window"))"
        case .covered(let p):
            "is covered by the presented \(describe(p))"
        }
    }
}
