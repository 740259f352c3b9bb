import Testing
@testable import HierarchyEngine

/// `Hierarchy.treeRoot` / `treeNode` (issue 29): a walk over a window's tree read in place gives
/// exactly what `tree(window:)` flattens — the same nodes in the same pre-order (node, children
/// in container order, then the presented subtree), with the same fields (a node's `gestures`
/// are the engine's `userGestures` query, which a walk asks as `tree` does).
@Suite("engine: tree walk in place")
struct TreeWalkTests {
    /// `tree(window:)` rebuilt from `treeNode`, recursively.
    static func walked(_ h: Hierarchy, window: WindowID) -> [TreeEntry] {
        var out: [TreeEntry] = []
        func visit(_ vc: VCID) {
            guard let n = h.treeNode(vc) else { return }
            out.append(TreeEntry(vc: n.vc, className: n.className, title: n.title, storyboardIdentifier: n.storyboardIdentifier,
                                 scene: n.scene, appearance: n.appearance, style: n.style, childCount: n.children.count,
                                 hasPresented: n.presented != nil, gestures: h.userGestures(n.vc),
                                 dragDetents: h.userGestures(n.vc).contains(.dragSheet) ? h.sheetDragTargets(n.vc) : [],
                                 tabIdentifiers: h.userGestures(n.vc).contains(.tapUITab) ? h.tabItemTargets(n.vc) : []))
            #expect(h.isShown(vc) == (n.appearance == .appeared || n.appearance == .appearing))
            for c in n.children { visit(c) }
            if let p = n.presented { visit(p) }
        }
        if let root = h.treeRoot(window: window) { visit(root) }
        return out
    }

    @Test func aTabBarWithANavigationStackAndAPresentationWalksAsTreeFlattensIt() {
        var w = World(screen: World.pad)
        w.vc("A"); w.vc("N", "UINavigationController", children: ["A"]); w.vc("X")
        w.vc("T", "UITabBarController", children: ["N", "X"]); w.vc("B"); w.vc("C")
        w.showRoot("T")
        #expect(Self.walked(w.h, window: w.window) == w.h.tree(window: w.window))
        _ = w.present("B", on: "A")
        _ = w.present("C", on: "B", animated: false)
        let entries = w.h.tree(window: w.window)
        #expect(entries.count == 6 && entries.last?.style != nil)
        #expect(Self.walked(w.h, window: w.window) == entries)
        // Shown: the last presented controller; not the tab bar's second tab, which never appeared.
        #expect(!w.h.isShown(w["X"]) && w.h.isShown(w["C"]))
    }

    @Test func aWindowWithoutARootWalksNothing() {
        let w = World(screen: World.pad)
        #expect(w.h.treeRoot(window: WindowID(99)) == nil)
        #expect(Self.walked(w.h, window: WindowID(99)).isEmpty)
        #expect(w.h.treeNode(VCID(12345)) == nil && !w.h.isShown(VCID(12345)))
    }
}
