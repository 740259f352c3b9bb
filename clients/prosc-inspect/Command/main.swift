import ArgumentParser
import Dispatch
import Foundation

// prosc-inspect's entry point: prosc-cli execs it for `prosc inspect`. Exit codes as prosc's:
// 0 stopped, 1 the page could not be served, 2 usage or bad input, 3 no server.
Task {
    do {
        var command = try ProscInspect.parseAsRoot(Array(CommandLine.arguments.dropFirst()))
        if var asyncCommand = command as? AsyncParsableCommand { try await asyncCommand.run() } else { try command.run() }
        exit(0)
    } catch let failure as InspectFailure {
        standardError(failure.message)
        exit(failure.exitCode)
    } catch {
        let code = ProscInspect.exitCode(for: error)
        let message = ProscInspect.fullMessage(for: error)
        if code == .success { print(message); exit(0) }
        standardError(message)
        exit(code.rawValue == 64 ? 2 : code.rawValue)
    }
}
dispatchMain()
