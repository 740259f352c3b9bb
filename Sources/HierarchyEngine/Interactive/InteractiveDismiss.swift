/// The user pulling a sheet down (iOS 13+, uikit-rules R108-R110): only a page or form sheet,
/// only the top presentation. `isModalInPresentation` stops it with
/// `presentationControllerDidAttemptToDismiss`; otherwise the delegate's
/// `presentationControllerShouldDismiss` (the presented controller's property of that name)
/// answers — false also ends in `…DidAttemptToDismiss` — then `…WillDismiss`, the dismissal's
/// callbacks and, when the animation ends, `…DidDismiss` (no completion handler: no code called
/// `dismiss`). Cancelled (the sheet springs back), the disappearance begun is taken back and
/// `…DidDismiss` never comes.
extension Hierarchy {
    mutating func interactiveDismiss(_ vc: VCID, outcome: InteractiveOutcome) throws(EngineError) -> Plan {
        try requireNode(vc)
        if let refusal = pullDownRefusal(vc) { throw refusal }
        let sheet = chainTop(vc)
        let presenter = nodes[sheet]!.presenting!
        ctxWindow = nodes[sheet]!.window
        let props = nodes[sheet]!.props
        if props.isModalInPresentation {   // R109
            emit(sheet, .presentationControllerDidAttemptToDismiss)
            var p = Plan(); p.result = .dismissed([]); return p
        }
        emit(sheet, .presentationControllerShouldDismiss(result: props.presentationControllerShouldDismiss))   // R108
        guard props.presentationControllerShouldDismiss else {
            emit(sheet, .presentationControllerDidAttemptToDismiss)
            var p = Plan(); p.result = .dismissed([]); return p
        }
        emit(sheet, .presentationControllerWillDismiss)
        if outcome == .finish {
            var plan = dismissPresentation(of: presenter, animated: true)
            plan.did.removeAll { if case .dismissalCompleted = $0 { return true } else { return false } }
            plan.did.append(.presentationDidDismiss(sheet))   // R108: after the animation
            return plan
        }
        // R110: cancelled, the sheet springs back.
        let shown = shownSet(from: sheet, only: .appeared)
        let flags = EngineEvent.Appearance(animated: true, isBeingDismissed: true)
        emitAll(shown, .willDisappear, flags)
        var plan = Plan()
        plan.did = steps(shown, .willAppear, .init(animated: true)) + steps(shown, .didAppear, .init(animated: true))
        plan.duration = 0.5
        plan.isTransition = true
        plan.result = .dismissed([])
        return plan
    }

    /// Why a user's pull on the presentation that holds `vc` would be refused, or nil when they
    /// can pull it (R108: not presented, a transition in progress, before iOS 13, not a page
    /// or form sheet, not the top presentation, not on screen). Nil does not mean the sheet
    /// goes: `isModalInPresentation` (R109) or the delegate's `presentationControllerShouldDismiss`
    /// hold it (`pullDownDismisses`). The one check `interactiveDismiss` throws and
    /// `userGestures` (what `tree` lists) asks.
    public func pullDownRefusal(_ vc: VCID) -> EngineError? {
        guard nodes.contains(vc) else { return EngineError(.notFound, "no view controller \(vc)") }
        let sheet = chainTop(vc)
        do throws(EngineError) {
            guard nodes[sheet]!.presenting != nil else {
                throw EngineError(.invalidState, "\(describe(vc)) is not presented: there is no sheet to pull down")
            }
            try checkNotPending(nodes[sheet]!.window, "Pulling down \(describe(sheet))")
            guard configuration.ios >= .ios13 else {
                throw EngineError(.unsupported, "iOS \(configuration.ios) has no pull-down dismissal: card sheets came with iOS 13 (\(describe(sheet)) is presented full screen)")
            }
            let style = nodes[sheet]!.style ?? .fullScreen
            guard style == .pageSheet || style == .formSheet else {
                throw EngineError(.invalidState, "\(describe(sheet)) is presented \(style.rawValue): only a page or form sheet can be pulled down")
            }
            for v in subtree(sheet) {
                if let p = nodes[v]?.presented {
                    throw EngineError(.invalidState, "\(describe(sheet)) is not the top presentation: \(describe(v)) presents \(describe(p))")
                }
            }
            try checkUserReachable(sheet, what: "pulling down \(describe(sheet))")
        } catch {
            return error
        }
        return nil
    }

    /// Whether a finished pull on the presentation holding `vc` dismisses it: the pull is
    /// allowed (`pullDownRefusal` is nil) and neither `isModalInPresentation` (R109) nor the
    /// delegate's `presentationControllerShouldDismiss` (R108) holds the sheet.
    public func pullDownDismisses(_ vc: VCID) -> Bool {
        guard pullDownRefusal(vc) == nil else { return false }
        let props = nodes[chainTop(vc)]!.props
        return !props.isModalInPresentation && props.presentationControllerShouldDismiss
    }
}
