/// A storyboard controller instantiated and used — presented, pushed, shown — in one step (what
/// a client that names a scene to present, push or show means): the instantiation runs on a copy
/// of the hierarchy that is kept only when the use is accepted, as segues do (R81), so a refused
/// presentation, push or show leaves no controller behind. Identifiers taken by a refused
/// attempt are not issued again.
extension Hierarchy {
    mutating func instantiate(storyboard: String, identifier: String?, then use: InstantiatedUse) throws(EngineError) -> Plan {
        guard nodes.contains(use.actor) else { throw EngineError(.notFound, "no view controller \(use.actor)") }
        var copy = self
        let vc = try copy.instantiateTemplate(storyboard: storyboard, identifier: identifier)
        var plan = try copy.run(use.operation(on: vc))
        // The result names the new controller: a push answers {vc}, a show {vc, action, container}.
        switch plan.result {
        case .none: plan.result = .controller(vc)
        case .shown(let action, let container, _): plan.result = .shown(action: action, container: container, vc: vc)
        default: break
        }
        self = copy
        return plan
    }
}
