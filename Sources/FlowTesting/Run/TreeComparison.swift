import HierarchyNaming
import ProsceniumClient

/// `expectTree`: the expected outline against `prosc tree`'s. A first line that is a screen
/// (`s1 "Main" …`) compares the whole tree; a window (`*w1 (key)`) or a controller (`vc2 …`,
/// `presents vc6 …`) compares that subtree wherever it is. Subtrees are compared by their
/// relative indentation: the first line, then its descendants two spaces per level.
enum TreeComparison {
    enum Scope: Equatable {
        case whole
        case window(String)
        case controller(String)
    }

    /// What the expected text's first line names.
    static func scope(of expected: String) -> Scope {
        guard let first = lines(expected).first else { return .whole }
        var token = first.drop { $0 == " " }
        if token.hasPrefix("presents ") { token = token.dropFirst("presents ".count) }
        if token.hasPrefix("*") { token = token.dropFirst() }
        let word = String(token.prefix { $0 != " " })
        if isID(word, prefix: "w") { return .window(word) }
        if isID(word, prefix: "vc") { return .controller(word) }
        return .whole
    }

    private static func isID(_ word: String, prefix: String) -> Bool {
        word.hasPrefix(prefix) && word.count > prefix.count && word.dropFirst(prefix.count).allSatisfy(\.isNumber)
    }

    /// The actual text for `scope`, or nil when the window or controller is not in the tree.
    static func actual(_ scope: Scope, tree: Tree, screens: [ScreenInfo]) -> String? {
        switch scope {
        case .whole:
            return TreeText.render(tree, screens: screens)
        case .window(let id):
            return tree.windows.first { $0.window == id }.map(TreeText.window)
        case .controller(let id):
            for w in tree.windows {
                if let node = w.root?.allNodes.first(where: { $0.vc == id }) { return TreeText.node(node, indent: 0) }
            }
            return nil
        }
    }

    /// `text` in the form compared: trailing spaces and surrounding blank lines removed; for a
    /// subtree, the first line unindented (without `presents `) and the rest re-indented so
    /// that the shallowest is two spaces in.
    static func canonical(_ text: String, scope: Scope) -> String {
        var l = lines(text)
        guard !l.isEmpty else { return "" }
        if scope == .whole { return l.joined(separator: "\n") }
        var first = Substring(l[0]).drop { $0 == " " }
        if first.hasPrefix("presents ") { first = first.dropFirst("presents ".count) }
        l[0] = String(first)
        let rest = l.dropFirst().filter { !$0.isEmpty }
        if let shallowest = rest.map({ $0.prefix { $0 == " " }.count }).min() {
            for i in 1..<l.count where !l[i].isEmpty {
                let indent = l[i].prefix { $0 == " " }.count
                l[i] = String(repeating: " ", count: indent - shallowest + 2) + l[i].drop { $0 == " " }
            }
        }
        return l.joined(separator: "\n")
    }

    /// Lines without trailing spaces, without blank lines before the first or after the last.
    private static func lines(_ text: String) -> [String] {
        var l = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var s = Substring(line)
            while s.last == " " || s.last == "\t" || s.last == "\r" { s = s.dropLast() }
            return String(s)
        }
        while l.first?.isEmpty == true { l.removeFirst() }
        while l.last?.isEmpty == true { l.removeLast() }
        return l
    }
}
