import Dispatch

// prosc-flow's entry point: prosc-cli execs it for `prosc test` and `prosc record`.
Task { await ProscFlow.main(Array(CommandLine.arguments.dropFirst())) }
dispatchMain()
