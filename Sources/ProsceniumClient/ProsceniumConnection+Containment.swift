import WireProtocol

/// Custom-container methods (docs/protocol.md *Methods › View controllers*: `vc.addChild`,
/// `vc.removeFromParent`, `vc.transition`).
extension ProsceniumConnection {
    /// `vc.addChild`; `steps` (default all three) reproduces a container that forgets one.
    public func addChild(_ child: String, to parent: String, steps: [String]? = nil, queue: BoolOrString? = nil) async throws(ClientError) {
        _ = try await calls.vcAddChild(parent: parent, child: child, steps: steps, queue: queue)
    }

    /// `vc.removeFromParent`.
    public func removeFromParent(_ vc: String, steps: [String]? = nil, queue: BoolOrString? = nil) async throws(ClientError) {
        _ = try await calls.vcRemoveFromParent(vc: vc, steps: steps, queue: queue)
    }

    /// `vc.transition` between two children of `parent`.
    public func transition(
        parent: String, from: String, to: String, duration: Double? = nil, animated: Bool? = nil, queue: BoolOrString? = nil
    ) async throws(ClientError) {
        _ = try await calls.vcTransition(parent: parent, from: from, to: to, duration: duration, animated: animated, queue: queue)
    }
}
