/// The pure SVG step: `SnapshotLayout` → an SVG document. One `<g class="screen">` per screen
/// (translated to its place on the canvas, so every coordinate inside is in screen points), in
/// it one `<g class="window">` per window and in that one `<g class="layer">` per layer, bottom
/// to top; each controller is a `<g class="box" data-vc=…>` whose `<rect class="frame">` is its
/// frame. Layers hidden by a later opaque layer are kept with `display="none"`.
public enum SVGWriter {
    static let font = "Helvetica, Arial, sans-serif"
    /// Fill per layer depth: the root layer white, presentations tinted.
    static let layerFills = ["#ffffff", "#eaf2ff", "#fff3e0", "#e9f8ea", "#f6e9fb"]
    static let ink = "#1c1c1e"
    static let accent = "#0a64d6"
    static let keyColour = "#e07a00"

    public static func svg(_ layout: SnapshotLayout) -> String {
        var b = SVGBuilder()
        b.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        let w = XMLText.number(layout.canvas.width), h = XMLText.number(layout.canvas.height)
        b.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", w), ("height", h),
                       ("viewBox", "0 0 \(w) \(h)"), ("font-family", font)])
        b.element("rect", [("class", "canvas"), ("x", "0"), ("y", "0"), ("width", w), ("height", h), ("fill", "#f2f2f5")])
        for screen in layout.screens { write(screen, &b) }
        b.close("svg")
        return b.text
    }

    /// The caption of a screen: `Main (s1) · main screen`.
    public static func caption(_ s: ScreenLayout) -> String {
        "\(s.name) (\(s.id))" + (s.main ? " · main screen" : "")
    }

    /// The second caption line of a screen: `390×844 @3x · phone · compact/regular`.
    public static func details(_ s: ScreenLayout) -> String {
        "\(XMLText.number(s.size.width))×\(XMLText.number(s.size.height)) @\(XMLText.number(s.scale))x"
            + " · \(s.idiom) · \(s.horizontalSizeClass.rawValue)/\(s.verticalSizeClass.rawValue)"
    }

    /// The caption of a window: `w1 ★ key window · root vc1`.
    public static func caption(_ w: WindowLayout) -> String {
        var s = w.id
        if w.key { s += " ★ key window" }
        if !w.visible { s += " (hidden)" }
        if let root = w.layers.first { s += " · root \(root.controller.vc)" } else { s += " · no root" }
        let presented = w.layers.count - 1
        if presented > 0 { s += " · \(presented) presented" }
        return s
    }

    /// The label of a presentation layer: `formSheet · presented by vc3`.
    public static func caption(_ l: LayerLayout) -> String? {
        guard let style = l.style else { return nil }
        return style + (l.presenter.map { " · presented by \($0)" } ?? "")
    }

    private static func write(_ s: ScreenLayout, _ b: inout SVGBuilder) {
        let keyHere = s.windows.contains { $0.key }
        b.open("g", [("class", "screen"), ("id", "screen-\(s.id)"), ("data-screen", s.id), ("data-name", s.name),
                     ("data-width", XMLText.number(s.size.width)), ("data-height", XMLText.number(s.size.height)),
                     ("transform", "translate(\(XMLText.number(s.origin.x)),\(XMLText.number(s.origin.y)))")])
        b.text(caption(s), [("class", "screen-label"), ("x", "0"), ("y", "-24"), ("font-size", "15"),
                            ("font-weight", "bold"), ("fill", ink)])
        b.text(details(s), [("class", "screen-details"), ("x", "0"), ("y", "-8"), ("font-size", "12"), ("fill", "#48484a")])
        b.element("rect", [("class", "screen-bounds")] + SVGBuilder.rect(s.bounds)
                  + [("fill", "#d8d8dc"), ("stroke", keyHere ? keyColour : "#444"), ("stroke-width", keyHere ? "4" : "2")])
        for (i, w) in s.windows.enumerated() {
            b.open("g", [("class", "window"), ("id", "window-\(w.id)"), ("data-window", w.id),
                         ("data-key", w.key ? "true" : "false"), ("data-visible", w.visible ? "true" : "false")])
            b.text(caption(w), [("class", "window-label"), ("x", "0"),
                                ("y", XMLText.number(s.size.height + LayoutMetrics.windowCaptionLine * Double(i + 1))),
                                ("font-size", "12"), ("fill", w.key ? keyColour : ink), ("font-weight", w.key ? "bold" : nil)])
            if w.visible { for l in w.layers { write(l, window: w.id, screenSize: s.size, &b) } }
            b.close("g")
        }
        b.close("g")
    }

    private static func write(_ l: LayerLayout, window: String, screenSize: Size, _ b: inout SVGBuilder) {
        b.open("g", [("class", "layer"), ("data-layer", String(l.index)), ("data-vc", l.controller.vc),
                     ("data-style", l.style ?? "root"), ("data-presenter", l.presenter),
                     ("data-covered", l.covered ? "true" : nil), ("display", l.covered ? "none" : nil)])
        if let d = l.dimming {
            b.element("rect", [("class", "dimming")] + SVGBuilder.rect(d) + [("fill", "#000000"), ("fill-opacity", "0.28")])
        }
        if let a = l.anchor {
            b.element("rect", [("class", "anchor")] + SVGBuilder.rect(a)
                      + [("fill", "none"), ("stroke", accent), ("stroke-width", "3"), ("stroke-dasharray", "8 5")])
        }
        let fill = layerFills[l.index % layerFills.count]
        // Sheets, cards and popovers have rounded corners; what fills a screen or a context does not.
        let radius = ["pageSheet", "formSheet", "popover"].contains(l.style ?? "") && l.frame != Rect(size: screenSize) ? "10" : "0"
        for (i, box) in l.boxes.enumerated() {
            writeFrame(box, fill: fill, translucent: l.translucent, radius: i == 0 ? radius : "0", &b)
        }
        if let arrow = l.arrow {
            let pts = [arrow.base.0, arrow.tip, arrow.base.1].map { "\(XMLText.number($0.x)),\(XMLText.number($0.y))" }
            b.element("polygon", [("class", "popover-arrow"), ("data-direction", arrow.direction.rawValue),
                                  ("points", pts.joined(separator: " ")), ("fill", fill), ("stroke", ink), ("stroke-width", "1.5")])
        }
        // Labels after every frame, so that no child hides its container's label.
        // The layer's style goes under the first label written as lines (a plain controller's),
        // so that it never prints over a bar; the layer's own box when there is none.
        let captioned = l.boxes.firstIndex { $0.container == .plain } ?? 0
        for (i, box) in l.boxes.enumerated() {
            writeLabel(box, clip: "clip-\(window)-\(box.controller.vc)", layerCaption: i == captioned ? caption(l) : nil,
                       lowered: l.translucent, &b)
        }
        b.close("g")
    }

    private static func writeFrame(_ box: ViewBox, fill: String, translucent: Bool, radius: String, _ b: inout SVGBuilder) {
        let shown = box.appearance == "appeared" || box.appearance == "appearing"
        b.open("g", [("class", "box"), ("data-vc", box.controller.vc), ("data-class", box.controller.className),
                     ("data-container", box.container.rawValue), ("data-appearance", box.appearance)])
        b.element("rect", [("class", "frame")] + SVGBuilder.rect(box.frame)
                  + [("rx", radius), ("fill", fill), ("fill-opacity", translucent ? "0.55" : nil),
                     ("stroke", ink), ("stroke-width", "1.5"), ("stroke-dasharray", shown ? nil : "5 4")])
        if let bar = box.navigationBar {
            b.open("g", [("class", "navigation-bar"), ("data-title", bar.title), ("data-depth", String(bar.depth))])
            b.element("rect", [("class", "bar")] + SVGBuilder.rect(bar.frame) + [("fill", "#f7f7f9"), ("stroke", "#8e8e93")])
            b.text(bar.title, [("class", "bar-title"), ("x", XMLText.number(bar.frame.midX)), ("y", XMLText.number(bar.frame.maxY - 9)),
                               ("text-anchor", "middle"), ("font-size", "15"), ("font-weight", "bold"), ("fill", ink)])
            if let back = bar.backTitle {
                b.text("‹ \(back)", [("class", "bar-back"), ("x", XMLText.number(bar.frame.minX + 8)),
                                     ("y", XMLText.number(bar.frame.maxY - 9)), ("font-size", "13"), ("fill", accent)])
            }
            b.close("g")
        }
        if let tabs = box.tabBar {
            b.open("g", [("class", "tab-bar")])
            b.element("rect", [("class", "bar")] + SVGBuilder.rect(tabs.frame) + [("fill", "#f7f7f9"), ("stroke", "#8e8e93")])
            for item in tabs.items {
                b.element("rect", [("class", "tab"), ("data-selected", item.selected ? "true" : "false")]
                          + SVGBuilder.rect(item.frame.inset(top: 16, left: 3, bottom: 3, right: 3))
                          + [("rx", "6"), ("fill", item.selected ? "#d6e6ff" : "none")])
                b.text(item.title, [("class", "tab-title"), ("x", XMLText.number(item.frame.midX)),
                                    ("y", XMLText.number(item.frame.maxY - 11)), ("text-anchor", "middle"), ("font-size", "12"),
                                    ("fill", item.selected ? accent : "#6c6c70"), ("font-weight", item.selected ? "bold" : nil)])
            }
            b.close("g")
        }
        b.close("g")
    }

    /// A box's label: containers with a bar put a small headline in the bar; split views at their
    /// bottom right; everything else at its top left, with the title line and the layer's style.
    /// `lowered` (see-through layers) moves the lines to the middle of the box, so that they do
    /// not print over the label of the presenter showing through.
    /// The texts are clipped to the box (`clip` names the clip path), so a long name in a narrow
    /// box does not run over its neighbours.
    private static func writeLabel(_ box: ViewBox, clip: String, layerCaption: String?, lowered: Bool, _ b: inout SVGBuilder) {
        let f = box.frame
        var lines: [(String, String, String?)] = []   // text, class, weight
        b.open("clipPath", [("id", clip)])
        b.element("rect", SVGBuilder.rect(f))
        b.close("clipPath")
        b.open("g", [("class", "label"), ("data-vc", box.controller.vc), ("clip-path", "url(#\(clip))")])
        if box.navigationBar != nil || box.tabBar != nil {
            let y = box.navigationBar?.frame.minY ?? box.tabBar!.frame.minY
            let text = box.controller.headline + (box.controller.detail.map { " " + $0 } ?? "")
            b.text(text, [("class", "label-headline"), ("x", XMLText.number(f.minX + 6)), ("y", XMLText.number(y + 11)),
                          ("font-size", "9"), ("fill", "#6c6c70")])
        } else if box.container == .splitView {
            b.text(box.controller.headline, [("class", "label-headline"), ("x", XMLText.number(f.maxX - 6)),
                                             ("y", XMLText.number(f.maxY - 8)), ("text-anchor", "end"), ("font-size", "11"),
                                             ("font-weight", "bold"), ("fill", "#6c6c70")])
        } else {
            lines.append((box.controller.headline, "label-headline", "bold"))
            if let d = box.controller.detail { lines.append((d, "label-detail", nil)) }
        }
        if let layerCaption {
            if box.container == .plain {
                lines.append((layerCaption, "layer-label", "bold"))
            } else {
                // A container's children cover its top left: the style goes top right.
                b.text(layerCaption, [("class", "layer-label"), ("x", XMLText.number(f.maxX - 6)), ("y", XMLText.number(f.minY + 11)),
                                      ("text-anchor", "end"), ("font-size", "10"), ("font-weight", "bold"), ("fill", accent)])
            }
        }
        let top = lowered ? f.midY : box.navigationBar.map { $0.frame.maxY } ?? f.minY
        for (i, line) in lines.enumerated() {
            b.text(line.0, [("class", line.1), ("x", XMLText.number(f.minX + 8)), ("y", XMLText.number(top + 17 + Double(i) * 15)),
                            ("font-size", line.1 == "label-headline" ? "12" : "11"), ("font-weight", line.2),
                            ("fill", line.1 == "layer-label" ? accent : ink)])
        }
        b.close("g")
    }
}
