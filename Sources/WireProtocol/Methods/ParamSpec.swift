/// One parameter of a method as its descriptor declares it: its name and kind (`ParamKind`),
/// whether it is required, the default the server assumes when it is absent, and a line of
/// documentation. Made from a typed key (`ParamSpec.required(.vc, …)`), so that the handler
/// reads the value back through the same key with its type (`MethodArguments`).
///
/// A class: the decoder reads every spec of a method on each request, and a reference is one
/// retain where the struct's copy retained each field and copied its kind's payload (≈ 700
/// instructions per `vc.present` under callgrind; docs/performance.md).
public final class ParamSpec: Sendable, Equatable {
    /// The JSON type a parameter has on the wire (docs and the generated clients).
    public enum ValueType: Sendable, Equatable {
        case string
        case bool
        case number
        /// A number with an exact integer value.
        case integer
        case stringArray
        case object
        /// Any JSON value.
        case any
        /// A Boolean, or a string among `allowedValues` (`queue`: `true`, `false`, `"uikit"`).
        case boolOrString
    }

    public let name: String
    public let kind: ParamKind
    public let required: Bool
    public let doc: String
    /// The default as docs and the clients show it; nil when there is none.
    public let defaultValue: JSON?
    /// The default as the decoder stores it (`.absent` when there is none).
    let defaultArgument: ArgumentValue
    /// What the decoder does with a value, without the kind's payload (read on every request).
    let decoding: ParamKind.Decoding
    /// The kind's allowed values, read once.
    let allowed: [String]?
    /// The key it was made from (`Param`): what a handler's read finds it by
    /// (`MethodArguments.position`), with no name compared.
    let key: ObjectIdentifier
    /// `name`'s and the allowed values' UTF-8, which `ArgumentScanner` compares a request's
    /// bytes with.
    let nameUTF8: [UInt8]
    let allowedUTF8: [[UInt8]]

    init(_ name: String, key: ObjectIdentifier, kind: ParamKind, required: Bool, default value: ArgumentValue = .absent, doc: String) {
        self.name = name
        self.key = key
        self.kind = kind
        self.required = required
        self.doc = doc
        self.defaultArgument = value
        self.defaultValue = value.json
        self.decoding = kind.decoding
        self.allowed = kind.allowedValues
        self.nameUTF8 = Array(name.utf8)
        self.allowedUTF8 = (allowed ?? []).map { Array($0.utf8) }
    }

    /// A required parameter.
    public static func required<V>(_ key: Param<V>, _ doc: String) -> ParamSpec {
        ParamSpec(key.name, key: ObjectIdentifier(key), kind: key.kind, required: true, doc: doc)
    }

    /// An optional parameter without a default (the handler reads it as an optional).
    public static func optional<V>(_ key: Param<V>, _ doc: String) -> ParamSpec {
        ParamSpec(key.name, key: ObjectIdentifier(key), kind: key.kind, required: false, doc: doc)
    }

    /// An optional parameter with the default the server assumes when it is absent.
    public static func optional<V>(_ key: Param<V>, default value: V, _ doc: String) -> ParamSpec {
        ParamSpec(key.name, key: ObjectIdentifier(key), kind: key.kind, required: false, default: key.store(value), doc: doc)
    }

    /// The JSON type on the wire.
    public var type: ValueType { kind.valueType }

    /// The strings a value may be (each element's, for a list); nil when any string is.
    public var allowedValues: [String]? { kind.allowedValues }

    public static func == (a: ParamSpec, b: ParamSpec) -> Bool {
        a.name == b.name && a.kind == b.kind && a.required == b.required && a.doc == b.doc && a.defaultValue == b.defaultValue
    }

    /// `animated?` with its usual default of true.
    static let animated = ParamSpec.optional(.animated, default: true, "whether the transition animates")

    /// `storyboard`: the storyboard a controller is instantiated from (`vc.instantiate` and the
    /// methods that instantiate and use a controller in one step).
    static let storyboard = ParamSpec.required(.storyboard, "the storyboard's name")

    /// `identifier?`: the scene instantiated (with `storyboard`).
    static let sceneIdentifier = ParamSpec.optional(.identifier, "a storyboardIdentifier (default: the initial controller)")

    /// `queue?`: on every mutating method that targets a window or a controller.
    static let queue = ParamSpec.optional(
        .queue, default: .wait,
        "wait for a transition in progress in the window (false: fail at once with -32003; \"uikit\": as UIKit, an animated push during the same navigation controller's push animation runs at once with UIKit's warnings, anything else fails as with false)")
}
