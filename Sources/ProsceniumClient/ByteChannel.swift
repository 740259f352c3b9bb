/// A connection's bytes carried some other way than a Unix socket: an in-memory server in tests
/// (`EmbeddedServer` in ProsceniumTesting), so that the same client code drives both.
public protocol ByteChannel: AnyObject, Sendable {
    /// Sends bytes to the server; false once the channel is closed.
    func send(_ bytes: [UInt8]) -> Bool
    /// Ends the sending side: the server sees the end of the client's input.
    func shutdownSending()
    /// Closes both ways.
    func close()
    /// Starts delivering what the server sends: `onData` for bytes, then `onEnd` once, one call
    /// at a time, in order.
    func startReceiving(onData: @escaping @Sendable ([UInt8]) -> Void, onEnd: @escaping @Sendable () -> Void)
}
