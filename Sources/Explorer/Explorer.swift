import Foundation
import ProsceniumClient
import Synchronization

/// The breadth-first exploration: from each start, every action of every distinct state
/// (deduplicated by `StateShape`), level by level, with several windows working side by side
/// on the server. Levels are merged in a fixed order (states in discovery order, actions in
/// enumeration order), so the result — states, shortest paths, problems — does not depend on
/// which window finished first.
///
/// Two phases: the launch, with its own state budget; then, for scenes the launch does not
/// reach, every controller the app's code could instantiate (each storyboard's initial
/// controller, each storyboard identifier) as a window's root, with a budget of its own.
public struct Explorer: Sendable {
    public var context: ExplorationContext
    public var bounds: ExplorationBounds
    /// Windows explored side by side.
    public var workers: Int

    public init(context: ExplorationContext, bounds: ExplorationBounds = ExplorationBounds(), workers: Int = 8) {
        self.context = context
        self.bounds = bounds
        self.workers = max(1, workers)
    }

    /// Explores through `connections` (workers are spread over them) and collects the result.
    public func explore(_ connections: [ProsceniumConnection]) async throws(ExplorerServerFailure) -> ExplorationLog {
        let clock = ContinuousClock()
        let started = clock.now
        var log = ExplorationLog(context: context, bounds: bounds)
        try await runPhase([.launch(storyboard: context.mainStoryboard)], log: &log, connections: connections)
        let codeStarts = codeStarts(notReaching: log.reachedScenes)
        if !codeStarts.isEmpty {
            try await runPhase(codeStarts, log: &log, connections: connections)
        }
        log.seconds = (clock.now - started).seconds
        return log
    }

    /// The starts code could make, for scenes not reached yet: each storyboard's initial
    /// controller, then each identified scene, skipping those reached meanwhile.
    func codeStarts(notReaching reached: [SceneKey: ReachedScene]) -> [ExplorationStart] {
        var out: [ExplorationStart] = []
        for sb in context.graph.storyboards {
            if let initial = sb.initial, let key = context.graph.resolve(initial, in: sb.name), reached[key] == nil,
               sb.name != context.mainStoryboard {
                out.append(.initialController(storyboard: sb.name))
            }
        }
        for scene in context.graph.identifiedScenes where reached[scene.key] == nil {
            out.append(.identifier(storyboard: scene.key.storyboard, identifier: scene.storyboardIdentifier!))
        }
        return out
    }

    private func runPhase(_ starts: [ExplorationStart], log: inout ExplorationLog,
                          connections: [ProsceniumConnection]) async throws(ExplorerServerFailure) {
        let isLaunch = starts.first?.isLaunch ?? true
        var phaseStates = 0
        // Level 0: the starts themselves.
        var frontier: [Int] = []
        let opened = try await runWorkers(starts.count, connections: connections) { expander, i throws(ExplorerServerFailure) in
            try await expander.openStart(starts[i])
        }
        for (i, result) in opened.enumerated() {
            log.counters.add(result.counters)
            switch result.value {
            case .refused(let r):
                log.recordProblem(r, start: starts[i], path: [], failing: nil)
            case .state(let shape, let scenes):
                let record = StateRecord(shape: shape, start: starts[i], path: [])
                log.noteReached(scenes, by: record, launch: isLaunch)
                if log.stateIndex[shape] == nil {
                    if phaseStates < bounds.maxStates {
                        phaseStates += 1
                        frontier.append(log.addState(record))
                    } else {
                        log.truncatedByStates = true
                    }
                }
            }
        }
        var depth = 0
        while !frontier.isEmpty {
            if depth >= bounds.maxDepth {
                log.truncatedByDepth = true
                break
            }
            let level = frontier.map { log.states[$0] }
            let expansions = try await runWorkers(level.count, connections: connections) { expander, i throws(ExplorerServerFailure) in
                ExpansionResult(value: try await expander.expand(level[i]), counters: StateExpander.Counters())
            }
            var next: [Int] = []
            for (k, result) in expansions.enumerated() {
                log.counters.add(result.counters)
                let parent = level[k]
                let expansion = result.value
                log.statesExpanded += 1
                if let failure = expansion.failure { log.replayFailures.append("\(parent.shape): \(failure)") }
                for (action, outcome) in zip(expansion.actions, expansion.outcomes) {
                    log.actionsTried += 1
                    let path = parent.path + [action]
                    switch outcome {
                    case .refused(let r):
                        log.noteSegue(action, performed: false)
                        log.recordProblem(r, start: parent.start, path: parent.path, failing: action)
                    case .state(let shape, let scenes):
                        log.noteSegue(action, performed: true)
                        let record = StateRecord(shape: shape, start: parent.start, path: path)
                        log.noteReached(scenes, by: record, launch: isLaunch)
                        if log.stateIndex[shape] == nil {
                            if phaseStates < bounds.maxStates {
                                phaseStates += 1
                                next.append(log.addState(record))
                            } else {
                                log.truncatedByStates = true
                            }
                        }
                    }
                }
            }
            frontier = next
            depth += 1
        }
    }

    /// One worker's answer for one item, with the worker's counters since its last answer.
    struct ExpansionResult<Value: Sendable>: Sendable {
        var value: Value
        var counters: StateExpander.Counters
    }

    /// Runs `body` for items 0..<count on `workers` windows side by side; answers in item order.
    private func runWorkers<Value: Sendable>(
        _ count: Int, connections: [ProsceniumConnection],
        _ body: @escaping @Sendable (inout StateExpander, Int) async throws(ExplorerServerFailure) -> ExpansionResult<Value>
    ) async throws(ExplorerServerFailure) -> [ExpansionResult<Value>] {
        guard count > 0 else { return [] }
        let next = ItemCounter()
        let context = self.context
        let workerCount = min(workers, count)
        let gathered: Result<[(Int, ExpansionResult<Value>)], ExplorerServerFailure> = await withTaskGroup(
            of: Result<[(Int, ExpansionResult<Value>)], ExplorerServerFailure>.self
        ) { group in
            for w in 0..<workerCount {
                let connection = connections[w % connections.count]
                group.addTask {
                    let window = LiveWindow(connection: connection, context: context)
                    var expander = StateExpander(window: window, graph: context.graph)
                    var out: [(Int, ExpansionResult<Value>)] = []
                    while true {
                        let i = next.take()
                        guard i < count else { break }
                        do throws(ExplorerServerFailure) {
                            var result = try await body(&expander, i)
                            result.counters.add(expander.counters)
                            result.counters.requests += window.takeRequests()
                            expander.counters = StateExpander.Counters()
                            out.append((i, result))
                        } catch {
                            await window.close()
                            return .failure(error)
                        }
                    }
                    await window.close()
                    return .success(out)
                }
            }
            var all: [(Int, ExpansionResult<Value>)] = []
            var failure: ExplorerServerFailure?
            for await r in group {
                switch r {
                case .success(let items): all += items
                case .failure(let e): failure = failure ?? e
                }
            }
            if let failure { return .failure(failure) }
            return .success(all)
        }
        let items = try gathered.get()
        var ordered = [ExpansionResult<Value>?](repeating: nil, count: count)
        for (i, r) in items { ordered[i] = r }
        return ordered.map { $0! }
    }
}

extension StateExpander {
    /// Opens a start: its state, or the refusal of instantiating it.
    mutating func openStart(_ start: ExplorationStart) async throws(ExplorerServerFailure) -> Explorer.ExpansionResult<ExpansionOutcome> {
        switch try await window.open(start) {
        case .refused(let r): return .init(value: .refused(r), counters: Counters())
        case .done(let s): return .init(value: .state(shape: s.shape, scenes: s.scenes.sorted()), counters: Counters())
        }
    }
}

extension StateExpander.Counters {
    mutating func add(_ o: StateExpander.Counters) {
        actions += o.actions; replays += o.replays; replaySteps += o.replaySteps
        undos += o.undos; failedUndos += o.failedUndos; requests += o.requests
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

/// Hands out item numbers to workers, each once.
final class ItemCounter: Sendable {
    private let next = Mutex(0)
    func take() -> Int {
        next.withLock { n in
            defer { n += 1 }
            return n
        }
    }
}
