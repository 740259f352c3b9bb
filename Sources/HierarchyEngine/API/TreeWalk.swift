/// One controller of a window's tree read in place (`Hierarchy.treeNode`): what `tree` puts in
/// a `TreeEntry`, its children and presented controller as links, and nothing copied but a
/// reference to its names. A caller that needs a few fields of every node — `prosc explore`'s
/// state shape, written or hashed after each action — walks the tree from `treeRoot` without
/// the flat array `tree` builds and the strings it retains.
public struct TreeNodeView {
    private let info: NodeInfo
    public let vc: VCID
    /// The children in container order (a navigation stack bottom first), as `tree` lists them.
    public let children: [VCID]
    /// The controller this one presents, whose subtree follows the children's in `tree`.
    public let presented: VCID?
    public let appearance: AppearanceState
    /// The style this controller was presented with (only on presented controllers).
    public let style: PresentationStyle?
    public var className: String { info.className }
    public var scene: String? { info.scene }
    /// For a controller made from a storyboard scene, the scene's number in the catalog
    /// (`StoryboardCatalog.numberedScenes`): its storyboard and scene told by an index.
    public var sceneNumber: Int? { info.sceneNumber }
    public var storyboard: String? { info.storyboard }
    public var storyboardIdentifier: String? { info.storyboardIdentifier }
    public var title: String? { info.title }

    /// Each field read in place from `nodes` through one pointer to the node (no copy of the
    /// whole `Node`: `NodeTable.withExisting`); `vc` must exist.
    init(_ vc: VCID, in nodes: NodeTable) {
        self = nodes.withExisting(vc) { n in
            TreeNodeView(vc: vc, info: n.pointee.nameInfo,
                         children: nodes.treeChildren(of: vc, children: n.pointee.children, moreNavigation: n.pointee.moreNavigation),
                         presented: n.pointee.presented, appearance: n.pointee.appearance, style: n.pointee.style)
        }
    }

    private init(vc: VCID, info: NodeInfo, children: [VCID], presented: VCID?, appearance: AppearanceState,
                 style: PresentationStyle?) {
        self.vc = vc
        self.info = info
        self.children = children
        self.presented = presented
        self.appearance = appearance
        self.style = style
    }
}

extension Hierarchy {
    /// The root of `window`'s tree (where `tree(window:)` starts), or nil.
    public func treeRoot(window: WindowID) -> VCID? { windowTable[window]?.root }

    /// Controller `vc` as a tree walk reads it, or nil when there is none.
    public func treeNode(_ vc: VCID) -> TreeNodeView? {
        guard nodes.contains(vc) else { return nil }
        return TreeNodeView(vc, in: nodes)
    }

    /// Whether `vc` is on screen or coming on (`appeared` or `appearing`), read in place.
    public func isShown(_ vc: VCID) -> Bool {
        guard nodes.contains(vc) else { return false }
        let a = nodes.withExisting(vc) { $0.pointee.appearance }
        return a == .appeared || a == .appearing
    }
}
