import ProsceniumClient

/// Renders `tree` for people: screens, their windows (the key one starred), and each
/// controller with its class, title, storyboard identifier, appearance and style.
enum TreeText {
    static func render(_ tree: Tree, screens: [ScreenInfo]) -> String {
        var lines: [String] = []
        var screenOrder = screens.map(\.id)
        for w in tree.windows where !screenOrder.contains(w.screen) { screenOrder.append(w.screen) }
        for screenID in screenOrder {
            let windows = tree.windows.filter { $0.screen == screenID }
            guard !windows.isEmpty else { continue }
            if let screen = screens.first(where: { $0.id == screenID }) {
                lines.append("\(screen.id) \"\(screen.name)\"\(screen.main ? " main" : "") "
                    + ScreenSize.text(screen.width, screen.height, screen.scale) + " \(screen.traits.idiom ?? "-")")
            } else {
                lines.append(screenID)
            }
            for w in windows {
                lines.append("  \(w.key ? "*" : " ")\(w.window)\(w.key ? " (key)" : "")")
                if let root = w.root { lines.append(node(root, indent: 2)) }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A node and everything below it, two spaces per level; children first, then the
    /// presented controller marked `presents`.
    static func node(_ n: TreeNode, indent: Int, prefix: String = "") -> String {
        var lines = [String(repeating: "  ", count: indent) + prefix + label(n)]
        for c in n.children { lines.append(node(c, indent: indent + 1)) }
        if let p = n.presented { lines.append(node(p, indent: indent + 1, prefix: "presents ")) }
        return lines.joined(separator: "\n")
    }

    /// `vc2 HomeViewController "Home" [Home] appeared (pageSheet)`.
    static func label(_ n: TreeNode) -> String {
        var s = "\(n.vc) \(n.className)"
        if let t = n.title { s += " \"\(t)\"" }
        if let id = n.storyboardIdentifier { s += " [\(id)]" }
        s += " \(n.appearance)"
        if let style = n.style { s += " (\(style))" }
        return s
    }
}
