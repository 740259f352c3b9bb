import ArgumentParser
import WireProtocol

/// Options every command takes: machine output, where the server is, how long to wait.
struct GlobalOptions: ParsableArguments {
    @Flag(help: "Print the raw result JSON (one line) instead of human text.")
    var json = false

    @OptionGroup var connection: ConnectionOptions

    var settings: ConnectionSettings { ConnectionSettings(json: json, socket: connection.socket, timeout: connection.timeout) }
}

/// Where the server is and how long to wait for it: every command's `--socket` and
/// `--timeout` (`snapshot` takes these without `GlobalOptions`' `--json`, whose output differs).
struct ConnectionOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The server's socket (default: $PROSCENIUM_SOCKET, $XDG_RUNTIME_DIR/proscenium/proscd.sock, /tmp/proscenium-<uid>/proscd.sock).",
        valueName: "path"), completion: .file())
    var socket: String?

    @Option(help: ArgumentHelp("Seconds to wait for each answer.", valueName: "seconds"))
    var timeout: Double = ConnectionSettings.defaultTimeout

    /// The socket path the options (or the environment, or the contract's defaults) name.
    var path: String { SocketLocation.resolve(explicit: socket).path }
}

/// What the global options decide, as a plain value (the fast path builds it without
/// argument-parser).
struct ConnectionSettings {
    static let defaultTimeout: Double = 60
    var json = false
    var socket: String?
    var timeout = defaultTimeout
}

extension GlobalOptions {
    /// Lets the global options come before the subcommand too (`prosc --json tree`): those
    /// given before the first subcommand name are moved to the end, where the command's
    /// own option group parses them.
    static func hoisted(_ arguments: [String]) -> [String] {
        var leading: [String] = []
        var index = 0
        while index < arguments.count {
            let a = arguments[index]
            if a == "--json" {
                leading.append(a)
                index += 1
            } else if (a == "--socket" || a == "--timeout") && index + 1 < arguments.count {
                leading += [a, arguments[index + 1]]
                index += 2
            } else if a.hasPrefix("--socket=") || a.hasPrefix("--timeout=") {
                leading.append(a)
                index += 1
            } else {
                break
            }
        }
        guard !leading.isEmpty, index < arguments.count else { return arguments }
        return Array(arguments[index...]) + leading
    }
}
