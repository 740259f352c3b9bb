import CLibUV

/// A libuv timer (`uv_timer_t`). Loop-thread confined; see `HandleLifecycle.swift` for the
/// lifetime rules: the timer stays alive until it is closed, even with no outside reference.
public final class UVTimer: ClosableUVHandle {
    let loop: EventLoop
    private let handle: UnsafeMutablePointer<uv_timer_t>
    var lifecycle = HandleLifecycle()
    private var fire: (() -> Void)?

    public init(loop: EventLoop) {
        loop.preconditionOpen()
        self.loop = loop
        handle = allocateZeroed(uv_timer_t.self)
        let rc = uv_timer_init(loop.uvLoop, handle)
        precondition(rc == 0, "uv_timer_init cannot fail")
        handle.pointee.data = retainForLibUV(self)
    }

    deinit {
        handle.deallocate()
    }

    /// (Re)starts the timer: `fire` runs after `afterMillis`, then every `repeatMillis` if that is
    /// non-zero. Replaces any earlier schedule and callback. Ignored once the timer is closing.
    public func start(afterMillis: UInt64, repeatMillis: UInt64 = 0, _ fire: @escaping () -> Void) {
        loop.assertOnLoopThread()
        guard lifecycle.isOpen else { return }
        self.fire = fire
        let rc = uv_timer_start(handle, { timer in
            owner(UVTimer.self, of: timer?.pointee.data).fire?()
        }, afterMillis, repeatMillis)
        precondition(rc == 0, "uv_timer_start failed on an open timer")
    }

    /// Stops the timer; `start` may be called again. The timer no longer keeps the loop alive.
    public func stop() {
        loop.assertOnLoopThread()
        guard lifecycle.isOpen else { return }
        _ = uv_timer_stop(handle)
    }

    /// Whether the timer keeps the loop running (`uv_ref` / `uv_unref`). A timer that should
    /// fire only if something else keeps the loop alive (a shutdown deadline) is unreferenced.
    public func setKeepsLoopAlive(_ keeps: Bool) {
        loop.assertOnLoopThread()
        guard lifecycle.isOpen else { return }
        if keeps { uv_ref(asHandle(handle)) } else { uv_unref(asHandle(handle)) }
    }

    /// True while the timer is scheduled.
    public var isActive: Bool {
        lifecycle.isOpen && uv_is_active(asHandle(handle)) != 0
    }

    /// Closes the timer (idempotent). `done` runs from the close callback.
    public func close(_ done: (() -> Void)? = nil) { closeHandle(done) }

    var uvHandle: UnsafeMutablePointer<uv_handle_t> { asHandle(handle) }

    func didCloseHandle() { fire = nil }
}
