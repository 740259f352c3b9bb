import WireProtocol

/// A tab bar controller's iOS 18 tabs as `vc.get` reports them (uikit-rules R171-R175): the
/// root tabs (`UITab`, `UISearchTab`, `UITabGroup`) with their titles, each group's children,
/// the selected tab, the `mode` and whether the iPad sidebar shows. Nil for a tab bar
/// controller without tabs (its `viewControllers` alone: drawn as before).
public struct TabModel: Sendable, Equatable {
    /// One tab: its identifier and title, and for a group its children.
    public struct Tab: Sendable, Equatable {
        public var identifier: String
        public var title: String
        public var children: [Tab]
        public init(identifier: String, title: String, children: [Tab] = []) {
            self.identifier = identifier; self.title = title; self.children = children
        }
    }

    /// The root tabs, left first: one per child of the tab bar controller (its slot, R172).
    public var tabs: [Tab]
    /// `selectedTab`: a root tab, or a group's child.
    public var selected: String?
    /// `automatic`, `tabBar` or `tabSidebar`.
    public var mode: String
    /// R175: an iPad-idiom window in regular width whose mode resolves to the sidebar.
    public var sidebarVisible: Bool

    public init(tabs: [Tab], selected: String?, mode: String = "automatic", sidebarVisible: Bool = false) {
        self.tabs = tabs; self.selected = selected; self.mode = mode; self.sidebarVisible = sidebarVisible
    }

    /// From `vc.get`'s properties: `tabs` (`home`, `library`, `library/albums`: a group's
    /// children after it, prefixed by its identifier), `tabTitles` in the same order, `selectedTab`,
    /// `mode`, `sidebarVisible`. Nil without tabs.
    public init?(properties p: JSON?) {
        guard let p, let ids = p["tabs"]?.arrayValue?.compactMap(\.stringValue), !ids.isEmpty else { return nil }
        let titles = p["tabTitles"]?.arrayValue?.compactMap(\.stringValue) ?? []
        var tabs: [Tab] = []
        for (i, path) in ids.enumerated() {
            let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
            let identifier = parts.last ?? path
            let tab = Tab(identifier: identifier, title: i < titles.count ? titles[i] : identifier)
            if parts.count == 2, let g = tabs.indices.last, tabs[g].identifier == parts[0] {
                tabs[g].children.append(tab)
            } else {
                tabs.append(tab)
            }
        }
        self.init(tabs: tabs, selected: p["selectedTab"]?.stringValue, mode: p["mode"]?.stringValue ?? "automatic",
                  sidebarVisible: p["sidebarVisible"]?.boolValue ?? false)
    }

    /// The index of the root tab holding the selected tab (its slot is the shown child).
    public var selectedRoot: Int? {
        tabs.firstIndex { $0.identifier == selected || $0.children.contains { $0.identifier == selected } }
    }

    /// `tabs · mode automatic, sidebar · selected albums`.
    public var summary: String {
        "tabs · mode \(mode)\(sidebarVisible ? ", sidebar" : "")" + (selected.map { " · selected \($0)" } ?? "")
    }

    /// As `prosc snapshot --json` and the inspector give it.
    public var json: JSON {
        func tab(_ t: Tab) -> JSON {
            var m: [(key: String, value: JSON)] = [("identifier", .string(t.identifier)), ("title", .string(t.title))]
            if !t.children.isEmpty { m.append(("children", .array(t.children.map(tab)))) }
            return .object(JSONObject(m))
        }
        return .object(JSONObject([
            ("tabs", .array(tabs.map(tab))), ("selectedTab", selected.map(JSON.string) ?? .null),
            ("mode", .string(mode)), ("sidebarVisible", .bool(sidebarVisible)),
        ]))
    }
}
