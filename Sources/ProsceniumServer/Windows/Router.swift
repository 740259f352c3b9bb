import HierarchyEngine

/// Which coordinator runs a job. A job runs in the window its target is in; a request about a
/// controller in no window that a queued job is putting into a window (`Operation.arrivals`)
/// runs in that window, after it (docs/protocol.md *Ordering and concurrency*); everything else runs on the
/// server's own queue (nil). A value: the loop thread owns it, reading the hierarchy under the
/// engine lock.
struct Router {
    /// Controllers that queued jobs are putting into a window, with how many such jobs wait.
    private var arriving: [VCID: Arrival] = [:]

    private struct Arrival {
        var window: WindowID
        var jobs: Int
    }

    /// Routes a new job: its window (nil: the server's queue) — where its target is, or, for a
    /// controller in no window, the window a waiting job is putting it into.
    func route(_ job: EngineJob, in h: borrowing Hierarchy) -> WindowID? {
        route(job, targetWindow: job.target.window(in: h))
    }

    /// `route(_:in:)` with the target's window already read (`Target.window(in:)`).
    func route(_ job: EngineJob, targetWindow: WindowID?) -> WindowID? {
        if let window = targetWindow { return window }
        if case .controller(let vc) = job.target { return arriving[vc]?.window }
        return nil
    }

    /// A job that waits in `window`'s queue puts `vcs` into that window: requests about them
    /// go there until `settle`. (A job that runs at once needs none: by the time the loop
    /// routes the next request, its controllers are where the engine put them.)
    mutating func hold(_ vcs: [VCID], in window: WindowID) {
        for vc in vcs { arriving[vc, default: Arrival(window: window, jobs: 0)].jobs += 1 }
    }

    /// Routes a job again whose target changed windows while it waited: where its target is
    /// now (its arrivals stay registered).
    func reroute(_ job: EngineJob, in h: borrowing Hierarchy) -> WindowID? {
        job.target.window(in: h)
    }

    /// A job holding arrivals is over: its controllers are now wherever the engine put them.
    mutating func settle(_ vcs: [VCID]) {
        for vc in vcs {
            guard let entry = arriving[vc] else { continue }
            if entry.jobs > 1 {
                arriving[vc]?.jobs -= 1
            } else {
                arriving[vc] = nil
            }
        }
    }
}
