/// How a mutation meets a transition in progress in its window (`queue?`, `Param.queue`).
public enum QueuePolicy: Sendable, Equatable {
    /// `true`: waits behind it.
    case wait
    /// `false`: fails at once with -32003.
    case refuse
    /// `"uikit"`: as UIKit — an animated push during the same navigation controller's push
    /// animation runs at once, anything else fails as with `false`.
    case uikit

    /// The one string `queue` may be.
    public static let uikitName = "uikit"

    /// The value as sent on the wire.
    public var json: JSON {
        switch self {
        case .wait: .bool(true)
        case .refuse: .bool(false)
        case .uikit: .string(Self.uikitName)
        }
    }
}
