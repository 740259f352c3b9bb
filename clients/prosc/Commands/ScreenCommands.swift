import ArgumentParser
import HierarchyNaming
import ProsceniumClient
import WireProtocol

/// `prosc screen …`: list, connect and disconnect screens.
struct ScreenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen", abstract: "Screens: list, connect an external display, disconnect it.", subcommands: [List.self, Connect.self, Disconnect.self], aliases: ["sc"])

    struct List: MethodCommand {
        static let method = MethodDescriptor.screenList
        static let configuration = CommandConfiguration.method(method, "list", aliases: ["ls"])
        @OptionGroup var global: GlobalOptions
        func params(_ s: Session) async throws -> JSONObject { [:] }
        func human(_ result: JSON, _ s: Session) async throws -> String? {
            try ResultReader(result, context: "screen.list").array("screens", of: ScreenInfo.self).map { screen in
                "\(screen.id)\(screen.main ? " main" : "") \"\(screen.name)\" \(ScreenSize.text(screen.width, screen.height, screen.scale))"
                    + (screen.mirrored ? " mirrored" : "")
                    + " \(screen.traits.idiom ?? "-") \(screen.traits.horizontalSizeClass)/\(screen.traits.verticalSizeClass)"
                    + " windows: \(screen.windows.isEmpty ? "-" : screen.windows.joined(separator: " "))"
            }.joined(separator: "\n")
        }
    }

    struct Connect: MethodCommand {
        static let method = MethodDescriptor.screenConnect
        static let configuration = CommandConfiguration.method(
            method, "connect", aliases: ["add"],
            discussion: "Give the size as --size WxH[@scale] or as --width, --height and --scale.")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "name"), completion: .param(method, "name")) var name: String
        @Option(help: ArgumentHelp("width x height in points, optionally @scale: 1920x1080@2", valueName: "WxH[@scale]"))
        var size: ScreenSize?
        @Option(help: .param(method, "width"), completion: .param(method, "width")) var width: Double?
        @Option(help: .param(method, "height"), completion: .param(method, "height")) var height: Double?
        @Option(help: .param(method, "scale"), completion: .param(method, "scale")) var scale: Double?

        func validate() throws {
            if size == nil && (width == nil || height == nil) {
                throw ValidationError("give --size WxH[@scale], or --width and --height")
            }
        }

        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["name": .string(name)]
            p["width"] = .number(width ?? size?.width ?? 0)
            p["height"] = .number(height ?? size?.height ?? 0)
            if let sc = scale ?? size?.scale { p["scale"] = .number(sc) }
            return p
        }
    }

    struct Disconnect: MethodCommand {
        static let method = MethodDescriptor.screenDisconnect
        static let configuration = CommandConfiguration.method(method, "disconnect", aliases: ["rm"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "screen"), completion: .param(method, "screen")) var screen: String
        func params(_ s: Session) async throws -> JSONObject { ["screen": .string(screen)] }
    }
}

/// A screen size written `1920x1080` or `1920x1080@2` (HierarchyNaming's, shared with flow files).
extension ScreenSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(text: argument) }
}
