/// A JSON-RPC request id, echoed exactly in the response: `17` answers `17`, `"a"` answers
/// `"a"`, `null` answers `null`, and a number a `Double` would not write back the same way
/// (`9007199254740993`, `1e2`, `2.50`) answers with the characters the client sent.
public enum RPCID: Sendable, Hashable {
    case number(Double)
    case string(String)
    case null
    /// A number as the client wrote it (a valid JSON number literal), kept because its value
    /// as a `Double` is written differently (`RPCRequest.decode(line:)` makes these).
    case numberLiteral(String)

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
        case .numberLiteral(let text): .number(Double(text) ?? 0)
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
        case .numberLiteral(let text): appendUnquoted(text)
        }
    }
}
