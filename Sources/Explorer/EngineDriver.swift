/// Explores in process: every state is an `EngineState` value, each action applied to a
/// branch of it (`EngineWindow`), so nothing is stepped back or replayed. A level's states are
/// cut into one contiguous run per worker, each run expanded on its own task (the cooperative
/// pool has a thread per core), and the runs are joined in order: the same expansions, in the
/// same order, as one worker makes.
///
/// Only the frontier's values are kept: a state's value is dropped once it is expanded, and of
/// an expansion's results only those whose shape no earlier level knew, the first of each
/// shape in a run (the only one the merge could adopt), wait for the merge; the rest are
/// dropped at once. An action's state is not read (`ObservedState`) when the step logged no
/// warning: its shape and scenes (`EngineShape`) are all the merge needs, and of a known shape
/// not even its scenes (they were noted with the shape's first state). A state the merge
/// adopts is read when its level is expanded, on its run's task (`EngineValue.pending`).
/// When the explorer records every outcome (a shard's run, `readsEveryState`), every state is
/// read in full.
final class EngineDriver: ExplorationDriver, @unchecked Sendable {
    // @unchecked: used by the exploration's driving task only; the tasks of a level get values.
    let window: EngineWindow
    let workers: Int
    /// Whether every outcome is read in full, scenes and all (a shard's records).
    let readsEveryState: Bool
    private let shapes: EngineShape
    /// The values of states still to expand, by state index.
    private var states: [Int: EngineValue] = [:]
    /// The last level's outcomes' values, until the merge adopts them.
    private var opened: [EngineState?] = []
    private var children: [[EngineValue?]] = []
    private var counters = StateExpander.Counters()

    init(window: EngineWindow, workers: Int, readsEveryState: Bool = false) {
        self.window = window
        self.workers = max(1, workers)
        self.readsEveryState = readsEveryState
        shapes = EngineShape(context: window.context)
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
        let known = log.stateIndex
        let runs = min(workers, frontier.count)
        // Each run owns its states' values (taken out of `states`), and drops each once expanded.
        let slices = (0..<runs).map { r in
            EngineBatch(frontier[(frontier.count * r / runs)..<(frontier.count * (r + 1) / runs)].map { states.removeValue(forKey: $0)! })
        }
        let window = self.window
        let shapes = readsEveryState ? nil : self.shapes
        let results = await withTaskGroup(of: (Int, EngineRun).self) { group in
            for r in 0..<runs {
                let slice = slices[r]
                group.addTask { (r, EngineRun.expand(slice, window: window, shapes: shapes, known: known)) }
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
        case .start(let k): states[index] = opened[k].map(EngineValue.state)
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

/// A state's value as the exploration keeps it: read (`EngineState`), or, for a state an
/// action led to, its hierarchy not yet read, with what reading it needs of the state before.
enum EngineValue: Sendable {
    case state(EngineState)
    case pending(EngineWindow.Performed, before: EngineState.Context)

    /// The state, read now if it was not.
    func read(_ window: EngineWindow) -> EngineState? {
        switch self {
        case .state(let s): return s
        case .pending(let performed, let before):
            guard case .state(let s) = window.read(performed, window: before.window, tabSelections: before.tabSelections) else { return nil }
            return s
        }
    }
}

/// One run's states, each taken out (and so dropped) as the run expands it; one task uses it.
final class EngineBatch: @unchecked Sendable {
    var states: [EngineValue?]
    init(_ states: [EngineValue]) { self.states = states }
}

/// One worker's run of a level: each state's actions tried on branches of it, in order.
struct EngineRun: Sendable {
    var expansions: [StateExpansion] = []
    /// Per state, per action: the value after it, when its shape is new to the run and to
    /// the levels before.
    var children: [[EngineValue?]] = []
    var actions = 0

    /// `shapes`: how to tell a known shape without reading the state (nil: read every state).
    static func expand(_ batch: EngineBatch, window: EngineWindow, shapes: EngineShape?, known: [String: Int]) -> EngineRun {
        var run = EngineRun()
        var seen = Set<String>()
        for i in batch.states.indices {
            // Every adopted state reads (the shape it was kept for has a root).
            let state = batch.states[i].take()!.read(window)!
            let actions = ActionEnumeration.actions(in: state.observed, graph: window.context.graph)
            var expansion = StateExpansion()
            expansion.actions = actions
            expansion.outcomes.reserveCapacity(actions.count)
            var kept: [EngineValue?] = []
            kept.reserveCapacity(actions.count)
            for action in actions {
                run.actions += 1
                let performed: EngineWindow.Performed
                switch window.perform(action, on: state) {
                case .refused(let r):
                    expansion.outcomes.append(.refused(r))
                    kept.append(nil)
                    continue
                case .done(let p): performed = p
                }
                if let shapes, performed.warnings.isEmpty,
                   let (shape, scenes) = shapes.read(state.window, in: performed.hierarchy, tabSelections: state.tabSelections) {
                    if known[shape] != nil || !seen.insert(shape).inserted {
                        expansion.outcomes.append(.state(shape: shape, scenes: [], undo: nil, warnings: []))
                        kept.append(nil)
                    } else {
                        expansion.outcomes.append(.state(shape: shape, scenes: scenes, undo: nil, warnings: []))
                        kept.append(.pending(performed, before: state.context))
                    }
                    continue
                }
                switch window.read(performed, after: state) {
                case .refused(let r):
                    expansion.outcomes.append(.refused(r))
                    kept.append(nil)
                case .state(let after):
                    let shape = after.observed.shape
                    expansion.outcomes.append(.state(after.observed))
                    kept.append(known[shape] == nil && seen.insert(shape).inserted ? .state(after) : nil)
                }
            }
            run.expansions.append(expansion)
            run.children.append(kept)
        }
        return run
    }
}
