extension Hierarchy {
    /// The flat pre-order tree (see `TreeEntry`) rooted at `vc`, in or out of a window;
    /// empty for an unknown id. Used for `vc.instantiate`'s `tree`.
    public func tree(rootedAt vc: VCID) -> [TreeEntry] {
        guard controller(vc) != nil else { return [] }
        return treeEntries(from: vc)
    }
}
