/// Hierarchies as values that branch: a state kept as a value and each next step applied to a
/// copy of it (`prosc explore` in process).
extension Hierarchy {
    /// A copy of this hierarchy that mints its own identifiers, continuing after the last ones
    /// this hierarchy's source issued. Copying is cheap (the controller table is shared until
    /// written, a chunk of 64 controllers at a time); what the copy then instantiates does not
    /// advance this hierarchy's counters, so identifiers along a chain of branches grow with
    /// the chain's own work, not with every sibling's — and the controller table, indexed by
    /// identifier, stays as small as the window's history. Two branches of one hierarchy may
    /// issue the same identifier, each in its own world; never mix their identifiers.
    public func branch() -> Hierarchy {
        var copy = self
        copy.ids = IDSource(after: ids.lastIssued)
        return copy
    }
}
