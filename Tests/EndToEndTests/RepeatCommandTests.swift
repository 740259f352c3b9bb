import Foundation
import ProsceniumLauncher
import ProsceniumTesting
import Testing

/// `prosc test --repeat N`: the example flows end the same every time (each on a fresh private
/// server); flows run against one shared server (`--socket`) carry its state from run to run,
/// and the check catches it with the difference.
@Suite("prosc test --repeat", .serialized)
struct RepeatCommandTests {
    @Test func privateServersRepeatIdentically() async throws {
        let run = try await prosc(["test", ServerProcess.packageRoot + "/examples/flows", "--repeat", "3", "--jobs", "2"], socket: nil,
                                  environment: ShardCommandTests.cleared)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("prosc: --repeat 3: every run ended the same"), "\(run.stderr)")
        let bad = try await prosc(["test", ServerProcess.packageRoot + "/examples/flows", "--repeat", "0"], socket: nil)
        #expect(bad.status == 2 && bad.stderr.contains("--repeat must be 1 or more"))
    }

    @Test func aSharedServersStateIsCaught() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { server.stop() }
        let dir = ServerProcess.makeTemporaryDirectory("repeat")
        let flow = "storyboards: \(ServerProcess.demoStoryboards)\nmain: Main\n---\n- present: {from: Home, scene: Modal}\n- expectVisible: Modal\n"
        try flow.write(toFile: dir + "/modal.yaml", atomically: true, encoding: .utf8)
        let run = try await prosc(["test", dir, "--repeat", "2"], socket: server.socketPath, environment: ShardCommandTests.cleared)
        // Run 1 passes; in run 2 Home is already presenting the first Modal, so the present is refused.
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("PASS \(dir)/modal.yaml"), "the first run is the one reported: \(run.stdout)")
        // The flow's label names the iOS version it ran against (`modal.yaml [iOS 26]`).
        #expect(run.stderr.contains("prosc: \(dir)/modal.yaml") && run.stderr.contains(": run 2 of 2 differs from run 1:"), "\(run.stderr)")
        #expect(run.stderr.contains("- status: passed") && run.stderr.contains("+ status: failed"), "\(run.stderr)")
        #expect(run.stderr.contains("prosc: --repeat 2: the runs differ (above)"), "\(run.stderr)")
    }
}
