/// Where an exploration's actions run, level by level: windows side by side on a server
/// (`ServerDriver`), or hierarchy values in process (`EngineDriver`). `Explorer` merges what a
/// driver answers, in the items' order, so both feed the same log and the same report.
protocol ExplorationDriver: AnyObject {
    /// Opens every start; one outcome per start, in order.
    func open(_ starts: [ExplorationStart], log: inout ExplorationLog) async throws(ExplorerServerFailure) -> [ExpansionOutcome]
    /// Tries every action of every state of `frontier` (indices into `log.states`) and hands
    /// each state's expansion to `merge` with its index in `frontier`, in order, once it and
    /// every state before it are expanded (a driver may merge while it still expands the rest).
    func expand(_ frontier: [Int], log: inout ExplorationLog, merge: ExpansionMerge) async throws(ExplorerServerFailure)
    /// The phase holds all the states its bound allows (at the start of a level): no new state
    /// will be adopted before `phaseDone`.
    func stateBoundReached()
    /// The merge recorded what `source` (of the last `open` or `expand`) led to as state `index`.
    func adopt(_ index: Int, from source: OutcomeSource)
    /// The level is merged: what was not adopted is no longer needed.
    func levelMerged()
    /// A start phase is done: its counters go into the log.
    func phaseDone(_ log: inout ExplorationLog)
    /// The exploration is over (or failed): windows closed, last counters into the log.
    func close(_ log: inout ExplorationLog)
}

/// Takes in the `k`-th expansion of a level (`ExplorationDriver.expand`), in order.
typealias ExpansionMerge = (_ k: Int, _ expansion: StateExpansion, _ log: inout ExplorationLog) -> Void

extension ExplorationDriver {
    func stateBoundReached() {}

    /// A level answered at once, merged in order.
    func merge(_ expansions: [StateExpansion], log: inout ExplorationLog, _ merge: ExpansionMerge) {
        for (k, e) in expansions.enumerated() { merge(k, e, &log) }
    }
}

/// Which outcome of a level a new state came from.
enum OutcomeSource {
    /// The `k`-th start of `open`.
    case start(Int)
    /// Action `action` of the `expansion`-th state of `expand`.
    case action(expansion: Int, action: Int)
}
