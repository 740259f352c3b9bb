import HierarchyEngine

/// The view-controller element kinds of an iOS storyboard: the element name selects the
/// UIKit base class and the container behaviour (`customClass` only names a subclass).
struct ControllerElement {
    var className: String
    var container: ContainerKind

    /// The class name given to a storyboard reference (`viewControllerPlaceholder`) until the
    /// engine replaces it with the referenced controller.
    static let placeholderClassName = "UIStoryboardReference"

    private static let known: [String: ControllerElement] = [
        "viewController": .init(className: "UIViewController", container: .plain),
        "navigationController": .init(className: "UINavigationController", container: .navigation),
        "tabBarController": .init(className: "UITabBarController", container: .tabBar),
        "splitViewController": .init(className: "UISplitViewController", container: .splitView),
        "tableViewController": .init(className: "UITableViewController", container: .plain),
        "collectionViewController": .init(className: "UICollectionViewController", container: .plain),
        "pageViewController": .init(className: "UIPageViewController", container: .pageViewController),
        "avPlayerViewController": .init(className: "AVPlayerViewController", container: .plain),
        "glkViewController": .init(className: "GLKViewController", container: .plain),
        "hostingController": .init(className: "UIHostingController", container: .plain),
        "viewControllerPlaceholder": .init(className: placeholderClassName, container: .placeholder),
    ]

    /// The kind for `elementName`. An element name this table does not know (a kind newer
    /// than the survey) still marks a controller; it is treated as a plain UIViewController.
    init(elementName: String) {
        self = Self.known[elementName] ?? ControllerElement(className: "UIViewController", container: .plain)
    }

    private init(className: String, container: ContainerKind) {
        self.className = className
        self.container = container
    }
}
