import HierarchyEngine
import WireProtocol

/// The window coordinators, created on first use, and the router that picks one for each job.
/// Loop-thread confined.
///
/// Its fields marked `@exclusivity(unchecked)` are touched on the loop thread only: their runtime
/// exclusivity checks (≈ 90 instructions per access) are skipped (docs/performance-history.md, "Halved").
final class WindowTable {
    private let context: ServerContext
    @exclusivity(unchecked) private var router = Router()
    @exclusivity(unchecked) private var coordinators: [WindowID: WindowCoordinator] = [:]
    private lazy var serverCoordinator = WindowCoordinator(window: nil, context: context)
    /// Called when a job found its coordinator's lock busy and goes the two-trip way (after the
    /// engine lock is let go, before the coordinator's is waited for): tests observe it.
    var onCoordinatorBusy: (() -> Void)?

    init(context: ServerContext) { self.context = context }

    /// Hands a new mutation to its window's coordinator: routed and applied in one trip into the
    /// engine, unless that coordinator's lock is busy with a transition's end (then the engine
    /// lock is let go and the locks taken in order, `WindowCoordinator.trySubmit`). Appends the
    /// messages it produced at once to `messages` (see `WindowCoordinator.submit`).
    func submit(_ job: EngineJob, into messages: inout [InboxMessage]) {
        submit(job, rerouted: false, into: &messages)
    }

    /// Hands a job whose target changed windows to the coordinator of its target's window now
    /// (`Router.reroute`).
    func reroute(_ job: EngineJob) -> [InboxMessage] {
        var messages: [InboxMessage] = []
        submit(job, rerouted: true, into: &messages)
        return messages
    }

    private func submit(_ job: EngineJob, rerouted: Bool, into messages: inout [InboxMessage]) {
        var busy: WindowID?? = nil
        context.engine.withHierarchy { h in
            let window = rerouted ? router.reroute(job, in: h) : router.route(job, in: h)
            if let held = coordinator(for: window).trySubmit(job, &h, into: &messages) {
                if held, let window { router.hold(job.operation.arrivals, in: window) }
            } else {
                busy = .some(window)
            }
        }
        if case .some(let window) = busy {
            onCoordinatorBusy?()
            if coordinator(for: window).submit(job, into: &messages), let window {
                router.hold(job.operation.arrivals, in: window)
            }
        }
    }

    func settle(_ arrivals: [VCID]) { router.settle(arrivals) }

    /// Shuts every coordinator down (each finishes its transition and refuses what waits);
    /// `stopped` runs once per coordinator, from its queue.
    func shutdownAll(_ stopped: @escaping @Sendable () -> Void) -> Int {
        var all = Array(coordinators.values)
        all.append(serverCoordinator)
        for c in all { c.shutdown(stopped) }
        return all.count
    }

    /// The coordinator of `window` (nil: the server's own queue), made on first use.
    func coordinator(for window: WindowID?) -> WindowCoordinator {
        guard let window else { return serverCoordinator }
        if let c = coordinators[window] { return c }
        let c = WindowCoordinator(window: window, context: context)
        coordinators[window] = c
        return c
    }
}
