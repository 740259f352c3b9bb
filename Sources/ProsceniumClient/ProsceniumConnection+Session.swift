import WireProtocol

/// Session and server methods (docs/protocol.md *Methods › Session and server*).
extension ProsceniumConnection {
    /// `hello`: names the client and, as `observer`, restricts it to queries and events.
    public func hello(client: String, role: String? = nil) async throws(ClientError) -> HelloResult {
        var p: JSONObject = ["client": .string(client)]
        p.set("role", role)
        return try await invoke("hello", p)
    }

    /// `ping`.
    public func ping() async throws(ClientError) { try await invokeEmpty("ping") }

    /// `server.stats`.
    public func stats() async throws(ClientError) -> ServerStats { try await invoke("server.stats") }

    /// `server.shutdown`: the server finishes in-flight transitions, saves state and exits.
    public func shutdownServer() async throws(ClientError) { try await invokeEmpty("server.shutdown") }

    /// `server.checkInvariants` (an extension).
    public func checkInvariants() async throws(ClientError) -> InvariantReport { try await invoke("server.checkInvariants") }
}
