import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// The help of each command is a contract: every protocol method is reachable, its help
/// lists every parameter under the protocol's name, and the committed completion scripts
/// are what the current commands generate.
@Suite("prosc help and completions")
struct HelpContractTests {
    static func methodCommands() async throws -> [(method: String, path: [String])] {
        let run = try await prosc(["methods"], socket: nil)
        return run.lines.map { line in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            return (String(parts[0]), parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : [])
        }
    }

    @Test func everyProtocolMethodHasACommand() async throws {
        let table = try await Self.methodCommands()
        #expect(table.map(\.method) == MethodTable.all.map(\.name))
        for entry in table { #expect(!entry.path.isEmpty, "no command reaches \(entry.method)") }
    }

    @Test func eachCommandsHelpListsEveryParameterOfItsMethod() async throws {
        for entry in try await Self.methodCommands() {
            let help = try await prosc(entry.path + ["--help"], socket: nil)
            #expect(help.status == 0)
            let descriptor = try #require(MethodTable.descriptor(named: entry.method))
            #expect(help.stdout.contains("(\(entry.method))"), "help of \(entry.path) does not name \(entry.method)")
            for param in descriptor.params {
                #expect(help.stdout.contains("--\(param.name) "), "help of prosc \(entry.path.joined(separator: " ")) lacks --\(param.name)")
            }
            for option in ["--json", "--socket", "--timeout"] { #expect(help.stdout.contains(option)) }
        }
    }

    @Test func shortcutsAndViewsDocumentTheirArguments() async throws {
        let expected: [[String]: [String]] = [
            ["present"]: ["--window", "--from", "<controller>", "--storyboard", "--style"],
            ["tree"]: ["--window", "--json"],
            ["watch"]: ["--window", "--name", "--count"],
            ["screen", "connect"]: ["--name", "--size", "WxH[@scale]"],
            ["dismiss"]: ["<controller>", "--animated"],
        ]
        for (path, needles) in expected {
            let help = try await prosc(path + ["--help"], socket: nil)
            for n in needles { #expect(help.stdout.contains(n), "help of \(path) lacks \(n)") }
        }
    }

    @Test func committedCompletionScriptsAreCurrent() async throws {
        for (shell, file) in [("bash", "prosc.bash"), ("zsh", "_prosc"), ("fish", "prosc.fish")] {
            let generated = try await prosc(["--generate-completion-script", shell], socket: nil)
            let committed = try String(contentsOfFile: ServerProcess.packageRoot + "/clients/prosc/completions/" + file, encoding: .utf8)
            #expect(generated.stdout == committed, "clients/prosc/completions/\(file) is stale: run `make completions`")
        }
    }
}
