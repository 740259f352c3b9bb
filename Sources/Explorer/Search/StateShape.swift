/// Numbers the graph's scenes so a state's shape is a short string.
public struct SceneIndex: Sendable {
    private var numbers: [SceneKey: Int] = [:]

    public init(_ graph: StoryboardGraph) {
        // Classes made in code have no number: a shape names them by their class, as any
        // controller not from a storyboard (so the shapes are the same with and without them).
        for (i, key) in graph.scenes.keys.filter({ !$0.isCodeClass }).sorted().enumerated() { numbers[key] = i }
    }

    public func number(_ key: SceneKey) -> Int? { numbers[key] }
}

/// A hierarchy state's identity, which deduplicates the exploration: the scenes in the tree,
/// their containment in container order, each presentation and the style it was presented
/// with, the detent a sheet with several rests at (issue 42, R167: a drag to another detent is
/// a new state), the display mode of an expanded column-style split (R155: the columns on
/// screen, which a user's `showColumn`/`hideColumn` changes), and each tab bar controller's
/// selected tab. Controller ids and appearance
/// callbacks are not part of it: two windows in the same shape offer the same actions with the
/// same outcomes.
///
/// Written as a compact string: `s12#1(s3(s4),s7)>formSheet:s9()` — scene numbers (or
/// `"Class"` for a controller not from a storyboard), `#` the selected tab, children in
/// parentheses, `>` a presentation, `@` after its style the detent a sheet rests at
/// (`>pageSheet@medium:s9`; only for a sheet with several detents, so a shape without
/// detents is written as before); `~` after a split the display mode it shows expanded
/// (`s2~oneBesideSecondary(…)`; only for a column-style split).
enum StateShape {
    static func key(_ nodes: [ObservedState.Node], sceneIndex: SceneIndex) -> String {
        var out = ""
        func write(_ i: Int) {
            let n = nodes[i]
            if let scene = n.scene, let number = sceneIndex.number(scene) {
                out += "s\(number)"
            } else {
                out += "\"\(n.className)\""
            }
            if let selected = n.selectedTab { out += "#\(selected)" }
            if let mode = n.displayMode { out += "~\(mode)" }
            if !n.children.isEmpty {
                out += "("
                for (k, c) in n.children.enumerated() {
                    if k > 0 { out += "," }
                    write(c)
                }
                out += ")"
            }
            if let p = n.presented {
                out += ">\(nodes[p].style ?? "?")"
                if let detent = nodes[p].detent { out += "@\(detent)" }
                out += ":"
                write(p)
            }
        }
        if !nodes.isEmpty { write(0) }
        return out
    }
}
