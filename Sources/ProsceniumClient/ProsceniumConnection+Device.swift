import WireProtocol

/// Device methods (docs/protocol.md *Methods › Device*).
extension ProsceniumConnection {
    /// `device.rotate`: `portrait`, `portraitUpsideDown`, `landscapeLeft` or `landscapeRight`.
    public func rotate(to orientation: String) async throws(ClientError) -> RotateResult {
        try decode(try await calls.deviceRotate(orientation: orientation), "device.rotate")
    }

    /// `system.memoryWarning`.
    public func memoryWarning() async throws(ClientError) {
        try expectEmpty(try await calls.systemMemoryWarning(), "system.memoryWarning")
    }
}
