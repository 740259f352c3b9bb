import Foundation
import ArgumentParser
import ProsceniumClient
import WireProtocol

// `prosc storyboard …` (generated: clients/prosc/Generated/FamilyCommands.swift): load's FILE
// and how storyboards print.

/// `prosc storyboard load FILE`: a file read here and sent inline, named after the file.
struct StoryboardFileArgument: CommandLineExtra {
    @Argument(help: "A .storyboard file to read and send (its name: the file's, without .storyboard).", completion: .file(extensions: ["storyboard"]))
    var file: String?

    func check(_ given: JSONObject, for method: MethodDescriptor) throws {
        let sources = [file != nil, given["path"] != nil, given["xml"] != nil].filter { $0 }.count
        guard sources == 1 else { throw ValidationError("give one of FILE, --path, or --name with --xml") }
        if given["xml"] != nil && given["name"] == nil { throw ValidationError("--xml needs --name") }
    }

    func add(to p: inout JSONObject) throws {
        guard let file else { return }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ProscFailure.usage("cannot read \(file)")
        }
        guard let text = String(bytes: data, encoding: .utf8) else {
            throw ProscFailure.usage("\(file) is not UTF-8 text: a storyboard is an XML document in UTF-8")
        }
        let base = URL(fileURLWithPath: file).lastPathComponent
        if p["name"] == nil { p["name"] = .string(base.hasSuffix(".storyboard") ? String(base.dropLast(".storyboard".count)) : base) }
        p["xml"] = .string(text)
    }
}

extension StoryboardCommand.Load {
    func human(_ result: JSON, _ s: Session) async throws -> String? {
        StoryboardText.describe(try StoryboardLoaded(result: result, context: "storyboard.load"))
    }
}

extension StoryboardCommand.List {
    func human(_ result: JSON, _ s: Session) async throws -> String? {
        try ResultReader(result, context: "storyboard.list").array("storyboards", of: StoryboardInfo.self)
            .map(StoryboardText.describe).joined(separator: "\n")
    }
}

/// A storyboard and its scenes, one line each.
enum StoryboardText {
    /// A storyboard just loaded, with the references it cannot resolve yet.
    static func describe(_ s: StoryboardLoaded) -> String {
        describe(storyboard: s.storyboard, path: nil, initial: s.initial, scenes: s.scenes, warnings: s.warnings)
    }

    /// One storyboard of the list.
    static func describe(_ s: StoryboardInfo) -> String {
        describe(storyboard: s.storyboard, path: s.path, initial: s.initial, scenes: s.scenes, warnings: [])
    }

    static func describe(storyboard: String, path: String?, initial: String?, scenes: [SceneInfo], warnings: [String]) -> String {
        var lines = ["\(storyboard)\(path.map { " (\($0))" } ?? "")"]
        for scene in scenes {
            var line = "  \(scene.id) \(scene.customClass ?? scene.className)"
            if let id = scene.storyboardIdentifier { line += " id=\(id)" }
            if let title = scene.title { line += " \"\(title)\"" }
            if scene.id == initial { line += " (initial)" }
            lines.append(line)
        }
        for w in warnings { lines.append("  warning: \(w)") }
        return lines.joined(separator: "\n")
    }
}
