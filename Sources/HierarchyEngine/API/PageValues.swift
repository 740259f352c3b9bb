/// `UIPageViewController.TransitionStyle`: how pages change (R120).
public enum PageTransitionStyle: String, Sendable, Equatable, CaseIterable { case scroll, pageCurl }

/// `UIPageViewController.NavigationOrientation`: the axis pages move along (R120).
public enum PageNavigationOrientation: String, Sendable, Equatable, CaseIterable { case horizontal, vertical }

/// `UIPageViewController.SpineLocation` (R120): `none` for the scroll style, `min`/`mid`/`max`
/// for a page curl.
public enum PageSpineLocation: String, Sendable, Equatable, CaseIterable { case none, min, mid, max }
