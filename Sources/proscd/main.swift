// proscd: the Proscenium server. Flags come from the one option table (ServerOptions):
// every config key is also a flag (`animationSpeed` -> `--animation-speed`).
import Foundation
import Logging
import ProsceniumServer
import WireProtocol

let options: ServerOptions
do {
    guard let parsed = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) else { exit(0) }
    options = parsed
} catch {
    FileHandle.standardError.write(Data("proscd: \(error.description)\n".utf8))
    exit(2)
}

// A parent may have started us with signals blocked (threads of test runners do): the
// loop's SIGINT/SIGTERM watchers must see them.
var unblock = sigset_t()
sigemptyset(&unblock)
sigaddset(&unblock, SIGINT)
sigaddset(&unblock, SIGTERM)
pthread_sigmask(SIG_UNBLOCK, &unblock, nil)

let level = Logger.Level(rawValue: options.logLevel) ?? .info
LoggingSystem.bootstrap { label in
    var h = StreamLogHandler.standardError(label: label)
    h.logLevel = level
    return h
}
let logger = Logger(label: "proscd")

do {
    let server = try Server(options: options, logger: logger)
    try server.run { path in
        FileHandle.standardOutput.write(Data("proscd listening on \(path)\n".utf8))
    }
    exit(0)
} catch let e as OptionError {
    FileHandle.standardError.write(Data("proscd: \(e.description)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("proscd: \(error)\n".utf8))
    exit(1)
}
