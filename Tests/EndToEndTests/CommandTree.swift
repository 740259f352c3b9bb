import WireProtocol

/// prosc's commands as argument-parser describes them (`prosc --experimental-dump-help`): names,
/// aliases, options with their help, defaults and completions, and subcommands. What the help
/// and completion contract tests compare the docs and the method table with.
struct CommandTree {
    /// One option or argument.
    struct Option {
        /// Long names without dashes (`style`), or the value name of a positional argument.
        var names: [String]
        var positional: Bool
        /// A flag takes no value.
        var flag: Bool
        var abstract: String
        var defaultValue: String?
        var completion: Completion
    }

    /// What the shell completes for an option's value.
    enum Completion: Equatable {
        case none
        case list([String])
        case custom
        case file
        case other
    }

    var name: String
    var aliases: [String]
    /// The names from the root (`["vc", "present"]`).
    var path: [String]
    var abstract: String
    var discussion: String
    var options: [Option]
    var subcommands: [CommandTree]

    /// The tree of the built `prosc`.
    static func load() async throws -> CommandTree {
        let run = try await prosc(["--experimental-dump-help"], socket: nil)
        guard run.status == 0, let command = try JSONParser.parse(run.stdout)["command"] else {
            throw DumpError(text: run.stderr)
        }
        return CommandTree(command, path: [])
    }

    struct DumpError: Error { var text: String }

    init(_ json: JSON, path: [String]) {
        name = json["commandName"]?.stringValue ?? ""
        aliases = json["aliases"]?.arrayValue?.compactMap(\.stringValue) ?? []
        self.path = path
        abstract = json["abstract"]?.stringValue ?? ""
        discussion = json["discussion"]?.stringValue ?? ""
        options = (json["arguments"]?.arrayValue ?? []).map { a in
            let names = (a["names"]?.arrayValue ?? []).filter { $0["kind"] == "long" }.compactMap { $0["name"]?.stringValue }
            var completion = Completion.none
            if let kind = a["completionKind"]?.objectValue {
                if let values = kind["list"]?["values"]?.arrayValue {
                    completion = .list(values.compactMap(\.stringValue))
                } else if kind["custom"] != nil || kind["customAsync"] != nil {
                    completion = .custom
                } else if kind["file"] != nil {
                    completion = .file
                } else {
                    completion = .other
                }
            }
            let positional = a["kind"] == "positional"
            return Option(names: positional ? [a["valueName"]?.stringValue ?? ""] : names, positional: positional, flag: a["kind"] == "flag",
                          abstract: a["abstract"]?.stringValue ?? "", defaultValue: a["defaultValue"]?.stringValue,
                          completion: completion)
        }
        subcommands = (json["subcommands"]?.arrayValue ?? []).map { sub in
            CommandTree(sub, path: path + [sub["commandName"]?.stringValue ?? ""])
        }
    }

    /// This command and every command below it, except argument-parser's own `help`.
    var all: [CommandTree] {
        [self] + subcommands.filter { $0.name != "help" }.flatMap(\.all)
    }

    /// The commands that run (no subcommands), except `help`.
    var leaves: [CommandTree] { all.filter { $0.subcommands.isEmpty && !$0.path.isEmpty } }

    /// The command at `path` below this one.
    func command(at path: [String]) -> CommandTree? {
        var here = self
        for name in path {
            guard let next = here.subcommands.first(where: { $0.name == name }) else { return nil }
            here = next
        }
        return here
    }

    /// The option called `--name`.
    func option(_ name: String) -> Option? { options.first { !$0.positional && $0.names.contains(name) } }
}
