import SourceNavigation
/// What every part of one exploration shares: the storyboards' flow graph, its scene
/// numbering, the main storyboard and the map from the temporary copies' paths back to the
/// user's files (for messages that name a file).
public struct ExplorationContext: Sendable {
    public var graph: StoryboardGraph
    public var sceneIndex: SceneIndex
    /// The storyboard the app launches with; nil when no storyboard has an initial controller
    /// (then only the controllers code instantiates are explored).
    public var mainStoryboard: String?
    /// The storyboards the scene manifest gives an external display (R135): each is a start of
    /// the launch phase, a display the user connects.
    public var externalDisplayStoryboards: [String] = []
    /// Staged copy path → the user's path.
    public var stagedPaths: [String: String]
    /// Whether the app's sources were given (`--sources`, or a running server's own settings
    /// with `--socket`): without them no unwind action is known, so an unwind that finds no
    /// destination is a note, not a problem.
    public var sourcesGiven = false
    /// The unwind actions each class performs (canonical names, `UnwindActionName`), as the
    /// engine or the private server is configured with them: the sources' declarations, none
    /// without sources; nil when unknown (a running server's own settings, `--socket`). The
    /// product reduction needs it (`HiddenTabReduction`).
    public var unwindPerformers: [String: Set<String>]? = [:]
    /// What reading the app's sources found (`--sources`), for the reports.
    public var codeReading: CodeReading?
    /// The root the app's launch code sets (`--sources`, `LaunchRoot.isUsable`): the launch, in
    /// place of the main storyboard's initial controller.
    public var launchRoot: LaunchRoot?
    /// The iOS version the server reproduces (`server.stats`' `ios`); nil from a server that does not say.
    public var ios: Int?
    /// The main screen's idiom (`phone`, `pad`, `tv`; a tvOS app's is `tv`, `ExplorerInput.tvOS`);
    /// nil from a server that does not say.
    public var idiom: String?

    public init(graph: StoryboardGraph, mainStoryboard: String?, stagedPaths: [String: String] = [:]) {
        self.graph = graph
        self.sceneIndex = SceneIndex(graph)
        self.mainStoryboard = mainStoryboard
        self.stagedPaths = stagedPaths
    }
}

/// How far the exploration goes: paths of at most `maxDepth` actions, at most `maxStates`
/// distinct states from the launch (and as many again from the controllers code instantiates),
/// and stacks that hold one scene at most `maxRepeats` times (`RepeatBound`; 0: no such bound).
public struct ExplorationBounds: Sendable, Equatable {
    public static let defaultMaxDepth = 25
    public static let defaultMaxStates = 200_000
    public static let defaultMaxRepeats = 1

    public var maxDepth: Int
    public var maxStates: Int
    public var maxRepeats: Int

    public init(maxDepth: Int = defaultMaxDepth, maxStates: Int = defaultMaxStates, maxRepeats: Int = defaultMaxRepeats) {
        self.maxDepth = maxDepth
        self.maxStates = maxStates
        self.maxRepeats = maxRepeats
    }
}

/// How the app's sources were read for an exploration: files, time, and how many navigation
/// calls they hold (0: the report says no navigation was recognised).
public struct CodeReading: Sendable, Equatable {
    public var files: Int
    public var seconds: Double
    public var navigationCalls: Int
}
