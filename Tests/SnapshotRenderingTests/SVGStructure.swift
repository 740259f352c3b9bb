import Testing
@testable import SnapshotRendering

/// Checks that an SVG document says what its layout says: one group per screen, window and
/// layer in order; every box's frame rect equal to the layout's; labels present.
func expectSVG(_ svg: String, matches layout: SnapshotLayout, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let doc = SVGElement.parse(svg) else {
        Issue.record("the SVG is not well-formed XML", sourceLocation: sourceLocation)
        return
    }
    #expect(doc.name == "svg", sourceLocation: sourceLocation)
    let screens = doc.children(class: "screen")
    #expect(screens.map { $0["data-screen"] } == layout.screens.map(\.captured.id), sourceLocation: sourceLocation)
    for (screenGroup, screen) in zip(screens, layout.screens) {
        let scale = screen.displayScale == 1 ? "" : " scale(\(SVGWriter.scaleNumber(screen.displayScale)))"
        #expect(screenGroup["transform"] == "translate(\(XMLText.number(screen.origin.x)),\(XMLText.number(screen.origin.y)))\(scale)",
                sourceLocation: sourceLocation)
        #expect(screenGroup.children(class: "screen-label").first.map(fullText) == screen.caption, sourceLocation: sourceLocation)
        #expect(screenGroup.children(class: "screen-details").first.map(fullText) == screen.details, sourceLocation: sourceLocation)
        #expect(close(screenGroup.children(class: "screen-bounds").first?.rect, screen.bounds), sourceLocation: sourceLocation)
        let windows = screenGroup.children(class: "window")
        #expect(windows.map { $0["data-window"] } == screen.windows.map(\.id), sourceLocation: sourceLocation)
        for (windowGroup, window) in zip(windows, screen.windows) {
            #expect(windowGroup["data-key"] == (window.key ? "true" : "false"), sourceLocation: sourceLocation)
            #expect(windowGroup.children(class: "window-label").first.map(fullText) == window.caption, sourceLocation: sourceLocation)
            let layers = windowGroup.children(class: "layer")
            guard window.visible else { continue }
            #expect(layers.map { $0["data-vc"] } == window.layers.map(\.controller.vc), sourceLocation: sourceLocation)
            for (layerGroup, layer) in zip(layers, window.layers) {
                #expect(layerGroup["data-style"] == (layer.style ?? "root"), sourceLocation: sourceLocation)
                #expect((layerGroup["display"] == "none") == layer.covered, sourceLocation: sourceLocation)
                #expect(close(layerGroup.children(class: "dimming").first?.rect, layer.dimming) == (layer.dimming != nil),
                        sourceLocation: sourceLocation)
                let boxes = layerGroup.children(class: "box")
                #expect(boxes.map { $0["data-vc"] } == layer.boxes.map(\.controller.vc), sourceLocation: sourceLocation)
                for (boxGroup, box) in zip(boxes, layer.boxes) {
                    #expect(close(boxGroup.children(class: "frame").first?.rect, box.frame), "box \(box.controller.vc)",
                            sourceLocation: sourceLocation)
                }
                // Every text of the layout is written, with its full text when shortened.
                let written = layerGroup.all { $0.name == "text" }
                #expect(written.map(\.text).sorted() == layer.labels.map { xmlSafe($0.text) }.sorted(), "texts of layer \(layer.index)",
                        sourceLocation: sourceLocation)
                #expect(written.map(fullText).sorted() == layer.labels.map { xmlSafe($0.fullText) }.sorted(), sourceLocation: sourceLocation)
                #expect(layerGroup.children(class: "layer-outline").count == (layer.outline == nil ? 0 : 1), sourceLocation: sourceLocation)
                #expect(layerGroup.children(class: "popover-arrow").count == (layer.arrow == nil ? 0 : 1), sourceLocation: sourceLocation)
            }
        }
    }
}

/// A `<text>`'s whole text: `data-full` when it was shortened, else its content.
func fullText(_ e: SVGElement) -> String { e["data-full"] ?? e.text }

/// `text` as XML can carry it: characters XML 1.0 does not allow replaced by U+FFFD (`XMLText.escape`).
func xmlSafe(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { ($0.value < 0x20 && !"\t\n\r".unicodeScalars.contains($0)) ? "\u{FFFD}" : $0 }))
}
