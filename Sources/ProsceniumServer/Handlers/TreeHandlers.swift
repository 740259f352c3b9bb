import HierarchyEngine
import WireProtocol

/// tree: every window's hierarchy (or one window's), as nested nodes.
enum TreeHandlers {
    static let entries: [(String, Dispatcher.Handler)] = [
        ("tree", { c throws(RPCError) in
            var only: Set<WindowID>?
            if let text = try c.params.optionalString("window") {
                guard let w = WindowID(wire: text) else { throw Call.notFound("no window '\(text)'") }
                only = [w]
            }
            var found = true
            let line: [UInt8]? = c.server.context.engine.withHierarchy { h in
                if let only, !h.windows().contains(where: { only.contains($0.window) }) {
                    found = false
                    return nil
                }
                return c.replyLine { w in TreeHandlers.writeTrees(h, only: only, into: &w) }
            }
            guard found else { throw Call.notFound("no window '\(only?.first?.description ?? "")'") }
            if let line { c.connection.send(line) }
        }),
    ]

    /// Writes `{windows: [{window, screen, key, root: Node}]}` for every window, or for those
    /// of `only` that exist, in window order.
    static func writeTrees(_ h: Hierarchy, only: Set<WindowID>?, into w: inout JSONWriter) {
        w.beginObject()
        w.key("windows")
        w.beginArray()
        for info in h.windows() where only?.contains(info.window) ?? true {
            w.beginObject()
            w.member("window", info.window)
            w.member("screen", info.screen)
            w.member("key", info.key)
            w.key("root")
            if info.root == nil { w.null() } else { TreeEncoding.write(h.tree(window: info.window), into: &w) }
            w.endObject()
        }
        w.endArray()
        w.endObject()
    }
}
