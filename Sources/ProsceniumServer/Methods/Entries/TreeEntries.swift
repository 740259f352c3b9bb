import HierarchyEngine
import WireProtocol

/// tree: every window's hierarchy (or one window's), as nested nodes.
enum TreeEntries {
    static let all: [MethodEntry] = [
        MethodEntry(.tree) { a, h, q throws(RPCError) in
            var only: Set<WindowID>?
            if case .window(let w) = a.target {
                // One lookup, not a scan of every window: a polled `tree` of one window is a
                // cache hit whose cost should not grow with the other windows.
                guard h.windowInfo(w) != nil else { throw TargetResolver.notFound("no window '\(w)'") }
                only = [w]
            }
            return .encoded(q.treeCache.result(window: only?.first, revision: h.revision) {
                var w = JSONWriter(capacity: 4096)
                TreeEncoding.writeTrees(h, only: only, into: &w)
                return w.finish()
            })
        },
    ]
}
