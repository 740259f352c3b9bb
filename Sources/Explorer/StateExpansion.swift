/// What one action did from a state: the state it led to (its shape and scenes), or the
/// server's refusal.
enum ExpansionOutcome: Sendable {
    case state(shape: String, scenes: [SceneKey])
    case refused(Refusal)
}

/// Every action of one state and what each did; `failure` when the state could not be
/// re-reached (its path no longer leads to it: the server was not deterministic).
struct StateExpansion: Sendable {
    var actions: [UserAction] = []
    var outcomes: [ExpansionOutcome] = []
    var failure: String?
}

/// A state of the exploration: its shape, how it was first reached (start and actions, the
/// shortest path in breadth-first order), its depth.
struct StateRecord: Sendable {
    var shape: String
    var start: ExplorationStart
    var path: [UserAction]
    var depth: Int { path.count }
}

/// Expands states in one window: re-reaches a state from its start, tries every action,
/// and steps back after each (an undo read off the trees, checked by shape) or re-reaches the
/// state when no single call can undo it.
struct StateExpander {
    let window: LiveWindow
    let graph: StoryboardGraph

    /// Counters for the performance figures.
    struct Counters: Sendable {
        var actions = 0
        var replays = 0
        var replaySteps = 0
        var undos = 0
        var failedUndos = 0
        var requests = 0
    }
    var counters = Counters()

    init(window: LiveWindow, graph: StoryboardGraph) {
        self.window = window
        self.graph = graph
    }

    /// Brings the window to `record`'s state by replaying its path; the state, or why not.
    mutating func reach(_ record: StateRecord) async throws(ExplorerServerFailure) -> Result<ObservedState, ReplayMismatch> {
        counters.replays += 1
        guard case .done(var state) = try await window.open(record.start) else {
            return .failure(ReplayMismatch(step: 0, reason: "the start was refused"))
        }
        for (i, action) in record.path.enumerated() {
            counters.replaySteps += 1
            switch try await window.apply(action) {
            case .done(let next): state = next
            case .refused(let r): return .failure(ReplayMismatch(step: i + 1, reason: "refused: \(r.message)"))
            }
        }
        guard state.shape == record.shape else {
            return .failure(ReplayMismatch(step: record.path.count, reason: "reached \(state.shape), expected \(record.shape)"))
        }
        return .success(state)
    }

    /// Tries every action of `record`'s state.
    mutating func expand(_ record: StateRecord) async throws(ExplorerServerFailure) -> StateExpansion {
        var expansion = StateExpansion()
        let before: ObservedState
        switch try await reach(record) {
        case .success(let s): before = s
        case .failure(let m):
            expansion.failure = m.description
            return expansion
        }
        let actions = ActionEnumeration.actions(in: before, graph: graph)
        expansion.actions = actions
        var outcomes = [ExpansionOutcome?](repeating: nil, count: actions.count)
        // Actions that leave the state (back, dismiss, unwind) last: the last one needs no undo.
        let order = actions.indices.sorted { leaves(actions[$0]) == leaves(actions[$1]) ? $0 < $1 : !leaves(actions[$0]) }
        var inState = true
        for (n, index) in order.enumerated() {
            if !inState {
                switch try await reach(record) {
                case .success: inState = true
                case .failure(let m):
                    expansion.failure = m.description
                    return expansion
                }
            }
            let action = actions[index]
            counters.actions += 1
            switch try await window.apply(action) {
            case .refused(let r):
                outcomes[index] = .refused(r)
            case .done(let after):
                outcomes[index] = .state(shape: after.shape, scenes: after.scenes.sorted())
                guard after.shape != before.shape, n < order.count - 1 else { continue }
                if let undo = Undo.between(before, after, action: action) {
                    counters.undos += 1
                    if try await window.undo(undo, back: before.shape) { continue }
                    counters.failedUndos += 1
                }
                inState = false
            }
        }
        expansion.outcomes = outcomes.map { $0! }
        return expansion
    }

    /// Whether an action usually leaves the state for good (no single call brings it back).
    private func leaves(_ action: UserAction) -> Bool {
        switch action.kind {
        case .back, .dismiss: return true
        case .selectTab: return false
        case .tapSegue(let id), .performSegue(_, let id):
            guard let scene = action.scene else { return false }
            return graph.scenes[scene]?.segues.first { $0.segue == id }?.kind == "unwind"
        }
    }
}

/// A path that did not lead where it led before.
struct ReplayMismatch: Error, CustomStringConvertible {
    var step: Int
    var reason: String
    var description: String { "replay diverged at step \(step): \(reason)" }
}
