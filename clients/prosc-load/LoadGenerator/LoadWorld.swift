import ProsceniumClient
import WireProtocol

/// The device the load runs against (`--world`): what the scene operations may do there.
/// prosc-load starts no server, so a world is a requirement on the server it connects to.
public enum LoadWorld: String, Sendable, CaseIterable {
    /// Any app on the scene life cycle: external displays, background and foreground.
    case phone
    /// An iPad app that supports multiple scenes (proscd `--main-screen 1024x1366@2:pad
    /// --supports-multiple-scenes`): also `scene.resize`, `scene.activate`, `scene.destroy`.
    case ipad
}

/// What the set-up learns from the server's `scene.list` (before it makes any window) for the
/// scene operations: the application scene the first client may background, and the size a
/// resize returns to.
public struct SceneWorld: Sendable {
    /// The application-role scene that held a window before the load (the main storyboard's):
    /// its scene events land in that window, which no operation of the load touches.
    public var appScene: String?
    public var appSceneWindow: String?
    public var appSceneBackground = false
    /// The application scene's size (the full size of `resize`).
    public var fullWidth = 0.0
    public var fullHeight = 0.0

    /// The narrow size of `resize`: 507 points wide (a sourced compact width, R144), full height.
    public var narrowWidth: Double { 507 }

    /// R144: an iPad scene's horizontal size class is regular from 678 points wide (the
    /// narrowest sourced regular width), compact below.
    public static func horizontalSizeClass(width: Double) -> String { width >= 678 ? "regular" : "compact" }

    public struct Refused: Error, CustomStringConvertible {
        public var description: String
    }

    public init() {}

    /// Reads `scene.list` and checks that the server is the world asked for.
    public static func probe(_ c: ProsceniumConnection, world: LoadWorld) async throws -> SceneWorld {
        let list = try await c.call(MethodDescriptor.sceneList.name, [:], timeout: 60)
        guard list["lifeCycle"]?.stringValue == "scenes" else {
            throw Refused(description: "scene operations need a server on the scene life cycle (iOS 13 or later with a scene manifest); this one runs \(list["lifeCycle"]?.stringValue ?? "?")")
        }
        let scenes = list["scenes"]?.arrayValue ?? []
        let app = scenes.first { $0["role"]?.stringValue == "application" }
        if world == .ipad {
            guard list["supportsMultipleScenes"]?.boolValue == true, app?["traits"]?["idiom"]?.stringValue == "pad" else {
                throw Refused(description: "--world ipad needs a server started with --main-screen 1024x1366@2:pad --supports-multiple-scenes (scene.list: supportsMultipleScenes \(list["supportsMultipleScenes"] ?? .null), idiom \(app?["traits"]?["idiom"] ?? .null))")
            }
        }
        var w = SceneWorld()
        if let app {
            w.fullWidth = app["width"]?.doubleValue ?? 0
            w.fullHeight = app["height"]?.doubleValue ?? 0
            if let first = app["windows"]?.arrayValue?.first?.stringValue {
                w.appScene = app["scene"]?.stringValue
                w.appSceneWindow = first
                w.appSceneBackground = app["activationState"]?.stringValue == "background"
            }
        }
        return w
    }
}
