import HierarchyEngine
import WireProtocol

/// Who gets the answer of a job.
struct ReplyTarget: Sendable {
    var connection: Int
    /// nil for a client notification: run it, answer nothing.
    var requestID: RPCID?
}

/// One mutating request on its way through a window coordinator.
struct EngineJob: Sendable {
    var operation: Operation
    /// The resolved target: the router and the coordinator find its window from it.
    var target: Target
    /// `queue: false` asks to fail at once (-32003) instead of waiting for a running transition.
    var allowQueue: Bool
    var reply: ReplyTarget
    var resultStyle: ResultStyle
    /// How many times it was routed again because its controller changed windows.
    var hops = 0
    /// Its `operation.arrivals` are registered with the router as bound for its window; the
    /// coordinator posts `.arrivalsSettled` when the job is over, whatever its outcome.
    var holdsArrivals = false
}
