/// Where each window of a screen goes on it: the whole screen (R1), unless its scene was made
/// smaller than the screen (`scene.resize`: Split View, Slide Over, an iPadOS 26 window). The
/// server says how large such a scene is, not where it is, so the picture places the smaller
/// scenes as Split View does: from the screen's trailing edge leftwards in scene order reversed
/// (the last scene at the right edge, the one before it to its left), `splitDivider` apart, each
/// from the screen's top. Two scenes resized to 507 pt on a 1024-pt iPad thus sit side by side
/// with a 10-pt divider; one resized scene sits at the right over the full-size one.
///
/// A scene's size is in the device's orientation, the picture's screen as `screen.list` gives it
/// (portrait, docs/snapshot.md *Limits*): in landscape (`SnapshotWindow.landscape`) the scene is
/// compared with the screen turned, and drawn taking the same fraction of the drawn screen's
/// width and height as it takes of the turned screen's.
public enum SceneFrames {
    /// The points between two scenes side by side (Split View's divider).
    public static let splitDivider = 10.0

    /// The frame of each of `screen`'s windows, by window id, in the screen's points.
    public static func frames(_ screen: SnapshotScreen) -> [String: Rect] {
        let bounds = Rect(size: screen.size)
        var smaller: [(scene: SnapshotWindowScene, size: Size)] = []
        for w in screen.windows {
            guard let s = w.scene, !smaller.contains(where: { $0.scene.id == s.id }) else { continue }
            let turned = w.landscape && screen.size.height > screen.size.width
            let oriented = turned ? Size(width: screen.size.height, height: screen.size.width) : screen.size
            if isSmaller(s, than: oriented) {
                smaller.append((s, Size(width: min(s.size.width, oriented.width) / oriented.width * bounds.width,
                                        height: min(s.size.height, oriented.height) / oriented.height * bounds.height)))
            }
        }
        var sceneFrames: [String: Rect] = [:]
        var right = bounds.maxX
        for (s, size) in smaller.reversed() {
            sceneFrames[s.id] = Rect(x: max(0, right - size.width), y: 0, width: size.width, height: size.height)
            right -= size.width + splitDivider
        }
        var out: [String: Rect] = [:]
        for w in screen.windows { out[w.id] = w.scene.flatMap { sceneFrames[$0.id] } ?? bounds }
        return out
    }

    /// Whether `scene` is smaller than a screen of `size` (by more than half a point either way).
    public static func isSmaller(_ scene: SnapshotWindowScene, than size: Size) -> Bool {
        scene.size.width > 0 && scene.size.height > 0
            && (scene.size.width < size.width - 0.5 || scene.size.height < size.height - 0.5)
    }
}
