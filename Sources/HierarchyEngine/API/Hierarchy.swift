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
    public let ids: IDSource
    public var configuration: EngineConfiguration
    public var catalog: StoryboardCatalog

    public init(ids: IDSource, configuration: EngineConfiguration = .init(), catalog: StoryboardCatalog = .init()) {
        self.ids = ids
        self.configuration = configuration
        self.catalog = catalog
    }

    /// Applies one mutation. Throws (changing nothing, emitting nothing) when UIKit would refuse.
    /// An animated operation in a window returns `.pending`; while it runs, every other mutation
    /// that touches that window throws `invalidState` ("while a presentation is in progress").
    public mutating func apply(_ op: Operation) throws(EngineError) -> Outcome {
        throw EngineError(.unsupported, "engine not implemented yet")
    }

    /// Ends a pending transition: the `did` callbacks and the completion, and the result.
    public mutating func finishTransition(_ ticket: TransitionTicket) -> Outcome {
        Outcome(events: [], status: .completed(.none))
    }

    /// The window whose transition is running, if `window` has one.
    public func activeTransition(in window: WindowID) -> TransitionTicket? { nil }

    /// The window a controller is in (through parents, presenters and window roots), or nil.
    public func window(of vc: VCID) -> WindowID? { nil }

    // Queries (PROTOCOL.md result shapes).
    public func controller(_ vc: VCID) -> ControllerInfo? { nil }
    public func tree(window: WindowID) -> [TreeEntry] { [] }
    public func screens() -> [ScreenInfo] { [] }
    public func windows() -> [WindowInfo] { [] }
    public func windowInfo(_ window: WindowID) -> WindowInfo? { nil }
    public func segues(of vc: VCID) -> [SegueInfo]? { nil }
    public func counts() -> HierarchyCounts { HierarchyCounts(screens: 0, windows: 0, viewControllers: 0, transitionsCompleted: 0) }

    /// Every structural invariant (docs/semantics.md lists them); empty when all hold.
    public func checkInvariants() -> [InvariantViolation] { [] }
}
