/// `UISplitViewController.Style` (iOS 14+, uikit-rules R150): `unspecified` is the classic split
/// (`viewControllers`, R76-R80); `doubleColumn` and `tripleColumn` are the column-style splits.
public enum SplitViewStyle: String, Sendable, Equatable, CaseIterable { case unspecified, doubleColumn, tripleColumn }

/// `UISplitViewController.DisplayMode` of a column-style split (R154, R155): which columns its
/// regular-width layout shows; `automatic` only as the preferred mode, never as the mode shown.
public enum SplitDisplayMode: String, Sendable, Equatable, CaseIterable {
    case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
    case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
}

/// `UISplitViewController.SplitBehavior` (iOS 14+, R154): how columns share the width, which
/// decides the display modes allowed.
public enum SplitBehavior: String, Sendable, Equatable, CaseIterable { case automatic, tile, overlay, displace }
