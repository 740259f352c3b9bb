/// Whom a navigation call is made on. `controller`: the controller whose code runs, or one of
/// its containers — what the call's own spelling says (`present(…)`, `self.present(…)`,
/// `navigationController?.pushViewController(…)`). `topOfPresentations`: the end of the
/// controller's chain of `presentedViewController`s — the controller itself when it presents
/// nothing — which apps reach through a loop (`var top = self; while let p =
/// top.presentedViewController { top = p }`) or a property or method of their own that returns
/// it (`PresentationTopMembers`).
public enum CallReceiver: Hashable, Sendable {
    case controller
    case topOfPresentations
}
