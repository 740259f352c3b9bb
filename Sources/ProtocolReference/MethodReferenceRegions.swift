import WireProtocol

/// The generated part of each method's section in `docs/protocol.md`: what the method table
/// knows (summary, who may call it, where it runs, every parameter with type, default and
/// meaning, the result's shape). The hand-written rest of the section explains the result's
/// fields and lists the errors; `ProtocolReferenceDocTests` checks both parts exist.
public enum MethodReferenceRegions {
    /// The region id of `method`'s generated block.
    public static func regionID(_ method: String) -> String { "method \(method)" }

    /// One region per method of the table.
    public static var all: [GeneratedText] {
        MethodTable.all.map { descriptor in
            GeneratedText(path: "docs/protocol.md", region: regionID(descriptor.name)) { render(descriptor) }
        }
    }

    /// The block for one method.
    @Sendable public static func render(_ d: MethodDescriptor) -> String {
        var lines: [String] = []
        var facts = [d.summary.hasSuffix(".") ? d.summary : d.summary + "."]
        if d.mutates {
            facts.append("Mutating: observers get -32010.")
        } else {
            facts.append("A query: observers may call it.")
        }
        switch d.target {
        case .server:
            facts.append(d.mutates ? "Runs on the server's own queue (or the queue of the window it puts a controller into)." : "")
        case .window(let p):
            facts.append(d.mutates ? "Runs in the queue of window `\(p)`." : "Reads window `\(p)` as it is now.")
        case .controller(let p):
            let holder = d.param(named: p)?.type == .stringArray ? "the first controller of `\(p)`" : "`\(p)`"
            facts.append(d.mutates ? "Runs in the queue of the window holding \(holder) (the server's queue when it is in no window)." : "Reads `\(p)` as it is now.")
        case .screen(let p):
            facts.append("Runs in the queues of screen `\(p)`'s windows.")
        case .scene(let p):
            facts.append(d.mutates ? "Runs on the server's own queue; acts on scene `\(p)` and its windows." : "Reads scene `\(p)` as it is now.")
        }
        if d.isExtension { facts.append("Proscenium extension (not in the original contract).") }
        lines.append(facts.filter { !$0.isEmpty }.joined(separator: " "))
        lines.append("")
        if d.params.isEmpty {
            lines.append("Parameters: none (`params` may be omitted).")
        } else {
            lines.append("| parameter | type | required | default | meaning |")
            lines.append("| --- | --- | --- | --- | --- |")
            for p in d.params {
                var type = p.type.wireName
                if let values = p.allowedValues {
                    type += ": " + values.map { "`\($0)`" }.joined(separator: ", ")
                }
                let defaultText = p.defaultValue.map { "`\(compact($0))`" } ?? (p.required ? "" : "—")
                lines.append("| `\(p.name)` | \(type) | \(p.required ? "yes" : "no") | \(defaultText) | \(escapeCell(p.doc)) |")
            }
        }
        lines.append("")
        lines.append("Result: \(ResultTypeReference.link(d.returns.name)) `\(d.result)`")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func compact(_ value: JSON) -> String {
        var w = JSONWriter()
        w.write(value)
        return String(decoding: w.bytes, as: UTF8.self)
    }

    private static func escapeCell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
