import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain connected Unix-socket descriptor, for the raw line load and idle connections
/// (no reader thread per connection).
public enum UnixSocket {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static func connect(_ path: String, nonBlocking: Bool = false) throws(Failure) -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket(): \(String(cString: strerror(errno)))") }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: addr.sun_path) else {
            Glibc.close(fd)
            throw Failure(description: "socket path too long: \(path)")
        }
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard rc == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw Failure(description: "cannot connect to \(path): \(reason)")
        }
        if nonBlocking { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        return fd
    }
}
