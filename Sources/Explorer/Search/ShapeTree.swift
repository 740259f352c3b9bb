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
        // Read as UTF-8 bytes: every delimiter is ASCII, so each index lands on a character
        // boundary of the shape's own text (class names may be any text between quotes).
        guard !s.isEmpty, !s.utf8.contains(UInt8(ascii: "@")) else { return nil }
        var i = s.startIndex
        guard parse(s, &i) != nil, i == s.endIndex else { return nil }
    }

    var root: Node { nodes[0] }

    /// The decimal number at `i` (ASCII digits), moving `i` past it.
    private static func number(_ s: Substring, _ i: inout Substring.Index) -> Int? {
        let u = s.utf8
        var n = 0
        var any = false
        while i < u.endIndex, case let d = u[i], d >= UInt8(ascii: "0") && d <= UInt8(ascii: "9") {
            guard n < Int.max / 10 - 9 else { return nil }
            n = n * 10 + Int(d - UInt8(ascii: "0"))
            any = true
            u.formIndex(after: &i)
        }
        return any ? n : nil
    }

    /// Reads the node at `i`, moving `i` past it; its index.
    private mutating func parse(_ s: Substring, _ i: inout Substring.Index) -> Int? {
        let u = s.utf8
        func at(_ c: Unicode.Scalar) -> Bool { i < u.endIndex && u[i] == UInt8(ascii: c) }
        func advance() { u.formIndex(after: &i) }
        let start = i
        let k = nodes.count
        nodes.append(Node(text: s[start..<start]))
        guard i < u.endIndex else { return nil }
        if at("s") {
            advance()
            guard let n = Self.number(s, &i) else { return nil }
            nodes[k].scene = n
        } else if at("\"") {
            advance()
            let nameStart = i
            guard let close = u[i...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            nodes[k].className = s[nameStart..<close]
            i = close
            advance()
        } else {
            return nil
        }
        if at("#") {
            advance()
            guard let n = Self.number(s, &i) else { return nil }
            nodes[k].selectedTab = n
        }
        if at("~") {
            i = u[i...].firstIndex { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: ">") }
                ?? u.endIndex
        }
        if at("(") {
            repeat {
                advance()
                guard let c = parse(s, &i) else { return nil }
                nodes[k].children.append(c)
            } while at(",")
            guard at(")") else { return nil }
            advance()
        }
        if at(">") {
            let gt = i
            defer { nodes[k].presentation = s[gt..<i] }
            guard let colon = u[i...].firstIndex(of: UInt8(ascii: ":")) else { return nil }
            i = colon
            advance()
            guard let p = parse(s, &i) else { return nil }
            nodes[k].presented = p
        }
        nodes[k].text = s[start..<i]
        return k
    }
}
