import ProsceniumClient

/// Renders `tree` for people through `TreeOutline` (shared with prosc's front, which prints the
/// same text without prosc-cli): the client library's tree and screens, as its byte values.
/// `prosc tree` prints it; flow files' `expectTree` compare against it.
public enum TreeText {
    public static func render(_ tree: Tree, screens: [ScreenInfo]) -> String {
        let outline = TreeOutline.render(
            windows: tree.windows.map(outlineWindow),
            screens: screens.map { s in
                TreeOutline.Screen(
                    id: Array(s.id.utf8), name: Array(s.name.utf8), main: s.main,
                    size: Array(ScreenSize.text(s.width, s.height, s.scale).utf8), idiom: Array(s.traits.idiom.utf8))
            })
        return String(decoding: outline, as: UTF8.self)
    }

    /// A node and everything below it, two spaces per level.
    public static func node(_ n: TreeNode, indent: Int) -> String {
        String(decoding: TreeOutline.node(outlineNode(n), indent: indent), as: UTF8.self)
    }

    /// A window's line (`*w1 (key)`) and its controllers, the window line not indented.
    public static func window(_ w: TreeWindow) -> String {
        var text = (w.key ? "*" : "") + w.window + (w.key ? " (key)" : "")
        if let root = w.root { text += "\n" + node(root, indent: 1) }
        return text
    }

    private static func outlineWindow(_ w: TreeWindow) -> TreeOutline.Window {
        TreeOutline.Window(window: Array(w.window.utf8), screen: Array(w.screen.utf8), key: w.key, root: w.root.map(outlineNode))
    }

    private static func outlineNode(_ n: TreeNode) -> TreeOutline.Node {
        TreeOutline.Node(
            vc: Array(n.vc.utf8), className: Array(n.className.utf8), title: n.title.map { Array($0.utf8) },
            storyboardIdentifier: n.storyboardIdentifier.map { Array($0.utf8) }, appearance: Array(n.appearance.utf8),
            style: n.style.map { Array($0.utf8) }, children: n.children.map(outlineNode), presented: n.presented.map { [outlineNode($0)] } ?? [])
    }
}
