/// Lays out what one controller shows inside its frame: a navigation controller its top
/// controller under a navigation bar, a tab bar controller its selected child above a tab bar,
/// a split view its primary and secondary side by side (expanded) or its primary alone
/// (collapsed), a custom container the children that appear, as tiles. Also lists the
/// controllers that present something, with their frames, for the presentation layers.
public enum ContentLayout {
    /// The boxes of one layer and the presenters found on it.
    public struct Result: Sendable, Equatable {
        public var boxes: [ViewBox] = []
        /// Controllers of this layer that present one, in drawing order, with their frames.
        public var presenters: [Presenter] = []
    }

    /// A controller that presents `presented`, and the frame it occupies.
    public struct Presenter: Sendable, Equatable {
        public var controller: SnapshotController
        public var frame: Rect
        public var presented: SnapshotController { controller.presented! }
    }

    /// Lays out `root` in `frame`; `splitExpanded` says whether split views show both columns
    /// (the window's horizontal size class is regular); `tabBarCapacity` is how many items a tab
    /// bar shows (uikit-rules R114: five on the phone idiom, eight elsewhere).
    public static func layout(_ root: SnapshotController, in frame: Rect, splitExpanded: Bool,
                              tabBarCapacity: Int = 5) -> Result {
        var result = Result()
        place(root, frame, splitExpanded, tabBarCapacity, &result)
        return result
    }

    /// R114: the More navigation controller `tree` lists as a tab bar controller's last child.
    static let moreNavigationClass = "UIMoreNavigationController"

    private static func place(_ c: SnapshotController, _ frame: Rect, _ expanded: Bool, _ capacity: Int, _ r: inout Result) {
        var box = ViewBox(controller: ControllerLabel(c), container: c.container, frame: frame,
                          navigationBar: nil, tabBar: nil, appearance: c.appearance)
        var shown: [(SnapshotController, Rect)] = []
        switch c.container {
        case .navigation where !c.children.isEmpty:
            let top = c.children[c.children.count - 1]
            let bar = Rect(x: frame.x, y: frame.y, width: frame.width, height: min(LayoutMetrics.navigationBarHeight, frame.height))
            let back = c.children.count > 1 ? ControllerLabel(c.children[c.children.count - 2]).shortName : nil
            box.navigationBar = NavigationBarStrip(frame: bar, title: ControllerLabel(top).shortName, backTitle: back,
                                                   depth: c.children.count)
            shown = [(top, frame.inset(top: bar.height))]
        case .tabBar where !c.children.isEmpty:
            let selected = min(max(c.selectedIndex ?? 0, 0), c.children.count - 1)
            let h = min(LayoutMetrics.tabBarHeight, frame.height)
            let strip = Rect(x: frame.x, y: frame.maxY - h, width: frame.width, height: h)
            // R114: with more tabs than fit (or a More navigation controller, which `tree` lists
            // last) the bar shows `capacity - 1` tabs and a More item, which names the tabs that
            // live in the More list (a tab pushed onto the More navigation controller included).
            let moreNav = c.children.last.flatMap { $0.className == Self.moreNavigationClass ? $0 : nil }
            let tabs = moreNav == nil ? c.children : Array(c.children.dropLast())
            let overflow = moreNav != nil || tabs.count > capacity
            let onBar = overflow ? min(max(capacity - 1, 0), tabs.count) : tabs.count
            var entries: [(title: String, selected: Bool, more: [String])] = (0..<onBar).map { i in
                (tabTitle(tabs[i]), i == selected, [])
            }
            if overflow {
                let pushed = moreNav.map { Array($0.children.dropFirst().prefix(1)) } ?? []
                entries.append(("More", selected >= onBar, (Array(tabs[onBar...]) + pushed).map(tabTitle)))
            }
            let w = frame.width / Double(entries.count)
            let items = entries.enumerated().map { i, e in
                TabItem(title: e.title, frame: Rect(x: frame.x + Double(i) * w, y: strip.y, width: w, height: h),
                        selected: e.selected, more: e.more)
            }
            box.tabBar = TabBarStrip(frame: strip, items: items)
            shown = [(c.children[selected], frame.inset(bottom: h))]
        case .splitView where !c.children.isEmpty:
            if expanded, c.children.count >= 2 {
                let pw = min(LayoutMetrics.splitPrimaryWidth, frame.width * LayoutMetrics.splitPrimaryMaxFraction)
                shown = [(c.children[0], Rect(x: frame.x, y: frame.y, width: pw, height: frame.height)),
                         (c.children[1], Rect(x: frame.x + pw, y: frame.y, width: frame.width - pw, height: frame.height))]
            } else {
                shown = [(c.children[0], frame)]
            }
        default:
            let visible = c.children.filter(\.isShown)
            if !visible.isEmpty {
                let area = frame.inset(top: min(LayoutMetrics.labelHeight, frame.height / 3), left: LayoutMetrics.tileInset,
                                       bottom: LayoutMetrics.tileInset, right: LayoutMetrics.tileInset)
                let gap = LayoutMetrics.tileInset
                let n = Double(visible.count)
                let w = max(0, (area.width - gap * (n - 1)) / n)
                shown = visible.enumerated().map { i, child in
                    (child, Rect(x: area.x + Double(i) * (w + gap), y: area.y, width: w, height: area.height))
                }
            }
        }
        r.boxes.append(box)
        if c.presented != nil { r.presenters.append(Presenter(controller: c, frame: frame)) }
        for (child, childFrame) in shown { place(child, childFrame, expanded, capacity, &r) }
    }

    /// A tab's title: the child's own, or for a navigation controller without one its root's.
    static func tabTitle(_ child: SnapshotController) -> String {
        if child.title?.isEmpty == false { return child.title! }
        if child.container == .navigation, let root = child.children.first { return ControllerLabel(root).shortName }
        return ControllerLabel(child).shortName
    }
}
