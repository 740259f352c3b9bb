import ProsceniumClient
import WireProtocol

/// The scenes part of the capture: `scene.list` (a query, so an observer may snapshot), read into
/// `SnapshotWindowScene`s. A server from before the scene life cycle answers -32601 (no such
/// method) and one that refuses scene methods -32005; both mean no scenes, and the picture is
/// drawn as before scenes. So does `lifeCycle: appDelegate` (its `scenes` is empty).
public enum WindowSceneCapture {
    /// The codes that mean "this server has no scenes to list".
    static let noScenes: Set<Int> = [-32601, -32005]

    /// The connected scenes in connection order; empty when the server has none.
    public static func capture(_ c: ProsceniumConnection, timeout: Double) async throws(ClientError) -> [SnapshotWindowScene] {
        let list: JSON
        do {
            list = try await c.call("scene.list", [:], timeout: timeout)
        } catch {
            if error.kind == .server, let code = error.code, noScenes.contains(code) { return [] }
            throw error
        }
        return (list["scenes"]?.arrayValue ?? []).map(scene)
    }

    /// One `WindowScene` of `scene.list` (or a `scene.get` answer).
    public static func scene(_ s: JSON) -> SnapshotWindowScene {
        SnapshotWindowScene(
            id: s["scene"]?.stringValue ?? "?", role: s["role"]?.stringValue ?? "application",
            activationState: s["activationState"]?.stringValue ?? "foregroundActive", screen: s["screen"]?.stringValue ?? "",
            size: Size(width: s["width"]?.doubleValue ?? 0, height: s["height"]?.doubleValue ?? 0),
            windows: (s["windows"]?.arrayValue ?? []).compactMap(\.stringValue), mirrored: s["mirrored"]?.boolValue ?? false)
    }
}
