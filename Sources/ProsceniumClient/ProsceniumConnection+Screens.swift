import WireProtocol

/// Screen methods (docs/protocol.md *Methods › Screens*).
extension ProsceniumConnection {
    /// `screen.list`.
    public func screens() async throws(ClientError) -> [ScreenInfo] {
        (try await calls.screenList()).screens
    }

    /// `screen.connect`: attaches an external display; the server builds its window.
    public func connectScreen(name: String, width: Double, height: Double, scale: Double? = nil) async throws(ClientError) -> ScreenConnected {
        try await calls.screenConnect(name: name, width: width, height: height, scale: scale)
    }

    /// `screen.disconnect`: returns the windows it tore down.
    public func disconnectScreen(_ screen: String) async throws(ClientError) -> [String] {
        (try await calls.screenDisconnect(screen: screen)).windows
    }
}
