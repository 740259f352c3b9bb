/// `UIScene.ActivationState`.
public enum SceneActivationState: String, WireEnumeration {
    case unattached, foregroundInactive, foregroundActive, background
    public static let wireName = "activationState"
}

/// A scene session's role (`UISceneSession.Role`) as far as the engine models it (R131); the
/// version's UIKit name is the engine's `name(in:)`.
public enum SceneSessionRole: String, WireEnumeration {
    /// `UIWindowSceneSessionRoleApplication`: the app's interactive windows on the device's screen.
    case application
    /// The external display's non-interactive scene: `UIWindowSceneSessionRoleExternalDisplay`
    /// on iOS 13–15, `UIWindowSceneSessionRoleExternalDisplayNonInteractive` from iOS 16.
    case externalDisplay
    public static let wireName = "sceneRole"

    /// Info.plist's key (and `UISceneSession.Role`'s raw value) for the application role.
    public static let applicationKey = "UIWindowSceneSessionRoleApplication"
    /// The external display's role on iOS 13–15 (deprecated in 16).
    public static let externalDisplayKey = "UIWindowSceneSessionRoleExternalDisplay"
    /// The external display's role from iOS 16.
    public static let externalDisplayNonInteractiveKey = "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
}

/// How UIKit starts the app and connects its screens (uikit-rules R130).
public enum LifeCycle: String, WireEnumeration {
    /// iOS 13+'s scene life cycle: a scene manifest (the Info.plist's, else one made from
    /// `mainStoryboard` and `externalStoryboard`), scene sessions with roles, external displays
    /// as scenes. iOS 12 has no scenes and runs `appDelegate` whatever this says.
    case scenes
    /// The app-delegate life cycle of an app with no `UIApplicationSceneManifest`: screens and
    /// windows only, the external storyboard's window on a connected screen.
    case appDelegate
    public static let wireName = "lifeCycle"
}
