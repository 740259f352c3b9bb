import UVLoop
import WireProtocol

/// What a connection needs from the shell around it.
protocol ConnectionHost: AnyObject {
    /// Milliseconds of server uptime (the connection's clocks).
    var nowMillis: Double { get }
    /// Gathers output during a read or an inbox drain (one write per connection per step).
    var writeBatch: WriteBatch { get }
    /// Runs one request line.
    func handle(line: UnsafeRawBufferPointer, from c: Connection)
    /// A line over the limit ended.
    func lineTooLong(_ byteCount: Int, from c: Connection)
    /// Runs `c.resumeKeptLines()` from a callback of its own, soon.
    func scheduleResume(_ c: Connection)
    /// The connection closed (by the client, a failed write, a limit or the shell): forget it.
    func connectionClosed(_ c: Connection)
}

/// One client connection: its stream, line framer, session (role, hello, subscriptions),
/// output batching and the clocks the `ConnectionWatchdog` reads. Its flow control is the
/// `ConnectionFlow` state machine; this class performs the actions it returns. Loop-thread
/// confined.
///
/// Events are dropped — and counted — when the connection's unsent output is over its event
/// bound while the client reads nothing (`acceptsEvent`); an `eventsDropped` notice follows
/// once the client has read everything.
///
/// The fields a request touches are `LoopBound` boxes (loop thread only; `value` is the field).
final class Connection {
    typealias Role = ConnectionRole

    let id: Int
    let stream: any ClientStream
    let peer: PeerCredentials?
    private let framer: LoopBound<LineFramer>
    var role: Role {
        get { roleBox.value }
        set { roleBox.value = newValue }
    }
    private let roleBox = LoopBound(Role.driver)
    var clientName: String?
    /// This connection's requests that `RequestReports` follows until their answer.
    var reportedRequests: Int {
        get { reportedBox.value }
        set { reportedBox.value = newValue }
    }
    private let reportedBox = LoopBound(0)
    var saidHello: Bool {
        get { helloBox.value }
        set { helloBox.value = newValue }
    }
    private let helloBox = LoopBound(false)
    var subscriptions: [Subscription] = []
    private let flow: LoopBound<ConnectionFlow>
    private let hasDrops = LoopBound(false)
    /// Lines sent while the shell batches writes, written with one call when it ends.
    private let gathered = LoopBound(GatheredOutput())
    /// What waits behind a reply held for durability (`--state-dir`), in order (`HeldOutput`).
    private let held = LoopBound(HeldOutput())
    private let maxEventBacklogBytes: Int
    private unowned let host: any ConnectionHost
    /// The host's write batch, read once: through the unowned host it cost a strong retain and
    /// a witness call per line sent.
    private let writeBatch: WriteBatch

    /// Frames read while the connection could not run them, waiting (bounded by one read).
    private let kept = LoopBound(KeptLines())

    // Clocks, in milliseconds of server uptime.
    /// When the connection was accepted.
    let acceptedAt: Double
    /// When the last complete line (or over-limit line) arrived.
    var lastLineAt: Double { lastLine.value }
    private let lastLine: LoopBound<Double>
    /// Since when the framer holds the start of a line whose newline has not arrived.
    var partialLineSince: Double? { partialLine.value }
    private let partialLine = LoopBound<Double?>(nil)
    /// At least `stream.pendingWriteBytes`: what the stream had not written after the last
    /// write to it, or when last asked (only writes add to it; the peer's reads only take from
    /// it). A request starts or finishes without asking the stream (a call through the
    /// existential) while this shows the connection clearly under its limits.
    private let streamPendingBound = LoopBound(0)
    /// Since when output has been waiting for the client without draining to empty.
    var unsentSince: Double? { unsent.value }
    private let unsent = LoopBound<Double?>(nil)
    /// `stream.bytesTaken` when `acceptsEvent` last saw it change, and when the client was
    /// last seen making progress (the peer took bytes, or the client read some).
    private let progressBytes = LoopBound(0)
    private let progressAt = LoopBound<Double>(0)
    /// `stream.unreadByPeer` at its last sample, and when that was (`acceptsEvent`).
    private var unreadSample = Int.max
    private var unreadSampledAt = -Double.infinity

    struct Limits {
        var flow: ConnectionFlow.Limits
        /// Beyond this much unsent output, events are queued only while the client is
        /// reading (see `acceptsEvent`); replies go on up to `flow.maxOutboundBytes`.
        var maxEventBacklogBytes: Int
        var maxLineBytes: Int
    }

    /// How long a client may read nothing before, with more than `maxEventBacklogBytes`
    /// unsent, it counts as stalled and its events are dropped. A second, not less: the kernel
    /// shows reading only as whole segments (as large as our writes) are read, which for a
    /// 50 KB/s reader of batched events takes longer than a quarter second (docs/reliability.md).
    static let eventStallMillis: Double = 1000

    /// A frame kept for later: its bytes copied out of the read buffer.
    private enum KeptFrame {
        case line([UInt8])
        case tooLong(Int)
    }

    /// The frames kept while the connection could not run them, and how many already ran.
    private struct KeptLines {
        var frames: [KeptFrame] = []
        var start = 0

        var hasLines: Bool { start < frames.count }

        /// The next frame to run.
        mutating func take() -> KeptFrame {
            defer { start += 1 }
            return frames[start]
        }

        mutating func removeAll() {
            frames.removeAll()
            start = 0
        }
    }

    init(id: Int, stream: any ClientStream, peer: PeerCredentials?, limits: Limits, host: any ConnectionHost) {
        self.id = id
        self.stream = stream
        self.peer = peer
        self.flow = LoopBound(ConnectionFlow(limits: limits.flow))
        self.maxEventBacklogBytes = limits.maxEventBacklogBytes
        self.framer = LoopBound(LineFramer(maxLineBytes: limits.maxLineBytes))
        self.host = host
        self.writeBatch = host.writeBatch
        let now = host.nowMillis
        self.acceptedAt = now
        self.lastLine = LoopBound(now)
        // Unowned, not weak: a weak reference gives the connection a side table, and then every
        // retain and release of it (several per request) takes the runtime's slow path
        // (≈ 650 instructions a request under callgrind). Safe because both closing paths
        // take the callbacks away before the stream closes (`forgetStreamCallbacks`), and the
        // registry holds the connection until then.
        stream.onWritable = { [unowned self] in writableAgain() }
        stream.onWriteError = { [unowned self] _ in close() }
    }

    var isClosed: Bool { flow.value.isClosed }
    /// True while the shell does not read this connection (over a limit, or draining).
    var isReadingPaused: Bool { flow.value.isReadingPaused }
    /// Requests handed on whose reply has not been written yet.
    var inFlight: Int { flow.value.inFlight }
    private var hasKeptLines: Bool { kept.value.hasLines }

    // MARK: - Reading

    func startReading() {
        // One use of the unowned `self` per read: each use costs a strong retain of it
        // (`swift_unownedRetainStrong`) and its release.
        stream.startReading(onData: { [unowned self] bytes in
            dataArrived(bytes)
        }, onEnd: { [unowned self] in
            inputEnded()
        })
    }

    /// One read's bytes, run while the write batch gathers their output.
    private func dataArrived(_ bytes: UnsafeRawBufferPointer) {
        let batch = writeBatch
        batch.gathering { receive(bytes, at: batch.startedAt) }
    }

    /// Frames bytes read from the stream (at `now`, when the shell began handling them) and runs
    /// each complete line, or keeps it for later when the connection may not run lines now.
    func receive(_ bytes: UnsafeRawBufferPointer, at now: Double) {
        guard !isClosed else { return }
        framer.value.feed(bytes) { frame in take(frame, at: now) }
        if framer.value.pendingBytes > 0 || framer.value.isDiscarding {
            if partialLine.value == nil { partialLine.value = now }
        } else {
            partialLine.value = nil
        }
    }

    /// Runs one frame now, or keeps a copy for `resumeKeptLines`.
    private func take(_ frame: FrameEvent, at now: Double) {
        guard !isClosed else { return }
        lastLine.value = now
        partialLine.value = nil
        guard flow.value.runsLinesNow else {
            switch frame {
            case .line(let l): kept.value.frames.append(.line(Array(l)))
            case .tooLong(let n): kept.value.frames.append(.tooLong(n))
            }
            return
        }
        switch frame {
        case .line(let l): host.handle(line: l, from: self)
        case .tooLong(let n): host.lineTooLong(n, from: self)
        }
    }

    private func run(_ frame: KeptFrame) {
        switch frame {
        case .line(let bytes): bytes.withUnsafeBytes { host.handle(line: $0, from: self) }
        case .tooLong(let n): host.lineTooLong(n, from: self)
        }
    }

    /// The client ended its input (a half-close, as `nc -N` or `socat` at the end of their
    /// input, or a close): a last line without its newline still runs, every request it sent
    /// is finished and every reply written; then the connection closes (`ConnectionFlow`).
    private func inputEnded() {
        guard !isClosed else { return }
        writeBatch.gathering {
            let now = host.nowMillis
            framer.value.finish { frame in take(frame, at: now) }
            partialLine.value = nil
            guard !isClosed else { return }
            perform(flow.value.inputEnded(pendingOutput: pendingOutputBytes, hasKeptLines: hasKeptLines))
        }
    }

    // MARK: - Writing

    /// Output accepted but not yet taken by the client.
    var pendingOutputBytes: Int { stream.pendingWriteBytes + gathered.value.count + held.value.bytes }

    /// `pendingOutputBytes`, or more (`streamPendingBound`), without asking the stream.
    private var pendingOutputBound: Int { streamPendingBound.value + gathered.value.count + held.value.bytes }

    /// `pendingOutputBytes`, its stream's part kept as the new `streamPendingBound`.
    private func refreshedPendingOutput() -> Int {
        let streamPending = stream.pendingWriteBytes
        streamPendingBound.value = streamPending
        return streamPending + gathered.value.count + held.value.bytes
    }

    /// How often, at most, `acceptsEvent` asks how much the client has not read.
    static let unreadSampleMillis: Double = 20

    /// Whether an event may be queued now, or must be dropped (counted, then an
    /// `eventsDropped` notice). Up to `maxEventBacklogBytes` of unsent output always; beyond
    /// it, up to `maxOutboundBytes`, only while the client is reading — within
    /// `eventStallMillis` the peer took some of its bytes or the client read some — so a slow
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
        if pending < maxEventBacklogBytes { return true }
        guard pending < flow.value.limits.maxOutboundBytes else { return false }
        let now = host.nowMillis
        let taken = stream.bytesTaken
        if taken != progressBytes.value {
            // The count rose by what the peer took: a new baseline, so that even the first
            // look after a long pause of the loop itself can see reads made meanwhile.
            progressBytes.value = taken
            progressAt.value = now
            sampleUnread(at: now)
            return true
        }
        if now - progressAt.value >= Self.eventStallMillis / 2, now - unreadSampledAt >= Self.unreadSampleMillis {
            let before = unreadSample
            sampleUnread(at: now)
            if unreadSample < before { progressAt.value = now }
        }
        return now - progressAt.value < Self.eventStallMillis
    }

    private func sampleUnread(at now: Double) {
        unreadSample = stream.unreadByPeer ?? Int.max
        unreadSampledAt = now
    }

    /// Queues one complete line. Inside `WriteBatch.gathering` (a read, an inbox drain) the
    /// lines of one connection are gathered and written together: at the end, or earlier when
    /// they have waited long enough (`WriteBatch.writeIfDue`).
    func send(_ line: [UInt8]) {
        guard !isClosed else { return }
        if held.value.holdsBackNewLines {
            held.value.append(.line(line))
            return
        }
        let batch = writeBatch
        if batch.isGathering, gathered.value.gathers(line) {
            if gathered.value.isEmpty { batch.add(self) }
            gathered.value.append(line)
        } else {
            // Nothing gathered before it: a big line (a large tree) goes out at once, uncopied.
            write(line)
        }
    }

    /// Queues a fixed reply's line (`FixedReply`): while batching it is written straight into
    /// the gathered output, with no line of its own; otherwise it goes as `send(_: [UInt8])`.
    func send(_ reply: FixedReply) {
        guard !isClosed else { return }
        let batch = writeBatch
        guard batch.isGathering, !held.value.holdsBackNewLines else { return send(reply.line()) }
        if gathered.value.isEmpty { batch.add(self) }
        gathered.value.append(atMost: FixedReplyLine.room) { FixedReplyLine.write(reply, to: $0) }
    }

    /// Queues one line given in pieces (an event: head, subscription, numbered tail): while
    /// batching they are appended straight to the batch, with no line built per subscriber.
    func send(_ a: [UInt8], _ b: [UInt8], _ c: [UInt8]) {
        guard !isClosed else { return }
        let batch = writeBatch
        if held.value.holdsBackNewLines {
            held.value.append(.line(a + b + c))
        } else if batch.isGathering {
            if gathered.value.isEmpty { batch.add(self) }
            gathered.value.append(a, b, c)
        } else {
            send(a + b + c)
        }
    }

    /// Writes what was gathered during a batch (at its end, or when it is due before the next
    /// request line runs).
    func flush() {
        guard !gathered.value.isEmpty else { return }
        let streamPending = isClosed ? stream.pendingWriteBytes : gathered.value.withBytes { write($0) }
        gathered.value.written()
        // Reading may have paused on output that the peer has now taken at once. (The stream's
        // count read once: `pendingOutputBytes` with nothing gathered any more.)
        let pending = streamPending + held.value.bytes
        if flow.value.staysReading(pendingOutputAtMost: pending) { return }
        perform(flow.value.limitsChanged(pendingOutput: pending, hasKeptLines: hasKeptLines))
    }

    /// Hands bytes to the stream; starts the write-stall clock if the peer did not take them all.
    /// Returns what the stream has not written yet (`stream.pendingWriteBytes`).
    @discardableResult
    private func write(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBytes { write($0) }
    }

    /// `write(_: [UInt8])` for raw bytes (the gathered output), valid during the call only.
    @discardableResult
    private func write(_ bytes: UnsafeRawBufferPointer) -> Int {
        let pending = stream.writeThenPending(bytes)
        streamPendingBound.value = pending
        if unsent.value == nil && pending > 0 {
            unsent.value = host.nowMillis
        }
        return pending
    }

    func noteDroppedEvents() { hasDrops.value = true }

    // MARK: - Durability (--state-dir)

    /// True while a reply waits for the disk: everything sent now waits behind it.
    var holdsOutput: Bool { !held.value.isEmpty }

    /// Holds a reply until the state numbered `generation` is on disk (`Delivery`); what the
    /// connection is sent meanwhile waits behind it.
    func hold(reply route: ReplyRoute, line: [UInt8], generation: Int) {
        guard !isClosed else { return }
        held.value.append(.reply(route, line: line, generation: generation))
    }

    /// Hands out, in order, what waited up to the first reply whose state is not yet written
    /// (`written`, the newest generation on disk): replies to `reply` (which answers them as
    /// usual), other lines to the stream.
    func releaseHeld(written: Int, _ reply: (ReplyRoute, [UInt8]) -> Void) {
        guard !held.value.isEmpty else { return }
        let out = held.value.takeReleasable(written: written)
        held.value.isReleasing = true
        for e in out {
            switch e {
            case .reply(let route, let line, _): reply(route, line)
            case .line(let line): send(line)
            }
        }
        held.value.isReleasing = false
    }

    private func writableAgain() {
        unsent.value = nil
        streamPendingBound.value = stream.pendingWriteBytes
        if hasDrops.value {
            hasDrops.value = false
            for s in subscriptions where s.dropped > 0 {
                let n = s.dropped
                s.dropped = 0
                send(RPCEncoder.notification(method: "eventsDropped",
                                             params: .object(["subscription": .string(s.name), "count": .number(Double(n))])))
            }
        }
        perform(flow.value.limitsChanged(pendingOutput: pendingOutputBytes, hasKeptLines: hasKeptLines))
    }

    // MARK: - Flow control

    /// A request was handed on; its reply comes later (`requestFinished`).
    func requestStarted() {
        // Clearly under the limits (the usual case): only the count changes.
        if flow.value.requestStartedQuietly(pendingOutputAtMost: pendingOutputBound) { return }
        perform(flow.value.requestStarted(pendingOutput: refreshedPendingOutput(), hasKeptLines: hasKeptLines))
    }

    /// A request's reply was queued.
    func requestFinished() {
        if flow.value.requestFinishedQuietly(pendingOutputAtMost: pendingOutputBound) { return }
        perform(flow.value.requestFinished(pendingOutput: refreshedPendingOutput(), hasKeptLines: hasKeptLines))
    }

    /// Runs the kept lines while under the limits (the callback `.scheduleResume` asked for).
    func resumeKeptLines() {
        guard flow.value.resumeBegins(pendingOutput: pendingOutputBytes) else { return }
        while hasKeptLines, !isClosed, !flow.value.isOverLimits(pendingOutput: pendingOutputBytes) {
            let frame = kept.value.take()
            run(frame)
        }
        if !hasKeptLines {
            kept.value.removeAll()
        }
        guard !isClosed else { return }
        perform(flow.value.keptLinesRan(pendingOutput: pendingOutputBytes, hasKeptLines: hasKeptLines))
    }

    private func perform(_ action: ConnectionFlow.Action) {
        switch action {
        case .none: break
        case .stopReading: stream.stopReading()
        case .startReading: startReading()
        case .scheduleResume: host.scheduleResume(self)
        case .closeAfterFlush: closeAfterFlush()
        }
    }

    // MARK: - Closing

    /// Closes at once; output not yet taken is discarded.
    func close() {
        guard !isClosed else { return }
        flow.value.closed()
        kept.value.removeAll()
        held.value.removeAll()
        forgetStreamCallbacks()
        stream.close()
        host.connectionClosed(self)
    }

    /// The stream no longer calls back (a write cancelled by the close reports an error): its
    /// callbacks hold this connection unowned.
    private func forgetStreamCallbacks() {
        stream.onWritable = nil
        stream.onWriteError = nil
    }

    /// Writes one last error line (id null) as far as the peer takes it, then closes.
    func close(reason: RPCErrorCode, _ message: String) {
        guard !isClosed else { return }
        flush()
        stream.write(RPCEncoder.error(id: nil, error: RPCError(code: reason.rawValue, message: message, data: nil)))
        close()
    }

    /// Flushes what is queued, then closes after the stream has written it.
    func finish() {
        guard !isClosed else { return }
        flow.value.closed()
        closeAfterFlush()
    }

    private func closeAfterFlush() {
        if !gathered.value.isEmpty {
            gathered.value.withBytes { stream.write($0) }
            gathered.value.removeAll()
        }
        kept.value.removeAll()
        forgetStreamCallbacks()
        stream.shutdownAndClose()
        host.connectionClosed(self)
    }
}
