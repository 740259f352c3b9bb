import CLibUV

/// Delivers a Unix signal on the loop thread (`uv_signal_t`). Loop-thread confined; see
/// `HandleLifecycle.swift` for the lifetime rules. While open it keeps the loop alive.
public final class SignalWatcher: ClosableUVHandle {
    let loop: EventLoop
    private let handle: UnsafeMutablePointer<uv_signal_t>
    var lifecycle = HandleLifecycle()
    private var callback: ((Int32) -> Void)?
    /// The signal being watched.
    public let signal: Int32

    public init(loop: EventLoop, signal: Int32, _ callback: @escaping (Int32) -> Void) throws(UVError) {
        loop.preconditionOpen()
        let handle = try allocateInitialized(uv_signal_t.self) { uv_signal_init(loop.uvLoop, $0) }
        self.loop = loop
        self.handle = handle
        self.signal = signal
        self.callback = callback
        handle.pointee.data = retainForLibUV(self)
        let started = uv_signal_start(handle, { handle, signum in
            owner(SignalWatcher.self, of: handle?.pointee.data).callback?(signum)
        }, signal)
        if started != 0 {
            // libuv knows the handle now: it must be closed, and freed only after the callback.
            close()
            throw UVError(code: started)
        }
    }

    deinit {
        handle.deallocate()
    }

    /// Stops watching and closes the handle (idempotent). `done` runs from the close callback.
    public func close(_ done: (() -> Void)? = nil) { closeHandle(done) }

    var uvHandle: UnsafeMutablePointer<uv_handle_t> { asHandle(handle) }

    func didCloseHandle() { callback = nil }
}
