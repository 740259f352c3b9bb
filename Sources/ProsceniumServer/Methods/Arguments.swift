import EngineRequests
import HierarchyEngine
import WireProtocol

/// A request's validated params and its resolved target, with typed accessors that fail with
/// the contract's precise errors; defaults and enumerations as the method's descriptor declares
/// them. What every handler gets: no connection, no server.
struct Arguments {
    let params: Params
    /// The method's declaration: its parameters' defaults and allowed values.
    let descriptor: MethodDescriptor
    let target: Target
    /// Server settings a handler may need to build its operation.
    let settings: MethodSettings

    // MARK: - The target

    /// The target controller (the descriptor's `.controller` parameter is required).
    var targetController: VCID {
        guard case .controller(let vc) = target else { preconditionFailure("method without a controller target") }
        return vc
    }

    /// The target window (the descriptor's `.window` parameter is required).
    var targetWindow: WindowID {
        guard case .window(let w) = target else { preconditionFailure("method without a window target") }
        return w
    }

    /// The target screen (the descriptor's `.screen` parameter is required).
    var targetScreen: ScreenID {
        guard case .screen(let s) = target else { preconditionFailure("method without a screen target") }
        return s
    }

    /// The target scene (the descriptor's `.scene` parameter is required).
    var targetScene: SceneID {
        guard case .scene(let s) = target else { preconditionFailure("method without a scene target") }
        return s
    }

    // MARK: - Typed identifiers

    func optionalScene(_ name: String) throws(RPCError) -> SceneID? {
        guard let text = try params.optionalString(name) else { return nil }
        guard let id = SceneID(wire: text) else { throw TargetResolver.notFound("no scene '\(text)'") }
        return id
    }

    func vc(_ name: String) throws(RPCError) -> VCID {
        let text = try params.string(name)
        guard let id = VCID(wire: text) else { throw Self.noController(text, name) }
        return id
    }

    func optionalVC(_ name: String) throws(RPCError) -> VCID? {
        guard let text = try params.optionalString(name) else { return nil }
        guard let id = VCID(wire: text) else { throw Self.noController(text, name) }
        return id
    }

    func vcs(_ name: String) throws(RPCError) -> [VCID] {
        var out: [VCID] = []
        for text in try params.stringArray(name) {
            guard let id = VCID(wire: text) else { throw Self.noController(text, name) }
            out.append(id)
        }
        return out
    }

    func optionalScreen(_ name: String) throws(RPCError) -> ScreenID? {
        guard let text = try params.optionalString(name) else { return nil }
        guard let id = ScreenID(wire: text) else { throw TargetResolver.notFound("no screen '\(text)'") }
        return id
    }

    /// A list of window ids, nil when absent.
    func optionalWindows(_ name: String) throws(RPCError) -> Set<WindowID>? {
        guard let list = try params.optionalStringArray(name) else { return nil }
        var set = Set<WindowID>()
        for text in list {
            guard let w = WindowID(wire: text) else { throw TargetResolver.notFound("no window '\(text)'") }
            set.insert(w)
        }
        return set
    }

    // MARK: - Values

    /// `animated`, or its declared default.
    var animated: Bool {
        get throws(RPCError) { try params.bool("animated", of: descriptor) }
    }

    /// How the mutation meets a transition in progress in its window: `queue`, or its declared default.
    var queue: QueuePolicy {
        get throws(RPCError) { try params.queuePolicy() }
    }

    /// A boolean parameter, or its declared default.
    func bool(_ name: String) throws(RPCError) -> Bool { try params.bool(name, of: descriptor) }

    /// A number parameter, or its declared default.
    func double(_ name: String) throws(RPCError) -> Double { try params.double(name, of: descriptor) }

    /// An enumeration parameter as the engine's enum: the value given, else the declared default, else nil.
    func optionalEnumeration<E: RawRepresentable>(_ name: String) throws(RPCError) -> E? where E.RawValue == String {
        try params.optionalEnumeration(name, of: descriptor)
    }

    /// An enumeration parameter that has a declared default, as the engine's enum.
    func enumeration<E: RawRepresentable>(_ name: String) throws(RPCError) -> E where E.RawValue == String {
        try params.enumeration(name, of: descriptor)
    }

    /// The instantiation `storyboard` and `identifier?` name, followed in the same step by `use`
    /// (`vc.instantiateAndPresent`, `nav.instantiateAndPush`, `vc.instantiateAndShow`,
    /// `vc.instantiateAndShowDetail`).
    func instantiation(then use: InstantiatedUse) throws(RPCError) -> Operation {
        .instantiateThen(storyboard: try params.string("storyboard"), identifier: try params.optionalString("identifier"), then: use)
    }

    /// A list of step names in protocol order (`vc.addChild`, `vc.removeFromParent`); any
    /// subset reproduces a container that forgets a step.
    func steps<S: RawRepresentable>(_ name: String, _: S.Type) throws(RPCError) -> [S]? where S.RawValue == String {
        guard let names = try params.optionalStringArray(name) else { return nil }
        var out: [S] = []
        for n in names {
            guard let s = S(rawValue: n) else { throw .invalidParams("unknown step '\(n)' in '\(name)'") }
            out.append(s)
        }
        return out
    }

    /// A `properties` object → engine property values (the engine checks names and meanings).
    func properties(_ name: String) throws(RPCError) -> [String: PropertyValue] {
        guard let obj = try params.optionalObject(name) else { return [:] }
        var out: [String: PropertyValue] = [:]
        for (key, value) in obj {
            out[key] = try Self.propertyValue(value, key: key)
        }
        return out
    }

    static func propertyValue(_ v: JSON, key: String) throws(RPCError) -> PropertyValue {
        switch v {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let d): return .number(d)
        case .string(let s): return .string(s)
        case .array(let items):
            var strings: [String] = []
            for item in items {
                guard let s = item.stringValue else { throw .invalidParams("property '\(key)' must be a list of strings") }
                strings.append(s)
            }
            return .strings(strings)
        case .object(let o):
            if let w = o["width"]?.doubleValue, let h = o["height"]?.doubleValue, o.count == 2 {
                return .size(width: w, height: h)
            }
            throw .invalidParams("property '\(key)' must be a string, number, boolean, list of strings or {width, height}")
        }
    }

    private static func noController(_ text: String, _ name: String) -> RPCError {
        TargetResolver.notFound("no view controller '\(text)' (parameter '\(name)')")
    }
}

/// The server settings handlers may read (immutable after start).
struct MethodSettings: Sendable {
    /// The storyboard whose initial controller becomes an external screen's window root under
    /// the app-delegate life cycle (nil under scenes: the manifest's external-display role says).
    var externalStoryboard: String?
}
