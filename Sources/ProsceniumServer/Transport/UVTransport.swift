import Dispatch
import UVLoop
#if canImport(Glibc)
import Glibc
#endif

/// The production side of the transport seam: libuv's loop, its listening Unix socket and
/// pipe streams, its timers and `uv_async_t`; the windows' timers on their DispatchQueues.
final class UVRuntime: ShellRuntime, @unchecked Sendable {
    // @unchecked: `loop` is used only on the loop thread (makeTimer, makeWakeup); the rest is
    // the monotonic clock and Dispatch, which are thread-safe.
    let loop: EventLoop
    private let startNanos = UVRuntime.monotonicNanos()

    init(loop: EventLoop) { self.loop = loop }

    var nowMillis: Double { Double(Self.monotonicNanos() &- startNanos) / 1_000_000 }

    /// The monotonic clock, read straight from `clock_gettime`: the clock `DispatchTime.now()`
    /// reads, without `dispatch_time`'s conversions (≈ 20 instructions a read instead of ≈ 85;
    /// the server reads it about once per request).
    @inline(__always)
    private static func monotonicNanos() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) &* 1_000_000_000 &+ UInt64(t.tv_nsec)
    }

    func makeTimer() -> any LoopTimer { UVTimer(loop: loop) }

    func makeWakeup(_ handler: @escaping () -> Void) throws -> any LoopWakeup {
        try AsyncWakeup(loop: loop, handler)
    }

    func schedule(on queue: DispatchQueue, after seconds: Double, _ work: @escaping @Sendable () -> Void) {
        queue.asyncAfter(deadline: .now() + seconds, execute: work)
    }

    func offload(on queue: DispatchQueue?, _ work: @escaping @Sendable () -> Void) {
        (queue ?? DispatchQueue.global()).async(execute: work)
    }
}

extension UVTimer: LoopTimer {
    package func close() { close(nil) }
}

extension AsyncWakeup: LoopWakeup {
    package func close() { close(nil) }
}

/// A `PipeStream` as a `ClientStream`.
final class PipeClientStream: ClientStream {
    let pipe: PipeStream

    init(_ pipe: PipeStream) { self.pipe = pipe }

    func startReading(onData: @escaping (UnsafeRawBufferPointer) -> Void, onEnd: @escaping () -> Void) {
        pipe.startReading(onData: onData, onEnd: { _ in onEnd() })
    }

    func stopReading() { pipe.stopReading() }
    func write(_ bytes: [UInt8]) { pipe.write(bytes) }
    func write(_ bytes: UnsafeRawBufferPointer) { pipe.write(bytes) }
    func writeThenPending(_ bytes: UnsafeRawBufferPointer) -> Int {
        pipe.write(bytes)
        return pipe.pendingWriteBytes
    }
    var pendingWriteBytes: Int { pipe.pendingWriteBytes }
    var bytesTaken: Int { pipe.bytesTaken }
    var unreadByPeer: Int? { pipe.unreadByPeer }

    /// One byte peeked without blocking: bytes waiting in the kernel.
    var hasUnreadInput: Bool {
        let fd = pipe.fileDescriptor
        guard fd >= 0 else { return false }
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) > 0
    }

    var onWritable: (() -> Void)? {
        get { pipe.onWritable }
        set { pipe.onWritable = newValue }
    }

    var onWriteError: ((String) -> Void)? {
        didSet {
            let handler = onWriteError
            pipe.onWriteError = handler.map { h in { error in h("\(error)") } }
        }
    }

    func close() { pipe.close() }
    func shutdownAndClose() { pipe.shutdownAndClose() }
}

/// The listening Unix socket, bound under umask 0177 so that it never exists with looser modes
/// than it ends up with.
final class UnixSocketListener: StreamListener {
    private let listener: PipeListener

    init(loop: EventLoop, path: String) throws(UVError) {
        let savedMask = umask(0o177)
        defer { umask(savedMask) }
        listener = try PipeListener(loop: loop, path: path)
    }

    var onAcceptError: ((String) -> Void)? {
        didSet {
            let handler = onAcceptError
            listener.onAcceptError = handler.map { h in { error in h("\(error)") } }
        }
    }

    func listen(_ onStream: @escaping (any ClientStream, PeerCredentials?) -> Void) throws {
        try listener.listen { pipe in onStream(PipeClientStream(pipe), pipe.peerCredentials()) }
    }

    func pauseAccepting() { listener.pauseAccepting() }
    func resumeAccepting() { listener.resumeAccepting() }
    func close() { listener.close() }
}
