import CLibUV

// Write path of `PipeStream`.
//
// At most one `uv_write` is in flight per stream, from `inFlight`, with one reusable
// `uv_write_t`. A write with nothing queued first tries `uv_try_write` (no copy when the kernel
// takes everything); the rest is copied to `staged` and handed to libuv at once. Writes made
// while a `uv_write` is in flight are appended to `staged`, and when it completes `staged` and
// `inFlight` swap: bursts of small writes coalesce into one syscall, byte order is preserved,
// and after warm-up no memory is allocated per write.

/// A stream's write queue: what waits, what libuv is writing, what the kernel took, the first
/// error. One value, so a write reads one `LoopBound` box.
struct WriteQueue: ~Copyable {
    /// Bytes accepted by `write` but not yet handed to libuv (only while a write is in flight).
    var staged = OutboundBuffer()
    /// Bytes handed to libuv by the one `uv_write` in flight.
    var inFlight = OutboundBuffer()
    var isInFlight = false
    /// Bytes taken by `uv_try_write` and by completed `uv_write`s (see `bytesTaken`).
    var completedBytes = 0
    /// The first write error; later writes are dropped.
    var error: UVError?

    /// `staged` becomes the buffer in flight (which must be empty); `staged` gets its storage.
    mutating func stageForFlight() { swap(&staged, &inFlight) }
}

extension PipeStream {
    /// Bytes accepted by `write` that the kernel has not taken yet.
    public var pendingWriteBytes: Int {
        (writes.value.isInFlight ? Int(pipe.pointee.write_queue_size) : 0) + writes.value.staged.count
    }

    /// Every byte the kernel has taken from this stream so far, partial progress of the write in
    /// flight included (libuv lowers `write_queue_size` as a request is written piece by piece):
    /// it stops growing exactly when the peer stops reading.
    public var bytesTaken: Int {
        writes.value.completedBytes + (writes.value.isInFlight ? writes.value.inFlight.count - Int(pipe.pointee.write_queue_size) : 0)
    }

    /// Writes `bytes` without blocking; they are copied if the kernel does not take them at once,
    /// so the caller's buffer may be reused on return. Ignored once the stream is closing
    /// (including `shutdownAndClose`) or after a write error.
    public func write(_ bytes: UnsafeRawBufferPointer) {
        loop.assertOnLoopThread()
        guard lifecycle.value.isOpen, writes.value.error == nil, !bytes.isEmpty else { return }
        if writes.value.isInFlight {
            writes.value.staged.append(bytes)
            return
        }
        // Nothing queued: libuv's own queue is empty too, so try_write cannot reorder bytes.
        var written = 0
        while written < bytes.count {
            let chunk = min(bytes.count - written, Int(UInt32.max))
            // Built in place (`uv_buf_init` is a call into libuv).
            var buf = uv_buf_t(
                base: UnsafeMutableRawPointer(mutating: bytes.baseAddress! + written)
                    .assumingMemoryBound(to: CChar.self),
                len: chunk)
            let rc = uv_try_write(stream, &buf, 1)
            if rc == UV_EAGAIN.rawValue { break }
            if rc < 0 {
                failWrites(UVError(code: rc))
                return
            }
            written += Int(rc)
            writes.value.completedBytes += Int(rc)
            if Int(rc) < chunk { break }  // kernel buffer full
        }
        if written == bytes.count { return }
        writes.value.staged.append(UnsafeRawBufferPointer(rebasing: bytes[written...]))
        submitStaged()
    }

    /// Writes `bytes` (see `write(_: UnsafeRawBufferPointer)`).
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    /// Flushes every queued write, shuts down the write side (`uv_shutdown`: the peer reads EOF
    /// after the last byte), then closes. Writes made after this call are ignored. If the peer
    /// never reads, this never finishes: pair it with a timer that calls `close()`.
    /// Idempotent; `done` runs from the close callback.
    public func shutdownAndClose(_ done: (() -> Void)? = nil) {
        loop.assertOnLoopThread()
        guard lifecycle.value.requestDrain(done) else {
            if lifecycle.value.phase == .closed { done?() }
            return
        }
        if writes.value.error != nil {
            close()
        } else if writes.value.staged.isEmpty {
            startShutdown()
        } else {
            shutdownWaitsForStaged = true  // continues in writeCompleted
        }
    }

    /// Hands `staged` to libuv as the one in-flight write. Requires no write in flight.
    private func submitStaged() {
        precondition(!writes.value.isInFlight && writes.value.inFlight.isEmpty)
        writes.value.stageForFlight()
        if writeRequest == nil { writeRequest = allocateZeroed(uv_write_t.self) }
        // uv_buf_t lengths are UInt32: split a (pathological) multi-GiB queue into several
        // buffers of one request instead of trapping. libuv copies the uv_buf_t array.
        let base = writes.value.inFlight.base!.assumingMemoryBound(to: CChar.self)
        let total = writes.value.inFlight.count
        let pieceSize = 1 << 30
        let pieces = (total + pieceSize - 1) / pieceSize
        let rc = withUnsafeTemporaryAllocation(of: uv_buf_t.self, capacity: pieces) { bufs in
            for index in 0..<pieces {
                let offset = index * pieceSize
                bufs[index] = uv_buf_init(base + offset, UInt32(min(pieceSize, total - offset)))
            }
            return uv_write(writeRequest!, stream, bufs.baseAddress, UInt32(pieces)) { request, status in
                let stream = owner(PipeStream.self, of: request!.pointee.handle.pointee.data)
                stream.writeCompleted(status)
            }
        }
        if rc == 0 {
            writes.value.isInFlight = true
        } else {
            writes.value.inFlight.removeAll()
            failWrites(UVError(code: rc))
        }
    }

    private func writeCompleted(_ status: Int32) {
        writes.value.isInFlight = false
        if status == 0 { writes.value.completedBytes += writes.value.inFlight.count }
        writes.value.inFlight.removeAll()
        // ECANCELED: the stream was closed; `close` already dropped everything.
        guard lifecycle.value.phase == .open || lifecycle.value.phase == .draining else { return }
        if status < 0 {
            failWrites(UVError(code: status))
            return
        }
        if !writes.value.staged.isEmpty {
            submitStaged()
            if shutdownWaitsForStaged && writes.value.isInFlight {
                shutdownWaitsForStaged = false
                startShutdown()
            }
            return
        }
        if lifecycle.value.phase == .open {
            onWritable?()
        }
    }

    private func startShutdown() {
        if shutdownRequest == nil { shutdownRequest = allocateZeroed(uv_shutdown_t.self) }
        let rc = uv_shutdown(shutdownRequest!, stream) { request, _ in
            // Whatever the status (ECANCELED if closed meanwhile), the stream is done.
            owner(PipeStream.self, of: request!.pointee.handle.pointee.data).close()
        }
        if rc != 0 { close() }
    }

    /// Records the first write error, drops queued bytes and reports it.
    private func failWrites(_ error: UVError) {
        guard writes.value.error == nil else { return }
        writes.value.error = error
        writes.value.staged.removeAll()
        if lifecycle.value.phase == .draining {
            close()
            return
        }
        onWriteError?(error)
    }
}
