import WireProtocol

/// Custom-container methods (docs/protocol.md *Methods › View controllers*: `vc.addChild`,
/// `vc.removeFromParent`, `vc.transition`).
extension ProsceniumConnection {
    /// `vc.addChild`; `steps` (default all three) reproduces a container that forgets one.
    public func addChild(_ child: String, to parent: String, steps: [String]? = nil, queue: Bool? = nil) async throws(ClientError) {
        var p: JSONObject = ["parent": .string(parent), "child": .string(child)]
        p.set("steps", steps)
        p.set("queue", queue)
        try await invokeEmpty("vc.addChild", p)
    }

    /// `vc.removeFromParent`.
    public func removeFromParent(_ vc: String, steps: [String]? = nil, queue: Bool? = nil) async throws(ClientError) {
        var p: JSONObject = ["vc": .string(vc)]
        p.set("steps", steps)
        p.set("queue", queue)
        try await invokeEmpty("vc.removeFromParent", p)
    }

    /// `vc.transition` between two children of `parent`.
    public func transition(
        parent: String, from: String, to: String, duration: Double? = nil, animated: Bool? = nil, queue: Bool? = nil
    ) async throws(ClientError) {
        var p: JSONObject = ["parent": .string(parent), "from": .string(from), "to": .string(to)]
        p.set("duration", duration)
        p.set("animated", animated)
        p.set("queue", queue)
        try await invokeEmpty("vc.transition", p)
    }
}
