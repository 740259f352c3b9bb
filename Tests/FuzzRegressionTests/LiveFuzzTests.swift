import ProsceniumLauncher
import FuzzKit
import ProsceniumTesting
import Testing

/// The live protocol fuzzer, short: 20,000 hostile messages over four connections to a real
/// proscd, beside a well-behaved client. `make fuzz-live` runs the 1,000,000-message version.
@Suite struct LiveFuzzTests {
    @Test func hostileMessagesGetTheContractsRepliesAndDisturbNeitherServerNorOtherClients() async throws {
        let maxLineBytes = 65_536
        let server = try ServerProcess(arguments: ["--animation-speed", "0", "--max-line-bytes", "\(maxLineBytes)"])
        defer { _ = server.stop() }
        var options = LiveFuzzer.Options(socketPath: server.socketPath)
        options.messages = 20_000
        options.connections = 4
        options.batch = 250
        options.maxLineBytes = maxLineBytes
        options.seed = 7
        let report = try await LiveFuzzer(options: options).run()
        #expect(report.messagesSent == 20_000)
        #expect(report.problemCount == 0, "\(report)")
        #expect(report.serverAlive)
        #expect(report.wellBehavedCalls > 0)
        #expect(report.wellBehavedFailures.isEmpty, "\(report.wellBehavedFailures)")
        #expect(server.process.endedStatus == nil)
    }
}
