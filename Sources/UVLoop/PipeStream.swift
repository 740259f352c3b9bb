import CLibUV

/// One connected Unix-socket stream (`uv_pipe_t`): a server connection from `PipeListener`,
/// or a client from `PipeStream.connect`.
///
/// Loop-thread confined. Lifetime (see `HandleLifecycle.swift`): the stream keeps itself alive
/// until it is closed; dropping the last reference does not close it.
///
/// Reading: `startReading` delivers bytes in the loop's one reusable 64 KiB buffer. The
/// `UnsafeRawBufferPointer` given to `onData` is valid only during that call: copy what you keep.
/// `onEnd` runs once: `nil` for EOF (the peer shut down its write side), or the error. After
/// `onEnd` the stream stays open (writes still work) until you close it.
///
/// Writing: see `PipeStream+Writing.swift`. Writes never block; what the kernel does not take
/// at once is copied into a per-stream queue, and `pendingWriteBytes` / `onWritable` give
/// backpressure.
///
/// The fields the read and write paths touch on every request are `LoopBound` boxes (loop thread
/// only; `value` is the field).
public final class PipeStream: UVHandleOwner {
    let loop: EventLoop
    let pipe: UnsafeMutablePointer<uv_pipe_t>
    let lifecycle = LoopBound(HandleLifecycle())

    // Reading.
    static let readBufferSize = 64 * 1024
    private var onData: ((UnsafeRawBufferPointer) -> Void)?
    private var onEnd: ((UVError?) -> Void)?
    private let isReading = LoopBound(false)
    private let readEnded = LoopBound(false)

    // Writing (used by PipeStream+Writing.swift).
    /// The write queue's state (`WriteQueue`).
    let writes = LoopBound(WriteQueue())
    var writeRequest: UnsafeMutablePointer<uv_write_t>?
    var shutdownRequest: UnsafeMutablePointer<uv_shutdown_t>?
    /// `shutdownAndClose` is waiting for `staged` to be handed to libuv.
    var shutdownWaitsForStaged = false
    /// The first write error; later writes are dropped.
    public var writeError: UVError? { writes.value.error }

    /// Called when the write queue drains to 0 after being non-empty (not after a failure,
    /// and not once `close`/`shutdownAndClose` was called).
    public var onWritable: (() -> Void)?
    /// Called once when a write fails (`EPIPE`, `ECONNRESET`, …). The queue is dropped and
    /// further writes are ignored; the stream stays open until you close it.
    public var onWriteError: ((UVError) -> Void)?

    /// A fresh, unconnected pipe handle on `loop`.
    init(loop: EventLoop) {
        loop.preconditionOpen()
        self.loop = loop
        pipe = allocateZeroed(uv_pipe_t.self)
        let rc = uv_pipe_init(loop.uvLoop, pipe, 0)
        precondition(rc == 0, "uv_pipe_init cannot fail")
        pipe.pointee.data = retainForLibUV(self)
    }

    /// Adopts a connected socket (from `accept`). On failure the handle is closed and the
    /// descriptor is left to the caller.
    convenience init(loop: EventLoop, adopting fd: Int32) throws(UVError) {
        self.init(loop: loop)
        let rc = uv_pipe_open(pipe, fd)
        if rc != 0 {
            close()
            throw UVError(code: rc)
        }
    }

    deinit {
        writeRequest?.deallocate()
        shutdownRequest?.deallocate()
        pipe.deallocate()
    }

    var stream: UnsafeMutablePointer<uv_stream_t> {
        UnsafeMutableRawPointer(pipe).assumingMemoryBound(to: uv_stream_t.self)
    }

    /// The socket descriptor (`uv_fileno`), or -1 once closed.
    public var fileDescriptor: Int32 {
        guard lifecycle.value.phase != .closed else { return -1 }
        var fd: uv_os_fd_t = -1
        guard uv_fileno(asHandle(pipe), &fd) == 0 else { return -1 }
        return fd
    }

    /// Bytes written that the peer has not read yet — in the kernel, between the two sockets
    /// (`SIOCOUTQ`); nil when closed. Unlike `bytesTaken`, which moves only when the kernel
    /// lets us write again (for a Unix socket, once the peer has drained most of it), this
    /// falls with every read the peer makes.
    public var unreadByPeer: Int? {
        let fd = fileDescriptor
        guard fd >= 0 else { return nil }
        let n = prosc_socket_unread_bytes(fd)
        return n < 0 ? nil : Int(n)
    }

    /// The peer's pid, uid and gid (`SO_PEERCRED`); nil when closed or not connected.
    public func peerCredentials() -> PeerCredentials? {
        let fd = fileDescriptor
        return fd < 0 ? nil : PeerCredentials(socket: fd)
    }

    // MARK: Reading

    /// Starts (or resumes) reading. The callbacks replace earlier ones. Does nothing once the
    /// stream is closing or `onEnd` has run. If libuv refuses (e.g. the peer is gone), `onEnd`
    /// runs at once with the error.
    public func startReading(onData: @escaping (UnsafeRawBufferPointer) -> Void,
                             onEnd: @escaping (UVError?) -> Void) {
        loop.assertOnLoopThread()
        guard lifecycle.value.phase == .open || lifecycle.value.phase == .draining, !readEnded.value else { return }
        self.onData = onData
        self.onEnd = onEnd
        guard !isReading.value else { return }
        // Both callbacks reach what they need without a retain and a release per read (≈ 120
        // instructions a read): the buffer is the loop's `data` (`EventLoop.readBuffer`); the
        // stream is borrowed from its `data`, which holds it alive until its close callback.
        let rc = uv_read_start(stream, { handle, _, buf in
            buf!.pointee = uv_buf_t(base: handle!.pointee.loop.pointee.data.assumingMemoryBound(to: CChar.self),
                                    len: PipeStream.readBufferSize)
        }, { handle, nread, _ in
            Unmanaged<PipeStream>.fromOpaque(handle!.pointee.data!)._withUnsafeGuaranteedRef { $0.didRead(nread) }
        })
        if rc == 0 {
            isReading.value = true
        } else {
            endReading(UVError(code: rc))
        }
    }

    /// Stops reading (backpressure); `startReading` resumes. Bytes stay in the kernel.
    public func stopReading() {
        loop.assertOnLoopThread()
        guard isReading.value else { return }
        isReading.value = false
        if lifecycle.value.phase != .closing && lifecycle.value.phase != .closed {
            _ = uv_read_stop(stream)
        }
    }

    /// True between `startReading` and `stopReading` / `onEnd` / close.
    public var isReadingActive: Bool { isReading.value }

    private func didRead(_ nread: Int) {
        if nread > 0 {
            onData?(UnsafeRawBufferPointer(start: loop.readBuffer.baseAddress, count: nread))
        } else if nread < 0 {
            _ = uv_read_stop(stream)
            endReading(nread == Int(UV_EOF.rawValue) ? nil : UVError(code: Int32(nread)))
        }
        // nread == 0: EAGAIN, nothing to report.
    }

    private func endReading(_ error: UVError?) {
        isReading.value = false
        readEnded.value = true
        let end = onEnd
        onData = nil
        onEnd = nil
        end?(error)
    }

    // MARK: Closing

    /// True once `close` or `shutdownAndClose` was called.
    public var isClosing: Bool { lifecycle.value.isClosingOrClosed }

    /// Closes now (idempotent). Queued writes are dropped; the peer sees EOF after the bytes the
    /// kernel already took. `done` runs from the close callback (at once if already closed).
    /// `onEnd` is not called for a stream you close yourself.
    public func close(_ done: (() -> Void)? = nil) {
        loop.assertOnLoopThread()
        switch lifecycle.value.requestClose(done) {
        case .closeNow:
            isReading.value = false
            shutdownWaitsForStaged = false
            closeUVHandle(asHandle(pipe))
        case .alreadyClosing:
            break
        case .alreadyClosed:
            done?()
        }
    }

    func closeForShutdown() { close() }

    func handleDidClose() {
        let callbacks = lifecycle.value.didClose()
        onData = nil
        onEnd = nil
        onWritable = nil
        onWriteError = nil
        writes.value.staged.removeAll()
        writes.value.inFlight.removeAll()
        for callback in callbacks { callback() }
    }
}
