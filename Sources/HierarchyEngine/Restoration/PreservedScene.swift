/// A connected scene and its session as state preservation keeps them (issue 39 §6, R145): the
/// session's identity and configuration, the scene's screen, size and windows, and the
/// session's `stateRestorationActivity`. Restored, the session reconnects with its identifier
/// and activity, without `configurationForConnecting` (R145 [inf]).
public struct PreservedScene: Sendable, Equatable {
    public var id: SceneID
    /// `UISceneSession.persistentIdentifier`.
    public var persistentIdentifier: String
    public var role: SceneSessionRole
    /// The manifest configuration's name it connected with (nil: the role had none).
    public var configurationName: String?
    public var screen: ScreenID
    public var windows: [WindowID]
    /// The size `scene.resize` set (nil: the screen's).
    public var width: Double?
    public var height: Double?
    /// `UISceneSession.stateRestorationActivity`.
    public var restorationActivity: SceneActivity?

    public init(id: SceneID, persistentIdentifier: String, role: SceneSessionRole, configurationName: String?,
                screen: ScreenID, windows: [WindowID], width: Double? = nil, height: Double? = nil,
                restorationActivity: SceneActivity? = nil) {
        self.id = id; self.persistentIdentifier = persistentIdentifier; self.role = role
        self.configurationName = configurationName; self.screen = screen; self.windows = windows
        self.width = width; self.height = height; self.restorationActivity = restorationActivity
    }
}

/// The `NSUserActivity` a scene delegate's `stateRestorationActivity(for:)` returns, as much of
/// it as a test can say: its `activityType`, `title` and a `userInfo` of strings. UIKit keeps it
/// in the session (`UISceneSession.stateRestorationActivity`) and hands it back when the session
/// reconnects.
public struct SceneActivity: Sendable, Equatable {
    public var activityType: String
    public var title: String?
    public var userInfo: [String: String]
    public init(activityType: String, title: String? = nil, userInfo: [String: String] = [:]) {
        self.activityType = activityType; self.title = title; self.userInfo = userInfo
    }
}
