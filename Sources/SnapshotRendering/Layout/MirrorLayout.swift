/// A mirrored external display (its scene shows no visible window, so it shows the main
/// screen): where the main screen's picture goes on it. As a real mirrored display does, the
/// whole main screen is scaled to fit the display and centred, the rest letterboxed.
public struct MirrorLayout: Sendable, Equatable {
    /// The screen shown (the main screen's id).
    public var source: String
    /// Where the source screen's bounds go, in the mirrored screen's points.
    public var frame: Rect
    /// The mirrored screen's points per point of the source screen.
    public var scale: Double

    public init(source: String, frame: Rect, scale: Double) {
        self.source = source; self.frame = frame; self.scale = scale
    }

    /// The source screen of `sourceSize` fitted into a screen of `size`, centred.
    public static func fit(source: String, sourceSize: Size, into size: Size) -> MirrorLayout {
        let k = min(size.width / max(sourceSize.width, 1), size.height / max(sourceSize.height, 1))
        let frame = Rect(size: size).centered(Size(width: sourceSize.width * k, height: sourceSize.height * k))
        return MirrorLayout(source: source, frame: frame, scale: k)
    }

    /// A rectangle of the source screen (its points) where it shows on the mirrored screen.
    public func apply(_ r: Rect) -> Rect {
        Rect(x: frame.x + r.x * scale, y: frame.y + r.y * scale, width: r.width * scale, height: r.height * scale)
    }
}
