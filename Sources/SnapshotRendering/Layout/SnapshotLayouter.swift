/// The pure layout step: `SnapshotScene` → `SnapshotLayout`. Screens are arranged on the canvas
/// (`CanvasArrangement`); each window's root fills its screen (R1), or its scene's frame when
/// `scene.resize` made the scene smaller (`SceneFrames`), and each presentation becomes a layer
/// with the frame its style gives (`PresentationFrames`), in presentation order, bottom to top;
/// background scenes' windows go below the others; a mirrored display gets the main screen's
/// place on it (`MirrorLayout`); then every text is placed (`LabelPlacement`).
public enum SnapshotLayouter {
    public static func layout(_ scene: SnapshotScene) -> SnapshotLayout {
        let arrangement = CanvasArrangement.arrange(scene.screens.map(\.size),
                                                    linesBelow: scene.screens.map { $0.windows.count + $0.windowlessScenes.count })
        var screens: [ScreenLayout] = []
        // R114: the tab bar's capacity follows the device's idiom (the main screen's); tvOS has no More item.
        let mainIdiom = scene.screens.first(where: \.main)?.idiom ?? "phone"
        let capacity = mainIdiom == "phone" || mainIdiom.isEmpty ? 5 : mainIdiom == "tv" ? Int.max : 8
        let main = scene.screens.first(where: \.main)
        for (s, place) in zip(scene.screens, arrangement.placements) {
            let frames = SceneFrames.frames(s)
            // Stable: background scenes' windows first, each group in window.list order.
            let ordered = s.windows.filter { $0.scene?.isBackground == true } + s.windows.filter { $0.scene?.isBackground != true }
            var screen = ScreenLayout(
                captured: s, origin: place.origin, displayScale: place.scale,
                windows: ordered.map { layout(window: $0, screen: s, profile: scene.profile, displayScale: place.scale,
                                              tabBarCapacity: capacity, bounds: frames[$0.id]) },
                captions: [])
            if s.mirrored, let main, main.id != s.id {
                screen.mirroring = MirrorLayout.fit(source: main.id, sourceSize: main.size, into: s.size)
            }
            LabelPlacement.place(&screen)
            screens.append(screen)
        }
        return SnapshotLayout(canvas: arrangement.canvas, screens: screens)
    }

    /// The layers of one window, bottom to top, in `bounds` (the window's frame on the screen;
    /// nil: the whole screen). (`displayScale`, pixels per point, sets the width of the layers' outlines.)
    public static func layout(window w: SnapshotWindow, screen s: SnapshotScreen, profile: SnapshotProfile,
                              displayScale: Double = 1, tabBarCapacity: Int = 5, bounds: Rect? = nil) -> WindowLayout {
        let bounds = bounds ?? Rect(size: s.size)
        var out = WindowLayout(id: w.id, key: w.key, visible: w.visible, layers: [], frame: bounds, scene: w.scene,
                               resized: bounds != Rect(size: s.size))
        guard let root = w.root else { return out }
        let expanded = w.horizontalSizeClass == .regular
        let content = ContentLayout.layout(root, in: bounds, splitExpanded: expanded, tabBarCapacity: tabBarCapacity)
        out.layers.append(LayerLayout(index: 0, controller: ControllerLabel(root), style: nil, presenter: nil, frame: bounds,
                                      dimming: nil, translucent: false, covered: false, anchor: nil, arrow: nil,
                                      boxes: content.boxes))
        // Depth first: a presentation made from inside a presented controller lies above it.
        var pending = Array(content.presenters.reversed())
        while let p = pending.popLast() {
            let presented = p.presented
            let placement = SheetDetentPlacement.adjust(
                PresentationFrames.placement(style: presented.style, screen: bounds, context: p.frame,
                                             horizontalSizeClass: w.horizontalSizeClass, profile: profile,
                                             preferred: presented.preferredContentSize),
                detents: presented.sheet, bounds: bounds, compact: w.horizontalSizeClass == .compact)
            if placement.recedesPresenter {
                let presenterTop = out.layers[out.layers.count - 1].frame.minY
                let t = PresentationFrames.recede(bounds, card: placement.frame, presenterTop: presenterTop)
                for i in out.layers.indices { out.layers[i] = out.layers[i].transformed(by: t) }
            }
            if placement.opaque {
                for i in out.layers.indices where placement.frame.contains(out.layers[i].frame) { out.layers[i].covered = true }
            }
            let inner = ContentLayout.layout(presented, in: placement.frame, splitExpanded: expanded, tabBarCapacity: tabBarCapacity)
            out.layers.append(LayerLayout(
                index: out.layers.count, controller: ControllerLabel(presented), style: presented.style,
                presenter: p.controller.vc, frame: placement.frame, dimming: placement.dimming,
                translucent: placement.translucent, covered: false, anchor: placement.anchor, arrow: placement.arrow,
                boxes: inner.boxes, outline: outline(placement.frame, displayScale: displayScale),
                sheet: presented.sheet, sheetMaximum: bounds.height))
            pending += inner.presenters.reversed()
        }
        return out
    }

    /// A presentation layer's outline: `LayoutMetrics.outlineInset` pixels inside its frame
    /// (less in a frame too small for it).
    static func outline(_ frame: Rect, displayScale: Double) -> Rect {
        let inset = min(LayoutMetrics.outlineInset / displayScale, min(frame.width, frame.height) / 4)
        return frame.insetBy(inset)
    }
}

extension LayerLayout {
    /// The layer with every frame and point moved by `t` (a presenter receding behind a card).
    func transformed(by t: RectTransform) -> LayerLayout {
        var l = self
        l.frame = t.apply(frame)
        l.outline = outline.map(t.apply)
        l.dimming = dimming.map(t.apply)
        l.anchor = anchor.map(t.apply)
        l.arrow = arrow.map { PopoverArrow(direction: $0.direction, tip: t.apply($0.tip), base: (t.apply($0.base.0), t.apply($0.base.1))) }
        l.boxes = boxes.map { b in
            var b = b
            b.frame = t.apply(b.frame)
            if var bar = b.navigationBar { bar.frame = t.apply(bar.frame); b.navigationBar = bar }
            b.labelRegion = b.labelRegion.map(t.apply)
            if var side = b.sidebar {
                side.frame = t.apply(side.frame)
                side.rows = side.rows.map { var row = $0; row.frame = t.apply(row.frame); return row }
                b.sidebar = side
            }
            if var tabs = b.tabBar {
                tabs.frame = t.apply(tabs.frame)
                tabs.items = tabs.items.map { var item = $0; item.frame = t.apply(item.frame); return item }
                b.tabBar = tabs
            }
            return b
        }
        return l
    }
}
