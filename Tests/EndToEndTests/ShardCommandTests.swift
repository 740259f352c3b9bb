import Foundation
import ProsceniumLauncher
import ProsceniumTesting
import Testing

/// `prosc test` picks its shard from `--shard` or each CI convention's variables and says which
/// on stderr; each convention's shard k is `--shard k/N`'s flows; partial or out-of-range
/// variables exit 2 and run nothing; timings balance; Bazel's test contract is honoured (status
/// file, XML_OUTPUT_FILE, undeclared outputs, --test_filter, a TEST_TMPDIR too long for a socket).
@Suite("prosc test shards and Bazel's test contract", .serialized)
struct ShardCommandTests {
    static var examples: String { ServerProcess.packageRoot + "/examples/flows" }

    /// Every variable any convention reads, unset (empty), so the machine's own CI does not leak in.
    static let cleared: [String: String] = Dictionary(uniqueKeysWithValues: [
        "TEST_SHARD_INDEX", "TEST_TOTAL_SHARDS", "JOB_COMPLETION_INDEX", "PROSC_SHARD_TOTAL", "CI_NODE_INDEX", "CI_NODE_TOTAL",
        "CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", "BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", "TEST_SHARD_STATUS_FILE",
        "XML_OUTPUT_FILE", "TEST_UNDECLARED_OUTPUTS_DIR", "TESTBRIDGE_TEST_ONLY", "TEST_TMPDIR",
    ].map { ($0, "") })

    private func test(_ arguments: [String], _ environment: [String: String] = [:]) async throws -> ProscRun {
        try await prosc(["test"] + arguments, socket: nil, environment: Self.cleared.merging(environment) { $1 })
    }

    /// The flow files a run passed, in the order they ran.
    private func ran(_ run: ProscRun) -> [String] {
        run.lines.filter { $0.hasPrefix("PASS ") }.map { String($0.split(separator: " ")[1]) }.sorted()
    }

    @Test func eachConventionRunsTheShardItNames() async throws {
        var byFlag: [[String]] = []
        for i in 1...3 {
            let run = try await test([Self.examples, "--shard", "\(i)/3", "--jobs", "2"])
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            #expect(run.stderr.contains("prosc: shard \(i)/3 from --shard: "), "\(run.stderr)")
            byFlag.append(ran(run))
        }
        let all = try FileManager.default.contentsOfDirectory(atPath: Self.examples).filter { $0.hasSuffix(".yaml") }.map { Self.examples + "/" + $0 }
        #expect(byFlag.flatMap { $0 }.sorted() == all.sorted(), "the shards partition the suite")
        // Shard 2 of 3 as each convention names it: 0-based everywhere but GitLab.
        let conventions: [(String, [String: String], [String])] = [
            ("Bazel", ["TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "3"], []),
            ("Kubernetes Indexed Job", ["JOB_COMPLETION_INDEX": "1", "PROSC_SHARD_TOTAL": "3"], []),
            ("Kubernetes Indexed Job", ["JOB_COMPLETION_INDEX": "1"], ["--shard-total", "3"]),
            ("GitLab", ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"], []),
            ("CircleCI", ["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "3"], []),
            ("Buildkite", ["BUILDKITE_PARALLEL_JOB": "1", "BUILDKITE_PARALLEL_JOB_COUNT": "3"], []),
        ]
        for (name, env, flags) in conventions {
            let run = try await test([Self.examples, "--jobs", "2"] + flags, env)
            #expect(run.status == 0, "\(name): \(run.stdout)\(run.stderr)")
            #expect(run.stderr.contains("prosc: shard 2/3 from \(name) ("), "\(name): \(run.stderr)")
            #expect(ran(run) == byFlag[1], "\(name) runs --shard 2/3's flows")
        }
        // --shard wins over the environment; GitLab's CI_NODE_TOTAL=1 alone is no shard.
        let flagWins = try await test([Self.examples, "--shard", "1/3"], ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "3"])
        #expect(ran(flagWins) == byFlag[0])
        let unsharded = try await test([Self.examples], ["CI_NODE_TOTAL": "1"])
        #expect(ran(unsharded) == all.sorted() && !unsharded.stderr.contains("shard"), "\(unsharded.stderr)")
    }

    @Test func partialOrOutOfRangeVariablesExitTwoAndRunNothing() async throws {
        let cases: [([String: String], [String], String)] = [
            (["TEST_SHARD_INDEX": "1"], [], "prosc: TEST_SHARD_INDEX=1 is set but TEST_TOTAL_SHARDS is not: Bazel's shard variables are partial"),
            (["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "3"], [], "prosc: CI_NODE_INDEX=0 is out of range 1…3 for 3 shards (GitLab counts from 1"),
            (["CIRCLE_NODE_INDEX": "3", "CIRCLE_NODE_TOTAL": "3"], [], "prosc: CIRCLE_NODE_INDEX=3 is out of range 0…2 for 3 shards"),
            (["JOB_COMPLETION_INDEX": "0"], [], "prosc: JOB_COMPLETION_INDEX=0 (a Kubernetes Indexed Job) needs the number of shards"),
            ([:], ["--shard-total", "3"], "prosc: --shard-total 3 is set but JOB_COMPLETION_INDEX is not"),
            (["BUILDKITE_PARALLEL_JOB_COUNT": "4"], [], "prosc: BUILDKITE_PARALLEL_JOB_COUNT=4 is set but BUILDKITE_PARALLEL_JOB is not"),
        ]
        for (env, flags, message) in cases {
            let run = try await test([Self.examples] + flags, env)
            #expect(run.status == 2, "\(env): \(run.stdout)")
            #expect(run.stderr.contains(message), "\(env): \(run.stderr)")
            #expect(!run.stdout.contains("PASS"), "nothing runs")
        }
        let range = try await test([Self.examples, "--shard", "4/3"])
        #expect(range.status == 2 && range.stderr.contains("--shard must be I/N with 1 <= I <= N"), "\(range.stderr)")
    }

    @Test func timingsBalanceTheShardsAndBadTimingsExitTwo() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("timings")
        let all = try FileManager.default.contentsOfDirectory(atPath: Self.examples).filter { $0.hasSuffix(".yaml") }.sorted()
        // A report in which the first file took longer than all the others together (1 s each):
        // shard 1 of 2 gets it alone; the other shard everything else.
        let cases = all.enumerated().map { i, name in
            let className = (Self.examples + "/" + name).dropLast(5).replacingOccurrences(of: "/", with: ".")
            return "<testcase name=\"\(name)\" classname=\"\(className)\" time=\"\(i == 0 ? 2 * all.count : 1)\"/>"
        }
        let report = "<?xml version=\"1.0\"?>\n<testsuites><testsuite name=\"prosc test\" tests=\"\(all.count)\">"
            + "<properties><property name=\"runner\" value=\"prosc test\"/></properties>" + cases.joined() + "</testsuite></testsuites>\n"
        try report.write(toFile: dir + "/timings.xml", atomically: true, encoding: .utf8)
        let first = try await test([Self.examples, "--shard", "1/2", "--shard-timings", dir + "/timings.xml"])
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stderr.contains("balanced by \(dir)/timings.xml (1 of 1 flows timed)"), "\(first.stderr)")
        #expect(ran(first) == [Self.examples + "/" + all[0]], "the longest flow fills shard 1 by itself")
        let second = try await test([Self.examples, "--shard", "2/2", "--shard-timings", dir + "/timings.xml"])
        #expect(ran(second) == all.dropFirst().map { Self.examples + "/" + $0 })

        try "{\"version\": 1}\n".write(toFile: dir + "/report.json", atomically: true, encoding: .utf8)
        let json = try await test([Self.examples, "--shard", "1/2", "--shard-timings", dir + "/report.json"])
        #expect(json.status == 2 && json.stderr.contains("prosc: --shard-timings \(dir)/report.json:1: not a JUnit report: not XML"), "\(json.stderr)")
        let explore = report.replacingOccurrences(of: "value=\"prosc test\"", with: "value=\"prosc explore\"")
        try explore.write(toFile: dir + "/explore.xml", atomically: true, encoding: .utf8)
        let other = try await test([Self.examples, "--shard", "1/2", "--shard-timings", dir + "/explore.xml"])
        #expect(other.status == 2 && other.stderr.contains("explore.xml: the report is prosc explore's, not prosc test's"), "\(other.stderr)")
        let missing = try await test([Self.examples, "--shard", "1/2", "--shard-timings", dir + "/none.xml"])
        #expect(missing.status == 2 && missing.stderr.contains("none.xml: cannot read the timings report"), "\(missing.stderr)")
    }

    @Test func bazelsTestContract() async throws {
        // Bazel's temporary directories are long: a socket there would be over 107 bytes.
        let root = ServerProcess.makeTemporaryDirectory("bazel")
        let tmp = root + "/execroot/_main/bazel-out/k8-fastbuild/testlogs/examples/bazel/flows_test/shard_2_of_4/_tmp/" + String(repeating: "x", count: 40)
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        #expect(tmp.utf8.count + "/prosc.XXXXXX/proscd.sock".utf8.count > 107)
        let env = ["TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_STATUS_FILE": root + "/status",
                   "XML_OUTPUT_FILE": root + "/test.xml", "TEST_UNDECLARED_OUTPUTS_DIR": root + "/outputs",
                   "TEST_TMPDIR": tmp, "TMPDIR": tmp]
        let run = try await test([Self.examples, "--jobs", "2"], env)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("prosc: shard 2/3 from Bazel (TEST_SHARD_INDEX=1, TEST_TOTAL_SHARDS=3)"))
        #expect(FileManager.default.fileExists(atPath: root + "/status"), "the shard status file is touched")
        let xml = try String(contentsOfFile: root + "/test.xml", encoding: .utf8)
        #expect(xml.contains("<property name=\"shard\" value=\"2/3\"/>"))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == ran(run).count && !ran(run).isEmpty)
        let check = try await ExternalTool.validateJUnit(file: root + "/test.xml")
        #expect(check.status == 0, "\(check.output)")
        let lines = try String(contentsOfFile: root + "/outputs/prosc-test.jsonl", encoding: .utf8).split(separator: "\n")
        #expect(lines.count == ran(run).count + 1 && lines.last?.hasPrefix("{\"flows\":\(ran(run).count),") == true, "\(lines)")

        // --test_filter: only flows whose path or name contains it; a shard left with none still touches the file.
        try? FileManager.default.removeItem(atPath: root + "/status")
        let filtered = try await test([Self.examples], env.merging(["TESTBRIDGE_TEST_ONLY": "present-modal", "TEST_SHARD_INDEX": "0"]) { $1 })
        #expect(filtered.status == 0, "\(filtered.stdout)\(filtered.stderr)")
        #expect(ran(filtered) == [Self.examples + "/present-modal.yaml"])
        try? FileManager.default.removeItem(atPath: root + "/status")
        let empty = try await test([Self.examples], env.merging(["TESTBRIDGE_TEST_ONLY": "present-modal", "TEST_SHARD_INDEX": "2"]) { $1 })
        #expect(empty.status == 0 && ran(empty).isEmpty, "\(empty.stdout)\(empty.stderr)")
        #expect(FileManager.default.fileExists(atPath: root + "/status"), "touched by a shard that runs nothing")
        try? FileManager.default.removeItem(atPath: root)
    }

    @Test func exploreKeepsBazelsContractOverSymlinkedStoryboards() async throws {
        // Bazel's runfiles are real directories of symlinks to the sources, in a temporary path too long for a socket.
        let root = ServerProcess.makeTemporaryDirectory("bazel-explore")
        let runfiles = root + "/explore_test.runfiles/app/config/storyboards"
        try FileManager.default.createDirectory(atPath: runfiles, withIntermediateDirectories: true)
        let storyboards = ServerProcess.packageRoot + "/config/storyboards"
        try FileManager.default.createDirectory(atPath: runfiles + "/DemoSources", withIntermediateDirectories: true)
        for name in ["Main.storyboard", "External.storyboard", "DemoSources/HomeViewController.swift"] {
            try FileManager.default.createSymbolicLink(atPath: runfiles + "/" + name, withDestinationPath: storyboards + "/" + name)
        }
        let tmp = root + "/execroot/_main/_tmp/" + String(repeating: "y", count: 100)
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        let env = ["TEST_SHARD_STATUS_FILE": root + "/status", "XML_OUTPUT_FILE": root + "/test.xml",
                   "TEST_UNDECLARED_OUTPUTS_DIR": root + "/outputs", "TEST_TMPDIR": tmp, "TMPDIR": tmp]
        let run = try await prosc(["explore", runfiles, "--main", "Main", "--sources", runfiles + "/DemoSources"], socket: nil,
                                  environment: Self.cleared.merging(env) { $1 })
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("no problems"), "\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: root + "/status"))
        let check = try await ExternalTool.validateJUnit(file: root + "/test.xml")
        #expect(check.status == 0, "\(check.output)")
        let json = try String(contentsOfFile: root + "/outputs/explore.json", encoding: .utf8)
        #expect(json.hasPrefix("{\"version\":1,"), "\(json.prefix(80))")
        #expect(FileManager.default.fileExists(atPath: root + "/outputs/explore.html"), "dot is on PATH in the tests (make test-tools)")
        try? FileManager.default.removeItem(atPath: root)
    }

    @Test func mergedShardReportsHaveTheUnshardedTotals() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("merge")
        let header = "storyboards: \(ServerProcess.demoStoryboards)\nmain: Main\n---\n"
        for i in 1...7 {
            let steps = i == 4 ? "- present: {from: Home, scene: Modal}\n- expectVisible: Home\n" : "- memoryWarning\n- expectVisible: Home\n"
            try (header + steps).write(toFile: dir + "/f\(i).yaml", atomically: true, encoding: .utf8)
        }
        let whole = try await test([dir, "--junit", dir + "/whole.xml"], ["TEST_UNDECLARED_OUTPUTS_DIR": dir + "/whole"])
        #expect(whole.status == 1)
        for i in 1...3 {
            let run = try await test([dir, "--shard", "\(i)/3", "--junit", dir + "/s\(i).xml"], ["TEST_UNDECLARED_OUTPUTS_DIR": dir + "/s\(i)"])
            // Sorted f1…f7, every third: shard 1 has f1, f4 (the failing one), f7.
            #expect(run.status == (i == 1 ? 1 : 0), "\(run.stdout)")
        }
        let merged = try await prosc(["merge", dir + "/s1.xml", dir + "/s2.xml", dir + "/s3.xml", "--output", dir + "/merged.xml"], socket: nil)
        #expect(merged.status == 0, "\(merged.stderr)")
        let totals = { (xml: String) in xml.firstMatch(of: /tests="(\d+)" failures="(\d+)" errors="(\d+)" skipped="(\d+)"/).map { "\($0.1) \($0.2) \($0.3) \($0.4)" } }
        let wholeXML = try String(contentsOfFile: dir + "/whole.xml", encoding: .utf8)
        let mergedXML = try String(contentsOfFile: dir + "/merged.xml", encoding: .utf8)
        #expect(totals(mergedXML) == totals(wholeXML) && totals(wholeXML) == "7 1 0 0", "\(mergedXML)")
        let names = { (xml: String) in Set(xml.matches(of: /<testcase name="([^"]+)"/).map { String($0.1) }) }
        #expect(names(mergedXML) == names(wholeXML) && names(wholeXML).count == 7)
        #expect(!mergedXML.contains("name=\"shard\""))
        let check = try await ExternalTool.validateJUnit(file: dir + "/merged.xml")
        #expect(check.status == 0, "\(check.output)")
        // The JSON lines of Bazel's undeclared outputs merge the same way.
        let lines = try await prosc(["merge"] + (1...3).map { dir + "/s\($0)/prosc-test.jsonl" }, socket: nil)
        #expect(lines.status == 0, "\(lines.stderr)")
        #expect(lines.lines.count == 8 && lines.lines.last?.hasPrefix("{\"flows\":7,\"passed\":6,\"failed\":1,\"invalid\":0,\"errors\":0,") == true, "\(lines.stdout)")
        let wholeCounts = try String(contentsOfFile: dir + "/whole/prosc-test.jsonl", encoding: .utf8).split(separator: "\n").last.map(String.init) ?? ""
        #expect(wholeCounts.hasPrefix("{\"flows\":7,\"passed\":6,\"failed\":1,\"invalid\":0,\"errors\":0,"))

        // Bad input: a missing shard, a shard twice, another suite, another kind, not a report.
        let missing = try await prosc(["merge", dir + "/s1.xml", dir + "/s3.xml"], socket: nil)
        #expect(missing.status == 2 && missing.stderr.contains("prosc merge: shard 2/3 missing: give every shard's report"), "\(missing.stderr)")
        let twice = try await prosc(["merge", dir + "/s1.xml", dir + "/s1.xml", dir + "/s2.xml"], socket: nil)
        #expect(twice.status == 2 && twice.stderr.contains("shard 1/3 is also"), "\(twice.stderr)")
        let exploreXML = wholeXML.replacingOccurrences(of: "value=\"prosc test\"", with: "value=\"prosc explore\"")
            .replacingOccurrences(of: "name=\"version\" value=\"", with: "name=\"shard\" value=\"2/3\"/><property name=\"x\" value=\"")
        try exploreXML.write(toFile: dir + "/other.xml", atomically: true, encoding: .utf8)
        let other = try await prosc(["merge", dir + "/s1.xml", dir + "/other.xml", dir + "/s3.xml"], socket: nil)
        #expect(other.status == 2 && other.stderr.contains("other.xml: runner 'prosc explore' but \(dir)/s1.xml has 'prosc test': reports of another suite cannot be merged"), "\(other.stderr)")
        let kinds = try await prosc(["merge", dir + "/s1.xml", dir + "/s2/prosc-test.jsonl"], socket: nil)
        #expect(kinds.status == 2 && kinds.stderr.contains("is JSON lines but \(dir)/s1.xml is JUnit XML"), "\(kinds.stderr)")
        let notReport = try await prosc(["merge", dir + "/f1.yaml"], socket: nil)
        #expect(notReport.status == 2 && notReport.stderr.contains("f1.yaml: neither JUnit XML nor prosc test's JSON lines"), "\(notReport.stderr)")
        try? FileManager.default.removeItem(atPath: dir)
    }
}
