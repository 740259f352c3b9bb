/// The pure SVG step: `SnapshotLayout` → an SVG document. One `<g class="screen">` per screen
/// (translated to its place on the canvas, so every coordinate inside is in screen points), in
/// it one `<g class="window">` per window and in that one `<g class="layer">` per layer, bottom
/// to top; each controller is a `<g class="box" data-vc=…>` whose `<rect class="frame">` is its
/// frame. Layers hidden by a later opaque layer are kept with `display="none"`. Scenes
/// (`SceneDrawing`): a window's group names its scene; a background scene's windows are dimmed
/// and a resized scene's are framed; a mirrored display shows a miniature of the main screen.
public enum SVGWriter {
    static let font = "Helvetica, Arial, sans-serif"
    /// Fill per layer depth: the root layer white, presentations tinted.
    static let layerFills = ["#ffffff", "#eaf2ff", "#fff3e0", "#e9f8ea", "#f6e9fb"]
    static let ink = "#1c1c1e"
    static let accent = "#0a64d6"
    static let keyColour = "#e07a00"
    /// A screen's own colour, where no window covers it.
    static let screenFill = "#d8d8dc"

    public static func svg(_ layout: SnapshotLayout) -> String {
        var b = SVGBuilder()
        b.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        let w = XMLText.number(layout.canvas.width), h = XMLText.number(layout.canvas.height)
        b.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", w), ("height", h),
                       ("viewBox", "0 0 \(w) \(h)"), ("font-family", font)])
        b.element("rect", [("class", "canvas"), ("x", "0"), ("y", "0"), ("width", w), ("height", h), ("fill", "#f2f2f5")])
        for screen in layout.screens { write(screen, in: layout, &b) }
        b.close("svg")
        return b.text
    }

    /// Outline colour per layer depth (presentation layers; the root layer has none).
    static let outlineColours = ["#444444", "#2f6fd6", "#d97800", "#2e9e44", "#9b4fd1"]

    private static func write(_ s: ScreenLayout, in layout: SnapshotLayout, _ b: inout SVGBuilder) {
        let keyHere = s.windows.contains { $0.key }
        let k = s.displayScale
        let scale = abs(k - 1) < 1e-9 ? "" : " scale(\(scaleNumber(k)))"
        b.open("g", [("class", "screen"), ("id", "screen-\(s.captured.id)"), ("data-screen", s.captured.id), ("data-name", s.captured.name),
                     ("data-width", XMLText.number(s.captured.size.width)), ("data-height", XMLText.number(s.captured.size.height)),
                     ("data-display-scale", scaleNumber(k)),
                     ("transform", "translate(\(XMLText.number(s.origin.x)),\(XMLText.number(s.origin.y)))\(scale)")])
        for label in s.captions where label.role != .windowCaption { write(label, scale: k, &b) }
        let border = keyHere ? LayoutMetrics.keyScreenBorder : LayoutMetrics.screenBorder
        // A mirrored display is letterboxed around the main screen's picture.
        b.element("rect", [("class", "screen-bounds")] + SVGBuilder.rect(s.bounds)
                  + [("fill", s.mirroring == nil ? screenFill : letterboxFill), ("stroke", keyHere ? keyColour : "#444"),
                     ("stroke-width", XMLText.number(border / k))])
        if let m = s.mirroring, let source = layout.screens.first(where: { $0.captured.id == m.source }) {
            writeMirror(m, of: source, scale: k, &b)
        }
        for w in s.windows {
            let background = w.isBackground
            b.open("g", [("class", "window"), ("id", "window-\(w.id)"), ("data-window", w.id),
                         ("data-key", w.key ? "true" : "false"), ("data-visible", w.visible ? "true" : "false"),
                         ("data-scene", w.scene?.id), ("data-scene-role", w.scene?.role),
                         ("data-activation-state", w.scene?.activationState), ("data-resized", w.resized ? "true" : nil)])
            for label in s.captions where label.role == .windowCaption && label.owner == w.id { write(label, scale: k, &b) }
            if w.visible {
                for l in w.layers { write(l, window: w.id, windowFrame: w.frame, dimmed: background, scale: k, &b) }
                if w.resized || background { writeSceneFrame(w, scale: k, &b) }
            }
            b.close("g")
        }
        b.close("g")
    }

    /// One layer; `dimmed` (a background scene's window) draws it at `backgroundOpacity`.
    private static func write(_ l: LayerLayout, window: String, windowFrame: Rect, dimmed: Bool, scale k: Double,
                              _ b: inout SVGBuilder) {
        b.open("g", [("class", "layer"), ("data-layer", String(l.index)), ("data-vc", l.controller.vc),
                     ("data-style", l.style ?? "root"), ("data-presenter", l.presenter),
                     ("data-translucent", l.translucent ? "true" : nil),
                     ("data-covered", l.covered ? "true" : nil), ("display", l.covered ? "none" : nil),
                     ("data-detent", l.sheet?.current(maximum: l.sheetMaximum).identifier),
                     ("data-detents", l.sheet?.detents.map(\.identifier).joined(separator: " ")),
                     ("opacity", dimmed ? backgroundOpacity : nil)])
        if let d = l.dimming {
            b.element("rect", [("class", "dimming")] + SVGBuilder.rect(d) + [("fill", "#000000"), ("fill-opacity", "0.28")])
        }
        if let a = l.anchor {
            b.element("rect", [("class", "anchor")] + SVGBuilder.rect(a)
                      + [("fill", "none"), ("stroke", accent), ("stroke-width", XMLText.number(3 / k)),
                         ("stroke-dasharray", "\(XMLText.number(8 / k)) \(XMLText.number(5 / k))")])
        }
        let fill = layerFills[l.index % layerFills.count]
        // Sheets, cards and popovers have rounded corners; what fills a window or a context does not.
        let rounded = ["pageSheet", "formSheet", "popover"].contains(l.style ?? "") && l.frame != windowFrame
        let radius = rounded ? "10" : "0"
        for (i, box) in l.boxes.enumerated() {
            writeFrame(box, labels: l.labels, fill: fill, translucent: l.translucent, radius: i == 0 ? radius : "0", scale: k, &b)
        }
        if let arrow = l.arrow {
            let pts = [arrow.base.0, arrow.tip, arrow.base.1].map { "\(XMLText.number($0.x)),\(XMLText.number($0.y))" }
            b.element("polygon", [("class", "popover-arrow"), ("data-direction", arrow.direction.rawValue),
                                  ("points", pts.joined(separator: " ")), ("fill", fill), ("stroke", ink),
                                  ("stroke-width", XMLText.number(1.5 / k))])
        }
        // Every presentation layer is outlined, inside its frame: also one that fills the screen.
        if let outline = l.outline {
            b.element("rect", [("class", "layer-outline"), ("data-vc", l.controller.vc)] + SVGBuilder.rect(outline)
                      + [("rx", rounded ? XMLText.number(max(0, 10 - LayoutMetrics.outlineInset / k)) : "0"), ("fill", "none"),
                         ("stroke", outlineColours[l.index % outlineColours.count]),
                         ("stroke-width", XMLText.number(LayoutMetrics.outlineWidth / k))])
        }
        // Labels after every frame, so that no child hides its container's label.
        for box in l.boxes {
            let mine = l.labels.filter { $0.owner == box.controller.vc && Self.boxRoles.contains($0.role) }
            let clip = "clip-\(window)-\(box.controller.vc)"
            b.open("clipPath", [("id", clip)])
            b.element("rect", SVGBuilder.rect(box.frame))
            b.close("clipPath")
            b.open("g", [("class", "label"), ("data-vc", box.controller.vc), ("clip-path", "url(#\(clip))")])
            for label in mine { write(label, scale: k, &b) }
            b.close("g")
        }
        b.close("g")
    }

    /// The roles written in a box's label group (the others belong to its bars).
    static let boxRoles: Set<TextLabel.Role> = [.headline, .detail, .layerCaption, .barHeadline, .columnCaption]

    /// A `<text>`: at the label's anchor and baseline, its pixel size turned into points of a
    /// screen drawn at `k` pixels per point; the whole text in `data-full` when shortened.
    static func write(_ label: TextLabel, scale k: Double, _ b: inout SVGBuilder) {
        let fill: String
        switch label.role {
        case .screenDetails: fill = "#48484a"
        case .windowCaption: fill = label.bold ? keyColour : ink
        case .layerCaption, .barBack, .columnCaption: fill = accent
        case .barHeadline: fill = "#6c6c70"
        case .tabTitle: fill = label.bold ? accent : "#6c6c70"
        case .sidebarTitle: fill = label.bold ? accent : ink
        case .pageCaption: fill = "#6c6c70"
        default: fill = ink
        }
        b.text(label.text, [("class", label.role.rawValue), ("x", XMLText.number(label.anchorX)), ("y", XMLText.number(label.baseline)),
                            ("text-anchor", label.anchor == .start ? nil : label.anchor.rawValue),
                            ("font-size", XMLText.number(label.fontSize / k)), ("font-weight", label.bold ? "bold" : nil),
                            ("fill", fill), ("data-full", label.isElided ? label.fullText : nil)])
    }

    /// A display scale with enough digits that 2 000 points come out within a hundredth of a pixel.
    static func scaleNumber(_ k: Double) -> String {
        let rounded = (k * 1_000_000).rounded() / 1_000_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static func writeFrame(_ box: ViewBox, labels: [TextLabel], fill: String, translucent: Bool, radius: String,
                                   scale k: Double, _ b: inout SVGBuilder) {
        let shown = box.appearance == "appeared" || box.appearance == "appearing"
        let vc = box.controller.vc
        b.open("g", [("class", "box"), ("data-vc", vc), ("data-class", box.controller.className),
                     ("data-container", box.container.rawValue), ("data-appearance", box.appearance)]
               + SVGWriter.modernContainerAttributes(box))
        // An overlaid split column has a heavier edge, so that it reads as lying over the secondary.
        b.element("rect", [("class", "frame")] + SVGBuilder.rect(box.frame)
                  + [("rx", radius), ("fill", fill), ("fill-opacity", translucent ? "0.55" : nil),
                     ("stroke", ink), ("stroke-width", XMLText.number((box.overlaid && box.column != nil ? 4 : 1.5) / k)),
                     ("stroke-dasharray", shown ? nil : "\(XMLText.number(5 / k)) \(XMLText.number(4 / k))")])
        if let sidebar = box.sidebar { writeSidebar(sidebar, labels: labels.filter { $0.owner == vc }, scale: k, &b) }
        if let bar = box.navigationBar {
            b.open("g", [("class", "navigation-bar"), ("data-title", bar.title), ("data-depth", String(bar.depth))])
            b.element("rect", [("class", "bar")] + SVGBuilder.rect(bar.frame)
                      + [("fill", "#f7f7f9"), ("stroke", "#8e8e93"), ("stroke-width", XMLText.number(1 / k))])
            for label in labels where label.owner == vc && (label.role == .barTitle || label.role == .barBack) {
                write(label, scale: k, &b)
            }
            b.close("g")
        }
        if let tabs = box.tabBar {
            b.open("g", [("class", "tab-bar")])
            b.element("rect", [("class", "bar")] + SVGBuilder.rect(tabs.frame)
                      + [("fill", "#f7f7f9"), ("stroke", "#8e8e93"), ("stroke-width", XMLText.number(1 / k))])
            for item in tabs.items {
                b.element("rect", [("class", "tab"), ("data-selected", item.selected ? "true" : "false"),
                                   ("data-identifier", item.identifier)]
                          + (item.more.isEmpty ? [] : [("data-more", item.more.joined(separator: ", "))])
                          + SVGBuilder.rect(item.frame.inset(top: item.frame.height / 3, left: 3 / k, bottom: 3 / k, right: 3 / k))
                          + [("rx", XMLText.number(6 / k)), ("fill", item.selected ? "#d6e6ff" : "none")])
            }
            for label in labels where label.owner == vc && label.role == .tabTitle { write(label, scale: k, &b) }
            b.close("g")
        }
        if let pages = box.pageIndicator {
            b.open("g", [("class", "page-indicator"), ("data-caption", pages.caption)])
            if let spine = pages.spine {
                b.element("rect", [("class", "spine")] + SVGBuilder.rect(spine) + [("fill", "#8e8e93")])
            }
            b.element("rect", [("class", "bar")] + SVGBuilder.rect(pages.frame)
                      + [("fill", "#f7f7f9"), ("stroke", "#8e8e93"), ("stroke-width", XMLText.number(1 / k))])
            for dot in pages.dots {
                b.element("circle", [("class", "page"), ("data-current", dot.current ? "true" : "false"),
                                     ("cx", XMLText.number(dot.center.x)), ("cy", XMLText.number(dot.center.y)),
                                     ("r", XMLText.number(dot.radius)), ("fill", dot.current ? accent : "#c7c7cc")])
            }
            for label in labels where label.owner == vc && label.role == .pageCaption { write(label, scale: k, &b) }
            b.close("g")
        }
        b.close("g")
    }
}
