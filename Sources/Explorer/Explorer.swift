import Foundation
import ProsceniumClient
import Synchronization

/// The breadth-first exploration: from each start, every action of every distinct state
/// (deduplicated by `StateShape`), level by level. Where the actions run is the driver's
/// business (`ExplorationDriver`: windows side by side on a server, or hierarchy values in
/// process on every core); levels are merged here, in a fixed order (states in discovery
/// order, actions in enumeration order), so the result — states, shortest paths, problems —
/// does not depend on the driver, on how many workers it had, or on which finished first.
///
/// Two phases: the launch, with its own state budget; then, for scenes the launch does not
/// reach, every controller the app's code could instantiate (each storyboard's initial
/// controller, each storyboard identifier) as a window's root, with a budget of its own.
public struct Explorer: Sendable {
    public var context: ExplorationContext
    public var bounds: ExplorationBounds
    /// Windows explored side by side (on a server), or workers (in process).
    public var workers: Int

    public init(context: ExplorationContext, bounds: ExplorationBounds = ExplorationBounds(), workers: Int = 8) {
        self.context = context
        self.bounds = bounds
        self.workers = max(1, workers)
    }

    /// States expanded between two checks of the server's size (`ExplorationServer.renewIfLarge`).
    public var batchSize = 256
    /// This run's share of a sharded exploration (`ExplorationShard`); nil: all of it.
    public var shard: ExplorationShard?
    /// Whether what every start and every expanded state did is kept in `log.records` (a
    /// shard's, for `prosc merge`).
    public var recording = false
    /// Whether equivalent states are left out (`HiddenTabReduction`); false: the exhaustive
    /// search, every distinct state expanded (the tests compare both).
    public var reduces = true

    /// Explores on `server` (the windows are spread over its connections) and collects the result.
    public func explore(_ server: ExplorationServer) async throws(ExplorerServerFailure) -> ExplorationLog {
        try await explore(ServerDriver(server: server, context: context, workers: workers, batchSize: batchSize))
    }

    /// Explores in process over `world`'s hierarchy values, `workers` at a time.
    public func explore(_ world: EngineWorld) async throws(ExplorerServerFailure) -> ExplorationLog {
        try await explore(EngineDriver(window: EngineWindow(world: world, context: context), workers: workers,
                                       readsEveryState: recording))
    }

    func explore(_ driver: some ExplorationDriver) async throws(ExplorerServerFailure) -> ExplorationLog {
        let clock = ContinuousClock()
        let started = clock.now
        var log = ExplorationLog(context: context, bounds: bounds)
        log.reduction = HiddenTabReduction(context, enabled: reduces)
        log.stacks = StackInteriorReduction(context, enabled: reduces)
        if bounds.maxRepeats > 0 { log.repeats = RepeatBound(context, maxRepeats: bounds.maxRepeats) }
        do {
            // The launch code's root wins over the main storyboard, as in UIKit: it replaces the
            // window's root before anything appears. A display the user connects is a start of
            // the launch phase too.
            let displays = context.externalDisplayStoryboards.filter { sb in
                context.graph.storyboards.contains { $0.name == sb && $0.initial != nil }
            }.map { ExplorationStart.externalDisplay(storyboard: $0) }
            let first: [ExplorationStart] = if let root = context.launchRoot { [.launchCode(root)] }
                else if let main = context.mainStoryboard { [.launch(storyboard: main)] } else { [] }
            if !(first + displays).isEmpty {
                try await runPhase(first + displays, log: &log, driver: driver)
            }
            // A shard's launch phase is partial, so its code phase depends on none of it: every
            // start code could make, deduplicated on its own. It covers the unsharded code phase
            // (which only has fewer starts and more states already known).
            let codeStarts = codeStarts(notReaching: shard == nil ? log.reachedScenes : [:])
            if shard != nil { log.stateIndex = [:] }
            if !codeStarts.isEmpty {
                try await runPhase(codeStarts, log: &log, driver: driver)
            }
        } catch {
            driver.close(&log)
            throw error
        }
        driver.close(&log)
        log.seconds = (clock.now - started).seconds
        return log
    }

    /// The starts code could make, for scenes the launch did not reach: each storyboard's
    /// initial controller (but the main one's), then each identified scene. The list is made
    /// once, before the first of them is explored.
    func codeStarts(notReaching reached: [SceneKey: ReachedScene]) -> [ExplorationStart] {
        var out: [ExplorationStart] = []
        for sb in context.graph.storyboards {
            if let initial = sb.initial, let key = context.graph.resolve(initial, in: sb.name), reached[key] == nil,
               sb.name != context.mainStoryboard, !context.externalDisplayStoryboards.contains(sb.name) {
                out.append(.initialController(storyboard: sb.name))
            }
        }
        for scene in context.graph.identifiedScenes where reached[scene.key] == nil {
            out.append(.identifier(storyboard: scene.key.storyboard, identifier: scene.storyboardIdentifier!))
        }
        return out
    }

    private func runPhase(_ starts: [ExplorationStart], log: inout ExplorationLog,
                          driver: some ExplorationDriver) async throws(ExplorerServerFailure) {
        let isLaunch = starts.first?.isLaunch ?? true
        var phaseStates = 0
        var frontier: [Int] = []
        // `log` is a parameter, not captured: the level's merge runs inside `driver.expand`,
        // which holds `log` for its whole run.
        func discover(_ record: StateRecord, scenes: [SceneKey], _ log: inout ExplorationLog) -> Int? {
            log.noteReached(scenes, by: record, launch: isLaunch)
            // A dirty state is equivalent to a clean one the search expands (`HiddenTabReduction`);
            // one past the stack bound is not expanded (`RepeatBound`).
            guard log.stateIndex[record.shape] == nil, !log.leavesOut(record.shape, throughCode: record.trail?.throughCode == true) else { return nil }
            guard phaseStates < bounds.maxStates else {
                log.noteStateBound(depth: record.depth)
                return nil
            }
            phaseStates += 1
            return log.addState(record)
        }
        // Level 0: the starts themselves.
        let opened = try await driver.open(starts, log: &log)
        if recording {
            for (i, outcome) in opened.enumerated() { log.records.starts[starts[i]] = outcome.recorded }
        }
        for (i, outcome) in opened.enumerated() {
            switch outcome {
            case .refused(let r):
                log.recordProblem(r, start: starts[i], path: [], failing: nil)
            case .state(let shape, let scenes, _, let warnings):
                for w in warnings { log.recordWarning(w, start: starts[i], path: [], action: nil) }
                if let s = discover(StateRecord(shape: shape, start: starts[i], trail: nil), scenes: scenes, &log) {
                    frontier.append(s)
                    driver.adopt(s, from: .start(i))
                }
            }
        }
        driver.levelMerged()
        var split = false
        func share(_ level: [Int], _ log: ExplorationLog) -> [Int] {
            guard let shard, !split, shard.splitsAt(width: level.count) else { return level }
            split = true
            return level.filter { shard.owns(log.states[$0].shape) }
        }
        frontier = share(frontier, log)
        var depth = 0
        while !frontier.isEmpty {
            if depth >= bounds.maxDepth {
                log.truncatedByDepth = true
                log.statesAtMaxDepth += frontier.count
                break
            }
            // Past the bound the in-process driver hands over no key for a new shape, which
            // `leavesOut` needs to tell a state it leaves out from a new one.
            if phaseStates >= bounds.maxStates, !log.leavesOutStates { driver.stateBoundReached() }
            var next: [Int] = []
            let level = frontier
            // Each state's expansion is merged in the level's order, as the driver hands it over.
            try await driver.expand(level, log: &log) { k, expansion, log in
                let parentIndex = level[k]
                let parent = log.states[parentIndex]
                if recording, expansion.failure == nil { log.records.expansions[parent.shape] = expansion.recorded }
                log.statesExpanded += 1
                if let failure = expansion.failure { log.replayFailures.append("\(parent.shape): \(failure)") }
                for (j, (action, outcome)) in zip(expansion.actions, expansion.outcomes).enumerated() {
                    log.actionsTried += 1
                    if case .dismiss(let stuck?) = action.kind {
                        log.recordStuck(action, style: stuck, start: parent.start, path: parent.trail.actions)
                    }
                    switch outcome {
                    case .refused(let r):
                        log.noteSegue(action, performed: false)
                        log.recordProblem(r, start: parent.start, path: parent.trail.actions, failing: action)
                    case .state(let shape, let scenes, let undo, let warnings):
                        log.noteSegue(action, performed: true)
                        for w in warnings { log.recordWarning(w, start: parent.start, path: parent.trail.actions, action: action) }
                        // Most actions lead to a known state, or past the bound, with no new scene:
                        // nothing to record (what `discover` would conclude), so no path is made.
                        let isNew = log.stateIndex[shape] == nil
                            && !log.leavesOut(shape, throughCode: action.codePlan != nil || parent.trail?.throughCode == true)
                        if !isNew || phaseStates >= bounds.maxStates, scenes.allSatisfy({ log.reachedScenes[$0] != nil }) {
                            if isNew { log.noteStateBound(depth: parent.depth + 1) }
                            continue
                        }
                        let record = StateRecord(shape: shape, start: parent.start, trail: ActionPath(action, after: parent.trail),
                                                 parent: parentIndex, undo: undo)
                        if let s = discover(record, scenes: scenes, &log) {
                            next.append(s)
                            driver.adopt(s, from: .action(expansion: k, action: j))
                        }
                    }
                }
            }
            driver.levelMerged()
            frontier = share(next, log)
            depth += 1
        }
        driver.phaseDone(&log)
    }
}

/// Hands out a level's items, each once, keeping each window near where it was: the level
/// (in breadth-first order, so neighbours are siblings and cousins, a few steps apart) is cut
/// into one contiguous range per window, each window walks its own range in order, and a
/// window whose range is done takes the second half of the largest range left.
final class WorkQueue: Sendable {
    private struct State {
        var ranges: [Range<Int>]
    }
    private let state: Mutex<State>

    init(count: Int, workers: Int) {
        let w = max(1, min(workers, count))
        state = Mutex(State(ranges: (0..<w).map { k in (count * k / w)..<(count * (k + 1) / w) }))
    }

    func take(worker: Int) -> Int? {
        state.withLock { s in
            guard worker < s.ranges.count else { return nil }
            if s.ranges[worker].isEmpty {
                guard let victim = s.ranges.indices.max(by: { s.ranges[$0].count < s.ranges[$1].count }),
                      s.ranges[victim].count > 0 else { return nil }
                let r = s.ranges[victim]
                let mid = r.lowerBound + r.count / 2
                s.ranges[victim] = r.lowerBound..<mid
                s.ranges[worker] = mid..<r.upperBound
            }
            let k = s.ranges[worker].lowerBound
            s.ranges[worker] = (k + 1)..<s.ranges[worker].upperBound
            return k
        }
    }
}

extension StateExpander.Counters {
    mutating func add(_ o: StateExpander.Counters) {
        actions += o.actions; replays += o.replays; replaySteps += o.replaySteps; moves += o.moves
        undos += o.undos; failedUndos += o.failedUndos; requests += o.requests
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
