import HierarchyEngine
import WireProtocol

/// The window coordinators, created on first use, and the router that picks one for each job.
/// Loop-thread confined.
final class WindowTable {
    private let context: ServerContext
    private var router = Router()
    private var coordinators: [WindowID: WindowCoordinator] = [:]
    private lazy var serverCoordinator = WindowCoordinator(window: nil, context: context)

    init(context: ServerContext) { self.context = context }

    /// Hands a new mutation to its window's coordinator (one engine lock to route it); returns
    /// the messages it produced at once (see `WindowCoordinator.submit`).
    func submit(_ job: EngineJob) -> [InboxMessage] {
        var job = job
        let window = context.engine.withHierarchy { h in router.route(&job, in: h) }
        return coordinator(for: window).submit(job)
    }

    /// Hands a job whose target changed windows to the coordinator of its target's window now.
    func reroute(_ job: EngineJob) -> [InboxMessage] {
        let window = context.engine.withHierarchy { h in router.reroute(job, in: h) }
        return coordinator(for: window).submit(job)
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

    private func coordinator(for window: WindowID?) -> WindowCoordinator {
        guard let window else { return serverCoordinator }
        if let c = coordinators[window] { return c }
        let c = WindowCoordinator(window: window, context: context)
        coordinators[window] = c
        return c
    }
}
