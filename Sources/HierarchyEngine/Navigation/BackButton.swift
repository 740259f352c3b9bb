/// The user's tap on a navigation bar's back button (uikit-rules R169): the animated pop of
/// R39, unless the top controller's `navigationItem.hidesBackButton` leaves no button to tap.
extension Hierarchy {
    mutating func tapBackButton(nav: VCID) throws(EngineError) -> Plan {
        _ = try navNode(nav)
        if let refusal = backButtonRefusal(nav: nav) { throw refusal }
        return try pop(nav: nav, animated: true)
    }

    /// Why a user cannot tap the back button of `nav` (a navigation controller), or nil when
    /// they can: a transition in progress in its window, nothing above the root (no back
    /// button), the top controller hides it (R169), or `nav` is not on screen / covered.
    /// The check `tapBackButton` throws; other parts (explore) ask it.
    public func backButtonRefusal(nav: VCID) -> EngineError? {
        guard let n = nodes[nav] else { return EngineError(.notFound, "no view controller \(nav)") }
        guard n.kind == .navigation else { return EngineError(.invalidParams, "\(describe(nav)) is not a navigation controller") }
        do throws(EngineError) {
            try checkNotPending(n.window, "Tapping the back button of \(describe(nav))")
            guard n.children.count > 1 else {
                throw EngineError(.invalidState, "\(describe(nav)) shows no back button: nothing is above its root")
            }
            let top = n.children[n.children.count - 1]
            if nodes[top]!.props.hidesBackButton {
                throw EngineError(.invalidState, "\(describe(nav)) shows no back button: its top \(describe(top)) hides it (navigationItem.hidesBackButton)")
            }
            try checkUserReachable(nav, what: "tapping the back button of \(describe(nav))")
        } catch {
            return error
        }
        return nil
    }
}
