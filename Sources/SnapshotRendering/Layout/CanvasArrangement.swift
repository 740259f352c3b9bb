/// Where the screens go on the canvas and how large each is drawn, so that the whole picture
/// is at most `LayoutMetrics.pictureWidth` pixels wide and every screen stays legible in it:
///
/// - screens go left to right in `screen.list` order, all of a row at one common height: the
///   largest that lets the row fit the picture's width, at most `maxScreenHeight` (a phone
///   alone is drawn at one pixel per point, as before);
/// - a screen that would bring its row below `minScreenHeight` starts a new row instead, so a
///   phone beside two TVs is not drawn postage-stamp size; a screen too wide for the picture
///   even at that height (a very wide display alone in its row) is drawn at the picture's width;
/// - texts are sized in pixels of the picture, not in points of their screen, so a label is as
///   large on a TV drawn at half size as on a phone drawn at full size.
///
/// The canvas' coordinates are pixels: `origin` is where a screen's top left corner goes and
/// `scale` how many pixels a point of that screen takes.
public struct CanvasArrangement: Sendable, Equatable {
    /// One screen's place: its top left corner on the canvas and its pixels per point.
    public struct Placement: Sendable, Equatable {
        public var origin: Point
        public var scale: Double
    }

    public var placements: [Placement]
    public var canvas: Size

    /// The arrangement of screens of `sizes` (points), each with `linesBelow` caption lines
    /// under it (one per window).
    public static func arrange(_ sizes: [Size], linesBelow: [Int]) -> CanvasArrangement {
        let m = LayoutMetrics.self
        let usable = m.pictureWidth - 2 * m.canvasMargin
        // Width per pixel of height of each screen (guarding empty sizes).
        let aspects = sizes.map { max($0.width, 1) / max($0.height, 1) }
        func fitHeight(_ indices: Range<Int>) -> Double {
            let gaps = Double(indices.count - 1) * m.screenGap
            return (usable - gaps) / indices.reduce(0) { $0 + aspects[$1] }
        }
        // Greedy rows: a screen joins the current row while the row keeps its minimum height.
        var rows: [Range<Int>] = []
        var start = 0
        for i in sizes.indices where i > start && fitHeight(start..<(i + 1)) < m.minScreenHeight {
            rows.append(start..<i)
            start = i
        }
        if !sizes.isEmpty { rows.append(start..<sizes.count) }

        var placements: [Placement] = []
        var y = m.canvasMargin
        var widest = 0.0
        for row in rows {
            let height = min(m.maxScreenHeight, fitHeight(row))
            var x = m.canvasMargin
            y += m.captionHeight
            for i in row {
                let scale = height / max(sizes[i].height, 1)
                placements.append(Placement(origin: Point(x: x, y: y), scale: scale))
                x += aspects[i] * height + m.screenGap
            }
            widest = max(widest, x - m.screenGap + m.canvasMargin)
            let lines = row.map { linesBelow[$0] }.max() ?? 0
            y += height + Double(lines) * m.windowCaptionLine + m.captionPadding + m.canvasMargin
        }
        let canvas = sizes.isEmpty
            ? Size(width: 2 * m.canvasMargin, height: 2 * m.canvasMargin)
            : Size(width: widest, height: y)
        return CanvasArrangement(placements: placements, canvas: canvas)
    }
}
