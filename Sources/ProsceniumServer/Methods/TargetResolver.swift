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
    /// Inlined: called out of line from a caller holding the hierarchy `inout`, it was handed a
    /// copy of the whole hierarchy (`Hierarchy.window(of:)` itself is inlinable).
    @inline(__always)
    func window(in h: borrowing Hierarchy) -> WindowID? {
        switch self {
        case .window(let w): w
        case .controller(let vc): h.window(of: vc)
        case .server, .screen, .scene: nil
        }
    }
}

/// Resolves a descriptor's `TargetKind` from a request's decoded arguments: the target
/// parameter's id has been parsed by the decoder (a wrong form is already the contract's -32001),
/// so this only picks it. An optional target parameter that is absent resolves to `.server`; a
/// list of controllers (`vc.create`'s `children`) names its first.
enum TargetResolver {
    static func resolve(_ arguments: MethodArguments) -> Target {
        switch arguments.targetValue {
        case .controller(let vc): .controller(vc)
        case .controllers(let list): list.first.map(Target.controller) ?? .server
        case .window(let w): .window(w)
        case .screen(let s): .screen(s)
        case .scene(let s): .scene(s)
        default: .server
        }
    }

    /// -32001 with `data: {uikit: null, raises: false}`, as every not-found answer.
    static func notFound(_ message: String) -> RPCError { .notFound(message) }
}
