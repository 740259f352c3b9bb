/// One parameter of a method: its name, JSON type, whether it is required, and a line of
/// documentation. `allowedValues` restricts a string (or each element of a string array)
/// to an enumeration; `defaultValue` documents what the server assumes when it is absent.
public struct ParamSpec: Sendable, Equatable {
    /// The JSON type a parameter must have.
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

    public var name: String
    public var type: ValueType
    public var required: Bool
    public var doc: String
    public var allowedValues: [String]?
    public var defaultValue: JSON?

    public init(
        _ name: String, type: ValueType, required: Bool, allowedValues: [String]? = nil,
        defaultValue: JSON? = nil, doc: String
    ) {
        self.name = name
        self.type = type
        self.required = required
        self.doc = doc
        self.allowedValues = allowedValues
        self.defaultValue = defaultValue
    }

    /// A required parameter.
    public static func required(
        _ name: String, _ type: ValueType, oneOf allowed: [String]? = nil, _ doc: String
    ) -> ParamSpec {
        ParamSpec(name, type: type, required: true, allowedValues: allowed, doc: doc)
    }

    /// An optional parameter.
    public static func optional(
        _ name: String, _ type: ValueType, default defaultValue: JSON? = nil, oneOf allowed: [String]? = nil,
        _ doc: String
    ) -> ParamSpec {
        ParamSpec(name, type: type, required: false, allowedValues: allowed, defaultValue: defaultValue, doc: doc)
    }

    /// `animated?` with its usual default of true.
    static let animated = ParamSpec.optional("animated", .bool, default: true, "whether the transition animates")

    /// `storyboard`: the storyboard a controller is instantiated from (`vc.instantiate` and the
    /// methods that instantiate and use a controller in one step).
    static let storyboard = ParamSpec.required("storyboard", .string, "the storyboard's name")

    /// `identifier?`: the scene instantiated (with `storyboard`).
    static let sceneIdentifier = ParamSpec.optional("identifier", .string, "a storyboardIdentifier (default: the initial controller)")

    /// `queue?`: on every mutating method that targets a window or a controller.
    static let queue = ParamSpec.optional(
        "queue", .boolOrString, default: true, oneOf: ["uikit"],
        "wait for a transition in progress in the window (false: fail at once with -32003; \"uikit\": as UIKit, an animated push during the same navigation controller's push animation runs at once with UIKit's warnings, anything else fails as with false)")
}
