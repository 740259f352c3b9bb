import HierarchyEngine

/// A state's shape (`StateShape`) read straight off the engine's tree, without reading the
/// state (`ObservedState`): a walk over the controllers in place (`Hierarchy.treeNode`), no
/// node, position or controller id string per controller. In process, most actions lead to a
/// state already known (five in six on the benchmark app); `hash` tells those apart without
/// writing any text, and only a state whose hash is new has its key written (`read`) and, once
/// the merge adopts it, is read in full. `EngineShapeTests` pins that `read` writes the key
/// `ObservedState` writes, and that equal keys have equal hashes and different keys different ones.
struct EngineShape: Sendable {
    /// A scene id one storyboard alone has: its scene, number and the container it makes.
    private struct Scene: Sendable {
        var key: SceneKey
        var number: Int
        var container: String
    }
    /// What one controller writes in the key: its scene's number or its class name, the
    /// container it is, and its scene (nil: not from a known scene).
    private struct Token {
        var number: Int?
        var className: String
        var container: String
        var scene: SceneKey?
    }
    private let unique: [String: Scene]
    private let context: ExplorationContext
    /// By the engine's scene number (`TreeNodeView.sceneNumber`, `StoryboardCatalog.numberedScenes`):
    /// the token of a controller made from that scene, when it has a scene number of ours (the
    /// class name is then not written); nil: told by its names (`token(scene:storyboard:className:)`).
    private let numbered: [Token?]

    /// `catalog`: the engine's, whose scene numbers the trees carry (nil: every controller told by its names).
    init(context: ExplorationContext, catalog: StoryboardCatalog? = nil) {
        self.context = context
        var unique: [String: Scene] = [:]
        for key in context.graph.scenes.keys {
            let owners = context.graph.storyboards(ofSceneID: key.scene)
            guard owners.count == 1, owners[0] == key.storyboard, let number = context.sceneIndex.number(key) else { continue }
            unique[key.scene] = Scene(key: key, number: number, container: context.graph.scenes[key]!.container)
        }
        self.unique = unique
        numbered = (catalog?.numberedScenes ?? []).map { s in
            let t = Self.token(scene: s.scene, storyboard: s.storyboard, className: "", unique: unique, context: context)
            return t.number == nil ? nil : t
        }
    }

    /// What `n` writes (as `ObservedState.observe` reads a controller's scene and container).
    private func token(_ n: TreeNodeView) -> Token {
        if let k = n.sceneNumber, k < numbered.count, let t = numbered[k] { return t }
        return Self.token(scene: n.scene, storyboard: n.storyboard, className: n.className, unique: unique, context: context)
    }

    /// What a controller of `scene` (of `storyboard`) and class `className` writes.
    private static func token(scene: String?, storyboard: String?, className: String, unique: [String: Scene],
                              context: ExplorationContext) -> Token {
        if let id = scene, let s = unique[id] {
            return Token(number: s.number, className: "", container: s.container, scene: s.key)
        }
        var key: SceneKey?
        if let id = scene {
            let owners = context.graph.storyboards(ofSceneID: id)
            if owners.count == 1 { key = SceneKey(storyboard: owners[0], scene: id) }
            else if owners.count > 1, let sb = storyboard { key = SceneKey(storyboard: sb, scene: id) }
        } else {
            key = context.graph.codeClass(named: className)
        }
        let container = key.flatMap { context.graph.scenes[$0]?.container } ?? ObservedState.container(ofClass: className)
        return Token(number: key.flatMap { context.sceneIndex.number($0) }, className: className, container: container, scene: key)
    }

    /// The tab a tab bar shows: its first child on screen, else the remembered selection (as
    /// `ObservedState.observe`); nil for any other controller or a tab bar without children.
    private func selectedTab(_ n: TreeNodeView, _ token: Token, in h: Hierarchy, tabSelections: [String: Int]) -> Int? {
        guard token.container == "tabBar", !n.children.isEmpty else { return nil }
        if let shown = n.children.firstIndex(where: { h.isShown($0) }) { return shown }
        return tabSelections[n.vc.description] ?? 0
    }

    /// The detent a presented sheet with several rests at (`tree`'s `detent`, as `treeEntries`
    /// reads it); nil for any other controller.
    private static func detent(_ n: TreeNodeView, in h: Hierarchy) -> String? {
        n.style == .pageSheet || n.style == .formSheet ? h.restingDetent(n.vc) : nil
    }

    /// `StateShape.key` of `window`'s tree in `h`, as `ObservedState.observe` would read it
    /// with `tabSelections` (not updated here); nil when the window has no root.
    func key(of window: WindowID, in h: Hierarchy, tabSelections: [String: Int]) -> String? {
        read(window, in: h, tabSelections: tabSelections)?.shape
    }

    /// The shape (`key(of:in:tabSelections:)`) and the scenes in the tree (`ObservedState.scenes`,
    /// in tree order, each once).
    func read(_ window: WindowID, in h: Hierarchy, tabSelections: [String: Int]) -> (shape: String, scenes: [SceneKey])? {
        walk(window, in: h, tabSelections: tabSelections, writesKey: true)
    }

    /// The scenes `read` lists, without writing the key.
    func scenes(_ window: WindowID, in h: Hierarchy) -> [SceneKey]? {
        walk(window, in: h, tabSelections: [:], writesKey: false)?.scenes
    }

    private func walk(_ window: WindowID, in h: Hierarchy, tabSelections: [String: Int], writesKey: Bool) -> (shape: String, scenes: [SceneKey])? {
        guard let root = h.treeRoot(window: window), let rootNode = h.treeNode(root) else { return nil }
        var out = ""
        out.reserveCapacity(64)
        var scenes: [SceneKey] = []
        // Writes the subtree of `n` (node, children's subtrees, presented subtree).
        func write(_ n: TreeNodeView) {
            let t = token(n)
            if let key = t.scene, !scenes.contains(key) { scenes.append(key) }
            guard writesKey else {
                for c in n.children { if let child = h.treeNode(c) { write(child) } }
                if let p = n.presented, let presented = h.treeNode(p) { write(presented) }
                return
            }
            if let number = t.number {
                out.append("s")
                out.append(String(number))
            } else {
                out.append("\"")
                out.append(t.className)
                out.append("\"")
            }
            if let selected = selectedTab(n, t, in: h, tabSelections: tabSelections) {
                out.append("#")
                out.append(String(selected))
            }
            if let mode = h.expandedDisplayMode(n.vc) {
                out.append("~")
                out.append(mode.rawValue)
            }
            if !n.children.isEmpty {
                out.append("(")
                for (k, c) in n.children.enumerated() {
                    if k > 0 { out.append(",") }
                    if let child = h.treeNode(c) { write(child) }
                }
                out.append(")")
            }
            if let p = n.presented, let presented = h.treeNode(p) {
                out.append(">")
                out.append(presented.style?.rawValue ?? "?")
                if let detent = Self.detent(presented, in: h) {
                    out.append("@")
                    out.append(detent)
                }
                out.append(":")
                write(presented)
            }
        }
        write(rootNode)
        return (out, scenes)
    }

    /// A 128-bit hash of what `read` would write, fed the same fields (scene numbers, class
    /// names, tab selections, split display modes, child counts, presentation styles and detents) in a form that cannot be read
    /// two ways, without writing the text; nil when the window has no root. Equal keys give
    /// equal hashes; different keys collide with a chance of about n² / 2¹²⁹ among n shapes
    /// (two SipHash-1-3 streams of the process's random seed, told apart by a first word: for
    /// 10⁶ shapes under 10⁻²⁷). The exploration uses it only to skip a shape it already knows.
    func hash(_ window: WindowID, in h: Hierarchy, tabSelections: [String: Int]) -> ShapeHash? {
        guard let root = h.treeRoot(window: window), let rootNode = h.treeNode(root) else { return nil }
        var a = Hasher(), b = Hasher()
        a.combine(0x5eed_0001 as UInt64)
        b.combine(0x5eed_0002 as UInt64)
        func feed(_ n: TreeNodeView) {
            let t = token(n)
            if let number = t.number {
                a.combine(0 as UInt8); a.combine(number)
                b.combine(0 as UInt8); b.combine(number)
            } else {
                a.combine(1 as UInt8); a.combine(t.className)
                b.combine(1 as UInt8); b.combine(t.className)
            }
            let selected = selectedTab(n, t, in: h, tabSelections: tabSelections) ?? -1
            a.combine(selected); b.combine(selected)
            let mode = h.expandedDisplayMode(n.vc)?.rawValue
            a.combine(mode); b.combine(mode)
            a.combine(n.children.count); b.combine(n.children.count)
            for c in n.children { if let child = h.treeNode(c) { feed(child) } }
            if let p = n.presented, let presented = h.treeNode(p) {
                let style = presented.style?.rawValue ?? "?"
                let detent = Self.detent(presented, in: h)
                a.combine(true); a.combine(style); a.combine(detent)
                b.combine(true); b.combine(style); b.combine(detent)
                feed(presented)
            } else {
                a.combine(false); b.combine(false)
            }
        }
        feed(rootNode)
        return ShapeHash(a: UInt64(UInt(bitPattern: a.finalize())), b: UInt64(UInt(bitPattern: b.finalize())))
    }
}

/// A state's shape as 128 bits (`EngineShape.hash`): what tells a known shape in process
/// without writing its key.
struct ShapeHash: Hashable, Sendable {
    var a: UInt64
    var b: UInt64
}
