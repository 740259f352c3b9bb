/// What one action did from a state: the state it led to (its shape, scenes, the single
/// call that would step back, when the trees show one, and UIKit's warnings on the way), or
/// the server's refusal.
enum ExpansionOutcome: Sendable {
    case state(shape: String, scenes: [SceneKey], undo: Undo?, warnings: [ObservedWarning])
    case refused(Refusal)

    /// What the state `s` an action (or a start) led to says of it.
    static func state(_ s: ObservedState, undo: Undo? = nil) -> ExpansionOutcome {
        .state(shape: s.shape, scenes: s.scenes.sorted(), undo: undo, warnings: s.warnings)
    }
}

extension ExpansionOutcome {
    /// As recorded for a merge: without the driver's way back (`Undo`), which only its windows use.
    var recorded: ExpansionOutcome {
        if case .state(let shape, let scenes, _, let warnings) = self { return .state(shape: shape, scenes: scenes, undo: nil, warnings: warnings) }
        return self
    }
}

/// Every action of one state and what each did; `failure` when the state could not be
/// re-reached (its path no longer leads to it: the server was not deterministic).
struct StateExpansion: Sendable {
    var actions: [UserAction] = []
    var outcomes: [ExpansionOutcome] = []
    var failure: String?

    /// As recorded for a merge (`ExpansionOutcome.recorded`).
    var recorded: StateExpansion {
        StateExpansion(actions: actions, outcomes: outcomes.map(\.recorded), failure: nil)
    }
}

/// A state of the exploration: its shape, how it was first reached (start and actions, the
/// shortest path in breadth-first order; `parent` the state before the last action), and the
/// call that steps back from it to its parent when one does (`Undo`, positions only).
struct StateRecord: Sendable {
    var shape: String
    var start: ExplorationStart
    /// The path, its last link (`ActionPath`: shared with the parent's); nil: the start itself.
    var trail: ActionPath?
    var parent: Int?
    var undo: Undo?
    /// The actions from the start, first to last (made from `trail` when asked for).
    var path: [UserAction] { trail.actions }
    var depth: Int { trail?.count ?? 0 }
}

/// Expands states in one window, which it keeps between states. To get to a state it walks
/// the tree of shortest paths: back up from where the window is (each step an `Undo`,
/// checked by shape) to a common ancestor and down the target's path, or, when that is
/// longer or impossible, replays the path from the start in a fresh window. After each
/// action it steps back the same way. The rules stay the server's: every step is a real
/// call, every arrival is checked against the recorded shape.
final class StateExpander: @unchecked Sendable {
    // @unchecked: one task uses an expander at a time; levels hand it from one task to the next.
    let window: LiveWindow
    let graph: StoryboardGraph
    /// The state the window is in, when it is one of the records.
    private(set) var current: Int?

    /// Counters for the performance figures.
    struct Counters: Sendable {
        var actions = 0
        var replays = 0
        var replaySteps = 0
        var moves = 0
        var undos = 0
        var failedUndos = 0
        var requests = 0
    }
    var counters = Counters()

    init(window: LiveWindow, graph: StoryboardGraph) {
        self.window = window
        self.graph = graph
    }

    /// Forgets where the window is (it was used for something else).
    func forget() { current = nil }

    /// Brings the window to state `target`.
    func reach(_ target: Int, _ records: [StateRecord]) async throws(ExplorerServerFailure) -> Result<ObservedState, ReplayMismatch> {
        if let here = current, let state = window.state, here == target { return .success(state) }
        if let here = current, records[here].start == records[target].start,
           let route = Self.route(from: here, to: target, records) {
            counters.moves += 1
            if let state = try await walk(route, to: target, records) { current = target; return .success(state) }
        }
        return try await replay(target, records)
    }

    /// Replays `target`'s path from its start in a fresh window.
    private func replay(_ target: Int, _ records: [StateRecord]) async throws(ExplorerServerFailure) -> Result<ObservedState, ReplayMismatch> {
        current = nil
        let record = records[target]
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
        current = target
        return .success(state)
    }

    /// The way from `here` to `target` along the tree of shortest paths — the states to step
    /// back from, then the actions down — when every step back has an undo and the way is
    /// shorter than a replay.
    static func route(from here: Int, to target: Int, _ records: [StateRecord]) -> (up: [Int], down: [UserAction])? {
        var ancestors: [Int: Int] = [:]   // state → its depth, on target's chain
        var x: Int? = target
        while let s = x { ancestors[s] = records[s].depth; x = records[s].parent }
        var up: [Int] = []
        var y = here
        while ancestors[y] == nil {
            guard records[y].undo != nil, let p = records[y].parent else { return nil }
            up.append(y)
            y = p
        }
        let down = Array(records[target].path[records[y].depth...])
        // A replay costs the window's creation and the target's depth in steps.
        guard up.count + down.count <= records[target].depth + 1 else { return nil }
        return (up, down)
    }

    private func walk(_ route: (up: [Int], down: [UserAction]), to target: Int, _ records: [StateRecord]) async throws(ExplorerServerFailure) -> ObservedState? {
        for s in route.up {
            counters.undos += 1
            guard let undo = records[s].undo, let parent = records[s].parent,
                  try await window.undo(undo, back: records[parent].shape) else {
                counters.failedUndos += 1
                return nil
            }
        }
        var state = window.state
        for action in route.down {
            counters.replaySteps += 1
            guard case .done(let next) = try await window.apply(action) else { return nil }
            state = next
        }
        guard let state, state.shape == records[target].shape else { return nil }
        return state
    }

    /// Tries every action of state `target`, stepping back after each.
    /// `known` maps the shapes of `records` to their indices: after an action that cannot be
    /// undone, the window may well be in a known state (a dismissal returns to the presenter's),
    /// from which the way back is short.
    func expand(_ target: Int, _ records: [StateRecord], known: [String: Int]) async throws(ExplorerServerFailure) -> StateExpansion {
        var expansion = StateExpansion()
        let before: ObservedState
        switch try await reach(target, records) {
        case .success(let s): before = s
        case .failure(let m):
            expansion.failure = m.description
            return expansion
        }
        let actions = ActionEnumeration.actions(in: before, graph: graph)
        expansion.actions = actions
        var outcomes = [ExpansionOutcome?](repeating: nil, count: actions.count)
        for (index, action) in actions.enumerated() {
            if current != target {
                switch try await reach(target, records) {
                case .success: break
                case .failure(let m):
                    expansion.failure = m.description
                    return expansion
                }
            }
            counters.actions += 1
            switch try await window.apply(action) {
            case .refused(let r):
                outcomes[index] = .refused(r)
            case .done(let after):
                guard after.shape != before.shape else {
                    outcomes[index] = .state(after)
                    continue
                }
                current = nil
                let undo = Undo.between(before, after, action: action)
                outcomes[index] = .state(after, undo: undo?.isPositional == true ? undo : nil)
                if let undo {
                    counters.undos += 1
                    if try await window.undo(undo, back: before.shape) {
                        current = target
                        continue
                    }
                    counters.failedUndos += 1
                }
                current = window.state.flatMap { known[$0.shape] }
            }
        }
        expansion.outcomes = outcomes.map { $0! }
        return expansion
    }
}

/// A path that did not lead where it led before.
struct ReplayMismatch: Error, CustomStringConvertible {
    var step: Int
    var reason: String
    var description: String { "replay diverged at step \(step): \(reason)" }
}
