/// Lays out what one controller shows inside its frame: a navigation controller its top
/// controller under a navigation bar, a tab bar controller its selected child above a tab bar,
/// a split view its primary and secondary side by side (expanded) or its primary alone
/// (collapsed), a page view controller its shown pages above a page indicator, a custom
/// container the children that appear, as tiles. Also lists the
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

    /// Where a box goes besides its frame: the split column it stands in, whether it lies over
    /// a column (and so do its descendants), and where the texts of a box under such a column go.
    struct Placing {
        var column: String? = nil
        var overlaid = false
        var labelRegion: Rect? = nil
    }

    private static func place(_ c: SnapshotController, _ frame: Rect, _ expanded: Bool, _ capacity: Int, _ r: inout Result,
                              _ placing: Placing = Placing()) {
        var box = ViewBox(controller: ControllerLabel(c), container: c.container, frame: frame,
                          navigationBar: nil, tabBar: nil, appearance: c.appearance)
        box.column = placing.column
        box.overlaid = placing.overlaid
        box.labelRegion = placing.labelRegion.flatMap { $0.intersection(frame) }
        var shown: [(SnapshotController, Rect)] = []
        var childPlacing: [String: Placing] = [:]
        switch c.container {
        case .tabBar where c.tabModel?.sidebarVisible == true && !c.children.isEmpty:
            // R175: the iPad sidebar lists the tabs beside the selected tab's content.
            box.tabModel = c.tabModel
            let (sidebar, content) = TabSidebarLayout.layout(c.tabModel!, in: frame)
            box.sidebar = sidebar
            let selected = min(max(c.selectedIndex ?? 0, 0), c.children.count - 1)
            shown = [(c.children[selected], content)]
        case .splitView where c.split != nil && !c.children.isEmpty:
            // R150-R165: the display mode's columns, or the collapsed column.
            box.split = c.split
            let columns = SplitColumnLayout.layout(c, c.split!, in: frame)
            // The split's own texts go in its trailing column, clear of the column lines.
            box.labelRegion = columns.last { !$0.overlaid }.map { $0.labelRegion ?? $0.frame }
            for column in columns {
                shown.append((column.controller, column.frame))
                childPlacing[column.controller.vc] = Placing(column: column.name, overlaid: column.overlaid,
                                                             labelRegion: column.labelRegion)
            }
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
            // R171: with iOS 18 tabs, each slot is titled by its UITab (a group by its own title).
            box.tabModel = c.tabModel
            let uiTabs = c.tabModel?.tabs ?? []
            func title(_ i: Int) -> String { i < uiTabs.count ? uiTabs[i].title : tabTitle(tabs[i]) }
            var entries: [(title: String, selected: Bool, more: [String])] = (0..<onBar).map { i in
                (title(i), i == selected, [])
            }
            if overflow {
                let pushed = moreNav.map { Array($0.children.dropFirst().prefix(1)) } ?? []
                entries.append(("More", selected >= onBar, tabs.indices.dropFirst(onBar).map(title) + pushed.map(tabTitle)))
            }
            let w = frame.width / Double(entries.count)
            let items = entries.enumerated().map { i, e in
                TabItem(title: e.title, frame: Rect(x: frame.x + Double(i) * w, y: strip.y, width: w, height: h),
                        selected: e.selected, more: e.more,
                        identifier: i < uiTabs.count && e.more.isEmpty ? uiTabs[i].identifier : nil)
            }
            box.tabBar = TabBarStrip(frame: strip, items: items)
            shown = [(c.children[selected], frame.inset(bottom: h))]
        case .pageView:
            let (indicator, pages) = Self.pageLayout(c, frame)
            box.pageIndicator = indicator
            shown = pages
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
        for (child, childFrame) in shown {
            // A column's descendants lie over, or under, what the column does; only the column's
            // own controller is named by it.
            var inner = childPlacing[child.vc] ?? Placing(overlaid: placing.overlaid, labelRegion: placing.labelRegion)
            if childPlacing[child.vc] == nil { inner.column = nil }
            place(child, childFrame, expanded, capacity, &r, inner)
        }
    }

    /// A page view controller (R120-R125): its shown pages (the children that appear; all of
    /// them when none does, e.g. under a presentation) side by side — stacked for a vertical
    /// orientation — above a page indicator of its declared pages, with a page curl's spine.
    static func pageLayout(_ c: SnapshotController, _ frame: Rect) -> (PageIndicatorStrip, [(SnapshotController, Rect)]) {
        let declaration = c.pages ?? PageDeclaration()
        let h = min(LayoutMetrics.pageIndicatorHeight, frame.height / 3)
        let strip = Rect(x: frame.x, y: frame.maxY - h, width: frame.width, height: h)
        let area = frame.inset(bottom: h)
        let visible = c.children.filter(\.isShown)
        let pages = visible.isEmpty ? c.children : visible
        let vertical = declaration.orientation == "vertical"
        var shown: [(SnapshotController, Rect)] = []
        let n = Double(max(pages.count, 1))
        for (i, page) in pages.enumerated() {
            let r = vertical
                ? Rect(x: area.x, y: area.y + Double(i) * area.height / n, width: area.width, height: area.height / n)
                : Rect(x: area.x + Double(i) * area.width / n, y: area.y, width: area.width / n, height: area.height)
            shown.append((page, r))
        }
        // The spine: between two pages, or on the edge a single page is bound at.
        var spine: Rect?
        if declaration.transitionStyle == "pageCurl", !pages.isEmpty {
            let t = 3.0
            switch (declaration.spine, vertical) {
            case ("mid", false): spine = Rect(x: area.x + area.width / 2 - t / 2, y: area.y, width: t, height: area.height)
            case ("mid", true): spine = Rect(x: area.x, y: area.y + area.height / 2 - t / 2, width: area.width, height: t)
            case ("max", false): spine = Rect(x: area.maxX - t, y: area.y, width: t, height: area.height)
            case ("max", true): spine = Rect(x: area.x, y: area.maxY - t, width: area.width, height: t)
            case (_, false): spine = Rect(x: area.x, y: area.y, width: t, height: area.height)
            case (_, true): spine = Rect(x: area.x, y: area.y, width: area.width, height: t)
            }
        }
        let ids = declaration.declared.isEmpty ? pages.map(\.vc) : declaration.declared
        let current = Set(pages.map(\.vc))
        let radius = 3.5, gap = 14.0
        let dotsWidth = gap * Double(max(ids.count - 1, 0))
        let cy = strip.y + min(6.5, h * 0.25)
        let dots = ids.enumerated().map { i, id in
            PageDot(center: Point(x: strip.midX - dotsWidth / 2 + Double(i) * gap, y: cy), radius: radius, current: current.contains(id))
        }
        let shownIndices = ids.indices.filter { current.contains(ids[$0]) }.map { $0 + 1 }
        let which: String
        if declaration.declared.isEmpty {
            which = pages.isEmpty ? "no page shown, none declared" : "\(pages.count == 1 ? "1 page" : "\(pages.count) pages") shown, none declared"
        } else if shownIndices.isEmpty {
            which = "\(ids.count) declared, none shown"
        } else {
            let range = shownIndices.count == 1 ? "page \(shownIndices[0])" : "pages \(shownIndices.map(String.init).joined(separator: "-"))"
            which = "\(range) of \(ids.count)"
        }
        let style = declaration.transitionStyle == "pageCurl" ? "pageCurl, spine \(declaration.spine)" : "scroll"
        return (PageIndicatorStrip(frame: strip, dots: dots, caption: "\(which) · \(style)", spine: spine), shown)
    }

    /// A tab's title: the child's own, or for a navigation controller without one its root's.
    static func tabTitle(_ child: SnapshotController) -> String {
        if child.title?.isEmpty == false { return child.title! }
        if child.container == .navigation, let root = child.children.first { return ControllerLabel(root).shortName }
        return ControllerLabel(child).shortName
    }
}
