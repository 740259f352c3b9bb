/// What a scene operation was sent to do, with the scene as the model had it then: the
/// expectation its answer and events are checked against.
public enum SceneStep: Sendable {
    /// `screen.connect`: a new external display; its scene is learned from `scene.list`.
    case connect
    /// `screen.disconnect` of the display the client connected.
    case disconnect(OwnedScene)
    /// `scene.background` of a scene in the foreground (active: the model's scenes in the
    /// foreground are `foregroundActive`).
    case background(OwnedScene)
    /// `scene.foreground` of a background scene.
    case foreground(OwnedScene)
    /// `scene.resize` to `width` × `height`.
    case resize(OwnedScene, width: Double, height: Double)
    /// `scene.activate`: a new application scene with a window.
    case open
    /// `scene.destroy` of a scene the client opened.
    case close(OwnedScene)

    /// The scene it acts on (nil for the ones that make a scene).
    public var scene: OwnedScene? {
        switch self {
        case .connect, .open: nil
        case .disconnect(let s), .background(let s), .foreground(let s), .resize(let s, _, _), .close(let s): s
        }
    }
}
