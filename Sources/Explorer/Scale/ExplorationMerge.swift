import Foundation

/// `prosc merge` of a sharded exploration's reports: checks they are the N shards of one
/// exploration (the same app, options and version; shards k/N of one N, each once), then runs
/// the unsharded breadth-first search over the union of their records (`ReplayDriver`) on the
/// app loaded again from the directories the shards name, and checks every problem in process
/// as `prosc explore` does. The result is the unsharded exploration's log; its work counters
/// and seconds are the shards' sums (docs/scale.md).
public enum ExplorationMerge {
    /// Checks the shards belong together; `files` names them in errors, in the same order.
    public static func check(_ shards: [ShardReport], files: [String]) throws(ExploreFailure) {
        guard let first = shards.first else { throw .badInput("give the shards' reports") }
        let n = first.shard.count
        var seen: [Int: String] = [:]
        for (k, s) in shards.enumerated() {
            if let d = s.identity.difference(from: first.identity) {
                throw .badInput("\(files[k]): \(d) in \(files[0]): shards of another exploration cannot be merged")
            }
            guard s.shard.count == n else {
                throw .badInput("\(files[k]) is shard \(s.shard) but \(files[0]) is shard \(first.shard): shards of one N")
            }
            if let other = seen[s.shard.index] { throw .badInput("\(files[k]) and \(other) are both shard \(s.shard)") }
            seen[s.shard.index] = files[k]
        }
        if let missing = (1...n).first(where: { seen[$0] == nil }) {
            throw .badInput("shard \(missing)/\(n) missing: give every shard's report")
        }
    }

    /// The merged exploration (see the type's comment); `options` says what to make besides
    /// (snapshots, proscd, notices).
    public static func run(_ shards: [ShardReport], files: [String], options base: ExploreOptions) async throws(ExploreFailure) -> ExploreSession.Outcome {
        try check(shards, files: files)
        let id = shards[0].identity
        var options = base
        options.directories = id.directories
        options.main = id.main
        options.sources = id.sources
        options.ios = id.ios.map(String.init)
        options.bounds = ExplorationBounds(maxDepth: id.maxDepth, maxStates: id.maxStates, maxRepeats: id.maxRepeats)
        options.exhaustive = id.exhaustive
        options.socket = nil
        options.privateServer = false
        options.shard = nil
        var records = ExplorationRecords()
        for s in shards { records.add(s.records) }
        options.replay = records
        var outcome = try await ExploreSession.run(options)
        if let now = outcome.identity, let d = now.difference(from: id) {
            throw .badInput("the app read now differs from the shards': \(d)")
        }
        var counters = StateExpander.Counters()
        func sum(_ key: String) -> Int { Int(shards.reduce(0.0) { $0 + ($1.work[key] ?? 0) }) }
        counters.requests = sum("requests"); counters.replays = sum("replays"); counters.moves = sum("moves")
        counters.undos = sum("undos"); counters.failedUndos = sum("failedUndos")
        counters.actions = outcome.log.counters.actions
        outcome.log.counters = counters
        outcome.log.serverRenewals = sum("serverRenewals")
        outcome.log.seconds = shards.reduce(0.0) { $0 + ($1.work["seconds"] ?? 0) }
        outcome.log.started = shards.map(\.started).min() ?? outcome.log.started
        return outcome
    }
}
