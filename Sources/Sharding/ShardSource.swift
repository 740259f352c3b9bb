/// Where a shard came from: the command line or one of the conventions CI systems and Bazel
/// use to tell a job which share it is. Listed in the order they are consulted.
public enum ShardSource: String, Sendable, CaseIterable {
    /// `--shard I/N` (1-based).
    case flag
    /// Bazel's test sharding: `TEST_SHARD_INDEX` (0-based), `TEST_TOTAL_SHARDS`.
    case bazel
    /// Kubernetes Indexed Jobs: `JOB_COMPLETION_INDEX` (0-based); the total from `--shard-total`
    /// or `PROSC_SHARD_TOTAL` (Kubernetes does not put `completions` in the pod's environment).
    case kubernetes
    /// GitLab CI `parallel:`: `CI_NODE_INDEX` (**1-based**), `CI_NODE_TOTAL`.
    case gitlab
    /// CircleCI `parallelism:`: `CIRCLE_NODE_INDEX` (0-based), `CIRCLE_NODE_TOTAL`.
    case circleci
    /// Buildkite `parallelism:`: `BUILDKITE_PARALLEL_JOB` (0-based), `BUILDKITE_PARALLEL_JOB_COUNT`.
    case buildkite

    /// The variables that carry the index and the total (nil: the total comes from elsewhere).
    public var variables: (index: String, total: String?)? {
        switch self {
        case .flag: return nil
        case .bazel: return ("TEST_SHARD_INDEX", "TEST_TOTAL_SHARDS")
        case .kubernetes: return ("JOB_COMPLETION_INDEX", nil)
        case .gitlab: return ("CI_NODE_INDEX", "CI_NODE_TOTAL")
        case .circleci: return ("CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL")
        case .buildkite: return ("BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT")
        }
    }

    /// Whether the index variable counts from 1.
    public var oneBased: Bool { self == .gitlab || self == .flag }

    /// How stderr names it: `Bazel (TEST_SHARD_INDEX=1, TEST_TOTAL_SHARDS=4)` is written by the resolution.
    public var name: String {
        switch self {
        case .flag: return "--shard"
        case .bazel: return "Bazel"
        case .kubernetes: return "Kubernetes Indexed Job"
        case .gitlab: return "GitLab"
        case .circleci: return "CircleCI"
        case .buildkite: return "Buildkite"
        }
    }
}
