import Synchronization

/// Explores on a server: `workers` windows side by side over its connections, each a
/// `StateExpander` that walks between states and steps back after each action; between
/// batches of states a private server that grew too large is renewed.
final class ServerDriver: ExplorationDriver, @unchecked Sendable {
    // @unchecked: used by the exploration's driving task only.
    let server: ExplorationServer
    let context: ExplorationContext
    let workers: Int
    let batchSize: Int
    private var expanders: [StateExpander] = []

    init(server: ExplorationServer, context: ExplorationContext, workers: Int, batchSize: Int) {
        self.server = server
        self.context = context
        self.workers = workers
        self.batchSize = batchSize
        expanders = makeExpanders()
    }

    private func makeExpanders() -> [StateExpander] {
        let connections = server.connections
        return (0..<workers).map { w in
            StateExpander(window: LiveWindow(connection: connections[w % connections.count], context: context,
                                             pipelined: server.isPrivate), graph: context.graph)
        }
    }

    /// Between batches: a renewed server has none of the windows; new expanders start afresh.
    private func maintain(_ log: inout ExplorationLog) async throws(ExplorerServerFailure) {
        for e in expanders { log.counters.requests += e.window.takeRequests() }
        if try await server.renewIfLarge() {
            for e in expanders { log.counters.add(e.counters) }
            expanders = makeExpanders()
        }
    }

    func open(_ starts: [ExplorationStart], log: inout ExplorationLog) async throws(ExplorerServerFailure) -> [ExpansionOutcome] {
        try await maintain(&log)
        return try await runWorkers(Array(starts.indices), expanders: expanders) { (e, i) throws(ExplorerServerFailure) -> ExpansionOutcome in
            e.forget()
            switch try await e.window.open(starts[i]) {
            case .refused(let r): return .refused(r)
            case .done(let s): return .state(s)
            }
        }
    }

    func expand(_ frontier: [Int], log: inout ExplorationLog, merge: ExpansionMerge) async throws(ExplorerServerFailure) {
        self.merge(try await expansions(frontier, log: &log), log: &log, merge)
    }

    private func expansions(_ frontier: [Int], log: inout ExplorationLog) async throws(ExplorerServerFailure) -> [StateExpansion] {
        let records = log.states
        let known = log.stateIndex
        var expansions: [StateExpansion] = []
        var batchStart = 0
        while batchStart < frontier.count {
            try await maintain(&log)
            let batch = Array(frontier[batchStart..<min(frontier.count, batchStart + batchSize)])
            expansions += try await runWorkers(batch, expanders: expanders) {
                (e, s) throws(ExplorerServerFailure) -> StateExpansion in
                try await e.expand(s, records, known: known)
            }
            batchStart += batchSize
        }
        return expansions
    }

    func adopt(_ index: Int, from source: OutcomeSource) {}
    func levelMerged() {}

    func phaseDone(_ log: inout ExplorationLog) {
        for e in expanders { log.counters.add(e.counters); e.counters = StateExpander.Counters() }
    }

    func close(_ log: inout ExplorationLog) {
        for e in expanders {
            e.window.close()
            log.counters.requests += e.window.takeRequests()
        }
    }

    /// Runs `body` for every item on the expanders side by side (`WorkQueue` hands them out),
    /// and answers in item order.
    private func runWorkers<Value: Sendable>(
        _ items: [Int], expanders: [StateExpander],
        _ body: @escaping @Sendable (StateExpander, Int) async throws(ExplorerServerFailure) -> Value
    ) async throws(ExplorerServerFailure) -> [Value] {
        guard !items.isEmpty else { return [] }
        let queue = WorkQueue(count: items.count, workers: expanders.count)
        let gathered: Result<[(Int, Value)], ExplorerServerFailure> = await withTaskGroup(
            of: Result<[(Int, Value)], ExplorerServerFailure>.self
        ) { group in
            for (w, e) in expanders.prefix(items.count).enumerated() {
                group.addTask {
                    var out: [(Int, Value)] = []
                    while let k = queue.take(worker: w) {
                        do throws(ExplorerServerFailure) {
                            out.append((k, try await body(e, items[k])))
                        } catch {
                            return .failure(error)
                        }
                    }
                    return .success(out)
                }
            }
            var all: [(Int, Value)] = []
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
        let results = try gathered.get()
        var ordered = [Value?](repeating: nil, count: items.count)
        for (k, v) in results { ordered[k] = v }
        return ordered.map { $0! }
    }
}
