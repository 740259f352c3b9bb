import HierarchyEngine
import WireProtocol

/// Where a job belongs: the window whose coordinator must run it.
enum JobAnchor: Sendable {
    /// Window-level operations (`window.setRoot`, `window.setTraits`, ...).
    case window(WindowID)
    /// Controller operations run in the window the controller is in (or on the server queue).
    case controller(VCID)
    /// Operations on no window (screens, device, detached controllers): the server's queue.
    case server

    /// The window to run in, as of `hierarchy`; nil means the server's own queue.
    func window(in hierarchy: Hierarchy) -> WindowID? {
        switch self {
        case .window(let w): w
        case .controller(let vc): hierarchy.window(of: vc)
        case .server: nil
        }
    }
}

/// Who gets the answer of a job.
struct ReplyTarget: Sendable {
    var connection: Int
    /// nil for a client notification: run it, answer nothing.
    var requestID: RPCID?
}

/// Writes a job's wire result from the engine's answer, with read access to the hierarchy.
typealias ResultWriter = @Sendable (OperationResult, borrowing Hierarchy, inout JSONWriter) -> Void

/// One mutating request on its way through a window coordinator.
struct EngineJob: Sendable {
    var operation: Operation
    var anchor: JobAnchor
    /// `queue: false` asks to fail at once (-32003) instead of waiting for a running transition.
    var allowQueue: Bool
    var reply: ReplyTarget
    /// Writes the wire result from the engine's answer, with read access to the hierarchy.
    var encodeResult: ResultWriter
    /// How many times it was routed again because its controller changed windows.
    var hops = 0
    /// Its `operation.arrivals` are registered with the server as bound for its window; the
    /// coordinator posts `.arrivalsSettled` when the job is over, whatever its outcome.
    var holdsArrivals = false
}
