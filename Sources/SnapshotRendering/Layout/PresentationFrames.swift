/// The frame a presentation style gives a presented controller (docs/uikit-rules.md R45–R51, R70–R72):
/// full-screen styles fill the screen, current-context styles cover the context controller,
/// sheets are centred pages or cards, popovers sit next to their anchor.
public enum PresentationFrames {
    /// How a style is drawn, besides its frame.
    public struct Placement: Sendable, Equatable {
        public var frame: Rect
        /// Dimming drawn under the presented content.
        public var dimming: Rect?
        /// The presented content is see-through.
        public var translucent: Bool
        /// The presenter shrinks behind a card (modern sheets in compact width).
        public var recedesPresenter: Bool
        /// Whether the content hides what it covers (so fully covered layers are not drawn).
        public var opaque: Bool
        public var arrow: PopoverArrow?
        public var anchor: Rect?
    }

    /// The placement of a controller presented with `style`. `context` is the presenting
    /// controller's frame (the context for current-context styles, the anchor for popovers);
    /// `preferred` its `preferredContentSize`.
    public static func placement(style: String?, screen bounds: Rect, context: Rect,
                                 horizontalSizeClass: SizeClass, profile: SnapshotProfile,
                                 preferred: Size?) -> Placement {
        let compact = horizontalSizeClass == .compact
        switch style {
        case "currentContext":
            return Placement(frame: context, dimming: nil, translucent: false, recedesPresenter: false, opaque: true)
        case "overCurrentContext":
            return Placement(frame: context, dimming: context, translucent: true, recedesPresenter: false, opaque: false)
        case "overFullScreen":
            return Placement(frame: bounds, dimming: bounds, translucent: true, recedesPresenter: false, opaque: false)
        case "custom":
            return Placement(frame: bounds, dimming: nil, translucent: true, recedesPresenter: false, opaque: false)
        case "pageSheet", "formSheet":
            if compact {
                // Classic adapts sheets to full screen in compact width (R71); modern keeps a card (R72).
                if profile == .classic { return full(bounds) }
                return card(bounds)
            }
            let frame = style == "formSheet"
                ? bounds.centered(fitted(preferred ?? LayoutMetrics.formSheetSize, in: bounds, margin: LayoutMetrics.sheetMargin))
                : pageSheet(bounds, profile: profile)
            return Placement(frame: frame, dimming: bounds, translucent: false, recedesPresenter: false, opaque: false)
        case "popover":
            let size = fitted(preferred ?? LayoutMetrics.popoverSize, in: bounds,
                              margin: LayoutMetrics.popoverMargin + LayoutMetrics.arrowLength)
            let (frame, arrow) = PopoverPlacement.place(size: size, anchor: context, screen: bounds)
            return Placement(frame: frame, dimming: nil, translucent: false, recedesPresenter: false, opaque: false,
                             arrow: arrow, anchor: context)
        default:
            // fullScreen, none, automatic, anything unknown: the whole screen.
            return full(bounds)
        }
    }

    static func full(_ bounds: Rect) -> Placement {
        Placement(frame: bounds, dimming: nil, translucent: false, recedesPresenter: false, opaque: true)
    }

    /// A modern card sheet in compact width: full width, from `cardTopInset` to the bottom.
    static func card(_ bounds: Rect) -> Placement {
        let top = min(LayoutMetrics.cardTopInset, bounds.height / 4)
        return Placement(frame: bounds.inset(top: top), dimming: bounds, translucent: false,
                         recedesPresenter: true, opaque: false)
    }

    /// A page sheet in regular width: classic, a portrait-iPad-wide page of full height;
    /// modern, a card that wide from `cardTopInset` down.
    static func pageSheet(_ bounds: Rect, profile: SnapshotProfile) -> Rect {
        switch profile {
        case .classic:
            let w = min(LayoutMetrics.classicPageSheetWidth, bounds.width)
            return Rect(x: bounds.midX - w / 2, y: bounds.minY, width: w, height: bounds.height)
        case .modern:
            let w = min(LayoutMetrics.modernPageSheetWidth, bounds.width - 2 * LayoutMetrics.sheetMargin)
            let top = min(LayoutMetrics.cardTopInset, bounds.height / 4)
            return Rect(x: bounds.midX - w / 2, y: bounds.minY + top, width: w, height: bounds.height - top)
        }
    }

    /// `size` shrunk to fit in `bounds` less `margin` on every side.
    static func fitted(_ size: Size, in bounds: Rect, margin: Double) -> Size {
        Size(width: max(1, min(size.width, bounds.width - 2 * margin)),
             height: max(1, min(size.height, bounds.height - 2 * margin)))
    }

    /// Where the layers below a compact card go: scaled about the screen's centre line so that
    /// `recededSideInset` is left on each side, and moved so that the presenter's top
    /// (`presenterTop`: 0 for a full-screen presenter, a card's top for a card) sits
    /// `recededTopGap` above the new card; stacked cards thus peek out above each other.
    static func recede(_ bounds: Rect, card: Rect, presenterTop: Double) -> RectTransform {
        let s = max(0.5, (bounds.width - 2 * LayoutMetrics.recededSideInset) / max(bounds.width, 1))
        let top = card.minY - LayoutMetrics.recededTopGap
        return RectTransform(scale: s, originX: bounds.midX - bounds.midX * s, originY: top - presenterTop * s)
    }
}

/// A uniform scale followed by a translation: `x' = originX + x * scale`.
public struct RectTransform: Sendable, Equatable {
    public var scale: Double
    public var originX: Double
    public var originY: Double

    public func apply(_ p: Point) -> Point { Point(x: originX + p.x * scale, y: originY + p.y * scale) }
    public func apply(_ r: Rect) -> Rect {
        Rect(x: originX + r.x * scale, y: originY + r.y * scale, width: r.width * scale, height: r.height * scale)
    }
}
