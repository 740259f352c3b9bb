import HierarchyEngine
import WireProtocol

/// What every handler gets: the request's params decoded against its method's declaration
/// (`MethodArguments`: typed values read through the declaration's keys, `a[.vc]`), the target
/// resolved from them, and the server settings a handler may need. No connection, no server.
struct Arguments {
    /// Variable only so that the dispatcher can give its buffer back once the operation is built.
    var values: MethodArguments
    let target: Target
    /// Server settings a handler may need to build its operation.
    let settings: MethodSettings

    /// A parameter that is required or has a default.
    subscript<V>(key: Param<V>) -> V { values[key] }

    /// An optional parameter: nil when absent and without a default.
    func optional<V>(_ key: Param<V>) -> V? { values.optional(key) }

    /// The reads of kinds `MethodArguments` reads in place (`ArgumentReadable`, enumerations).
    subscript<V: ArgumentReadable>(key: Param<V>) -> V { values[key] }
    func optional<V: ArgumentReadable>(_ key: Param<V>) -> V? { values.optional(key) }
    subscript<V: WireEnumeration>(key: Param<V>) -> V { values[key] }
    func optional<V: WireEnumeration>(_ key: Param<V>) -> V? { values.optional(key) }

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

    /// The instantiation `storyboard` and `identifier?` name, followed in the same step by `use`
    /// (`vc.instantiateAndPresent`, `nav.instantiateAndPush`, `vc.instantiateAndShow`,
    /// `vc.instantiateAndShowDetail`).
    func instantiation(then use: InstantiatedUse) -> Operation {
        .instantiateThen(storyboard: self[.storyboard], identifier: optional(.identifier), then: use)
    }
}

/// The server settings handlers may read (immutable after start).
struct MethodSettings: Sendable {
    /// The storyboard whose initial controller becomes an external screen's window root under
    /// the app-delegate life cycle (nil under scenes: the manifest's external-display role says).
    var externalStoryboard: String?
}
