/// Where each window of a screen goes on it: the whole screen (R1), unless its scene was made
/// smaller than the screen (`scene.resize`: Split View, Slide Over, an iPadOS 26 window). The
/// server says how large such a scene is, not where it is, so the picture places the smaller
/// scenes as Split View does: from the screen's trailing edge leftwards in scene order reversed
/// (the last scene at the right edge, the one before it to its left), `splitDivider` apart, each
/// from the screen's top. Two scenes resized to 507 pt on a 1024-pt iPad thus sit side by side
/// with a 10-pt divider; one resized scene sits at the right over the full-size one.
public enum SceneFrames {
    /// The points between two scenes side by side (Split View's divider).
    public static let splitDivider = 10.0

    /// The frame of each of `screen`'s windows, by window id, in the screen's points.
    public static func frames(_ screen: SnapshotScreen) -> [String: Rect] {
        let bounds = Rect(size: screen.size)
        var smaller: [SnapshotWindowScene] = []
        for w in screen.windows {
            if let s = w.scene, isSmaller(s, than: screen.size), !smaller.contains(where: { $0.id == s.id }) { smaller.append(s) }
        }
        var sceneFrames: [String: Rect] = [:]
        var right = bounds.maxX
        for s in smaller.reversed() {
            let width = min(s.size.width, bounds.width), height = min(s.size.height, bounds.height)
            sceneFrames[s.id] = Rect(x: max(0, right - width), y: 0, width: width, height: height)
            right -= width + splitDivider
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
