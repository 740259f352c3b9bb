import Dispatch
import UVLoop

/// The transport seam: everything the shell needs from the machinery that moves bytes and time.
/// `proscd` runs over libuv (`UVTransport.swift`); `EmbeddedServer` (ProsceniumTesting) runs
/// the same shell over memory with a manual clock, so server tests need no socket and no sleep.

/// One client's byte stream as the shell sees it.
package protocol ClientStream: AnyObject {
    /// Delivers bytes as they arrive; `onEnd` once at the end of input (the peer half-closed,
    /// or reading failed). After `onEnd` writes still work until the stream is closed.
    func startReading(onData: @escaping (UnsafeRawBufferPointer) -> Void, onEnd: @escaping () -> Void)
    func stopReading()
    /// Queues `bytes`: the peer takes what it accepts now, the stream keeps the rest.
    func write(_ bytes: [UInt8])
    /// Queues `bytes` as `write(_: [UInt8])` does; they are copied if kept, so the caller's
    /// buffer may be reused on return.
    func write(_ bytes: UnsafeRawBufferPointer)
    /// `write(_: UnsafeRawBufferPointer)`, then `pendingWriteBytes`: one call where a
    /// connection writes what it gathered.
    func writeThenPending(_ bytes: UnsafeRawBufferPointer) -> Int
    /// Output accepted but not yet taken by the peer.
    var pendingWriteBytes: Int { get }
    /// Bytes the peer has taken so far (grows by what each write hands over).
    var bytesTaken: Int { get }
    /// Bytes the peer has taken but its reader has not read yet (the kernel's count), if known.
    var unreadByPeer: Int? { get }
    /// True when input has arrived that the shell has not read yet.
    var hasUnreadInput: Bool { get }
    /// Called when queued output has drained.
    var onWritable: (() -> Void)? { get set }
    /// Called once when a write fails; later writes are ignored.
    var onWriteError: ((String) -> Void)? { get set }
    /// Closes at once; queued output is discarded.
    func close()
    /// Writes what is queued (bounded in time by the stream), then closes.
    func shutdownAndClose()
}

extension ClientStream {
    /// A stream without a raw write of its own (the in-memory one) writes a copy.
    package func write(_ bytes: UnsafeRawBufferPointer) { write(Array(bytes)) }

    package func writeThenPending(_ bytes: UnsafeRawBufferPointer) -> Int {
        write(bytes)
        return pendingWriteBytes
    }
}

/// Accepts client streams (a listening Unix socket, or `EmbeddedServer.connect`).
package protocol StreamListener: AnyObject {
    /// Starts accepting; each new stream comes with its peer's credentials when known.
    func listen(_ onStream: @escaping (any ClientStream, PeerCredentials?) -> Void) throws
    /// Called when accepting fails (descriptors exhausted); the shell pauses and retries.
    var onAcceptError: ((String) -> Void)? { get set }
    func pauseAccepting()
    func resumeAccepting()
    func close()
}

/// A timer on the loop thread.
package protocol LoopTimer: AnyObject {
    func start(afterMillis: UInt64, repeatMillis: UInt64, _ fire: @escaping () -> Void)
    func stop()
    /// A timer that does not keep the loop alive (deadline timers).
    func setKeepsLoopAlive(_ keeps: Bool)
    func close()
}

/// Wakes the loop thread from any thread; wake-ups coalesce.
package protocol LoopWakeup: AnyObject, Sendable {
    func send()
    func close()
}

/// The loop's clock and timers, the wake-up of the loop, the timers of the windows' queues,
/// and where work off the loop runs: injected, so that tests control time.
package protocol ShellRuntime: AnyObject, Sendable {
    /// Monotonic milliseconds since the runtime started.
    var nowMillis: Double { get }
    /// A new timer on the loop thread (loop thread only).
    func makeTimer() -> any LoopTimer
    /// A wake-up that runs `handler` on the loop thread (loop thread only).
    func makeWakeup(_ handler: @escaping () -> Void) throws -> any LoopWakeup
    /// Runs `work` on `queue` `seconds` from now (the end of an animated transition).
    func schedule(on queue: DispatchQueue, after seconds: Double, _ work: @escaping @Sendable () -> Void)
    /// Runs `work` off the loop thread (parsing a storyboard; on the state store's own serial
    /// `queue`, writing the preserved state).
    func offload(on queue: DispatchQueue?, _ work: @escaping @Sendable () -> Void)
}
