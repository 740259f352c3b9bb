import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// `prosc explore --shard`, `prosc merge` of its shards, `--repeat` and `--baseline`, with the
/// real `prosc` (issue 27 §3–§4): the merged report is the unsharded one; each CI convention
/// names the shard; bad input exits 2 with the reason; a baseline's regressions exit 1.
@Suite("prosc explore: shards, merge, repeat, baseline", .serialized)
struct ShardedExploreCommandTests {
    static let demo = ServerProcess.packageRoot + "/config/storyboards"
    /// Sources that declare none of the demo's unwind actions: three problems reachable from launch.
    static let otherSources = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/ObjCApp"

    private func explore(_ arguments: [String], _ environment: [String: String] = [:]) async throws -> ProscRun {
        try await prosc(["explore"] + arguments, socket: nil, environment: ShardCommandTests.cleared.merging(environment) { $1 })
    }

    static func stable(_ text: String) throws -> JSON {
        guard case .object(var o) = try JSONParser.parse(text.trimmingCharacters(in: .whitespacesAndNewlines), maxDepth: 256) else {
            return .null
        }
        o["stats"] = nil
        return .object(o)
    }

    @Test func threeShardsMergedAreTheUnshardedReport() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-shards-cli")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let app = [Self.demo, "--main", "Main", "--sources", Self.otherSources]
        let whole = try await explore(app + ["--json"])
        #expect(whole.status == 1, "\(whole.stderr)")
        var files: [String] = []
        for i in 1...3 {
            let run = try await explore(app + ["--shard", "\(i)/3", "--json"])
            #expect(run.status == 0, "a shard leaves the verdict to the merge: \(run.stderr)")
            #expect(run.stderr.contains("prosc explore: shard \(i)/3 from --shard"), "\(run.stderr)")
            files.append(dir + "/shard-\(i).json")
            try run.stdout.write(toFile: files.last!, atomically: true, encoding: .utf8)
        }
        let merged = try await prosc(["merge"] + files + ["--output", dir + "/merged.json", "--junit", dir + "/merged.xml"], socket: nil)
        #expect(merged.status == 1, "problems reachable from launch: \(merged.stderr)")
        let mergedText = try String(contentsOfFile: dir + "/merged.json", encoding: .utf8)
        #expect(try Self.stable(mergedText) == Self.stable(whole.stdout))
        let junit = try String(contentsOfFile: dir + "/merged.xml", encoding: .utf8)
        #expect(junit.contains(#"tests="3" failures="3""#), "\(junit)")
        // The shards in another order merge the same.
        let reversed = try await prosc(["merge"] + files.reversed(), socket: nil)
        #expect(try Self.stable(reversed.stdout) == Self.stable(mergedText))

        // Each CI convention's shard 2 of 3 is --shard 2/3's.
        let byFlag = try JSONParser.parse(try String(contentsOfFile: files[1], encoding: .utf8))["states"]
        let conventions: [(String, [String: String], [String])] = [
            ("Bazel", ["TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "3"], []),
            ("Kubernetes Indexed Job", ["JOB_COMPLETION_INDEX": "1"], ["--shard-total", "3"]),
            ("GitLab", ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"], []),
            ("CircleCI", ["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "3"], []),
            ("Buildkite", ["BUILDKITE_PARALLEL_JOB": "1", "BUILDKITE_PARALLEL_JOB_COUNT": "3"], []),
        ]
        for (name, env, flags) in conventions {
            let run = try await explore(app + ["--json"] + flags, env)
            #expect(run.status == 0, "\(name): \(run.stderr)")
            #expect(run.stderr.contains("prosc explore: shard 2/3 from \(name) ("), "\(name): \(run.stderr)")
            #expect(try JSONParser.parse(run.stdout.trimmingCharacters(in: .newlines))["states"] == byFlag, "\(name)")
        }
    }

    @Test func badShardsAndReportsExitTwo() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-shards-bad")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let app = [Self.demo, "--main", "Main"]
        var files: [String] = []
        for (i, extra) in [(1, [String]()), (2, []), (2, ["--max-depth", "3"])] {
            let run = try await explore(app + ["--shard", "\(i)/2", "--json"] + extra)
            #expect(run.status == 0, "\(run.stderr)")
            files.append(dir + "/s\(files.count + 1).json")
            try run.stdout.write(toFile: files.last!, atomically: true, encoding: .utf8)
        }
        let whole = try await explore(app + ["--json"])
        try whole.stdout.write(toFile: dir + "/whole.json", atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["merge", files[0]], "prosc merge: shard 2/2 missing: give every shard's report"),
            (["merge", files[0], files[0]], "are both shard 1/2"),
            (["merge", files[0], files[2]], "s3.json: --max-depth 3 but 25 in \(files[0]): shards of another exploration cannot be merged"),
            (["merge", files[0], dir + "/whole.json"], "whole.json is JSON lines but"),
            (["explore"] + app + ["--shard", "3/2"], "--shard must be I/N with 1 <= I <= N"),
            (["explore"] + app + ["--shard", "1/2", "--junit", dir + "/x.xml"], "a shard's report is partial"),
            (["explore"] + app + ["--shard", "1/2", "--repeat", "2"], "--repeat and --baseline apply to a whole exploration"),
        ]
        for (args, message) in cases {
            let run = try await prosc(args, socket: nil, environment: ShardCommandTests.cleared)
            #expect(run.status == 2, "\(args): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(args): \(run.stderr)")
        }
        let partial = try await explore(app, ["CI_NODE_INDEX": "2"])
        #expect(partial.status == 2 && partial.stderr.contains("CI_NODE_INDEX=2 is set but CI_NODE_TOTAL is not"), "\(partial.stderr)")
    }

    @Test func repeatPassesWhenEveryRunIsTheSame() async throws {
        let run = try await explore([Self.demo, "--main", "Main", "--sources", Self.demo + "/DemoSources", "--repeat", "3"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("prosc explore: --repeat 3: every run's report is the same"), "\(run.stderr)")
        let bad = try await explore([Self.demo, "--repeat", "0"])
        #expect(bad.status == 2 && bad.stderr.contains("--repeat must be 1 or more"))
    }

    @Test func baselineSaysWhatChangedAndFailsOnRegressions() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-baseline")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let clean = try await explore([Self.demo, "--main", "Main", "--sources", Self.demo + "/DemoSources", "--json"])
        try clean.stdout.write(toFile: dir + "/clean.json", atomically: true, encoding: .utf8)
        let broken = try await explore([Self.demo, "--main", "Main", "--sources", Self.otherSources, "--json"])
        try broken.stdout.write(toFile: dir + "/broken.json", atomically: true, encoding: .utf8)

        // Three new problems from launch: a regression (exit 1), said first in every output.
        let worse = try await explore([Self.demo, "--main", "Main", "--sources", Self.otherSources, "--baseline", dir + "/clean.json",
                                       "--junit", dir + "/b.xml"])
        #expect(worse.status == 1, "\(worse.stderr)")
        #expect(worse.stdout.hasPrefix("against \(dir)/clean.json: 3 new problems, 0 fixed, 0 unchanged; regressions\n"), "\(worse.stdout)")
        #expect(worse.stdout.contains("  new (launch): segueNotFound: UIKit finds no destination for 'unwindToHome:'"))
        let junit = try String(contentsOfFile: dir + "/b.xml", encoding: .utf8)
        #expect(junit.contains(#"<testsuite name="prosc explore: baseline""#) && junit.contains("new problem: segueNotFound"))
        let worseJSON = try await explore([Self.demo, "--main", "Main", "--sources", Self.otherSources, "--baseline", dir + "/clean.json", "--json"])
        let b = try JSONParser.parse(worseJSON.stdout.trimmingCharacters(in: .newlines))
        #expect(b.objectValue?.keys.first == "baseline")
        #expect(b["baseline"]?["newProblems"]?.arrayValue?.count == 3 && b["baseline"]?["regressions"] == true)

        // The same problems against a baseline that had them: unchanged, no regression, exit 0 —
        // unless --fail-on any.
        let same = try await explore([Self.demo, "--main", "Main", "--sources", Self.otherSources, "--baseline", dir + "/broken.json"])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.hasPrefix("against \(dir)/broken.json: 0 new problems, 0 fixed, 3 unchanged; no regressions"))
        let any = try await explore([Self.demo, "--main", "Main", "--sources", Self.otherSources, "--baseline", dir + "/broken.json",
                                     "--fail-on", "any"])
        #expect(any.status == 1)
        // Fixed: exit 0.
        let better = try await explore([Self.demo, "--main", "Main", "--sources", Self.demo + "/DemoSources", "--baseline", dir + "/broken.json"])
        #expect(better.status == 0)
        #expect(better.stdout.hasPrefix("against \(dir)/broken.json: 0 new problems, 3 fixed, 0 unchanged; no regressions"), "\(better.stdout)")

        // Bad baselines: exit 2 before exploring, with the reason.
        try "<testsuites/>".write(toFile: dir + "/junit.xml", atomically: true, encoding: .utf8)
        let shard = try await explore([Self.demo, "--main", "Main", "--shard", "1/2", "--json"])
        try shard.stdout.write(toFile: dir + "/shard.json", atomically: true, encoding: .utf8)
        let otherSet = try #require(try FileManager.default.contentsOfDirectory(atPath: ServerProcess.packageRoot + "/Tests/Fixtures/RealWorldStoryboards").sorted().first)
        let otherApp = try await explore([ServerProcess.packageRoot + "/Tests/Fixtures/RealWorldStoryboards/" + otherSet, "--json"])
        try otherApp.stdout.write(toFile: dir + "/other.json", atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["--baseline", dir + "/none.json"], "--baseline \(dir)/none.json: cannot read it"),
            (["--baseline", dir + "/junit.xml"], "not a JSON report"),
            (["--baseline", dir + "/shard.json"], "a shard's report: merge the shards first"),
            (["--baseline", dir + "/other.json"], "another app: its storyboards"),
            (["--fail-on", "new"], "--fail-on says which changes against --baseline fail"),
            (["--baseline", dir + "/clean.json", "--fail-on", "some"], "--fail-on must be new or any"),
        ]
        for (args, message) in cases {
            let run = try await explore([Self.demo, "--main", "Main"] + args)
            #expect(run.status == 2, "\(args): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(args): \(run.stderr)")
        }
    }
}
