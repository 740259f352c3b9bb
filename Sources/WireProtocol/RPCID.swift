/// A JSON-RPC request id, echoed exactly in the response: `17` answers `17`, `"a"` answers
/// `"a"`, `null` answers `null`.
public enum RPCID: Sendable, Hashable {
    case number(Double)
    case string(String)
    case null

    /// The id a JSON value denotes, or nil if the value cannot be an id (a Boolean, an array
    /// or an object).
    public init?(_ json: JSON) {
        switch json {
        case .number(let d): self = .number(d)
        case .string(let s): self = .string(s)
        case .null: self = .null
        case .bool, .array, .object: return nil
        }
    }

    /// The id as a JSON value.
    public var json: JSON {
        switch self {
        case .number(let d): .number(d)
        case .string(let s): .string(s)
        case .null: .null
        }
    }
}

extension RPCID: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONWriter {
    /// Writes an id as a number, a string or `null`.
    public mutating func write(_ id: RPCID) {
        switch id {
        case .number(let d): number(d)
        case .string(let s): string(s)
        case .null: null()
        }
    }
}
