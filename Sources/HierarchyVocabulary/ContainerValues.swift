/// `UIPageViewController.NavigationDirection` of a page change or a swipe: `forward` shows the
/// pages after the current ones, `reverse` those before.
public enum PageDirection: String, WireEnumeration {
    case forward, reverse
    public static let wireName = "pageDirection"
}

/// `UISplitViewController.Column` (iOS 14+, R151): the columns of a column-style split;
/// `supplementary` exists in a triple-column split only, `compact` is shown when collapsed (R160).
public enum SplitColumn: String, WireEnumeration, Hashable {
    case primary, supplementary, secondary, compact
    public static let wireName = "splitColumn"
}
