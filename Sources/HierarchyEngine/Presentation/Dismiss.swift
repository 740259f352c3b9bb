/// `dismiss(animated:completion:)` (R64-R69): forwarding to the presenter, stacks dismissed
/// with only the top animating, the revealed presenter's callbacks (R53) and R68's no-op.
extension Hierarchy {
    /// R65: the presenter whose presentation `x.dismiss` ends, or nil (R68).
    @inline(__always)   // see Model/Lookup.swift
    func dismissTarget(_ x: VCID) -> VCID? {
        var cur: VCID? = x
        while let c = cur, nodes.contains(c) {
            if nodes[existing: c].presented != nil { return c }
            cur = nodes[existing: c].parent
        }
        let top = chainTop(x)
        return nodes.contains(top) ? nodes[existing: top].presenting : nil
    }

    /// `didAtOnce`: as `present(…didAtOnce:)`, an unanimated dismissal runs its did phase here.
    mutating func dismiss(_ x: VCID, animated: Bool, didAtOnce: Bool = false) throws(EngineError) -> Plan {
        try requireNode(x)
        guard let p = dismissTarget(x), nodes.contains(p), nodes[existing: p].presented != nil else {
            var plan = Plan(); plan.result = .dismissed([])   // R68
            return plan
        }
        if !pending.isEmpty {   // (the check's texts capture a copy of the hierarchy: made only when needed)
            try checkNotPending(nodes[existing: p].window, "Attempt to dismiss from view controller \(describe(x))",
                                uikit: dismissalInProgressText(x))
        }
        return dismissPresentation(of: p, animated: animated, didAtOnce: didAtOnce)
    }

    /// Dismisses everything `p` presents (R66, R67). `didAtOnce`: the caller concludes the plan
    /// right away, so an unanimated dismissal runs its did phase here, in the steps' order.
    mutating func dismissPresentation(of p: VCID, animated: Bool, didAtOnce: Bool = false) -> Plan {
        let (presented, window) = nodes.withExisting(p) { ($0.pointee.presented, $0.pointee.window) }   // (one access)
        let d = presented!
        ctxWindow = window
        var chain = takeDismissedBuffer()
        chain.append(d)
        var top = d
        while nodes.contains(top), let n = nodes[existing: top].presented {
            chain.append(n)
            top = n
        }
        let visible = ctxWindow.flatMap { windowTable[$0]?.visible } ?? false
        let live = visible && nodes[existing: top].appearance == .appeared
        // One buffer for the shown sets: the top's, the middles' (bottom first in `middles`) and
        // the revealed one, in that order: no array for each of them. (Given back before the
        // return, not in a `defer`: that would copy the returned plan.)
        var ids = takeIDBuffer()
        if live { shownSet(from: top, only: .appeared, into: &ids) }
        let topSet = 0..<ids.count
        var middles: [Range<Int>] = []
        for i in stride(from: chain.count - 2, through: 0, by: -1) {   // chain.dropLast().reversed(), by index
            let m = chain[i]
            let start = ids.count
            shownSet(from: m, skipPresentedOf: m, only: .appeared, into: &ids)
            if ids.count > start { middles.append(start..<ids.count) }
        }
        let revealedStart = ids.count
        if nodes[existing: d].removesPresenter && live { shownSet(from: p, skipPresentedOf: p, only: .disappeared, into: &ids) }
        let revealed = revealedStart..<ids.count
        let anim = animated && live
        let dflags = EngineEvent.Appearance(animated: anim, isBeingDismissed: true)
        emitAll(ids, topSet, .willDisappear, dflags)
        for m in middles { emitAll(ids, m, .willDisappear, .init(animated: false, isBeingDismissed: true)) }
        emitAll(ids, revealed, .willAppear, .init(animated: anim))
        if didAtOnce && !anim {
            for i in stride(from: chain.count - 2, through: 0, by: -1) { unpresent(chain[i]) }
            unpresent(p)
            emitAll(ids, revealed, .didAppear, .init(animated: anim))
            for m in middles.reversed() { emitAll(ids, m, .didDisappear, .init(animated: false, isBeingDismissed: true)) }
            emitAll(ids, topSet, .didDisappear, dflags)
            emit(d, in: nodes.contains(d) ? nodes[existing: d].window : nil, .dismissalCompleted)   // (`emit(_:_:)` inlined)
            giveBackIDBuffer(consume ids)
            keepDismissedBuffer(chain)
            return Plan(result: .dismissed(chain), isTransition: true)
        }
        var did = takeStepBuffer()
        did.reserveCapacity(chain.count + ids.count + 1)
        // R53: links cleared before the dismissed controller's viewDidDisappear.
        for i in stride(from: chain.count - 2, through: 0, by: -1) { did.append(.unpresent(presenter: chain[i])) }
        did.append(.unpresent(presenter: p))
        steps(ids, revealed, .didAppear, .init(animated: anim), into: &did)
        for m in middles.reversed() { steps(ids, m, .didDisappear, .init(animated: false, isBeingDismissed: true), into: &did) }
        steps(ids, topSet, .didDisappear, dflags, into: &did)
        did.append(.dismissalCompleted(d))
        giveBackIDBuffer(consume ids)
        keepDismissedBuffer(chain)
        return Plan(did: did, result: .dismissed(chain), duration: anim ? 0.5 : nil, isTransition: true)
    }

    /// Breaks `presenter -> presented` and takes the presented subtree out of the window.
    mutating func unpresent(_ presenter: VCID) {
        guard nodes.contains(presenter), let d = nodes[existing: presenter].presented else { return }
        // A presented leaf leaves its window in the same access (`setWindow(subtreeOf:)`'s leaf
        // case: another access to the node, with its uniqueness checks); `old` is nil otherwise.
        let old: WindowID?? = nodes.modifyExisting(presenter, d) { np, nd in
            np.pointee.presented = nil
            nd.pointee.endPresentation()
            guard nd.pointee.children.isEmpty, nd.pointee.guests.isEmpty, nd.pointee.presented == nil else { return nil }
            let old = nd.pointee.window
            nd.pointee.window = nil
            return .some(old)
        }
        guard let old else { return setWindow(subtreeOf: d, nil) }
        if old != nil { moveControllerCount(1, from: old, to: nil) }
    }

    /// R62: a tap outside a popover dismisses it unless `isModalInPopover`.
    public mutating func tapOutsidePopover(_ vc: VCID) throws(EngineError) -> Outcome {
        revision &+= 1
        outCount = 0
        ctxWindow = nil
        try requireNode(vc)
        let top = chainTop(vc)
        guard nodes[top]?.style == .popover, let p = nodes[top]?.presenting else {
            throw EngineError(.invalidParams, "\(describe(vc)) is not in a popover")
        }
        if nodes[top]!.props.isModalInPopover {
            return Outcome(events: [], status: .completed(.dismissed([])))
        }
        try checkNotPending(nodes[p]?.window, "Attempt to dismiss from view controller \(describe(vc))",
                            uikit: dismissalInProgressText(vc))
        return conclude(dismissPresentation(of: p, animated: true))
    }
}
