import CLibUV

/// Delivers a Unix signal on the loop thread (`uv_signal_t`). Loop-thread confined; see
/// `HandleLifecycle.swift` for the lifetime rules. While open it keeps the loop alive.
public final class SignalWatcher: UVHandleOwner {
    private let loop: EventLoop
    private let handle: UnsafeMutablePointer<uv_signal_t>
    private var lifecycle = HandleLifecycle()
    private var callback: ((Int32) -> Void)?
    /// The signal being watched.
    public let signal: Int32

    public init(loop: EventLoop, signal: Int32, _ callback: @escaping (Int32) -> Void) throws(UVError) {
        loop.preconditionOpen()
        let handle = allocateZeroed(uv_signal_t.self)
        let rc = uv_signal_init(loop.uvLoop, handle)
        guard rc == 0 else {
            handle.deallocate()
            throw UVError(code: rc)
        }
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
    public func close(_ done: (() -> Void)? = nil) {
        loop.assertOnLoopThread()
        switch lifecycle.requestClose(done) {
        case .closeNow: closeUVHandle(asHandle(handle))
        case .alreadyClosing: break
        case .alreadyClosed: done?()
        }
    }

    func closeForShutdown() { close() }

    func handleDidClose() {
        let callbacks = lifecycle.didClose()
        callback = nil
        for callback in callbacks { callback() }
    }
}
