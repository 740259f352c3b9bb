/// One method of a class as read: its Swift-style name (`openSettings(_:)`, `viewDidLoad()`),
/// its Objective-C selector (`openSettings:`, what a storyboard's `<action selector=…>` names),
/// whether it is an `@IBAction`, where it is, and its steps.
public struct MethodFacts: Hashable, Sendable {
    public var name: String
    public var selector: String
    /// The base name (`openSettings`), what calls to it are matched by.
    public var baseName: String
    public var isAction: Bool
    public var location: SourceLocation
    public var steps: [CodeStep]
    /// The parameters' names inside the body, in order (`vc` for `present(_ vc:)`): what a
    /// caller's arguments bind (`CodeStep.arguments`).
    public var parameters: [String] = []
    /// What the body sets on its own controller (or that controller's navigation controller)
    /// that changes what the user can do (`ControllerSetting`), in source order.
    public var settings: [ControllerSetting] = []

    public init(name: String, selector: String, baseName: String, isAction: Bool, location: SourceLocation, steps: [CodeStep],
                parameters: [String] = [], settings: [ControllerSetting] = []) {
        self.settings = settings
        self.parameters = parameters
        self.name = name
        self.selector = selector
        self.baseName = baseName
        self.isAction = isAction
        self.location = location
        self.steps = steps
    }
}
