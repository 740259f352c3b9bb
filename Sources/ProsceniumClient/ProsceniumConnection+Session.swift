import WireProtocol

/// Session and server methods (docs/protocol.md *Methods › Session and server*).
extension ProsceniumConnection {
    /// `hello`: names the client and, as `observer`, restricts it to queries and events; with
    /// `ios`, the server must reproduce that iOS version (else -32602).
    public func hello(client: String, role: String? = nil, ios: Int? = nil) async throws(ClientError) -> HelloResult {
        try await calls.hello(client: client, role: role, ios: ios)
    }

    /// `ping`.
    public func ping() async throws(ClientError) { _ = try await calls.ping() }

    /// `server.stats`.
    public func stats() async throws(ClientError) -> ServerStats { try await calls.serverStats() }

    /// `server.shutdown`: the server finishes in-flight transitions, saves state and exits.
    public func shutdownServer() async throws(ClientError) { _ = try await calls.serverShutdown() }

    /// `server.checkInvariants` (an extension).
    public func checkInvariants() async throws(ClientError) -> InvariantReport {
        try await calls.serverCheckInvariants()
    }
}
