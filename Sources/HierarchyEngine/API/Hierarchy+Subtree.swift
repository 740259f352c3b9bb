extension Hierarchy {
    /// The flat pre-order tree (see `TreeEntry`) rooted at `vc`, in or out of a window;
    /// empty for an unknown id. Used for `vc.instantiate`'s `tree`.
    public func subtree(_ vc: VCID) -> [TreeEntry] {
        [] // TODO(lead): implement once the engine's tree walk lands.
    }
}
