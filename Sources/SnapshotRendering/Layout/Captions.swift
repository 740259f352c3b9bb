/// The words of the captions (what `LabelPlacement` places and may shorten).
extension ScreenLayout {
    /// `Main (s1) · main screen`.
    public var caption: String {
        "\(name) (\(id))" + (main ? " · main screen" : "")
    }

    /// `390×844 @3x · phone · compact/regular`.
    public var details: String {
        "\(XMLText.number(size.width))×\(XMLText.number(size.height)) @\(XMLText.number(scale))x"
            + " · \(idiom) · \(horizontalSizeClass.rawValue)/\(verticalSizeClass.rawValue)"
    }
}

extension WindowLayout {
    /// `w1 ★ key window · root vc1 · 1 presented`.
    public var caption: String {
        var s = id
        if key { s += " ★ key window" }
        if !visible { s += " (hidden)" }
        if let root = layers.first { s += " · root \(root.controller.vc)" } else { s += " · no root" }
        let presented = layers.count - 1
        if presented > 0 { s += " · \(presented) presented" }
        return s
    }
}

extension LayerLayout {
    /// `formSheet · presented by vc3`; nil for the root layer.
    public var caption: String? {
        guard let style else { return nil }
        return style + (presenter.map { " · presented by \($0)" } ?? "")
    }
}
