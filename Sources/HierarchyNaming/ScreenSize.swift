/// A screen size as prosc and flow files write it: `1920x1080` or `1920x1080@2` (points, then
/// the scale).
public struct ScreenSize: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public var scale: Double?

    public init(width: Double, height: Double, scale: Double?) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// Parses `WxH[@S]` with positive numbers; nil otherwise.
    public init?(text: String) {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let dims = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard dims.count == 2, let w = Double(dims[0]), let h = Double(dims[1]), w > 0, h > 0, w.isFinite, h.isFinite else { return nil }
        width = w
        height = h
        if parts.count == 2 {
            guard let s = Double(parts[1]), s > 0, s.isFinite else { return nil }
            scale = s
        }
    }

    /// `1920x1080@2`.
    public static func text(_ w: Double, _ h: Double, _ scale: Double) -> String {
        "\(number(w))x\(number(h))@\(number(scale))"
    }

    /// A number as `1920` or `2.5`.
    public static func number(_ d: Double) -> String {
        if let i = Int(exactly: d) { return String(i) }
        return String(d)
    }
}
