import ArgumentParser
import WireProtocol

/// `prosc methods`: every protocol method and the command path that reaches it (one line
/// each, tab-separated): its family's command, or `call METHOD` for a method without one; the
/// help-contract tests and the docs use it.
struct MethodsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "methods", abstract: "List each protocol method and the prosc command that calls it.")

    func run() {
        for (method, path) in Self.table() { print("\(method)\t\(path.joined(separator: " "))") }
    }

    /// (method, command path) pairs found by walking the command tree, the family's path preferred.
    static func table() -> [(String, [String])] {
        var found: [String: [String]] = [:]
        func walk(_ type: ParsableCommand.Type, _ path: [String]) {
            let config = type.configuration
            let here = path + [config.commandName ?? "?"]
            // The family's path (`server stats`) rather than a top-level shortcut (`stats`).
            if let m = type as? CallsMethod.Type, here.count - 1 > (found[m.method.name]?.count ?? 0) {
                found[m.method.name] = Array(here.dropFirst())
            }
            for sub in config.subcommands { walk(sub, here) }
        }
        walk(Prosc.self, [])
        // A method without a command of its own is one `prosc call` away.
        return MethodTable.all.map { ($0.name, found[$0.name] ?? ["call", $0.name]) }
    }
}
