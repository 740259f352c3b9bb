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

    /// Routes a new job: its window (nil: the server's queue). When the job puts controllers
    /// into that window, they are registered as arriving there until `settle`.
    mutating func route(_ job: inout EngineJob, in h: borrowing Hierarchy) -> WindowID? {
        var window = job.target.window(in: h)
        if window == nil, case .controller(let vc) = job.target {
            window = arriving[vc]?.window
        }
        if let window {
            let arrivals = job.operation.arrivals
            if !arrivals.isEmpty {
                for vc in arrivals { arriving[vc, default: Arrival(window: window, jobs: 0)].jobs += 1 }
                job.holdsArrivals = true
            }
        }
        return window
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
