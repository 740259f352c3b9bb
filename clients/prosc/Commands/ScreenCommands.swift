import ArgumentParser
import HierarchyNaming
import ProsceniumClient
import WireProtocol

// `prosc screen …` (generated: clients/prosc/Generated/FamilyCommands.swift): how the list
// prints, and `screen connect --size`.

extension ScreenCommand.List {
    func human(_ result: JSON, _ s: Session) async throws -> String? {
        try ResultReader(result, context: "screen.list").array("screens", of: ScreenInfo.self).map { screen in
            "\(screen.id)\(screen.main ? " main" : "") \"\(screen.name)\" \(ScreenSize.text(screen.width, screen.height, screen.scale))"
                + (screen.mirrored ? " mirrored" : "")
                + " \(screen.traits.idiom ?? "-") \(screen.traits.horizontalSizeClass)/\(screen.traits.verticalSizeClass)"
                + " windows: \(screen.windows.isEmpty ? "-" : screen.windows.joined(separator: " "))"
        }.joined(separator: "\n")
    }
}

/// `--size WxH[@scale]` of `prosc screen connect`: its width, height and scale in one option.
struct ScreenSizeOption: CommandLineExtra {
    @Option(help: ArgumentHelp("width x height in points, optionally @scale: 1920x1080@2", valueName: "WxH[@scale]"))
    var size: ScreenSize?

    func check(_ given: JSONObject, for method: MethodDescriptor) throws {
        if size == nil && (given["width"] == nil || given["height"] == nil) {
            throw ValidationError("give --size WxH[@scale], or --width and --height")
        }
    }

    func add(to p: inout JSONObject) throws { size?.add(to: &p, scale: true) }
}

/// A screen size written `1920x1080` or `1920x1080@2` (HierarchyNaming's, shared with flow files).
extension ScreenSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(text: argument) }

    /// Sets `width`, `height` (and `scale`) where the options did not give them.
    func add(to p: inout JSONObject, scale withScale: Bool) {
        if p["width"] == nil { p["width"] = .number(width) }
        if p["height"] == nil { p["height"] = .number(height) }
        if withScale, p["scale"] == nil, let scale { p["scale"] = .number(scale) }
    }
}
