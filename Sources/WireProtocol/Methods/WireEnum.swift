/// One enumeration the wire carries as strings (a presentation style, an orientation…), named
/// once: the method table's parameters and results use it, the clients' types and the protocol
/// reference are generated from it, and `WireEnumTests` checks each one against the engine's
/// own enum (`CaseIterable` raw values), so a case added there cannot be missing here.
public struct WireEnum: Sendable, Equatable {
    /// What it is called in docs (`modalPresentationStyle`).
    public var name: String
    public var values: [String]

    public init(_ name: String, _ values: [String]) {
        self.name = name
        self.values = values
    }

    /// `modalPresentationStyle` (the engine's `PresentationStyle`).
    public static let presentationStyle = WireEnum("modalPresentationStyle", [
        "fullScreen", "pageSheet", "formSheet", "currentContext", "overFullScreen", "overCurrentContext",
        "popover", "custom", "none", "automatic",
    ])
    /// `modalTransitionStyle` (the engine's `TransitionStyle`).
    public static let transitionStyle = WireEnum("modalTransitionStyle", ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"])
    /// A device or interface orientation (the engine's `Orientation`).
    public static let orientation = WireEnum("orientation", ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
    /// A size class (the engine's `SizeClass`).
    public static let sizeClass = WireEnum("sizeClass", ["compact", "regular"])
    /// A device idiom (the engine's `Idiom`).
    public static let idiom = WireEnum("idiom", ["phone", "pad", "external", "tv"])
    /// How a user's interactive transition ends (the engine's `InteractiveOutcome`).
    public static let interactiveOutcome = WireEnum("outcome", ["finish", "cancel"])
    /// What `show` / `showDetail` did (the engine's `ShowAction`).
    public static let showAction = WireEnum("showAction", ["push", "present", "replaceDetail"])
    /// A controller's appearance state (the engine's `AppearanceState`).
    public static let appearanceState = WireEnum("appearance", ["disappeared", "appearing", "appeared", "disappearing"])
    /// A status bar style (the engine's `StatusBarStyle`).
    public static let statusBarStyle = WireEnum("statusBarStyle", ["default", "lightContent", "darkContent"])
    /// `vc.addChild`'s steps (the engine's `AddChildStep`).
    public static let addChildStep = WireEnum("addChildStep", ["addChild", "addView", "didMove"])
    /// `vc.removeFromParent`'s steps (the engine's `RemoveChildStep`).
    public static let removeChildStep = WireEnum("removeChildStep", ["willMove", "removeView", "removeFromParent"])
    /// Which way a page view controller's change goes (the engine's `PageDirection`).
    public static let pageDirection = WireEnum("pageDirection", ["forward", "reverse"])
    /// A column of a column-style split view controller (the engine's `SplitColumn`, R151).
    public static let splitColumn = WireEnum("splitColumn", ["primary", "supplementary", "secondary", "compact"])
    /// A scene's activation state (the engine's `SceneActivationState`, `UIScene.ActivationState`).
    public static let sceneActivationState = WireEnum("activationState", ["unattached", "foregroundInactive", "foregroundActive", "background"])
    /// A scene session's role as the engine models it (the engine's `SceneSessionRole`); the
    /// version's UIKit name is the scene's `roleName`.
    public static let sceneRole = WireEnum("sceneRole", ["application", "externalDisplay"])
    /// Which life cycle the app runs (the server's `LifeCycle`).
    public static let lifeCycle = WireEnum("lifeCycle", ["scenes", "appDelegate"])
    /// A connection's role (the server's; not an engine value).
    public static let role = WireEnum("role", ["driver", "observer"])

    /// Every enumeration above, for the checks and the generated docs.
    public static let all: [WireEnum] = [
        .presentationStyle, .transitionStyle, .orientation, .sizeClass, .idiom, .interactiveOutcome,
        .showAction, .appearanceState, .statusBarStyle, .addChildStep, .removeChildStep, .pageDirection,
        .splitColumn, .sceneActivationState, .sceneRole, .lifeCycle, .role,
    ]
}
