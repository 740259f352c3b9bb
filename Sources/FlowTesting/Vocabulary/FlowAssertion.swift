import WireProtocol

/// An assertion about the action before it (or, before any action, about the starting state).
public enum FlowAssertion: Sendable {
    /// `expectCallbacks`: exactly the events the action caused, in order (after the filters);
    /// `expectCallbacksInclude`: these among them, in this order; `expectNoCallbacks`: none
    /// (after the filters). The expectation's `mode` says which.
    case callbacks(CallbackExpectation)
    /// `expectVisible` / `expectNotVisible`: the controllers' appearance is (not) `appeared`.
    case visible([NameRef], expected: Bool)
    /// `expectTree`: `prosc tree`'s outline, whole or from one window or controller down.
    case tree(TreeExpectation)
    /// `expectError`: the action was refused, with this error, and nothing changed.
    case error(ErrorExpectation)
    /// `expectWarning`: the action succeeded and UIKit logged a warning (a `uikitWarning` event).
    case warning(WarningExpectation)
    /// `expectProperty`: members of `vc.get` of a controller.
    case property(PropertyExpectation)
    /// `expectResult`: members of the result of the action's last call.
    case result([(key: String, value: JSON, position: SourcePosition)])
    /// `expectInvariants`: `server.checkInvariants` finds nothing wrong.
    case invariants
}

/// Where an expected value is written in its file, for `--update` to replace it.
public struct ValueSpan: Sendable, Hashable {
    public var file: String
    /// The first character of the value (1-based line and column).
    public var start: SourcePosition
    /// Just after its last character.
    public var end: SourcePosition
    /// The column (0-based, in Unicode scalars) of the key the value belongs to.
    public var keyColumn: Int
    /// The value was written on its key's line (`key: [a, b]`) rather than below it.
    public var onKeyLine: Bool
    /// It was written in flow style (`[a, b]`).
    public var isFlow: Bool
    /// The key stands alone (`- expectCallbacks`): a new value needs `: ` before it.
    public var needsColon = false

    /// An empty flow list (`[]`), which an update replaces with a block list.
    public var isEmptyFlow: Bool { isFlow && start.line == end.line && end.column - start.column == 2 }

    public init(file: String, start: SourcePosition, end: SourcePosition, keyColumn: Int, onKeyLine: Bool, isFlow: Bool) {
        self.file = file
        self.start = start
        self.end = end
        self.keyColumn = keyColumn
        self.onKeyLine = onKeyLine
        self.isFlow = isFlow
    }
}

/// `expectCallbacks`: short form `[Home.viewWillDisappear, Modal.viewWillAppear]`, or long form
/// `{of: [...], names: [...], callbacks: [...]}` (`controllers` is another name for `of`) that
/// keeps only the events of those controllers and names; an entry may be `Label.name: {member: value}` to check members too.
public struct CallbackExpectation: Sendable {
    /// How the entries are compared with the (filtered) events.
    public enum Mode: String, Sendable {
        /// `expectCallbacks`: exactly these, in order.
        case exact = "expectCallbacks"
        /// `expectCallbacksInclude`: these in this order, others allowed between and around
        /// them (what survives iOS versions adding callbacks such as `viewIsAppearing`).
        case include = "expectCallbacksInclude"
        /// `expectNoCallbacks`: no event passes the filters.
        case none = "expectNoCallbacks"
    }

    public var mode: Mode = .exact
    public var entries: [CallbackEntry]
    /// `versions:` instead of `callbacks:`: a list per iOS version range (what `--update` writes
    /// where versions disagree); the run's version picks one.
    public var versions: [VersionedCallbacks]?
    /// Written as the short form (`expectCallbacks: [...]`, the value is the list): `--update`
    /// may turn it into a `versions:` map.
    public var shortForm = false
    /// Only events of these controllers (by label or id), when given.
    public var controllers: [String]?
    /// Only events with these names, when given.
    public var names: [String]?
    /// The list's place in its file.
    public var span: ValueSpan

    public init(mode: Mode = .exact, entries: [CallbackEntry], controllers: [String]?, names: [String]?, span: ValueSpan) {
        self.mode = mode
        self.entries = entries
        self.controllers = controllers
        self.names = names
        self.span = span
    }
}

/// One entry of `expectCallbacks`' `versions:` map: `"12": [...]`, `"13-26": [...]`, `"17+": [...]`.
public struct VersionedCallbacks: Sendable {
    /// As written (`13-26`).
    public var label: String
    public var versions: ClosedRange<Int>
    public var entries: [CallbackEntry]
    public var span: ValueSpan

    public init(label: String, versions: ClosedRange<Int>, entries: [CallbackEntry], span: ValueSpan) {
        self.label = label
        self.versions = versions
        self.entries = entries
        self.span = span
    }
}

/// One expected event: `Label.name` (label: controller label or id, window or screen id for
/// events without a controller), optionally with members that must have these values.
public struct CallbackEntry: Sendable, Equatable {
    /// Empty for an event that names neither a controller, a window nor a screen.
    public var label: String
    public var name: String
    public var members: JSONObject?
    public var position: SourcePosition

    public init(label: String, name: String, members: JSONObject?, position: SourcePosition) {
        self.label = label
        self.name = name
        self.members = members
        self.position = position
    }

    /// `Home.viewWillAppear`.
    public var text: String { label.isEmpty ? name : label + "." + name }
}

/// `expectTree`: the outline as `prosc tree` prints it; a first line naming a window (`*w1
/// (key)`) or a controller (`vc2 …`) compares that subtree only.
public struct TreeExpectation: Sendable {
    public var text: String
    public var span: ValueSpan

    public init(text: String, span: ValueSpan) {
        self.text = text
        self.span = span
    }
}

/// `expectError`: a code (number or name such as `invalidState`) and texts the message and
/// UIKit's message must contain.
public struct ErrorExpectation: Sendable {
    public var code: Int?
    public var message: String?
    public var uikit: String?

    public init(code: Int?, message: String?, uikit: String?) {
        self.code = code
        self.message = message
        self.uikit = uikit
    }
}

/// `expectProperty: {vc: Home, presentedViewController: Modal, title: Home}`: each member is
/// compared with `vc.get`'s (or its `properties`'); controller-valued members compare names.
public struct PropertyExpectation: Sendable {
    public var vc: NameRef
    public var members: [(key: String, value: JSON, position: SourcePosition)]

    public init(vc: NameRef, members: [(key: String, value: JSON, position: SourcePosition)]) {
        self.vc = vc
        self.members = members
    }
}

/// `expectWarning: {uikit: "detached", kind: detachedPresenter}`: among the events of the
/// action, a `uikitWarning` whose UIKit text contains `uikit` and whose kind is `kind` (each
/// when given; bare `expectWarning`: any warning).
public struct WarningExpectation: Sendable {
    public var kind: String?
    public var uikit: String?

    public init(kind: String?, uikit: String?) {
        self.kind = kind
        self.uikit = uikit
    }
}
