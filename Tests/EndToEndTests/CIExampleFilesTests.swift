import Foundation
import ProsceniumTesting
import Testing
import Yams

/// The CI examples of docs/scale.md (issue 27 §2): each file parses as YAML and has the shape
/// its system reads (a GitHub Actions matrix job and a report job; a GitLab `parallel:` job and
/// a `.post` job; a Kubernetes Indexed Job), and its command lines, run with the real `prosc`
/// and the variables that system sets, run shard k's flows — `--shard k/4`'s — and merge into a
/// report of every flow. What only the CI machine has is mapped: `.build/release/` to this
/// build's binaries (a link in a scratch directory that also links `examples/` and `config/`), the pod's
/// `/app/flows` and `/reports` volume to the repository's flows and a scratch directory; the
/// `swift build` lines are not run.
@Suite("CI example files run the expected flows", .serialized)
struct CIExampleFilesTests {
    static let root = ServerProcess.packageRoot
    static let shards = 4

    /// A scratch directory laid out as a CI checkout: `examples`, `config` and `.build/release` linked.
    static func checkout() throws -> String {
        let dir = ServerProcess.makeTemporaryDirectory("ci-examples")
        // The flows name the demo's storyboards as ../../config/storyboards.
        for linked in ["examples", "config"] {
            try FileManager.default.createSymbolicLink(atPath: dir + "/" + linked, withDestinationPath: root + "/" + linked)
        }
        try FileManager.default.createDirectory(atPath: dir + "/.build", withIntermediateDirectories: true)
        let binaries = (ServerProcess.binary("prosc") as NSString).deletingLastPathComponent
        try FileManager.default.createSymbolicLink(atPath: dir + "/.build/release", withDestinationPath: binaries)
        return dir
    }

    /// Runs one shell line in `dir` with `environment` added (the CI's variables cleared first).
    static func sh(_ line: String, in dir: String, _ environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", line]
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        var env = ProcessInfo.processInfo.environment
        for (k, v) in ShardCommandTests.cleared { env[k] = v }
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The test cases' names in a JUnit report: one per flow (and iOS version). (Class names
    /// follow the path as given, which the pods give absolute.)
    static func flows(inJUnit path: String) throws -> [String] {
        let xml = try String(contentsOfFile: path, encoding: .utf8)
        return xml.components(separatedBy: "<testcase ").dropFirst().compactMap { c in
            let attributes = " " + c.prefix { $0 != ">" }
            guard let r = attributes.range(of: " name=\"") else { return nil }
            return String(attributes[r.upperBound...].prefix { $0 != "\"" })
        }.sorted()
    }

    /// `prosc test examples/flows --shard k/4`'s flows, k = 1…4: what each CI job must run.
    static func expectedShards(in dir: String) throws -> [[String]] {
        let shares = try (1...shards).map { k in
            let run = try sh(".build/release/prosc test examples/flows --shard \(k)/\(shards) --junit ref-\(k).xml", in: dir)
            #expect(run.status == 0, "\(run.output)")
            return try flows(inJUnit: dir + "/ref-\(k).xml")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: root + "/examples/flows").filter { $0.hasSuffix(".yaml") }
        #expect(shares.flatMap { $0 }.count == files.count && shares.allSatisfy { !$0.isEmpty }, "every flow once, no shard empty: \(shares)")
        return shares
    }

    static func yaml(_ file: String) throws -> [String: Any] {
        let text = try String(contentsOfFile: root + "/examples/" + file, encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any], "\(file) is a YAML mapping")
    }

    @Test func gitHubActionsMatrixRunsEachShardThenMerges() async throws {
        let workflow = try Self.yaml("github-actions/flows.yml")
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let flowsJob = try #require(jobs["flows"] as? [String: Any])
        let matrix = try #require(((flowsJob["strategy"] as? [String: Any])?["matrix"] as? [String: Any])?["shard"] as? [Int])
        #expect(matrix == [1, 2, 3, 4])
        let steps = try #require(flowsJob["steps"] as? [[String: Any]])
        let testLine = try #require(steps.compactMap { $0["run"] as? String }.first { $0.contains("prosc test") })
        let report = try #require(jobs["report"] as? [String: Any])
        #expect((report["needs"] as? String) == "flows")
        let mergeLine = try #require((report["steps"] as? [[String: Any]])?.compactMap { $0["run"] as? String }.first { $0.contains("prosc merge") })

        let dir = try Self.checkout()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let expected = try Self.expectedShards(in: dir)
        for (index, shard) in matrix.enumerated() {
            // GitHub substitutes the expressions before the shell sees the line.
            let line = testLine.replacingOccurrences(of: "${{ strategy.job-index }}", with: "\(index)")
                .replacingOccurrences(of: "${{ strategy.job-total }}", with: "\(matrix.count)")
                .replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)")
            #expect(!line.contains("${{"), "an expression left: \(line)")
            let run = try Self.sh(line, in: dir)
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains("prosc: shard \(shard)/4 from --shard"), "\(run.output)")
            #expect(try Self.flows(inJUnit: dir + "/flows-\(shard).xml") == expected[index], "job \(index) runs --shard \(shard)/4's flows")
        }
        let merged = try Self.sh(mergeLine, in: dir)
        #expect(merged.status == 0, "\(merged.output)")
        #expect(try Self.flows(inJUnit: dir + "/flows.xml") == expected.flatMap { $0 }.sorted())
    }

    @Test func gitLabParallelJobsRunEachShardThenMerge() async throws {
        let ci = try Self.yaml("gitlab/.gitlab-ci.yml")
        let job = try #require(ci["flows"] as? [String: Any])
        #expect((job["parallel"] as? Int) == Self.shards)
        let script = try #require(job["script"] as? [String]).filter { !$0.hasPrefix("swift build") }
        let post = try #require(ci["flows-report"] as? [String: Any])
        #expect((post["stage"] as? String) == ".post")
        let mergeLines = try #require(post["script"] as? [String]).filter { !$0.hasPrefix("swift build") }

        let dir = try Self.checkout()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let expected = try Self.expectedShards(in: dir)
        for node in 1...Self.shards {
            // GitLab's CI_NODE_INDEX counts from 1.
            for line in script {
                let run = try Self.sh(line, in: dir, ["CI_NODE_INDEX": "\(node)", "CI_NODE_TOTAL": "\(Self.shards)"])
                #expect(run.status == 0, "\(run.output)")
                #expect(run.output.contains("prosc: shard \(node)/4 from GitLab (CI_NODE_INDEX=\(node), CI_NODE_TOTAL=4)"), "\(run.output)")
            }
            #expect(try Self.flows(inJUnit: dir + "/flows-\(node).xml") == expected[node - 1], "node \(node)")
        }
        for line in mergeLines {
            let run = try Self.sh(line, in: dir)
            #expect(run.status == 0, "\(run.output)")
        }
        #expect(try Self.flows(inJUnit: dir + "/flows.xml") == expected.flatMap { $0 }.sorted())
    }

    @Test func kubernetesIndexedJobPodsRunEachShard() async throws {
        let job = try Self.yaml("kubernetes/flows-indexed-job.yaml")
        #expect((job["kind"] as? String) == "Job" && (job["apiVersion"] as? String) == "batch/v1")
        let spec = try #require(job["spec"] as? [String: Any])
        #expect((spec["completionMode"] as? String) == "Indexed")
        let completions = try #require(spec["completions"] as? Int)
        #expect(completions == Self.shards)
        let container = try #require((((spec["template"] as? [String: Any])?["spec"] as? [String: Any])?["containers"] as? [[String: Any]])?.first)
        var env: [String: String] = [:]
        for e in container["env"] as? [[String: Any]] ?? [] { if let n = e["name"] as? String, let v = e["value"] as? String { env[n] = v } }
        #expect(env["PROSC_SHARD_TOTAL"] == "\(completions)", "the pod is told the total Kubernetes does not give")
        #expect((container["command"] as? [String]) == ["sh", "-c"])
        let line = try #require((container["args"] as? [String])?.first)

        let dir = try Self.checkout()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/reports", withIntermediateDirectories: true)
        let expected = try Self.expectedShards(in: dir)
        // The image's PATH has prosc; its /app/flows are the app's flows, /reports the shared volume.
        let local = line.replacingOccurrences(of: "/app/flows", with: dir + "/examples/flows")
            .replacingOccurrences(of: "/reports", with: dir + "/reports")
        let path = dir + "/.build/release:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for index in 0..<completions {
            var podEnv = env
            podEnv["JOB_COMPLETION_INDEX"] = "\(index)"
            podEnv["PATH"] = path
            let run = try Self.sh(local, in: dir, podEnv)
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains("prosc: shard \(index + 1)/4 from Kubernetes Indexed Job (JOB_COMPLETION_INDEX=\(index), PROSC_SHARD_TOTAL=4)"),
                    "\(run.output)")
            #expect(try Self.flows(inJUnit: dir + "/reports/flows-\(index).xml") == expected[index], "pod \(index)")
        }
        let merged = try Self.sh(".build/release/prosc merge reports/flows-*.xml --output flows.xml", in: dir)
        #expect(merged.status == 0, "\(merged.output)")
        #expect(try Self.flows(inJUnit: dir + "/flows.xml") == expected.flatMap { $0 }.sorted())
    }
}
