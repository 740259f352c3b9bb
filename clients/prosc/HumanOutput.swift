import WireProtocol

/// Human renderings of results that have no dedicated one: `key: value` lines, lists of
/// ids space-separated, nothing for `{}`.
enum HumanOutput {
    static func text(_ result: JSON) -> String {
        guard let object = result.objectValue else { return result.description }
        return object.map { "\($0.key): \(value($0.value))" }.joined(separator: "\n")
    }

    static func value(_ v: JSON) -> String {
        switch v {
        case .string(let s): return s
        case .null: return "-"
        case .array(let items) where items.allSatisfy({ $0.stringValue != nil }):
            return items.isEmpty ? "-" : items.compactMap(\.stringValue).joined(separator: " ")
        case .number(let d):
            if let i = Int(exactly: d) { return String(i) }
            return v.description
        default: return v.description
        }
    }

    /// A number as `1920` or `2.5`.
    static func number(_ d: Double) -> String {
        if let i = Int(exactly: d) { return String(i) }
        return String(d)
    }
}
