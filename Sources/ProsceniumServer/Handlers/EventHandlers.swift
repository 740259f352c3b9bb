import HierarchyEngine
import WireProtocol

/// events.subscribe, events.unsubscribe, sync.
enum EventHandlers {
    static let entries: [(String, Dispatcher.Handler)] = [
        ("events.subscribe", { c throws(RPCError) in
            var windows: Set<WindowID>?
            if let list = try c.params.optionalStringArray("windows") {
                var set = Set<WindowID>()
                for text in list {
                    guard let w = WindowID(wire: text) else { throw Call.notFound("no window '\(text)'") }
                    set.insert(w)
                }
                windows = set
            }
            let names = try c.params.optionalStringArray("names").map(Set.init)
            let snapshot = try c.params.optionalBool("snapshot") ?? false
            let restoration = try c.params.optionalBool("restoration") ?? false
            guard c.connection.subscriptions.count < c.server.options.maxSubscriptions else {
                throw RPCError(code: RPCErrorCode.limitExceeded.rawValue,
                               message: "this connection already has \(c.server.options.maxSubscriptions) subscriptions (maxSubscriptions)",
                               data: nil)
            }
            // Deliver every event issued so far, then register: `seq` is exactly the last event
            // this subscription will not see, and the snapshot is the state as of `seq`.
            let (sub, line): (Subscription, [UInt8]?) = c.server.withQuiescentHierarchy { h in
                let sub = c.server.hub.subscribe(connection: c.connection, windows: windows, names: names)
                let line = c.replyLine { w in
                    w.beginObject()
                    w.member("subscription", sub.name)
                    w.member("seq", c.server.hub.seq)
                    if snapshot {
                        w.key("tree")
                        TreeHandlers.writeTrees(h, only: windows, into: &w)
                    }
                    if restoration {
                        w.member("restorationEvents", c.server.hub.restorationEventCount(for: sub))
                        w.member("restorationEventsNotKept", c.server.hub.restorationEventsNotKept)
                    }
                    w.endObject()
                }
                return (sub, line)
            }
            c.connection.subscriptions.append(sub)
            if let line { c.connection.send(line) }
            // After the answer, before any live event: the restore's events, oldest first.
            if restoration { c.server.hub.replayRestoration(to: sub) }
        }),
        ("events.unsubscribe", { c throws(RPCError) in
            let name = try c.params.string("subscription")
            guard let sub = c.connection.subscriptions.first(where: { $0.name == name }) else {
                throw Call.notFound("no subscription '\(name)' on this connection")
            }
            c.server.hub.unsubscribe(sub)
            c.connection.subscriptions.removeAll { $0 === sub }
            c.reply(.object([:]))
        }),
        ("sync", { c throws(RPCError) in
            let seq = c.server.withQuiescentHierarchy { _ in c.server.hub.seq }
            c.reply(.object(["seq": .number(Double(seq))]))
        }),
    ]
}
