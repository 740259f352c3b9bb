/// One console warning UIKit logged on a call it let through (uikit-rules W1–W4): which rule,
/// UIKit's text in the configured iOS version, and the controller it concerns. Requests'
/// results carry them as `warnings` (docs/protocol.md).
public struct UIKitWarning: Sendable, Equatable, Hashable {
    /// The rules of uikit-rules.md's "Warnings on calls that succeed".
    public enum Rule: String, Sendable, Equatable, Hashable, CaseIterable {
        case w1 = "W1"
        case w2 = "W2"
        case w3 = "W3"
        case w4 = "W4"

        /// The `uikitWarning` event's `kind`.
        public var kind: String {
            switch self {
            case .w1: "detachedPresenter"
            case .w2: "unbalancedAppearanceTransition"
            case .w3: "nestedPushAnimation"
            case .w4: "navigationTransitionUnexpectedState"
            }
        }
    }

    public var rule: Rule
    /// UIKit's text, in the configured iOS version.
    public var uikit: String
    public var vc: VCID

    public init(rule: Rule, uikit: String, vc: VCID) {
        self.rule = rule; self.uikit = uikit; self.vc = vc
    }

    /// The `uikitWarning` event's `kind` (`detachedPresenter`, …).
    public var kind: String { rule.kind }
}
