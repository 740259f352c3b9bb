import ArgumentParser
import Dispatch
import ProscCommandLine
import Foundation

// prosc-inspect's entry point: prosc-cli execs it for `prosc inspect`. Exit codes as prosc's:
// 0 stopped, 1 the page could not be served, 2 usage or bad input, 3 no server.
Task {
    do {
        try await ProscInspect.parseAndRun(Array(CommandLine.arguments.dropFirst()))
        exit(0)
    } catch let failure as InspectFailure {
        standardError(failure.message)
        exit(failure.exitCode)
    } catch {
        let outcome = ProscInspect.argumentParserOutcome(error)
        if outcome.isOutput { print(outcome.message); exit(0) }
        standardError(outcome.message)
        exit(outcome.exitCode)
    }
}
dispatchMain()
