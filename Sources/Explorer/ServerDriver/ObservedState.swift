import ProsceniumClient

/// One window's hierarchy as the explorer reads it from `tree`: the controllers in pre-order
/// with their positions and scenes, the state's shape (what makes two states the same), and
/// which controllers a user can touch. Everything here is read off the server's answer; no
/// UIKit rule is decided here.
public struct ObservedState: Sendable {
    /// One controller of the tree.
    public struct Node: Sendable {
        public var position: TreePosition
        public var vc: String
        public var scene: SceneKey?
        public var className: String
        public var title: String?
        public var storyboardIdentifier: String?
        public var appearance: String
        /// The style it was presented with, for a presented controller.
        public var style: String?
        /// The scene's container kind (`plain` for controllers not from a storyboard).
        public var container: String
        /// Indices (into `nodes`) of its children in container order, and of what it presents.
        public var children: [Int]
        public var presented: Int?
        /// A tab bar controller's selected child.
        public var selectedTab: Int?
        /// What the user can do to it with a gesture (`tree`'s `gestures`: `tapTab`,
        /// `swipeBack`, `pullDown`, `swipeForward`, `swipeReverse`, `tapMore`, `tapItem`, `tapBack`, `dragSheet`, `tapUITab`, `showColumn`, `hideColumn`),
        /// as the server decides it.
        public var gestures: [String] = []
        /// With `dragSheet`: the detents the user can drag the sheet to (`tree`'s `dragDetents`).
        public var dragDetents: [String] = []
        /// With `tapUITab`: the identifiers of the tabs the user can tap (`tree`'s `tabIdentifiers`).
        public var tabIdentifiers: [String] = []
        /// On a presented sheet with several detents: the detent it rests at (`tree`'s `detent`),
        /// part of the state's shape.
        public var detent: String?
        /// On an expanded column-style split: its display mode (`tree`'s `displayMode`), part of
        /// the state's shape.
        public var displayMode: String?
        /// With `showColumn` / `hideColumn`: the columns the user can bring in or put away
        /// (`tree`'s `showColumns` / `hideColumns`).
        public var showColumns: [String] = []
        public var hideColumns: [String] = []
    }

    public var nodes: [Node]
    /// The state's identity: scenes, containment and order, presentations with their styles
    /// (and a sheet's detent), a column-style split's display mode, selected tabs (`StateShape`).
    public var shape: String
    /// Controllers the user can see and touch: appeared, and not under a presentation that
    /// covers them (pre-order indices).
    public var touchable: [Int]
    /// Presented controllers nothing covers: the ones a user can dismiss.
    public var dismissable: [Int]
    /// UIKit's console warnings logged by the step that led here (`ObservedWarning`); not part
    /// of the state's identity.
    public var warnings: [ObservedWarning] = []

    /// Every scene in the tree.
    public var scenes: Set<SceneKey> { Set(nodes.compactMap(\.scene)) }

    /// The node at `position`, if the tree has one there.
    public func index(of position: TreePosition) -> Int? {
        nodes.firstIndex { $0.position == position }
    }

    /// Reads a window's root (a server's `tree`, or the engine's in process). `storyboard(of:)` names the storyboard of a node whose scene id
    /// the graph cannot place by itself; `tabSelections` remembers each tab bar controller's
    /// selected index by controller id (a covered tab bar shows no appeared child, yet its
    /// selection is part of the state): it is read and updated here.
    /// `shape`: the state's key when the caller has already written it (`EngineShape.read`, the
    /// same key: EngineShapeTests), else written here (`StateShape.key`).
    public static func observe<T: HierarchyTreeNode>(_ root: T, graph: StoryboardGraph, sceneIndex: SceneIndex,
                                                     storyboard: (T) -> String?, tabSelections: inout [String: Int],
                                                     shape: String? = nil) -> ObservedState {
        var nodes: [Node] = []
        func add(_ t: T, at position: TreePosition) -> Int {
            let index = nodes.count
            var key: SceneKey?
            if let scene = t.scene {
                let owners = graph.storyboards(ofSceneID: scene)
                if owners.count == 1 { key = SceneKey(storyboard: owners[0], scene: scene) }
                else if let sb = storyboard(t) { key = SceneKey(storyboard: sb, scene: scene) }
            } else {
                key = graph.codeClass(named: t.className)
            }
            let container = key.flatMap { graph.scenes[$0]?.container } ?? Self.container(ofClass: t.className)
            nodes.append(Node(position: position, vc: t.vc, scene: key, className: t.className, title: t.title,
                              storyboardIdentifier: t.storyboardIdentifier, appearance: t.appearance, style: t.style,
                              container: container, children: [], presented: nil, selectedTab: nil, gestures: t.gestures,
                              dragDetents: t.dragDetents, tabIdentifiers: t.tabIdentifiers, detent: t.detent,
                              displayMode: t.displayMode, showColumns: t.showColumns, hideColumns: t.hideColumns))
            var children: [Int] = []
            for (i, c) in t.children.enumerated() { children.append(add(c, at: position.appending(.child(i)))) }
            nodes[index].children = children
            if let p = t.presented { nodes[index].presented = add(p, at: position.appending(.presented)) }
            if container == "tabBar", !t.children.isEmpty {
                let shown = t.children.firstIndex { $0.appearance == "appeared" || $0.appearance == "appearing" }
                let selected = shown ?? tabSelections[t.vc] ?? 0
                tabSelections[t.vc] = selected
                nodes[index].selectedTab = selected
            }
            return index
        }
        _ = add(root, at: .root)
        let covered = coveredNodes(nodes)
        let touchable = nodes.indices.filter {
            !covered[$0] && (nodes[$0].appearance == "appeared" || nodes[$0].appearance == "appearing")
        }
        let dismissable = nodes.indices.filter { i in
            nodes[i].position.steps.last == .presented && !covered[i]
        }
        return ObservedState(nodes: nodes, shape: shape ?? StateShape.key(nodes, sceneIndex: sceneIndex),
                             touchable: touchable, dismissable: dismissable)
    }

    /// The container kind of a controller not from a storyboard, by its UIKit class.
    static func container(ofClass className: String) -> String {
        switch className {
        case "UINavigationController": "navigation"
        case "UITabBarController": "tabBar"
        case "UISplitViewController": "splitView"
        default: "plain"
        }
    }

    /// Which nodes a presentation hides from touches, from the styles `tree` reports: a
    /// current-context presentation covers the presenting (context) controller and everything
    /// on it; any other style covers the whole window below it.
    static func coveredNodes(_ nodes: [Node]) -> [Bool] {
        var covered = Array(repeating: false, count: nodes.count)
        // A node's whole subtree (children and presentations) spans indices index..<end (pre-order).
        var end = Array(repeating: 0, count: nodes.count)
        for i in nodes.indices.reversed() {
            var e = i + 1
            for c in nodes[i].children { e = max(e, end[c]) }
            if let p = nodes[i].presented { e = max(e, end[p]) }
            end[i] = e
        }
        for (q, node) in nodes.enumerated() {
            guard let p = node.presented else { continue }
            let above = p..<end[p]
            let hidden: Range<Int>
            switch nodes[p].style {
            case "currentContext", "overCurrentContext":
                hidden = q..<end[q]
            default:
                hidden = 0..<nodes.count
            }
            for i in hidden where !above.contains(i) { covered[i] = true }
        }
        return covered
    }
}

/// One controller of a window's tree as `ObservedState` reads it: the fields of `tree`'s
/// `Node`, from a server's answer (`TreeNode`) or from the engine in process (`EngineTreeNode`).
public protocol HierarchyTreeNode {
    var vc: String { get }
    var className: String { get }
    var title: String? { get }
    var storyboardIdentifier: String? { get }
    var scene: String? { get }
    var appearance: String { get }
    var style: String? { get }
    var children: [Self] { get }
    var presented: Self? { get }
    var gestures: [String] { get }
    var dragDetents: [String] { get }
    var tabIdentifiers: [String] { get }
    var detent: String? { get }
    var displayMode: String? { get }
    var showColumns: [String] { get }
    var hideColumns: [String] { get }
}

extension TreeNode: HierarchyTreeNode {}
