#if canImport(Glibc)
import Glibc
#endif

/// The process at the other end of a Unix socket, as the kernel recorded it at `connect` or
/// `listen` time (`SO_PEERCRED`).
public struct PeerCredentials: Sendable, Equatable {
    public var pid: Int32
    public var uid: UInt32
    public var gid: UInt32

    public init(pid: Int32, uid: UInt32, gid: UInt32) {
        self.pid = pid
        self.uid = uid
        self.gid = gid
    }

    /// Reads `SO_PEERCRED` from a connected Unix socket; nil if the call fails.
    public init?(socket fd: Int32) {
        // Glibc hides `struct ucred` behind _GNU_SOURCE; this mirrors its layout
        // (pid_t, uid_t, gid_t), checked by the size test below.
        struct UCred {
            var pid: pid_t = 0
            var uid: uid_t = 0
            var gid: gid_t = 0
        }
        var cred = UCred()
        var length = socklen_t(MemoryLayout<UCred>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &length) == 0,
              length == socklen_t(MemoryLayout<UCred>.size) else { return nil }
        self.init(pid: cred.pid, uid: cred.uid, gid: cred.gid)
    }
}
