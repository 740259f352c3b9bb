#if canImport(Glibc)
import Glibc
#endif

/// The process's open-file limit. The server raises its soft limit to the hard limit at start
/// (as nginx's `worker_rlimit_nofile` or systemd services do) so that many connections fit;
/// what is left beyond it is handled by pausing accepts on `EMFILE`.
enum DescriptorLimit {
    /// Raises the soft `RLIMIT_NOFILE` to the hard limit; returns the soft limit now in force.
    @discardableResult
    static func raiseToHardLimit() -> Int {
        var lim = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &lim) == 0 else { return -1 }
        if lim.rlim_cur < lim.rlim_max {
            lim.rlim_cur = lim.rlim_max
            _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &lim)
            _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &lim)
        }
        return lim.rlim_cur >= rlim_t(Int.max) ? Int.max : Int(lim.rlim_cur)
    }
}
