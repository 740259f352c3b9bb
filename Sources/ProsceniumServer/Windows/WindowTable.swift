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

    init(context: ServerContext) { self.context = context }

    /// Hands a new mutation to its window's coordinator (one engine lock to route it); appends
    /// the messages it produced at once to `messages` (see `WindowCoordinator.submit`).
    func submit(_ job: EngineJob, into messages: inout [InboxMessage]) {
        let window = context.engine.withHierarchy { h in router.route(job, in: h) }
        run(job, in: window, into: &messages)
    }

    /// Hands a job whose target changed windows to the coordinator of its target's window now.
    func reroute(_ job: EngineJob) -> [InboxMessage] {
        let window = context.engine.withHierarchy { h in router.reroute(job, in: h) }
        var messages: [InboxMessage] = []
        run(job, in: window, into: &messages)
        return messages
    }

    /// Submits to `window`'s coordinator; a job left waiting there registers the controllers
    /// it puts into the window (on the loop thread, before any of its messages is delivered).
    private func run(_ job: EngineJob, in window: WindowID?, into messages: inout [InboxMessage]) {
        if coordinator(for: window).submit(job, into: &messages), let window {
            router.hold(job.operation.arrivals, in: window)
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

    private func coordinator(for window: WindowID?) -> WindowCoordinator {
        guard let window else { return serverCoordinator }
        if let c = coordinators[window] { return c }
        let c = WindowCoordinator(window: window, context: context)
        coordinators[window] = c
        return c
    }
}
