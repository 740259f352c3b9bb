import ArgumentParser
import FlowCommandOptions
import ProscCommandLine
#if canImport(Glibc)
import Glibc
#endif

/// `prosc-flow`: runs `prosc test` and `prosc record` (docs/flows.md). prosc-cli parses those
/// commands (help, completion, usage errors) and execs this binary beside it with the same
/// arguments, so that the flow runner's libraries (Yams, Foundation's process and file APIs)
/// cost nothing to every other prosc command's start-up (docs/performance.md, "Flow tests").
struct ProscFlow: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prosc", abstract: "YAML flow tests (run through `prosc test` and `prosc record`).",
        subcommands: [Test.self, Record.self])

    struct Test: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "test", abstract: TestOptions.abstract, discussion: TestOptions.discussion)
        @OptionGroup var options: TestOptions
        func run() async throws { try await TestRun(options: options).run() }
    }

    struct Record: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "record", abstract: RecordOptions.abstract, discussion: RecordOptions.discussion)
        @OptionGroup var options: RecordOptions
        func run() async throws { try await RecordRun(options: options).run() }
    }

    /// Parses, runs, and exits with the documented codes (argument-parser's usage code 64 is 2 here).
    static func main(_ arguments: [String]) async -> Never {
        do {
            try await parseAndRun(arguments)
            Glibc.exit(0)
        } catch let failure as FlowCommandFailure {
            if !failure.message.isEmpty { standardError(failure.message) }
            Glibc.exit(failure.exitCode)
        } catch {
            let outcome = argumentParserOutcome(error)
            if outcome.isOutput {
                print(outcome.message)
                Glibc.exit(0)
            }
            if !outcome.message.isEmpty { standardError(outcome.message) }
            Glibc.exit(outcome.exitCode)
        }
    }
}

/// Why a flow command stops: its exit code and the text for stderr.
struct FlowCommandFailure: Error {
    var exitCode: Int32
    var message: String
}

/// Writes a line to stderr.
func standardError(_ text: String) {
    fflush(nil)
    let bytes = Array((text + "\n").utf8)
    bytes.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
}
