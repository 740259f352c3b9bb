/// The shard a run takes, and what told it so (for the line on stderr).
public struct ResolvedShard: Sendable, Equatable {
    public let shard: Shard
    public let source: ShardSource
    /// `shard 2/4 from GitLab (CI_NODE_INDEX=2, CI_NODE_TOTAL=4)`.
    public let explanation: String
}

/// Chooses the shard from, in order: `--shard I/N`; Bazel; a Kubernetes Indexed Job; GitLab;
/// CircleCI; Buildkite. The first source with any of its variables set decides; a partial or
/// inconsistent one is an error, never a silent run of everything. A total of 1 with no index
/// (GitLab's `CI_NODE_TOTAL=1` in every job without `parallel:`) is no shard. Empty variables
/// count as unset. Pure: the environment is a dictionary.
public enum ShardResolution {
    /// The variable that carries a Kubernetes Indexed Job's total when `--shard-total` is not given.
    public static let totalVariable = "PROSC_SHARD_TOTAL"

    /// nil: not sharded (run everything).
    public static func resolve(flag: String?, total totalFlag: Int? = nil,
                               environment: [String: String]) throws(ShardError) -> ResolvedShard? {
        func value(_ name: String) -> String? {
            guard let v = environment[name], !v.isEmpty else { return nil }
            return v
        }
        if let flag {
            guard let shard = Shard(parsing: flag) else {
                throw ShardError("--shard must be I/N with 1 <= I <= N (1-based), e.g. 2/4; got '\(flag)'")
            }
            if let totalFlag, totalFlag != shard.count {
                throw ShardError("--shard \(flag) and --shard-total \(totalFlag) disagree on the number of shards")
            }
            return ResolvedShard(shard: shard, source: .flag, explanation: "shard \(shard) from --shard")
        }
        for source in ShardSource.allCases {
            guard let (indexName, totalName) = source.variables else { continue }
            let indexText = value(indexName)
            if source == .kubernetes {
                let fromFlag = totalFlag.map { ("--shard-total", String($0)) }
                let fromEnv = value(totalVariable).map { (totalVariable, $0) }
                guard let indexText else { continue }
                guard let (totalLabel, totalText) = fromFlag ?? fromEnv else {
                    throw ShardError("JOB_COMPLETION_INDEX=\(indexText) (a Kubernetes Indexed Job) needs the number of shards: "
                                     + "--shard-total N or \(totalVariable)=N (the Job's completions)")
                }
                if let fromFlag, let fromEnv, fromFlag.1 != fromEnv.1 {
                    throw ShardError("--shard-total \(fromFlag.1) and \(totalVariable)=\(fromEnv.1) disagree")
                }
                return try make(source, indexName, indexText, totalLabel, totalText)
            }
            guard let totalName else { continue }
            let totalText = value(totalName)
            switch (indexText, totalText) {
            case (nil, nil):
                continue
            case (nil, let total?):
                // GitLab and CircleCI set the total (1) in every job, parallel or not.
                if Int(total) == 1 { continue }
                throw ShardError("\(totalName)=\(total) is set but \(indexName) is not: \(source.name)'s shard variables are partial")
            case (let index?, nil):
                throw ShardError("\(indexName)=\(index) is set but \(totalName) is not: \(source.name)'s shard variables are partial")
            case (let index?, let total?):
                return try make(source, indexName, index, totalName, total)
            }
        }
        if let given = totalFlag.map({ "--shard-total \($0)" }) ?? value(totalVariable).map({ "\(totalVariable)=\($0)" }) {
            throw ShardError("\(given) is set but JOB_COMPLETION_INDEX is not: it gives a Kubernetes Indexed Job's "
                             + "number of shards; elsewhere use --shard I/N")
        }
        return nil
    }

    private static func make(_ source: ShardSource, _ indexName: String, _ indexText: String,
                             _ totalName: String, _ totalText: String) throws(ShardError) -> ResolvedShard {
        let both = "\(indexName)=\(indexText), \(totalName)=\(totalText)"
        guard let total = Int(totalText), total >= 1 else {
            throw ShardError("\(totalName)=\(totalText) is not a number of shards (1 or more) (\(source.name): \(both))")
        }
        guard let raw = Int(indexText) else {
            throw ShardError("\(indexName)=\(indexText) is not a shard index (\(source.name): \(both))")
        }
        let index = source.oneBased ? raw : raw + 1
        guard let shard = Shard(index: index, count: total) else {
            let range = source.oneBased ? "1…\(total)" : "0…\(total - 1)"
            throw ShardError("\(indexName)=\(indexText) is out of range \(range) for \(total) shards (\(source.name) counts from \(source.oneBased ? 1 : 0); \(both))")
        }
        return ResolvedShard(shard: shard, source: source, explanation: "shard \(shard) from \(source.name) (\(both))")
    }
}
