import WireProtocol

/// The *Result types* section of `docs/protocol.md` (the region `result types`): every type of
/// `ResultTypes` with a table of its members — type, whether it may be null or absent, and what
/// it means. Each method's generated block links its result type here.
public enum ResultTypeReference {
    public static let text = GeneratedText(path: "docs/protocol.md", region: "result types", render: render)

    @Sendable public static func render() -> String {
        var lines = [
            "A member marked *null* is always there and `null` when it has no value; one marked *absent* is",
            "sometimes left out (read it as missing); *absent when empty* is a list left out when it would be empty.",
            "The clients' result types (Swift structs, Python `TypedDict`s) are generated from the same",
            "declarations (Sources/WireProtocol/Methods/ResultTypes.swift).",
        ]
        for t in ResultTypes.all {
            lines.append("")
            lines.append("#### \(t.name)")
            lines.append("")
            lines.append(t.doc.split(separator: "\n").joined(separator: " "))
            lines.append("")
            if t.members.isEmpty {
                lines.append("Members: none (`{}`).")
                continue
            }
            lines.append("| member | type | presence | meaning |")
            lines.append("| --- | --- | --- | --- |")
            for m in t.members {
                lines.append("| `\(m.name)` | \(typeText(m.shape)) | \(presenceText(m.presence)) | \(escapeCell(m.doc)) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A link to `name`'s entry.
    public static func link(_ name: String) -> String { "[`\(name)`](#\(name.lowercased()))" }

    static func typeText(_ shape: ResultShape) -> String {
        switch shape {
        case .string: return "string"
        case .oneOf(let e): return "string: " + e.values.map { "`\($0)`" }.joined(separator: ", ")
        case .integer: return "integer"
        case .number: return "number"
        case .bool: return "boolean"
        case .object: return "object"
        case .any: return "any"
        case .array(let element): return "list of " + typeText(element)
        case .type(let name): return link(name)
        }
    }

    static func presenceText(_ p: ResultMember.Presence) -> String {
        switch p {
        case .required: return "always"
        case .nullable: return "null"
        case .optional: return "absent"
        case .absentWhenEmpty: return "absent when empty"
        }
    }

    private static func escapeCell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
            .split(separator: "\n").joined(separator: " ")
    }
}
