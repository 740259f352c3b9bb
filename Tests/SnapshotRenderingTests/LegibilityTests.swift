import SeededRandom
import Testing
@testable import SnapshotRendering

/// Issue 13 item 7 on the layout: the picture fits a 1600-px view with every text readable,
/// screens of a row share one height, texts never overlap, long ones end in `…`, every
/// presentation layer has an outline.
@Suite struct LegibilityTests {
    @Test func aPhoneBesideATVIsReadableWhenThePictureIsShownWhole() {
        let layout = SnapshotLayouter.layout(Fixtures.phoneBesideTV())
        Legibility.expectLegible(layout, "phone beside TV")
        #expect(layout.canvas.width <= LayoutMetrics.pictureWidth)
        // One row at a common height: the phone is as tall as the TV, not a quarter of its width.
        let heights = layout.screens.map { $0.captured.size.height * $0.displayScale }
        #expect(Set(heights.map { ($0 * 1000).rounded() }).count == 1, "\(heights)")
        #expect(layout.screens.map(\.origin.y) == [layout.screens[0].origin.y, layout.screens[0].origin.y, layout.screens[0].origin.y])
        // The phone's texts are as large as the TV's: sizes are pixels of the picture.
        let phoneHeadline = layout.screens[0].windows[0].layers[1].labels.first { $0.role == .headline }
        let tvHeadline = layout.screens[2].windows[0].layers[0].labels.first { $0.role == .headline }
        #expect(phoneHeadline?.fontSize == LayoutMetrics.headlineFont && tvHeadline?.fontSize == LayoutMetrics.headlineFont)
    }

    @Test func captionsOfANarrowScreenAreShortenedToItsWidth() {
        let layout = SnapshotLayouter.layout(Fixtures.phoneBesideTV())
        let narrow = layout.screens[1]
        for caption in narrow.captions {
            #expect(caption.frame.maxX <= narrow.captured.size.width + 1e-9)
        }
        // Captions of neighbours are apart by at least the gap between the screens.
        let (a, b) = (layout.screens[1], layout.screens[2])
        let rightOfA = a.captions.map { a.onCanvas($0.frame).maxX }.max() ?? 0
        let leftOfB = b.captions.map { b.onCanvas($0.frame).minX }.min() ?? 0
        #expect(leftOfB - rightOfA >= LayoutMetrics.screenGap - 1e-9)
    }

    @Test func longNamesAreShortenedWithAnEllipsisToTheirBox() {
        let layout = SnapshotLayouter.layout(Fixtures.phoneBesideTV(longNames: true))
        Legibility.expectLegible(layout, "long names")
        let labels = layout.screens[0].windows[0].layers.flatMap(\.labels)
        let home = labels.filter { $0.owner == "vc4" }
        #expect(!home.isEmpty && home.allSatisfy { $0.isElided && $0.text.hasSuffix("…") }, "\(home.map(\.text))")
        let box = layout.screens[0].windows[0].layers[0].boxes.first { $0.controller.vc == "vc4" }!
        for l in home {
            let width = TextMetrics.width(l.text, size: l.fontSize, bold: l.bold) / layout.screens[0].displayScale
            #expect(width <= box.frame.width)
        }
    }

    @Test func everyPresentationLayerHasAnOutlineInsideItsFrame() {
        for style in ["fullScreen", "overFullScreen", "pageSheet", "formSheet", "popover", "currentContext", "overCurrentContext",
                      "custom", "automatic"] {
            let root = Fixtures.plain("vc1", "Root", presented: Fixtures.plain("vc2", "Shown", style: style))
            for size in [Fixtures.phone, Fixtures.pad] {
                let layout = SnapshotLayouter.layout(Fixtures.scene(root, size: size, hClass: size == Fixtures.pad ? .regular : .compact))
                let screen = layout.screens[0]
                let layers = screen.windows[0].layers
                #expect(layers[0].outline == nil)
                let outline = layers[1].outline
                #expect(outline.map { layers[1].frame.contains($0) && $0 != layers[1].frame } == true, "\(style)")
                // Where the layer fills the screen, the outline's stroke stays clear of the screen's border.
                if let outline, layers[1].frame == screen.bounds {
                    let clearance = (outline.minX - screen.bounds.minX) * screen.displayScale
                    #expect(clearance >= (LayoutMetrics.keyScreenBorder + LayoutMetrics.outlineWidth) / 2 - 1e-9, "\(style): \(clearance)")
                }
            }
        }
    }

    /// A deep stack of see-through layers: the top layer's label is the one shown in full; the
    /// ones below fit around it or are left out, never overlapping.
    @Test func aDeepStackOfSeeThroughLayersShowsTheTopLabelFirst() {
        var presented: SnapshotController?
        for i in stride(from: 40, through: 2, by: -1) {
            presented = Fixtures.plain("vc\(i)", "P\(i)", style: "overFullScreen", presented: presented)
        }
        let layout = SnapshotLayouter.layout(Fixtures.scene(Fixtures.plain("vc1", "Root", presented: presented)))
        Legibility.expectLegible(layout, "deep stack")
        let layers = layout.screens[0].windows[0].layers
        #expect(layers.last?.labels.map(\.role) == [.headline, .detail, .layerCaption])
        #expect(layers.contains { $0.labels.isEmpty })
    }

    /// Hundreds of generated scenes: screens of every shape, containers, presentation chains of
    /// every style, names short and long.
    @Test func generatedScenesAreLegible() async {
        var rng = SplitMix64(seed: 13)
        var texts = 0, elided = 0, seeThrough = 0, rows = 0, clashesAvoided = 0
        for n in 0..<300 {
            // Between scenes, let other tests' tasks have the thread (this one is all CPU).
            await Task.yield()
            let scene = GeneratedScene.make(&rng)
            let layout = SnapshotLayouter.layout(scene)
            Legibility.expectLegible(layout, "scene \(n)")
            let labels = layout.screens.flatMap { $0.captions + $0.windows.flatMap { $0.layers.flatMap(\.labels) } }
            texts += labels.count
            elided += labels.filter(\.isElided).count
            seeThrough += layout.screens.flatMap { $0.windows.flatMap(\.layers) }.filter { $0.translucent && !$0.covered }.count
            rows += Set(layout.screens.map(\.origin.y)).count > 1 ? 1 : 0
            // Labels that had to leave their preferred place (moved, or left out).
            clashesAvoided += layout.screens.flatMap { $0.windows.flatMap(\.layers) }.filter { l in
                !l.covered && !l.boxes.isEmpty && !l.labels.contains { $0.role == .headline || $0.role == .barHeadline || $0.role == .barTitle }
            }.count
        }
        // The scenes exercise what matters: many texts, shortened ones, see-through layers,
        // pictures of several rows, labels that had to give way.
        #expect(texts > 3000 && elided > 300 && seeThrough > 100 && rows > 20 && clashesAvoided > 10)
    }

    @Test func elisionKeepsWholeCharactersAndFits() {
        let text = "vc12 UIViewController “Ünïcödé 文字 and emoji 🎭”"
        for width in stride(from: 0.0, through: 400, by: 7) {
            guard let e = TextMetrics.elided(text, toWidth: width, size: 12) else {
                #expect(width < TextMetrics.width("…", size: 12))
                continue
            }
            #expect(TextMetrics.width(e, size: 12) <= width + 1e-9)
            #expect(e == text || (e.hasSuffix("…") && text.hasPrefix(String(e.dropLast()))))
        }
    }
}

extension Legibility {
    /// The visible texts and opaque grounds of a layout, on the canvas.
    static func drawn(_ layout: SnapshotLayout) -> (texts: [Text], grounds: [Ground]) {
        var texts: [Text] = []
        var grounds: [Ground] = []
        for screen in layout.screens {
            for c in screen.captions {
                texts.append(Text(text: c.text, frame: screen.onCanvas(c.frame), screen: screen.captured.id, order: nil, fontSize: c.fontSize))
            }
            for (wi, window) in screen.windows.enumerated() where window.visible {
                for (li, layer) in window.layers.enumerated() where !layer.covered {
                    let order = Order(window: wi, layer: li)
                    for box in layer.boxes {
                        if !layer.translucent { grounds.append(Ground(frame: screen.onCanvas(box.frame), screen: screen.captured.id, order: order)) }
                        for bar in [box.navigationBar?.frame, box.tabBar?.frame].compactMap({ $0 }) {
                            grounds.append(Ground(frame: screen.onCanvas(bar), screen: screen.captured.id, order: order))
                        }
                    }
                    for l in layer.labels {
                        texts.append(Text(text: l.text, frame: screen.onCanvas(l.frame), screen: screen.captured.id, order: order,
                                          fontSize: l.fontSize))
                    }
                }
            }
        }
        return (texts, grounds)
    }

    /// Records an issue for every unreadable or overlapping text of `layout`, every text outside
    /// its box, and every shortened text that is not its whole text's beginning and `…`.
    static func expectLegible(_ layout: SnapshotLayout, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(layout.canvas.width <= viewWidth + 1e-9, "\(name): canvas \(layout.canvas.width) px wide", sourceLocation: sourceLocation)
        let (texts, grounds) = drawn(layout)
        for t in tooSmall(texts, canvasWidth: layout.canvas.width) {
            Issue.record("\(name): \(t) is \(t.fontSize) px", sourceLocation: sourceLocation)
        }
        for (a, b) in clashes(texts, grounds: grounds).prefix(5) {
            Issue.record("\(name): \(a) overlaps \(b)", sourceLocation: sourceLocation)
        }
        for screen in layout.screens {
            for c in screen.captions {
                #expect(c.frame.minX >= -1e-6 && c.frame.maxX <= screen.captured.size.width + 1e-6, "\(name): caption \(c.text) wider than its screen",
                        sourceLocation: sourceLocation)
            }
            for window in screen.windows where window.visible {
                for layer in window.layers {
                    for l in layer.labels {
                        let box = layer.boxes.first { $0.controller.vc == l.owner }
                        let tolerance = 0.6 / screen.displayScale
                        #expect(box.map { $0.frame.insetBy(-tolerance).contains(l.frame) } == true,
                                "\(name): “\(l.text)” \(l.frame) outside its box \(String(describing: box?.frame))", sourceLocation: sourceLocation)
                    }
                }
            }
        }
        for l in layout.screens.flatMap({ $0.captions + $0.windows.flatMap { $0.layers.flatMap(\.labels) } }) where l.isElided {
            #expect(l.text.hasSuffix(TextMetrics.ellipsis) && l.fullText.hasPrefix(String(l.text.dropLast()).trimmingTrailingSpaces),
                    "\(name): “\(l.text)” does not shorten “\(l.fullText)”", sourceLocation: sourceLocation)
        }
    }
}

/// Random scenes for `generatedScenesAreLegible`.
enum GeneratedScene {
    static let styles = ["fullScreen", "pageSheet", "formSheet", "currentContext", "overFullScreen", "overCurrentContext",
                         "popover", "custom", "none", "automatic"]
    static let names = ["Home", "A", "Settings", "Detail", "Photo Library", "Übersicht", "Réglages", "設定",
                        "An Extremely Long Title That Will Never Fit In Any Reasonable Box Width At All"]
    static let classes = ["UIViewController", "HomeViewController",
                          "SomeExtraordinarilyLongViewControllerSubclassNameFromALegacyCodebaseViewController"]

    static func make(_ rng: inout SplitMix64) -> SnapshotScene {
        var next = 1
        func id() -> String { defer { next += 1 }; return "vc\(next)" }
        func controller(depth: Int) -> SnapshotController {
            let kind = depth > 2 ? 0 : Int.random(in: 0..<5, using: &rng)
            let title = Bool.random(using: &rng) ? names.randomElement(using: &rng) : nil
            let className = classes.randomElement(using: &rng)!
            switch kind {
            case 1:
                let stack = (0..<Int.random(in: 1...3, using: &rng)).map { _ in controller(depth: depth + 1) }
                return SnapshotController(vc: id(), className: "UINavigationController", title: title, container: .navigation, children: stack)
            case 2:
                let tabs = (0..<Int.random(in: 1...5, using: &rng)).map { _ in controller(depth: depth + 1) }
                return SnapshotController(vc: id(), className: "UITabBarController", container: .tabBar,
                                          selectedIndex: Int.random(in: 0..<tabs.count, using: &rng), children: tabs)
            case 3:
                return SnapshotController(vc: id(), className: "UISplitViewController", container: .splitView,
                                          children: [controller(depth: depth + 1), controller(depth: depth + 1)])
            case 4:
                let tiles = (0..<Int.random(in: 1...3, using: &rng)).map { _ in controller(depth: depth + 1) }
                return SnapshotController(vc: id(), className: className, title: title, children: tiles)
            default:
                return SnapshotController(vc: id(), className: className, title: title,
                                          storyboardIdentifier: Bool.random(using: &rng) ? names.randomElement(using: &rng) : nil,
                                          appearance: Bool.random(using: &rng) ? "appeared" : "disappeared")
            }
        }
        func presenting(_ root: SnapshotController, chain: Int) -> SnapshotController {
            guard chain > 0 else { return root }
            var r = root
            var p = controller(depth: 1)
            p.style = styles.randomElement(using: &rng)
            if Bool.random(using: &rng) {
                p.preferredContentSize = Size(width: Double.random(in: 40...900, using: &rng), height: Double.random(in: 40...900, using: &rng))
            }
            r.presented = presenting(p, chain: chain - 1)
            return r
        }
        var screens: [SnapshotScreen] = []
        for s in 0..<Int.random(in: 1...4, using: &rng) {
            let size = Size(width: Double(Int.random(in: 80...3000, using: &rng)), height: Double(Int.random(in: 80...2200, using: &rng)))
            let regular = size.width >= 700
            var windows: [SnapshotWindow] = []
            for w in 0..<Int.random(in: 1...2, using: &rng) {
                let root = presenting(controller(depth: 0), chain: Int.random(in: 0...5, using: &rng))
                windows.append(SnapshotWindow(id: "w\(s)\(w)", key: s == 0 && w == 0, visible: Int.random(in: 0..<6, using: &rng) > 0,
                                              horizontalSizeClass: regular ? .regular : .compact, root: root))
            }
            screens.append(SnapshotScreen(id: "s\(s + 1)", name: s == 0 ? "Main" : names.randomElement(using: &rng)!, main: s == 0,
                                          size: size, scale: 2, idiom: s == 0 ? (regular ? "pad" : "phone") : "external",
                                          horizontalSizeClass: regular ? .regular : .compact, windows: windows))
        }
        return SnapshotScene(screens: screens, profile: Bool.random(using: &rng) ? .classic : .modern)
    }
}
