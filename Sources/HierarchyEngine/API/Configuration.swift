/// Engine options: the iOS version, the stand-ins for app code that the config supplies,
/// and limits.
public struct EngineConfiguration: Sendable, Equatable {
    /// What a custom segue class is performed as (its `perform()` stand-in).
    public enum CustomSegueBehavior: String, Sendable, Equatable { case present, push, replaceRoot, embed }

    /// The iOS version whose UIKit is reproduced (default: the newest).
    public var ios: IOSVersion
    /// Before iOS 13 or since (`ios.profile`); setting it picks 12 or the newest version.
    public var profile: Profile {
        get { ios.profile }
        set { ios = newValue == .modern ? .newest : .ios12 }
    }
    /// Unwind actions implemented per custom class (from the config or scanned sources).
    public var unwindActionsByClass: [String: [String]]
    /// For a scanned selector only Swift 2 reads from its declaration (class → selector → the
    /// reading, `Home.swift: cancelToX(segue:) read as Swift 2, …`): the `unwindAction` event of
    /// an unwind it matched says so.
    public var swift2UnwindReadings: [String: [String: String]] = [:]
    /// What the app's code sets in each class's appearance methods (class → properties, from
    /// scanned sources: `CodeSetProperty`), run where UIKit calls those methods.
    public var codeSetProperties: [String: [CodeSetProperty]] = [:]
    /// Behaviour per custom segue class; classes not listed are performed as a modal presentation.
    public var customSegueBehaviors: [String: CustomSegueBehavior]
    /// Most controllers allowed in one window's hierarchy (limitExceeded beyond it).
    public var maxControllersPerWindow: Int
    /// Most windows.
    public var maxWindows: Int
    /// Controllers per chunk of the controller table (a power of two, 1…64; read when a
    /// `Hierarchy` is made). A copied hierarchy copies the chunks it then changes: large chunks
    /// suit one long-lived hierarchy with many controllers (proscd, default 64), small ones many
    /// small hierarchies kept as values (`prosc explore` in process).
    public var controllersPerChunk = 64
    /// The app's `UIApplicationSceneManifest` (uikit-rules R130-R132): with one, on iOS 13 and
    /// later, every window belongs to a scene of a session with a role, the main screen's
    /// connection launches the application-role scene and an external display's connection
    /// offers an external-display session. Nil (the default), or on iOS 12, the app-delegate
    /// model: screens and windows only, as before scenes.
    public var sceneManifest: SceneManifest? = nil

    public init(ios: IOSVersion = .newest, unwindActionsByClass: [String: [String]] = [:],
                customSegueBehaviors: [String: CustomSegueBehavior] = [:],
                maxControllersPerWindow: Int = 1_000_000, maxWindows: Int = 100_000) {
        self.ios = ios; self.unwindActionsByClass = unwindActionsByClass
        self.customSegueBehaviors = customSegueBehaviors
        self.maxControllersPerWindow = maxControllersPerWindow; self.maxWindows = maxWindows
    }
}
