import ProsceniumClient

/// One scene life-cycle event as a client's scene subscription delivers it.
public struct SceneEvent: Sendable, Equatable {
    public var name: String
    /// The window it was emitted in (nil for a scene with no window, and for the
    /// application's and screens' events).
    public var window: String?
    /// Its `scene`, `screen` or `sessions` member: what it is about.
    public var scene: String?
    public var screen: String?
    public var session: String?
    public var sessions: [String]

    public init(name: String, window: String? = nil, scene: String? = nil, screen: String? = nil, session: String? = nil, sessions: [String] = []) {
        self.name = name
        self.window = window
        self.scene = scene
        self.screen = screen
        self.session = session
        self.sessions = sessions
    }

    init?(_ n: ServerNotification) {
        guard n.isEvent, let name = n.name else { return nil }
        self.init(name: name, window: n.window, scene: n.params["scene"]?.stringValue, screen: n.params["screen"]?.stringValue,
                  session: n.params["session"]?.stringValue,
                  sessions: n.params["sessions"]?.arrayValue?.compactMap(\.stringValue) ?? [])
    }

    /// The keys it is filed under: its scene, its screen, each session it discards.
    var keys: [String] {
        if let scene { return ["scene:" + scene] }
        if let screen { return ["screen:" + screen] }
        return sessions.map { "session:" + $0 }
    }
}

/// The scene life-cycle events a client reads from its scene subscription (`events.subscribe`
/// with these names, every window and none), filed by what they are about, until the client
/// takes them at an answer. Every client receives every scene's events; those of scenes it does
/// not own are dropped once no scene of its own is being created (`keepOnly`).
public struct SceneEventLog: Sendable {
    /// The events of the scene life cycle (uikit-rules R134–R142) and of screens.
    public static let names = [
        "screenDidConnect", "screenDidDisconnect", "applicationConfigurationForConnecting", "sceneWillConnect",
        "sceneDidDisconnect", "sceneWillEnterForeground", "sceneDidBecomeActive", "sceneWillResignActive",
        "sceneDidEnterBackground", "applicationDidDiscardSceneSessions",
    ]

    private var byKey: [String: [SceneEvent]] = [:]
    public private(set) var eventsSeen = 0

    public init() {}

    public mutating func observe(_ e: SceneEvent) {
        eventsSeen += 1
        for k in e.keys { byKey[k, default: []].append(e) }
    }

    /// The events filed under `key` since it was last taken.
    public mutating func take(_ key: String) -> [SceneEvent] {
        byKey.removeValue(forKey: key) ?? []
    }

    /// Drops every key not in `keys` (other clients' scenes).
    public mutating func keepOnly(_ keys: Set<String>) {
        for k in byKey.keys where !keys.contains(k) { byKey[k] = nil }
    }
}
