import HierarchyEngine
import WireProtocol

/// Writes the engine's flat pre-order tree (`TreeEntry`s) as docs/protocol.md's nested `Node`s
/// (`ResultTypes.treeNode`) straight into a result's `JSONWriter` (`ResultWriter.tree`): no intermediate `JSON` tree, no recursion (a 10,000-deep
/// presentation chain is fine), one pass.
///
/// `Node` is `{vc, class, title, storyboardIdentifier, scene?, appearance, style?, gestures?,
/// detent?, displayMode?, dragDetents?, tabIdentifiers?, showColumns?, hideColumns?, children: [Node], presented?: Node}`.
enum TreeEncoding {
    /// A node whose object is open on the writer.
    private struct OpenNode {
        /// Children still to come (its `children` array is open while this is > 0).
        var childrenLeft: Int
        var childrenClosed = false
        /// Its `presented` node is still to come.
        var presentedLeft: Bool
    }

    /// Writes the node of `entries[0]` with everything below it.
    static func write(_ entries: [TreeEntry], into w: inout JSONWriter) {
        guard !entries.isEmpty else {
            w.null()
            return
        }
        var open: [OpenNode] = []
        for e in entries {
            writeHead(e, into: &w)
            open.append(OpenNode(childrenLeft: e.childCount, presentedLeft: e.hasPresented))
            closeFinished(&open, &w)
        }
    }

    /// Closes every node that has received all it expects, innermost first, and opens the
    /// `presented` member of a node whose children are done.
    private static func closeFinished(_ open: inout [OpenNode], _ w: inout JSONWriter) {
        while var top = open.last {
            if top.childrenLeft > 0 { return }
            if !top.childrenClosed {
                w.endArray()
                top.childrenClosed = true
            }
            if top.presentedLeft {
                w.key(static: "presented")
                top.presentedLeft = false
                open[open.count - 1] = top
                return
            }
            w.endObject()
            open.removeLast()
            // The finished node was either the next child of its parent or its presented node
            // (then the parent's children are closed and the parent is finished too).
            if let parent = open.last, !parent.childrenClosed {
                open[open.count - 1].childrenLeft -= 1
            }
        }
    }

    /// `{"vc":…,…,"children":[` — the node's own members, its children array left open.
    private static func writeHead(_ e: TreeEntry, into w: inout JSONWriter) {
        // Static keys: a 1,000-controller tree writes 8,000 of them.
        w.beginObject()
        w.key(static: "vc")
        w.id(e.vc)
        w.key(static: "class")
        w.string(e.className)
        w.key(static: "title")
        if let title = e.title { w.string(title) } else { w.null() }
        w.key(static: "storyboardIdentifier")
        if let identifier = e.storyboardIdentifier { w.string(identifier) } else { w.null() }
        if let scene = e.scene {
            w.key(static: "scene")
            w.string(scene)
        }
        w.key(static: "appearance")
        w.string(e.appearance.rawValue)
        if let style = e.style {
            w.key(static: "style")
            w.string(style.rawValue)
        }
        if let detent = e.detent {
            w.key(static: "detent")
            w.string(detent)
        }
        if let mode = e.displayMode {
            w.key(static: "displayMode")
            w.string(mode.rawValue)
        }
        if !e.gestures.isEmpty {
            w.key(static: "gestures")
            w.beginArray()
            for name in e.gestures.names { w.string(name) }
            w.endArray()
        }
        if !e.dragDetents.isEmpty {
            w.key(static: "dragDetents")
            w.beginArray()
            for d in e.dragDetents { w.string(d) }
            w.endArray()
        }
        if !e.tabIdentifiers.isEmpty {
            w.key(static: "tabIdentifiers")
            w.beginArray()
            for t in e.tabIdentifiers { w.string(t) }
            w.endArray()
        }
        if !e.showColumns.isEmpty {
            w.key(static: "showColumns")
            w.beginArray()
            for c in e.showColumns { w.string(c.rawValue) }
            w.endArray()
        }
        if !e.hideColumns.isEmpty {
            w.key(static: "hideColumns")
            w.beginArray()
            for c in e.hideColumns { w.string(c.rawValue) }
            w.endArray()
        }
        w.key(static: "children")
        w.beginArray()
    }

    /// Writes `Tree`, `{windows: [{window, screen, key, root: Node}]}`, for every window, or
    /// for those of `only` that exist, in window order.
    static func writeTrees(_ h: borrowing Hierarchy, only: Set<WindowID>?, into w: inout JSONWriter) {
        w.result(ResultTypes.tree) { w in windows(h, only: only, into: &w) }
    }

    /// The members of a `Tree` (`tree`'s result, `events.subscribe`'s snapshot).
    static func windows(_ h: borrowing Hierarchy, only: Set<WindowID>?, into w: inout ResultWriter) {
        var windows: [(info: WindowInfo, tree: [TreeEntry])] = []
        for info in h.windows() where only?.contains(info.window) ?? true {
            windows.append((info, info.root == nil ? [] : h.tree(window: info.window)))
        }
        w.objects("windows", ResultTypes.treeWindow, windows) { w, window in
            w.member("window", window.info.window)
            w.member("screen", window.info.screen)
            w.member("key", window.info.key)
            w.tree("root", window.tree)
        }
    }
}
