import Foundation
import ProsceniumClient
import WireProtocol

/// The server's own figures: `server.stats` and, for its pid, /proc (CPU time and memory).
public struct ServerProbe: Sendable {
    public let pid: Int

    /// CPU seconds (user + system) the process has used so far.
    public func cpuSeconds() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        // Fields after "pid (comm)": state is field 3; utime 14, stime 15.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let u = Double(fields[11]), let s = Double(fields[12]) else { return nil }
        return (u + s) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// VmRSS and VmHWM in bytes.
    public func memory() -> (rss: Int, hwm: Int)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        func kib(_ key: String) -> Int? {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(key) }) else { return nil }
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
        }
        guard let rss = kib("VmRSS:"), let hwm = kib("VmHWM:") else { return nil }
        return (rss, hwm)
    }

    public static func stats(_ c: ProsceniumConnection) async throws(ClientError) -> JSON {
        try await c.call(MethodDescriptor.serverStats.name, [:], timeout: 60)
    }

    /// CPU seconds this process (and its waited-for children) used.
    public static func ownCPUSeconds(children: Bool = false) -> Double {
        var u = rusage()
        getrusage(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue, &u)
        return Double(u.ru_utime.tv_sec) + Double(u.ru_utime.tv_usec) / 1e6 + Double(u.ru_stime.tv_sec) + Double(u.ru_stime.tv_usec) / 1e6
    }
}
