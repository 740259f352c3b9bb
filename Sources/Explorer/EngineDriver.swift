/// Explores in process: every state is an `EngineState` value, each action applied to a
/// branch of it (`EngineWindow`), so nothing is stepped back or replayed. A level's states are
/// cut into one contiguous run per worker, each run expanded on its own task (the cooperative
/// pool has a thread per core), and the runs are joined in order: the same expansions, in the
/// same order, as one worker makes.
///
/// Only the frontier's values are kept: a state's value is dropped once it is expanded, and of
/// an expansion's results only those whose shape no earlier level knew, the first of each
/// shape in a run (the only one the merge could adopt), wait for the merge; the rest are
/// dropped at once.
final class EngineDriver: ExplorationDriver, @unchecked Sendable {
    // @unchecked: used by the exploration's driving task only; the tasks of a level get values.
    let window: EngineWindow
    let workers: Int
    /// The values of states still to expand, by state index.
    private var states: [Int: EngineState] = [:]
    /// The last level's outcomes' values, until the merge adopts them.
    private var opened: [EngineState?] = []
    private var children: [[EngineState?]] = []
    private var counters = StateExpander.Counters()

    init(window: EngineWindow, workers: Int) {
        self.window = window
        self.workers = max(1, workers)
    }

    func open(_ starts: [ExplorationStart], log: inout ExplorationLog) async throws(ExplorerServerFailure) -> [ExpansionOutcome] {
        var outcomes: [ExpansionOutcome] = []
        opened = []
        for start in starts {
            counters.requests += 1
            switch window.open(start) {
            case .refused(let r):
                outcomes.append(.refused(r))
                opened.append(nil)
            case .state(let state):
                outcomes.append(.state(state.observed))
                opened.append(state)
            }
        }
        return outcomes
    }

    func expand(_ frontier: [Int], log: inout ExplorationLog) async throws(ExplorerServerFailure) -> [StateExpansion] {
        let values = frontier.map { states.removeValue(forKey: $0)! }
        let known = log.stateIndex
        let runs = min(workers, values.count)
        let window = self.window
        let results = await withTaskGroup(of: (Int, EngineRun).self) { group in
            for r in 0..<runs {
                let slice = Array(values[(values.count * r / runs)..<(values.count * (r + 1) / runs)])
                group.addTask { (r, EngineRun.expand(slice, window: window, known: known)) }
            }
            var byRun = [EngineRun?](repeating: nil, count: runs)
            for await (r, run) in group { byRun[r] = run }
            return byRun.map { $0! }
        }
        var expansions: [StateExpansion] = []
        expansions.reserveCapacity(frontier.count)
        children = []
        children.reserveCapacity(frontier.count)
        for run in results {
            expansions += run.expansions
            children += run.children
            counters.actions += run.actions
            counters.requests += run.actions
        }
        return expansions
    }

    func adopt(_ index: Int, from source: OutcomeSource) {
        switch source {
        case .start(let k): states[index] = opened[k]
        case .action(let e, let a): states[index] = children[e][a]
        }
    }

    func levelMerged() {
        opened = []
        children = []
    }

    func phaseDone(_ log: inout ExplorationLog) {
        log.counters.add(counters)
        counters = StateExpander.Counters()
        states = [:]
    }

    func close(_ log: inout ExplorationLog) {
        states = [:]
    }
}

/// One worker's run of a level: each state's actions tried on branches of it, in order.
struct EngineRun: Sendable {
    var expansions: [StateExpansion] = []
    /// Per state, per action: the value after it, when its shape is new to the run and to
    /// the levels before.
    var children: [[EngineState?]] = []
    var actions = 0

    static func expand(_ states: [EngineState], window: EngineWindow, known: [String: Int]) -> EngineRun {
        var run = EngineRun()
        var seen = Set<String>()
        for state in states {
            let actions = ActionEnumeration.actions(in: state.observed, graph: window.context.graph)
            var expansion = StateExpansion()
            expansion.actions = actions
            expansion.outcomes.reserveCapacity(actions.count)
            var kept: [EngineState?] = []
            kept.reserveCapacity(actions.count)
            for action in actions {
                run.actions += 1
                switch window.apply(action, to: state) {
                case .refused(let r):
                    expansion.outcomes.append(.refused(r))
                    kept.append(nil)
                case .state(let after):
                    let shape = after.observed.shape
                    expansion.outcomes.append(.state(after.observed))
                    kept.append(known[shape] == nil && seen.insert(shape).inserted ? after : nil)
                }
            }
            run.expansions.append(expansion)
            run.children.append(kept)
        }
        return run
    }
}
