import CLibUV
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Wakes the loop from any thread (`uv_async_t`). The callback runs on the loop thread.
///
/// Sends coalesce: many `send()` calls before the loop wakes up produce one callback, so the
/// callback must drain a whole queue (a locked inbox), never assume one message per call.
///
/// Threading: `send()` is safe from any thread, also concurrently with `close()`; a `send()`
/// after `close()` is a no-op (libuv would otherwise abort or write to a reused descriptor).
/// Everything else is loop-thread confined. Stop producers before closing when their messages
/// matter: messages sent after `close()` are never seen.
///
/// `@unchecked Sendable` rests on this invariant: off the loop thread only `send()` runs, and it
/// touches only the atomic `gate` and `uv_async_send` (thread-safe per libuv's documentation) on
/// the handle memory, which lives until `deinit`, i.e. while any sender still holds a reference.
public final class AsyncWakeup: ClosableUVHandle, @unchecked Sendable {
    let loop: EventLoop
    private let handle: UnsafeMutablePointer<uv_async_t>
    var lifecycle = HandleLifecycle()
    private var callback: (() -> Void)?
    /// Low bits: senders currently inside `send()`. `closedBit`: no new send may start.
    private let gate = Atomic<Int>(0)
    private static let closedBit = 1 << 62

    public init(loop: EventLoop, _ callback: @escaping () -> Void) throws(UVError) {
        loop.preconditionOpen()
        let handle = try allocateInitialized(uv_async_t.self) {
            uv_async_init(loop.uvLoop, $0, { handle in
                owner(AsyncWakeup.self, of: handle?.pointee.data).callback?()
            })
        }
        self.loop = loop
        self.handle = handle
        self.callback = callback
        handle.pointee.data = retainForLibUV(self)
    }

    deinit {
        handle.deallocate()
    }

    /// Requests one run of the callback on the loop thread. Any thread; never blocks.
    public func send() {
        let before = gate.wrappingAdd(1, ordering: .sequentiallyConsistent).oldValue
        if before & Self.closedBit == 0 {
            _ = uv_async_send(handle)
        }
        gate.wrappingSubtract(1, ordering: .sequentiallyConsistent)
    }

    /// Closes the handle (idempotent, loop thread). A wake-up sent but not yet delivered is
    /// dropped. `done` runs from the close callback.
    public func close(_ done: (() -> Void)? = nil) { closeHandle(done) }

    var uvHandle: UnsafeMutablePointer<uv_handle_t> { asHandle(handle) }

    /// Shuts the gate, then waits for senders already past it: at most one `uv_async_send`
    /// each, which never blocks.
    func willCloseHandle() {
        gate.bitwiseOr(Self.closedBit, ordering: .sequentiallyConsistent)
        while gate.load(ordering: .sequentiallyConsistent) & ~Self.closedBit != 0 {
            sched_yield()
        }
    }

    func didCloseHandle() { callback = nil }
}
