import HierarchyEngine
import UVLoop
import WireProtocol

/// The window coordinators, created on first use, and the router that picks one for each job.
/// Loop-thread confined.
///
/// Its router and coordinator table are `LoopBound` boxes (loop thread only).
final class WindowTable {
    private let context: ServerContext
    private let router = LoopBound(Router())
    /// By the window id's raw value (issued by a counter from 1, never reused): a lookup per
    /// request indexes an array where a dictionary hashed the id (≈ 250 instructions,
    /// docs/performance.md).
    private let coordinators = LoopBound<[WindowCoordinator?]>([])
    private lazy var serverCoordinator = WindowCoordinator(window: nil, context: context)
    /// Called when a job found its coordinator's lock busy and goes the two-trip way (after the
    /// engine lock is let go, before the coordinator's is waited for): tests observe it.
    var onCoordinatorBusy: (() -> Void)?

    init(context: ServerContext) { self.context = context }

    /// Hands a new mutation to its window's coordinator: routed and applied in one trip into the
    /// engine, unless that coordinator's lock is busy with a transition's end (then the engine
    /// lock is let go and the locks taken in order, `WindowCoordinator.trySubmit`). What it
    /// produces goes to `sink` (`Outbox`).
    func submit(_ job: EngineJob, into sink: inout Outbox.Sink) {
        submit(job, rerouted: false, into: &sink)
    }

    /// Hands a job whose target changed windows to the coordinator of its target's window now
    /// (`Router.reroute`).
    func reroute(_ job: EngineJob) -> [InboxMessage] {
        var sink = Outbox.Sink.direct
        submit(job, rerouted: true, into: &sink)
        return sink.messages
    }

    private func submit(_ job: EngineJob, rerouted: Bool, into sink: inout Outbox.Sink) {
        var busy: WindowID?? = nil
        context.engine.withHierarchy { h in
            // The target's window, read once: the coordinator runs the job under this same hold of
            // the engine lock, so it need not read it again (`WindowCoordinator.apply`).
            let targetWindow = job.target.window(in: h)
            let window = rerouted ? targetWindow : router.value.route(job, targetWindow: targetWindow)
            if let held = coordinator(for: window).trySubmit(job, &h, targetWindow: targetWindow, into: &sink) {
                if held, let window { router.value.hold(job.operation.arrivals, in: window) }
            } else {
                busy = .some(window)
            }
        }
        if case .some(let window) = busy {
            onCoordinatorBusy?()
            if coordinator(for: window).submit(job, into: &sink), let window {
                router.value.hold(job.operation.arrivals, in: window)
            }
        }
    }

    func settle(_ arrivals: [VCID]) { router.value.settle(arrivals) }

    /// Shuts every coordinator down (each finishes its transition and refuses what waits);
    /// `stopped` runs once per coordinator, from its queue.
    func shutdownAll(_ stopped: @escaping @Sendable () -> Void) -> Int {
        var all = coordinators.value.compactMap { $0 }
        all.append(serverCoordinator)
        for c in all { c.shutdown(stopped) }
        return all.count
    }

    /// The coordinator of `window` (nil: the server's own queue), made on first use.
    func coordinator(for window: WindowID?) -> WindowCoordinator {
        guard let window else { return serverCoordinator }
        let i = window.raw
        if i < coordinators.value.count, let c = coordinators.value[i] { return c }
        let c = WindowCoordinator(window: window, context: context)
        if i >= coordinators.value.count {
            coordinators.value.append(contentsOf: repeatElement(nil, count: i + 1 - coordinators.value.count))
        }
        coordinators.value[i] = c
        return c
    }
}
