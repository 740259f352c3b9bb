import CLibUV

// Write path of `PipeStream`.
//
// At most one `uv_write` is in flight per stream, from `inFlight`, with one reusable
// `uv_write_t`. A write with nothing queued first tries `uv_try_write` (no copy when the kernel
// takes everything); the rest is copied to `staged` and handed to libuv at once. Writes made
// while a `uv_write` is in flight are appended to `staged`, and when it completes `staged` and
// `inFlight` swap: bursts of small writes coalesce into one syscall, byte order is preserved,
// and after warm-up no memory is allocated per write.

extension PipeStream {
    /// Bytes accepted by `write` that the kernel has not taken yet.
    public var pendingWriteBytes: Int {
        (isWriteInFlight.value ? Int(pipe.pointee.write_queue_size) : 0) + staged.value.count
    }

    /// Every byte the kernel has taken from this stream so far, partial progress of the write in
    /// flight included (libuv lowers `write_queue_size` as a request is written piece by piece):
    /// it stops growing exactly when the peer stops reading.
    public var bytesTaken: Int {
        completedWriteBytes.value + (isWriteInFlight.value ? inFlight.value.count - Int(pipe.pointee.write_queue_size) : 0)
    }

    /// Writes `bytes` without blocking; they are copied if the kernel does not take them at once,
    /// so the caller's buffer may be reused on return. Ignored once the stream is closing
    /// (including `shutdownAndClose`) or after a write error.
    public func write(_ bytes: UnsafeRawBufferPointer) {
        loop.assertOnLoopThread()
        guard lifecycle.value.isOpen, writeErrorBox.value == nil, !bytes.isEmpty else { return }
        if isWriteInFlight.value {
            staged.value.append(bytes)
            return
        }
        // Nothing queued: libuv's own queue is empty too, so try_write cannot reorder bytes.
        var written = 0
        while written < bytes.count {
            let chunk = min(bytes.count - written, Int(UInt32.max))
            var buf = uv_buf_init(
                UnsafeMutableRawPointer(mutating: bytes.baseAddress! + written)
                    .assumingMemoryBound(to: CChar.self),
                UInt32(chunk))
            let rc = uv_try_write(stream, &buf, 1)
            if rc == UV_EAGAIN.rawValue { break }
            if rc < 0 {
                failWrites(UVError(code: rc))
                return
            }
            written += Int(rc)
            completedWriteBytes.value += Int(rc)
            if Int(rc) < chunk { break }  // kernel buffer full
        }
        if written == bytes.count { return }
        staged.value.append(UnsafeRawBufferPointer(rebasing: bytes[written...]))
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
        if writeErrorBox.value != nil {
            close()
        } else if staged.value.isEmpty {
            startShutdown()
        } else {
            shutdownWaitsForStaged = true  // continues in writeCompleted
        }
    }

    /// Hands `staged` to libuv as the one in-flight write. Requires no write in flight.
    private func submitStaged() {
        precondition(!isWriteInFlight.value && inFlight.value.isEmpty)
        swap(&staged.value, &inFlight.value)
        if writeRequest == nil { writeRequest = allocateZeroed(uv_write_t.self) }
        // uv_buf_t lengths are UInt32: split a (pathological) multi-GiB queue into several
        // buffers of one request instead of trapping. libuv copies the uv_buf_t array.
        let base = inFlight.value.base!.assumingMemoryBound(to: CChar.self)
        let total = inFlight.value.count
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
            isWriteInFlight.value = true
        } else {
            inFlight.value.removeAll()
            failWrites(UVError(code: rc))
        }
    }

    private func writeCompleted(_ status: Int32) {
        isWriteInFlight.value = false
        if status == 0 { completedWriteBytes.value += inFlight.value.count }
        inFlight.value.removeAll()
        // ECANCELED: the stream was closed; `close` already dropped everything.
        guard lifecycle.value.phase == .open || lifecycle.value.phase == .draining else { return }
        if status < 0 {
            failWrites(UVError(code: status))
            return
        }
        if !staged.value.isEmpty {
            submitStaged()
            if shutdownWaitsForStaged && isWriteInFlight.value {
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
        guard writeErrorBox.value == nil else { return }
        writeErrorBox.value = error
        staged.value.removeAll()
        if lifecycle.value.phase == .draining {
            close()
            return
        }
        onWriteError?(error)
    }
}
