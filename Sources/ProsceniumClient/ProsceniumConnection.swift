import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// A connection to `proscd`: JSON-RPC calls (async or with a callback), pipelining (send as
/// many calls as you like before any answer), and the server's notifications as an
/// `AsyncStream`, event subscriptions as typed sequences (`events(...)`). Thread-safe. A reader
/// thread of its own owns the receiving side, or a `SharedReader` serving many connections
/// (load generators: no thread wake-up per answer). No Foundation: a one-shot `prosc` starts
/// as fast as a C client.
public final class ProsceniumConnection: @unchecked Sendable {
    public typealias Completion = @Sendable (Result<JSON, ClientError>) -> Void

    public let path: String
    /// The socket, or -1 over a `ByteChannel`.
    private let fd: Int32
    private let channel: (any ByteChannel)?
    private let lock = PThreadLock()
    private let writeLock = PThreadLock()
    private var nextID = 0
    private var waiting: [Int: Completion] = [:]
    /// The length (without its newline) of each waiting call's line that some server could find
    /// too long (over 64 bytes, the smallest `maxLineBytes`): the server answers such a line with
    /// an id-null -32011, which `failOverLimitCall` gives to the call that sent it.
    private var longLines: [Int: Int] = [:]
    private var closed = false
    /// `finishSending` was called: later calls fail at once.
    private var sendingFinished = false
    private var closeError: ClientError?
    private let notificationContinuation: AsyncStream<ServerNotification>.Continuation
    /// Events and other server notifications, in arrival order.
    public let notifications: AsyncStream<ServerNotification>
    /// Called on the reader thread for every notification (before it is put on the stream);
    /// for load generators that must not pay for async hops.
    private var notificationHandler: (@Sendable (ServerNotification) -> Void)?
    /// Event sequences of `events(...)`, by subscription id.
    private var subscriptionSinks: [String: AsyncStream<EventStreamElement>.Continuation] = [:]
    private var timeoutStorage: Double?
    /// Splits received bytes into lines; touched only by whichever thread reads.
    private var framer = LineFramer(maxLineBytes: 256 << 20)

    /// Seconds the typed calls wait for an answer before failing with `.timeout` (nil: forever).
    public var defaultTimeout: Double? {
        get { lock.lock(); defer { lock.unlock() }; return timeoutStorage }
        set { lock.lock(); timeoutStorage = newValue; lock.unlock() }
    }

    /// Connects to `path`, or to where the contract's rules put the socket. With `reader`, that
    /// shared thread receives for this connection; otherwise a reader thread of its own does.
    public init(path: String? = nil, bufferNotifications: Bool = true, reader: SharedReader? = nil) throws(ClientError) {
        let resolved = SocketLocation.resolve(explicit: path).path
        self.path = resolved
        let fd = try UnixSocket.connect(to: resolved)
        self.fd = fd
        self.channel = nil
        var cont: AsyncStream<ServerNotification>.Continuation!
        notifications = AsyncStream(bufferingPolicy: bufferNotifications ? .unbounded : .bufferingNewest(0)) { cont = $0 }
        notificationContinuation = cont
        if let reader {
            reader.add(self, fd: fd)
        } else {
            ReaderThread.start { [self] in self.readLoop() }
        }
    }

    /// A connection over `channel` (named `name` in messages) instead of a socket.
    public init(channel: any ByteChannel, name: String, bufferNotifications: Bool = true) {
        self.path = name
        self.fd = -1
        self.channel = channel
        var cont: AsyncStream<ServerNotification>.Continuation!
        notifications = AsyncStream(bufferingPolicy: bufferNotifications ? .unbounded : .bufferingNewest(0)) { cont = $0 }
        notificationContinuation = cont
        channel.startReceiving(onData: { [self] bytes in
            bytes.withUnsafeBytes { received($0) }
        }, onEnd: { [self] in
            endOfStream()
        })
    }

    /// The reader (thread or shared) holds the connection until it has seen the end of the stream, so
    /// the descriptor is closed only here, once nothing can use it: closing it earlier let a
    /// late `close()` or `shutdown` hit a descriptor number another connection had reused.
    deinit {
        if fd >= 0 { Glibc.close(fd) }
    }

    /// Receives notifications on the reader thread (set before subscribing).
    public func onNotification(_ handler: @escaping @Sendable (ServerNotification) -> Void) {
        lock.lock()
        notificationHandler = handler
        lock.unlock()
    }

    /// Calls `method` and waits for its answer.
    public func call(_ method: String, _ params: JSONObject = [:]) async throws(ClientError) -> JSON {
        let result: Result<JSON, ClientError> = await withCheckedContinuation { cont in
            send(method, params) { cont.resume(returning: $0) }
        }
        return try result.get()
    }

    /// Calls `method` and waits at most `timeout` seconds.
    public func call(_ method: String, _ params: JSONObject = [:], timeout: Double) async throws(ClientError) -> JSON {
        let box = OnceBox()
        let result: Result<JSON, ClientError> = await withCheckedContinuation { cont in
            box.set { cont.resume(returning: $0) }
            send(method, params) { box.fire($0) }
            Task {
                try? await Task.sleep(nanoseconds: UInt64(max(0, timeout) * 1e9))
                box.fire(.failure(ClientError(kind: .timeout, message: "no answer to \(method) within \(timeout) s")))
            }
        }
        return try result.get()
    }

    /// Sends a call without waiting (pipelining); `completion` runs on the reader thread.
    public func send(_ method: String, _ params: JSONObject = [:], completion: @escaping Completion) {
        lock.lock()
        if closed || sendingFinished {
            let e = closeError ?? ClientError(kind: .connection, message: closed ? "connection closed" : "this connection finished sending")
            lock.unlock()
            completion(.failure(e))
            return
        }
        nextID += 1
        let id = nextID
        waiting[id] = completion
        lock.unlock()
        let line = UnixSocket.requestLine(id: id, method: method, params: params)
        if line.count - 1 > Self.smallestLineLimit {
            lock.lock()
            if waiting[id] != nil { longLines[id] = line.count - 1 }
            lock.unlock()
        }
        if !writeAll(line) {
            lock.lock()
            let c = waiting.removeValue(forKey: id)
            longLines[id] = nil
            lock.unlock()
            c?(.failure(ClientError(kind: .connection, message: "connection to \(path) broke while sending")))
        }
    }

    /// The smallest `maxLineBytes` a server accepts: a shorter line is never over the limit.
    static let smallestLineLimit = 64

    /// Sends a client notification (no id, no answer).
    public func notify(_ method: String, _ params: JSONObject = [:]) {
        let line = UnixSocket.requestLine(id: nil, method: method, params: params)
        _ = writeAll(line)
    }

    /// Sends raw bytes exactly as given (tests of framing and malformed input).
    @discardableResult
    public func sendRaw(_ bytes: [UInt8]) -> Bool { writeAll(bytes) }

    /// Raw lines that are answers to no call of ours (id not ours, or id null — but for the
    /// -32011 answering a line of ours over the server's line limit, which fails that call); for tests.
    public var onUnmatchedResponse: (@Sendable (JSON) -> Void)? {
        get { lock.lock(); defer { lock.unlock() }; return unmatched }
        set { lock.lock(); unmatched = newValue; lock.unlock() }
    }
    private var unmatched: (@Sendable (JSON) -> Void)?

    /// Closes the connection; waiting calls fail.
    public func close() {
        if let channel { channel.close() } else { shutdown(fd, Int32(SHUT_RDWR)) }
    }

    /// Ends what this side sends (a half-close, as `nc -N` does at end of input): the server
    /// still answers what it was sent, then closes. Calls sent after this fail.
    public func finishSending() {
        lock.lock()
        sendingFinished = true
        lock.unlock()
        writeLock.lock()
        defer { writeLock.unlock() }
        if let channel { channel.shutdownSending() } else { shutdown(fd, Int32(SHUT_WR)) }
    }

    private func writeAll(_ bytes: [UInt8]) -> Bool {
        writeLock.lock()
        defer { writeLock.unlock() }
        if let channel { return channel.send(bytes) }
        return UnixSocket.writeAll(fd, bytes)
    }

    private func readLoop() {
        let buf = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 * 1024, alignment: 16)
        defer { buf.deallocate() }
        while case .bytes(let n) = SocketReceive.receive(fd, into: buf) {
            received(UnsafeRawBufferPointer(rebasing: buf[0..<n]))
        }
        endOfStream()
    }

    /// Bytes read from the socket (on the reading thread): every complete line is handled.
    func received(_ bytes: UnsafeRawBufferPointer) {
        framer.feed(bytes) { frame in
            if case .line(let line) = frame { self.handleLine(line) }
        }
    }

    /// The server closed the connection, or reading failed (on the reading thread): waiting
    /// calls fail and the notification streams end.
    func endOfStream() {
        lock.lock()
        closed = true
        let pending = waiting
        waiting.removeAll()
        longLines.removeAll()
        let sinks = subscriptionSinks
        subscriptionSinks.removeAll()
        lock.unlock()
        let e = ClientError(kind: .connection, message: "the server closed the connection")
        for (_, c) in pending.sorted(by: { $0.key < $1.key }) { c(.failure(e)) }
        notificationContinuation.finish()
        for (_, sink) in sinks { sink.finish() }
    }

    private func handleLine(_ line: UnsafeRawBufferPointer) {
        guard let json = try? JSONParser.parse(line, maxDepth: 100_000) else { return }
        guard let obj = json.objectValue else {
            // A batch's answer (an array): this library sends no batches; raw senders may.
            if case .array = json {
                lock.lock()
                let u = unmatched
                lock.unlock()
                u?(json)
            }
            return
        }
        if let method = obj["method"]?.stringValue, obj["id"] == nil {
            let n = ServerNotification(method: method, params: obj["params"] ?? .null)
            lock.lock()
            let h = notificationHandler
            let sink = n.subscription.flatMap { subscriptionSinks[$0] }
            lock.unlock()
            h?(n)
            notificationContinuation.yield(n)
            if let sink { Self.forward(n, to: sink) }
            return
        }
        guard let id = obj["id"]?.intValue else {
            if let error = obj["error"], failOverLimitCall(error) { return }
            lock.lock()
            let u = unmatched
            lock.unlock()
            u?(json)
            return
        }
        lock.lock()
        let c = waiting.removeValue(forKey: id)
        if c != nil, !longLines.isEmpty { longLines[id] = nil }
        let u = unmatched
        lock.unlock()
        guard let c else {
            u?(json)
            return
        }
        if let error = obj["error"] {
            c(.failure(ClientError(errorObject: error)))
        } else {
            c(.success(obj["result"] ?? .null))
        }
    }
}

extension ProsceniumConnection {
    /// An id-null -32011 with `data: {limit, bytes}` answers a line over the server's
    /// `maxLineBytes` (protocol.md, *Line limit*): the server never read its id. It is the
    /// answer of the waiting call whose line is `bytes` long, else of the oldest whose line is
    /// over `limit`; that call fails with it. False when no waiting call sent such a line.
    func failOverLimitCall(_ error: JSON) -> Bool {
        guard error["code"]?.intValue == RPCErrorCode.limitExceeded.rawValue,
              let limit = error["data"]?["limit"]?.intValue, let bytes = error["data"]?["bytes"]?.intValue else { return false }
        lock.lock()
        let over = longLines.filter { $0.value > limit }.keys.sorted()
        let id = over.first { longLines[$0] == bytes } ?? over.first
        let c = id.flatMap { waiting.removeValue(forKey: $0) }
        if let id { longLines[id] = nil }
        lock.unlock()
        guard let c else { return false }
        c(.failure(ClientError(errorObject: error)))
        return true
    }

    /// Routes `subscription`'s notifications to `sink` (called on the reader thread).
    func register(subscription: String, _ sink: AsyncStream<EventStreamElement>.Continuation) {
        lock.lock()
        let isClosed = closed
        if !isClosed { subscriptionSinks[subscription] = sink }
        lock.unlock()
        if isClosed { sink.finish() }
    }

    /// Ends `subscription`'s sequence.
    func unregister(subscription: String) {
        lock.lock()
        let sink = subscriptionSinks.removeValue(forKey: subscription)
        lock.unlock()
        sink?.finish()
    }

    private static func forward(_ n: ServerNotification, to sink: AsyncStream<EventStreamElement>.Continuation) {
        switch n.method {
        case "event":
            if let e = try? Event(params: n.params) { sink.yield(.event(e)) }
        case "eventsDropped":
            sink.yield(.eventsDropped(count: n.params["count"]?.intValue ?? 0))
        case "request":
            if let r = try? RequestReport(params: n.params) { sink.yield(.request(r)) }
        default:
            break
        }
    }
}

/// Runs a completion once, whichever of the answer or the timeout comes first.
private final class OnceBox: @unchecked Sendable {
    private let lock = PThreadLock()
    private var action: ((Result<JSON, ClientError>) -> Void)?
    func set(_ a: @escaping (Result<JSON, ClientError>) -> Void) { lock.lock(); action = a; lock.unlock() }
    func fire(_ r: Result<JSON, ClientError>) {
        lock.lock()
        let a = action
        action = nil
        lock.unlock()
        a?(r)
    }
}
