import ArgumentParser
import Sharding
#if canImport(Glibc)
import Glibc
#endif

/// `prosc test`'s arguments, declared once: prosc-cli parses them for help, completion and
/// usage errors, prosc-flow (which runs the flows) parses them again to run.
public struct TestOptions: ParsableArguments {
    public static let abstract = "Run YAML flow tests, each against its own private proscd."
    public static let discussion = """
        PATH is a flow file or a directory (its *.yaml and *.yml files, recursively; names \
        starting with _ are skipped there, for flows meant for runFlow). Every file is \
        checked before anything runs: a bad flow file is reported as file:line:column and \
        exits 2. A failure shows the step, expected against actual as a diff and the tree \
        at the failure. Exit codes: 0 all passed, 1 any failed, 2 bad input. See docs/flows.md.
        """

    @Argument(help: ArgumentHelp("Flow files or directories of them.", valueName: "path"))
    public var paths: [String] = []

    @Option(help: ArgumentHelp("Write a JUnit XML report to FILE.", valueName: "file"))
    public var junit: String?

    @Option(help: ArgumentHelp("Flows (servers) to run at once (default: the number of cores).", valueName: "n"))
    public var jobs: Int = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    @Option(help: ArgumentHelp(
        "Run share I of N (1-based) of the flow files, sorted by path: the same on every machine (default: Bazel's, a Kubernetes Indexed Job's, GitLab's, CircleCI's or Buildkite's shard variables).",
        valueName: "I/N"))
    public var shard: String?

    @Option(name: .customLong("shard-total"),
            help: ArgumentHelp("The number of shards of a Kubernetes Indexed Job (its completions; default: $PROSC_SHARD_TOTAL), whose JOB_COMPLETION_INDEX gives the index.", valueName: "n"))
    public var shardTotal: Int?

    @Option(name: .customLong("shard-timings"),
            help: ArgumentHelp("Balance the shards by the flows' times in this JUnit report of an earlier run (longest first into the lightest shard; new flows count as the median).", valueName: "report.xml"))
    public var shardTimings: String?

    @Option(help: ArgumentHelp("Compare with an earlier run's JSON lines (prosc test --json, prosc-test.jsonl): flows newly failing, newly passing, new, gone, and the time change, before the summary.", valueName: "old.jsonl"))
    public var baseline: String?

    @Option(name: .customLong("repeat"),
            help: ArgumentHelp("Run the flows N times and fail (exit 1) unless every run ends the same: each flow's status, steps run, and failure report with its callbacks and tree.", valueName: "n"))
    public var repeatCount: Int = 1

    @Option(name: [.customLong("tags"), .customLong("tag")], parsing: .singleValue,
            help: ArgumentHelp("Run only flows with one of these tags (repeatable or comma-separated).", valueName: "tags"))
    public var tags: [String] = []

    @Option(name: .customLong("exclude-tags"), parsing: .singleValue,
            help: ArgumentHelp("Skip flows with one of these tags (repeatable or comma-separated).", valueName: "tags"))
    public var excludeTags: [String] = []

    @Option(help: ArgumentHelp(
        "Run the suite against each of these iOS versions (comma-separated: 12, 13, 14, 15, 16, 17, 18, 26), whatever the flows' headers say, and report per version (default: each flow's header, else the newest).",
        valueName: "versions"))
    public var ios: String?

    @Flag(help: "Rewrite expectCallbacks and expectTree that do not hold with what happened, leaving the rest of each file as written.")
    public var update = false

    @Option(help: ArgumentHelp(
        "Run the flows one after another against this running server instead of private ones (its state carries over; the headers' server settings do not apply).",
        valueName: "path"))
    public var socket: String?

    @Option(help: ArgumentHelp("Seconds to wait for each answer.", valueName: "seconds"))
    public var timeout: Double = 60

    @Flag(help: "Print one JSON object per flow as it ends (path, name, status, durationMs, failure or problems), then one with the counts.")
    public var json = false

    public init() {}

    public mutating func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one flow file or directory") }
        if jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
        if let shard, Shard(parsing: shard) == nil { throw ValidationError("--shard must be I/N with 1 <= I <= N (1-based), e.g. 2/4") }
        if repeatCount < 1 { throw ValidationError("--repeat must be 1 or more") }
        if repeatCount > 1 && update { throw ValidationError("--repeat and --update do not go together: --update rewrites the files between runs") }
        if let shardTotal, shardTotal < 1 { throw ValidationError("--shard-total must be 1 or more") }
        if !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
        if ios != nil, socket != nil { throw ValidationError("--ios starts private servers; with --socket the running server's version applies") }
        if let ios, ios.split(separator: ",").contains(where: { Int($0.drop { $0 == " " }) == nil }) {
            throw ValidationError("--ios must be a comma-separated list of version numbers such as 15,17,26")
        }
    }

    /// `a,b` and repeated options alike.
    public static func split(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",").map { String($0.drop { $0 == " " }) } }.filter { !$0.isEmpty }
    }
}
