import CLibUV

#if canImport(Glibc)
import Glibc
#endif

/// A listening Unix socket that accepts `PipeStream` connections.
///
/// Loop-thread confined; lifetime rules in `HandleLifecycle.swift`.
///
/// Design: the listener is a socket this class creates, binds and `listen(2)`s, watched by a
/// `uv_poll_t`, and connections are taken with `accept(2)` and adopted with `uv_pipe_open`.
/// libuv's own `uv_listen` cannot pause: on `EMFILE` it closes a reserve descriptor and then
/// accepts and immediately closes every pending connection without telling the application,
/// and if the reserve is gone it calls back with `EMFILE` in a tight loop. Here:
///
/// - `pauseAccepting()` stops polling the socket (`uv_poll_stop`). New clients wait in the
///   kernel's backlog (their `connect` succeeds); nothing spins. `resumeAccepting()` polls again
///   and the backlog is accepted.
/// - An accept error that would repeat (`EMFILE`, `ENFILE`, `ENOBUFS`, `ENOMEM`, …) pauses the
///   listener by itself and is reported to `onAcceptError`. The owner decides when to retry:
///   call `resumeAccepting()` from a `UVTimer` (say 100 ms) or when a connection closes. Transient
///   errors (`EINTR`, `ECONNABORTED`, `EPROTO`) are skipped silently.
/// - One wake-up accepts at most `acceptBudget` connections so a connection storm cannot starve
///   reads and writes; the level-triggered poll calls back on the next iteration for the rest.
/// - While paused the listener does not keep the loop alive.
///
/// The socket file is neither removed before bind nor unlinked on close: the caller owns the
/// path (directory, permissions, stale files).
public final class PipeListener: ClosableUVHandle {
    let loop: EventLoop
    private let poll: UnsafeMutablePointer<uv_poll_t>
    private let fd: Int32
    var lifecycle = HandleLifecycle()
    private var onConnection: ((PipeStream) -> Void)?
    private var isListening = false
    private var isPolling = false
    /// True while paused, by `pauseAccepting()` or by an accept error.
    public private(set) var isAcceptingPaused = false
    /// Reports accept errors; the listener is already paused when this runs (see the type doc).
    public var onAcceptError: ((UVError) -> Void)?
    /// The socket path given at init.
    public let path: String
    /// Most connections accepted per loop iteration (at least 1: 0 would make the
    /// level-triggered poll spin without accepting).
    public var acceptBudget = 128

    /// Creates the socket and binds it to `path` (`EADDRINUSE` if a file exists there).
    public init(loop: EventLoop, path: String) throws(UVError) {
        loop.preconditionOpen()
        if let error = UnixSocketAddress.validate(path) { throw error }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw UVError(errno: errno) }
        let bound = UnixSocketAddress.withAddress(path) { bind(fd, $0, $1) }
        guard bound == 0 else {
            let error = UVError(errno: errno)
            Glibc.close(fd)
            throw error
        }
        let poll: UnsafeMutablePointer<uv_poll_t>
        do {
            poll = try allocateInitialized(uv_poll_t.self) { uv_poll_init(loop.uvLoop, $0, fd) }
        } catch {
            Glibc.close(fd)
            throw error
        }
        self.loop = loop
        self.poll = poll
        self.fd = fd
        self.path = path
        poll.pointee.data = retainForLibUV(self)
    }

    deinit {
        poll.deallocate()
    }

    /// The listening socket's descriptor, or -1 once closed.
    public var fileDescriptor: Int32 { lifecycle.phase == .closed ? -1 : fd }

    /// Starts listening; `onConnection` receives each accepted stream (not yet reading).
    /// Calling it again replaces the callback.
    public func listen(backlog: Int32 = 511, onConnection: @escaping (PipeStream) -> Void) throws(UVError) {
        loop.assertOnLoopThread()
        guard lifecycle.isOpen else { throw .ebadf }
        guard Glibc.listen(fd, backlog) == 0 else { throw UVError(errno: errno) }
        self.onConnection = onConnection
        isListening = true
        try updatePolling()
    }

    /// Stops accepting without closing: pending clients wait in the backlog. Idempotent.
    public func pauseAccepting() {
        loop.assertOnLoopThread()
        isAcceptingPaused = true
        try? updatePolling()  // uv_poll_stop cannot fail
    }

    /// Accepts again (also after an accept error paused the listener). Idempotent. If polling
    /// cannot restart, the listener stays paused and `onAcceptError` is told.
    public func resumeAccepting() {
        loop.assertOnLoopThread()
        isAcceptingPaused = false
        do {
            try updatePolling()
        } catch {
            isAcceptingPaused = true
            onAcceptError?(error)
        }
    }

    private var shouldPoll: Bool {
        lifecycle.isOpen && isListening && !isAcceptingPaused
    }

    private func updatePolling() throws(UVError) {
        if shouldPoll && !isPolling {
            let rc = uv_poll_start(poll, Int32(UV_READABLE.rawValue)) { poll, status, _ in
                owner(PipeListener.self, of: poll?.pointee.data).pollFired(status)
            }
            try UVError.check(rc)
            isPolling = true
        } else if !shouldPoll && isPolling {
            _ = uv_poll_stop(poll)
            isPolling = false
        }
    }

    private func pollFired(_ status: Int32) {
        if status < 0 {
            pauseAndReport(UVError(code: status))
            return
        }
        var budget = max(1, acceptBudget)
        while budget > 0 && shouldPoll {
            budget -= 1
            let client = accept(fd, nil, nil)
            if client < 0 {
                let code = errno
                switch code {
                case EAGAIN, EWOULDBLOCK:
                    return
                case EINTR, ECONNABORTED, EPROTO:
                    continue
                default:
                    pauseAndReport(UVError(errno: code))
                    return
                }
            }
            // accept4 is not visible without _GNU_SOURCE; nothing here forks between the calls.
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            let stream: PipeStream
            do {
                stream = try PipeStream(loop: loop, adopting: client)
            } catch {
                Glibc.close(client)
                onAcceptError?(error)
                continue
            }
            onConnection?(stream)
        }
    }

    private func pauseAndReport(_ error: UVError) {
        pauseAccepting()
        onAcceptError?(error)
    }

    /// Stops accepting and closes the socket (idempotent). Already accepted streams are not
    /// affected. `done` runs from the close callback.
    public func close(_ done: (() -> Void)? = nil) { closeHandle(done) }

    /// Closing the poll handle removes the descriptor from epoll.
    var uvHandle: UnsafeMutablePointer<uv_handle_t> { asHandle(poll) }

    func willCloseHandle() { isPolling = false }

    func didCloseHandle() {
        // uv_poll does not own the descriptor; close it only now that libuv has let go.
        Glibc.close(fd)
        onConnection = nil
        onAcceptError = nil
    }
}
