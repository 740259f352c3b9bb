import ProscFrontSupport

// `prosc`'s entry point, an Embedded Swift executable linked only to libc so that a one-shot
// `prosc tree` costs what a C client does (docs/performance-history.md, "One-shot client").
// It answers that query itself (`--json` or the human text) and hands every other command — and every failure of that
// one, for the canonical message and exit code — to prosc-cli, the argument-parser `prosc`.
func runFront() -> Never {
    var arguments: [[UInt8]] = []
    let argv = prosc_front_argv()!
    for index in 1..<max(1, Int(prosc_front_argc())) {
        arguments.append(cStringBytes(argv[index]!))
    }
    guard let query = TreeQuery(arguments) else { Handoff.exec() }
    switch OneShotTree.run(query) {
    case .printed:
        exit(0)
    case .timedOut:
        _ = writeAll(2, Array("prosc: no answer within ".utf8) + query.timeoutText + Array(" s\n".utf8))
        exit(1)
    case .handOff:
        Handoff.exec()
    }
}
runFront()
