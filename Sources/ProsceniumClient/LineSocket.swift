import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// A bare Unix-socket line client for the tools that need raw lines — the fuzzers, the fault
/// injector, tests of framing and flow control: write any bytes (half lines, invalid UTF-8,
/// over-limit lines), read lines with a deadline, or stop reading altogether (a stalled
/// subscriber), half-close, wait for the server to close. Non-blocking underneath, so a write
/// and a read never stall each other. One thread at a time.
public final class LineSocket: @unchecked Sendable {
    // @unchecked: used by one thread at a time (documented); the descriptor is the only state
    // shared with the kernel.
    public let fd: Int32
    private var inbound: [UInt8] = []
    /// The server closed its end (or reset the connection).
    public private(set) var peerClosed = false

    /// Connects to `path`; `receiveBuffer` shrinks the kernel's receive buffer (a slow reader).
    /// A failed connect is a `.connection` error naming the path and errno's text;
    /// `connectErrno` keeps the number.
    public init(path: String, receiveBuffer: Int32? = nil) throws(ClientError) {
        fd = try UnixSocket.connect(to: path, nonBlocking: true)
        if var size = receiveBuffer {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
    }

    deinit { Glibc.close(fd) }

    // MARK: - Writing

    /// Writes all of `bytes` (waiting while the kernel's buffer is full); false once the peer is gone.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&p, 1, 1000)
                    continue
                }
                return false
            }
            offset += n
        }
        return true
    }

    /// Writes `text` exactly (add the newline yourself).
    @discardableResult
    public func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Writes `line` and a newline.
    @discardableResult
    public func sendLine(_ line: String) -> Bool { send(Array((line + "\n").utf8)) }

    /// Ends what this side sends (`shutdown(SHUT_WR)`, as `nc -N` at end of input).
    public func finishSending() { shutdown(fd, Int32(SHUT_WR)) }

    // MARK: - Reading

    /// The next line (without its newline), or nil when `timeout` seconds pass first or the
    /// peer closes.
    public func readLine(timeout: Double) -> String? {
        let deadline = Self.now() + timeout
        while true {
            if let line = takeLine() { return String(decoding: line, as: UTF8.self) }
            if peerClosed { return nil }
            let left = deadline - Self.now()
            guard left > 0 else { return nil }
            waitReadable(min(left, 1))
            readAvailable()
        }
    }

    /// Reads lines until one contains `needle` (returned) or `timeout` passes (nil).
    public func readLine(containing needle: String, timeout: Double) -> String? {
        let deadline = Self.now() + timeout
        while let line = readLine(timeout: max(0, deadline - Self.now())) {
            if line.contains(needle) { return line }
        }
        return nil
    }

    /// `count` lines, or those that arrived when `timeout` passes.
    public func readLines(_ count: Int, timeout: Double) -> [String] {
        let deadline = Self.now() + timeout
        var lines: [String] = []
        while lines.count < count, let line = readLine(timeout: max(0, deadline - Self.now())) { lines.append(line) }
        return lines
    }

    /// Everything that arrives within `timeout` seconds (or until the peer closes), as text.
    public func readAll(timeout: Double) -> String {
        let deadline = Self.now() + timeout
        while !peerClosed {
            let left = deadline - Self.now()
            guard left > 0 else { break }
            waitReadable(min(left, 0.2))
            readAvailable()
        }
        let text = String(decoding: inbound, as: UTF8.self)
        inbound.removeAll()
        return text
    }

    /// Reads until the server closes the connection (true) or `timeout` passes; returns what
    /// was read meanwhile.
    public func waitForClose(timeout: Double) -> (closed: Bool, text: String) {
        let text = readAll(timeout: timeout)
        return (peerClosed, text)
    }

    /// Reads and drops at most `count` bytes, waiting up to `timeout` seconds for some (a slow
    /// reader); returns how many it read.
    @discardableResult
    public func discard(upTo count: Int, timeout: Double) -> Int {
        if inbound.isEmpty { waitReadable(timeout) }
        if !inbound.isEmpty {
            let n = min(count, inbound.count)
            inbound.removeFirst(n)
            return n
        }
        var buffer = [UInt8](repeating: 0, count: count)
        switch buffer.withUnsafeMutableBytes({ SocketReceive.receive(fd, into: $0) }) {
        case .bytes(let n): return n
        case .wouldBlock: return 0
        case .closed:
            peerClosed = true
            return 0
        }
    }

    /// Writes `chunks` in order (each with its own `send` calls, so a line may arrive in
    /// halves) while reading replies, then keeps reading until `done` says the replies so
    /// far are complete, the peer closes, or `timeout` seconds pass (then it throws).
    /// Returns the reply lines received, without their newlines.
    public func exchange(_ chunks: [[UInt8]], timeout: Double,
                         until done: ([[UInt8]]) -> Bool) throws(ClientError) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var chunkIndex = 0
        var offset = 0
        let deadline = Self.now() + timeout
        while true {
            while let line = takeLine() { lines.append(line) }
            let writing = chunkIndex < chunks.count && !peerClosed
            if !writing && (done(lines) || peerClosed) { return lines }
            let left = deadline - Self.now()
            guard left > 0 else {
                throw ClientError(kind: .timeout, message: "timed out after \(timeout) s with \(lines.count) reply lines; "
                                  + "\(chunks.count - chunkIndex) chunks unsent")
            }
            var p = pollfd(fd: fd, events: Int16(POLLIN) | (writing ? Int16(POLLOUT) : 0), revents: 0)
            let ready = poll(&p, 1, Int32(min(left, 1) * 1000) + 1)
            if ready < 0 && errno != EINTR { throw ClientError(kind: .connection, message: "poll: errno \(errno)") }
            if ready <= 0 { continue }
            if p.revents & (Int16(POLLIN) | Int16(POLLHUP) | Int16(POLLERR)) != 0 { readAvailable() }
            if writing && p.revents & Int16(POLLOUT) != 0 {
                let chunk = chunks[chunkIndex]
                if chunk.isEmpty {
                    chunkIndex += 1
                    continue
                }
                let n = chunk.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
                if n < 0 {
                    if errno == EAGAIN || errno == EINTR { continue }
                    if errno == EPIPE || errno == ECONNRESET { peerClosed = true; continue }
                    throw ClientError(kind: .connection, message: "write: errno \(errno)")
                }
                offset += n
                if offset == chunk.count {
                    chunkIndex += 1
                    offset = 0
                }
            }
        }
    }

    // MARK: - Internals

    private func takeLine() -> [UInt8]? {
        guard let nl = inbound.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = Array(inbound[..<nl])
        inbound.removeSubrange(...nl)
        return line
    }

    private func waitReadable(_ seconds: Double) {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        _ = poll(&p, 1, Int32(seconds * 1000) + 1)
    }

    /// Reads what the kernel holds now.
    private func readAvailable() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            switch buffer.withUnsafeMutableBytes({ SocketReceive.receive(fd, into: $0) }) {
            case .bytes(let n): inbound.append(contentsOf: buffer[0..<n])
            case .wouldBlock: return
            case .closed:
                peerClosed = true
                return
            }
        }
    }

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
