/// The typed shape of a method's result: a named object type with typed members. The method
/// table names one per method (`MethodDescriptor.returns`); the clients' result types (Swift
/// structs, Python `TypedDict`s) and the protocol reference's result blocks are generated from
/// these (`make generate`), and both clients' result-shape tests check every member against a
/// real server's answers.
public struct ResultType: Sendable, Equatable {
    /// The type's name in both clients (`Presented`); a Swift-only name in `swiftName`.
    public var name: String
    /// What the object is, for the generated documentation.
    public var doc: String
    public var members: [ResultMember]
    /// The Swift struct's name when it differs from `name` (`UIKitWarningInfo`).
    public var swiftName: String?
    /// The Swift type it is nested in (`ServerStats` for `ServerStats.StateFigures`), as the
    /// Swift client has long named it.
    public var swiftNestedIn: String?
    /// False for a type the Swift client reads as one of its own (a refusal's error is a
    /// `ClientError`): no struct is generated for it.
    public var generatesSwift: Bool

    public init(
        _ name: String, _ doc: String, swiftName: String? = nil, swiftNestedIn: String? = nil, generatesSwift: Bool = true,
        _ members: [ResultMember]
    ) {
        self.name = name
        self.doc = doc
        self.members = members
        self.swiftName = swiftName
        self.swiftNestedIn = swiftNestedIn
        self.generatesSwift = generatesSwift
    }

    /// The name of the Swift struct.
    public var swiftTypeName: String { swiftName ?? name }

    /// The member named `name`, if the type has one.
    public func member(_ name: String) -> ResultMember? { members.first { $0.name == name } }

    /// The one-line form docs/protocol.md has always shown (`{vc, presenter, style, warnings?}`):
    /// members in order, a `?` after one that may be absent, nested objects and arrays spelled
    /// out one level deep.
    public var outline: String { outline(depth: 0) }

    func outline(depth: Int) -> String {
        if members.isEmpty { return "{}" }
        let parts = members.map { m -> String in
            let suffix = m.presence.mayBeAbsent ? "?" : ""
            switch m.shape.inner {
            case .type(let t) where depth < 1:
                let nested = ResultTypes.named(t)
                let body = nested?.outline(depth: depth + 1) ?? t
                return "\(m.name)\(suffix): " + (m.shape.isArray ? "[\(body)]" : body)
            case .type(let t):
                return "\(m.name)\(suffix): " + (m.shape.isArray ? "[\(t)]" : t)
            default:
                return m.name + suffix
            }
        }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}

/// One member of a result object.
public struct ResultMember: Sendable, Equatable {
    /// Whether the server always sends the member, and whether it may be null.
    public enum Presence: Sendable, Equatable {
        /// Always there, never null.
        case required
        /// Always there, `null` when there is no value.
        case nullable
        /// Sometimes left out (an extension's member, a member of some answers only).
        case optional
        /// A list left out when empty (`warnings`): clients read it as an empty list.
        case absentWhenEmpty

        /// True when the member may be missing from the object.
        public var mayBeAbsent: Bool { self == .optional || self == .absentWhenEmpty }
    }

    /// The member's key on the wire.
    public var name: String
    public var shape: ResultShape
    public var presence: Presence
    public var doc: String
    /// The Swift property's name when the key is not a good one (`class` → `className`).
    public var swiftName: String?

    public init(_ name: String, _ shape: ResultShape, _ presence: Presence = .required, swiftName: String? = nil, _ doc: String = "") {
        self.name = name
        self.shape = shape
        self.presence = presence
        self.doc = doc
        self.swiftName = swiftName
    }

    /// A required member.
    public init(_ name: String, _ shape: ResultShape, swiftName: String? = nil, _ doc: String = "") {
        self.init(name, shape, .required, swiftName: swiftName, doc)
    }

    /// The Swift property's name.
    public var swiftPropertyName: String { swiftName ?? name }
}

/// The JSON shape of a member.
public indirect enum ResultShape: Sendable, Equatable {
    case string
    /// A string among a fixed set of values (an enumeration the engine owns).
    case oneOf(WireEnum)
    /// A number with an integer value.
    case integer
    case number
    case bool
    /// An object kept as sent (free-form: `vc.get`'s `properties`).
    case object
    /// Any JSON value.
    case any
    /// A list of one shape.
    case array(ResultShape)
    /// An object of a named `ResultType` (by name: types may refer to themselves, as a tree
    /// node to its children).
    case type(String)

    /// A controller, window or screen id: a string.
    public static let id = ResultShape.string
    /// A list of ids.
    public static let ids = ResultShape.array(.string)

    /// True for a list.
    public var isArray: Bool { if case .array = self { return true } else { return false } }

    /// The element's shape for a list; the shape itself otherwise.
    public var inner: ResultShape { if case .array(let e) = self { return e.inner } else { return self } }
}
