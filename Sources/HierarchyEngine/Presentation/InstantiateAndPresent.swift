/// A storyboard controller instantiated and presented in one step (what a client that names a
/// scene to present means): the instantiation runs on a copy of the hierarchy that is kept
/// only when the presentation is accepted, as segues do (R81), so a refused presentation leaves
/// no controller behind. Identifiers taken by a refused attempt are not issued again.
extension Hierarchy {
    mutating func instantiateAndPresent(presenter: VCID, storyboard: String, identifier: String?, animated: Bool,
                                        style: PresentationStyle?, transition: TransitionStyle?) throws(EngineError) -> Plan {
        guard nodes.contains(presenter) else { throw EngineError(.notFound, "no view controller \(presenter)") }
        var copy = self
        let vc = try copy.instantiateTemplate(storyboard: storyboard, identifier: identifier)
        let plan = try copy.present(caller: presenter, vc: vc, animated: animated, style: style, transition: transition)
        self = copy
        return plan
    }
}
