import ArgumentParser
import ProscCommandLine
import ProsceniumClient
import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// `prosc`: drive and watch a running `proscd` from a terminal or a script.
///
/// The discussion's sentences are docs/prosc.md's, word for word (HelpContractTests checks it).
struct Prosc: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prosc",
        abstract: "Drive and watch a running proscd (headless UIKit view-controller server).",
        discussion: """
            Controllers are addressed by id (vc4) or by name: the storyboard identifier, else the \
            title, else the class, of a controller in the hierarchy, looked up through tree in --window W when \
            given, else in every window.
            Every command that talks to a running server takes --json (machine-readable output on \
            one line), --socket PATH and --timeout SECONDS (default \(HumanOutput.number(ConnectionSettings.defaultTimeout))).
            Exit codes: 0 success, 1 the server refused, 2 usage, 3 cannot connect or the \
            connection broke, 127 prosc-cli missing.
            """,
        version: "prosc \(ProsceniumVersion.string)",
        subcommands: Prosc.subcommandList)

    /// Parses, runs, and maps every failure to the documented exit codes.
    static func main(_ arguments: [String]) async -> Never {
        do {
            try await parseAndRun(arguments)
            flushStandardOutput()
            Glibc.exit(0)
        } catch {
            exit(for: error)
        }
    }

    /// Reports `error` and exits with its code: a `ProscFailure`'s own, argument-parser's
    /// (help and completion scripts print to stdout and exit 0; usage errors exit 2).
    static func exit(for error: any Error) -> Never {
        flushStandardOutput()
        if let failure = error as? ProscFailure {
            printError(failure.message)
            Glibc.exit(failure.exitCode)
        }
        let outcome = argumentParserOutcome(error)
        if outcome.isOutput {
            print(outcome.message)
            flushStandardOutput()
            Glibc.exit(0)
        }
        printError(outcome.message)
        Glibc.exit(outcome.exitCode)
    }
}
