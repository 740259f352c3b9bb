import ArgumentParser
import HierarchyNaming
import ProsceniumClient
import WireProtocol

// `prosc scene …` (generated: clients/prosc/Generated/FamilyCommands.swift): how its results
// print, and the options beyond scene.resize's and scene.setRestorationActivity's parameters.

extension SceneCommand {
    /// One scene on a line: `sc2 externalDisplay foregroundActive s2 1920x1080 regular/regular "External Display Configuration" (External) windows: w2`.
    static func line(_ s: WindowScene) -> String {
        "\(s.scene) \(s.role) \(s.activationState) \(s.screen) \(HumanOutput.number(s.width))x\(HumanOutput.number(s.height))"
            + " \(s.traits.horizontalSizeClass)/\(s.traits.verticalSizeClass)"
            + " \(s.configuration.map { "\"\($0)\"" } ?? "(no configuration)")\(s.storyboard.map { " (\($0))" } ?? "")"
            + " windows: \(s.windows.isEmpty ? "-" : s.windows.joined(separator: " "))"
            + (s.mirrored ? " mirrored" : "")
            + (s.stateRestorationActivity.map { " activity: \($0.activityType)" } ?? "")
    }
}

extension SceneCommand.List {
    func human(_ result: JSON, _ s: Session) async throws -> String? {
        let list = try WindowSceneList(result: result, context: "scene.list")
        let head = "\(list.lifeCycle == "scenes" ? "scene life cycle" : "app-delegate life cycle (no scenes)")"
            + (list.supportsMultipleScenes ? ", multiple scenes" : "")
        return ([head] + list.scenes.map(SceneCommand.line)).joined(separator: "\n")
    }
}

/// `--size WxH` of `prosc scene resize`: its width and height in one option.
struct SceneSizeOption: CommandLineExtra {
    @Option(help: ArgumentHelp("width x height in points: 507x1366", valueName: "WxH")) var size: ScreenSize?

    func check(_ given: JSONObject, for method: MethodDescriptor) throws {
        if size == nil && (given["width"] == nil || given["height"] == nil) { throw ValidationError("give --size WxH, or --width and --height") }
    }

    func add(to p: inout JSONObject) throws { size?.add(to: &p, scale: false) }
}

/// `--userInfo key=value` (repeatable) of `prosc scene activity`: the activity's userInfo.
struct UserInfoOption: CommandLineExtra {
    @Option(name: .customLong("userInfo"), help: ArgumentHelp("a userInfo entry: key=value (repeatable)", valueName: "key=value"))
    var info: [String] = []

    func check(_ given: JSONObject, for method: MethodDescriptor) throws {
        for entry in info where !entry.contains("=") { throw ValidationError("--userInfo takes key=value, got '\(entry)'") }
    }

    func add(to p: inout JSONObject) throws {
        guard !info.isEmpty else { return }
        var userInfo = JSONObject()
        for entry in info {
            let parts = entry.split(separator: "=", maxSplits: 1)
            userInfo[String(parts[0])] = .string(parts.count > 1 ? String(parts[1]) : "")
        }
        p["userInfo"] = .object(userInfo)
    }
}
