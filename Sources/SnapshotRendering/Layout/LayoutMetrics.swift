/// The sizes UIKit gives bars, sheets and popovers (in points), in one place.
public enum LayoutMetrics {
    /// Navigation bar height.
    public static let navigationBarHeight = 44.0
    /// Tab bar height.
    public static let tabBarHeight = 49.0
    /// The primary column of an expanded split view: 320 points, at most 40 % of the width.
    public static let splitPrimaryWidth = 320.0
    public static let splitPrimaryMaxFraction = 0.4
    /// Form sheet size when `preferredContentSize` is not set.
    public static let formSheetSize = Size(width: 540, height: 620)
    /// Classic page sheet in regular width: the width of a portrait iPad, full height.
    public static let classicPageSheetWidth = 768.0
    /// Modern page sheet in regular width: a card this wide.
    public static let modernPageSheetWidth = 704.0
    /// Modern card sheets start this far from the top of the screen (status bar + 10).
    public static let cardTopInset = 54.0
    /// Under a modern card sheet in compact width the presenter shrinks to leave this much on
    /// each side, its top moved to `cardTopInset - receded top gap`.
    public static let recededSideInset = 16.0
    public static let recededTopGap = 10.0
    /// Popover size when `preferredContentSize` is not set.
    public static let popoverSize = Size(width: 320, height: 480)
    /// Popovers keep this distance from the screen's edges.
    public static let popoverMargin = 10.0
    /// Popover arrow length and base width.
    public static let arrowLength = 13.0
    public static let arrowBase = 26.0
    /// Sheets and form sheets keep this distance from the screen's edges in regular width.
    public static let sheetMargin = 20.0
    /// Screens on the canvas: the gap between them, the margin around them, the space for the
    /// screen's caption above it.
    public static let screenGap = 60.0
    public static let canvasMargin = 24.0
    public static let captionHeight = 44.0
    /// Below each screen, one caption line per window.
    public static let windowCaptionLine = 16.0
    /// Custom containers show their displayed children as tiles inset by this much.
    public static let tileInset = 12.0
    /// Room left for a box's own label above the tiles of a custom container.
    public static let labelHeight = 36.0
}
