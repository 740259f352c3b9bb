import ProsceniumServer
import UVLoop

/// One client connection of the `EmbeddedServer`, as the shell sees it: what the test writes
/// waits in `inbound` until the shell reads it; what the shell writes goes into a modelled
/// socket buffer of `capacity` bytes (the kernel's), the rest into the stream's own queue, and
/// the test reads it with `readOutbound`. Loop-confined (the embedded server's lock).
final class MemoryStream: ClientStream {
    /// Bytes the client has sent that the shell has not read.
    private(set) var inbound: [UInt8] = []
    /// The client ended its input (`endInbound`).
    private(set) var inputEnded = false
    /// The client closed its socket: what the shell writes fails.
    private(set) var clientGone = false
    private var writeFailed = false
    private var endDelivered = false
    private var onData: ((UnsafeRawBufferPointer) -> Void)?
    private var onEnd: (() -> Void)?
    private(set) var isReading = false

    /// Bytes in the modelled socket buffer, not yet read by the test.
    private var socket: [UInt8] = []
    /// Bytes the socket buffer could not take, queued in the stream.
    private var queued: [UInt8] = []
    private let capacity: Int
    private(set) var bytesTaken = 0
    /// How many newlines each accepted write of the shell carried, in order (the write
    /// boundaries a socket's reader cannot see).
    private(set) var linesPerWrite: [Int] = []
    private(set) var isClosed = false
    /// `shutdownAndClose` was called: the queue drains, then the stream closes.
    private(set) var isShuttingDown = false
    var onWritable: (() -> Void)?
    var onWriteError: ((String) -> Void)?

    /// Largest chunk handed to the shell at once (libuv reads into one 64 KiB buffer).
    static let readChunk = 64 << 10

    init(capacity: Int) { self.capacity = capacity }

    // MARK: - The shell's side

    func startReading(onData: @escaping (UnsafeRawBufferPointer) -> Void, onEnd: @escaping () -> Void) {
        guard !isClosed, !endDelivered else { return }
        self.onData = onData
        self.onEnd = onEnd
        isReading = true
    }

    func stopReading() { isReading = false }

    func write(_ bytes: [UInt8]) {
        guard !isClosed, !isShuttingDown, !writeFailed else { return }
        if clientGone {
            writeFailed = true
            onWriteError?("EPIPE")
            return
        }
        linesPerWrite.append(bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) })
        if queued.isEmpty {
            let n = min(bytes.count, max(0, capacity - socket.count))
            socket.append(contentsOf: bytes[..<n])
            bytesTaken += n
            queued.append(contentsOf: bytes[n...])
        } else {
            queued.append(contentsOf: bytes)
        }
    }

    var pendingWriteBytes: Int { queued.count }
    var unreadByPeer: Int? { isClosed ? nil : socket.count }
    var hasUnreadInput: Bool { !inbound.isEmpty }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        isReading = false
        queued.removeAll()
    }

    func shutdownAndClose() {
        guard !isClosed else { return }
        isShuttingDown = true
        if queued.isEmpty { close() }
    }

    // MARK: - The embedded server's side

    /// Hands the shell one chunk of input, or the end of input; false when there was nothing
    /// to hand over (not reading, or nothing waiting).
    func deliverInput() -> Bool {
        guard isReading, !isClosed else { return false }
        if !inbound.isEmpty {
            let n = min(inbound.count, Self.readChunk)
            let chunk = Array(inbound[..<n])
            inbound.removeFirst(n)
            chunk.withUnsafeBytes { onData?($0) }
            return true
        }
        if inputEnded && !endDelivered {
            endDelivered = true
            isReading = false
            onEnd?()
            return true
        }
        return false
    }

    /// The client sends `bytes`.
    func clientWrites(_ bytes: [UInt8]) {
        guard !inputEnded else { return }
        inbound.append(contentsOf: bytes)
    }

    /// The client half-closes.
    func clientEndsInput() { inputEnded = true }

    /// The client closes its socket (both ways): the shell reads the end, later writes fail.
    func clientCloses() {
        inputEnded = true
        clientGone = true
        socket.removeAll()
        queued.removeAll()
    }

    /// The client reads everything in the socket buffer; queued output moves in and, once the
    /// queue is empty again, the shell hears that the stream is writable.
    func clientReads(max: Int = .max) -> [UInt8] {
        let n = min(max, socket.count)
        let out = Array(socket[..<n])
        socket.removeFirst(n)
        if !queued.isEmpty {
            let m = min(queued.count, capacity - socket.count)
            socket.append(contentsOf: queued[..<m])
            bytesTaken += m
            queued.removeFirst(m)
            if queued.isEmpty {
                if isShuttingDown { close() } else { onWritable?() }
            }
        }
        return out
    }

    /// Output not read by the client yet (socket buffer and queue).
    var unreadOutput: Int { socket.count + queued.count }
}

/// Hands the `EmbeddedServer`'s new connections to the shell.
final class MemoryListener: StreamListener {
    var onAcceptError: ((String) -> Void)?
    private(set) var onStream: ((any ClientStream, PeerCredentials?) -> Void)?
    private(set) var isClosed = false

    func listen(_ onStream: @escaping (any ClientStream, PeerCredentials?) -> Void) throws { self.onStream = onStream }
    func pauseAccepting() {}
    func resumeAccepting() {}
    func close() { isClosed = true }
}
