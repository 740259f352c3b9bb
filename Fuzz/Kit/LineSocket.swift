#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WireProtocol

/// A raw, non-blocking Unix-socket client that writes arbitrary bytes (invalid UTF-8, half
/// lines, over-limit lines) and collects the reply lines, reading while it writes so that
/// neither side can stall the other. Not thread-safe: one per thread.
public final class LineSocket {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private let fd: Int32
    private var inbound: [UInt8] = []
    /// The server closed its end.
    public private(set) var peerClosed = false

    /// Connects to the server listening at `path`.
    public init(path: String) throws(Failure) {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            close(fd)
            throw Failure(description: "socket path too long: \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let rc = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard rc == 0 else {
            let e = errno
            close(fd)
            throw Failure(description: "connect \(path): errno \(e)")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    deinit { close(fd) }

    /// Writes `chunks` in order (each with its own `write` calls, so a line may arrive in
    /// halves) while reading replies, then keeps reading until `done` says the replies so
    /// far are complete, the peer closes, or `timeout` seconds pass (then it throws).
    /// Returns the reply lines received, without their newlines.
    public func exchange(_ chunks: [[UInt8]], timeout: Double,
                         until done: ([[UInt8]]) -> Bool) throws(Failure) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var chunkIndex = 0
        var offset = 0
        let deadline = Self.now() + timeout
        while true {
            let writing = chunkIndex < chunks.count
            if !writing && (done(lines) || peerClosed) { return lines }
            let left = deadline - Self.now()
            guard left > 0 else {
                throw Failure(description: "timed out after \(timeout) s with \(lines.count) reply lines; "
                              + "\(chunks.count - chunkIndex) chunks unsent")
            }
            var p = pollfd(fd: fd, events: Int16(POLLIN) | (writing ? Int16(POLLOUT) : 0), revents: 0)
            let ready = poll(&p, 1, Int32(min(left, 1) * 1000) + 1)
            if ready < 0 && errno != EINTR { throw Failure(description: "poll: errno \(errno)") }
            if ready <= 0 { continue }
            if p.revents & (Int16(POLLIN) | Int16(POLLHUP) | Int16(POLLERR)) != 0 {
                try readAvailable(into: &lines)
            }
            if writing && p.revents & Int16(POLLOUT) != 0 && !peerClosed {
                let chunk = chunks[chunkIndex]
                if chunk.isEmpty {
                    chunkIndex += 1
                    continue
                }
                let n = chunk.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
                if n < 0 {
                    if errno == EAGAIN || errno == EINTR { continue }
                    if errno == EPIPE || errno == ECONNRESET { peerClosed = true; continue }
                    throw Failure(description: "write: errno \(errno)")
                }
                offset += n
                if offset == chunk.count {
                    chunkIndex += 1
                    offset = 0
                }
            }
        }
    }

    private func readAvailable(into lines: inout [[UInt8]]) throws(Failure) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if n == 0 {
                peerClosed = true
                return
            }
            if n < 0 {
                if errno == EAGAIN || errno == EINTR { return }
                if errno == ECONNRESET { peerClosed = true; return }
                throw Failure(description: "read: errno \(errno)")
            }
            var start = inbound.count
            inbound.append(contentsOf: buffer[0..<n])
            var lineStart = 0
            while let newline = inbound[start...].firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(Array(inbound[lineStart..<newline]))
                lineStart = newline + 1
                start = lineStart
            }
            if lineStart > 0 { inbound.removeFirst(lineStart) }
        }
    }

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
