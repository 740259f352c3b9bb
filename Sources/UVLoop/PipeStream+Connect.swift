import CLibUV

// Client side of `PipeStream`: a connect request (`uv_connect_t`) is a request, not a handle,
// so its state lives in a small box retained in `req.data` until the connect callback.

extension PipeStream {
    /// Connects to the Unix socket at `path`. `done` always runs later on the loop thread, never
    /// from inside `connect`: `.success` with an open stream, or `.failure` (`ENOENT`,
    /// `ECONNREFUSED`, `ENAMETOOLONG`, `ECANCELED` if the loop's handles were closed meanwhile).
    public static func connect(loop: EventLoop, path: String,
                               _ done: @escaping (Result<PipeStream, UVError>) -> Void) {
        loop.assertOnLoopThread()
        if let error = UnixSocketAddress.validate(path) {
            // Report on the next iteration, like libuv's own connect errors. A close callback
            // always runs (even if `closeAllHandles` comes first), a timer callback might not.
            UVTimer(loop: loop).close { done(.failure(error)) }
            return
        }
        let stream = PipeStream(loop: loop)
        let request = allocateZeroed(uv_connect_t.self)
        request.pointee.data = Unmanaged.passRetained(ConnectContext(done)).toOpaque()
        uv_pipe_connect(request, stream.pipe, path) { request, status in
            let request = request!
            let context = Unmanaged<ConnectContext>.fromOpaque(request.pointee.data).takeRetainedValue()
            let stream = owner(PipeStream.self, of: request.pointee.handle.pointee.data)
            request.deallocate()
            if status == 0 && stream.lifecycle.value.isOpen {
                context.done(.success(stream))
            } else {
                stream.close()
                context.done(.failure(UVError(code: status == 0 ? UV_ECANCELED.rawValue : status)))
            }
        }
    }
}

private final class ConnectContext {
    let done: (Result<PipeStream, UVError>) -> Void
    init(_ done: @escaping (Result<PipeStream, UVError>) -> Void) { self.done = done }
}
