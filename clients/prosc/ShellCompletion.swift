import ArgumentParser
import HierarchyNaming
import ProsceniumClient
import WireProtocol

/// What the shell offers for an option's value (argument-parser writes it into the completion
/// scripts of `make completions`): the values the method table allows, `true`/`false` for a
/// boolean, and names the running server knows, asked for when the user presses Tab
/// (`LiveNames`, as kubectl completes resource names).
extension CompletionKind {
    /// For method `m`'s parameter `name`: its `allowedValues`, `true`/`false` for a boolean,
    /// the live names of what its kind refers to (controllers, windows, screens, scenes) or of
    /// what the protocol's strings of that name are (`storyboard`, `identifier`), else the
    /// shell's default.
    static func param(_ m: MethodDescriptor, _ name: String) -> CompletionKind {
        guard let spec = m.param(named: name) else { return .default }
        if spec.type == .boolOrString { return .list(["true", "false"] + (spec.allowedValues ?? [])) }
        if let values = spec.allowedValues { return .list(values) }
        switch spec.kind {
        case .bool: return .list(["true", "false"])
        case .controller, .controllers: return .controllers
        case .window, .windows: return .windows
        case .screen: return .screens
        case .scene: return .windowScenes
        default: break
        }
        switch name {
        case "storyboard": return .storyboards
        case "identifier": return m.name == MethodDescriptor.seguePerform.name ? .segueIdentifiers : .sceneIdentifiers
        case "names": return .eventNames
        case "path": return .file(extensions: ["storyboard"])
        default: return .default
        }
    }

    /// Controllers of the hierarchy (in `--window` when the line has one): the names that
    /// resolve to one controller, and every id.
    static let controllers = CompletionKind.custom { words, _, _ in LiveNames.controllers(CompletionLine(words)) }
    /// Window ids.
    static let windows = CompletionKind.custom { words, _, _ in LiveNames.windows(CompletionLine(words)) }
    /// Screen ids.
    static let screens = CompletionKind.custom { words, _, _ in LiveNames.screens(CompletionLine(words)) }
    /// UIScene ids (`scene.list`).
    static let windowScenes = CompletionKind.custom { words, _, _ in LiveNames.windowScenes(CompletionLine(words)) }
    /// Names of loaded storyboards.
    static let storyboards = CompletionKind.custom { words, _, _ in LiveNames.storyboards(CompletionLine(words)) }
    /// Storyboard identifiers of the line's `--storyboard`, else of every loaded storyboard.
    static let sceneIdentifiers = CompletionKind.custom { words, _, _ in LiveNames.sceneIdentifiers(CompletionLine(words)) }
    /// Segue identifiers of the line's `--source` controller.
    static let segueIdentifiers = CompletionKind.custom { words, _, _ in LiveNames.segueIdentifiers(CompletionLine(words)) }
    /// Event names (`events.subscribe`'s `names`).
    static let eventNames = CompletionKind.list(EventNames.all)
}

/// The words of the command line being completed, as the shell passed them (quotes included),
/// and the option values the live completions depend on.
struct CompletionLine {
    var words: [String]

    init(_ words: [String]) { self.words = words }

    /// The last value given to `--option` (`--option V` or `--option=V`), unquoted.
    func value(of option: String) -> String? {
        var found: String?
        for (i, word) in words.enumerated() {
            if word == option, i + 1 < words.count {
                found = words[i + 1]
            } else if word.hasPrefix(option + "=") {
                found = String(word.dropFirst(option.count + 1))
            }
        }
        return found.map(Self.unquoted).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `'a b'`, `"a b"` and `a\ b` as the shell means them.
    static func unquoted(_ word: String) -> String {
        var out = ""
        var quote: Character?
        var escaped = false
        for c in word {
            if escaped {
                out.append(c)
                escaped = false
            } else if c == "\\" && quote != "'" {
                escaped = true
            } else if let q = quote, c == q {
                quote = nil
            } else if quote == nil && (c == "'" || c == "\"") {
                quote = c
            } else {
                out.append(c)
            }
        }
        return out
    }

    var socket: String { SocketLocation.resolve(explicit: value(of: "--socket")).path }
}

/// Names the running server knows, for shell completion: one short pipelined query
/// (`OneShot`) per Tab. When no server answers — none running, wrong socket, too slow — the
/// answer is empty, at once and without a word on stderr: a completion must never get in the
/// way of typing.
enum LiveNames {
    /// How long a completion waits for the server.
    static let timeout = 0.5

    static func controllers(_ line: CompletionLine) -> [String] {
        let window = line.value(of: "--window")
        var params: JSONObject = [:]
        params.set("window", window)
        guard let result = ask(line, MethodDescriptor.tree.name, params), let tree = try? Tree(result: result, context: "tree") else {
            return []
        }
        var names: [String] = []
        var ids: [String] = []
        for w in tree.windows {
            for node in w.root?.allNodes ?? [] {
                ids.append(node.vc)
                for name in [node.storyboardIdentifier, node.title].compactMap({ $0 }) where !name.isEmpty {
                    if (try? ControllerResolver.resolve(name, in: tree, window: window)) != nil { names.append(name) }
                }
            }
        }
        return unique(names + ids)
    }

    static func windows(_ line: CompletionLine) -> [String] {
        ask(line, MethodDescriptor.windowList.name)
            .flatMap { try? ResultReader($0, context: "window.list").array("windows", of: WindowSummary.self) }?.map(\.id) ?? []
    }

    static func screens(_ line: CompletionLine) -> [String] {
        ask(line, MethodDescriptor.screenList.name)
            .flatMap { try? ResultReader($0, context: "screen.list").array("screens", of: ScreenInfo.self) }?.map(\.id) ?? []
    }

    static func windowScenes(_ line: CompletionLine) -> [String] {
        ask(line, MethodDescriptor.sceneList.name)
            .flatMap { try? ResultReader($0, context: "scene.list").array("scenes", of: WindowScene.self) }?.map(\.scene) ?? []
    }

    static func storyboards(_ line: CompletionLine) -> [String] {
        storyboardList(line).map(\.storyboard)
    }

    static func sceneIdentifiers(_ line: CompletionLine) -> [String] {
        let only = line.value(of: "--storyboard")
        return unique(storyboardList(line).filter { only == nil || $0.storyboard == only }
            .flatMap { $0.scenes.compactMap(\.storyboardIdentifier) })
    }

    static func segueIdentifiers(_ line: CompletionLine) -> [String] {
        guard let source = line.value(of: "--source") else { return [] }
        var vc = source
        if !ControllerResolver.isID(source) {
            let window = line.value(of: "--window")
            var params: JSONObject = [:]
            params.set("window", window)
            guard let result = ask(line, MethodDescriptor.tree.name, params), let tree = try? Tree(result: result, context: "tree"),
                  let id = try? ControllerResolver.resolve(source, in: tree, window: window) else { return [] }
            vc = id
        }
        guard let result = ask(line, MethodDescriptor.vcSegues.name, ["vc": .string(vc)]),
              let segues = try? ResultReader(result, context: "vc.segues").array("segues", of: SegueInfo.self) else { return [] }
        return unique(segues.compactMap(\.identifier))
    }

    private static func storyboardList(_ line: CompletionLine) -> [StoryboardInfo] {
        ask(line, MethodDescriptor.storyboardList.name)
            .flatMap { try? ResultReader($0, context: "storyboard.list").array("storyboards", of: StoryboardInfo.self) } ?? []
    }

    /// One method's result from the server the line names, or nil.
    private static func ask(_ line: CompletionLine, _ method: String, _ params: JSONObject = [:]) -> JSON? {
        guard let answers = try? OneShot.call(path: line.socket, [(method, params)], timeout: timeout),
              let result = try? answers.first?.get() else { return nil }
        return result
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
