import Foundation
import ProsceniumClient
import ProsceniumTesting
@testable import SnapshotRendering
import Testing
import WireProtocol

/// The containers of iOS 14-18 drawn from a real `proscd` (issue 42): NetNewsWire's
/// three-column split (Tests/Fixtures/ColumnSplitStoryboards) on a pad by display mode and on a
/// phone collapsed (uikit-rules R154, R155, R159); a sheet at its medium, large and custom
/// detents (R166-R168); iOS 18 tabs on a phone's tab bar and in a pad's sidebar (R171-R175).
/// Each picture is captured, laid out, written, checked against its layout, rendered by
/// `rsvg-convert` and measured in headless Chromium (`LiveSceneSnapshotTests.picture`); with
/// `SNAPSHOT_RENDER_DIR` set the SVG and PNG stay there.
@Suite(.serialized) struct LiveModernContainerSnapshotTests {
    static let netNewsWire = ServerProcess.packageRoot + "/Tests/Fixtures/ColumnSplitStoryboards"
    static let pad = ["--main-screen", "1024x1366@2:pad"]

    func picture(_ c: ProsceniumConnection, _ name: String) async throws -> (layout: SnapshotLayout, svg: String) {
        try await LiveSceneSnapshotTests().picture(c, name: name)
    }

    func splitServer(_ screen: [String]) throws -> ServerProcess {
        try ServerProcess(arguments: ["--storyboards", Self.netNewsWire, "--main-storyboard", "NetNewsWire-Main-excerpt",
                                      "--animation-speed", "0"] + screen, useDemoStoryboards: false)
    }

    static func boxes(_ layout: SnapshotLayout) -> [ViewBox] { layout.screens[0].windows[0].layers[0].boxes }

    /// R154, R155 on an iPad in portrait: NetNewsWire's split (`beside`, `displace`) shows the
    /// supplementary beside the secondary; `twoDisplaceSecondary` all three columns side by side;
    /// `twoOverSecondary` with `overlay` the primary and supplementary over the secondary.
    @Test func R155_aPadDrawsTheDisplayModesColumns() async throws {
        let server = try splitServer(Self.pad)
        defer { server.stop() }
        let c = try server.connect()
        let (beside, _) = try await picture(c, "split-pad-one-beside")
        let split = try #require(Self.boxes(beside).first)
        #expect(split.split?.displayMode == "oneBesideSecondary" && split.split?.collapsed == false)
        #expect(Self.boxes(beside).compactMap(\.column) == ["supplementary", "secondary"])

        _ = try await c.call("vc.set", ["vc": .string(split.controller.vc), "properties": ["preferredDisplayMode": "twoDisplaceSecondary"]],
                             timeout: 30)
        let (three, svg) = try await picture(c, "split-pad-two-displace")
        let columns = Self.boxes(three).filter { $0.column != nil }
        #expect(columns.map(\.column) == ["primary", "supplementary", "secondary"])
        #expect(columns[0].frame.maxX == columns[1].frame.minX && columns[1].frame.maxX == columns[2].frame.minX)
        #expect(columns[2].frame.maxX == 1024 && columns.allSatisfy { $0.frame.height == 1366 })
        let texts = try #require(SVGElement.parse(svg)).all { $0.name == "text" }.map(fullText)
        #expect(texts.contains(split.controller.headline) && texts.contains("tripleColumn · twoDisplaceSecondary, displace"), "\(texts)")
        #expect(texts.filter { $0.hasSuffix(" column") } == ["primary column", "supplementary column", "secondary column"], "\(texts)")

        _ = try await c.call("vc.set", ["vc": .string(split.controller.vc),
                                        "properties": ["preferredSplitBehavior": "overlay", "preferredDisplayMode": "twoOverSecondary"]],
                             timeout: 30)
        let (over, _) = try await picture(c, "split-pad-two-over")
        let layered = Self.boxes(over).filter { $0.column != nil }
        #expect(layered.map(\.column) == ["secondary", "primary", "supplementary"])
        #expect(layered[0].frame == Rect(size: Fixtures.pad) && layered.dropFirst().allSatisfy { $0.overlaid })
    }

    /// R159 on an iPhone: the split starts collapsed; its three columns' controllers are on the
    /// primary's navigation stack, the secondary's on top, drawn under the navigation bar.
    @Test func R159_aPhoneDrawsTheCollapsedStack() async throws {
        let server = try splitServer([])
        defer { server.stop() }
        let c = try server.connect()
        let (layout, _) = try await picture(c, "split-phone-collapsed")
        let boxes = Self.boxes(layout)
        #expect(boxes[0].split?.collapsed == true && boxes[0].split?.summary == "tripleColumn · collapsed")
        #expect(boxes[1].column == "primary" && boxes[1].navigationBar?.depth == 3)
        #expect(boxes.count == 3 && boxes[2].frame == Rect(x: 0, y: 44, width: 390, height: 800))
    }

    /// R166-R168 on an iPhone (iOS 26): a page sheet with medium and large detents rests at the
    /// medium one (none selected: the smallest), half the window high, the presenter left in
    /// place and, medium being the largest undimmed detent, not dimmed; dragged to large it is
    /// the usual card with the presenter receded and dimmed; a custom detent is its height.
    @Test func R167_R168_aPhoneDrawsTheSheetAtItsDetent() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { server.stop() }
        let c = try server.connect()
        let home = try await LiveServerSnapshotTests().vcTitled("Home", c)
        let sheet = try #require(try await c.call("vc.create", ["class": "UIViewController", "title": "Filters"], timeout: 30)["vc"])
        _ = try await c.call("vc.set", ["vc": sheet, "properties": ["modalPresentationStyle": "pageSheet", "detents": ["medium", "large"],
                                                                    "largestUndimmedDetentIdentifier": "medium"]], timeout: 30)
        _ = try await c.call("vc.present", ["presenter": .string(home), "vc": sheet, "animated": false], timeout: 30)
        let (medium, svg) = try await picture(c, "sheet-detent-medium")
        let layers = medium.screens[0].windows[0].layers
        #expect(layers[1].frame == Rect(x: 0, y: 422, width: 390, height: 422) && layers[1].dimming == nil)
        #expect(layers[0].frame == Rect(size: Fixtures.phone), "the presenter stays in place above a medium sheet")
        #expect(layers[1].caption?.hasSuffix("· detent medium of medium, large · undimmed") == true, "\(String(describing: layers[1].caption))")
        #expect(try #require(SVGElement.parse(svg)).all(class: "layer").last?["data-detent"] == "medium")

        _ = try await c.call("sheet.drag", ["vc": sheet, "detent": "large"], timeout: 30)
        let large = try await picture(c, "sheet-detent-large").layout.screens[0].windows[0].layers
        #expect(large[1].frame == Rect(x: 0, y: LayoutMetrics.cardTopInset, width: 390, height: 844 - LayoutMetrics.cardTopInset))
        #expect(large[1].dimming != nil && large[0].frame.width < 390)

        _ = try await c.call("vc.set", ["vc": sheet, "properties": ["detents": ["peek=200", "large"], "selectedDetentIdentifier": "peek"]],
                             timeout: 30)
        let custom = try await picture(c, "sheet-detent-custom").layout.screens[0].windows[0].layers
        // Resting at 200 pt, below medium (still the largest undimmed detent): not dimmed.
        #expect(custom[1].frame == Rect(x: 0, y: 644, width: 390, height: 200) && custom[1].dimming == nil)
    }

    /// Makes a tab bar controller with iOS 18 tabs (Home; Search; a Library group of Albums and
    /// Songs) the root of w1; returns its id.
    func tabs(_ c: ProsceniumConnection) async throws -> String {
        func make(_ cls: String, _ title: String) async throws -> JSON {
            try #require(try await c.call("vc.create", ["class": .string(cls), "title": .string(title)], timeout: 30)["vc"])
        }
        let tab = try await make("UITabBarController", "Tabs")
        let (home, search, albums, songs) = (try await make("UIViewController", "Home"), try await make("UIViewController", "Search"),
                                             try await make("UIViewController", "Albums"), try await make("UIViewController", "Songs"))
        _ = try await c.call("window.setRoot", ["window": "w1", "vc": tab], timeout: 30)
        let list: JSON = [
            ["identifier": "home", "title": "Home", "vc": home],
            ["identifier": "search", "title": "Search", "kind": "search", "vc": search],
            ["identifier": "library", "title": "Library", "kind": "group",
             "children": [["identifier": "albums", "title": "Albums", "vc": albums], ["identifier": "songs", "title": "Songs", "vc": songs]]],
        ]
        _ = try await c.call("tab.setTabs", ["tab": tab, "tabs": list], timeout: 30)
        return try #require(tab.stringValue)
    }

    /// R171, R172 on an iPhone (iOS 18): the tab bar lists the UITabs' titles, a group by its own.
    @Test func R171_aPhonesTabBarListsTheTabsTitles() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0", "--ios", "18"])
        defer { server.stop() }
        let c = try server.connect()
        let tab = try await tabs(c)
        _ = try await c.call("tab.selectTab", ["tab": .string(tab), "identifier": "search"], timeout: 30)
        let (layout, svg) = try await picture(c, "tabs-phone")
        let bar = try #require(Self.boxes(layout).first?.tabBar)
        #expect(bar.items.map(\.title) == ["Home", "Search", "Library"] && bar.items.map(\.selected) == [false, true, false])
        #expect(Self.boxes(layout).first?.sidebar == nil)
        let doc = try #require(SVGElement.parse(svg))
        #expect(doc.all(class: "tab").map { $0["data-identifier"] } == ["home", "search", "library"])
    }

    /// R175 on an iPad (iOS 18): tabs with a group show the sidebar (mode automatic), which lists
    /// the tabs and the group's children beside the selected tab's controller; `tabBar` mode
    /// shows the tab bar again.
    @Test func R175_aPadsSidebarListsTabsAndGroups() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0", "--ios", "18"] + Self.pad)
        defer { server.stop() }
        let c = try server.connect()
        let tab = try await tabs(c)
        _ = try await c.call("tab.selectTab", ["tab": .string(tab), "identifier": "albums"], timeout: 30)
        let (layout, svg) = try await picture(c, "tabs-pad-sidebar")
        let box = try #require(Self.boxes(layout).first)
        let sidebar = try #require(box.sidebar)
        #expect(sidebar.rows.map(\.title) == ["Home", "Search", "Library", "Albums", "Songs"])
        #expect(sidebar.rows.filter(\.selected).map(\.identifier) == ["albums"] && box.tabBar == nil)
        #expect(Self.boxes(layout)[1].controller.title == "Albums" && Self.boxes(layout)[1].frame.minX == sidebar.frame.maxX)
        #expect(try #require(SVGElement.parse(svg)).all(class: "sidebar-title").map(\.text).count == 5)

        _ = try await c.call("vc.set", ["vc": .string(tab), "properties": ["mode": "tabBar"]], timeout: 30)
        let (bar, _) = try await picture(c, "tabs-pad-tab-bar")
        #expect(Self.boxes(bar).first?.sidebar == nil && Self.boxes(bar).first?.tabBar?.items.map(\.title) == ["Home", "Search", "Library"])
        #expect(Self.boxes(bar).first?.tabBar?.items.map(\.selected) == [false, false, true], "Albums shows in the Library group's place")
    }
}
