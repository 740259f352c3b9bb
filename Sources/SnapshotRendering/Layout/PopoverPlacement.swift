/// Places a popover next to its anchor as UIKit does with all arrow directions permitted:
/// below the anchor if it fits, else above, else to the right, else to the left; the popover
/// stays `popoverMargin` inside the screen and its arrow's tip touches the anchor. When the
/// anchor leaves no room on any side (an anchor as large as the screen), the popover points at
/// the anchor's centre instead.
public enum PopoverPlacement {
    public static func place(size: Size, anchor: Rect, screen: Rect) -> (frame: Rect, arrow: PopoverArrow) {
        let area = screen.inset(top: LayoutMetrics.popoverMargin, left: LayoutMetrics.popoverMargin,
                                bottom: LayoutMetrics.popoverMargin, right: LayoutMetrics.popoverMargin)
        let anchor = clip(anchor, to: screen)
        if let placed = placeOutside(size: size, anchor: anchor, area: area) { return placed }
        let centre = Rect(x: anchor.midX, y: anchor.midY, width: 0, height: 0)
        if let placed = placeOutside(size: size, anchor: centre, area: area) { return placed }
        // Nothing fits even around the centre: centre it and point up at the anchor's centre.
        let frame = clamp(area.centered(size), into: area)
        return (frame, arrow(.up, tip: Point(x: anchor.midX, y: anchor.midY), frame: frame))
    }

    private static func placeOutside(size: Size, anchor: Rect, area: Rect) -> (frame: Rect, arrow: PopoverArrow)? {
        let gap = LayoutMetrics.arrowLength
        for direction in [PopoverArrow.Direction.up, .down, .left, .right] {
            let frame: Rect
            let tip: Point
            switch direction {
            case .up:      // popover below the anchor, arrow pointing up at it
                frame = Rect(x: anchor.midX - size.width / 2, y: anchor.maxY + gap, width: size.width, height: size.height)
                tip = Point(x: anchor.midX, y: anchor.maxY)
            case .down:    // popover above the anchor
                frame = Rect(x: anchor.midX - size.width / 2, y: anchor.minY - gap - size.height, width: size.width, height: size.height)
                tip = Point(x: anchor.midX, y: anchor.minY)
            case .left:    // popover to the right of the anchor, arrow pointing left
                frame = Rect(x: anchor.maxX + gap, y: anchor.midY - size.height / 2, width: size.width, height: size.height)
                tip = Point(x: anchor.maxX, y: anchor.midY)
            case .right:   // popover to the left of the anchor
                frame = Rect(x: anchor.minX - gap - size.width, y: anchor.midY - size.height / 2, width: size.width, height: size.height)
                tip = Point(x: anchor.minX, y: anchor.midY)
            }
            // The main axis must fit as is; the cross axis may slide to stay inside.
            let fitsMainAxis: Bool
            switch direction {
            case .up, .down: fitsMainAxis = frame.minY >= area.minY && frame.maxY <= area.maxY
            case .left, .right: fitsMainAxis = frame.minX >= area.minX && frame.maxX <= area.maxX
            }
            guard fitsMainAxis else { continue }
            let slid = clamp(frame, into: area)
            guard area.contains(slid) else { continue }
            return (slid, arrow(direction, tip: tip, frame: slid))
        }
        return nil
    }

    /// The arrow from the popover's edge facing the anchor to `tip`, its base kept within the edge.
    static func arrow(_ direction: PopoverArrow.Direction, tip: Point, frame: Rect) -> PopoverArrow {
        let half = LayoutMetrics.arrowBase / 2
        func along(_ v: Double, _ lo: Double, _ hi: Double) -> Double { min(max(v, lo + half + 4), hi - half - 4) }
        switch direction {
        case .up:
            let x = along(tip.x, frame.minX, frame.maxX)
            return PopoverArrow(direction: .up, tip: tip, base: (Point(x: x - half, y: frame.minY), Point(x: x + half, y: frame.minY)))
        case .down:
            let x = along(tip.x, frame.minX, frame.maxX)
            return PopoverArrow(direction: .down, tip: tip, base: (Point(x: x - half, y: frame.maxY), Point(x: x + half, y: frame.maxY)))
        case .left:
            let y = along(tip.y, frame.minY, frame.maxY)
            return PopoverArrow(direction: .left, tip: tip, base: (Point(x: frame.minX, y: y - half), Point(x: frame.minX, y: y + half)))
        case .right:
            let y = along(tip.y, frame.minY, frame.maxY)
            return PopoverArrow(direction: .right, tip: tip, base: (Point(x: frame.maxX, y: y - half), Point(x: frame.maxX, y: y + half)))
        }
    }

    /// `r` moved (not resized) so that it lies inside `area` where it can.
    static func clamp(_ r: Rect, into area: Rect) -> Rect {
        var r = r
        if r.maxX > area.maxX { r.x = area.maxX - r.width }
        if r.minX < area.minX { r.x = area.minX }
        if r.maxY > area.maxY { r.y = area.maxY - r.height }
        if r.minY < area.minY { r.y = area.minY }
        return r
    }

    static func clip(_ r: Rect, to bounds: Rect) -> Rect {
        let x0 = max(r.minX, bounds.minX), y0 = max(r.minY, bounds.minY)
        let x1 = min(r.maxX, bounds.maxX), y1 = min(r.maxY, bounds.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
