import WireProtocol

/// Device methods (docs/protocol.md *Methods › Device*).
extension ProsceniumConnection {
    /// `device.rotate`: `portrait`, `portraitUpsideDown`, `landscapeLeft` or `landscapeRight`.
    public func rotate(to orientation: String) async throws(ClientError) -> RotateResult {
        try await invoke("device.rotate", ["orientation": .string(orientation)])
    }

    /// `system.memoryWarning`.
    public func memoryWarning() async throws(ClientError) { try await invokeEmpty("system.memoryWarning") }
}
