import HierarchyNaming
import WireProtocol

/// One flow file, parsed: its header (how to start the server) and its steps, each with the
/// place it came from. `FlowParser` makes it; `FlowRunner` runs it.
public struct Flow: Sendable {
    /// The path as the user gave it (used in messages), and as opened.
    public var path: String
    /// The file's text, for `--update` to splice into.
    public var text: String
    public var header: FlowHeader
    public var steps: [FlowStep]

    public init(path: String, text: String, header: FlowHeader, steps: [FlowStep]) {
        self.path = path
        self.text = text
        self.header = header
        self.steps = steps
    }

    /// The flow's steps and those of every flow it runs (`runFlow`), depth first.
    public var allSteps: [FlowStep] {
        steps.flatMap { step -> [FlowStep] in
            if case .runFlow(let sub) = step.kind { return [step] + sub.allSteps }
            return [step]
        }
    }
}

/// The header: the document before `---`. Every field but `name` and `tags` becomes a
/// `proscd` flag of the flow's private server (`serverArguments`).
public struct FlowHeader: Sendable {
    /// The test case's name (default: the file name without extension).
    public var name: String
    /// The storyboard directory, resolved against the flow file's directory.
    public var storyboards: String?
    /// The storyboard whose initial controller roots window w1.
    public var main: String?
    /// The storyboard used for a connected external screen's window.
    public var external: String?
    /// The app's Info.plist (its scene manifest), resolved like `storyboards`.
    public var infoPlist: String?
    /// `scenes` or `appDelegate` (proscd's `lifeCycle`); nil: the server's default, scenes.
    public var lifeCycle: String?
    /// `UIApplicationSupportsMultipleScenes` over the Info.plist's.
    public var supportsMultipleScenes: Bool?
    /// The main screen, `390x844@3:phone`.
    public var screen: String?
    /// The iOS version the flow's server reproduces (`ios: 17`; `profile: classic|modern` is
    /// read as 12 or the newest), as its major number; nil: the server's default (the newest).
    public var ios: String?
    /// The app's sources, scanned for unwind actions; resolved like `storyboards`.
    public var sources: String?
    public var tags: [String]
    /// Multiplies animation durations; 0 (the default) completes animated transitions at once,
    /// their `animated` flags kept.
    public var animationSpeed: Double
    /// `{Class: [action]}`, as proscd's `unwindActions`.
    public var unwindActions: JSON?
    /// `{SegueClass: behaviour}`, as proscd's `customSegues`.
    public var customSegues: JSON?
    /// Where each field's value is written (for errors about it).
    public var positions: [String: SourcePosition]

    public init(name: String) {
        self.name = name
        self.tags = []
        self.animationSpeed = 0
        self.positions = [:]
    }

    /// The flags that start a private proscd configured as this header says.
    public var serverArguments: [String] {
        var args: [String] = []
        if let storyboards { args += ["--storyboards", storyboards] }
        args += ["--main-storyboard", main ?? ""]
        if let external { args += ["--external-storyboard", external] }
        if let infoPlist { args += ["--info-plist", infoPlist] }
        if let lifeCycle { args += ["--life-cycle", lifeCycle] }
        if let supportsMultipleScenes { args += ["--supports-multiple-scenes", supportsMultipleScenes ? "true" : "false"] }
        if let screen { args += ["--main-screen", screen] }
        if let ios { args += ["--ios", ios] }
        if let sources { args += ["--sources", sources] }
        args += ["--animation-speed", ScreenSize.number(animationSpeed)]
        if let unwindActions { args += ["--unwind-actions", unwindActions.description] }
        if let customSegues { args += ["--custom-segues", customSegues.description] }
        return args
    }

    /// The header fields a flow file may set.
    public static let fields = [
        "name", "storyboards", "main", "external", "infoPlist", "lifeCycle", "supportsMultipleScenes", "screen", "ios", "profile", "sources", "tags", "animationSpeed",
        "unwindActions", "customSegues",
    ]
}
