import UVLoop
import WireProtocol

/// One client connection: its stream, line framer, role, subscriptions, flow control and the
/// clocks the `ConnectionWatchdog` reads. Loop-thread confined.
///
/// Flow control: responses are never dropped, but when too many requests are in flight or
/// too much output is unsent, the server stops reading the connection (the client's own
/// sends then block) rather than buffering. Lines already read in the same chunk as the one
/// that crossed the limit wait (at most one 64 KiB read) until the connection is under its
/// limits again; nothing more is read before they have run. Events are dropped — and
/// counted — when the connection's unsent output is over its bound; an `eventsDropped`
/// notice follows once the client has read everything.
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
    /// True while the server does not read this connection (over a limit).
    private(set) var readingPaused = false
    private var hasDrops = false
    /// Lines sent while the server batches writes, written with one syscall when it ends.
    private var batched: [UInt8] = []
    private let limits: Limits
    private weak var server: Server?

    /// Frames read before reading paused, waiting to run (bounded by one read).
    private var deferred: [DeferredFrame] = []
    private var deferredStart = 0
    private var runningDeferred = false

    // Clocks, in milliseconds of server uptime (`ServerContext.nowMillis`).
    /// When the connection was accepted.
    let acceptedAt: Double
    /// When the last complete line (or over-limit line) arrived.
    private(set) var lastLineAt: Double
    /// Since when the framer holds the start of a line whose newline has not arrived.
    private(set) var partialLineSince: Double?
    /// Since when output has been waiting for the client without draining to empty.
    private(set) var unsentSince: Double?
    /// `stream.bytesTaken` when `acceptsEvent` last saw it change, and when the client was
    /// last seen making progress (the kernel took bytes, or the client read some).
    private var progressBytes = 0
    private var progressAt: Double = 0
    /// `stream.unreadByPeer` at its last sample, and when that was (`acceptsEvent`).
    private var unreadSample = Int.max
    private var unreadSampledAt = -Double.infinity

    struct Limits {
        var maxPendingRequests: Int
        var maxOutboundBytes: Int
        /// Beyond this much unsent output, events are queued only while the client is
        /// reading (see `acceptsEvent`); replies go on up to `maxOutboundBytes`.
        var maxEventBacklogBytes: Int
    }

    /// How long a client may read nothing before, with more than `maxEventBacklogBytes`
    /// unsent, it counts as stalled and its events are dropped. A second, not less: the kernel
    /// shows reading only as whole segments (as large as our writes) are read, which for a
    /// 50 KB/s reader of batched events takes longer than a quarter second (docs/reliability.md).
    static let eventStallMillis: Double = 1000

    /// A frame kept for later: its bytes copied out of the read buffer.
    private enum DeferredFrame {
        case line([UInt8])
        case tooLong(Int)
    }

    init(id: Int, stream: PipeStream, peer: PeerCredentials?, limits: Limits, maxLineBytes: Int, server: Server) {
        self.id = id
        self.stream = stream
        self.peer = peer
        self.limits = limits
        self.framer = LineFramer(maxLineBytes: maxLineBytes)
        self.server = server
        let now = server.context.nowMillis
        self.acceptedAt = now
        self.lastLineAt = now
        stream.onWritable = { [weak self] in self?.writableAgain() }
    }

    // MARK: - Reading

    /// Frames bytes read from the socket and runs each complete line, or keeps it for later
    /// when reading has been paused by a line earlier in the same read.
    func receive(_ bytes: UnsafeRawBufferPointer) {
        guard !isClosed, let server else { return }
        let now = server.context.nowMillis
        framer.feed(bytes) { frame in
            guard !isClosed else { return }
            lastLineAt = now
            partialLineSince = nil
            if readingPaused {
                switch frame {
                case .line(let l): deferred.append(.line(Array(l)))
                case .tooLong(let n): deferred.append(.tooLong(n))
                }
                return
            }
            switch frame {
            case .line(let l): server.handle(line: l, from: self)
            case .tooLong(let n): Dispatcher.lineTooLong(n, from: self, server: server)
            }
        }
        if framer.pendingBytes > 0 || framer.isDiscarding {
            if partialLineSince == nil { partialLineSince = now }
        } else {
            partialLineSince = nil
        }
    }

    private func run(_ frame: DeferredFrame) {
        guard let server else { return }
        switch frame {
        case .line(let bytes): bytes.withUnsafeBytes { server.handle(line: $0, from: self) }
        case .tooLong(let n): Dispatcher.lineTooLong(n, from: self, server: server)
        }
    }

    // MARK: - Writing

    /// Lines at least this long are not gathered when nothing is gathered before them.
    private static let directWriteBytes = 16 << 10

    /// Output accepted but not yet taken by the kernel.
    var pendingOutputBytes: Int { stream.pendingWriteBytes + batched.count }

    /// How often, at most, `acceptsEvent` asks the kernel how much the client has not read.
    static let unreadSampleMillis: Double = 20

    /// Whether an event may be queued now, or must be dropped (counted, then an
    /// `eventsDropped` notice). Up to `maxEventBacklogBytes` of unsent output always; beyond
    /// it, up to `maxOutboundBytes`, only while the client is reading — within
    /// `eventStallMillis` the kernel took some of its bytes or the client read some — so a slow
    /// reader keeps the contract's whole buffer while one that stopped reading costs the
    /// server only a count per event.
    ///
    /// Both signs are needed: a Unix socket becomes writable again only once the reader has
    /// drained most of the kernel's buffer, which at a few hundred KB/s takes longer than
    /// `eventStallMillis`, so `bytesTaken` alone calls a slow reader stalled; the kernel's
    /// unread count falls with each read (sampled every `unreadSampleMillis`, one ioctl).
    func acceptsEvent() -> Bool {
        guard !isClosed else { return false }
        let pending = pendingOutputBytes
        if pending < limits.maxEventBacklogBytes { return true }
        guard pending < limits.maxOutboundBytes else { return false }
        let now = server?.context.nowMillis ?? 0
        let taken = stream.bytesTaken
        if taken != progressBytes {
            // The kernel's count rose by what it took: a new baseline, so that even the first
            // look after a long pause of the loop itself can see reads made meanwhile.
            progressBytes = taken
            progressAt = now
            sampleUnread(at: now)
            return true
        }
        if now - progressAt >= Self.eventStallMillis / 2, now - unreadSampledAt >= Self.unreadSampleMillis {
            let before = unreadSample
            sampleUnread(at: now)
            if unreadSample < before { progressAt = now }
        }
        return now - progressAt < Self.eventStallMillis
    }

    private func sampleUnread(at now: Double) {
        unreadSample = stream.unreadByPeer ?? Int.max
        unreadSampledAt = now
    }

    /// Queues one complete line. Inside `Server.batchingWrites` (a read callback, an inbox
    /// drain) the lines of one connection are gathered and written together at the end.
    func send(_ line: [UInt8]) {
        guard !isClosed else { return }
        if let server, server.isBatchingWrites, !(batched.isEmpty && line.count >= Self.directWriteBytes) {
            if batched.isEmpty { server.markForFlush(self) }
            batched.append(contentsOf: line)
        } else {
            // Nothing gathered before it: a big line (a large tree) goes out at once, uncopied.
            write(line)
        }
    }

    /// Queues one line given in pieces (an event: head, subscription, numbered tail): while
    /// batching they are appended straight to the batch, with no line built per subscriber.
    func send(_ a: [UInt8], _ b: [UInt8], _ c: [UInt8]) {
        guard !isClosed else { return }
        if let server, server.isBatchingWrites {
            if batched.isEmpty { server.markForFlush(self) }
            batched.append(contentsOf: a)
            batched.append(contentsOf: b)
            batched.append(contentsOf: c)
        } else {
            send(a + b + c)
        }
    }

    /// Writes what was gathered during a batch.
    func flush() {
        guard !batched.isEmpty else { return }
        if !isClosed { write(batched) }
        // Keep a modest buffer for the next batch; let a huge one (a big tree) go.
        batched.removeAll(keepingCapacity: batched.capacity <= 64 << 10)
        // Reading may have paused on output that the kernel has now taken at once.
        if readingPaused { updateReading() }
    }

    /// Hands bytes to the stream; starts the write-stall clock if the kernel did not take them all.
    private func write(_ bytes: [UInt8]) {
        stream.write(bytes)
        if unsentSince == nil && stream.pendingWriteBytes > 0, let server {
            unsentSince = server.context.nowMillis
        }
    }

    func noteDroppedEvents() { hasDrops = true }

    // MARK: - Flow control

    /// Called when a request is handed to a coordinator / when its reply is written.
    func requestStarted() {
        inFlight += 1
        updateReading()
    }

    func requestFinished() {
        if inFlight > 0 { inFlight -= 1 }
        updateReading()
    }

    private var isOverLimits: Bool {
        inFlight >= limits.maxPendingRequests || pendingOutputBytes >= limits.maxOutboundBytes
    }

    /// Pauses reading when over a limit. Under the limits again, the lines kept while paused
    /// run (from `ReadResumer`, never inside the inbox drain that sent the reply) and then
    /// reading resumes.
    func updateReading() {
        guard !isClosed else { return }
        if isOverLimits {
            if !readingPaused {
                readingPaused = true
                stream.stopReading()
            }
            return
        }
        guard readingPaused, !runningDeferred else { return }
        if deferred.isEmpty {
            readingPaused = false
            server?.startReading(self)
        } else {
            server?.resumer?.schedule(self)
        }
    }

    /// Runs the kept lines while under the limits; once none is left, reads again.
    func resumeReading() {
        guard !isClosed, readingPaused, !runningDeferred else { return }
        runningDeferred = true
        while deferredStart < deferred.count, !isClosed, !isOverLimits {
            let frame = deferred[deferredStart]
            deferredStart += 1
            run(frame)
        }
        runningDeferred = false
        if deferredStart == deferred.count {
            deferred.removeAll()
            deferredStart = 0
        }
        guard !isClosed, !isOverLimits, deferred.isEmpty else { return }
        readingPaused = false
        server?.startReading(self)
    }

    private func writableAgain() {
        unsentSince = nil
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

    // MARK: - Closing

    func close() {
        guard !isClosed else { return }
        isClosed = true
        deferred.removeAll()
        stream.close()
    }

    /// Writes one last error line (id null) as far as the kernel takes it, then closes.
    func close(reason: RPCErrorCode, _ message: String) {
        guard !isClosed else { return }
        flush()
        stream.write(RPCEncoder.error(id: nil, error: RPCError(code: reason.rawValue, message: message, data: nil)))
        close()
    }

    /// Flushes what is queued, then closes.
    func finish() {
        guard !isClosed else { return }
        flush()
        isClosed = true
        stream.shutdownAndClose()
    }
}
