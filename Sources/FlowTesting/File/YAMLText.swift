import WireProtocol
import Yams

/// Writes the YAML that `--update` splices in and `prosc record` writes: scalars quoted only
/// when they must be, callback lists, `|` blocks, JSON values as flow maps.
enum YAMLText {
    /// `s` as a plain scalar when YAML would read it back as the same string, else double-quoted.
    /// In flow context (`[a, b]`) the flow indicators must be quoted too.
    static func scalar(_ s: String, flow: Bool = false) -> String {
        isPlainSafe(s, flow: flow) ? s : doubleQuoted(s)
    }

    private static func isPlainSafe(_ s: String, flow: Bool) -> Bool {
        guard let first = s.unicodeScalars.first, let last = s.unicodeScalars.last else { return false }
        if first == " " || last == " " { return false }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return false }
        if s.contains(": ") || s.contains(" #") || s.hasSuffix(":") { return false }
        if flow, s.unicodeScalars.contains(where: { ",[]{}".unicodeScalars.contains($0) }) { return false }
        if s.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return false }
        // Plain text YAML would read as something else (true, null, 1.5, ~).
        return Resolver.default.resolveTag(of: Node(s)) == Tag.Name.str
    }

    static func doubleQuoted(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if c.value < 0x20 || c.value == 0x7F {
                    let hex = String(c.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }

    /// A JSON value in flow style: `{animated: true, style: formSheet}`, `[a, b]`, `null`.
    static func flow(_ value: JSON) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let d): return d.rounded() == d && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .string(let s): return scalar(s, flow: true)
        case .array(let items): return "[" + items.map(flow).joined(separator: ", ") + "]"
        case .object(let o): return "{" + o.map { "\(scalar($0.key, flow: true)): \(flow($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    /// One callback entry: `Home.viewWillAppear`, or `Home.viewWillAppear: {animated: false}`.
    static func callback(_ text: String, members: JSONObject?, flow: Bool) -> String {
        guard let members, !members.isEmpty else { return scalar(text, flow: flow) }
        let entry = "\(scalar(text, flow: true)): \(YAMLText.flow(.object(members)))"
        return flow ? "{\(entry)}" : entry
    }

    /// A list value written where `span` was: flow style if it was (and is not empty), else a
    /// block list, two spaces past the key, or where the old block list was.
    static func list(_ items: [String], at span: ValueSpan) -> String {
        let isEmptyPlace = span.start == span.end
        if items.isEmpty { return (isEmptyPlace ? colon(span) + " " : "") + "[]" }
        if span.isFlow && !span.isEmptyFlow { return "[" + items.joined(separator: ", ") + "]" }
        if span.onKeyLine {
            let indent = String(repeating: " ", count: span.keyColumn + 2)
            return colon(span) + "\n" + items.map { indent + "- " + $0 }.joined(separator: "\n")
        }
        let indent = String(repeating: " ", count: span.start.column - 1)
        return items.map { "- " + $0 }.joined(separator: "\n" + indent)
    }

    /// Text written where `span` was, as a `|` block two spaces past the key (`|2` when its
    /// first line starts with a space).
    static func block(_ text: String, at span: ValueSpan) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let indent = String(repeating: " ", count: span.keyColumn + 2)
        let indicator = lines.first?.first == " " ? "|2" : "|"
        let body = lines.map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
        return (span.start == span.end ? colon(span) + " " : "") + indicator + "\n" + body
    }

    /// `:` after a bare keyword that gets a value.
    private static func colon(_ span: ValueSpan) -> String { span.needsColon ? ":" : "" }
}
