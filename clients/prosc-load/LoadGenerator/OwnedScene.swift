/// A scene one client owns during the load: the application scene (the first client's), an
/// external display's scene it connected, or a scene it opened on an iPad. No other client
/// sends anything about it, so the events of its window between two of the client's answers
/// about it are the second request's.
public struct OwnedScene: Sendable, Equatable {
    public enum Origin: Sendable, Equatable {
        /// The application-role scene the server launched with (never closed by the load).
        case application
        /// The scene of an external display the client connected (`screen.connect`).
        case display(screen: String)
        /// A scene the client opened (`scene.activate`).
        case opened
    }

    public var scene: String
    /// `UISceneSession.persistentIdentifier`, from the scene's connection events or `scene.list`.
    public var session: String?
    public var origin: Origin
    /// Its windows as the connecting answer named them (the application scene: only
    /// `eventWindow`, the one it had before the load).
    public var windows: [String]
    /// The window its scene events are emitted in (its first), subscribed for the checks.
    public var eventWindow: String?
    /// Predicted: in the background after every operation sent.
    public var background = false
    /// Predicted: resized to the narrow size (otherwise it has the full size).
    public var narrow = false
    /// The window subscription of `eventWindow` (new scenes; cancelled when the scene ends).
    public var subscription: String?
    /// Set once the scene is known and subscribed: only then is anything sent about it.
    public var ready = false
    /// A disconnect or destroy of it is in flight: nothing more is sent about it.
    public var closing = false

    public init(scene: String, session: String? = nil, origin: Origin, windows: [String], eventWindow: String?) {
        self.scene = scene
        self.session = session
        self.origin = origin
        self.windows = windows
        self.eventWindow = eventWindow
    }

    /// Whether it is an external display's scene.
    public var isDisplay: Bool {
        if case .display = origin { return true }
        return false
    }

    /// Whether operations may be sent about it now.
    public var usable: Bool { ready && !closing }

    /// The keys of its events in a `SceneEventLog`.
    var eventKeys: [String] {
        var keys = ["scene:" + scene]
        if case .display(let screen) = origin { keys.append("screen:" + screen) }
        if let session { keys.append("session:" + session) }
        return keys
    }
}

/// A scene the client disconnected or destroyed: at the end its session must be gone from
/// `scene.list` and its windows from `window.list`.
public struct EndedScene: Sendable, Equatable {
    public var scene: String
    public var session: String?
    public var windows: [String]
}
