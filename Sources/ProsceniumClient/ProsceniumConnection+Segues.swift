import WireProtocol

/// Segue methods (docs/protocol.md *Methods › Segues and unwinding*:
/// `segue.perform`, `vc.segues`, `segue.unwind`).
extension ProsceniumConnection {
    /// `segue.perform` with an identifier: `performSegue(withIdentifier:sender:)` from code.
    public func performSegue(identifier: String, from source: String, sender: JSON? = nil, queue: BoolOrString? = nil) async throws(ClientError) -> SeguePerformed {
        try await calls.seguePerform(source: source, identifier: identifier, sender: sender, queue: queue)
    }

    /// `segue.perform` with the segue's XML id: a user tapping its trigger
    /// (`shouldPerformSegue` is consulted).
    public func performSegue(segue: String, from source: String, sender: JSON? = nil, queue: BoolOrString? = nil) async throws(ClientError) -> SeguePerformed {
        try await calls.seguePerform(source: source, segue: segue, sender: sender, queue: queue)
    }

    /// `vc.segues`: the segues the controller's scene declares.
    public func segues(of vc: String) async throws(ClientError) -> [SegueInfo] {
        (try await calls.vcSegues(vc: vc)).segues
    }

    /// `segue.unwind`: as an exit-linked control whose unwind action is `action` would.
    public func unwind(from source: String, action: String, queue: BoolOrString? = nil) async throws(ClientError) -> Unwound {
        try await calls.segueUnwind(source: source, action: action, queue: queue)
    }
}
