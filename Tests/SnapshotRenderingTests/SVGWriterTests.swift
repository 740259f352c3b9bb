import Testing
@testable import SnapshotRendering

/// The SVG writer: structure, labels, escaping, against layouts of hand-made scenes.
@Suite struct SVGWriterTests {
    @Test func everyScreenWindowAndLayerHasItsGroupWithFramesAsComputed() {
        let tab = SnapshotController(vc: "vc1", className: "UITabBarController", container: .tabBar, selectedIndex: 0, children: [
            SnapshotController(vc: "vc2", className: "UINavigationController", container: .navigation,
                               children: [Fixtures.plain("vc3", "Home")]),
            Fixtures.plain("vc4", "Settings", appearance: "disappeared"),
        ], presented: Fixtures.plain("vc5", "Sheet", style: "formSheet"))
        var scene = Fixtures.scene(tab, size: Fixtures.pad, hClass: .regular)
        scene.screens.append(SnapshotScreen(id: "s2", name: "TV", main: false, size: Size(width: 1920, height: 1080),
                                            idiom: "external", horizontalSizeClass: .regular,
                                            windows: [SnapshotWindow(id: "w2", key: false, horizontalSizeClass: .regular,
                                                                     root: Fixtures.plain("vc6", "External"))]))
        let layout = SnapshotLayouter.layout(scene)
        let svg = SVGWriter.svg(layout)
        expectSVG(svg, matches: layout)
        let doc = SVGElement.parse(svg)!
        #expect(doc["width"] == XMLText.number(layout.canvas.width))
        let tabBar = doc.all(class: "tab-bar").first
        #expect(tabBar?.all(class: "tab-title").map(\.text) == ["Home", "Settings"])
        #expect(tabBar?.all(class: "tab").map { $0["data-selected"] } == ["true", "false"])
        #expect(doc.all(class: "bar-title").map(\.text) == ["Home"])
        #expect(doc.all(class: "window-label").map(\.text) == ["w1 ★ key window · root vc1 · 1 presented", "w2 · root vc6"])
    }

    @Test func textIsEscapedSoTitlesCannotBreakTheDocument() {
        let title = "<b>Tom & \"Jerry\"</b> 'quoted' \u{1}"
        let root = Fixtures.plain("vc1", title, presented: Fixtures.plain("vc2", "]]><!--", style: "overFullScreen"))
        let layout = SnapshotLayouter.layout(Fixtures.scene(root))
        let svg = SVGWriter.svg(layout)
        expectSVG(svg, matches: layout)
        let texts = SVGElement.parse(svg)!.texts
        #expect(texts.contains("“<b>Tom & \"Jerry\"</b> 'quoted' \u{FFFD}”"))
        #expect(texts.contains("“]]><!--”"))
        #expect(XMLText.escape("a<b>&\"'") == "a&lt;b&gt;&amp;&quot;&apos;")
    }

    @Test func coveredLayersAreKeptButNotDisplayed() {
        let root = Fixtures.plain("vc1", "Below", presented: Fixtures.plain("vc2", "Cover", style: "fullScreen"))
        let layout = SnapshotLayouter.layout(Fixtures.scene(root))
        let doc = SVGElement.parse(SVGWriter.svg(layout))!
        let layers = doc.all(class: "layer")
        #expect(layers.map { $0["display"] } == ["none", nil])
    }

    @Test func popoverDrawsItsAnchorAndArrow() {
        let root = Fixtures.plain("vc1", "Root", presented: Fixtures.plain("vc2", "Pop", style: "popover"))
        let layout = SnapshotLayouter.layout(Fixtures.scene(root, size: Fixtures.pad, hClass: .regular))
        let svg = SVGWriter.svg(layout)
        expectSVG(svg, matches: layout)
        let doc = SVGElement.parse(svg)!
        #expect(close(doc.all(class: "anchor").first?.rect, Rect(size: Fixtures.pad)))
        #expect(doc.all(class: "popover-arrow").first?["data-direction"] == layout.screens[0].windows[0].layers[1].arrow?.direction.rawValue)
    }

    @Test func numbersAreWrittenShortAndExact() {
        #expect(XMLText.number(390) == "390")
        #expect(XMLText.number(12.5) == "12.5")
        #expect(XMLText.number(1.0 / 3) == "0.33")
        #expect(XMLText.number(-4) == "-4")
    }
}
