import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// The help of each command is a contract: every protocol method is reachable, its help
/// lists every parameter under the protocol's name, help and docs/prosc.md say the same
/// (addressing, options and their defaults, exit codes, the command table), options with a
/// fixed set of values complete them, and the committed completion scripts are what the
/// current commands generate.
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
            if entry.path == ["call", entry.method] {
                // Reached through `prosc call`, whose parameters are the method table's own
                // (CallCommandTests): its help says how to pass them.
                let help = try await prosc(["call", "--help"], socket: nil)
                #expect(help.status == 0 && help.stdout.contains("name=value"))
                continue
            }
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

    // MARK: help and docs/prosc.md agree (issue 13 item 6)

    static func doc(_ name: String) throws -> String {
        try String(contentsOfFile: ServerProcess.packageRoot + "/docs/" + name, encoding: .utf8)
    }

    /// Text as a reader sees it: no Markdown code or emphasis marks, whitespace collapsed.
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "**", with: "")
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// The top-level help's sentences (addressing, options, exit codes) are docs/prosc.md's.
    @Test func topLevelHelpSaysWhatTheDocsSay() async throws {
        let tree = try await CommandTree.load()
        let docs = Self.plain(try Self.doc("prosc.md"))
        let sentences = tree.discussion.split(separator: "\n").map { Self.plain(String($0)) }.filter { !$0.isEmpty }
        #expect(sentences.count >= 3)
        for sentence in sentences { #expect(docs.contains(sentence), "docs/prosc.md does not say: \(sentence)") }
        // Names resolve without --window: in every window.
        #expect(tree.discussion.contains("else in every window"))
    }

    /// Every `--window` that scopes controller names says the same, and the docs say it too.
    @Test func windowScopeIsDescribedAlikeEverywhere() async throws {
        let tree = try await CommandTree.load()
        let docs = Self.plain(try Self.doc("prosc.md"))
        let scopes = tree.leaves.compactMap { $0.option("window") }.filter { $0.abstract.contains("controller names") }
        #expect(scopes.count > 20)
        for abstract in Set(scopes.map(\.abstract)) {
            #expect(docs.contains(Self.plain(abstract)), "docs/prosc.md does not say: \(abstract)")
        }
    }

    /// Every command that talks to a running server takes --json, --socket and --timeout, and
    /// every `--timeout` default is the one the docs give (snapshot's was 30 where the docs said 60).
    @Test func everyCommandTakesTheGlobalOptionsWithTheDocumentedTimeout() async throws {
        let tree = try await CommandTree.load()
        var documented: [Double] = []
        for name in ["prosc.md", "snapshot.md"] {
            let text = Self.plain(try Self.doc(name))
            for match in text.matches(of: /--timeout[^()]*\(default ([0-9.]+)\)/) { documented.append(Double(match.1)!) }
        }
        #expect(!documented.isEmpty && Set(documented).count == 1, "the docs give --timeout defaults \(documented)")
        // (Commands that talk to no running server — `methods`, or one that starts its own — may
        // have none of them.)
        var connecting = 0
        for command in tree.leaves where command.option("socket") != nil {
            connecting += 1
            for option in ["json", "timeout"] {
                #expect(command.option(option) != nil, "prosc \(command.path.joined(separator: " ")) lacks --\(option)")
            }
        }
        #expect(connecting > 50)
        for command in tree.leaves {
            guard let option = command.option("timeout") else { continue }
            let timeout = option.defaultValue.flatMap(Double.init)
            #expect(timeout == documented.first, "prosc \(command.path.joined(separator: " ")) --timeout defaults to \(timeout ?? -1)")
        }
    }

    /// The exit codes the help lists are the docs' table's.
    @Test func exitCodesInHelpAndDocsAgree() async throws {
        let tree = try await CommandTree.load()
        let line = try #require(tree.discussion.split(separator: "\n").first { $0.hasPrefix("Exit codes:") })
        let helpCodes = line.matches(of: #/(?:: |, )([0-9]+) /#).map { Int($0.1)! }
        let docs = try Self.doc("prosc.md")
        let section = try #require(docs.split(separator: "## ").first { $0.hasPrefix("Exit codes") })
        let tableCodes = section.split(separator: "\n").compactMap { row in row.firstMatch(of: /^\| ([0-9]+) \|/).map { Int($0.1)! } }
        #expect(helpCodes == [0, 1, 2, 3, 127])
        #expect(helpCodes == tableCodes)
    }

    /// docs/prosc.md's command table lists exactly the commands, aliases and subcommands prosc
    /// has, and each option it names exists.
    @Test func theCommandTableIsTheCommandTree() async throws {
        let tree = try await CommandTree.load()
        let docs = try Self.doc("prosc.md")
        let section = try #require(docs.split(separator: "## ").first { $0.hasPrefix("Commands") })
        var documented: Set<String> = []
        for row in section.split(separator: "\n") where row.hasPrefix("| `") {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let (name, aliases) = try #require(Self.nameAndAliases(cells[1]).first, "row \(row)")
            documented.insert(name)
            guard let command = tree.command(at: [name]) else {
                Issue.record("docs/prosc.md lists `\(name)`, which prosc does not have")
                continue
            }
            #expect(aliases == command.aliases, "aliases of \(name): docs \(aliases), prosc \(command.aliases)")
            var current = command
            var subcommands: [String: [String]] = [:]
            for (span, spanAliases) in Self.nameAndAliases(cells[2]) {
                if let sub = command.subcommands.first(where: { $0.name == span }) {
                    subcommands[span] = spanAliases
                    current = sub
                    continue
                }
                for option in span.matches(of: /--([A-Za-z][A-Za-z-]*)/).map({ String($0.1) }) {
                    #expect(current.option(option) != nil, "docs/prosc.md gives `prosc \(current.path.joined(separator: " "))` an option --\(option) it lacks")
                }
            }
            let real = command.subcommands.filter { $0.name != "help" }
            #expect(Set(subcommands.keys) == Set(real.map(\.name)), "subcommands of \(name)")
            for sub in real where subcommands[sub.name] != nil {
                #expect(subcommands[sub.name] == sub.aliases, "aliases of \(name) \(sub.name): docs \(subcommands[sub.name]!), prosc \(sub.aliases)")
            }
        }
        let commands = Set(tree.subcommands.map(\.name).filter { $0 != "help" })
        #expect(documented == commands, "missing from docs/prosc.md: \(commands.subtracting(documented).sorted()); not in prosc: \(documented.subtracting(commands).sorted())")
    }

    /// The code spans of a table cell, each with the code spans in parentheses right after it
    /// (its aliases): "`vc` (`controller`)" gives ("vc", ["controller"]).
    static func nameAndAliases(_ cell: String) -> [(String, [String])] {
        var out: [(String, [String])] = []
        for match in cell.matches(of: /`([^`]+)`(?:\s*\(((?:`[^`]+`(?:,\s*)?)+)\))?/) {
            let aliases = match.2.map { group in group.matches(of: /`([^`]+)`/).map { String($0.1) } } ?? []
            out.append((String(match.1), aliases))
        }
        return out
    }

    // MARK: completion of option values (issue 13 item 6)

    /// Each method parameter with a fixed set of values (`allowedValues`, booleans) completes
    /// exactly those values on the command that calls the method.
    @Test func parametersWithAFixedSetOfValuesCompleteThem() async throws {
        let tree = try await CommandTree.load()
        var checked = 0
        for entry in try await Self.methodCommands() where entry.path != ["call", entry.method] {
            let command = try #require(tree.command(at: entry.path))
            let descriptor = try #require(MethodTable.descriptor(named: entry.method))
            for param in descriptor.params {
                let expected: [String]
                if param.type == .boolOrString {
                    expected = ["true", "false"] + (param.allowedValues ?? [])   // `queue`: true, false, uikit
                } else if let values = param.allowedValues {
                    expected = values
                } else if param.type == .bool {
                    expected = ["true", "false"]
                } else {
                    continue
                }
                // A boolean may be a flag (`--snapshot`), which takes no value.
                guard let option = command.option(param.name), !option.flag else { continue }
                #expect(option.completion == .list(expected), "prosc \(entry.path.joined(separator: " ")) --\(param.name) completes \(option.completion)")
                checked += 1
            }
        }
        #expect(checked > 40)
    }

    /// Every option whose help announces "(one of: …)" — shortcuts and snapshot included —
    /// completes those values, and every list completion is announced.
    @Test func everyOptionWithOneOfInItsHelpCompletesThoseValues() async throws {
        let tree = try await CommandTree.load()
        var announced = 0
        for command in tree.leaves {
            for option in command.options where !option.positional {
                let name = "prosc \(command.path.joined(separator: " ")) --\(option.names.first ?? "?")"
                if let match = option.abstract.firstMatch(of: /\(one of: ([^)]*)\)/) {
                    let values = match.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    #expect(option.completion == .list(values), "\(name) completes \(option.completion)")
                    announced += 1
                } else if case .list(let values) = option.completion, values != ["true", "false"], !option.names.contains("name") {
                    Issue.record("\(name) completes \(values) but its help does not say so")
                }
            }
        }
        #expect(tree.command(at: ["present"])?.option("style")?.completion == .list(WireEnum.presentationStyle.values))
        #expect(tree.command(at: ["snapshot"])?.option("profile")?.completion == .list(["classic", "modern"]))
        #expect(announced > 10)
    }

    /// Options and arguments that take a controller, a window, a screen or a storyboard ask the
    /// running server.
    @Test func optionsNamingThingsOfTheServerCompleteLive() async throws {
        let tree = try await CommandTree.load()
        let live: [([String], String)] = [
            (["present"], "from"), (["present"], "controller"), (["present"], "window"), (["present"], "storyboard"),
            (["dismiss"], "controller"), (["push"], "nav"), (["pop"], "nav"), (["tree"], "window"), (["watch"], "window"),
            (["vc", "present"], "presenter"), (["vc", "present"], "vc"), (["nav", "set-view-controllers"], "vcs"),
            (["window", "get"], "window"), (["window", "create"], "screen"), (["window", "create"], "root"),
            (["window", "create"], "identifier"), (["screen", "disconnect"], "screen"), (["vc", "instantiate"], "storyboard"),
            (["segue", "perform"], "source"), (["segue", "perform"], "identifier"), (["tab", "select"], "tab"),
        ]
        for (path, name) in live {
            let option = tree.command(at: path)?.options.first { $0.names.contains(name) }
            #expect(option?.completion == .custom, "prosc \(path.joined(separator: " ")) \(name) completes \(String(describing: option?.completion))")
        }
    }
}
