import CLibUV

/// The close path every simple handle wrapper shares (`HandleLifecycle.swift`, rules 2, 4 and
/// 7): a close request on the loop thread calls `uv_close` once and queues `done`, or runs
/// `done` at once when the handle is already closed; the close callback lets the wrapper drop
/// what it holds before the queued `done`s run. A wrapper states only what is its own: its
/// handle, what it stops just before closing, what it lets go of once closed.
protocol ClosableUVHandle: UVHandleOwner {
    var loop: EventLoop { get }
    var lifecycle: HandleLifecycle { get set }
    /// The wrapped handle, as its `uv_handle_t` prefix.
    var uvHandle: UnsafeMutablePointer<uv_handle_t> { get }
    /// Runs once, just before `uv_close`.
    func willCloseHandle()
    /// Runs from the close callback, before the queued `done`s: the wrapper drops the user's
    /// closures (rule 7) and whatever else the handle held.
    func didCloseHandle()
}

extension ClosableUVHandle {
    func willCloseHandle() {}

    /// Closes the handle (idempotent, loop thread). `done` runs from the close callback, or at
    /// once when the handle is already closed.
    func closeHandle(_ done: (() -> Void)?) {
        loop.assertOnLoopThread()
        switch lifecycle.requestClose(done) {
        case .closeNow:
            willCloseHandle()
            closeUVHandle(uvHandle)
        case .alreadyClosing:
            break
        case .alreadyClosed:
            done?()
        }
    }

    func closeForShutdown() { closeHandle(nil) }

    func handleDidClose() {
        let callbacks = lifecycle.didClose()
        didCloseHandle()
        for callback in callbacks { callback() }
    }
}
