import HierarchyNaming

/// The controllers a flow's names can mean at one moment: those in windows (the tree) and
/// those the flow made that are in no window. A name is looked up among the controllers in
/// windows first; only when none there has it, among the flow's controllers in no window —
/// so a controller that was dismissed or popped never makes a name ambiguous.
struct FlowNames {
    var inWindows: [ControllerResolver.Candidate]
    var detached: [ControllerResolver.Candidate]

    /// The id `name` stands for, or an error saying why none or which several.
    func resolve(_ name: String) throws(ControllerReferenceError) -> String {
        if ControllerResolver.isID(name) { return name }
        let pool = ControllerResolver.matches(name, among: inWindows).isEmpty && !ControllerResolver.matches(name, among: detached).isEmpty
            ? detached : inWindows
        return try ControllerResolver.resolve(name, among: pool, scope: pool.isEmpty || pool == inWindows ? "the hierarchy" : "the flow's controllers in no window",
                                              hint: "")
    }

    /// The name that means `vc` alone (its label), or its id when the label would not.
    func name(of vc: String) -> String {
        guard let c = (inWindows + detached).first(where: { $0.vc == vc }) else { return vc }
        return (try? resolve(c.label)) == vc ? c.label : vc
    }
}
