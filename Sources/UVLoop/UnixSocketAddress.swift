#if canImport(Glibc)
import Glibc
#endif

/// Builds `sockaddr_un` values, rejecting paths libuv 1.44 would silently truncate.
enum UnixSocketAddress {
    /// Usable path bytes: `sun_path` minus the terminating NUL.
    static let maxPathBytes = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

    /// nil when `path` fits `sun_path`; otherwise the error to report.
    static func validate(_ path: String) -> UVError? {
        if path.isEmpty || path.utf8.contains(0) { return .einval }
        if path.utf8.count > maxPathBytes { return .enametoolong }
        return nil
    }

    /// Calls `body` with a `sockaddr` for `path` and its length. `path` must pass `validate`.
    static func withAddress<R>(_ path: String,
                               _ body: (UnsafePointer<sockaddr>, socklen_t) -> R) -> R {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(path.utf8)
            precondition(bytes.count < raw.count)
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
    }
}
