/// What a method body does that matters for navigation, in source order: a recognised
/// navigation call, a call to another method of the same class (followed when tying code to
/// scenes), or a navigation call whose identifier, storyboard name or controller is not a
/// literal (`dynamic`: counted and listed with its place, never guessed), or a call named like
/// UIKit's navigation in a form the reader does not follow (`unrecognised`: on another object than
/// the controller and its containers, or with arguments UIKit's method does not take, such as an
/// app's own `performSegue(.showAdmin)` helper; listed with its place, never performed). `conditional` is
/// true when the step sits under an `if`, `guard`, `switch`, loop, `?:` or closure: the code
/// may or may not take it, so it is never performed as certain.
///
/// A step may carry what is needed to finish it where the method is called from: a call's
/// `arguments` (the controllers it passes, for the callee's parameters), and for a `dynamic`
/// call whose only unknowns are the method's parameters (`func presentOnTop(_ vc:
/// UIViewController) { … present(vc, animated: true) }`), the call itself (`pending`), with
/// those parameters as `ControllerSource.parameter`s (`SceneCodeActions` binds them).
public struct CodeStep: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case navigation(NavigationAction)
        case call(method: String)
        case dynamic(call: String, reason: String)
        case unrecognised(call: String, reason: String)
    }

    public var kind: Kind
    public var location: SourceLocation
    public var conditional: Bool
    /// Whom the call is made on (`.controller` unless the reader resolved another receiver).
    public var receiver: CallReceiver = .controller
    /// For a `.call`: each positional argument as a controller, nil where it names none.
    public var arguments: [ControllerSource?] = []
    /// For a `.dynamic` call whose only unknowns are its method's parameters: the call, to be
    /// completed with what a caller passes.
    public var pending: NavigationAction?
    /// For a `.call` made on one of the controller's properties that holds one of the app's own
    /// objects (`coordinator?.showDetail()`, `ObjectProperties`): that object's type, whose method
    /// runs (nil: the controller's own method).
    public var objectType: String?
    /// For a navigation call that hands over a controller held in a local: what the code set on
    /// that controller before the call (`vc.isModalInPresentation = true`,
    /// `vc.sheetPresentationController?.detents = […]`), unconditionally; performed as `vc.set`
    /// before the call.
    public var settings: [ControllerSetting] = []
    /// Another controller the call is made on, cast to a class (`ControllerHop`): for a `.call`,
    /// that class's method runs with that controller as `self` (`(parent as? Container)?.
    /// showDetail()`); for a navigation call, the call is that controller's own (`(window?.
    /// rootViewController as? UINavigationController)?.pushViewController(…)` pushes onto it).
    /// Such a step is always conditional: the cast may fail.
    public var hop: ControllerHop?
    /// For a navigation call one of the app's objects makes on a controller it holds in a
    /// property (`self.rootController.performSegue(…)` in a coordinator: `HeldController`): that
    /// property; the call is read as the controller's own and is always conditional.
    public var held: HeldController?

    public init(_ kind: Kind, at location: SourceLocation, conditional: Bool, receiver: CallReceiver = .controller,
                arguments: [ControllerSource?] = [], pending: NavigationAction? = nil, objectType: String? = nil,
                settings: [ControllerSetting] = [], hop: ControllerHop? = nil, held: HeldController? = nil) {
        self.hop = hop
        self.held = held
        self.settings = settings
        self.objectType = objectType
        self.kind = kind
        self.location = location
        self.conditional = conditional
        self.receiver = receiver
        self.arguments = arguments
        self.pending = pending
    }
}
