#if canImport(Glibc)
import Glibc
#endif
import Dispatch

// prosc's entry point. A one-shot `prosc tree` is answered here, synchronously, before the
// concurrency runtime or argument-parser start (docs/performance-history.md, "One-shot client");
// every other command runs through argument-parser on the concurrency runtime.
let arguments = GlobalOptions.hoisted(Array(CommandLine.arguments.dropFirst()))
if let tree = FastPath.tree(arguments) {
    do {
        try TreeCommand.execute(window: tree.window, settings: tree.settings)
        flushStandardOutput()
        exit(0)
    } catch {
        Prosc.exit(for: error)
    }
}
Task { await Prosc.main(arguments) }
dispatchMain()
