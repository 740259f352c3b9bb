import WireProtocol

/// One step of a flow: an action (protocol calls), an assertion about the action before it,
/// or another flow run in place (`runFlow`).
public struct FlowStep: Sendable {
    /// Where the step's keyword is written.
    public var position: SourcePosition
    /// The step's keyword (`present`, `expectCallbacks`, …).
    public var keyword: String
    public var kind: Kind

    public enum Kind: Sendable {
        case action(ActionPlan)
        case assertion(FlowAssertion)
        case runFlow(Flow)
    }

    public init(position: SourcePosition, keyword: String, kind: Kind) {
        self.position = position
        self.keyword = keyword
        self.kind = kind
    }
}

/// A name in a flow file that the runner resolves against the live server: a controller
/// (storyboard identifier, title, class or `vcN`), a storyboard scene to instantiate, or a
/// screen (its name or `sN`).
public struct NameRef: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case controller
        /// A storyboard identifier to instantiate.
        case scene
        case screen
    }

    public var name: String
    public var kind: Kind
    public var position: SourcePosition

    public init(_ name: String, _ kind: Kind, at position: SourcePosition) {
        self.name = name
        self.kind = kind
        self.position = position
    }
}

/// What an action does: protocol calls made in order, their parameters resolved when the
/// step runs. Every action of the vocabulary is a plan (`present: {from, scene}` is one
/// `vc.instantiateAndPresent`), and so is `call`.
public struct ActionPlan: Sendable {
    /// One line for reports: `present Modal from Home`.
    public var summary: String
    public var calls: [PlannedCall]

    public init(summary: String, calls: [PlannedCall]) {
        self.summary = summary
        self.calls = calls
    }

    /// Every name the plan refers to.
    public var names: [NameRef] { calls.flatMap { $0.params.flatMap { $0.value.names } } }
}

/// A protocol request whose params are resolved at run time.
public struct PlannedCall: Sendable {
    public var method: String
    public var params: [(key: String, value: PlannedValue)]

    public init(_ method: String, _ params: [(key: String, value: PlannedValue)]) {
        self.method = method
        self.params = params
    }
}

/// A parameter value of a planned call.
public enum PlannedValue: Sendable {
    case json(JSON)
    /// A controller's id.
    case controller(NameRef)
    case controllers([NameRef])
    /// A screen's id, from its name.
    case screen(NameRef)
    /// A storyboard identifier, passed as written (checked against the storyboards).
    case scene(NameRef)
    /// The storyboard to instantiate from: `explicit`, else the storyboard of `of`'s controller,
    /// else the header's `main`.
    case storyboard(explicit: String?, of: NameRef?)
    /// A list whose items may hold names (`setTabs`' tabs).
    case list([PlannedValue])
    /// An object whose members may hold names (a tab: `{identifier: home, vc: Home}`).
    case object([(key: String, value: PlannedValue)])

    var names: [NameRef] {
        switch self {
        case .controller(let n), .screen(let n), .scene(let n): [n]
        case .controllers(let list): list
        case .storyboard(_, let n): n.map { [$0] } ?? []
        case .list(let items): items.flatMap(\.names)
        case .object(let members): members.flatMap(\.value.names)
        case .json: []
        }
    }
}
