import WireProtocol

/// `tree` (docs/protocol.md *Methods › The hierarchy*).
extension ProsceniumConnection {
    /// The hierarchy of every window, or of one.
    public func tree(window: String? = nil) async throws(ClientError) -> Tree {
        try decode(try await calls.tree(window: window), "tree")
    }
}
