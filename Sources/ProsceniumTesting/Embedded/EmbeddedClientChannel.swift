import Dispatch
import Foundation
import ProsceniumClient

/// A `ProsceniumConnection`'s bytes through an `EmbeddedServer`: what the client sends is run
/// at once; what the server writes is delivered on a serial queue of the channel's own, in
/// order, as a reader thread delivers a socket's bytes.
final class EmbeddedClientChannel: ByteChannel, @unchecked Sendable {
    // @unchecked: `onData`, `onEnd`, `ended` and `closed` are touched under the server's lock
    // (`collect` runs in a step) or before receiving starts.
    private unowned let server: EmbeddedServer
    let connection: EmbeddedConnection
    private let delivery = DispatchQueue(label: "proscenium.embedded.client")
    private var onData: (@Sendable ([UInt8]) -> Void)?
    private var onEnd: (@Sendable () -> Void)?
    private var ended = false
    private var closed = false

    init(server: EmbeddedServer, connection: EmbeddedConnection) {
        self.server = server
        self.connection = connection
    }

    func send(_ bytes: [UInt8]) -> Bool {
        guard !closed else { return false }
        server.writeInbound(bytes, on: connection)
        return !server.isClosed(connection)
    }

    func shutdownSending() { server.endInbound(on: connection) }

    func close() {
        closed = true
        server.disconnect(connection)
    }

    func startReceiving(onData: @escaping @Sendable ([UInt8]) -> Void, onEnd: @escaping @Sendable () -> Void) {
        self.onData = onData
        self.onEnd = onEnd
    }

    /// In a step: hands what the server wrote to the client, and the end once the server has
    /// closed the connection.
    func collect() {
        guard !ended, let onData, let onEnd else { return }
        let (bytes, isClosed) = server.collect(for: connection)
        if !bytes.isEmpty { delivery.async { onData(bytes) } }
        if isClosed || closed {
            ended = true
            delivery.async { onEnd() }
        }
    }
}
