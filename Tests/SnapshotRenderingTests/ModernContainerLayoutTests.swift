import Testing
import WireProtocol
@testable import SnapshotRendering

/// The containers of iOS 14-18 in the picture, on made-up scenes (a real server's are in
/// LiveModernContainerSnapshotTests): a column-style split by its display mode and collapse
/// (uikit-rules R154, R155, R159, R160), a sheet at its detent (R166-R168), the iOS 18 tab
/// model's titles and the iPad sidebar (R171-R175). Without these features nothing changes
/// (ContentLayoutTests, PresentationFrameTests keep the classic pictures).
@Suite struct ModernContainerLayoutTests {
    static let pad = Rect(size: Fixtures.pad)

    static func nav(_ vc: String, _ top: String, _ title: String) -> SnapshotController {
        SnapshotController(vc: vc, className: "UINavigationController", container: .navigation,
                           children: [Fixtures.plain(top, title)])
    }

    /// A triple-column split whose children are the primary's, supplementary's and secondary's
    /// navigation controllers (R151), plus a compact column's controller when `compact`.
    static func split(_ mode: String, behavior: String = "tile", collapsed: Bool = false, compact: Bool = false) -> SnapshotController {
        var children = [nav("vc2", "vc3", "Folders"), nav("vc4", "vc5", "Timeline"), nav("vc6", "vc7", "Article")]
        var filled = ["primary", "supplementary", "secondary"]
        if compact { children.append(Fixtures.plain("vc8", "Compact")); filled.append("compact") }
        return SnapshotController(vc: "vc1", className: "UISplitViewController", container: .splitView, children: children,
                                  split: SplitColumns(style: "tripleColumn", displayMode: mode, splitBehavior: behavior,
                                                      collapsed: collapsed, filled: filled))
    }

    static func columns(_ r: ContentLayout.Result) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: r.boxes.compactMap { b in b.column.map { ($0, b.frame) } })
    }

    /// R155: `twoBesideSecondary` shows primary, supplementary and secondary side by side;
    /// `oneBesideSecondary` the supplementary beside the secondary (triple column); `secondaryOnly`
    /// the secondary alone.
    @Test func R155_theDisplayModeSaysWhichColumnsAreSideBySide() {
        let three = ContentLayout.layout(Self.split("twoBesideSecondary"), in: Self.pad, splitExpanded: true)
        let c = Self.columns(three)
        #expect(three.boxes.compactMap(\.column) == ["primary", "supplementary", "secondary"])
        #expect(c["primary"] == Rect(x: 0, y: 0, width: 307.2, height: 1366))
        #expect(c["supplementary"] == Rect(x: 307.2, y: 0, width: 307.2, height: 1366))
        #expect(abs(c["secondary"]!.minX - 614.4) < 1e-9 && abs(c["secondary"]!.maxX - 1024) < 1e-9)
        #expect(three.boxes.first?.split?.summary == "tripleColumn · twoBesideSecondary, tile")
        // Each column's controller is named by its column; its descendants are not.
        #expect(three.boxes.first { $0.controller.vc == "vc3" }?.column == nil)

        let two = Self.columns(ContentLayout.layout(Self.split("oneBesideSecondary"), in: Self.pad, splitExpanded: true))
        #expect(Set(two.keys) == ["supplementary", "secondary"] && two["supplementary"]?.minX == 0)
        let one = Self.columns(ContentLayout.layout(Self.split("secondaryOnly"), in: Self.pad, splitExpanded: true))
        #expect(one == ["secondary": Self.pad])
    }

    /// R154: an overlay mode leaves the secondary the whole width and lays the side columns over
    /// its leading part (drawn after it); the secondary's texts keep to the part left visible.
    @Test func R154_overlayModesLayTheColumnsOverTheSecondary() {
        let r = ContentLayout.layout(Self.split("twoOverSecondary", behavior: "overlay"), in: Self.pad, splitExpanded: true)
        #expect(r.boxes.compactMap(\.column) == ["secondary", "primary", "supplementary"], "the secondary first, under them")
        let secondary = r.boxes.first { $0.column == "secondary" }!
        #expect(secondary.frame == Self.pad && !secondary.overlaid)
        #expect(secondary.textFrame.minX > 614 && secondary.textFrame.maxX == 1024)
        let sides = r.boxes.filter { $0.column == "primary" || $0.column == "supplementary" }
        #expect(sides.count == 2 && sides.allSatisfy { $0.overlaid })
        // The texts of the article (inside the secondary) avoid the overlaid columns too.
        let article = r.boxes.first { $0.controller.vc == "vc7" }!
        #expect(article.textFrame.minX > 614)
    }

    /// R159, R160: collapsed, the compact column's controller fills the split; without one the
    /// primary's navigation controller does, its stack holding the collapsed columns.
    @Test func R159_R160_collapsedShowsTheCompactColumnOrTheStack() {
        let phone = Rect(size: Fixtures.phone)
        let compact = ContentLayout.layout(Self.split("secondaryOnly", collapsed: true, compact: true), in: phone, splitExpanded: false)
        #expect(compact.boxes.map(\.controller.vc) == ["vc1", "vc8"] && compact.boxes[1].column == "compact" && compact.boxes[1].frame == phone)
        var stacked = Self.split("secondaryOnly", collapsed: true)
        stacked.children[0].children += [Fixtures.plain("vc5", "Timeline"), Fixtures.plain("vc7", "Article")]
        stacked.children[1].children = []
        stacked.children[2].children = []
        let r = ContentLayout.layout(stacked, in: phone, splitExpanded: false)
        #expect(r.boxes.map(\.controller.vc) == ["vc1", "vc2", "vc7"])
        #expect(r.boxes[1].column == "primary" && r.boxes[1].navigationBar?.title == "Article" && r.boxes[1].navigationBar?.backTitle == "Timeline")
        #expect(r.boxes[0].split?.summary == "tripleColumn · collapsed")
    }

    static func sheetScene(_ detents: SheetDetents?, hClass: SizeClass = .compact) -> [LayerLayout] {
        var sheet = Fixtures.plain("vc2", "Sheet", style: "pageSheet")
        sheet.sheet = detents
        let root = Fixtures.plain("vc1", "Root", presented: sheet)
        return Fixtures.layers(Fixtures.scene(root, size: hClass == .compact ? Fixtures.phone : Fixtures.pad, hClass: hClass,
                                              profile: .modern))
    }

    /// R167, R168: at the medium detent the sheet is half the window's height, the presenter in
    /// place above it and undimmed at or below the largest undimmed detent; at large the usual
    /// card (presenter receded, dimmed); a custom detent its height; no selection: the smallest.
    @Test func R167_R168_aSheetRestsAtItsDetent() {
        let md = SheetDetents.Detent(identifier: "medium"), lg = SheetDetents.Detent(identifier: "large")
        let medium = Self.sheetScene(SheetDetents(detents: [md, lg], largestUndimmedDetentIdentifier: "medium"))
        #expect(medium[1].frame == Rect(x: 0, y: 422, width: 390, height: 422))
        #expect(medium[1].dimming == nil && medium[0].frame == Rect(size: Fixtures.phone), "undimmed, not receded")
        #expect(medium[1].caption == "pageSheet · presented by vc1 · detent medium of medium, large · undimmed")

        let large = Self.sheetScene(SheetDetents(detents: [md, lg], selectedDetentIdentifier: "large", largestUndimmedDetentIdentifier: "medium"))
        let card = Self.sheetScene(nil)
        #expect(large[1].frame == card[1].frame && large[1].dimming == card[1].dimming && large[0].frame == card[0].frame)
        #expect(large[0].frame.width < 390, "the presenter recedes behind a full-height sheet")

        let dimmedMedium = Self.sheetScene(SheetDetents(detents: [md, lg]))
        #expect(dimmedMedium[1].dimming == Rect(size: Fixtures.phone), "dimmed without a largest undimmed detent")
        let custom = Self.sheetScene(SheetDetents(detents: [SheetDetents.Detent(identifier: "peek", height: 200), lg]))
        #expect(custom[1].frame == Rect(x: 0, y: 644, width: 390, height: 200) && custom[1].sheet?.current(maximum: 844).identifier == "peek")
        // Regular width: the page sheet keeps its frame; the dimming follows the detent.
        let pad = Self.sheetScene(SheetDetents(detents: [md, lg], largestUndimmedDetentIdentifier: "medium"), hClass: .regular)
        #expect(pad[1].frame == Self.sheetScene(nil, hClass: .regular)[1].frame && pad[1].dimming == nil)
    }

    static func tabs(sidebar: Bool, selected: String = "albums") -> SnapshotController {
        let model = TabModel(tabs: [TabModel.Tab(identifier: "home", title: "Home"),
                                    TabModel.Tab(identifier: "library", title: "Library",
                                                 children: [TabModel.Tab(identifier: "albums", title: "Albums"),
                                                            TabModel.Tab(identifier: "songs", title: "Songs")])],
                             selected: selected, mode: "automatic", sidebarVisible: sidebar)
        return SnapshotController(vc: "vc1", className: "UITabBarController", container: .tabBar, selectedIndex: model.selectedRoot,
                                  children: [Fixtures.plain("vc2", "HomeVC", appearance: "disappeared"), Fixtures.plain("vc3", "AlbumsVC")],
                                  tabModel: model)
    }

    /// R171, R172: the tab bar lists the UITabs' titles (a group by its own), the selected
    /// tab's root marked; R175: with the sidebar shown (iPad, regular width) a sidebar lists the
    /// tabs and each group's children beside the selected tab's controller, and no tab bar.
    @Test func R171_R175_theTabsTitlesAndTheSidebar() {
        let bar = ContentLayout.layout(Self.tabs(sidebar: false), in: Rect(size: Fixtures.phone), splitExpanded: false)
        #expect(bar.boxes[0].tabBar?.items.map(\.title) == ["Home", "Library"])
        #expect(bar.boxes[0].tabBar?.items.map(\.identifier) == ["home", "library"])
        #expect(bar.boxes[0].tabBar?.items.map(\.selected) == [false, true])
        #expect(bar.boxes.map(\.controller.vc) == ["vc1", "vc3"] && bar.boxes[0].sidebar == nil)

        let side = ContentLayout.layout(Self.tabs(sidebar: true), in: Self.pad, splitExpanded: true)
        let sidebar = try! #require(side.boxes[0].sidebar)
        #expect(side.boxes[0].tabBar == nil)
        #expect(sidebar.rows.map(\.title) == ["Home", "Library", "Albums", "Songs"])
        #expect(sidebar.rows.map(\.depth) == [0, 0, 1, 1] && sidebar.rows.map(\.group) == [false, true, false, false])
        #expect(sidebar.rows.map(\.selected) == [false, false, true, false])
        #expect(sidebar.frame == Rect(x: 0, y: 0, width: 320, height: 1366))
        #expect(side.boxes[1].controller.vc == "vc3" && side.boxes[1].frame == Self.pad.inset(left: 320))
        #expect(side.boxes[0].note == "tabs · mode automatic, sidebar · selected albums")
    }

    /// The SVG says it for scripts and the inspector: `data-column`, the split's display mode,
    /// the sidebar's rows, the tab identifiers, the sheet's detent; the texts say it to a reader.
    @Test func theSVGNamesColumnsSidebarRowsAndDetents() throws {
        let layout = SnapshotLayouter.layout(Fixtures.scene(Self.split("twoBesideSecondary"), size: Fixtures.pad, hClass: .regular))
        let svg = SVGWriter.svg(layout)
        expectSVG(svg, matches: layout)
        let doc = try #require(SVGElement.parse(svg))
        #expect(doc.all(class: "box").compactMap { $0["data-column"] } == ["primary", "supplementary", "secondary"])
        let split = try #require(doc.all(class: "box").first)
        #expect(split["data-display-mode"] == "twoBesideSecondary" && split["data-collapsed"] == "false" && split["data-split-style"] == "tripleColumn")
        let texts = doc.all { $0.name == "text" }.map(fullText)
        #expect(texts.contains("vc1 UISplitViewController") && texts.contains("tripleColumn · twoBesideSecondary, tile"), "\(texts)")
        #expect(doc.all(class: "column-label").map(\.text) == ["primary column", "supplementary column", "secondary column"])

        let tabs = SnapshotLayouter.layout(Fixtures.scene(Self.tabs(sidebar: true), size: Fixtures.pad, hClass: .regular))
        let tabSVG = SVGWriter.svg(tabs)
        expectSVG(tabSVG, matches: tabs)
        let tabDoc = try #require(SVGElement.parse(tabSVG))
        let rows = tabDoc.all(class: "sidebar-row")
        #expect(rows.map { $0["data-identifier"] } == ["home", "library", "albums", "songs"])
        #expect(rows.map { $0["data-selected"] } == ["false", "false", "true", "false"])
        #expect(tabDoc.all(class: "sidebar-title").map(\.text) == ["Home", "Library", "Albums", "Songs"])

        var sheet = Fixtures.plain("vc2", "Sheet", style: "pageSheet")
        sheet.sheet = SheetDetents(detents: [.init(identifier: "medium"), .init(identifier: "large")])
        let sheetLayout = SnapshotLayouter.layout(Fixtures.scene(Fixtures.plain("vc1", "Root", presented: sheet), profile: .modern))
        let sheetSVG = SVGWriter.svg(sheetLayout)
        expectSVG(sheetSVG, matches: sheetLayout)
        let layer = try #require(SVGElement.parse(sheetSVG)?.all(class: "layer").last)
        #expect(layer["data-detent"] == "medium" && layer["data-detents"] == "medium large")
        let json = sheetLayout.json["screens"]?.arrayValue?.first?["windows"]?.arrayValue?.first?["layers"]?.arrayValue?.last?["sheet"]
        #expect(json?["current"] == "medium" && json?["dimmed"] == true)
    }

    /// What `vc.get` reports is read into the facts the picture needs.
    @Test func vcGetPropertiesAreReadIntoTheFacts() throws {
        let split = try #require(SplitColumns(properties: [
            "style": "tripleColumn", "displayMode": "oneOverSecondary", "splitBehavior": "overlay", "isCollapsed": false,
            "primaryViewController": "vc3", "supplementaryViewController": .null, "secondaryViewController": "vc7",
            "compactViewController": .null]))
        #expect(split.filled == ["primary", "secondary"] && split.visibleColumns == ["secondary"], "no supplementary: the secondary alone")
        #expect(SplitColumns(properties: ["preferredDisplayMode": "automatic"]) == nil, "a classic split reports no style")
        let tabs = try #require(TabModel(properties: ["tabs": ["home", "library", "library/albums"], "tabTitles": ["Home", "Library", "Albums"],
                                                      "selectedTab": "albums", "mode": "tabSidebar", "sidebarVisible": true]))
        #expect(tabs.tabs.map(\.title) == ["Home", "Library"] && tabs.tabs[1].children.map(\.identifier) == ["albums"])
        #expect(tabs.selectedRoot == 1)
        let sheet = try #require(SheetDetents(properties: ["detents": ["peek=120", "large"], "selectedDetentIdentifier": .null,
                                                           "largestUndimmedDetentIdentifier": "peek"]))
        #expect(sheet.current(maximum: 844).identifier == "peek" && !sheet.dims(maximum: 844))
        #expect(SheetDetents(properties: ["modalPresentationStyle": "pageSheet"]) == nil, "no detents set: drawn as before")
    }
}
