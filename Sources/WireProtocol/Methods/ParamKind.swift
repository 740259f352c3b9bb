import HierarchyVocabulary

/// What a parameter is: its JSON type and what the server makes of it. An identifier kind
/// (`controller`, `window`, …) is a string on the wire that the decoder turns into the engine's
/// id, failing with the contract's -32001 for one of the wrong form; an enumeration is a string
/// among the values of the `WireEnumeration` it names.
public enum ParamKind: Sendable, Equatable {
    case string
    case bool
    case number
    /// A number with an exact integer value.
    case integer
    case strings
    case object
    /// Any JSON value.
    case any
    /// One value of an enumeration.
    case enumeration(WireEnum)
    /// A list of values of an enumeration (`vc.addChild`'s `steps`).
    case enumerations(WireEnum)
    /// `queue`: a Boolean, or `"uikit"` (`QueuePolicy`).
    case queue
    /// A view controller's id (`vc3`).
    case controller
    /// A list of view controller ids.
    case controllers
    /// A window's id (`w1`).
    case window
    /// A list of window ids.
    case windows
    /// A screen's id (`s1`).
    case screen
    /// A window scene's id (`sc1`).
    case scene

    /// The JSON type the wire carries (what docs and the generated clients show).
    public var valueType: ParamSpec.ValueType {
        switch self {
        case .string, .enumeration, .controller, .window, .screen, .scene: .string
        case .bool: .bool
        case .number: .number
        case .integer: .integer
        case .strings, .enumerations, .controllers, .windows: .stringArray
        case .object: .object
        case .any: .any
        case .queue: .boolOrString
        }
    }

    /// The strings a value may be (each element's, for a list); nil when any string is.
    public var allowedValues: [String]? {
        switch self {
        case .enumeration(let e), .enumerations(let e): e.values
        case .queue: [QueuePolicy.uikitName]
        default: nil
        }
    }

    /// What the decoder does with a value of this kind, without the kind's payload.
    public enum Decoding: UInt8, Sendable {
        case string, enumeration, bool, number, integer, strings, enumerations, object, any, queue
        case controller, controllers, window, windows, screen, scene

        /// True for the kinds whose strings name an identifier.
        var isIdentifier: Bool { rawValue >= Decoding.controller.rawValue }
    }

    /// This kind's `Decoding`.
    public var decoding: Decoding {
        switch self {
        case .string: .string
        case .bool: .bool
        case .number: .number
        case .integer: .integer
        case .strings: .strings
        case .object: .object
        case .any: .any
        case .enumeration: .enumeration
        case .enumerations: .enumerations
        case .queue: .queue
        case .controller: .controller
        case .controllers: .controllers
        case .window: .window
        case .windows: .windows
        case .screen: .screen
        case .scene: .scene
        }
    }

    /// True for a kind whose value names a controller (or a list of them): what clients
    /// resolve from a controller's name or title.
    public var namesControllers: Bool {
        switch self {
        case .controller, .controllers: true
        default: false
        }
    }
}
