/// A storyboard controller instantiated and used — presented, pushed — in one step (what a
/// client that names a scene to present or push means): the instantiation runs on a copy of the
/// hierarchy that is kept only when the use is accepted, as segues do (R81), so a refused
/// presentation or push leaves no controller behind. Identifiers taken by a refused attempt are
/// not issued again.
extension Hierarchy {
    mutating func instantiate(storyboard: String, identifier: String?, then use: InstantiatedUse) throws(EngineError) -> Plan {
        guard nodes.contains(use.actor) else { throw EngineError(.notFound, "no view controller \(use.actor)") }
        var copy = self
        let vc = try copy.instantiateTemplate(storyboard: storyboard, identifier: identifier)
        var plan = try copy.run(use.operation(on: vc))
        // A use whose result does not name the new controller (a push answers {}) answers {vc}.
        if plan.result == .none { plan.result = .controller(vc) }
        self = copy
        return plan
    }
}
