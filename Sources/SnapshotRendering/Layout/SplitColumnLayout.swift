/// Where a column-style split view controller's columns go (uikit-rules R154, R155, R159,
/// R160): collapsed, its one shown column fills it (the compact column's controller, else the
/// primary's navigation controller, whose stack holds the collapsed columns); expanded, the
/// display mode's columns, leading first — beside the secondary (`…BesideSecondary`,
/// `twoDisplaceSecondary`, which pushes the secondary aside) or over it (`…OverSecondary`: the
/// secondary keeps the whole width and the side columns lie on its leading part).
///
/// Column widths are not modelled by the engine (A.17 *Not modelled*); the picture gives each
/// side column `LayoutMetrics.splitPrimaryWidth` (320 pt), at most 40 % of the split's width
/// with one side column and 30 % with two [inf: UIKit's default column widths; classic splits
/// keep their own rule].
enum SplitColumnLayout {
    /// One column as drawn.
    struct Column {
        var name: String
        var controller: SnapshotController
        var frame: Rect
        /// It lies over the secondary (an overlay mode).
        var overlaid: Bool
        /// For the secondary under overlaid columns: the part of it they leave visible.
        var labelRegion: Rect?
    }

    /// The columns of `split` on screen, in drawing order (under an overlay, the secondary first).
    static func layout(_ c: SnapshotController, _ split: SplitColumns, in frame: Rect) -> [Column] {
        var byColumn: [String: SnapshotController] = [:]
        for (i, child) in c.children.enumerated() { if let name = split.column(ofChildAt: i) { byColumn[name] = child } }
        let visible = split.visibleColumns.filter { byColumn[$0] != nil }
        if split.collapsed || visible.count <= 1 {
            return visible.prefix(1).map { Column(name: $0, controller: byColumn[$0]!, frame: frame, overlaid: false) }
        }
        let sides = visible.filter { $0 != "secondary" }
        let fraction = sides.count > 1 ? 0.3 : LayoutMetrics.splitPrimaryMaxFraction
        let width = min(LayoutMetrics.splitPrimaryWidth, frame.width * fraction)
        var x = frame.x
        var sideColumns: [Column] = []
        for name in sides {
            sideColumns.append(Column(name: name, controller: byColumn[name]!,
                                      frame: Rect(x: x, y: frame.y, width: width, height: frame.height), overlaid: split.overlays))
            x += width
        }
        guard let secondary = byColumn["secondary"], visible.contains("secondary") else { return sideColumns }
        if split.overlays {
            let uncovered = Rect(x: x, y: frame.y, width: frame.maxX - x, height: frame.height)
            return [Column(name: "secondary", controller: secondary, frame: frame, overlaid: false, labelRegion: uncovered)]
                + sideColumns
        }
        return sideColumns + [Column(name: "secondary", controller: secondary,
                                     frame: Rect(x: x, y: frame.y, width: frame.maxX - x, height: frame.height), overlaid: false)]
    }
}
