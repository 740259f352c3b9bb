/// Places every text of a screen, in pixels of the picture, so that the picture stays legible
/// at any scale a screen is drawn at (`CanvasArrangement`):
///
/// - sizes are in pixels (`LayoutMetrics`), never below `minimumFontSize`;
/// - a line longer than the room it has is shortened with `…` (`TextMetrics`);
/// - no two visible lines overlap. Something opaque drawn between two lines (a bar, any box of
///   an opaque layer) hides the lower one where it lies, so lines of an opaque layer can only
///   clash with their own layer's, and lines of see-through layers with what shows through.
///   Layers are placed top down, so the lines in front win: a box's label block (headline,
///   title and identifier, the layer's style) goes at its preferred place — the box's top left;
///   the middle of the box for see-through layers, whose presenter shows through — or else at
///   the first free place below (then above) it, with fewer lines if need be, or is left out
///   when there is none (deep under a stack of see-through layers, where it could not be read).
///
/// Captions go above (screen name, size and traits) and below (one line per window, then one per
/// scene without a window) the screen,
/// shortened to its width, so neighbouring screens' captions never run into each other.
enum LabelPlacement {
    static func place(_ screen: inout ScreenLayout) {
        let s = screen.displayScale
        let m = LayoutMetrics.self
        let width = screen.captured.size.width * s
        let height = screen.captured.size.height * s
        let strip = Rect(x: 0, y: -m.captionHeight, width: width, height: m.captionHeight)

        var captions: [TextLabel] = []
        captions += Placer.line(.screenCaption, screen.captured.id, screen.caption, size: m.screenCaptionFont, bold: true, in: strip,
                                baseline: -24)
        captions += Placer.line(.screenDetails, screen.captured.id, screen.details, size: m.screenDetailsFont, bold: false, in: strip,
                                baseline: -8)
        let lines = screen.windows.count + screen.captured.windowlessScenes.count
        let below = Rect(x: 0, y: height, width: width, height: m.windowCaptionLine * Double(lines + 1))
        for (i, w) in screen.windows.enumerated() {
            captions += Placer.line(.windowCaption, w.id, w.caption, size: m.windowCaptionFont, bold: w.key, in: below,
                                    baseline: height + m.windowCaptionLine * Double(i + 1))
        }
        for (j, scene) in screen.captured.windowlessScenes.enumerated() {
            captions += Placer.line(.sceneCaption, scene.id, scene.windowlessCaption, size: m.windowCaptionFont, bold: false,
                                    in: below, baseline: height + m.windowCaptionLine * Double(screen.windows.count + j + 1))
        }
        screen.captions = captions.map { $0.inPoints(s) }

        // The opaque things each drawn layer puts on the screen, then its lines, top layer first.
        var grounds: [Placer.Ground] = []
        var drawn: [(window: Int, layer: Int)] = []
        for wi in screen.windows.indices where screen.windows[wi].visible {
            for (li, layer) in screen.windows[wi].layers.enumerated() {
                let order = Order(window: wi, layer: li)
                if !layer.covered { grounds += layer.opaqueParts.map { Placer.Ground(frame: $0.scaled(by: s), order: order) } }
                drawn.append((wi, li))
            }
        }
        var placer = Placer(grounds: grounds)
        for (wi, li) in drawn.reversed() {
            let layer = screen.windows[wi].layers[li]
            let labels = placer.labels(of: layer, order: Order(window: wi, layer: li), scale: s)
            screen.windows[wi].layers[li].labels = labels.map { $0.inPoints(s) }
        }
    }

    /// A layer's place in drawing order on its screen: later windows over earlier ones, later
    /// layers over earlier ones.
    struct Order: Equatable, Comparable {
        var window: Int
        var layer: Int
        static func < (a: Order, b: Order) -> Bool { (a.window, a.layer) < (b.window, b.layer) }
    }

    /// The lines placed so far (pixels), and the placing itself.
    struct Placer {
        /// A placed line.
        struct Placed {
            var frame: Rect
            var order: Order
            var opaqueGround: Bool
        }

        /// Something opaque a layer draws (a bar, a box of an opaque layer).
        struct Ground {
            var frame: Rect
            var order: Order
        }

        let grounds: [Ground]
        /// Lines placed so far: of this layer and of the layers above it.
        var placed: [Placed] = []

        init(grounds: [Ground]) { self.grounds = grounds }

        /// Whether a line at `r` in the layer at `order` would be seen overlapping a line placed
        /// before (one of its own layer, or of a layer above): unless something opaque drawn
        /// after it, up to the other line's layer, hides it where the two meet.
        func clashes(_ r: Rect, at order: Order) -> Bool {
            for p in placed where p.frame.intersects(r) {
                if p.order == order { return true }
                if p.opaqueGround { continue }
                let meet = p.frame.intersection(r)!
                if grounds.contains(where: { $0.order > order && $0.order <= p.order && $0.frame.contains(meet) }) { continue }
                return true
            }
            return false
        }

        /// A line to place: what it says and how it is set.
        struct Line {
            var role: TextLabel.Role
            var owner: String
            var text: String
            var size: Double
            var bold: Bool
        }

        /// The labels of one layer's boxes and bars (placed after those of the layers above it).
        mutating func labels(of layer: LayerLayout, order: Order, scale s: Double) -> [TextLabel] {
            let m = LayoutMetrics.self
            let opaque = !layer.translucent
            let scope = Scope(order: order, hidden: layer.covered)
            var out: [TextLabel] = []
            let captioned = layer.boxes.firstIndex { $0.container == .plain } ?? 0
            for (i, box) in layer.boxes.enumerated() {
                // Under an overlaid split column, only the part it leaves visible takes texts.
                let f = box.textFrame.scaled(by: s)
                let vc = box.controller.vc
                // A container with iOS 18 tabs says how it shows them in its headline.
                let named = box.controller.headline
                let headline = named + (box.controller.detail.map { " " + $0 } ?? "") + (box.note.map { " · " + $0 } ?? "")
                if var bar = box.navigationBar {
                    if let region = box.labelRegion { bar.frame = bar.frame.intersection(region) ?? bar.frame }
                    out += labels(of: bar, vc: vc, headline: headline, scale: s, scope)
                }
                if let tabs = box.tabBar { out += labels(of: tabs, vc: vc, headline: headline, scale: s, scope) }
                if let sidebar = box.sidebar { out += labels(of: sidebar, vc: vc, headline: headline, scale: s, scope) }
                if let pages = box.pageIndicator { out += labels(of: pages, vc: vc, scale: s, scope) }
                let caption = i == captioned ? layer.caption : nil
                if box.container == .splitView {
                    // A column-style split's style and mode go under its headline, at the bottom
                    // right of its trailing column (`labelRegion`), clear of the column lines.
                    var lines = [Line(role: .headline, owner: vc, text: box.controller.headline, size: m.headlineFont, bold: true)]
                    if let note = box.note { lines.append(Line(role: .detail, owner: vc, text: note, size: m.detailFont, bold: false)) }
                    let height = Self.lineHeight(m.headlineFont) + (box.note == nil ? 0 : m.detailFont * m.linePitch)
                    out += place(lines, in: f, tops: Self.tops(preferred: f.maxY - m.labelTop - height, in: f),
                                 anchor: .end, ground: opaque, scope)
                } else if box.navigationBar == nil && box.tabBar == nil && box.sidebar == nil {
                    var lines = [Line(role: .headline, owner: vc, text: named, size: m.headlineFont, bold: true)]
                    if let d = box.controller.detail { lines.append(Line(role: .detail, owner: vc, text: d, size: m.detailFont, bold: false)) }
                    if let caption, box.container == .plain {
                        lines.append(Line(role: .layerCaption, owner: vc, text: caption, size: m.layerCaptionFont, bold: true))
                    }
                    let preferred = layer.translucent ? f.midY : f.minY + m.labelTop
                    out += place(lines, in: f, tops: Self.tops(preferred: preferred, in: f), anchor: .start, ground: opaque, scope)
                }
                if let column = box.column {
                    // A split column says which it is, at its top right (under its bar).
                    let below = box.navigationBar.map { $0.frame.maxY * s } ?? f.minY
                    let line = Line(role: .columnCaption, owner: vc, text: "\(column) column", size: m.layerCaptionFont, bold: true)
                    out += place([line], in: f, tops: Self.tops(preferred: below + m.labelTop, in: f), anchor: .end,
                                 ground: opaque, scope)
                }
                if let caption, box.container != .plain {
                    // A container's children cover its top left: the style goes top right.
                    let below = box.navigationBar.map { $0.frame.maxY * s } ?? f.minY
                    let line = Line(role: .layerCaption, owner: vc, text: caption, size: m.layerCaptionFont, bold: true)
                    out += place([line], in: f, tops: Self.tops(preferred: below + m.labelTop, in: f), anchor: .end,
                                 ground: opaque, scope)
                }
            }
            return out
        }

        /// A navigation bar's texts: its container's headline above the title when the bar is
        /// high enough for both, the back button's title at the left, the title in the middle
        /// of what the back button leaves.
        mutating func labels(of bar: NavigationBarStrip, vc: String, headline: String, scale s: Double, _ scope: Scope) -> [TextLabel] {
            let m = LayoutMetrics.self
            let b = bar.frame.scaled(by: s)
            let first = placeHeadline(headline, of: b, vc: vc, largestTitle: m.barTitleFont, scope)
            var out = first.labels
            guard let (size, top) = first.title else { return out }
            var used = 0.0
            if let back = bar.backTitle {
                let backSize = min(size, m.barBackFont)
                let room = Rect(x: b.minX, y: b.minY, width: b.width * 0.3, height: b.height)
                let placed = place([Line(role: .barBack, owner: vc, text: "‹ " + back, size: backSize, bold: false)],
                                   in: room, tops: [top + Self.lineHeight(size) - Self.lineHeight(backSize)],
                                   anchor: .start, ground: true, scope)
                used = placed.first.map { $0.frame.maxX - b.minX } ?? 0
                out += placed
            }
            let side = used + m.labelInset
            let room = Rect(x: b.minX + side, y: b.minY, width: max(0, b.width - 2 * side), height: b.height)
            out += place([Line(role: .barTitle, owner: vc, text: bar.title, size: size, bold: true)],
                         in: room, tops: [top], anchor: .middle, ground: true, inset: 0, scope)
            return out
        }

        /// A bar's first line (`bar`, in pixels): its container's headline at the top when the bar
        /// is high enough for it and a title; and the title's size and top, nil when no title fits.
        private mutating func placeHeadline(
            _ headline: String, of bar: Rect, vc: String, largestTitle: Double, _ scope: Scope
        ) -> (labels: [TextLabel], title: (size: Double, top: Double)?) {
            let m = LayoutMetrics.self
            let (size, headlineFits) = Self.barTitleSize(barHeight: bar.height, largest: largestTitle)
            var labels: [TextLabel] = []
            if headlineFits {
                labels = place([Line(role: .barHeadline, owner: vc, text: headline, size: m.barHeadlineFont, bold: false)],
                               in: bar, tops: [bar.minY + m.barHeadlineTop], anchor: .start, ground: true, scope)
            }
            return (labels, size.map { ($0, Self.titleTop(in: bar, size: $0, belowHeadline: headlineFits)) })
        }

        /// A tab bar's texts: its container's headline at the top when the bar is high enough,
        /// each tab's title in the middle of its tab (bold for the selected one).
        mutating func labels(of tabs: TabBarStrip, vc: String, headline: String, scale s: Double, _ scope: Scope) -> [TextLabel] {
            let t = tabs.frame.scaled(by: s)
            let first = placeHeadline(headline, of: t, vc: vc, largestTitle: LayoutMetrics.tabTitleFont, scope)
            var out = first.labels
            guard let (size, top) = first.title else { return out }
            for item in tabs.items {
                out += place([Line(role: .tabTitle, owner: vc, text: item.title, size: size, bold: item.selected)],
                             in: item.frame.scaled(by: s), tops: [top], anchor: .middle, ground: true, inset: 3, scope)
            }
            return out
        }

        /// A sidebar's texts: its container's headline at the top when there is room, each
        /// row's title at the row's left (bold for the selected row and for group headers).
        mutating func labels(of sidebar: SidebarStrip, vc: String, headline: String, scale s: Double, _ scope: Scope) -> [TextLabel] {
            let m = LayoutMetrics.self
            let strip = sidebar.frame.scaled(by: s)
            var out: [TextLabel] = []
            let firstRow = sidebar.rows.first.map { $0.frame.minY * s } ?? strip.maxY
            if firstRow - strip.minY >= Self.headlineRoom {
                out += place([Line(role: .barHeadline, owner: vc, text: headline, size: m.barHeadlineFont, bold: false)],
                             in: strip, tops: [strip.minY + m.barHeadlineTop], anchor: .start, ground: true, scope)
            }
            for row in sidebar.rows {
                let r = row.frame.scaled(by: s)
                guard let size = Self.barTitleSize(barHeight: r.height, largest: m.tabTitleFont + 1).0 else { continue }
                out += place([Line(role: .sidebarTitle, owner: vc, text: row.title, size: size, bold: row.selected || row.group)],
                             in: r, tops: [Self.titleTop(in: r, size: size, belowHeadline: false)], anchor: .start, ground: true,
                             inset: 6, scope)
            }
            return out
        }

        /// A page indicator's caption, under its dots (none when the strip is too small to
        /// hold the smallest legible size).
        mutating func labels(of pages: PageIndicatorStrip, vc: String, scale s: Double, _ scope: Scope) -> [TextLabel] {
            let t = pages.frame.scaled(by: s)
            let dots = min(10 * s, t.height * 0.4)
            let room = Rect(x: t.minX, y: t.minY + dots, width: t.width, height: t.height - dots)
            guard let size = Self.barTitleSize(barHeight: room.height, largest: LayoutMetrics.tabTitleFont).0 else { return [] }
            let top = Self.titleTop(in: room, size: size, belowHeadline: false)
            return place([Line(role: .pageCaption, owner: vc, text: pages.caption, size: size, bold: false)],
                         in: room, tops: [top], anchor: .middle, ground: true, inset: 3, scope)
        }

        /// Where a layer's lines are being placed.
        struct Scope {
            var order: Order
            /// A covered layer is not drawn: its lines are placed for the record, in nobody's way.
            var hidden: Bool
        }

        /// Places `lines` as one block in `region` at the first of `tops` where it fits and
        /// overlaps nothing in the way, with fewer lines (from the end) when all do not fit;
        /// nothing when not even the first does.
        mutating func place(_ lines: [Line], in region: Rect, tops: [Double], anchor: TextLabel.Anchor, ground: Bool,
                            inset: Double = LayoutMetrics.labelInset, _ scope: Scope) -> [TextLabel] {
            let room = region.width - 2 * inset
            var set: [(Line, String)] = []
            for line in lines {
                guard let text = TextMetrics.elided(line.text, toWidth: room, size: line.size, bold: line.bold) else { break }
                set.append((line, text))
            }
            let order = scope.order
            while !set.isEmpty, let first = tops.first {
                // The block at the first top; the others are the same block moved down or up.
                let block = Self.block(set, top: first, region: region, anchor: anchor, inset: inset, ground: ground)
                let frames = block.map { $0.frame.insetBy(-0.5) }
                let bottom = block[block.count - 1].frame.maxY
                for top in tops where top >= region.minY - 0.01 && bottom + top - first <= region.maxY + 0.01 {
                    let dy = top - first
                    let clear = scope.hidden || !frames.contains { f in
                        clashes(Rect(x: f.x, y: f.y + dy, width: f.width, height: f.height), at: order)
                    }
                    guard clear else { continue }
                    let labels = block.map { l in
                        var l = l
                        l.frame.y += dy
                        l.baseline += dy
                        return l
                    }
                    if !scope.hidden { placed += labels.map { Placed(frame: $0.frame, order: order, opaqueGround: ground) } }
                    return labels
                }
                set.removeLast()
            }
            return []
        }

        /// One line at a fixed baseline (captions), at the left of `region` and shortened to its width.
        static func line(_ role: TextLabel.Role, _ owner: String, _ text: String, size: Double, bold: Bool, in region: Rect,
                         baseline: Double) -> [TextLabel] {
            guard let shown = TextMetrics.elided(text, toWidth: region.width, size: size, bold: bold) else { return [] }
            let line = Line(role: role, owner: owner, text: text, size: size, bold: bold)
            return block([(line, shown)], top: baseline - TextMetrics.ascent * size, region: region, anchor: .start,
                         inset: 0, ground: false)
        }

        /// The labels of `set` one under the other from `top`.
        static func block(_ set: [(Line, String)], top: Double, region: Rect, anchor: TextLabel.Anchor, inset: Double,
                          ground: Bool) -> [TextLabel] {
            var y = top
            var out: [TextLabel] = []
            for (line, text) in set {
                let w = TextMetrics.width(text, size: line.size, bold: line.bold)
                let x: Double
                switch anchor {
                case .start: x = region.minX + inset
                case .middle: x = region.midX - w / 2
                case .end: x = region.maxX - inset - w
                }
                let frame = Rect(x: x, y: y, width: w, height: lineHeight(line.size))
                out.append(TextLabel(role: line.role, owner: line.owner, text: text, fullText: line.text, frame: frame,
                                     baseline: y + TextMetrics.ascent * line.size, anchor: anchor, fontSize: line.size,
                                     bold: line.bold, opaqueGround: ground))
                y += line.size * LayoutMetrics.linePitch
            }
            return out
        }

        /// The height of a line's box at `size`.
        static func lineHeight(_ size: Double) -> Double { (TextMetrics.ascent + TextMetrics.descent) * size }

        /// Tops to try for a block preferring `preferred` in `region`: from there down in
        /// steps, then from the region's top down to `preferred`.
        static func tops(preferred: Double, in region: Rect) -> [Double] {
            let step = 4.0
            let first = max(region.minY + LayoutMetrics.labelTop, min(preferred, region.maxY))
            var out: [Double] = []
            var y = first
            while y < region.maxY { out.append(y); y += step }
            y = region.minY + LayoutMetrics.labelTop
            while y < first { out.append(y); y += step }
            return out
        }

        /// What a bar's headline takes from its top.
        static var headlineRoom: Double { LayoutMetrics.barHeadlineTop + lineHeight(LayoutMetrics.barHeadlineFont) + 1 }

        /// The top of a bar's title line: in the middle of what the headline (when it fits)
        /// leaves of the bar.
        static func titleTop(in bar: Rect, size: Double, belowHeadline: Bool) -> Double {
            let upper = bar.minY + (belowHeadline ? headlineRoom : 0)
            return (upper + bar.maxY - lineHeight(size)) / 2
        }

        /// The title size a bar of `barHeight` pixels takes, and whether its container's
        /// headline fits above the title: the title shrinks (to `minimumFontSize`) to make room
        /// for it; nil when not even a title of the minimum size fits.
        static func barTitleSize(barHeight h: Double, largest: Double) -> (Double?, Bool) {
            let m = LayoutMetrics.self
            let headline = headlineRoom
            let withHeadline = min(largest, (h - headline - 2) / (TextMetrics.ascent + TextMetrics.descent))
            if withHeadline >= m.minimumFontSize { return (withHeadline, true) }
            let alone = min(largest, (h - 2) / (TextMetrics.ascent + TextMetrics.descent))
            return (alone >= m.minimumFontSize ? alone : nil, false)
        }
    }
}

extension Rect {
    /// This rectangle grown by `d` on every side (shrunk for a negative `d`).
    func insetBy(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
}

extension TextLabel {
    /// The label with its frame and baseline turned from pixels into points of a screen drawn at
    /// `scale` pixels per point (its size stays in pixels).
    func inPoints(_ scale: Double) -> TextLabel {
        var l = self
        l.frame = frame.scaled(by: 1 / scale)
        l.baseline = baseline / scale
        return l
    }
}

extension LayerLayout {
    /// What this layer draws opaque (screen points): its bars, and every box when the layer is
    /// not see-through.
    var opaqueParts: [Rect] {
        var out: [Rect] = []
        for box in boxes {
            if !translucent { out.append(box.frame) }
            if let bar = box.navigationBar { out.append(bar.frame) }
            if let tabs = box.tabBar { out.append(tabs.frame) }
            if let sidebar = box.sidebar { out.append(sidebar.frame) }
            if let pages = box.pageIndicator { out.append(pages.frame) }
        }
        return out
    }
}
