/// The whole UIKit world the engine models: screens, windows, view controllers, storyboards.
/// Pure: operations in, ordered events and a new state out; no I/O, no threads, no clock.
///
/// Usage:
/// ```
/// var h = Hierarchy(ids: IDSource(), configuration: .init())
/// let s = try h.apply(.connectScreen(spec, externalStoryboard: nil))
/// let out = try h.apply(.present(presenter: a, vc: b, animated: true, style: nil, transition: nil))
/// if case .pending(let ticket) = out.status { let done = h.finishTransition(ticket) }
/// ```
public struct Hierarchy: Sendable {
    /// Where new identifiers come from (`branch()` gives a copy a source of its own).
    public internal(set) var ids: IDSource
    public var configuration: EngineConfiguration { didSet { scenePlans = ScenePlans() } }
    /// Whether `apply`, `finishTransition` and `restore` return the events they cause. A caller
    /// that only needs the resulting state (`prosc explore` in process) turns them off: the
    /// state changes exactly as with events, appearance balance is still checked (R15), and
    /// `Outcome.events` stays empty.
    public var recordsEvents = true
    public var catalog: StoryboardCatalog { didSet { scenePlans = ScenePlans() } }
    /// Scenes planned from `catalog` under `configuration`, shared by copies and branches.
    var scenePlans = ScenePlans()

    // State (see Model/). Internal so the engine's files can reach it.
    @usableFromInline var nodes = NodeTable()
    var screenTable = IDTable<ScreenID, Screen>()
    var screenOrder: [ScreenID] = []
    var windowTable = IDTable<WindowID, Window>()
    var windowOrder: [WindowID] = []
    var pending: [WindowID: PendingTransition] = [:]
    /// Controllers taking part in a pending transition (some already out of any window, e.g. a
    /// popped controller still animating out), with the transition's window.
    var busy: [VCID: WindowID] = [:]
    var nextTicket = 0
    /// Counts calls that may change the state (`apply`, `finishTransition`, …): equal
    /// revisions mean an unchanged hierarchy, so a reader may reuse what it derived from it.
    public internal(set) var revision = 0
    var transitionsCompleted = 0
    var orientation: Orientation = .portrait
    /// Connected scenes (scene model only, Scenes/Scenes.swift), in connection order.
    var sceneTable = IDTable<SceneID, Scene>()
    var sceneOrder: [SceneID] = []
    /// Scenes (and sessions) made so far: the next one is numbered after it.
    var scenesIssued = 0
    /// Set while a scene changes its activation state (background, foreground): an appearance
    /// callback then is a violation (R142, checkInvariants).
    var sceneStateChanging = false
    /// Appearance-balance violations seen while emitting (R15); reported by checkInvariants.
    var balanceViolations: [InvariantViolation] = []
    /// Controllers that got `viewWillAppear` and wait for `viewIsAppearing` (iOS 13+), with
    /// the flags of that `viewWillAppear`, in its order (Appearance/ViewIsAppearing.swift).
    var isAppearingPending: [(VCID, EngineEvent.Appearance)] = []
    /// Events of the operation being applied: the first `outCount` of `out`. What lies beyond
    /// them is left from an earlier operation (storage given back by `recycle(_:)` keeps its
    /// events: emptying it cost ≈ 27 instructions an event): `emit` writes over it and
    /// `takeEvents` drops what it did not reach.
    var out: [EngineEvent] = []
    var outCount = 0
    /// UIKit warnings of the operation being applied (UIKitWarnings.swift).
    var warningsOut: [UIKitWarning] = []
    /// The window the current operation happens in (fallback window of its events).
    var ctxWindow: WindowID?
    /// While a navigation change calls the will phase: each controller it takes off a stack, with
    /// that navigation controller (what its `navigationController` still answers in
    /// `viewWillDisappear`, `runCodeSetProperties`); empty between operations.
    var leavingNavigation: [VCID: VCID] = [:]
    /// Scratch arrays (Model/ScratchBuffers.swift); empty between operations (the id buffer and
    /// the last dismissal's result are nil while taken).
    var idBuffer: [VCID]? = nil
    var stepBuffer: [Step] = []
    /// Storage for the next step's events, given back by the caller (`recycle(_:)`) with an
    /// earlier step's events still in it (see `out`).
    var spareEvents: [EngineEvent] = []
    /// The last dismissal's result, whose storage the next one reuses (Model/ScratchBuffers.swift).
    var dismissedBuffer: [VCID]? = nil

    public init(ids: IDSource, configuration: EngineConfiguration = .init(), catalog: StoryboardCatalog = .init()) {
        self.ids = ids
        self.configuration = configuration
        self.catalog = catalog
        let perChunk = max(1, min(64, configuration.controllersPerChunk))
        nodes = NodeTable(chunkShift: Int.bitWidth - 1 - perChunk.leadingZeroBitCount)
    }

    /// Applies one mutation. Throws (changing nothing, emitting nothing) when UIKit would refuse.
    /// An animated operation in a window returns `.pending`; while it runs, every other mutation
    /// that touches that window throws `invalidState` ("while a presentation is in progress").
    public mutating func apply(_ op: Operation) throws(EngineError) -> Outcome {
        revision &+= 1
        outCount = 0   // (normally 0: left so by conclude)
        if !warningsOut.isEmpty { warningsOut.removeAll() }
        if !isAppearingPending.isEmpty { isAppearingPending.removeAll(keepingCapacity: true) }
        ctxWindow = nil
        if !busy.isEmpty { try checkNotBusy(op) }
        let plan = try run(op)
        return conclude(plan)
    }

    /// Ends a pending transition: the `did` callbacks and the completion, and the result.
    public mutating func finishTransition(_ ticket: TransitionTicket) -> Outcome {
        revision &+= 1
        guard let w = ticket.window, let p = pending[w], p.ticket == ticket else {
            return Outcome(events: [], status: .completed(.none))
        }
        pending[w] = nil
        if !busy.isEmpty { busy = busy.filter { $0.value != w } }
        outCount = 0
        if !warningsOut.isEmpty { warningsOut.removeAll() }
        ctxWindow = w
        if !p.interrupted.isEmpty, let nav = p.pushedOnto { warnNestedPushEnd(nav: nav, interrupted: p.interrupted) }
        execute(p.did)
        flushViewIsAppearing()
        transitionsCompleted += 1
        let events = takeEvents()
        return Outcome(events: events, status: .completed(p.result), warnings: takeWarnings())
    }

    /// The window whose transition is running, if `window` has one.
    public func activeTransition(in window: WindowID) -> TransitionTicket? { pending[window]?.ticket }

    /// The window a controller is in (through parents, presenters and window roots), or nil.
    /// Inlinable: the server reads it for every request, and a call copied the whole hierarchy
    /// (a non-mutating method's `self`, ≈ 370 bytes) from the server's `inout` one.
    @inlinable
    public func window(of vc: VCID) -> WindowID? { nodes.contains(vc) ? nodes[existing: vc].window : nil }
}
