/// The iPad sidebar of a tab bar controller with iOS 18 tabs (uikit-rules R175): shown (its
/// `sidebarVisible`), it takes the leading part of the controller's frame — no tab bar — and
/// lists every root tab and, under each group, the group's children indented; the selected tab
/// is marked. The selected tab's controller fills the rest. The width and row height are the
/// picture's [inf: UIKit sizes the sidebar itself; the engine does not model its width].
enum TabSidebarLayout {
    /// The sidebar's width: 320 pt, at most 35 % of the controller's.
    static let width = 320.0
    static let maxFraction = 0.35
    /// One row per tab or group header.
    static let rowHeight = 36.0
    /// Above the first row: room for the tab bar controller's own headline.
    static let top = 30.0
    /// A group's children are indented by this much.
    static let indent = 18.0

    /// The sidebar and the content's frame beside it.
    static func layout(_ model: TabModel, in frame: Rect) -> (SidebarStrip, Rect) {
        let w = min(width, frame.width * maxFraction)
        let strip = Rect(x: frame.x, y: frame.y, width: w, height: frame.height)
        var rows: [SidebarRow] = []
        var y = frame.y + min(top, frame.height / 4)
        func add(_ tab: TabModel.Tab, depth: Int, group: Bool) {
            guard y + rowHeight <= frame.maxY else { return }   // rows past the bottom are not drawn
            let inset = 6.0 + Double(depth) * indent
            rows.append(SidebarRow(identifier: tab.identifier, title: tab.title, depth: depth, group: group,
                                   selected: tab.identifier == model.selected,
                                   frame: Rect(x: strip.x + inset, y: y, width: max(0, w - inset - 6), height: rowHeight)))
            y += rowHeight
        }
        for tab in model.tabs {
            add(tab, depth: 0, group: !tab.children.isEmpty)
            for child in tab.children { add(child, depth: 1, group: false) }
        }
        return (SidebarStrip(frame: strip, rows: rows), frame.inset(left: w))
    }
}
