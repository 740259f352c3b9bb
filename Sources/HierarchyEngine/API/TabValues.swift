/// One element of `UITabBarController.tabs` (iOS 18+, uikit-rules R171-R176): a `UITab`, a
/// `UISearchTab` or a `UITabGroup` with its children. `viewController` is what the tab's
/// `viewControllerProvider` returns (a group's is optional: "the view controller that the system
/// presents when someone selects the group from the tab bar").
public struct TabSpec: Sendable, Equatable, Hashable {
    public enum Kind: String, Sendable, Equatable, Hashable, CaseIterable {
        /// `UITab`.
        case tab
        /// `UISearchTab` (a `UITab` subclass: the same as a tab for the hierarchy).
        case search
        /// `UITabGroup`: its children are listed in the sidebar (R174).
        case group
    }
    public var identifier: String
    public var title: String?
    public var kind: Kind
    public var viewController: VCID?
    /// A group's children (tabs or search tabs; groups in groups are not modelled).
    public var children: [TabSpec]
    /// A group's `defaultChildIdentifier`: the child selected when the group is and none was
    /// ("If this is nil, then the default selected element is the first element of children").
    public var defaultChildIdentifier: String?

    public init(identifier: String, title: String? = nil, kind: Kind = .tab, viewController: VCID?,
                children: [TabSpec] = [], defaultChildIdentifier: String? = nil) {
        self.identifier = identifier; self.title = title; self.kind = kind; self.viewController = viewController
        self.children = children; self.defaultChildIdentifier = defaultChildIdentifier
    }
}

/// `UITabBarController.Mode` (iOS 18+, R175).
public enum TabBarMode: String, Sendable, Equatable, CaseIterable { case automatic, tabBar, tabSidebar }
