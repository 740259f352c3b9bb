/// The display-mode arithmetic of a column-style split (uikit-rules R154, R155, R157): which
/// columns a mode shows, which modes a split behaviour allows, and the mode a behaviour gives
/// for a number of columns beside the secondary.
extension SplitDisplayMode {
    /// How many columns this mode shows beside the secondary (0, 1 or 2).
    var sideColumns: Int {
        switch self {
        case .automatic, .secondaryOnly: 0
        case .oneBesideSecondary, .oneOverSecondary: 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
        }
    }

    /// R155: the columns this mode shows in regular width, leading first. The one column beside
    /// the secondary is the supplementary in a triple-column split, else the primary (UIKit's
    /// header on `oneBesideSecondary`/`oneOverSecondary`).
    func visibleColumns(style: SplitViewStyle) -> [SplitColumn] {
        switch (sideColumns, style) {
        case (0, _): [.secondary]
        case (1, .tripleColumn): [.supplementary, .secondary]
        case (_, .tripleColumn): [.primary, .supplementary, .secondary]
        default: [.primary, .secondary]
        }
    }

    /// R154: the mode showing `sideColumns` columns beside the secondary that `behavior` allows
    /// (tile: secondaryOnly, oneBeside, twoBeside; overlay: secondaryOnly, oneOver, twoOver;
    /// displace: secondaryOnly, oneBeside, twoDisplace).
    static func mode(sideColumns: Int, behavior: SplitBehavior) -> SplitDisplayMode {
        switch (sideColumns, behavior) {
        case (0, _): .secondaryOnly
        case (1, .overlay): .oneOverSecondary
        case (1, _): .oneBesideSecondary
        case (_, .overlay): .twoOverSecondary
        case (_, .displace): .twoDisplaceSecondary
        default: .twoBesideSecondary
        }
    }

    /// R154 [inf]: this mode moved to the one `behavior` allows with as many columns beside the
    /// secondary (at most one in a double-column split, which has no two-column modes).
    func allowed(by behavior: SplitBehavior, style: SplitViewStyle) -> SplitDisplayMode {
        .mode(sideColumns: min(sideColumns, style == .tripleColumn ? 2 : 1), behavior: behavior)
    }
}

extension Hierarchy {
    /// The display mode of `vc` when it is an expanded column-style split (R154, R155: the
    /// columns on screen; `tree`'s `displayMode`); nil for a collapsed split (where "the
    /// displayMode property has no impact") and any other controller.
    public func expandedDisplayMode(_ vc: VCID) -> SplitDisplayMode? {
        guard let n = nodes[vc], !n.splitCollapsed else { return nil }
        return n.props.split?.displayMode
    }
}
