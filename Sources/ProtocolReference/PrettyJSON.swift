import WireProtocol

/// Indented JSON text for committed documents (stable: members keep their order).
enum PrettyJSON {
    static func text(_ value: JSON, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) { return "[" + items.map { text($0) }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { inner + text($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let object):
            if object.isEmpty { return "{}" }
            return "{\n" + object.map { key, member in
                inner + scalar(.string(key)) + ": " + text(member, indent: inner)
            }.joined(separator: ",\n") + "\n" + indent + "}"
        default:
            return scalar(value)
        }
    }

    private static func scalar(_ value: JSON) -> String {
        var w = JSONWriter()
        w.write(value)
        return String(decoding: w.bytes, as: UTF8.self)
    }
}

extension JSON {
    /// True for everything but arrays and objects.
    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
