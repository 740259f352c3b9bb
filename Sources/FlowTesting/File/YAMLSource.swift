import WireProtocol
import Yams

/// A flow file's text and its YAML nodes, read with positions: typed accessors that fail with
/// a `FlowFileError` at the node, and the exact extent of a value (for `--update`).
struct YAMLSource {
    let path: String
    let text: String
    /// The file's lines as Unicode scalars (YAML columns count scalars), without newlines.
    let lines: [[Unicode.Scalar]]

    init(path: String, text: String) {
        self.path = path
        self.text = text
        var lines: [[Unicode.Scalar]] = [[]]
        for scalar in text.unicodeScalars {
            if scalar == "\n" { lines.append([]) } else { lines[lines.count - 1].append(scalar) }
        }
        self.lines = lines.map { line in line.last == "\r" ? Array(line.dropLast()) : line }
    }

    // MARK: - Positions

    func position(_ mark: Mark?) -> SourcePosition {
        SourcePosition(file: path, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    func position(_ node: Node) -> SourcePosition { position(node.mark) }

    func error(_ node: Node, _ message: String) -> FlowFileError { FlowFileError(position(node), message) }

    // MARK: - Typed values

    /// What a node is, for messages: `a string`, `a list`, `a map`, `null`.
    func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a map"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar:
            switch tagName(node) {
            case Tag.Name.null: return "null"
            case Tag.Name.bool: return "a boolean"
            case Tag.Name.int, Tag.Name.float: return "a number"
            default: return "a string"
            }
        }
    }

    func tagName(_ node: Node) -> Tag.Name { Tag.Name(rawValue: node.tag.rawValue) }

    /// A non-empty scalar's text (a name written plainly or quoted; `yes` and `1` are text too).
    func string(_ node: Node, _ what: String) throws(FlowFileError) -> String {
        guard case .scalar(let s) = node, tagName(node) != Tag.Name.null, !s.string.isEmpty else {
            throw error(node, "\(what) must be a string, got \(describe(node))")
        }
        return s.string
    }

    func bool(_ node: Node, _ what: String) throws(FlowFileError) -> Bool {
        guard tagName(node) == Tag.Name.bool, let b = node.bool else {
            throw error(node, "\(what) must be true or false, got \(describe(node))")
        }
        return b
    }

    func int(_ node: Node, _ what: String) throws(FlowFileError) -> Int {
        guard tagName(node) == Tag.Name.int, let i = node.int else {
            throw error(node, "\(what) must be a whole number, got \(describe(node))")
        }
        return i
    }

    func number(_ node: Node, _ what: String) throws(FlowFileError) -> Double {
        switch tagName(node) {
        case Tag.Name.int: if let i = node.int { return Double(i) }
        case Tag.Name.float: if let d = node.float, d.isFinite { return d }
        default: break
        }
        throw error(node, "\(what) must be a number, got \(describe(node))")
    }

    /// A list of strings, or one string standing for a list of one.
    func strings(_ node: Node, _ what: String) throws(FlowFileError) -> [String] {
        if case .sequence(let seq) = node {
            var out: [String] = []
            for item in seq { out.append(try string(item, "each of \(what)")) }
            return out
        }
        return [try string(node, what)]
    }

    /// A map's pairs, with keys as strings; duplicate keys were refused by the parser.
    func mapping(_ node: Node, _ what: String) throws(FlowFileError) -> [(key: String, keyNode: Node, value: Node)] {
        guard case .mapping(let m) = node else { throw error(node, "\(what) must be a map, got \(describe(node))") }
        var out: [(key: String, keyNode: Node, value: Node)] = []
        for (k, v) in m { out.append((try string(k, "a key of \(what)"), k, v)) }
        return out
    }

    /// A YAML value as JSON: null, booleans, numbers and strings by their resolved tags, lists
    /// and maps (with string keys) as arrays and objects.
    func json(_ node: Node, _ what: String) throws(FlowFileError) -> JSON {
        switch node {
        case .scalar(let s):
            switch tagName(node) {
            case Tag.Name.null: return .null
            case Tag.Name.bool: if let b = node.bool { return .bool(b) }
            case Tag.Name.int: if let i = node.int { return .number(Double(i)) }
            case Tag.Name.float: if let d = node.float, d.isFinite { return .number(d) }
            default: return .string(s.string)
            }
            throw error(node, "\(what): '\(s.string)' is not a value JSON can carry")
        case .sequence(let seq):
            var items: [JSON] = []
            for item in seq { items.append(try json(item, what)) }
            return .array(items)
        case .mapping(let m):
            var members: [(key: String, value: JSON)] = []
            for (k, v) in m { members.append((try string(k, "a key of \(what)"), try json(v, what))) }
            return .object(JSONObject(members))
        case .alias:
            throw error(node, "\(what): aliases are not supported")
        }
    }

    // MARK: - Extents

    /// Where `value` (the value of `key`) is written: from its first character to just after
    /// its last, found from the text because YAML nodes carry only their start. `boundary` is
    /// the start of the next node in document order (nil: the end of the file). Comment and
    /// blank lines after the value are not part of it.
    func span(of value: Node, key: Node, boundary: Mark?) -> ValueSpan {
        let keyLine = key.mark?.line ?? 1
        let keyColumn = (key.mark?.column ?? 1) - 1
        if isEmptyScalar(value) {
            // `key:` with nothing after it: an empty place at the end of the key's line.
            let end = SourcePosition(file: path, line: keyLine, column: trimmedEnd(lines[keyLine - 1], from: keyColumn) + 1)
            return ValueSpan(file: path, start: end, end: end, keyColumn: keyColumn, onKeyLine: true, isFlow: false)
        }
        let line = (value.mark?.line ?? keyLine) - 1
        let column = (value.mark?.column ?? keyColumn + 1) - 1
        let first = line < lines.count && column < lines[line].count ? lines[line][column] : " "
        let isFlow = first == "[" || first == "{"
        var end: (line: Int, column: Int)
        if case .scalar(let s) = value, s.style == .literal || s.style == .folded {
            end = blockScalarEnd(line: line)
        } else if isFlow {
            end = flowEnd(line: line, column: column)
        } else if case .scalar(let s) = value, s.style == .singleQuoted || s.style == .doubleQuoted {
            end = quotedEnd(line: line, column: column, quote: first)
        } else {
            end = blockEnd(line: line, column: column, boundaryLine: boundary.map { $0.line - 1 } ?? lines.count)
        }
        return ValueSpan(
            file: path, start: SourcePosition(file: path, line: line + 1, column: column + 1),
            end: SourcePosition(file: path, line: end.line + 1, column: end.column + 1),
            keyColumn: keyColumn, onKeyLine: line + 1 == keyLine, isFlow: isFlow)
    }

    private func isEmptyScalar(_ node: Node) -> Bool {
        if case .scalar(let s) = node { return s.string.isEmpty && (s.style == .plain || s.style == .any) }
        return false
    }

    private func indentation(_ line: [Unicode.Scalar]) -> Int { line.prefix { $0 == " " }.count }

    private func isBlankOrComment(_ line: [Unicode.Scalar]) -> Bool {
        let rest = line.drop { $0 == " " || $0 == "\t" }
        return rest.isEmpty || rest.first == "#"
    }

    /// A block collection or plain scalar: its lines up to the boundary, without the comment
    /// and blank lines that trail it.
    private func blockEnd(line: Int, column: Int, boundaryLine: Int) -> (line: Int, column: Int) {
        var last = min(max(boundaryLine - 1, line), lines.count - 1)
        while last > line, isBlankOrComment(lines[last]) { last -= 1 }
        if last == line {
            // One line: up to a comment, if any, without trailing spaces.
            return (line, trimmedEnd(lines[line], from: column))
        }
        return (last, trimmedEnd(lines[last], from: 0, keepComment: true))
    }

    /// The end of a line's content from `from`: before a ` #` comment unless `keepComment`,
    /// without trailing spaces.
    private func trimmedEnd(_ line: [Unicode.Scalar], from: Int, keepComment: Bool = false) -> Int {
        var end = line.count
        if !keepComment {
            var quote: Unicode.Scalar?
            var i = from
            while i < line.count {
                let c = line[i]
                if let q = quote {
                    if c == q { quote = nil }
                } else if c == "\"" || c == "'" {
                    quote = c
                } else if c == "#", i > from, line[i - 1] == " " || line[i - 1] == "\t" {
                    end = i
                    break
                }
                i += 1
            }
        }
        while end > from, line[end - 1] == " " || line[end - 1] == "\t" { end -= 1 }
        return end
    }

    /// A `|` or `>` scalar: the indicator line, then every line that is blank or indented at
    /// least as much as its first content line.
    private func blockScalarEnd(line: Int) -> (line: Int, column: Int) {
        var contentIndent: Int?
        var last = line
        var i = line + 1
        while i < lines.count {
            let l = lines[i]
            if l.allSatisfy({ $0 == " " }) {
                i += 1
                continue
            }
            let indent = indentation(l)
            if let contentIndent {
                if indent < contentIndent { break }
            } else {
                if indent <= parentIndent(of: line) { break }
                contentIndent = indent
            }
            last = i
            i += 1
        }
        return (last, last == line ? trimmedEnd(lines[line], from: 0) : lines[last].count)
    }

    /// The indentation of the line holding a block scalar's indicator, counting a sequence
    /// entry's `- ` as indentation.
    private func parentIndent(of line: Int) -> Int {
        let l = lines[line]
        var i = indentation(l)
        while i + 1 < l.count, l[i] == "-", l[i + 1] == " " { i = i + 2 + l[(i + 2)...].prefix { $0 == " " }.count }
        return i
    }

    /// A flow collection: up to its matching bracket, quotes respected.
    private func flowEnd(line: Int, column: Int) -> (line: Int, column: Int) {
        var depth = 0
        var quote: Unicode.Scalar?
        var l = line
        var c = column
        while l < lines.count {
            while c < lines[l].count {
                let ch = lines[l][c]
                if let q = quote {
                    if ch == "\\" && q == "\"" { c += 1 } else if ch == q { quote = nil }
                } else if ch == "\"" || ch == "'" {
                    quote = ch
                } else if ch == "[" || ch == "{" {
                    depth += 1
                } else if ch == "]" || ch == "}" {
                    depth -= 1
                    if depth == 0 { return (l, c + 1) }
                } else if ch == "#", c > 0, lines[l][c - 1] == " " {
                    break
                }
                c += 1
            }
            l += 1
            c = 0
        }
        return (lines.count - 1, lines[lines.count - 1].count)
    }

    /// A quoted scalar: up to its closing quote (`''` inside single quotes, `\"` inside double).
    private func quotedEnd(line: Int, column: Int, quote: Unicode.Scalar) -> (line: Int, column: Int) {
        var l = line
        var c = column + 1
        while l < lines.count {
            while c < lines[l].count {
                let ch = lines[l][c]
                if quote == "\"" && ch == "\\" {
                    c += 2
                    continue
                }
                if ch == quote {
                    if quote == "'", c + 1 < lines[l].count, lines[l][c + 1] == "'" {
                        c += 2
                        continue
                    }
                    return (l, c + 1)
                }
                c += 1
            }
            l += 1
            c = 0
        }
        return (lines.count - 1, lines[lines.count - 1].count)
    }
}
