/// A window root the app's launch code sets: `window?.rootViewController = …` (or on a local
/// `UIWindow(…)`) in a scene delegate's `scene(_:willConnectTo:options:)` or an app delegate's
/// `application(_:didFinishLaunchingWithOptions:)`, with where it is and whether the code may skip
/// it (`conditional`). Read by `MethodBodyReader`, chosen by `SourceFacts.launchRoot`.
public struct LaunchRoot: Hashable, Sendable, CustomStringConvertible {
    public var source: ControllerSource
    /// `SceneDelegate.scene(_:willConnectTo:options:)`.
    public var method: String
    public var location: SourceLocation
    public var conditional: Bool

    public init(source: ControllerSource, method: String, location: SourceLocation, conditional: Bool) {
        self.source = source
        self.method = method
        self.location = location
        self.conditional = conditional
    }

    /// The launch methods, by their Swift names: the scene delegate's runs after the app
    /// delegate's and its window is the one shown, so its root wins.
    public static let sceneMethod = "scene(_:willConnectTo:options:)"
    public static let applicationMethod = "application(_:didFinishLaunchingWithOptions:)"

    /// Whether explore can launch with it: unconditional, and every part literal with every
    /// storyboard named (launch code has no `self.storyboard`).
    public var isUsable: Bool { !conditional && source.isLiteral && Self.namesItsStoryboards(source) }

    static func namesItsStoryboards(_ source: ControllerSource) -> Bool {
        switch source {
        case .storyboardInitial(let name), .storyboardIdentifier(let name, _): name != nil
        case .navigationWrapping(let inner): namesItsStoryboards(inner)
        case .tabBar(let tabs): tabs.allSatisfy(namesItsStoryboards)
        default: true
        }
    }

    /// `a navigation controller around a new HomeViewController (SceneDelegate.swift:14)`.
    public var description: String { "\(source) (\(location))" }
}
