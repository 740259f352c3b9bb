import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A bare Unix-socket client: connect, write lines, read lines with a deadline, or not read
/// at all (a stalled subscriber). For faults the client library would hide.
final class RawLineSocket {
    let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to `path`; throws with errno's text when the socket or the connect fails.
    init(path: String, receiveBuffer: Int32? = nil) throws {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw FaultFailure("socket(): \(String(cString: strerror(errno)))") }
        if var size = receiveBuffer {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            let bytes = Array(path.utf8.prefix(raw.count - 1))
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard rc == 0 else {
            let e = errno
            Glibc.close(fd)
            throw ConnectFailure(errno: e)
        }
    }

    /// `connect` failed with `errno`.
    struct ConnectFailure: Error, CustomStringConvertible {
        var errno: Int32
        var description: String { "connect: \(String(cString: strerror(errno)))" }
    }

    deinit { Glibc.close(fd) }

    /// Writes a whole line (a `\n` is added); false if the peer is gone.
    @discardableResult
    func send(_ line: String) -> Bool {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            offset += n
        }
        return true
    }

    /// The next line, or nil when `timeout` seconds pass first or the peer closes.
    func readLine(timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let nl = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<nl], as: UTF8.self)
                buffer.removeSubrange(...nl)
                return line
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, Int32(min(left * 1000, 1000)) + 1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = recv(fd, &chunk, chunk.count, 0)
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard n > 0 else { return nil }
            buffer += chunk[0..<n]
        }
    }

    /// Reads lines until one contains `needle` (returned) or `timeout` passes (nil).
    func readLine(containing needle: String, timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while let line = readLine(timeout: max(0, deadline.timeIntervalSinceNow)) {
            if line.contains(needle) { return line }
        }
        return nil
    }

    /// True when the peer has closed (EOF) within `timeout` seconds; data read meanwhile is discarded.
    func waitForClose(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while deadline.timeIntervalSinceNow > 0 {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 50) > 0 else { continue }
            let n = recv(fd, &chunk, chunk.count, 0)
            if n == 0 { return true }
            if n < 0 && errno != EINTR && errno != EAGAIN { return true }
        }
        return false
    }
}

/// Raises this process's descriptor soft limit to `wanted` (or the hard limit if lower); returns the new soft limit.
@discardableResult
func raiseDescriptorLimit(to wanted: Int) -> Int {
    var lim = rlimit()
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &lim)
    if lim.rlim_max < rlim_t(wanted) && getuid() == 0 { lim.rlim_max = rlim_t(wanted) }
    lim.rlim_cur = min(rlim_t(wanted), lim.rlim_max)
    setrlimit(Int32(RLIMIT_NOFILE.rawValue), &lim)
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &lim)
    return Int(lim.rlim_cur)
}

/// Milliseconds on the monotonic clock.
func monotonicMillis() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }

/// A process's user+system CPU seconds, from /proc/PID/stat.
func cpuSeconds(pid: Int32) -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // After the command: state(0) ppid(1) … utime(11) stime(12).
    guard fields.count > 12, let u = Double(fields[11]), let s = Double(fields[12]) else { return nil }
    return (u + s) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// Resident memory of a process in bytes, from /proc/PID/statm.
func residentBytes(pid: Int32) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return 0 }
    let f = text.split(separator: " ")
    guard f.count > 1, let pages = Int(f[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
