import Sharding
import Testing

/// The shard from the command line and each CI convention's variables (1-based or 0-based as
/// each documents), in the documented order; partial and inconsistent variables are errors.
@Suite struct ShardResolutionTests {
    private func resolve(_ env: [String: String], flag: String? = nil, total: Int? = nil) throws(ShardError) -> ResolvedShard? {
        try ShardResolution.resolve(flag: flag, total: total, environment: env)
    }

    private func error(_ env: [String: String], flag: String? = nil, total: Int? = nil) -> String? {
        do { _ = try resolve(env, flag: flag, total: total); return nil } catch { return error.message }
    }

    @Test func eachConventionNamesItsShard() throws {
        #expect(try resolve([:], flag: "2/4")?.shard == Shard(index: 2, count: 4))
        // Bazel, CircleCI, Buildkite and Kubernetes count from 0; GitLab from 1.
        let bazel = try resolve(["TEST_SHARD_INDEX": "0", "TEST_TOTAL_SHARDS": "4"])
        #expect(bazel?.shard == Shard(index: 1, count: 4) && bazel?.source == .bazel)
        #expect(bazel?.explanation == "shard 1/4 from Bazel (TEST_SHARD_INDEX=0, TEST_TOTAL_SHARDS=4)")
        let k8s = try resolve(["JOB_COMPLETION_INDEX": "3", "PROSC_SHARD_TOTAL": "4"])
        #expect(k8s?.shard == Shard(index: 4, count: 4) && k8s?.source == .kubernetes)
        #expect(try resolve(["JOB_COMPLETION_INDEX": "3"], total: 5)?.shard == Shard(index: 4, count: 5))
        let gitlab = try resolve(["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "3"])
        #expect(gitlab?.shard == Shard(index: 1, count: 3) && gitlab?.source == .gitlab)
        let circle = try resolve(["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "3"])
        #expect(circle?.shard == Shard(index: 2, count: 3) && circle?.source == .circleci)
        let buildkite = try resolve(["BUILDKITE_PARALLEL_JOB": "2", "BUILDKITE_PARALLEL_JOB_COUNT": "3"])
        #expect(buildkite?.shard == Shard(index: 3, count: 3) && buildkite?.source == .buildkite)
        #expect(try resolve([:]) == nil)
    }

    @Test func theOrderDecidesWhenSeveralAreSet() throws {
        let all = ["TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "2", "CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "3",
                   "CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "5"]
        #expect(try resolve(all, flag: "1/7")?.source == .flag)
        #expect(try resolve(all)?.shard == Shard(index: 2, count: 2))
        var noBazel = all
        noBazel["TEST_SHARD_INDEX"] = ""
        noBazel["TEST_TOTAL_SHARDS"] = ""
        #expect(try resolve(noBazel)?.source == .gitlab, "empty variables count as unset")
    }

    @Test func aLoneTotalOfOneIsNoShard() throws {
        // GitLab sets CI_NODE_TOTAL=1 in every job without `parallel:`.
        #expect(try resolve(["CI_NODE_TOTAL": "1"]) == nil)
        #expect(try resolve(["CIRCLE_NODE_TOTAL": "1", "CIRCLE_NODE_INDEX": "0"])?.shard == Shard(index: 1, count: 1))
    }

    @Test func partialInconsistentAndOutOfRangeAreErrors() {
        #expect(error(["TEST_SHARD_INDEX": "1"]) == "TEST_SHARD_INDEX=1 is set but TEST_TOTAL_SHARDS is not: Bazel's shard variables are partial")
        #expect(error(["CI_NODE_TOTAL": "4"]) == "CI_NODE_TOTAL=4 is set but CI_NODE_INDEX is not: GitLab's shard variables are partial")
        #expect(error(["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "4"])
                == "CI_NODE_INDEX=0 is out of range 1…4 for 4 shards (GitLab counts from 1; CI_NODE_INDEX=0, CI_NODE_TOTAL=4)")
        #expect(error(["BUILDKITE_PARALLEL_JOB": "3", "BUILDKITE_PARALLEL_JOB_COUNT": "3"])?.contains("out of range 0…2") == true)
        #expect(error(["CIRCLE_NODE_INDEX": "x", "CIRCLE_NODE_TOTAL": "3"])?.hasPrefix("CIRCLE_NODE_INDEX=x is not a shard index") == true)
        #expect(error(["TEST_SHARD_INDEX": "0", "TEST_TOTAL_SHARDS": "0"])?.hasPrefix("TEST_TOTAL_SHARDS=0 is not a number of shards") == true)
        #expect(error(["JOB_COMPLETION_INDEX": "2"])?.hasPrefix("JOB_COMPLETION_INDEX=2 (a Kubernetes Indexed Job) needs the number of shards") == true)
        #expect(error(["JOB_COMPLETION_INDEX": "1", "PROSC_SHARD_TOTAL": "4"], total: 3) == "--shard-total 3 and PROSC_SHARD_TOTAL=4 disagree")
        #expect(error([:], total: 3)?.hasPrefix("--shard-total 3 is set but JOB_COMPLETION_INDEX is not") == true)
        #expect(error(["PROSC_SHARD_TOTAL": "3"])?.hasPrefix("PROSC_SHARD_TOTAL=3 is set but JOB_COMPLETION_INDEX is not") == true)
        #expect(error([:], flag: "3/2") == "--shard must be I/N with 1 <= I <= N (1-based), e.g. 2/4; got '3/2'")
        #expect(error([:], flag: "0/2") != nil && error([:], flag: "2") != nil && error([:], flag: "1/2/3") != nil)
        #expect(error([:], flag: "2/4", total: 3) == "--shard 2/4 and --shard-total 3 disagree on the number of shards")
    }
}
