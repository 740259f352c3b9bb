import HierarchyEngine
import WireProtocol

/// tree: every window's hierarchy (or one window's), as nested nodes.
enum TreeHandlers {
    static let entries: [(String, Dispatcher.Handler)] = [
        ("tree", { c throws(RPCError) in
            var only: WindowID?
            if let text = try c.params.optionalString("window") {
                guard let w = WindowID(wire: text) else { throw Call.notFound("no window '\(text)'") }
                only = w
            }
            let result: JSON? = c.server.context.engine.withHierarchy { h in
                TreeHandlers.trees(h, only: only.map { [$0] })
            }
            guard let result else { throw Call.notFound("no window '\(only.map(\.description) ?? "")'") }
            c.reply(result)
        }),
    ]

    /// `{windows: [{window, screen, key, root: Node}]}`; nil when a requested window is unknown.
    static func trees(_ h: Hierarchy, only: [WindowID]?) -> JSON? {
        let infos = h.windows()
        var out: [JSON] = []
        if let only {
            for w in only {
                guard let info = infos.first(where: { $0.window == w }) else { return nil }
                out.append(entry(info, h))
            }
        } else {
            for info in infos { out.append(entry(info, h)) }
        }
        return .object(["windows": .array(out)])
    }

    private static func entry(_ info: WindowInfo, _ h: Hierarchy) -> JSON {
        .object(JSONObject([
            ("window", .string(info.window.description)),
            ("screen", .string(info.screen.description)),
            ("key", .bool(info.key)),
            ("root", info.root == nil ? .null : ResultEncoding.tree(h.tree(window: info.window))),
        ]))
    }
}
