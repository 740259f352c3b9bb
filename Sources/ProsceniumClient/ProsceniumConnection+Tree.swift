import WireProtocol

/// `tree` (docs/protocol.md *Methods › The hierarchy*).
extension ProsceniumConnection {
    /// The hierarchy of every window, or of one.
    public func tree(window: String? = nil) async throws(ClientError) -> Tree {
        var p: JSONObject = [:]
        p.set("window", window)
        return try await invoke("tree", p)
    }
}
