/// Explores in process: every state is an `EngineState` value, each action applied to a
/// branch of it (`EngineWindow`), so nothing is stepped back or replayed. A level's states are
/// cut into small chunks (`chunkSize`), `workers` of them expanded at a time, each on its own
/// task (the cooperative pool has a thread per core); the driving task merges each chunk as
/// soon as it and every chunk before it are done, while the workers go on with the next: the
/// same expansions, merged in the same order, as one worker makes.
///
/// Only the frontier's values are kept: a state's value is dropped once it is expanded, and of
/// an expansion's results only those whose shape no earlier level knew, the first of each
/// shape in a chunk (the only one the merge could adopt), wait for the merge; the rest are
/// dropped at once. An action's state is not read (`ObservedState`) when the step logged no
/// warning: its shape and scenes (`EngineShape`) are all the merge needs, and of a known shape
/// not even its scenes (they were noted with the shape's first state). A state the merge
/// adopts is read when its level is expanded, on its chunk's task (`EngineValue.waiting`).
/// Until then it is not kept as a hierarchy of its own: it is its parent (`KeptState`, one
/// shared by every child of a parent that waits) and the action, performed again when it
/// is expanded — the engine is deterministic, so the hierarchy is the one the action made
/// the first time, and a waiting state costs a reference and an action instead of the
/// controllers its branch copied.
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
    /// The chunk being merged: its outcomes' values, by expansion (from `childrenBase`) and action.
    private var children: [[EngineValue?]] = []
    private var childrenBase = 0
    /// The chunk being merged: its expansions (the shapes its kept values were kept for).
    private var chunkExpansions: [StateExpansion] = []
    /// The shapes of the states adopted so far, by hash (`EngineShape.hash`), as of the level
    /// being expanded; `adopted` are this level's, added once it is merged.
    private var knownHashes: [ShapeHash: String] = [:]
    private var adopted: [(ShapeHash, String)] = []
    /// Shapes the merge met in this phase and did not adopt, by hash: past the state bound
    /// (or known), so never adopted in this phase, their scenes already noted — an outcome
    /// of one needs its key only, as a known one. `met` are this level's.
    private var metHashes: [ShapeHash: String] = [:]
    private var met: [(ShapeHash, String)] = []
    /// Whether the phase has all the states its bound allows: a new shape is never adopted now,
    /// so its key is not written (`stateBoundReached`).
    private var full = false
    /// The hashes of the last `open`'s states, by start.
    private var openedHashes: [ShapeHash?] = []
    private var counters = StateExpander.Counters()

    init(window: EngineWindow, workers: Int, readsEveryState: Bool = false) {
        self.window = window
        self.workers = max(1, workers)
        self.readsEveryState = readsEveryState
        shapes = EngineShape(context: window.context, catalog: window.world.base.catalog)
    }

    func open(_ starts: [ExplorationStart], log: inout ExplorationLog) async throws(ExplorerServerFailure) -> [ExpansionOutcome] {
        var outcomes: [ExpansionOutcome] = []
        opened = []
        openedHashes = []
        for start in starts {
            counters.requests += 1
            switch window.open(start) {
            case .refused(let r):
                outcomes.append(.refused(r))
                opened.append(nil)
                openedHashes.append(nil)
            case .state(let state):
                outcomes.append(.state(state.observed))
                opened.append(state)
                // A start's tab bars remember nothing yet (as `EngineWindow.open` reads it).
                openedHashes.append(readsEveryState ? nil : shapes.hash(state.window, in: state.hierarchy, tabSelections: [:]))
            }
        }
        return outcomes
    }

    func expand(_ frontier: [Int], log: inout ExplorationLog, merge: ExpansionMerge) async throws(ExplorerServerFailure) {
        let known = log.stateIndex
        let knownHashes = self.knownHashes, metHashes = self.metHashes, full = self.full
        let size = Self.chunkSize(states: frontier.count, workers: workers)
        let count = (frontier.count + size - 1) / size
        // Each chunk owns its states' values (taken out of `states`), and drops each once expanded.
        let chunks = (0..<count).map { c in
            EngineBatch(frontier[(c * size)..<min(frontier.count, (c + 1) * size)].map { states.removeValue(forKey: $0)! })
        }
        let window = self.window
        let shapes = readsEveryState ? nil : self.shapes
        await withTaskGroup(of: (Int, EngineRun).self) { group in
            var started = 0
            while started < min(workers, count) {
                let c = started, batch = chunks[c]
                group.addTask { (c, EngineRun.expand(batch, window: window, shapes: shapes, known: known, knownHashes: knownHashes, metHashes: metHashes, full: full)) }
                started += 1
            }
            // Chunks finish in any order; each is merged once those before it are.
            var done: [Int: EngineRun] = [:]
            var merged = 0
            while merged < count, let (c, run) = await group.next() {
                if started < count {
                    let s = started, batch = chunks[s]
                    group.addTask { (s, EngineRun.expand(batch, window: window, shapes: shapes, known: known, knownHashes: knownHashes, metHashes: metHashes, full: full)) }
                    started += 1
                }
                done[c] = run
                while let run = done.removeValue(forKey: merged) {
                    counters.actions += run.actions
                    counters.requests += run.actions
                    children = run.children
                    chunkExpansions = run.expansions
                    childrenBase = merged * size
                    for (i, e) in run.expansions.enumerated() { merge(childrenBase + i, e, &log) }
                    // What is left was not adopted (`adopt` takes what it adopts).
                    for (i, kept) in children.enumerated() {
                        for (a, value) in kept.enumerated() {
                            guard case .waiting(_, _, let hash?, _) = value,
                                  case .state(let shape, _, _, _) = chunkExpansions[i].outcomes[a] else { continue }
                            met.append((hash, shape))
                        }
                    }
                    // What the merge did not adopt is dropped here, chunk by chunk.
                    children = []
                    chunkExpansions = []
                    merged += 1
                }
            }
        }
    }

    /// States per chunk of a level: small enough that the workers stay busy to the level's end
    /// and the merge follows close behind them, large enough that a chunk's task is worth it.
    static func chunkSize(states: Int, workers: Int) -> Int {
        max(1, min(64, states / (workers * 8)))
    }

    func adopt(_ index: Int, from source: OutcomeSource) {
        switch source {
        case .start(let k):
            states[index] = opened[k].map { .state($0, hash: nil) }
            if let hash = openedHashes[k], let shape = opened[k]?.observed.shape { adopted.append((hash, shape)) }
        case .action(let e, let a):
            let value = children[e - childrenBase][a].take()
            states[index] = value
            if let hash = value?.hash, case .state(let shape, _, _, _) = chunkExpansions[e - childrenBase].outcomes[a] {
                adopted.append((hash, shape))
            }
        }
    }

    func levelMerged() {
        opened = []
        children = []
        // The level's tasks are done: the table is not shared, and grows in place.
        for (hash, shape) in adopted { knownHashes[hash] = shape }
        for (hash, shape) in met { metHashes[hash] = shape }
        adopted = []
        met = []
    }

    func stateBoundReached() { full = true }

    func phaseDone(_ log: inout ExplorationLog) {
        // The next phase has a bound of its own: what this one could not adopt, it may.
        metHashes = [:]
        full = false
        log.counters.add(counters)
        counters = StateExpander.Counters()
        states = [:]
    }

    func close(_ log: inout ExplorationLog) {
        states = [:]
    }
}

/// A state's value as the exploration keeps it: read (`EngineState`), or, for a state an
/// action led to, the state before and the action, performed again and read when it is expanded.
enum EngineValue: Sendable {
    /// `hash`: the shape's (`EngineShape.hash`), when it was hashed; `shape`: the key
    /// `EngineShape.read` wrote for it, which reading it does not write again.
    case state(EngineState, hash: ShapeHash? = nil)
    /// `action` on `parent`, which led (without warnings) to a state of shape `shape`.
    case waiting(KeptState, action: UserAction, hash: ShapeHash?, shape: String)

    var hash: ShapeHash? {
        switch self {
        case .state(_, let hash), .waiting(_, _, let hash, _): return hash
        }
    }

    /// The state, performed again and read now if it was not.
    func read(_ window: EngineWindow) -> EngineState? {
        switch self {
        case .state(let s, _): return s
        case .waiting(let parent, let action, _, let shape):
            let before = parent.state
            guard case .done(let performed) = window.perform(action, on: before),
                  case .state(let s) = window.read(performed, window: before.window, tabSelections: before.tabSelections,
                                                   shape: shape) else { return nil }
            return s
        }
    }
}

/// A state being expanded, kept (shared) for its children that wait to be expanded
/// (`EngineValue.waiting`); freed when the last of them is expanded or dropped.
final class KeptState: Sendable {
    let state: EngineState
    init(_ state: EngineState) { self.state = state }
}

/// One chunk's states, each taken out (and so dropped) as the chunk is expanded; one task uses it.
final class EngineBatch: @unchecked Sendable {
    var states: [EngineValue?]
    init(_ states: [EngineValue]) { self.states = states }
}

/// One chunk of a level, expanded on one task: each state's actions tried on branches of it, in order.
struct EngineRun: Sendable {
    var expansions: [StateExpansion] = []
    /// Per state, per action: the value after it, when its shape is new to the chunk and to
    /// the levels before.
    var children: [[EngineValue?]] = []
    var actions = 0

    /// `shapes`: how to tell a known shape without reading the state (nil: read every state);
    /// `knownHashes`: shapes of `known` by hash (some of them), which need no key written;
    /// `metHashes`: shapes met and not adopted in this phase (`EngineDriver.metHashes`), the same;
    /// `full`: the phase's state bound is reached, and `knownHashes` holds every state adopted
    /// (a shape it lacks is new and never adopted now: its scenes are read, its key is not
    /// written, and the merge gets the empty key, which no state has).
    static func expand(_ batch: EngineBatch, window: EngineWindow, shapes: EngineShape?, known: [String: Int],
                       knownHashes: [ShapeHash: String] = [:], metHashes: [ShapeHash: String] = [:],
                       full: Bool = false) -> EngineRun {
        var run = EngineRun()
        var seen = Set<String>()
        var seenHashes: [ShapeHash: String] = [:]
        for i in batch.states.indices {
            // Every adopted state reads (the shape it was kept for has a root).
            let state = batch.states[i].take()!.read(window)!
            let actions = ActionEnumeration.actions(in: state.observed, graph: window.context.graph)
            var expansion = StateExpansion()
            expansion.actions = actions
            expansion.outcomes.reserveCapacity(actions.count)
            var kept: [EngineValue?] = []
            kept.reserveCapacity(actions.count)
            // Made for the first child that waits, shared by the others.
            var parent: KeptState?
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
                   let hash = shapes.hash(state.window, in: performed.hierarchy, tabSelections: state.tabSelections) {
                    // A shape known by its hash, met and not adopted, or met earlier in the chunk:
                    // its key, not written again.
                    if let shape = knownHashes[hash] ?? metHashes[hash] ?? seenHashes[hash] {
                        expansion.outcomes.append(.state(shape: shape, scenes: [], undo: nil, warnings: []))
                        kept.append(nil)
                        continue
                    }
                    if full, let scenes = shapes.scenes(state.window, in: performed.hierarchy) {
                        seenHashes[hash] = ""
                        expansion.outcomes.append(.state(shape: "", scenes: scenes, undo: nil, warnings: []))
                        kept.append(nil)
                        continue
                    }
                    if let (shape, scenes) = shapes.read(state.window, in: performed.hierarchy, tabSelections: state.tabSelections) {
                        seenHashes[hash] = shape
                        if known[shape] != nil || !seen.insert(shape).inserted {
                            expansion.outcomes.append(.state(shape: shape, scenes: [], undo: nil, warnings: []))
                            kept.append(nil)
                        } else {
                            expansion.outcomes.append(.state(shape: shape, scenes: scenes, undo: nil, warnings: []))
                            if parent == nil { parent = KeptState(state) }
                            kept.append(.waiting(parent!, action: action, hash: hash, shape: shape))
                        }
                        continue
                    }
                }
                switch window.read(performed, after: state) {
                case .refused(let r):
                    expansion.outcomes.append(.refused(r))
                    kept.append(nil)
                case .state(let after):
                    let shape = after.observed.shape
                    expansion.outcomes.append(.state(after.observed))
                    let new = known[shape] == nil && seen.insert(shape).inserted
                    // Hashed as a result of the hash path would be, so that `full` knows every adopted state.
                    kept.append(new ? .state(after, hash: shapes?.hash(state.window, in: after.hierarchy, tabSelections: state.tabSelections)) : nil)
                }
            }
            run.expansions.append(expansion)
            run.children.append(kept)
        }
        return run
    }
}
