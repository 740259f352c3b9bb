import Foundation
import ProsceniumClient
import ProsceniumTesting
import SnapshotRendering
import Testing
import WireProtocol

/// Snapshots of real hierarchies: a private `proscd` with the demo storyboards, driven with
/// segues, `vc.create` + `vc.present` and `screen.connect`, then captured, laid out and written;
/// the SVG must say what the layout says and the layout what UIKit would show. With
/// `SNAPSHOT_RENDER_DIR` set, each test also leaves its SVG there for looking at.
@Suite(.serialized) struct LiveServerSnapshotTests {
    /// These pictures were drawn against iOS 12's sheets (`--ios 12`); the modern cases add
    /// `--profile modern` (the newest), which wins as the later flag.
    static let phoneArgs = ["--animation-speed", "0", "--ios", "12"]
    static let padArgs = ["--animation-speed", "0", "--main-screen", "1024x1366@2:pad", "--ios", "12"]

    /// Captures, lays out, writes, checks the SVG's structure; returns the layout.
    func snapshot(_ c: ProsceniumConnection, name: String, profile: SnapshotProfile? = nil) async throws -> SnapshotLayout {
        let scene = try await SnapshotCapture.capture(c, profile: profile)
        let layout = SnapshotLayouter.layout(scene)
        let svg = SVGWriter.svg(layout)
        expectSVG(svg, matches: layout)
        if let dir = ProcessInfo.processInfo.environment["SNAPSHOT_RENDER_DIR"] {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: dir + "/\(name).svg"))
        }
        return layout
    }

    @Test func mainStoryboardShowsTabBarNavigationAndHomeWithTheirBars() async throws {
        let server = try ServerProcess(arguments: Self.phoneArgs)
        defer { server.stop() }
        let c = try server.connect()
        let layout = try await snapshot(c, name: "main-phone")
        #expect(layout.screens.count == 1)
        let w = try #require(layout.screens[0].windows.first)
        #expect(w.id == "w1" && w.key)
        #expect(w.layers.count == 1)
        let boxes = w.layers[0].boxes
        #expect(boxes.map(\.container) == [.tabBar, .navigation, .plain])
        #expect(boxes[0].tabBar?.items.map(\.title) == ["Home", "Settings"])
        #expect(boxes[0].tabBar?.items.map(\.selected) == [true, false])
        #expect(boxes[1].navigationBar?.title == "Home")
        #expect(boxes[2].controller.title == "Home" && boxes[2].controller.className == "HomeViewController")
        #expect(boxes[2].frame == Rect(x: 0, y: 44, width: 390, height: 844 - 44 - 49))
    }

    /// C1 and C2 (docs/semantics.md): on an iPhone an overCurrentContext presentation from Home
    /// is presented by the demo's navigation controller, which defines the presentation context
    /// by default: it covers the navigation controller's frame, and the tab bar stays visible.
    @Test(arguments: ["overCurrentContext", "currentContext"])
    func C1_C2_currentContextFromHomeCoversTheNavigationControllerNotTheTabBar(style: String) async throws {
        let server = try ServerProcess(arguments: Self.phoneArgs)
        defer { server.stop() }
        let c = try server.connect()
        let home = try await vcTitled("Home", c)
        let shown = try await c.call("vc.create", ["class": "UIViewController", "title": "Over"])["vc"]!
        let result = try await c.call("vc.present", ["presenter": .string(home), "vc": shown, "style": .string(style)], timeout: 30)
        #expect(result["style"]?.stringValue == style)
        let layout = try await snapshot(c, name: "context-\(style)-phone")
        let layers = layout.screens[0].windows[0].layers
        #expect(layers.count == 2)
        let nav = try #require(layers[0].boxes.first { $0.container == .navigation })
        #expect(layers[1].presenter == nav.controller.vc)
        #expect(layers[1].frame == nav.frame)
        #expect(layers[1].frame == Rect(x: 0, y: 0, width: 390, height: 844 - 49), "the tab bar (49 pt) stays visible")
        #expect(layers[0].boxes.first?.tabBar?.items.map(\.title) == ["Home", "Settings"])
    }

    @Test func sheetSegueOnAClassicPhoneIsFullScreenAndHidesThePresenter() async throws {
        let server = try ServerProcess(arguments: Self.phoneArgs)
        defer { server.stop() }
        let c = try server.connect()
        let home = try await vcTitled("Home", c)
        _ = try await c.call("segue.perform", ["source": .string(home), "identifier": "presentSheet"], timeout: 30)
        let layout = try await snapshot(c, name: "sheet-classic-phone")
        let layers = layout.screens[0].windows[0].layers
        #expect(layers.count == 2)
        #expect(layers[1].style == "fullScreen" && layers[1].frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(layers[0].covered)
        #expect(layers[1].boxes.first?.controller.storyboardIdentifier == "SheetNavigation")
    }

    @Test func pushedDetailShowsItsTitleAndBackButtonAndAPopoverAdaptsOverFullScreen() async throws {
        let server = try ServerProcess(arguments: Self.phoneArgs)
        defer { server.stop() }
        let c = try server.connect()
        let home = try await vcTitled("Home", c)
        _ = try await c.call("segue.perform", ["source": .string(home), "identifier": "showDetail"], timeout: 30)
        let pushed = try await snapshot(c, name: "pushed-detail-phone")
        let bar = pushed.screens[0].windows[0].layers[0].boxes[1].navigationBar
        #expect(bar?.title == "Detail" && bar?.backTitle == "Home" && bar?.depth == 2)
        #expect(pushed.screens[0].windows[0].layers[0].boxes.last?.controller.title == "Detail")

        _ = try await c.call("nav.popToRoot", ["nav": .string(try await vcIdentified("HomeNavigation", c)), "animated": false],
                             timeout: 30)
        _ = try await c.call("segue.perform", ["source": .string(home), "identifier": "showPopover"], timeout: 30)
        let layout = try await snapshot(c, name: "popover-classic-phone")
        let layers = layout.screens[0].windows[0].layers
        // Classic compact width adapts the popover to over-full-screen: the tab bar shows through.
        #expect(layers.map { $0.style ?? "root" } == ["root", "overFullScreen"])
        #expect(layers[1].frame == Rect(x: 0, y: 0, width: 390, height: 844) && layers[1].translucent)
        #expect(!layers[0].covered && layers[1].arrow == nil)
    }

    @Test func sheetOnAModernPhoneIsACardWithThePresenterBehind() async throws {
        let server = try ServerProcess(arguments: Self.phoneArgs + ["--profile", "modern"])
        defer { server.stop() }
        let c = try server.connect()
        let home = try await vcTitled("Home", c)
        _ = try await c.call("segue.perform", ["source": .string(home), "identifier": "presentSheet"], timeout: 30)
        _ = try await c.call("screen.connect", ["name": "TV", "width": 1920, "height": 1080], timeout: 30)
        let layout = try await snapshot(c, name: "sheet-modern-phone-tv")
        #expect(layout.screens.map(\.captured.size) == [Size(width: 390, height: 844), Size(width: 1920, height: 1080)])
        #expect(layout.screens.map { $0.windows.map(\.key) } == [[true], [false]])
        let layers = layout.screens[0].windows[0].layers
        #expect(layers.count == 2)
        #expect(layers[1].style == "formSheet")
        #expect(layers[1].frame == Rect(x: 0, y: LayoutMetrics.cardTopInset, width: 390, height: 844 - LayoutMetrics.cardTopInset))
        #expect(!layers[0].covered && layers[0].frame.width < 390)
    }

    @Test func automaticPresentationOnAModernSheetStacksAnotherCard() async throws {
        let server = try ServerProcess(arguments: Self.phoneArgs + ["--profile", "modern"])
        defer { server.stop() }
        let c = try server.connect()
        let home = try await vcTitled("Home", c)
        _ = try await c.call("segue.perform", ["source": .string(home), "identifier": "presentSheet"], timeout: 30)
        let sheet = try await vcTitled("Sheet", c)
        let next = try await c.call("vc.create", ["class": "UIViewController", "title": "Next"])["vc"]!
        let r = try await c.call("vc.present", ["presenter": .string(sheet), "vc": next], timeout: 30)
        #expect(r["style"] == "pageSheet")
        // No --profile given: the modern profile is derived (controllers default to automatic).
        let layout = try await snapshot(c, name: "stacked-cards-modern-phone")
        let layers = layout.screens[0].windows[0].layers
        #expect(layers.map { $0.style ?? "root" } == ["root", "formSheet", "pageSheet"])
        #expect(layers[2].frame.minY == LayoutMetrics.cardTopInset)
        #expect(layers[1].frame.minY == LayoutMetrics.cardTopInset - LayoutMetrics.recededTopGap)
        #expect(layers[0].frame.minY < layers[1].frame.minY && !layers.contains { $0.covered })
    }

    @Test func formSheetAndPopoverOnAPadWithAnExternalScreen() async throws {
        let server = try ServerProcess(arguments: Self.padArgs)
        defer { server.stop() }
        let c = try server.connect()
        let home = try await vcTitled("Home", c)
        _ = try await c.call("segue.perform", ["source": .string(home), "identifier": "presentSheet"], timeout: 30)
        let sheetRoot = try #require(try await tree(c)["windows"]?[0]?["root"]).presentedNode
        let sheet = try #require(sheetRoot?["children"]?[0]?["vc"]?.stringValue)
        let pop = try await c.call("vc.instantiate", ["storyboard": "Main", "identifier": "Popover"], timeout: 30)
        _ = try await c.call("vc.present", ["presenter": .string(sheet), "vc": pop["vc"]!, "style": "popover"], timeout: 30)
        _ = try await c.call("screen.connect", ["name": "TV", "width": 1920, "height": 1080], timeout: 30)

        let layout = try await snapshot(c, name: "pad-sheet-popover-tv")
        #expect(layout.screens.map(\.captured.name) == ["Main", "TV"])
        #expect(layout.screens[1].captured.size == Size(width: 1920, height: 1080))
        let pad = layout.screens[0]
        #expect(abs(layout.screens[1].origin.x - (pad.origin.x + 1024 * pad.displayScale + LayoutMetrics.screenGap)) < 1e-9)
        let layers = layout.screens[0].windows[0].layers
        #expect(layers.map { $0.style ?? "root" } == ["root", "formSheet", "popover"])
        #expect(layers[1].frame == Rect(x: 242, y: 373, width: 540, height: 620))
        #expect(!layers[0].covered)
        // The popover points at its presenter (the tree's: the sheet's navigation controller),
        // sized by its storyboard's contentSizeForViewInPopover, inside the screen.
        let anchor = try #require(layers[1].boxes.first { $0.controller.vc == layers[2].presenter }?.frame)
        #expect(layers[2].presenter == layers[1].controller.vc)
        #expect(layers[2].anchor == anchor)
        #expect(layers[2].frame.size == Size(width: 320, height: 240))
        #expect(layout.screens[0].bounds.contains(layers[2].frame))
        #expect(layers[2].arrow.map { anchor.contains($0.tip) } == true)
        let tv = try #require(layout.screens[1].windows.first)
        #expect(!tv.key && tv.layers[0].controller.title == "External Display")
        #expect(tv.layers[0].frame == Rect(x: 0, y: 0, width: 1920, height: 1080))
    }

    @Test(arguments: ["fullScreen", "pageSheet", "formSheet", "popover", "overFullScreen", "currentContext", "overCurrentContext"])
    func codePresentationGetsTheFrameOfItsStyle(style: String) async throws {
        let server = try ServerProcess(arguments: Self.padArgs, useDemoStoryboards: false)
        defer { server.stop() }
        let c = try server.connect()
        let inner = try await c.call("vc.create", ["class": "UIViewController", "title": "Context",
                                                   "properties": ["definesPresentationContext": true]])["vc"]!
        let nav = try await c.call("vc.create", ["class": "UINavigationController", "children": [inner]])["vc"]!
        let other = try await c.call("vc.create", ["class": "UIViewController", "title": "Other"])["vc"]!
        let split = try await c.call("vc.create", ["class": "UISplitViewController", "children": [nav, other]])["vc"]!
        _ = try await c.call("window.create", ["root": split], timeout: 30)
        let shown = try await c.call("vc.create", ["class": "UIViewController", "title": .string("Shown <\(style)>"),
                                                   "properties": ["preferredContentSize": ["width": 300, "height": 200]]])["vc"]!
        _ = try await c.call("vc.present", ["presenter": inner, "vc": shown, "style": .string(style)], timeout: 30)

        let layout = try await snapshot(c, name: "style-\(style)")
        let layers = try #require(layout.screens[0].windows.last).layers
        let screen = Rect(x: 0, y: 0, width: 1024, height: 1366)
        // Expanded split view: primary 320 wide (navigation bar on top), secondary beside it.
        #expect(layers[0].boxes.map(\.container) == [.splitView, .navigation, .plain, .plain])
        let context = Rect(x: 0, y: 44, width: 320, height: 1366 - 44)
        #expect(layers[0].boxes[2].frame == context)
        #expect(layers.count == 2)
        let top = layers[1]
        #expect(top.style == style)
        switch style {
        case "fullScreen", "overFullScreen": #expect(top.frame == screen)
        case "currentContext", "overCurrentContext": #expect(top.frame == context)
        case "formSheet": #expect(top.frame == screen.centered(Size(width: 300, height: 200)))
        case "pageSheet": #expect(top.frame == Rect(x: 128, y: 0, width: 768, height: 1366))
        default:
            // The popover's anchor is its presenter as the tree reports it.
            let anchor = try #require(layers[0].boxes.first { $0.controller.vc == top.presenter }?.frame)
            #expect(top.anchor == anchor && screen.contains(top.frame))
            #expect(top.frame.size == Size(width: 300, height: 200))
            #expect(top.arrow.map { anchor.contains($0.tip) } == true)
        }
        #expect(layers[0].covered == (style == "fullScreen"))
        #expect((top.dimming != nil) == ["pageSheet", "formSheet", "overFullScreen", "overCurrentContext"].contains(style))
        #expect(top.translucent == style.hasPrefix("over"))
    }

    /// R120-R125 (issue 24): a page view controller draws its shown page above a page indicator
    /// with a dot per declared page (the shown one marked) and a caption; with a mid spine
    /// (a double-sided page curl) two pages side by side, split by the spine.
    @Test func aPageViewControllerDrawsItsPagesAndItsDeclaredPages() async throws {
        let server = try ServerProcess(arguments: Self.phoneArgs, useDemoStoryboards: false)
        defer { server.stop() }
        let c = try server.connect()
        var pages: [JSON] = []
        for title in ["One", "Two", "Three", "Four"] {
            pages.append(try await c.call("vc.create", ["class": "UIViewController", "title": .string(title)])["vc"]!)
        }
        let page = try await c.call("vc.create", ["class": "UIPageViewController", "title": "Pages",
                                                  "properties": ["transitionStyle": "scroll", "pages": .array(pages)]])["vc"]!
        let window = try await c.call("window.create", ["root": page], timeout: 30)["window"]!
        _ = try await c.call("page.setViewControllers", ["page": page, "vcs": [pages[0]], "animated": false], timeout: 30)
        _ = try await c.call("page.swipe", ["page": page, "direction": "forward"], timeout: 30)
        let layout = try await snapshot(c, name: "pages-scroll")
        let boxes = layout.screens[0].windows[0].layers[0].boxes
        #expect(boxes.map(\.container) == [.pageView, .plain])
        #expect(boxes[1].controller.title == "Two")
        let indicator = try #require(boxes[0].pageIndicator)
        #expect(indicator.dots.map(\.current) == [false, true, false, false])
        #expect(indicator.caption == "page 2 of 4 · scroll" && indicator.spine == nil)
        #expect(boxes[1].frame == Rect(x: 0, y: 0, width: 390, height: 844 - LayoutMetrics.pageIndicatorHeight))
        let svg = SVGWriter.svg(layout)
        #expect(svg.contains("class=\"page-indicator\"") && svg.contains("page 2 of 4 · scroll"))

        // A mid spine shows two pages at a time.
        let book = try await c.call("vc.create", ["class": "UIPageViewController", "title": "Book",
                                                  "properties": ["transitionStyle": "pageCurl", "spineLocation": "mid",
                                                                 "isDoubleSided": true, "pages": .array(pages)]])["vc"]!
        _ = try await c.call("window.destroy", ["window": window], timeout: 30)
        _ = try await c.call("window.create", ["root": book], timeout: 30)
        _ = try await c.call("page.setViewControllers", ["page": book, "vcs": [pages[2], pages[3]], "animated": false], timeout: 30)
        let curl = try await snapshot(c, name: "pages-curl-mid")
        let bookBoxes = try #require(curl.screens[0].windows.last).layers[0].boxes
        #expect(bookBoxes.map { $0.controller.title } == ["Book", "Three", "Four"])
        let bookIndicator = try #require(bookBoxes[0].pageIndicator)
        #expect(bookIndicator.caption == "pages 3-4 of 4 · pageCurl, spine mid")
        #expect(bookIndicator.spine?.midX == 195)
        #expect(bookBoxes[1].frame.width == 195 && bookBoxes[2].frame.x == 195)
    }

    @Test func aLongPresentationChainIsDrawnLayerByLayer() async throws {
        let server = try ServerProcess(arguments: Self.phoneArgs, useDemoStoryboards: false)
        defer { server.stop() }
        let c = try server.connect()
        var presenter = try await c.call("vc.create", ["class": "UIViewController", "title": "Root"])["vc"]!
        _ = try await c.call("window.create", ["root": presenter], timeout: 30)
        var chain = [presenter]
        for i in 0..<120 {
            let v = try await c.call("vc.create", ["class": "UIViewController", "title": .string("P\(i)")])["vc"]!
            _ = try await c.call("vc.present", ["presenter": presenter, "vc": v, "style": i == 60 ? "fullScreen" : "overFullScreen",
                                                "animated": false], timeout: 30)
            presenter = v
            chain.append(v)
        }
        let layout = try await snapshot(c, name: "long-chain")
        let layers = layout.screens[0].windows[0].layers
        #expect(layers.map { JSON.string($0.controller.vc) } == chain)
        // The full-screen presentation (the 61st) hides everything below it.
        #expect(layers.map(\.covered) == Array(repeating: true, count: 61) + Array(repeating: false, count: 60))
    }

    // MARK: helpers

    func tree(_ c: ProsceniumConnection) async throws -> JSON { try await c.call("tree", timeout: 30) }

    /// The id of the first controller titled `title` in any window.
    func vcTitled(_ title: String, _ c: ProsceniumConnection) async throws -> String {
        try await vcWhere("title", is: title, c)
    }

    /// The id of the first controller whose storyboard identifier is `identifier`.
    func vcIdentified(_ identifier: String, _ c: ProsceniumConnection) async throws -> String {
        try await vcWhere("storyboardIdentifier", is: identifier, c)
    }

    func vcWhere(_ field: String, is value: String, _ c: ProsceniumConnection) async throws -> String {
        var stack = (try await tree(c)["windows"]?.arrayValue ?? []).compactMap { $0["root"] }
        while let n = stack.popLast() {
            if n[field]?.stringValue == value, let vc = n["vc"]?.stringValue { return vc }
            stack += n["children"]?.arrayValue ?? []
            if let p = n["presented"] { stack.append(p) }
        }
        Issue.record("no controller whose \(field) is \(value)")
        throw CancellationError()
    }
}

private extension JSON {
    subscript(index: Int) -> JSON? { arrayValue.flatMap { index < $0.count ? $0[index] : nil } }
    var presentedNode: JSON? { self["presented"] }
}
