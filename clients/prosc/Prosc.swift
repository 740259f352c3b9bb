import ArgumentParser
import ProsceniumClient
#if canImport(Glibc)
import Glibc
#endif

/// `prosc`: drive and watch a running `proscd` from a terminal or a script.
///
/// Exit codes: 0 success, 1 the server refused (message and UIKit text on stderr),
/// 2 usage, 3 cannot connect.
@main
struct Prosc: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prosc",
        abstract: "Drive and watch a running proscd (headless UIKit view-controller server).",
        discussion: """
            Controllers are addressed by id (vc3) or, within --window, by storyboard identifier \
            or title (resolved through `tree`). Every command takes --json (the raw result), \
            --socket PATH and --timeout SECONDS.
            Exit codes: 0 success, 1 the server refused, 2 usage, 3 cannot connect.
            """,
        subcommands: Prosc.subcommandList)

    /// Parses, runs, and maps every failure to the documented exit codes.
    static func main() async {
        do {
            let arguments = GlobalOptions.hoisted(Array(CommandLine.arguments.dropFirst()))
            if let tree = FastPath.tree(arguments) {
                try await TreeCommand.execute(window: tree.window, settings: tree.settings)
                flushStandardOutput()
                return
            }
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            flushStandardOutput()
        } catch let failure as ProscFailure {
            flushStandardOutput()
            printError(failure.message)
            Glibc.exit(failure.exitCode)
        } catch {
            flushStandardOutput()
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Glibc.exit(0)
            }
            printError(fullMessage(for: error))
            // argument-parser uses EX_USAGE (64) for usage errors; ours is 2.
            Glibc.exit(code.rawValue == 64 ? ProscFailure.usageExitCode : code.rawValue)
        }
    }
}
