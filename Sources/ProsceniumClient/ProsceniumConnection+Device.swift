import WireProtocol

/// Device methods (docs/protocol.md *Methods › Device*).
extension ProsceniumConnection {
    /// `device.rotate`: `portrait`, `portraitUpsideDown`, `landscapeLeft` or `landscapeRight`.
    public func rotate(to orientation: String) async throws(ClientError) -> RotateResult {
        try await calls.deviceRotate(orientation: orientation)
    }

    /// `system.memoryWarning`.
    public func memoryWarning() async throws(ClientError) {
        _ = try await calls.systemMemoryWarning()
    }
}
