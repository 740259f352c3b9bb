/// How the SVG shows scenes (iOS 13+'s scene life cycle):
///
/// - a background scene's windows (`scene.background`: kept, not on screen) are drawn at
///   `backgroundOpacity` with a dashed frame, below the foreground scenes' windows;
/// - a scene smaller than its screen (`scene.resize`) is framed where `SceneFrames` puts it;
/// - a mirrored external display is letterboxed and shows a miniature of the main screen: its
///   visible foreground windows' boxes and bars (the selected tab marked) as they are drawn there, without their texts
///   (the main screen beside it has them, at a size that can be read), in a `<g class="mirror">`
///   whose boxes are `mirror-box`es, so a page finds each controller's `box` once.
extension SVGWriter {
    /// Around the main screen's picture on a mirrored display.
    static let letterboxFill = "#1c1c1e"
    /// A background scene's windows are drawn this opaque.
    static let backgroundOpacity = "0.4"
    /// The frame around a resized or background scene's window.
    static let sceneFrameColour = "#3a3a3c"

    /// The frame around a window whose scene is smaller than its screen, or in the background
    /// (dashed): 3 pixels wide, just inside the window's frame.
    static func writeSceneFrame(_ w: WindowLayout, scale k: Double, _ b: inout SVGBuilder) {
        let width = 3.0 / k
        b.element("rect", [("class", "scene-frame"), ("data-scene", w.scene?.id)]
                  + SVGBuilder.rect(w.frame.insetBy(min(width / 2, min(w.frame.width, w.frame.height) / 4)))
                  + [("fill", "none"), ("stroke", sceneFrameColour), ("stroke-width", XMLText.number(width)),
                     ("stroke-dasharray", w.isBackground ? "\(XMLText.number(10 / k)) \(XMLText.number(6 / k))" : nil)])
    }

    /// The miniature of `source` (the main screen) on a mirrored display drawn at `k` pixels per point.
    static func writeMirror(_ m: MirrorLayout, of source: ScreenLayout, scale k: Double, _ b: inout SVGBuilder) {
        let px = 1 / (k * m.scale)   // one pixel of the picture, in the source screen's points
        b.open("g", [("class", "mirror"), ("data-mirrors", source.captured.id),
                     ("transform", "translate(\(XMLText.number(m.frame.x)),\(XMLText.number(m.frame.y))) scale(\(scaleNumber(m.scale)))")])
        b.element("rect", [("class", "mirror-bounds")] + SVGBuilder.rect(source.bounds) + [("fill", screenFill)])
        for w in source.windows where w.visible && !w.isBackground {
            for l in w.layers where !l.covered {
                if let d = l.dimming {
                    b.element("rect", [("class", "dimming")] + SVGBuilder.rect(d) + [("fill", "#000000"), ("fill-opacity", "0.28")])
                }
                let fill = layerFills[l.index % layerFills.count]
                for box in l.boxes {
                    b.element("rect", [("class", "mirror-box"), ("data-vc", box.controller.vc)] + SVGBuilder.rect(box.frame)
                              + [("fill", fill), ("fill-opacity", l.translucent ? "0.55" : nil), ("stroke", ink),
                                 ("stroke-width", XMLText.number(1.5 * px))])
                    let bars = [box.navigationBar?.frame, box.tabBar?.frame, box.sidebar?.frame, box.pageIndicator?.frame].compactMap { $0 }
                    for bar in bars {
                        b.element("rect", [("class", "bar")] + SVGBuilder.rect(bar)
                                  + [("fill", "#f7f7f9"), ("stroke", "#8e8e93"), ("stroke-width", XMLText.number(px))])
                    }
                    for item in box.tabBar?.items ?? [] where item.selected {
                        b.element("rect", [("class", "tab"), ("data-selected", "true")]
                                  + SVGBuilder.rect(item.frame.inset(top: item.frame.height / 3, left: 3, bottom: 3, right: 3))
                                  + [("fill", "#d6e6ff")])
                    }
                }
            }
            if w.resized {
                b.element("rect", [("class", "scene-frame")] + SVGBuilder.rect(w.frame)
                          + [("fill", "none"), ("stroke", sceneFrameColour), ("stroke-width", XMLText.number(3 * px))])
            }
        }
        b.close("g")
        b.element("rect", [("class", "mirror-frame"), ("data-mirrors", source.captured.id)] + SVGBuilder.rect(m.frame)
                  + [("fill", "none"), ("stroke", accent), ("stroke-width", XMLText.number(2 / k))])
    }
}
