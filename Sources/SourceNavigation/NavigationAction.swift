/// One navigation call the code makes, with what it names literally. The controller-taking
/// calls carry the `modalPresentationStyle`/`modalTransitionStyle` set on that controller
/// before the call (their case names, `fullScreen`, `crossDissolve`: Objective-C's
/// `UIModalPresentationFullScreen` is read as `fullScreen`).
public enum NavigationAction: Hashable, Sendable, CustomStringConvertible {
    case performSegue(identifier: String)
    case present(ControllerSource, presentationStyle: String?, transitionStyle: String?)
    case show(ControllerSource)
    case showDetail(ControllerSource)
    case push(ControllerSource)
    case setViewControllers([ControllerSource])
    case pop
    case popToRoot
    case dismiss
    case selectTab(index: Int)

    /// The call's name in reports (`present`, `push`, …).
    public var name: String {
        switch self {
        case .performSegue: "performSegue"
        case .present: "present"
        case .show: "show"
        case .showDetail: "showDetail"
        case .push: "push"
        case .setViewControllers: "setViewControllers"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .dismiss: "dismiss"
        case .selectTab: "selectTab"
        }
    }

    /// The controllers it hands over.
    public var controllers: [ControllerSource] {
        switch self {
        case .present(let c, _, _), .show(let c), .showDetail(let c), .push(let c): [c]
        case .setViewControllers(let list): list
        default: []
        }
    }

    /// The same call with the parameters `bindings` names replaced in the controllers it hands over.
    public func substituting(_ bindings: [String: ControllerSource]) -> NavigationAction {
        switch self {
        case .present(let c, let style, let transition): .present(c.substituting(bindings), presentationStyle: style, transitionStyle: transition)
        case .show(let c): .show(c.substituting(bindings))
        case .showDetail(let c): .showDetail(c.substituting(bindings))
        case .push(let c): .push(c.substituting(bindings))
        case .setViewControllers(let list): .setViewControllers(list.map { $0.substituting(bindings) })
        default: self
        }
    }

    public var description: String {
        switch self {
        case .performSegue(let id): "performs segue \"\(id)\""
        case .present(let c, let style, let transition):
            "presents \(c)" + (style.map { " (\($0))" } ?? "") + (transition.map { " (transition \($0))" } ?? "")
        case .show(let c): "shows \(c)"
        case .showDetail(let c): "shows as detail \(c)"
        case .push(let c): "pushes \(c)"
        case .setViewControllers(let list): "sets the navigation stack to [\(list.map(\.description).joined(separator: ", "))]"
        case .pop: "pops"
        case .popToRoot: "pops to the root"
        case .dismiss: "dismisses"
        case .selectTab(let i): "selects tab \(i)"
        }
    }
}
