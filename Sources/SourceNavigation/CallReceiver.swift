/// Whom a navigation call is made on. `controller`: the controller whose code runs, or one of
/// its containers — what the call's own spelling says (`present(…)`, `self.present(…)`,
/// `navigationController?.pushViewController(…)`). The others are controllers apps reach by
/// expressions the reader recognises (`WindowRoots`, `PresentationWalk`, and members that return
/// them, `PresentationTopMembers`); `present` and `dismiss` in UIKit's form are followed on them:
/// - `topOfPresentations`: the end of the controller's chain of `presentedViewController`s (the
///   controller itself when it presents nothing): `var top = self; while let p =
///   top.presentedViewController { top = p }`;
/// - `windowRoot`: the root of the controller's window (`view.window?.rootViewController`, the
///   key window's root: the explored app has one window);
/// - `topOfWindow`: the end of the window root's chain of `presentedViewController`s.
public enum CallReceiver: Hashable, Sendable {
    case controller
    case topOfPresentations
    case windowRoot
    case topOfWindow

    /// What reports add after the call (` on the top of its presentations`), empty for `controller`.
    public var phrase: String {
        switch self {
        case .controller: ""
        case .topOfPresentations: " on the top of its presentations"
        case .windowRoot: " on its window's root"
        case .topOfWindow: " on the top of its window's presentations"
        }
    }

    /// The receiver a walk along `presentedViewController` from this one reaches.
    var walked: CallReceiver? {
        switch self {
        case .controller: .topOfPresentations
        case .windowRoot: .topOfWindow
        case .topOfPresentations, .topOfWindow: self
        }
    }
}
