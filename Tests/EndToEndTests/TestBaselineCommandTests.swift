import Foundation
import ProsceniumTesting
import Testing

/// `prosc test --baseline OLD.jsonl` (issue 27 §4): flows newly failing and newly passing
/// against an earlier run's JSON lines, and the time change, before the summary; the exit
/// status stays the run's own; a file that is not such a report exits 2 before anything runs.
@Suite("prosc test --baseline", .serialized)
struct TestBaselineCommandTests {
    static let storyboards = ServerProcess.packageRoot + "/config/storyboards"

    /// The navigation example with the storyboards' absolute path; `broken` expects a wrong first callback.
    static func flow(_ name: String, broken: Bool) throws -> String {
        var text = try String(contentsOfFile: ServerProcess.packageRoot + "/examples/flows/navigation.yaml", encoding: .utf8)
        text = text.replacingOccurrences(of: "storyboards: ../../config/storyboards", with: "storyboards: \(storyboards)")
            .replacingOccurrences(of: "name: push and pop in the Home navigation controller", with: "name: \(name)")
        if broken { text = text.replacingOccurrences(of: "    - Home.prepareForSegue\n", with: "    - Home.viewDidLoad\n") }
        return text
    }

    private func test(_ arguments: [String]) async throws -> ProscRun {
        try await prosc(["test"] + arguments, socket: nil, environment: ShardCommandTests.cleared)
    }

    @Test func newlyFailingAndNewlyPassingFlowsAreSaidFirst() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("test-baseline")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let flows = dir + "/flows"
        try FileManager.default.createDirectory(atPath: flows, withIntermediateDirectories: true)
        try Self.flow("a", broken: false).write(toFile: flows + "/a.yaml", atomically: true, encoding: .utf8)
        try Self.flow("b", broken: false).write(toFile: flows + "/b.yaml", atomically: true, encoding: .utf8)
        let old = try await test([flows, "--json"])
        #expect(old.status == 0, "\(old.stderr)")
        try old.stdout.write(toFile: dir + "/old.jsonl", atomically: true, encoding: .utf8)

        try Self.flow("b", broken: true).write(toFile: flows + "/b.yaml", atomically: true, encoding: .utf8)
        let worse = try await test([flows, "--baseline", dir + "/old.jsonl"])
        #expect(worse.status == 1, "b fails: the run's own status")
        #expect(worse.stdout.contains("against \(dir)/old.jsonl: 1 newly failing, 0 newly passing, 0 new, 0 gone; the 2 flows of both took "),
                "\(worse.stdout)")
        #expect(worse.stdout.contains("  newly failing: \(flows)/b.yaml"), "\(worse.stdout)")
        let json = try await test([flows, "--json", "--baseline", dir + "/old.jsonl"])
        #expect(json.stderr.contains("1 newly failing"), "with --json the comparison is on stderr: \(json.stderr)")
        try json.stdout.write(toFile: dir + "/broken.jsonl", atomically: true, encoding: .utf8)

        try Self.flow("b", broken: false).write(toFile: flows + "/b.yaml", atomically: true, encoding: .utf8)
        try Self.flow("c", broken: false).write(toFile: flows + "/c.yaml", atomically: true, encoding: .utf8)
        let better = try await test([flows, "--baseline", dir + "/broken.jsonl"])
        #expect(better.status == 0)
        #expect(better.stdout.contains(": 0 newly failing, 1 newly passing, 1 new, 0 gone;"), "\(better.stdout)")
        #expect(better.stdout.contains("  newly passing: \(flows)/b.yaml") && better.stdout.contains("  new: \(flows)/c.yaml"))

        // Bad baselines: exit 2 with the reason.
        try "<testsuites/>\n".write(toFile: dir + "/junit.xml", atomically: true, encoding: .utf8)
        try "{\"runner\":\"prosc explore\",\"flows\":1}\n".write(toFile: dir + "/explore.jsonl", atomically: true, encoding: .utf8)
        try "{\"path\":\"x.yaml\",\"status\":\"pass\"}\n".write(toFile: dir + "/cut.jsonl", atomically: true, encoding: .utf8)
        try "{\"path\":\"elsewhere.yaml\",\"status\":\"pass\",\"durationMs\":3}\n{\"flows\":1}\n".write(toFile: dir + "/other.jsonl", atomically: true, encoding: .utf8)
        let cases: [(String, String)] = [
            ("none.jsonl", "--baseline \(dir)/none.jsonl: cannot read it"),
            ("junit.xml", "line 1 is not a JSON object"),
            ("explore.jsonl", "runner 'prosc explore': a report of another suite"),
            ("cut.jsonl", "no counts line"),
            ("other.jsonl", "no flow of this run is in it: a report of another suite"),
        ]
        for (file, message) in cases {
            let run = try await test([flows, "--baseline", dir + "/" + file])
            #expect(run.status == 2, "\(file): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(file): \(run.stderr)")
        }
    }
}
