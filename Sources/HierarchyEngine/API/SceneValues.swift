/// The scene-based app model of iOS 13 and later (uikit-rules R130–R145): scene sessions with a
/// role, window scenes with an activation state, and the app's scene manifest
/// (`UIApplicationSceneManifest` of Info.plist) as plain values. The engine uses scenes when it
/// reproduces iOS 13 or later *and* is given a manifest (`EngineConfiguration.sceneManifest`);
/// without one — and always on iOS 12 — it keeps the app-delegate model of screens and windows
/// (R130).

/// A session role's names as each iOS version spells them (R131, R132).
extension SceneSessionRole {
    /// The role's name in `ios` (R131).
    public func name(in ios: IOSVersion) -> String {
        switch self {
        case .application: Self.applicationKey
        case .externalDisplay: ios >= .ios16 ? Self.externalDisplayNonInteractiveKey : Self.externalDisplayKey
        }
    }

    /// The manifest keys UIKit reads for this role in `ios`, first match wins (R132).
    public func manifestKeys(in ios: IOSVersion) -> [String] {
        switch self {
        case .application: [Self.applicationKey]
        case .externalDisplay:
            ios >= .ios16 ? [Self.externalDisplayNonInteractiveKey, Self.externalDisplayKey] : [Self.externalDisplayKey]
        }
    }
}

/// One entry of a role's list in `UISceneConfigurations`.
public struct SceneConfiguration: Sendable, Equatable {
    /// `UISceneConfigurationName`.
    public var name: String?
    /// `UISceneDelegateClassName`.
    public var delegateClassName: String?
    /// `UISceneStoryboardFile`: UIKit builds the scene's window with this storyboard's initial
    /// view controller (R133).
    public var storyboard: String?
    public init(name: String?, delegateClassName: String? = nil, storyboard: String? = nil) {
        self.name = name; self.delegateClassName = delegateClassName; self.storyboard = storyboard
    }
}

/// Info.plist's `UIApplicationSceneManifest` (R132): configurations per role key, in the
/// manifest's order, and `UIApplicationSupportsMultipleScenes`.
public struct SceneManifest: Sendable, Equatable {
    /// `UISceneConfigurations`: role key (`SceneSessionRole.applicationKey`, …) → configurations.
    public var configurations: [String: [SceneConfiguration]]
    /// `UIApplicationSupportsMultipleScenes` (default false, as Xcode's template).
    public var supportsMultipleScenes: Bool

    public init(configurations: [String: [SceneConfiguration]] = [:], supportsMultipleScenes: Bool = false) {
        self.configurations = configurations; self.supportsMultipleScenes = supportsMultipleScenes
    }

    /// The manifest of an app whose main storyboard configures the application role and whose
    /// external storyboard (if any) configures the external display's role under both of its
    /// keys (as VLC's Info.plist does): the server's `--storyboard` and external storyboard.
    public init(mainStoryboard: String?, externalStoryboard: String?, supportsMultipleScenes: Bool = false) {
        var c: [String: [SceneConfiguration]] = [
            SceneSessionRole.applicationKey: [SceneConfiguration(name: "Default Configuration", delegateClassName: "SceneDelegate",
                                                                 storyboard: mainStoryboard)]
        ]
        if let ext = externalStoryboard {
            let e = SceneConfiguration(name: "External Display Configuration", delegateClassName: "ExternalDisplaySceneDelegate",
                                       storyboard: ext)
            c[SceneSessionRole.externalDisplayNonInteractiveKey] = [e]
            c[SceneSessionRole.externalDisplayKey] = [e]
        }
        self.init(configurations: c, supportsMultipleScenes: supportsMultipleScenes)
    }

    /// The configuration UIKit picks for a new session of `role` in `ios` when the app delegate
    /// names none: the first the manifest declares for the role's key (R132); nil when the
    /// manifest declares none.
    public func configuration(for role: SceneSessionRole, in ios: IOSVersion) -> SceneConfiguration? {
        for key in role.manifestKeys(in: ios) {
            if let first = configurations[key]?.first { return first }
        }
        return nil
    }

    /// Every storyboard the manifest names, with the role key naming it, in a stable order.
    public var storyboards: [(role: String, storyboard: String)] {
        configurations.keys.sorted().flatMap { key in
            configurations[key]!.compactMap { c in c.storyboard.map { (key, $0) } }
        }
    }
}

/// The `UISceneErrorDomain` codes a refused `requestSceneSessionActivation` gives its error
/// handler (R140).
public enum SceneErrorCode: Int, Sendable, Equatable, CaseIterable {
    case multipleScenesNotSupported = 0
    case requestDenied = 1

    public static let domain = "UISceneErrorDomain"
    /// The Objective-C name of the code.
    public var name: String {
        switch self {
        case .multipleScenesNotSupported: "UISceneErrorCodeMultipleScenesNotSupported"
        case .requestDenied: "UISceneErrorCodeRequestDenied"
        }
    }
}

/// `scene.get` / `scene.list`: a session and its scene.
public struct SceneInfo: Sendable, Equatable {
    public var scene: SceneID
    /// `UISceneSession.persistentIdentifier`.
    public var persistentIdentifier: String
    public var role: SceneSessionRole
    /// The role's name in the configured iOS version (R131).
    public var roleName: String
    /// The configuration the session was connected with (`configuration.name`); nil when the
    /// manifest had none for the role.
    public var configurationName: String?
    public var delegateClassName: String?
    public var storyboard: String?
    public var activationState: SceneActivationState
    public var screen: ScreenID
    /// The scene's size in points (the screen's, or what `scene.resize` set).
    public var width: Double
    public var height: Double
    public var traits: Traits
    public var windows: [WindowID]
    /// An external display's scene with no visible window: the display mirrors the main screen (R135).
    public var mirrored: Bool
    /// The session's `stateRestorationActivity` (issue 39 §6).
    public var restorationActivity: SceneActivity?

    public init(scene: SceneID, persistentIdentifier: String, role: SceneSessionRole, roleName: String,
                configurationName: String?, delegateClassName: String?, storyboard: String?,
                activationState: SceneActivationState, screen: ScreenID, width: Double, height: Double,
                traits: Traits, windows: [WindowID], mirrored: Bool, restorationActivity: SceneActivity? = nil) {
        self.scene = scene; self.persistentIdentifier = persistentIdentifier; self.role = role
        self.roleName = roleName; self.configurationName = configurationName
        self.delegateClassName = delegateClassName; self.storyboard = storyboard
        self.activationState = activationState; self.screen = screen; self.width = width; self.height = height
        self.traits = traits; self.windows = windows; self.mirrored = mirrored
        self.restorationActivity = restorationActivity
    }
}

/// The application as the scene model sees it.
public struct ApplicationInfo: Sendable, Equatable {
    /// Whether the engine runs the scene life cycle (iOS 13+ with a manifest, R130).
    public var usesScenes: Bool
    /// `UIApplication.supportsMultipleScenes`: the manifest's key and a system that allows
    /// several scenes (the iPad idiom) (R139).
    public var supportsMultipleScenes: Bool
    /// `openSessions`' persistent identifiers, in connection order.
    public var openSessions: [String]
    public init(usesScenes: Bool, supportsMultipleScenes: Bool, openSessions: [String]) {
        self.usesScenes = usesScenes; self.supportsMultipleScenes = supportsMultipleScenes
        self.openSessions = openSessions
    }
}
