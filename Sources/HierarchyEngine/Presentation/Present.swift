/// `present(_:animated:completion:)` (R44-R63): validation with UIKit's messages, the
/// presentation-context search, links (R49, R50) and the callback order (R51, R52).
extension Hierarchy {
    /// R45/R46: who actually presents `vc` for a request from `caller` with effective `style`.
    @inline(__always)
    func actualPresenter(caller: VCID, style: PresentationStyle) -> VCID {
        nodes.actualPresenter(caller: caller, style: style)
    }

    /// `didAtOnce`: the caller concludes the plan right away (`apply` through `run`), so an
    /// unanimated presentation runs its did phase here instead of returning it as steps.
    mutating func present(caller a: VCID, vc b: VCID, animated: Bool, style: PresentationStyle?,
                          transition: TransitionStyle?, didAtOnce: Bool = false) throws(EngineError) -> Plan {
        guard nodes.contains(a) else { throw EngineError(.notFound, "no view controller \(a)") }
        guard nodes.contains(b) else { throw EngineError(.notFound, "no view controller \(b)") }
        var bd: String { describe(b) }
        var ad: String { describe(a) }
        if b == a || isActive(b) || (hasDescendants(b) && isAbove(b, a)) {
            throw EngineError(.invalidState, "\(bd) is already active in the hierarchy",
                              uikit: activeControllerText(b, caller: a), raises: true)
        }
        // b's own styles in one access (each `nodes[existing:]` checks the id again).
        let (ownStyle, ownTransition) = nodes.withExisting(b) { ($0.pointee.modalPresentationStyle, $0.pointee.modalTransitionStyle) }
        let requested = style ?? ownStyle
        if requested == .none {
            throw EngineError(.unsupported, "modalPresentationStyle 'none' is only an adaptivity answer",
                              uikit: "The specified modal presentation style doesn't have a corresponding presentation controller.",
                              raises: true)
        }
        guard let w = nodes[existing: a].window else {
            throw EngineError(.invalidState, "\(ad) is not in a window",
                              uikit: notInWindowText(b, on: actualPresenter(caller: a, style: resolveAutomatic(requested)), from: a),
                              raises: false)
        }
        let win = windowTable[w]
        let traits = windowTraits(win)
        let eff = effectiveStyle(requested, for: b, traits: traits)
        // The top of a's chain, walked once: the presenter of every style but the context ones
        // (`actualPresenter`'s fallback), and what the partialCurl and popover checks read.
        let topA = chainTop(a)
        let p = Hierarchy.isContextStyle(eff) ? actualPresenter(caller: a, style: eff) : topA
        if !pending.isEmpty {   // (the check's texts capture a copy of the hierarchy: made only when needed)
            try checkNotPending(w, "Attempt to present \(bd) on \(ad)", uikit: presentationInProgressText(b, on: p, from: a))
        }
        if let c = reportedPresented(a) {
            throw EngineError(.invalidState, "\(ad) is already presenting \(describe(c))",
                              uikit: alreadyPresentingText(b, on: nodes[c]?.presenting ?? p, from: a, presenting: c), raises: false)
        }
        if nodes.contains(p), let c = nodes[existing: p].presented {
            throw EngineError(.invalidState, "\(describe(p)) is already presenting \(describe(c))",
                              uikit: alreadyPresentingText(b, on: p, from: a, presenting: c), raises: false)
        }
        var ts = transition ?? ownTransition
        if Hierarchy.isContextStyle(eff), nodes[p]!.props.providesPresentationContextTransitionStyle {
            ts = nodes[existing: p].modalTransitionStyle   // R48
        }
        if ts == .partialCurl, eff != .fullScreen {   // R59
            throw EngineError(.unsupported, "partialCurl needs a fullScreen presentation (style is \(eff.rawValue))",
                              uikit: partialCurlNotFullScreenText(b),
                              raises: true)
        }
        if nodes.contains(topA), nodes[existing: topA].transitionStyle == .partialCurl {
            throw EngineError(.unsupported, "a controller presented with partialCurl cannot present",
                              uikit: "Application tried to present a view controller from a controller presented with UIModalTransitionStylePartialCurl.",
                              raises: true)
        }
        // chainTop(p) is p itself when p is a's chain top (nothing above it).
        let inPopover = p == topA ? nodes.contains(topA) && nodes[existing: topA].style == .popover : isInPopover(p)
        if eff == .currentContext, inPopover, ts != .coverVertical {   // R60
            throw EngineError(.unsupported, "inside a popover currentContext supports only coverVertical",
                              uikit: "Application tried to present inside popover with a transition style other than UIModalTransitionStyleCoverVertical",
                              raises: true)
        }
        if eff == .popover, !nodes[existing: b].popoverAnchor {   // R61
            throw EngineError(.unsupported, "popover presentation of \(bd) has no anchor",
                              uikit: "UIPopoverPresentationController (<UIPopoverPresentationController>) should have a non-nil sourceView or barButtonItem set before the presentation occurs.",
                              raises: true)
        }
        // One buffer for the controllers moving into the window (b and everything below it), the
        // covered shown set and the appearing one, in that order: no array for each of them.
        // (Given back before each exit, not in a `defer`: that would copy the returned plan.)
        var ids = takeIDBuffer()
        subtree(b, into: &ids)
        let moving = 0..<ids.count
        if (win?.controllerCount ?? 0) + moving.count > configuration.maxControllersPerWindow {
            giveBackIDBuffer(consume ids)
            throw EngineError(.limitExceeded, "window \(w) would exceed \(configuration.maxControllersPerWindow) controllers")
        }
        // Mutate.
        ctxWindow = w
        if isDetached(p) { warn(p, .w1, detachedPresenterText(b, on: p)) }   // W1
        let removes = Hierarchy.removesPresenterViews(eff) && !inPopover   // R51, R23
        let live = nodes[existing: p].appearance == .appeared && win!.visible
        if removes && live { shownSet(from: p, only: .appeared, into: &ids) }
        let covered = moving.upperBound..<ids.count
        nodes.modifyExisting(b, p) { nb, np in
            nb.pointee.beginPresentation(by: p, caller: a, requested: requested, style: eff, transition: ts, removesPresenter: removes)
            np.pointee.presented = b
        }
        if setWindow(ids, moving, w) { adaptSplits(in: ids[moving], traits: traits, emitting: false) }
        if !nodes[existing: b].viewLoaded { loadView(b) }   // (no call for a loaded view)
        let flags = EngineEvent.Appearance(animated: animated && live, isBeingPresented: true)
        let anim = EngineEvent.Appearance(animated: animated && live)
        emitAll(ids, covered, .willDisappear, anim)
        if live { shownSet(from: b, into: &ids) }
        let appear = covered.upperBound..<ids.count
        emitAll(ids, appear, .willAppear, flags)
        if didAtOnce && !(animated && live) {
            // What `conclude` would do with the steps below at once, without making them (the
            // steps' array, its appends and the walk over it cost ≈ 100 instructions a present).
            emitAll(ids, appear, .didAppear, flags)
            emitAll(ids, covered, .didDisappear, anim)
            // (`emit(_:_:)` inlined: its call cost as much as the append)
            emit(b, in: nodes[existing: b].window, .presentationCompleted(presenter: p))
            giveBackIDBuffer(consume ids)
            return Plan(result: .presented(vc: b, presenter: p, style: eff), isTransition: true)
        }
        var did = takeStepBuffer()
        did.reserveCapacity(appear.count + covered.count + 1)
        steps(ids, appear, .didAppear, flags, into: &did)
        steps(ids, covered, .didDisappear, anim, into: &did)
        did.append(.presentationCompleted(b, presenter: p))
        giveBackIDBuffer(consume ids)
        return Plan(did: did, result: .presented(vc: b, presenter: p, style: eff),
                    duration: animated && live ? 0.5 : nil, isTransition: true)
    }
}

extension NodeTable {
    /// `Hierarchy.actualPresenter`, on the table alone (a call of the hierarchy's own method
    /// copied the whole hierarchy; Model/NodeWalks.swift).
    func actualPresenter(caller: VCID, style: PresentationStyle) -> VCID {
        if Hierarchy.isContextStyle(style) {
            var cur: VCID? = caller
            while let c = cur, contains(c) {
                let (defines, parent) = withExisting(c) { ($0.pointee.definesPresentationContext, $0.pointee.parent) }
                if defines { return c }
                cur = parent
            }
        }
        // Full-screen styles (and the context fallback, [inf] R12/R46): the top of the caller's
        // parent chain: the window's root or a presented controller covering the screen.
        return chainTop(caller)
    }
}
