import ArgumentParser
import Foundation
import FuzzKit

/// `prosc-fuzz`: the live protocol fuzzer. Connects to a running proscd and sends hostile
/// messages over several connections while a well-behaved client works beside them.
@main
struct ProscFuzz: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prosc-fuzz",
        abstract: "Send malformed and hostile JSON-RPC messages to a running proscd and check every reply.")

    @Option(help: "The server's socket.") var socket: String
    @Option(help: "How many messages to send in all.") var messages = 1_000_000
    @Option(help: "How many fuzzing connections.") var connections = 4
    @Option(help: "Messages pipelined per batch on each connection.") var batch = 400
    @Option(help: "The server's maxLineBytes (sizes the over-limit and huge-string messages).") var maxLineBytes = 16 << 20
    @Option(help: "Random seed (a run is repeatable by seed).") var seed: UInt64 = 1

    func run() async throws {
        var options = LiveFuzzer.Options(socketPath: socket)
        options.messages = messages
        options.connections = connections
        options.batch = batch
        options.maxLineBytes = maxLineBytes
        options.seed = seed
        let report = try await LiveFuzzer(options: options).run()
        print(report, terminator: "")
        if !report.passed { throw ExitCode(1) }
    }
}
