import HierarchyEngine

/// One controller of a window's tree read from the engine in process: `tree`'s `Node` fields
/// from the engine's pre-order `TreeEntry`s (the ones proscd writes as JSON), nested.
struct EngineTreeNode: HierarchyTreeNode {
    var id: VCID
    var vc: String
    var className: String
    var title: String?
    var storyboardIdentifier: String?
    var scene: String?
    var appearance: String
    var style: String?
    var gestures: [String]
    var dragDetents: [String]
    var tabIdentifiers: [String]
    var detent: String?
    var displayMode: String?
    var showColumns: [String]
    var hideColumns: [String]
    /// The storyboard of a controller whose scene id several storyboards use (what
    /// `LiveWindow` asks `vc.get` for); nil otherwise.
    var storyboard: String?
    var children: [EngineTreeNode]
    var presentedStorage: [EngineTreeNode]
    var presented: EngineTreeNode? { presentedStorage.first }

    /// The tree of `window` in `h`, nil when it has no root.
    static func tree(of window: WindowID, in h: Hierarchy, graph: StoryboardGraph) -> EngineTreeNode? {
        let entries = h.tree(window: window)
        guard !entries.isEmpty else { return nil }
        var next = 0
        func build() -> EngineTreeNode {
            let e = entries[next]
            next += 1
            var children: [EngineTreeNode] = []
            children.reserveCapacity(e.childCount)
            for _ in 0..<e.childCount { children.append(build()) }
            let presented = e.hasPresented ? [build()] : []
            let storyboard = e.scene.flatMap { graph.storyboards(ofSceneID: $0).count > 1 ? h.controller(e.vc)?.storyboard : nil }
            return EngineTreeNode(id: e.vc, vc: e.vc.description, className: e.className, title: e.title,
                                  storyboardIdentifier: e.storyboardIdentifier, scene: e.scene,
                                  appearance: e.appearance.rawValue, style: e.style?.rawValue, gestures: e.gestures.names, dragDetents: e.dragDetents, tabIdentifiers: e.tabIdentifiers, detent: e.detent,
                                  displayMode: e.displayMode?.rawValue, showColumns: e.showColumns.map(\.rawValue),
                                  hideColumns: e.hideColumns.map(\.rawValue), storyboard: storyboard,
                                  children: children, presentedStorage: presented)
        }
        return build()
    }
}
