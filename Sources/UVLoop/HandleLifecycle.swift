// Lifetime rules shared by every libuv handle wrapper in this module.
//
// 1. Each wrapper (`PipeListener`, `PipeStream`, `UVTimer`, `AsyncWakeup`, `SignalWatcher`)
//    allocates its own `uv_*_t` struct and, as soon as libuv has initialised it, stores
//    `Unmanaged.passRetained(self)` in the handle's `data` field. That +1 is owned by libuv.
// 2. The +1 is released only in the `uv_close` callback (`uvHandleDidClose` below). Until then
//    the wrapper cannot be deinitialised, even if its owner drops every reference, so a handle
//    libuv still references is never freed. A wrapper whose owner forgets it stays alive until
//    it is closed, for example by `EventLoop.closeAllHandles()`.
// 3. `deinit` therefore runs only after the close callback (or when `init` failed before libuv
//    knew the handle), and it is the only place the `uv_*_t` memory is freed.
// 4. Closing is idempotent. `close(done)` may be called any number of times: every `done`
//    runs once, from the close callback, or at once if the handle is already fully closed.
// 5. Every wrapper holds a strong reference to its `EventLoop`, so the `uv_loop_t` outlives all
//    of its handles.
// 6. Everything is confined to the thread that runs the loop, except `AsyncWakeup.send()`.
//    In debug builds the wrappers assert this while the loop is running.
// 7. The close callback drops the user's closures, so closures that capture their own handle
//    do not form a lasting retain cycle.
//
// The close path of rules 2, 4 and 7 is written once, in `ClosableUVHandle`; `PipeStream`, whose
// lifecycle sits in a loop-bound box and whose close also drops its queued writes, keeps its own.

import CLibUV

/// Implemented by every object that owns a libuv handle and keeps itself in `handle.data`.
protocol UVHandleOwner: AnyObject {
    /// Closes the handle as `close(nil)` would. `EventLoop.closeAllHandles()` uses it.
    func closeForShutdown()
    /// Called from the `uv_close` callback before libuv's +1 on the owner is released.
    func handleDidClose()
}

/// What a close request has to do, decided by `HandleLifecycle`.
enum CloseDecision {
    /// The handle was open or draining: call `uv_close` now.
    case closeNow
    /// `uv_close` was already called; the `done` callback has been queued.
    case alreadyClosing
    /// The close callback already ran: call `done` at once.
    case alreadyClosed
}

/// The open → (draining) → closing → closed progression of one handle, with its queued
/// `done` callbacks. It never calls user code itself, so callers can run callbacks without
/// holding an access to the struct.
struct HandleLifecycle {
    enum Phase {
        case open
        /// `PipeStream.shutdownAndClose` was called: flushing, then closing.
        case draining
        case closing
        case closed
    }

    private(set) var phase: Phase = .open
    private var doneCallbacks: [() -> Void] = []

    var isOpen: Bool { phase == .open }
    /// True from the first close (or shutdown) request on.
    var isClosingOrClosed: Bool { phase != .open }

    mutating func requestClose(_ done: (() -> Void)?) -> CloseDecision {
        switch phase {
        case .closed:
            return .alreadyClosed
        case .closing:
            if let done { doneCallbacks.append(done) }
            return .alreadyClosing
        case .open, .draining:
            if let done { doneCallbacks.append(done) }
            phase = .closing
            return .closeNow
        }
    }

    /// Returns true when the caller must start draining now (the handle was open).
    /// When it returns false and the phase is `.closed`, the caller must call `done` itself.
    mutating func requestDrain(_ done: (() -> Void)?) -> Bool {
        switch phase {
        case .open:
            if let done { doneCallbacks.append(done) }
            phase = .draining
            return true
        case .draining, .closing:
            if let done { doneCallbacks.append(done) }
            return false
        case .closed:
            return false
        }
    }

    /// Marks the handle closed and hands back the `done` callbacks to run.
    mutating func didClose() -> [() -> Void] {
        phase = .closed
        let callbacks = doneCallbacks
        doneCallbacks = []
        return callbacks
    }
}

/// Allocates zeroed memory for one libuv struct.
func allocateZeroed<T>(_: T.Type) -> UnsafeMutablePointer<T> {
    let pointer = UnsafeMutablePointer<T>.allocate(capacity: 1)
    UnsafeMutableRawPointer(pointer).initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<T>.size)
    return pointer
}

/// Allocates one libuv handle and initialises it with `initialize` (`uv_signal_init`, …);
/// when that fails, frees the memory libuv never knew and throws its error.
func allocateInitialized<T>(
    _ type: T.Type, _ initialize: (UnsafeMutablePointer<T>) -> Int32
) throws(UVError) -> UnsafeMutablePointer<T> {
    let handle = allocateZeroed(type)
    let rc = initialize(handle)
    guard rc == 0 else {
        handle.deallocate()
        throw UVError(code: rc)
    }
    return handle
}

/// Views a concrete handle (`uv_pipe_t`, `uv_timer_t`, …) as its `uv_handle_t` prefix.
@inline(__always)
func asHandle<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<uv_handle_t> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: uv_handle_t.self)
}

/// Gives libuv its +1 on `owner`; store the result in the handle's `data` field.
@inline(__always)
func retainForLibUV(_ owner: some UVHandleOwner) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(owner).toOpaque()
}

/// Recovers the owner stored in a handle's `data` field (no retain change).
@inline(__always)
func owner<Owner: AnyObject>(_: Owner.Type, of data: UnsafeMutableRawPointer?) -> Owner {
    Unmanaged<Owner>.fromOpaque(data!).takeUnretainedValue()
}

/// Calls `uv_close` with the shared close callback, which releases libuv's +1 on the owner.
func closeUVHandle(_ handle: UnsafeMutablePointer<uv_handle_t>) {
    uv_close(handle, uvHandleDidClose)
}

private let uvHandleDidClose: uv_close_cb = { handle in
    guard let handle, let data = handle.pointee.data else { return }
    let unmanaged = Unmanaged<AnyObject>.fromOpaque(data)
    // Every handle on our loops is created by this module, so `data` always holds an owner.
    let owner = unmanaged.takeUnretainedValue() as! any UVHandleOwner
    owner.handleDidClose()
    handle.pointee.data = nil
    unmanaged.release()  // may run the owner's deinit, which frees `handle`
}
