import CLibUV

/// A libuv error code (negative; on Linux `UV_Exxx == -errno`).
public struct UVError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The negative libuv status code, e.g. `UV_EOF` or `UV_EMFILE`.
    public let code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// Wraps a POSIX `errno` value (positive) as libuv does on Unix.
    public init(errno value: Int32) {
        self.code = -value
    }

    /// The error's symbol, e.g. `"EMFILE"` (`uv_err_name_r`: no allocation for unknown codes).
    public var name: String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 80) { buffer in
            String(cString: uv_err_name_r(code, buffer.baseAddress, buffer.count))
        }
    }

    /// The human-readable message, e.g. `"too many open files"` (`uv_strerror_r`).
    public var description: String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
            String(cString: uv_strerror_r(code, buffer.baseAddress, buffer.count))
        }
    }

    /// Throws when `rc` is a libuv error (negative); returns otherwise.
    public static func check(_ rc: Int32) throws(UVError) {
        if rc < 0 { throw UVError(code: rc) }
    }

    public static let eof = UVError(code: UV_EOF.rawValue)
    public static let eagain = UVError(code: UV_EAGAIN.rawValue)
    public static let ecanceled = UVError(code: UV_ECANCELED.rawValue)
    public static let emfile = UVError(code: UV_EMFILE.rawValue)
    public static let enfile = UVError(code: UV_ENFILE.rawValue)
    public static let epipe = UVError(code: UV_EPIPE.rawValue)
    public static let econnreset = UVError(code: UV_ECONNRESET.rawValue)
    public static let econnrefused = UVError(code: UV_ECONNREFUSED.rawValue)
    public static let eaddrinuse = UVError(code: UV_EADDRINUSE.rawValue)
    public static let enoent = UVError(code: UV_ENOENT.rawValue)
    public static let enametoolong = UVError(code: UV_ENAMETOOLONG.rawValue)
    public static let einval = UVError(code: UV_EINVAL.rawValue)
    public static let ebadf = UVError(code: UV_EBADF.rawValue)
    public static let enotconn = UVError(code: UV_ENOTCONN.rawValue)
}
