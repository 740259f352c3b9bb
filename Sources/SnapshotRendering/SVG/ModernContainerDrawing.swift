/// How the SVG shows the containers of iOS 14-18 (uikit-rules A.17, A.18, A.20), for scripts
/// and the inspector to find:
///
/// - a column-style split's `g.box` has `data-split-style`, `data-display-mode`,
///   `data-split-behavior` and `data-collapsed`; each column's controller has `data-column`
///   (and `data-overlaid` when it lies over the secondary, drawn with a heavier edge);
/// - a tab bar controller with iOS 18 tabs has `data-tab-mode`, `data-selected-tab` and
///   `data-sidebar`; its tabs (`rect.tab`) carry `data-identifier`; the iPad sidebar is a
///   `g.sidebar` (`rect.bar` behind `rect.sidebar-row[data-identifier][data-depth][data-selected]`
///   and `text.sidebar-title`s);
/// - a sheet at a detent is a `g.layer` with `data-detent` (where it rests) and `data-detents`.
extension SVGWriter {
    /// The `g.box` attributes of a column-style split, a split column, and a tab bar controller
    /// with iOS 18 tabs (nil values are left out).
    static func modernContainerAttributes(_ box: ViewBox) -> [(String, String?)] {
        [("data-split-style", box.split?.style), ("data-display-mode", box.split?.displayMode),
         ("data-split-behavior", box.split?.splitBehavior), ("data-collapsed", box.split.map { $0.collapsed ? "true" : "false" }),
         ("data-column", box.column), ("data-overlaid", box.overlaid && box.column != nil ? "true" : nil),
         ("data-tab-mode", box.tabModel?.mode), ("data-selected-tab", box.tabModel?.selected),
         ("data-sidebar", box.tabModel.map { $0.sidebarVisible ? "true" : "false" })]
    }

    /// The iPad sidebar: its background, a row per tab (the selected one tinted), the titles.
    static func writeSidebar(_ sidebar: SidebarStrip, labels: [TextLabel], scale k: Double, _ b: inout SVGBuilder) {
        b.open("g", [("class", "sidebar")])
        b.element("rect", [("class", "bar")] + SVGBuilder.rect(sidebar.frame)
                  + [("fill", "#f2f2f7"), ("stroke", "#8e8e93"), ("stroke-width", XMLText.number(1 / k))])
        for row in sidebar.rows {
            b.element("rect", [("class", "sidebar-row"), ("data-identifier", row.identifier), ("data-depth", String(row.depth)),
                               ("data-group", row.group ? "true" : nil), ("data-selected", row.selected ? "true" : "false")]
                      + SVGBuilder.rect(row.frame.inset(top: 2 / k, bottom: 2 / k))
                      + [("rx", XMLText.number(8 / k)), ("fill", row.selected ? "#d6e6ff" : "none")])
        }
        for label in labels where label.role == .sidebarTitle {
            write(label, scale: k, &b)
        }
        b.close("g")
    }
}
