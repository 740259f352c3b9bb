import WireProtocol

/// A column-style split view controller as `vc.get` reports it (iOS 14+, uikit-rules
/// R150-R165): its style, display mode, split behaviour, whether it is collapsed, and which of
/// its children stands in which column. A classic split (no `style` reported) has none.
///
/// The split's children are one per column that has a controller, in column order (primary,
/// supplementary, secondary, compact: R151, the engine's `installedColumns`), so the columns
/// whose `…ViewController` is not null name the children in turn.
public struct SplitColumns: Sendable, Equatable {
    /// The column names of the protocol, in the order of the split's children.
    public static let order = ["primary", "supplementary", "secondary", "compact"]

    /// `doubleColumn` or `tripleColumn`.
    public var style: String
    /// UIKit's `displayMode` now (never `automatic`, R154).
    public var displayMode: String
    /// `tile`, `overlay` or `displace`.
    public var splitBehavior: String
    public var collapsed: Bool
    /// The columns that have a controller, in `order` (what `viewController(for:)` answers is
    /// not null for them).
    public var filled: [String]

    public init(style: String, displayMode: String, splitBehavior: String, collapsed: Bool, filled: [String]) {
        self.style = style; self.displayMode = displayMode; self.splitBehavior = splitBehavior
        self.collapsed = collapsed; self.filled = filled
    }

    /// From `vc.get`'s properties; nil for a classic split (no `style`) or anything else.
    public init?(properties p: JSON?) {
        guard let p, let style = p["style"]?.stringValue, style != "unspecified" else { return nil }
        let filled = Self.order.filter { p["\($0)ViewController"].map { !$0.isNull } ?? false }
        self.init(style: style, displayMode: p["displayMode"]?.stringValue ?? "secondaryOnly",
                  splitBehavior: p["splitBehavior"]?.stringValue ?? "tile", collapsed: p["isCollapsed"]?.boolValue ?? false,
                  filled: filled)
    }

    /// The column of the split's child at `index` (nil past the filled columns).
    public func column(ofChildAt index: Int) -> String? { index < filled.count ? filled[index] : nil }

    /// How many columns the display mode shows beside the secondary (R154, R155).
    var sideColumns: Int {
        switch displayMode {
        case "oneBesideSecondary", "oneOverSecondary": 1
        case "twoBesideSecondary", "twoOverSecondary", "twoDisplaceSecondary": 2
        default: 0
        }
    }

    /// R155: the columns on screen, leading first. Collapsed (R159, R160): the compact
    /// column's controller if there is one, else the primary (its navigation stack holds the
    /// collapsed columns). Expanded: the display mode's — the secondary alone, the one column
    /// beside it (the supplementary in a triple-column split, else the primary), or all three.
    public var visibleColumns: [String] {
        if collapsed {
            if filled.contains("compact") { return ["compact"] }
            return filled.contains("primary") ? ["primary"] : Array(filled.prefix(1))
        }
        let columns: [String]
        switch (sideColumns, style) {
        case (0, _): columns = ["secondary"]
        case (1, "tripleColumn"): columns = ["supplementary", "secondary"]
        case (_, "tripleColumn"): columns = ["primary", "supplementary", "secondary"]
        default: columns = ["primary", "secondary"]
        }
        return columns.filter(filled.contains)
    }

    /// Whether the side columns lie over the secondary (`…OverSecondary`) rather than beside
    /// it; `twoDisplaceSecondary` pushes the secondary aside (drawn beside, R154).
    public var overlays: Bool { displayMode.hasSuffix("OverSecondary") }

    /// `tripleColumn · twoBesideSecondary, tile`, or `doubleColumn · collapsed`.
    public var summary: String {
        collapsed ? "\(style) · collapsed" : "\(style) · \(displayMode), \(splitBehavior)"
    }

    /// As `prosc snapshot --json` and the inspector give it.
    public var json: JSON {
        .object(JSONObject([
            ("style", .string(style)), ("displayMode", .string(displayMode)), ("splitBehavior", .string(splitBehavior)),
            ("collapsed", .bool(collapsed)), ("columns", .array(filled.map(JSON.string))),
            ("visibleColumns", .array(visibleColumns.map(JSON.string))),
        ]))
    }
}
