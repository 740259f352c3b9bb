/// A state's shape (`StateShape`) read back into its nodes, for what the exploration decides
/// from a shape alone (`HiddenTabReduction`, `RepeatBound`). Nil when the shape does not read as
/// `StateShape` writes it, or holds a sheet's detent (`@`: an identifier the app chose, which
/// could hold any character): then nothing is decided from it.
struct ShapeTree {
    struct Node {
        /// The scene's number (`SceneIndex`); nil for a controller not from a storyboard.
        var scene: Int?
        /// The class of a controller not from a storyboard.
        var className: Substring?
        var selectedTab: Int?
        var children: [Int] = []
        var presented: Int?
        /// What it presents, as written after it: `>style:…`.
        var presentation: Substring?
        /// The node's own text: itself, its children and what it presents.
        var text: Substring
    }

    /// In pre-order; the root first.
    private(set) var nodes: [Node] = []

    init?(_ shape: String) {
        let s = Substring(shape)
        guard !s.isEmpty, !s.contains("@") else { return nil }
        var i = s.startIndex
        guard parse(s, &i) != nil, i == s.endIndex else { return nil }
    }

    var root: Node { nodes[0] }

    /// Reads the node at `i`, moving `i` past it; its index.
    private mutating func parse(_ s: Substring, _ i: inout Substring.Index) -> Int? {
        let start = i
        let k = nodes.count
        nodes.append(Node(text: s[start..<start]))
        guard i < s.endIndex else { return nil }
        if s[i] == "s" {
            let digits = s[s.index(after: i)...].prefix { $0.isASCII && $0.isNumber }
            guard let n = Int(digits) else { return nil }
            nodes[k].scene = n
            i = digits.endIndex
        } else if s[i] == "\"" {
            let rest = s[s.index(after: i)...]
            guard let close = rest.firstIndex(of: "\"") else { return nil }
            nodes[k].className = rest[..<close]
            i = s.index(after: close)
        } else {
            return nil
        }
        if i < s.endIndex, s[i] == "#" {
            let digits = s[s.index(after: i)...].prefix { $0.isASCII && $0.isNumber }
            guard let n = Int(digits) else { return nil }
            nodes[k].selectedTab = n
            i = digits.endIndex
        }
        if i < s.endIndex, s[i] == "~" {
            i = s[i...].firstIndex { "(,)>".contains($0) } ?? s.endIndex
        }
        if i < s.endIndex, s[i] == "(" {
            repeat {
                i = s.index(after: i)
                guard let c = parse(s, &i) else { return nil }
                nodes[k].children.append(c)
            } while i < s.endIndex && s[i] == ","
            guard i < s.endIndex, s[i] == ")" else { return nil }
            i = s.index(after: i)
        }
        if i < s.endIndex, s[i] == ">" {
            let gt = i
            defer { nodes[k].presentation = s[gt..<i] }
            guard let colon = s[i...].firstIndex(of: ":") else { return nil }
            i = s.index(after: colon)
            guard let p = parse(s, &i) else { return nil }
            nodes[k].presented = p
        }
        nodes[k].text = s[start..<i]
        return k
    }
}
