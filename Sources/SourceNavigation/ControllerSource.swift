/// Where the controller a navigation call hands to UIKit comes from, as far as the code says it
/// literally: a storyboard's initial controller or a scene by identifier (`storyboard` nil: the
/// presenting controller's own storyboard, `storyboard`/`self.storyboard`), a controller made
/// in code (`FooViewController()`, `[[Foo alloc] init]`) or by a class method of its class, one of those wrapped in a
/// `UINavigationController(rootViewController:)`, or something the reader cannot name
/// (`unknown`, with the expression's text: never guessed).
public indirect enum ControllerSource: Hashable, Sendable, CustomStringConvertible {
    case storyboardInitial(storyboard: String?)
    case storyboardIdentifier(storyboard: String?, identifier: String)
    case codeMade(className: String)
    /// A class method of a controller class that returns one (`NewReviewViewController.fromStoryboard()`,
    /// `[UIAlertController alertControllerWithTitle:…]`): the class is literal, what the method does is not read.
    case factory(className: String, method: String)
    case navigationWrapping(ControllerSource)
    /// A `UITabBarController()` made in code whose tabs the code sets (`tab.viewControllers = [a,
    /// b]`, `tab.setViewControllers([a, b], animated: false)`), in order.
    case tabBar([ControllerSource])
    /// A parameter of the method the call is in (`vc` in `func presentOnTop(_ vc:
    /// UIViewController)`): not literal where it is read; what a caller passes binds it
    /// (`substituting(_:)`).
    case parameter(String)
    case unknown(String)

    /// True when no part of it is `unknown`.
    public var isLiteral: Bool {
        switch self {
        case .unknown, .parameter: false
        case .navigationWrapping(let inner): inner.isLiteral
        case .tabBar(let tabs): tabs.allSatisfy(\.isLiteral)
        default: true
        }
    }

    public var description: String {
        switch self {
        case .storyboardInitial(nil): "its storyboard's initial controller"
        case .storyboardInitial(let name?): "\(name).storyboard's initial controller"
        case .storyboardIdentifier(nil, let id): "its storyboard's \"\(id)\""
        case .storyboardIdentifier(let name?, let id): "\(name).storyboard's \"\(id)\""
        case .codeMade(let name): "a new \(name)"
        case .factory(let name, let method): "a \(name) from \(method)"
        case .navigationWrapping(let inner): "a navigation controller around \(inner)"
        case .tabBar(let tabs): "a tab bar controller with [\(tabs.map(\.description).joined(separator: ", "))]"
        case .unknown(let text), .parameter(let text): "\(text) (not literal)"
        }
    }

    /// True when some part is a parameter of the method.
    var mentionsParameter: Bool {
        switch self {
        case .parameter: true
        case .navigationWrapping(let inner): inner.mentionsParameter
        case .tabBar(let tabs): tabs.contains(where: \.mentionsParameter)
        default: false
        }
    }

    /// True when every part that is not literal is a parameter (a caller may bind it).
    var awaitsOnlyParameters: Bool {
        switch self {
        case .unknown: false
        case .navigationWrapping(let inner): inner.awaitsOnlyParameters
        case .tabBar(let tabs): tabs.allSatisfy(\.awaitsOnlyParameters)
        default: true
        }
    }

    /// A tab bar controller the code made (`UITabBarController()`, `[[UITabBarController alloc]
    /// init]`), whose tabs a `viewControllers` assignment or `setViewControllers` then gives.
    public var isTabBarMadeHere: Bool {
        switch self {
        case .codeMade("UITabBarController"), .tabBar: true
        default: false
        }
    }

    /// The same with each parameter `bindings` names replaced by what it is bound to.
    public func substituting(_ bindings: [String: ControllerSource]) -> ControllerSource {
        switch self {
        case .parameter(let name): bindings[name] ?? self
        case .navigationWrapping(let inner): .navigationWrapping(inner.substituting(bindings))
        case .tabBar(let tabs): .tabBar(tabs.map { $0.substituting(bindings) })
        default: self
        }
    }
}
