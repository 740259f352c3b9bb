import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// Connecting a `SOCK_STREAM` Unix socket, shared by `ProsceniumConnection` and `OneShot`.
enum UnixSocket {
    /// A connected descriptor, or a `.connection` error that names the path and the reason.
    static func connect(to path: String) throws(ClientError) -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ClientError(kind: .connection, message: "socket(): \(String(cString: strerror(errno)))") }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: addr.sun_path) else {
            Glibc.close(fd)
            throw ClientError(kind: .connection, message: "socket path too long: \(path)")
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
            throw ClientError(kind: .connection, message: "cannot connect to \(path): \(reason)")
        }
        return fd
    }

    /// Writes all of `bytes`; false when the connection broke.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
            }
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }

    /// One JSON-RPC request line.
    static func requestLine(id: Int?, method: String, params: JSONObject) -> [UInt8] {
        var w = JSONWriter(capacity: 128)
        w.beginObject()
        w.member("jsonrpc", "2.0")
        if let id { w.member("id", id) }
        w.member("method", method)
        w.member("params", .object(params))
        w.endObject()
        var line = w.bytes
        line.append(UInt8(ascii: "\n"))
        return line
    }
}
