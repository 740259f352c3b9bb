import ProsceniumClient

/// Answers an exploration from records instead of running actions: the union of a sharded
/// exploration's records (`ExplorationRecords`), so `prosc merge` runs the unsharded
/// breadth-first search — the same `Explorer` code, the same order — without exploring again.
/// A start or state no shard recorded (a shard's `--max-states` cut its share short where the
/// unsharded search goes on) is explored here, in process on `window`: its path replayed from
/// its start, then its actions tried as `EngineDriver` tries them; without a window it is an
/// error naming it.
final class ReplayDriver: ExplorationDriver, @unchecked Sendable {
    // @unchecked: used by the exploration's driving task only.
    let records: ExplorationRecords
    let window: EngineWindow?
    /// Starts and states explored here because no shard recorded them.
    private(set) var explored = 0

    init(records: ExplorationRecords, window: EngineWindow? = nil) {
        self.records = records
        self.window = window
    }

    static func missing(_ what: String) -> ExplorerServerFailure {
        ExplorerServerFailure(error: ClientError(kind: .protocolViolation, message:
            "no shard's report has \(what): a shard stopped early (--max-states) or the reports are of different runs"))
    }

    func open(_ starts: [ExplorationStart], log: inout ExplorationLog) async throws(ExplorerServerFailure) -> [ExpansionOutcome] {
        var outcomes: [ExpansionOutcome] = []
        for start in starts {
            if let outcome = records.starts[start] {
                outcomes.append(outcome)
                continue
            }
            guard let window else { throw Self.missing("the start \(start.description)") }
            explored += 1
            switch window.open(start) {
            case .refused(let r): outcomes.append(.refused(r))
            case .state(let state): outcomes.append(.state(state.observed))
            }
        }
        return outcomes
    }

    func expand(_ frontier: [Int], log: inout ExplorationLog, merge: ExpansionMerge) async throws(ExplorerServerFailure) {
        self.merge(try expansions(frontier, log: log), log: &log, merge)
    }

    private func expansions(_ frontier: [Int], log: ExplorationLog) throws(ExplorerServerFailure) -> [StateExpansion] {
        var expansions: [StateExpansion] = []
        expansions.reserveCapacity(frontier.count)
        for index in frontier {
            let state = log.states[index]
            if let expansion = records.expansions[state.shape] {
                expansions.append(expansion)
                continue
            }
            let what = "the state reached by \(state.path.count) actions from \(state.start.description) expanded"
            guard let window else { throw Self.missing(what) }
            guard case .state(var value) = window.open(state.start) else { throw Self.missing(what + " (its start is refused now)") }
            for action in state.path {
                guard case .state(let next) = window.apply(action, to: value) else { throw Self.missing(what + " (its path is refused now)") }
                value = next
            }
            explored += 1
            expansions.append(EngineRun.expand(EngineBatch([.state(value)]), window: window, shapes: nil, known: [:]).expansions[0].recorded)
        }
        return expansions
    }

    func adopt(_ index: Int, from source: OutcomeSource) {}
    func levelMerged() {}
    func phaseDone(_ log: inout ExplorationLog) {}
    func close(_ log: inout ExplorationLog) {}
}
