import WireProtocol

/// Screen methods (docs/protocol.md *Methods › Screens*).
extension ProsceniumConnection {
    /// `screen.list`.
    public func screens() async throws(ClientError) -> [ScreenInfo] {
        try ResultReader(try await request("screen.list"), context: "screen.list").array("screens")
    }

    /// `screen.connect`: attaches an external display; the server builds its window.
    public func connectScreen(name: String, width: Double, height: Double, scale: Double? = nil) async throws(ClientError) -> ScreenConnected {
        var p: JSONObject = ["name": .string(name), "width": .number(width), "height": .number(height)]
        p.set("scale", scale)
        return try await invoke("screen.connect", p)
    }

    /// `screen.disconnect`: returns the windows it tore down.
    public func disconnectScreen(_ screen: String) async throws(ClientError) -> [String] {
        try await invokeIDs("screen.disconnect", ["screen": .string(screen)], key: "windows")
    }
}
