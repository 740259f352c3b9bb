import Foundation
#if canImport(Glibc)
import Glibc
#endif

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
