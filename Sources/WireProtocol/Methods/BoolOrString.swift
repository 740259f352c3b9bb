/// A parameter that is a Boolean or one of a few strings (`ParamSpec.ValueType.boolOrString`):
/// `queue` is `true`, `false` or `"uikit"`. Literals of either kind convert (`queue: false`,
/// `queue: "uikit"`).
public enum BoolOrString: Sendable, Equatable, Hashable, ExpressibleByBooleanLiteral, ExpressibleByStringLiteral {
    case bool(Bool)
    case string(String)

    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(stringLiteral value: String) { self = .string(value) }

    /// The value as sent on the wire.
    public var json: JSON {
        switch self {
        case .bool(let b): .bool(b)
        case .string(let s): .string(s)
        }
    }
}
