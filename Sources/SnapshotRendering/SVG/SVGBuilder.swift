/// Writes SVG elements into a string: attributes escaped, groups closed in order.
struct SVGBuilder {
    private(set) var text = ""
    private var depth = 0

    mutating func raw(_ line: String) {
        text += String(repeating: "  ", count: depth) + line + "\n"
    }

    /// `<name a="v" …/>`; nil values are left out.
    mutating func element(_ name: String, _ attributes: [(String, String?)]) {
        raw("<\(name)\(Self.attributes(attributes))/>")
    }

    /// `<text …>content</text>` with the content escaped.
    mutating func text(_ content: String, _ attributes: [(String, String?)]) {
        raw("<text\(Self.attributes(attributes))>\(XMLText.escape(content))</text>")
    }

    mutating func open(_ name: String, _ attributes: [(String, String?)]) {
        raw("<\(name)\(Self.attributes(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        raw("</\(name)>")
    }

    static func attributes(_ list: [(String, String?)]) -> String {
        var s = ""
        for (k, v) in list { if let v { s += " \(k)=\"\(XMLText.escape(v))\"" } }
        return s
    }

    /// x, y, width, height of `r`.
    static func rect(_ r: Rect) -> [(String, String?)] {
        [("x", XMLText.number(r.x)), ("y", XMLText.number(r.y)),
         ("width", XMLText.number(r.width)), ("height", XMLText.number(r.height))]
    }
}
