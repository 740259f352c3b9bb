#if canImport(Glibc)
import Glibc
#endif

/// Process-wide settings a libuv server needs.
public enum UVProcess {
    /// Ignores SIGPIPE. libuv writes to pipes with `write(2)`, so a write to a peer that has gone
    /// away would otherwise kill the process instead of failing with `EPIPE`. Call once at start.
    public static func ignoreSIGPIPE() {
        _ = signal(SIGPIPE, SIG_IGN)
    }
}
