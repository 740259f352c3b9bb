/// The sizes UIKit gives bars, sheets and popovers (in points), in one place.
public enum LayoutMetrics {
    /// Navigation bar height.
    public static let navigationBarHeight = 44.0
    /// Tab bar height.
    public static let tabBarHeight = 49.0
    /// A page view controller's page indicator strip (UIPageControl's dots and a caption).
    public static let pageIndicatorHeight = 26.0
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
    /// The picture's width budget in pixels: screens are drawn so that the whole picture fits it
    /// (`CanvasArrangement`).
    public static let pictureWidth = 1600.0
    /// The common height of a row of screens: at most this (a phone alone at one pixel per
    /// point), and a screen that would make its row lower starts a new row.
    public static let maxScreenHeight = 844.0
    public static let minScreenHeight = 560.0
    /// Screens on the canvas (pixels): the gap between them, the margin around them, the space
    /// for the screen's caption above it.
    public static let screenGap = 60.0
    public static let canvasMargin = 24.0
    public static let captionHeight = 44.0
    /// Below each screen, one caption line per window, and some room after the last.
    public static let windowCaptionLine = 16.0
    public static let captionPadding = 6.0
    /// Text sizes in pixels of the picture. None is below `minimumFontSize`, so every text can
    /// be read when the picture (at most `pictureWidth` wide) is shown whole.
    public static let minimumFontSize = 10.0
    public static let screenCaptionFont = 15.0
    public static let screenDetailsFont = 12.0
    public static let windowCaptionFont = 12.0
    public static let headlineFont = 12.0
    public static let detailFont = 11.0
    public static let layerCaptionFont = 11.0
    public static let barHeadlineFont = 10.0
    public static let barTitleFont = 15.0
    public static let barBackFont = 13.0
    public static let tabTitleFont = 12.0
    /// A label's distance from its box's left (or right) edge and top edge, in pixels; lines
    /// follow each other at `linePitch` times their size.
    public static let labelInset = 8.0
    public static let labelTop = 7.0
    public static let linePitch = 1.25
    /// A presentation layer's outline: its width, and how far inside the layer's frame its
    /// middle runs (pixels), clear of the screen's border.
    public static let outlineWidth = 3.0
    public static let outlineInset = 3.5
    /// A bar's headline (its container's id and class) starts this far below the bar's top,
    /// clear of the outline of a layer above.
    public static let barHeadlineTop = 5.0
    /// The screen's border, in pixels (wider around the screen holding the key window).
    public static let screenBorder = 2.0
    public static let keyScreenBorder = 4.0
    /// Custom containers show their displayed children as tiles inset by this much.
    public static let tileInset = 12.0
    /// Room left for a box's own label above the tiles of a custom container.
    public static let labelHeight = 36.0
}
