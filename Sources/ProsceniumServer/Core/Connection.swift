import UVLoop
import WireProtocol

/// One client connection: its stream, line framer, role, subscriptions and flow control.
/// Loop-thread confined.
///
/// Flow control: responses are never dropped, but when too many requests are in flight or
/// too much output is unsent, the server stops reading the connection (the client's own
/// sends then block) rather than buffering. Events are dropped — and counted — when the
/// connection's unsent output is over its bound; an `eventsDropped` notice follows once the
/// client has read everything.
final class Connection {
    enum Role: String { case driver, observer }

    let id: Int
    let stream: PipeStream
    let peer: PeerCredentials?
    var framer: LineFramer
    var role = Role.driver
    var clientName: String?
    var saidHello = false
    var subscriptions: [Subscription] = []
    /// Requests handed to a coordinator whose reply has not come back yet.
    var inFlight = 0
    private(set) var isClosed = false
    private var readingPaused = false
    private var hasDrops = false
    /// Lines sent while the server batches writes, written with one syscall when it ends.
    private var batched: [UInt8] = []
    private let limits: Limits
    private weak var server: Server?

    struct Limits {
        var maxPendingRequests: Int
        var maxOutboundBytes: Int
    }

    init(id: Int, stream: PipeStream, peer: PeerCredentials?, limits: Limits, maxLineBytes: Int, server: Server) {
        self.id = id
        self.stream = stream
        self.peer = peer
        self.limits = limits
        self.framer = LineFramer(maxLineBytes: maxLineBytes)
        self.server = server
        stream.onWritable = { [weak self] in self?.writableAgain() }
    }

    /// Output accepted but not yet taken by the kernel.
    var pendingOutputBytes: Int { stream.pendingWriteBytes + batched.count }

    /// Whether an event may be queued now, or must be dropped.
    var canAcceptEvent: Bool { !isClosed && pendingOutputBytes < limits.maxOutboundBytes }

    /// Queues one complete line. Inside `Server.batchingWrites` (a read callback, an inbox
    /// drain) the lines of one connection are gathered and written together at the end.
    func send(_ line: [UInt8]) {
        guard !isClosed else { return }
        if let server, server.isBatchingWrites {
            if batched.isEmpty { server.markForFlush(self) }
            batched.append(contentsOf: line)
        } else {
            stream.write(line)
        }
    }

    /// Writes what was gathered during a batch.
    func flush() {
        guard !batched.isEmpty else { return }
        if !isClosed { stream.write(batched) }
        // Keep a modest buffer for the next batch; let a huge one (a big tree) go.
        batched.removeAll(keepingCapacity: batched.capacity <= 64 << 10)
        // Reading may have paused on output that the kernel has now taken at once.
        if readingPaused { updateReading() }
    }

    func noteDroppedEvents() { hasDrops = true }

    /// Called when a request is handed to a coordinator / when its reply is written.
    func requestStarted() {
        inFlight += 1
        updateReading()
    }

    func requestFinished() {
        if inFlight > 0 { inFlight -= 1 }
        updateReading()
    }

    func updateReading() {
        guard !isClosed else { return }
        let over = inFlight >= limits.maxPendingRequests || pendingOutputBytes >= limits.maxOutboundBytes
        if over && !readingPaused {
            readingPaused = true
            stream.stopReading()
        } else if !over && readingPaused {
            readingPaused = false
            server?.startReading(self)
        }
    }

    private func writableAgain() {
        if hasDrops {
            hasDrops = false
            for s in subscriptions where s.dropped > 0 {
                let n = s.dropped
                s.dropped = 0
                send(RPCEncoder.notification(method: "eventsDropped",
                                             params: .object(["subscription": .string(s.name), "count": .number(Double(n))])))
            }
        }
        updateReading()
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        stream.close()
    }

    /// Flushes what is queued, then closes.
    func finish() {
        guard !isClosed else { return }
        flush()
        isClosed = true
        stream.shutdownAndClose()
    }
}
