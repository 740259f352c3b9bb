import HierarchyEngine
import WireProtocol

/// Who gets the answer of a request.
struct ReplyTarget: Sendable {
    var connection: Int
    /// nil for a client notification: run it, answer nothing.
    var requestID: RPCID?
    /// Its place in a batch's answer, when it came in a batch.
    var slot: BatchSlot? = nil

    /// Where its response line goes.
    var route: ReplyRoute { ReplyRoute(connection: connection, slot: slot) }
}

/// Where a response line goes: a connection, or a place in one of its batches' answers.
struct ReplyRoute: Sendable {
    var connection: Int
    var slot: BatchSlot?
}

/// An element's place in a batch being answered.
struct BatchSlot: Sendable {
    var batch: Int
    var index: Int
}

/// One mutating request on its way through a window coordinator.
struct EngineJob: Sendable {
    var operation: Operation
    /// The resolved target: the router and the coordinator find its window from it.
    var target: Target
    /// `queue: false` asks to fail at once (-32003) instead of waiting for a running transition.
    var allowQueue: Bool
    /// `queue: "uikit"`: what UIKit applies during a running transition runs at once
    /// (`Hierarchy.applyAtOnce`: a push during the same navigation controller's push animation);
    /// the rest fails as with `queue: false` (`allowQueue` is false).
    var atOnce = false
    var reply: ReplyTarget
    var resultStyle: ResultStyle
    /// The method's place in `MethodTable.all`: its declared result type, which debug builds
    /// check the reply against (`ResultWriter`); -1 for a job made without a method (tests).
    var method = -1
    /// UIKit's warnings at the start of its transition, for the reply sent when it ends.
    var warnings: [UIKitWarning] = []
    /// How many times it was routed again because its controller changed windows.
    var hops = 0
    /// It waited behind a transition and its `operation.arrivals` are registered with the router
    /// as bound for its window; the coordinator posts `.arrivalsSettled` when the job is over,
    /// whatever its outcome.
    var holdsArrivals = false
}
