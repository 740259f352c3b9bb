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
                // One lookup, not a scan of every window: a polled `tree` of one window is a
                // cache hit whose cost should not grow with the other windows.
                if let only, !only.contains(where: { h.windowInfo($0) != nil }) {
                    found = false
                    return nil
                }
                let result = c.server.treeCache.result(window: only?.first, revision: h.revision) {
                    var w = JSONWriter(capacity: 4096)
                    TreeHandlers.writeTrees(h, only: only, into: &w)
                    return w.finish()
                }
                return c.replyLine { w in result.withUnsafeBytes { w.encodedValue(bytes: $0) } }
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
