/// What `Operation.instantiateThen` does with the controller it instantiates, in the same step:
/// the operation a client would send next naming the new controller.
public enum InstantiatedUse: Sendable, Equatable {
    /// `present(_:animated:completion:)` on `presenter`.
    case present(presenter: VCID, animated: Bool, style: PresentationStyle?, transition: TransitionStyle?)
    /// `pushViewController(_:animated:)` on `nav`.
    case push(nav: VCID, animated: Bool)
    /// `show(_:sender:)` (`detail` false) or `showDetailViewController(_:sender:)` called on `from`.
    case show(from: VCID, animated: Bool, detail: Bool)

    /// The controller asked to act: the presenter, the navigation controller, the one show is called on.
    public var actor: VCID {
        switch self {
        case .present(let presenter, _, _, _): presenter
        case .push(let nav, _): nav
        case .show(let from, _, _): from
        }
    }

    /// The operation that uses the instantiated controller `vc`.
    public func operation(on vc: VCID) -> Operation {
        switch self {
        case .present(let presenter, let animated, let style, let transition):
            .present(presenter: presenter, vc: vc, animated: animated, style: style, transition: transition)
        case .push(let nav, let animated):
            .push(nav: nav, vc: vc, animated: animated)
        case .show(let from, let animated, let detail):
            detail ? .showDetail(vc, from: from, animated: animated) : .show(vc, from: from, animated: animated)
        }
    }
}
