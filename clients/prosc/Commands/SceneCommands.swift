import ArgumentParser
import HierarchyNaming
import ProsceniumClient
import WireProtocol

/// `prosc scene …`: the scene life cycle of iOS 13+ (docs/protocol.md *Scenes*): list and
/// describe scenes, open and close them (iPad), send them to the background and back, resize
/// them, and set a session's restoration activity.
struct SceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scene",
        abstract: "Scenes (iOS 13+): list, get, open, close, background, foreground, resize, activity.",
        subcommands: [List.self, Get.self, Open.self, Close.self, Background.self, Foreground.self, Resize.self, Activity.self])

    /// One scene on a line: `sc2 externalDisplay foregroundActive s2 1920x1080 regular/regular "External Display Configuration" (External) windows: w2`.
    static func line(_ s: WindowScene) -> String {
        "\(s.scene) \(s.role) \(s.activationState) \(s.screen) \(HumanOutput.number(s.width))x\(HumanOutput.number(s.height))"
            + " \(s.traits.horizontalSizeClass)/\(s.traits.verticalSizeClass)"
            + " \(s.configuration.map { "\"\($0)\"" } ?? "(no configuration)")\(s.storyboard.map { " (\($0))" } ?? "")"
            + " windows: \(s.windows.isEmpty ? "-" : s.windows.joined(separator: " "))"
            + (s.mirrored ? " mirrored" : "")
            + (s.stateRestorationActivity.map { " activity: \($0.activityType)" } ?? "")
    }

    struct List: MethodCommand {
        static let method = MethodDescriptor.sceneList
        static let configuration = CommandConfiguration.method(method, "list", aliases: ["ls"])
        @OptionGroup var global: GlobalOptions
        func params(_ s: Session) async throws -> JSONObject { [:] }
        func human(_ result: JSON, _ s: Session) async throws -> String? {
            let list = try WindowSceneList(result: result, context: "scene.list")
            let head = "\(list.lifeCycle == "scenes" ? "scene life cycle" : "app-delegate life cycle (no scenes)")"
                + (list.supportsMultipleScenes ? ", multiple scenes" : "")
            return ([head] + list.scenes.map(SceneCommand.line)).joined(separator: "\n")
        }
    }

    struct Get: MethodCommand {
        static let method = MethodDescriptor.sceneGet
        static let configuration = CommandConfiguration.method(method, "get")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "scene"), completion: .param(method, "scene")) var scene: String
        func params(_ s: Session) async throws -> JSONObject { ["scene": .string(scene)] }
    }

    struct Open: MethodCommand {
        static let method = MethodDescriptor.sceneActivate
        static let configuration = CommandConfiguration.method(method, "open", aliases: ["activate"])
        @OptionGroup var global: GlobalOptions
        @Option(name: .customLong("requestingScene"), help: .param(method, "requestingScene"), completion: .param(method, "requestingScene"))
        var requestingScene: String?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = [:]
            p.set("requestingScene", requestingScene)
            return p
        }
    }

    struct Close: MethodCommand {
        static let method = MethodDescriptor.sceneDestroy
        static let configuration = CommandConfiguration.method(method, "close", aliases: ["destroy"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "scene"), completion: .param(method, "scene")) var scene: String
        func params(_ s: Session) async throws -> JSONObject { ["scene": .string(scene)] }
    }

    struct Background: MethodCommand {
        static let method = MethodDescriptor.sceneBackground
        static let configuration = CommandConfiguration.method(method, "background", aliases: ["bg"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "scene"), completion: .param(method, "scene")) var scene: String
        func params(_ s: Session) async throws -> JSONObject { ["scene": .string(scene)] }
    }

    struct Foreground: MethodCommand {
        static let method = MethodDescriptor.sceneForeground
        static let configuration = CommandConfiguration.method(method, "foreground", aliases: ["fg"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "scene"), completion: .param(method, "scene")) var scene: String
        func params(_ s: Session) async throws -> JSONObject { ["scene": .string(scene)] }
    }

    struct Resize: MethodCommand {
        static let method = MethodDescriptor.sceneResize
        static let configuration = CommandConfiguration.method(
            method, "resize", discussion: "Give the size as --size WxH or as --width and --height.")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "scene"), completion: .param(method, "scene")) var scene: String
        @Option(help: ArgumentHelp("width x height in points: 507x1366", valueName: "WxH")) var size: ScreenSize?
        @Option(help: .param(method, "width"), completion: .param(method, "width")) var width: Double?
        @Option(help: .param(method, "height"), completion: .param(method, "height")) var height: Double?

        func validate() throws {
            if size == nil && (width == nil || height == nil) { throw ValidationError("give --size WxH, or --width and --height") }
        }

        func params(_ s: Session) async throws -> JSONObject {
            ["scene": .string(scene), "width": .number(width ?? size?.width ?? 0), "height": .number(height ?? size?.height ?? 0)]
        }
    }

    struct Activity: MethodCommand {
        static let method = MethodDescriptor.sceneSetRestorationActivity
        static let configuration = CommandConfiguration.method(
            method, "activity", aliases: ["set-restoration-activity"],
            discussion: "Without --activityType the scene returns no activity. --userInfo key=value, repeatable, fills userInfo.")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "scene"), completion: .param(method, "scene")) var scene: String
        @Option(name: .customLong("activityType"), help: .param(method, "activityType")) var activityType: String?
        @Option(help: .param(method, "title")) var title: String?
        @Option(name: .customLong("userInfo"), help: ArgumentHelp("a userInfo entry: key=value (repeatable)", valueName: "key=value"))
        var info: [String] = []

        func validate() throws {
            for entry in info where !entry.contains("=") { throw ValidationError("--userInfo takes key=value, got '\(entry)'") }
        }

        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["scene": .string(scene)]
            p.set("activityType", activityType)
            p.set("title", title)
            if !info.isEmpty {
                var userInfo = JSONObject()
                for entry in info {
                    let parts = entry.split(separator: "=", maxSplits: 1)
                    userInfo[String(parts[0])] = .string(parts.count > 1 ? String(parts[1]) : "")
                }
                p["userInfo"] = .object(userInfo)
            }
            return p
        }
    }
}
