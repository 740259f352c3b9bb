import Foundation
import ArgumentParser
import ProsceniumClient
import WireProtocol

/// `prosc storyboard …`: load and list storyboards.
struct StoryboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard", abstract: "Storyboards: load, list.", subcommands: [Load.self, List.self], aliases: ["sb"])

    struct Load: MethodCommand {
        static let method = MethodDescriptor.storyboardLoad
        static let configuration = CommandConfiguration.method(
            method, "load", discussion: """
                Give FILE (read here and sent inline, any size up to the server's maxLineBytes: 16 MiB \
                by default; named after the file unless --name), or --path (a file the server may \
                read: inside its storyboard directory), or --name with --xml.
                """)
        @OptionGroup var global: GlobalOptions
        @Argument(help: "A .storyboard file to read and send (its name: the file's, without .storyboard).", completion: .file(extensions: ["storyboard"])) var file: String?
        @Option(help: .param(method, "path"), completion: .param(method, "path")) var path: String?
        @Option(help: .param(method, "name"), completion: .param(method, "name")) var name: String?
        @Option(help: .param(method, "xml"), completion: .param(method, "xml")) var xml: String?

        func validate() throws {
            let sources = [file != nil, path != nil, xml != nil].filter { $0 }.count
            guard sources == 1 else { throw ValidationError("give one of FILE, --path, or --name with --xml") }
            if xml != nil && name == nil { throw ValidationError("--xml needs --name") }
        }

        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = [:]
            if let file {
                guard let data = FileManager.default.contents(atPath: file) else {
                    throw ProscFailure.usage("cannot read \(file)")
                }
                guard let text = String(bytes: data, encoding: .utf8) else {
                    throw ProscFailure.usage("\(file) is not UTF-8 text: a storyboard is an XML document in UTF-8")
                }
                let base = URL(fileURLWithPath: file).lastPathComponent
                p.set("name", name ?? (base.hasSuffix(".storyboard") ? String(base.dropLast(".storyboard".count)) : base))
                p.set("xml", text)
                return p
            }
            p.set("path", path)
            p.set("name", name)
            p.set("xml", xml)
            return p
        }

        func human(_ result: JSON, _ s: Session) async throws -> String? {
            StoryboardText.describe(try StoryboardLoaded(result: result, context: "storyboard.load"))
        }
    }

    struct List: MethodCommand {
        static let method = MethodDescriptor.storyboardList
        static let configuration = CommandConfiguration.method(method, "list", aliases: ["ls"])
        @OptionGroup var global: GlobalOptions
        func params(_ s: Session) async throws -> JSONObject { [:] }
        func human(_ result: JSON, _ s: Session) async throws -> String? {
            try ResultReader(result, context: "storyboard.list").array("storyboards", of: StoryboardInfo.self)
                .map(StoryboardText.describe).joined(separator: "\n")
        }
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
