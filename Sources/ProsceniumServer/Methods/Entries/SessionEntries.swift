import Foundation
import HierarchyEngine
import WireProtocol

/// hello, ping, server.stats, server.shutdown, server.checkInvariants.
enum SessionEntries {
    static let all: [MethodEntry] = [
        MethodEntry(.hello) { a throws(RPCError) in
            .hello(client: a[.client], role: a[.role], expectedIOS: a.optional(.ios))
        },
        MethodEntry(.ping) { _ throws(RPCError) in .reply(ResultEncoding.empty) },
        MethodEntry(.serverStats) { _, h, q throws(RPCError) in
            let counts = h.counts()
            let f = q.figures()
            return .result(ResultEncoding.serverStats(ios: h.configuration.ios.major, counts, f, pid: Int(getpid()),
                                                      rssBytes: ProcessStats.residentBytes()))
        },
        MethodEntry(.serverShutdown) { _ throws(RPCError) in .shutdown },
        MethodEntry(.serverCheckInvariants) { _, h, _ throws(RPCError) in
            let violations = h.checkInvariants()
            return .result(ResultEncoding.invariants(violations))
        },
    ]
}

/// The server process's own resource figures (from /proc).
enum ProcessStats {
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
