import ArgumentParser

/// How prosc's argument-parser binaries (prosc-cli, prosc-flow, prosc-inspect) run a command
/// line: the root command parses it and runs the command it names, async or not; what
/// argument-parser itself ends with keeps the documented exit codes (help and completion
/// scripts on stdout with 0, usage errors with 2 rather than EX_USAGE's 64). Each binary reports
/// its own failures (`ProscFailure`, `FlowCommandFailure`, `InspectFailure`) itself.
extension ParsableCommand {
    /// Parses `arguments` as this root command and runs the command they name.
    public static func parseAndRun(_ arguments: [String]) async throws {
        var command = try parseAsRoot(arguments)
        if var asyncCommand = command as? AsyncParsableCommand {
            try await asyncCommand.run()
        } else {
            try command.run()
        }
    }

    /// What argument-parser makes of `error`, one of its own: its text, whether the text is
    /// output (help, a completion script: stdout, exit 0) rather than an error, and the exit code.
    public static func argumentParserOutcome(_ error: any Error) -> (message: String, isOutput: Bool, exitCode: Int32) {
        let code = exitCode(for: error)
        return (fullMessage(for: error), code == .success, code.rawValue == 64 ? 2 : code.rawValue)
    }
}
