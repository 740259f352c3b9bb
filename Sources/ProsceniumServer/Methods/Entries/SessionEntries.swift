import Foundation
import HierarchyEngine
import WireProtocol

/// hello, ping, server.stats, server.shutdown, server.checkInvariants.
enum SessionEntries {
    static let all: [MethodEntry] = [
        MethodEntry(.hello) { a throws(RPCError) in
            .hello(client: a[.client], role: a[.role], expectedIOS: a.optional(.ios))
        },
        MethodEntry(.ping) { _ throws(RPCError) in .reply(.object([:])) },
        MethodEntry(.serverStats) { _, h, q throws(RPCError) in
            let counts = h.counts()
            let f = q.figures()
            return .json(.object(JSONObject([
                ("ios", .number(Double(h.configuration.ios.major))),
                ("clients", .number(Double(f.clients))),
                ("screens", .number(Double(counts.screens))),
                ("windows", .number(Double(counts.windows))),
                ("viewControllers", .number(Double(counts.viewControllers))),
                ("transitionsCompleted", .number(Double(counts.transitionsCompleted))),
                ("eventsSent", .number(Double(f.eventsSent))),
                ("eventsDropped", .number(Double(f.eventsDropped))),
                ("uptimeMs", .number(f.uptimeMillis.rounded())),
                ("state", f.state.map { n in
                    .object(JSONObject([("writes", .number(Double(n.writes))), ("writeFailures", .number(Double(n.failures))),
                                        ("restoredControllers", .number(Double(n.restoredControllers))),
                                        ("restoreEvents", .number(Double(n.restoreEvents)))]))
                } ?? .null),
                ("seq", .number(Double(f.seq))),
                ("subscriptions", .number(Double(f.subscriptions))),
                ("pid", .number(Double(getpid()))),
                ("rssBytes", .number(Double(ProcessStats.residentBytes()))),
                ("outboundBytes", .number(Double(f.outboundBytes))),
            ])))
        },
        MethodEntry(.serverShutdown) { _ throws(RPCError) in .shutdown },
        MethodEntry(.serverCheckInvariants) { _, h, _ throws(RPCError) in
            let violations = h.checkInvariants()
            return .json(.object([
                "ok": .bool(violations.isEmpty),
                "violations": .array(violations.map { .object(["rule": .string($0.rule), "detail": .string($0.detail)]) }),
            ]))
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
