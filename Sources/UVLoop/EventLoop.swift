import CLibUV
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// One libuv loop (a private `uv_loop_t`, never the default loop). One per server.
///
/// Thread confinement: an `EventLoop` and every handle created on it are used only from the
/// thread that calls `run()` / `runOnce(nowait:)` (or from any single thread while the loop is
/// not running). The only exception is `AsyncWakeup.send()`. Debug builds assert this while the
/// loop runs.
///
/// Shutdown: `closeAllHandles()`, then `run()` (or `runOnce`) until it returns so the close
/// callbacks run, then `close()`, which returns 0 when nothing is left open.
public final class EventLoop {
    let uvLoop: UnsafeMutablePointer<uv_loop_t>
    private var isClosed = false
    /// `pthread_self()` of the thread inside `uv_run`, or 0. Atomic so debug checks made on
    /// other threads (the misuse being detected) read it without a data race.
    private let runningThread = Atomic<UInt>(0)
    /// The one buffer every stream of this loop reads into. libuv allocates, reads and calls
    /// back one stream at a time on the loop thread, and `onData` may use the bytes only during
    /// its call, so a single buffer serves all connections: an idle connection costs no read
    /// buffer (a per-stream 64 KiB buffer put one touched 4 KiB page on each). Its address is
    /// also the libuv loop's `data`, where a stream's allocation callback finds it.
    let readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: PipeStream.readBufferSize, alignment: 16)

    public init() throws(UVError) {
        let loop = allocateZeroed(uv_loop_t.self)
        let rc = uv_loop_init(loop)
        guard rc == 0 else {
            loop.deallocate()
            throw UVError(code: rc)
        }
        uvLoop = loop
        loop.pointee.data = readBuffer.baseAddress
    }

    deinit {
        readBuffer.deallocate()
        // Every handle holds a strong reference to its loop, so reaching deinit means every
        // handle object is gone, i.e. fully closed. If `uv_loop_close` still fails, libuv
        // references the memory: leak it rather than free it.
        if !isClosed {
            guard uv_loop_close(uvLoop) == 0 else { return }
        }
        uvLoop.deallocate()
    }

    /// Runs the loop (`UV_RUN_DEFAULT`) until no active handle remains or `stop()` is called.
    public func run() {
        _ = runLoop(UV_RUN_DEFAULT)
    }

    /// Runs one loop iteration. With `nowait` it only polls; otherwise it blocks until at least
    /// one event arrives (if any handle is active). Returns true while there is more to do
    /// (active handles or requests remain).
    @discardableResult
    public func runOnce(nowait: Bool) -> Bool {
        runLoop(nowait ? UV_RUN_NOWAIT : UV_RUN_ONCE) != 0
    }

    private func runLoop(_ mode: uv_run_mode) -> Int32 {
        precondition(!isClosed, "EventLoop used after close()")
        let me = UInt(pthread_self())
        let (exchanged, _) = runningThread.compareExchange(
            expected: 0, desired: me, ordering: .sequentiallyConsistent)
        precondition(exchanged, "EventLoop.run re-entered or run on two threads at once")
        defer { runningThread.store(0, ordering: .sequentiallyConsistent) }
        return uv_run(uvLoop, mode)
    }

    /// Makes `run()` return after the current iteration (`uv_stop`).
    public func stop() {
        assertOnLoopThread()
        uv_stop(uvLoop)
    }

    /// `uv_loop_close`: 0 when every handle was closed and its close callback ran, otherwise
    /// `UV_EBUSY` (and the loop stays usable). Idempotent once it has returned 0.
    @discardableResult
    public func close() -> Int32 {
        assertOnLoopThread()
        if isClosed { return 0 }
        precondition(runningThread.load(ordering: .sequentiallyConsistent) == 0,
                     "EventLoop.close() called from inside run()")
        let rc = uv_loop_close(uvLoop)
        if rc == 0 { isClosed = true }
        return rc
    }

    /// The loop's cached time in milliseconds (`uv_now`), updated at the start of each iteration.
    public var nowMillis: UInt64 {
        uv_now(uvLoop)
    }

    /// Closes every handle still open on this loop (`uv_walk`), through its owner's `close`, so
    /// queued `done` callbacks run and stream writes are dropped. The close callbacks run during
    /// the next loop iteration: call `run()` or `runOnce` afterwards, then `close()`.
    public func closeAllHandles() {
        assertOnLoopThread()
        uv_walk(uvLoop, { handle, _ in
            guard let handle, uv_is_closing(handle) == 0 else { return }
            if let data = handle.pointee.data,
               let owner = Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? any UVHandleOwner {
                owner.closeForShutdown()
            } else {
                uv_close(handle, nil)
            }
        }, nil)
    }

    /// Number of handles on the loop that are not yet closing (diagnostics and tests).
    public var openHandleCount: Int {
        var count = 0
        withUnsafeMutablePointer(to: &count) { pointer in
            uv_walk(uvLoop, { handle, arg in
                guard let handle, uv_is_closing(handle) == 0 else { return }
                arg!.assumingMemoryBound(to: Int.self).pointee += 1
            }, pointer)
        }
        return count
    }

    /// True on the thread running the loop, and on any thread while the loop is not running.
    public var isOnLoopThread: Bool {
        let running = runningThread.load(ordering: .relaxed)
        return running == 0 || running == UInt(pthread_self())
    }

    /// For handle initialisers: the loop must not be closed.
    func preconditionOpen(file: StaticString = #fileID, line: UInt = #line) {
        precondition(!isClosed, "handle created on a closed EventLoop", file: file, line: line)
        assertOnLoopThread(file: file, line: line)
    }

    @inline(__always)
    func assertOnLoopThread(file: StaticString = #fileID, line: UInt = #line) {
        assert(isOnLoopThread, "UVLoop object used off its loop thread", file: file, line: line)
    }
}
