import HierarchyEngine
import WireProtocol

/// What a request operates on, resolved once from its descriptor's `target` before the handler
/// runs (tmux's `cmd-find.c` resolving `.target` before `exec`): the handler reads the typed id,
/// and the router picks the window's coordinator from it.
enum Target: Sendable, Equatable {
    /// No window: the server's own queue.
    case server
    case window(WindowID)
    case controller(VCID)
    case screen(ScreenID)
    case scene(SceneID)

    /// The window whose coordinator runs a mutation of this target, as of `h`; nil means the
    /// server's own queue (screens, scenes, and controllers in no window).
    func window(in h: borrowing Hierarchy) -> WindowID? {
        switch self {
        case .window(let w): w
        case .controller(let vc): h.window(of: vc)
        case .server, .screen, .scene: nil
        }
    }
}

/// Resolves a descriptor's `TargetKind` against a request's params. The params have been
/// validated, so only the id's form can be wrong: that is the contract's -32001 ("no view
/// controller 'x' (parameter 'presenter')", "no window 'x'", "no screen 'x'"). An optional
/// target parameter that is absent resolves to `.server`.
enum TargetResolver {
    static func resolve(_ kind: TargetKind, in params: Params) throws(RPCError) -> Target {
        switch kind {
        case .server:
            return .server
        case .window(let name):
            guard let text = try params.optionalString(name) else { return .server }
            guard let w = WindowID(wire: text) else { throw notFound("no window '\(text)'") }
            return .window(w)
        case .screen(let name):
            guard let text = try params.optionalString(name) else { return .server }
            guard let s = ScreenID(wire: text) else { throw notFound("no screen '\(text)'") }
            return .screen(s)
        case .scene(let name):
            guard let text = try params.optionalString(name) else { return .server }
            guard let s = SceneID(wire: text) else { throw notFound("no scene '\(text)'") }
            return .scene(s)
        case .controller(let name):
            let text: String
            switch params.value(name) {
            case nil: return .server
            case .string(let s)?: text = s
            case .array(let list)?:
                // A list names its first controller (vc.create's children); validated as strings.
                guard let first = list.first?.stringValue else { return .server }
                text = first
            default:
                text = try params.string(name)
            }
            guard let vc = VCID(wire: text) else { throw notFound("no view controller '\(text)' (parameter '\(name)')") }
            return .controller(vc)
        }
    }

    /// -32001 with `data: {uikit: null, raises: false}`, as every not-found answer.
    static func notFound(_ message: String) -> RPCError {
        RPCError(code: RPCErrorCode.notFound.rawValue, message: message, data: .object(["uikit": .null, "raises": .bool(false)]))
    }
}
