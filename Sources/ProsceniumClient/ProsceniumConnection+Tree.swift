import WireProtocol

/// `tree` (docs/protocol.md *Methods › The hierarchy*).
extension ProsceniumConnection {
    /// The hierarchy of every window, or of one.
    public func tree(window: String? = nil) async throws(ClientError) -> Tree {
        try await calls.tree(window: window)
    }
}
