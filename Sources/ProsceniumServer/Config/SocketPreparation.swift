import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Makes the socket's path safe to bind, as tmux does: the default directory exists with mode
/// 0700 and belongs to us; an explicit path's directory belongs to us (or to root when it is
/// sticky, like /tmp) and is writable by nobody else (unless sticky) — others may search it, so
/// that uids the config allows can reach the socket. A stale socket left by a dead server is
/// removed; a live server on the path means we refuse to start.
enum SocketPreparation {
    /// The socket file's mode: 0600, or 0666 when `allowedUIDs`/`allowedGIDs` admit others
    /// (the peer-credential check then decides who stays connected).
    static func socketMode(_ options: ServerOptions) -> mode_t {
        options.allowedUIDs.isEmpty && options.allowedGIDs.isEmpty ? 0o600 : 0o666
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    static func prepare(path: String, strictDirectory: Bool) throws(Failure) {
        guard path.utf8.count < 108 else {
            throw Failure(description: "socket path is too long for a Unix socket (\(path.utf8.count) bytes, at most 107): \(path)")
        }
        let dir = (path as NSString).deletingLastPathComponent
        let directory = dir.isEmpty ? "." : dir
        var st = stat()
        if stat(directory, &st) != 0 {
            guard errno == ENOENT else { throw Failure(description: "cannot inspect \(directory): \(String(cString: strerror(errno)))") }
            if mkdir(directory, 0o700) != 0 && errno != EEXIST {
                throw Failure(description: "cannot create socket directory \(directory): \(String(cString: strerror(errno)))")
            }
            guard stat(directory, &st) == 0 else { throw Failure(description: "cannot inspect \(directory)") }
        }
        guard (st.st_mode & S_IFMT) == S_IFDIR else { throw Failure(description: "\(directory) is not a directory") }
        let me = getuid()
        let sticky = (st.st_mode & S_ISVTX) != 0
        if strictDirectory {
            guard st.st_uid == me else {
                throw Failure(description: "socket directory \(directory) belongs to uid \(st.st_uid), not to us (uid \(me)); refusing")
            }
            guard (st.st_mode & 0o077) == 0 else {
                throw Failure(description: "socket directory \(directory) is open to group or others (mode \(String(st.st_mode & 0o777, radix: 8))); it must be 0700")
            }
        } else {
            if st.st_uid != me && !(st.st_uid == 0 && sticky) {
                throw Failure(description: "socket directory \(directory) belongs to uid \(st.st_uid), not to us (uid \(me)); refusing")
            }
            if (st.st_mode & 0o022) != 0 && !sticky {
                throw Failure(description: "socket directory \(directory) is writable by others (group or world bits, mode \(String(st.st_mode & 0o777, radix: 8))); refusing")
            }
        }
        try removeStaleSocket(path)
    }

    /// A socket file nobody listens on is removed; a live one means another server holds the path.
    private static func removeStaleSocket(_ path: String) throws(Failure) {
        var st = stat()
        guard lstat(path, &st) == 0 else { return }
        guard (st.st_mode & S_IFMT) == S_IFSOCK else {
            throw Failure(description: "\(path) exists and is not a socket; refusing to replace it")
        }
        if isLive(path) {
            throw Failure(description: "another server is already listening on \(path)")
        }
        if unlink(path) != 0 && errno != ENOENT {
            throw Failure(description: "cannot remove stale socket \(path): \(String(cString: strerror(errno)))")
        }
    }

    static func isLive(_ path: String) -> Bool {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
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
        return rc == 0
    }
}
