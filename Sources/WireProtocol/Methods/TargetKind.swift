/// What a method operates on, so the dispatcher can resolve the target and pick the serial
/// queue before the handler runs (tmux's `cmd_entry.target`).
///
/// When the named parameter is optional and absent (`tree` without `window`), or names a
/// controller that is in no window yet, the request runs on the server's own queue. A
/// controller parameter that is a list (`vc.create`'s `children`) names its first controller.
public enum TargetKind: Sendable, Equatable {
    /// No window: the server's own queue (session, server-wide and creating methods).
    case server
    /// The window whose id is the value of `param`.
    case window(param: String)
    /// The window that holds the controller whose id is the value of `param`.
    case controller(param: String)
    /// Every window of the screen whose id is the value of `param`.
    case screen(param: String)
    /// The scene whose id is the value of `param` (its windows; the server's own queue runs it).
    case scene(param: String)

    /// The parameter naming the target, if any.
    public var param: String? {
        switch self {
        case .server: nil
        case .window(let p), .controller(let p), .screen(let p), .scene(let p): p
        }
    }
}
