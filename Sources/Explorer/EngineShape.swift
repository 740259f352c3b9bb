import HierarchyEngine

/// A state's shape (`StateShape`) read straight off the engine's flat tree, without reading
/// the state (`ObservedState`): one string per state instead of a node, a position and a
/// controller id string per controller. In process, most actions lead to a state already
/// known (five in six on the benchmark app); their shape is all the exploration needs of
/// them, so only a new shape pays for the whole reading. `StateShapeTests` pins that both
/// ways write the same key.
struct EngineShape: Sendable {
    /// What a scene id writes and the container it makes, when one storyboard alone has it.
    private struct Scene: Sendable {
        var key: SceneKey
        var token: String
        var container: String
    }
    private let unique: [String: Scene]
    private let context: ExplorationContext

    init(context: ExplorationContext) {
        self.context = context
        var unique: [String: Scene] = [:]
        for key in context.graph.scenes.keys {
            let owners = context.graph.storyboards(ofSceneID: key.scene)
            guard owners.count == 1, owners[0] == key.storyboard else { continue }
            let token = context.sceneIndex.number(key).map { "s\($0)" }
            unique[key.scene] = token.map { Scene(key: key, token: $0, container: context.graph.scenes[key]!.container) }
        }
        self.unique = unique
    }

    /// `StateShape.key` of `window`'s tree in `h`, as `ObservedState.observe` would read it
    /// with `tabSelections` (not updated here); nil when the window has no root.
    func key(of window: WindowID, in h: Hierarchy, tabSelections: [String: Int]) -> String? {
        read(window, in: h, tabSelections: tabSelections)?.shape
    }

    /// The shape (`key(of:in:tabSelections:)`) and the scenes in the tree (`ObservedState.scenes`,
    /// in tree order, each once).
    func read(_ window: WindowID, in h: Hierarchy, tabSelections: [String: Int]) -> (shape: String, scenes: [SceneKey])? {
        let entries = h.tree(window: window)
        guard !entries.isEmpty else { return nil }
        var out = ""
        out.reserveCapacity(64)
        var scenes: [SceneKey] = []
        var next = 0
        // Writes the subtree at `next` (pre-order: node, children's subtrees, presented subtree).
        func write() {
            let e = entries[next]
            next += 1
            var container: String
            if let id = e.scene, let s = unique[id] {
                out.append(s.token)
                container = s.container
                if !scenes.contains(s.key) { scenes.append(s.key) }
            } else {
                var key: SceneKey?
                if let id = e.scene {
                    let owners = context.graph.storyboards(ofSceneID: id)
                    if owners.count == 1 { key = SceneKey(storyboard: owners[0], scene: id) }
                    else if owners.count > 1, let sb = h.controller(e.vc)?.storyboard { key = SceneKey(storyboard: sb, scene: id) }
                }
                if let key, !scenes.contains(key) { scenes.append(key) }
                if let key, let number = context.sceneIndex.number(key) {
                    out.append("s")
                    out.append(String(number))
                } else {
                    out.append("\"")
                    out.append(e.className)
                    out.append("\"")
                }
                container = key.flatMap { context.graph.scenes[$0]?.container } ?? ObservedState.container(ofClass: e.className)
            }
            if container == "tabBar", e.childCount > 0 {
                // The first child shown, else the remembered selection (as `ObservedState.observe`).
                var shown: Int?
                var k = next
                for i in 0..<e.childCount {
                    if shown == nil, entries[k].appearance == .appeared || entries[k].appearance == .appearing { shown = i }
                    k = Self.end(of: k, in: entries)
                }
                let selected = shown ?? tabSelections[e.vc.description] ?? 0
                out.append("#")
                out.append(String(selected))
            }
            if e.childCount > 0 {
                out.append("(")
                for k in 0..<e.childCount {
                    if k > 0 { out.append(",") }
                    write()
                }
                out.append(")")
            }
            if e.hasPresented {
                out.append(">")
                out.append(entries[next].style?.rawValue ?? "?")
                out.append(":")
                write()
            }
        }
        write()
        return (out, scenes)
    }

    /// The index just past the subtree that starts at `i`.
    private static func end(of i: Int, in entries: [TreeEntry]) -> Int {
        var pending = 1
        var k = i
        while pending > 0 {
            pending += entries[k].childCount + (entries[k].hasPresented ? 1 : 0) - 1
            k += 1
        }
        return k
    }
}
