/// The words of the captions (what `LabelPlacement` places and may shorten).
extension ScreenLayout {
    /// `Main (s1) · main screen`; `TV (s2) · mirroring s1` for a mirrored display.
    public var caption: String {
        "\(captured.name) (\(captured.id))" + (captured.main ? " · main screen" : "") + (mirroring.map { " · mirroring \($0.source)" } ?? "")
    }

    /// `390×844 @3x · phone · compact/regular`.
    public var details: String {
        "\(XMLText.number(captured.size.width))×\(XMLText.number(captured.size.height)) @\(XMLText.number(captured.scale))x"
            + " · \(captured.idiom) · \(captured.horizontalSizeClass.rawValue)/\(captured.verticalSizeClass.rawValue)"
    }
}

extension WindowLayout {
    /// `w1 ★ key window · root vc1 · 1 presented`; with scenes, the scene after the window:
    /// `w1 ★ key window · sc1 · root vc1`, `w2 · sc2 external display · root vc6`,
    /// `w3 · sc3 507×1366 · root vc9`, `w1 · sc1 · background, not on screen · root vc1`.
    public var caption: String {
        var s = id
        if key { s += " ★ key window" }
        if !visible { s += " (hidden)" }
        if let scene { s += " · " + scene.caption(size: resized ? scene.size : nil) }
        if let root = layers.first { s += " · root \(root.controller.vc)" } else { s += " · no root" }
        let presented = layers.count - 1
        if presented > 0 { s += " · \(presented) presented" }
        return s
    }
}

extension LayerLayout {
    /// `formSheet · presented by vc3`; a sheet whose detents were set adds where it rests:
    /// `pageSheet · presented by vc3 · detent medium of medium, large · undimmed`. Nil for the root layer.
    public var caption: String? {
        guard let style else { return nil }
        return style + (presenter.map { " · presented by \($0)" } ?? "") + (sheet.map { " · " + $0.summary(maximum: sheetMaximum) } ?? "")
    }
}

extension SnapshotWindowScene {
    /// `sc2 external display`, with `size` when the scene is smaller than its screen
    /// (`sc3 507×1366`), and its state when it is not active (`· background, not on screen`,
    /// `· inactive`, `· unattached`).
    public func caption(size: Size? = nil) -> String {
        var s = id
        if isExternalDisplay { s += " external display" }
        if let size { s += " \(XMLText.number(size.width))×\(XMLText.number(size.height))" }
        switch activationState {
        case "foregroundActive": break
        case "background": s += " · background, not on screen"
        case "foregroundInactive": s += " · inactive"
        default: s += " · \(activationState)"
        }
        return s
    }

    /// The caption line of a scene without a window: `sc2 external display · no window`.
    public var windowlessCaption: String { caption() + " · no window" }
}
