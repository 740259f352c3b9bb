import WireProtocol

/// What the picture needs that `tree` does not say outright, derived from what it does say
/// (appearance states) and from `vc.get` answers. Pure.
public enum SceneDerivation {
    /// The selected child of a tab bar controller: the child that has appeared (or is
    /// appearing); when the tab bar is itself covered, the child holding a presentation (a
    /// controller can only present from the selected tab); else the first tab (UIKit's default).
    public static func selectedTab(_ children: [SnapshotController]) -> Int {
        if let i = children.firstIndex(where: { $0.appearance == "appeared" }) { return i }
        if let i = children.firstIndex(where: { $0.appearance == "appearing" }) { return i }
        if let i = children.firstIndex(where: containsPresentation) { return i }
        return 0
    }

    /// Whether `c` or one of its descendants presents a controller.
    public static func containsPresentation(_ c: SnapshotController) -> Bool {
        var stack = [c]
        while let n = stack.popLast() {
            if n.presented != nil { return true }
            stack += n.children
        }
        return false
    }

    /// The container kind of a class UIKit names.
    public static func containerKind(className: String) -> ContainerKind? {
        switch className {
        case "UINavigationController", "UIMoreNavigationController": .navigation   // the latter: R114
        case "UITabBarController": .tabBar
        case "UISplitViewController": .splitView
        case "UIPageViewController": .pageView
        default: nil
        }
    }

    /// The container kind of `parent` from `vc.get` of its first child: the child's
    /// `navigationController`, `tabBarController` or `splitViewController` is the parent.
    public static func containerKind(parent: String, firstChild info: ControllerFacts) -> ContainerKind {
        if info.navigationController == parent { return .navigation }
        if info.tabBarController == parent { return .tabBar }
        if info.splitViewController == parent { return .splitView }
        return .plain
    }

    /// The profile: modern when a controller's `modalPresentationStyle` is `automatic` (the
    /// modern default; classic starts every controller at `fullScreen`) or when a sheet is shown
    /// in compact width without an adaptive delegate keeping it (classic adapts sheets to full
    /// screen there); classic otherwise.
    public static func profile(facts: [ControllerFacts], compactSheets: [String]) -> SnapshotProfile {
        if facts.contains(where: { $0.modalPresentationStyle == "automatic" }) { return .modern }
        let kept = Set(facts.filter { $0.adaptivePresentationStyle == "none" }.map(\.vc))
        if compactSheets.contains(where: { !kept.contains($0) }) { return .modern }
        return .classic
    }
}

/// The parts of a `vc.get` answer the snapshot uses.
public struct ControllerFacts: Sendable, Equatable {
    public var vc: String
    public var navigationController: String?
    public var tabBarController: String?
    public var splitViewController: String?
    public var modalPresentationStyle: String?
    public var adaptivePresentationStyle: String?
    /// `preferredContentSize` when it is not zero.
    public var preferredContentSize: Size?
    /// On a page view controller (it alone lists these properties): its configuration and pages.
    public var pages: PageDeclaration?
    /// On a column-style split view controller: its columns (uikit-rules R150-R165).
    public var split: SplitColumns?
    /// On a tab bar controller with iOS 18 tabs (R171-R175).
    public var tabModel: TabModel?
    /// On a presented controller whose sheet's detents were set (R166-R168).
    public var sheet: SheetDetents?

    public init(vc: String, navigationController: String? = nil, tabBarController: String? = nil,
                splitViewController: String? = nil, modalPresentationStyle: String? = nil,
                adaptivePresentationStyle: String? = nil, preferredContentSize: Size? = nil) {
        self.vc = vc; self.navigationController = navigationController; self.tabBarController = tabBarController
        self.splitViewController = splitViewController; self.modalPresentationStyle = modalPresentationStyle
        self.adaptivePresentationStyle = adaptivePresentationStyle; self.preferredContentSize = preferredContentSize
    }

    /// From a `vc.get` result.
    public init(_ r: JSON) {
        let p = r["properties"]
        var size: Size?
        if let w = p?["preferredContentSize"]?["width"]?.doubleValue, let h = p?["preferredContentSize"]?["height"]?.doubleValue,
           w > 0, h > 0 {
            size = Size(width: w, height: h)
        }
        self.init(vc: r["vc"]?.stringValue ?? "", navigationController: r["navigationController"]?.stringValue,
                  tabBarController: r["tabBarController"]?.stringValue, splitViewController: r["splitViewController"]?.stringValue,
                  modalPresentationStyle: p?["modalPresentationStyle"]?.stringValue,
                  adaptivePresentationStyle: p?["adaptivePresentationStyle"]?.stringValue, preferredContentSize: size)
        if let style = p?["transitionStyle"]?.stringValue {
            pages = PageDeclaration(transitionStyle: style, orientation: p?["navigationOrientation"]?.stringValue ?? "horizontal",
                                    spine: p?["spineLocation"]?.stringValue ?? "min",
                                    declared: (p?["pages"]?.arrayValue ?? []).compactMap(\.stringValue))
        }
        split = SplitColumns(properties: p)
        tabModel = TabModel(properties: p)
        sheet = SheetDetents(properties: p)
    }
}
