import Foundation
import HierarchyEngine
import WireProtocol

/// hello, ping, server.stats, server.shutdown, server.checkInvariants.
enum SessionHandlers {
    static let entries: [(String, Dispatcher.Handler)] = [
        ("hello", { c throws(RPCError) in
            let client = try c.params.string("client")
            let role = try c.enumValue("role", Connection.Role.self) ?? .driver
            c.connection.clientName = client
            c.connection.role = role
            c.connection.saidHello = true
            c.reply(.object([
                "session": .string("c\(c.connection.id)"),
                "protocol": .number(Double(ProsceniumVersion.protocolVersion)),
                "role": .string(role.rawValue),
                "server": .object(["name": .string("proscd"), "version": .string(ProsceniumVersion.string)]),
            ]))
        }),
        ("ping", { c throws(RPCError) in c.reply(.object([:])) }),
        ("server.stats", { c throws(RPCError) in
            let counts = c.server.context.engine.withHierarchy { $0.counts() }
            let hub = c.server.hub
            c.reply(.object(JSONObject([
                ("clients", .number(Double(c.server.connectionCount))),
                ("screens", .number(Double(counts.screens))),
                ("windows", .number(Double(counts.windows))),
                ("viewControllers", .number(Double(counts.viewControllers))),
                ("transitionsCompleted", .number(Double(counts.transitionsCompleted))),
                ("eventsSent", .number(Double(hub.eventsSent))),
                ("eventsDropped", .number(Double(hub.eventsDropped))),
                ("uptimeMs", .number(c.server.uptimeMillis.rounded())),
                ("state", c.server.stateStore.map { s in
                    let n = s.counts
                    return .object(JSONObject([("writes", .number(Double(n.writes))), ("writeFailures", .number(Double(n.failures))),
                                               ("restoredControllers", .number(Double(n.restoredControllers))),
                                               ("restoreEvents", .number(Double(n.restoreEvents)))]))
                } ?? .null),
                ("seq", .number(Double(hub.seq))),
                ("subscriptions", .number(Double(hub.subscriptions.count))),
                ("pid", .number(Double(getpid()))),
                ("rssBytes", .number(Double(ProcessStats.residentBytes()))),
                ("outboundBytes", .number(Double(c.server.connections.values.reduce(0) { $0 + $1.pendingOutputBytes }))),
            ])))
        }),
        ("server.shutdown", { c throws(RPCError) in
            c.reply(.object([:]))
            c.server.beginShutdown()
        }),
        ("server.checkInvariants", { c throws(RPCError) in
            let violations = c.server.context.engine.withHierarchy { $0.checkInvariants() }
            c.reply(.object([
                "ok": .bool(violations.isEmpty),
                "violations": .array(violations.map { .object(["rule": .string($0.rule), "detail": .string($0.detail)]) }),
            ]))
        }),
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
