import Testing
@testable import SnapshotRendering

/// What a reader of a snapshot picture needs, stated independently of how the layout is made,
/// and checked both on `SnapshotLayout`s (pure tests) and on what a browser measures of the
/// rendered SVG (`RenderedPictureTests`):
///
/// - shown whole in a view `viewWidth` pixels wide (`LayoutMetrics.pictureWidth`), every text is
///   at least `readableSize` pixels high;
/// - no two visible texts overlap, unless something opaque drawn after the lower one and no
///   later than the upper one (a bar, a box of an opaque layer) covers where they meet;
///   captions (outside the screens) overlap nothing.
enum Legibility {
    static let viewWidth = 1600.0
    static let readableSize = 9.0

    /// A line of text as drawn on the canvas (pixels).
    struct Text: CustomStringConvertible {
        var text: String
        var frame: Rect
        var screen: String
        /// Its layer's place in drawing order on its screen (window, layer); nil for captions.
        var order: Order?
        var fontSize: Double
        var description: String { "“\(text)” \(screen) \(order.map { "w#\($0.window) l#\($0.layer)" } ?? "caption") \(frame)" }
    }

    /// Something opaque drawn on a screen.
    struct Ground {
        var frame: Rect
        var screen: String
        var order: Order
    }

    struct Order: Comparable {
        var window: Int
        var layer: Int
        static func < (a: Order, b: Order) -> Bool { (a.window, a.layer) < (b.window, b.layer) }
    }

    /// Texts smaller than readable when the picture of `canvasWidth` is shown whole in the view.
    static func tooSmall(_ texts: [Text], canvasWidth: Double) -> [Text] {
        let factor = min(1, viewWidth / canvasWidth)
        return texts.filter { $0.fontSize * factor < readableSize - 1e-9 }
    }

    /// Pairs of visible texts that a reader sees overlap.
    static func clashes(_ texts: [Text], grounds: [Ground]) -> [(Text, Text)] {
        var out: [(Text, Text)] = []
        for i in texts.indices {
            for j in texts.indices where j > i {
                var (a, b) = (texts[i], texts[j])
                guard let meet = overlap(a.frame, b.frame), meet.width > 0.05, meet.height > 0.05 else { continue }
                if a.screen == b.screen, let oa = a.order, let ob = b.order {
                    if ob < oa { swap(&a, &b) }
                    let (lower, upper) = (a.order!, b.order!)
                    let hidden = lower < upper && grounds.contains {
                        $0.screen == a.screen && $0.order > lower && $0.order <= upper && $0.frame.contains(meet)
                    }
                    if hidden { continue }
                }
                out.append((a, b))
            }
        }
        return out
    }

    /// The area two rectangles share, if any.
    static func overlap(_ a: Rect, _ b: Rect) -> Rect? {
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY), x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
