import Testing
@testable import SnapshotRendering

/// Which children containers show, and where; how screens share the canvas.
@Suite struct ContentLayoutTests {
    let bounds = Rect(size: Fixtures.phone)

    @Test func navigationShowsTheTopOfItsStackUnderABarWithItsTitle() {
        let nav = SnapshotController(vc: "vc1", className: "UINavigationController", container: .navigation,
                                     children: [Fixtures.plain("vc2", "Home", appearance: "disappeared"), Fixtures.plain("vc3", "Detail")])
        let r = ContentLayout.layout(nav, in: bounds, splitExpanded: false)
        #expect(r.boxes.map(\.controller.vc) == ["vc1", "vc3"])
        #expect(r.boxes[0].navigationBar?.title == "Detail" && r.boxes[0].navigationBar?.backTitle == "Home")
        #expect(r.boxes[1].frame == bounds.inset(top: LayoutMetrics.navigationBarHeight))
    }

    @Test func tabBarShowsTheSelectedChildAboveAStripListingEveryTab() {
        let tab = SnapshotController(vc: "vc1", className: "UITabBarController", container: .tabBar, selectedIndex: 1,
                                     children: [Fixtures.plain("vc2", "First", appearance: "disappeared"), Fixtures.plain("vc3", "Second")])
        let r = ContentLayout.layout(tab, in: bounds, splitExpanded: false)
        #expect(r.boxes.map(\.controller.vc) == ["vc1", "vc3"])
        #expect(r.boxes[0].tabBar?.items.map(\.title) == ["First", "Second"])
        #expect(r.boxes[0].tabBar?.items.map(\.selected) == [false, true])
        #expect(r.boxes[1].frame == bounds.inset(bottom: LayoutMetrics.tabBarHeight))
    }

    /// uikit-rules R114: six tabs on a phone show four and More; the More item names the tabs
    /// in the More list. With the More navigation controller (tree: the tab bar's last child)
    /// selected, More is the selected item and its stack is drawn (here F pushed from the list,
    /// so F is listed under the More navigation controller, not the tab bar). On a pad (eight
    /// fit) six tabs are all on the bar.
    @Test func tabBarWithMoreTabsThanFitShowsFourAndMore() {
        let names = ["A", "B", "C", "D", "E", "F"]
        let six = SnapshotController(vc: "vc1", className: "UITabBarController", container: .tabBar, selectedIndex: 0,
                                     children: names.enumerated().map { i, n in Fixtures.plain("vc\(i + 2)", n, appearance: i == 0 ? "appeared" : "disappeared") })
        let phone = ContentLayout.layout(six, in: bounds, splitExpanded: false)
        #expect(phone.boxes[0].tabBar?.items.map(\.title) == ["A", "B", "C", "D", "More"])
        #expect(phone.boxes[0].tabBar?.items.last?.more == ["E", "F"])
        #expect(phone.boxes[0].tabBar?.items.map(\.selected) == [true, false, false, false, false])
        let pad = ContentLayout.layout(six, in: bounds, splitExpanded: false, tabBarCapacity: 8)
        #expect(pad.boxes[0].tabBar?.items.map(\.title) == names)

        let list = Fixtures.plain("vc9", "More", appearance: "disappeared")
        let more = SnapshotController(vc: "vc8", className: "UIMoreNavigationController", container: .navigation,
                                      children: [list, Fixtures.plain("vc7", "F")])
        let shown = SnapshotController(vc: "vc1", className: "UITabBarController", container: .tabBar, selectedIndex: 5,
                                       children: names.dropLast().enumerated().map { i, n in Fixtures.plain("vc\(i + 2)", n, appearance: "disappeared") } + [more])
        let r = ContentLayout.layout(shown, in: bounds, splitExpanded: false)
        #expect(r.boxes[0].tabBar?.items.map(\.title) == ["A", "B", "C", "D", "More"])
        #expect(r.boxes[0].tabBar?.items.map(\.selected) == [false, false, false, false, true])
        #expect(r.boxes[0].tabBar?.items.last?.more == ["E", "F"])
        #expect(r.boxes.map(\.controller.vc) == ["vc1", "vc8", "vc7"])
        #expect(r.boxes[1].navigationBar?.title == "F" && r.boxes[1].navigationBar?.backTitle == "More")
    }

    @Test func splitViewShowsBothColumnsWhenExpandedAndThePrimaryWhenCollapsed() {
        let split = SnapshotController(vc: "vc1", className: "UISplitViewController", container: .splitView,
                                       children: [Fixtures.plain("vc2", "Primary"), Fixtures.plain("vc3", "Secondary")])
        let wide = Rect(size: Fixtures.pad)
        let expanded = ContentLayout.layout(split, in: wide, splitExpanded: true)
        #expect(expanded.boxes.map(\.controller.vc) == ["vc1", "vc2", "vc3"])
        #expect(expanded.boxes[1].frame == Rect(x: 0, y: 0, width: 320, height: 1366))
        #expect(expanded.boxes[2].frame == Rect(x: 320, y: 0, width: 704, height: 1366))
        let collapsed = ContentLayout.layout(split, in: bounds, splitExpanded: false)
        #expect(collapsed.boxes.map(\.controller.vc) == ["vc1", "vc2"])
        #expect(collapsed.boxes[1].frame == bounds)
    }

    @Test func customContainerShowsItsAppearingChildrenAsTiles() {
        let parent = SnapshotController(vc: "vc1", className: "Container", children: [
            Fixtures.plain("vc2", "A"), Fixtures.plain("vc3", "B", appearance: "disappeared"), Fixtures.plain("vc4", "C")])
        let r = ContentLayout.layout(parent, in: bounds, splitExpanded: false)
        #expect(r.boxes.map(\.controller.vc) == ["vc1", "vc2", "vc4"])
        #expect(bounds.contains(r.boxes[1].frame) && r.boxes[1].frame.maxX < r.boxes[2].frame.minX)
    }

    @Test func screensAreDrawnSideBySideInListOrder() {
        let external = SnapshotScreen(id: "s2", name: "TV", main: false, size: Size(width: 1920, height: 1080), idiom: "external",
                                      horizontalSizeClass: .regular,
                                      windows: [SnapshotWindow(id: "w2", key: false, horizontalSizeClass: .regular,
                                                               root: Fixtures.plain("vc9", "External"))])
        var scene = Fixtures.scene(Fixtures.plain("vc1", "Root"))
        scene.screens.append(external)
        let layout = SnapshotLayouter.layout(scene)
        let (a, b) = (layout.screens[0], layout.screens[1])
        // One row at a common height, the picture at most 1600 px wide (CanvasArrangement).
        #expect(abs(a.captured.size.height * a.displayScale - b.captured.size.height * b.displayScale) < 1e-9 && a.origin.y == b.origin.y)
        #expect(abs(b.origin.x - (a.origin.x + 390 * a.displayScale + LayoutMetrics.screenGap)) < 1e-9)
        #expect(abs(layout.canvas.width - LayoutMetrics.pictureWidth) < 1e-9)
        #expect(layout.canvas.height >= b.origin.y + 1080 * b.displayScale)
        #expect(b.windows[0].layers[0].frame == Rect(x: 0, y: 0, width: 1920, height: 1080))
    }

    @Test func presentationFromAPresentedControllerIsTheNextLayer() {
        let inner = Fixtures.plain("vc3", "Inner", style: "formSheet")
        let root = Fixtures.plain("vc1", "Root", presented: Fixtures.plain("vc2", "Outer", style: "overFullScreen", presented: inner))
        let layers = Fixtures.layers(Fixtures.scene(root, size: Fixtures.pad, hClass: .regular))
        #expect(layers.map(\.controller.vc) == ["vc1", "vc2", "vc3"])
        #expect(layers.map(\.presenter) == [nil, "vc1", "vc2"])
        #expect(layers.map(\.index) == [0, 1, 2])
    }
}

/// Stacked cards, several windows on one screen.
@Suite struct StackingTests {
    @Test func aCardOnACardLeavesEachPresenterPeekingAboveTheNext() {
        let second = Fixtures.plain("vc3", "Second", style: "pageSheet")
        let root = Fixtures.plain("vc1", "Root", presented: Fixtures.plain("vc2", "First", style: "pageSheet", presented: second))
        let layers = Fixtures.layers(Fixtures.scene(root, profile: .modern))
        let tops = layers.map(\.frame.minY)
        #expect(tops[2] == LayoutMetrics.cardTopInset)
        #expect(tops[1] == tops[2] - LayoutMetrics.recededTopGap)
        #expect(tops[0] < tops[1])
        #expect(layers[0].frame.width < layers[1].frame.width && layers[1].frame.width < layers[2].frame.width)
        #expect(layers.allSatisfy { abs($0.frame.midX - 195) < 1e-9 })
    }

    @Test func laterWindowsOfAScreenAreDrawnAboveAndHiddenOnesNotAtAll() {
        var scene = Fixtures.scene(Fixtures.plain("vc1", "First"))
        scene.screens[0].windows[0].key = false
        scene.screens[0].windows += [SnapshotWindow(id: "w2", key: true, root: Fixtures.plain("vc2", "Second")),
                                     SnapshotWindow(id: "w3", key: false, visible: false, root: Fixtures.plain("vc3", "Hidden"))]
        let layout = SnapshotLayouter.layout(scene)
        let svg = SVGWriter.svg(layout)
        expectSVG(svg, matches: layout)
        let doc = SVGElement.parse(svg)!
        let windows = doc.all(class: "window")
        #expect(windows.map { $0["data-window"] } == ["w1", "w2", "w3"])
        #expect(windows.map { $0.children(class: "layer").count } == [1, 1, 0])
        #expect(windows.map { $0["data-key"] } == ["false", "true", "false"])
        #expect(doc.all(class: "window-label").map(\.text).last == "w3 (hidden) · root vc3")
    }

    @Test func labelsAreClippedToTheirBoxes() {
        let layout = SnapshotLayouter.layout(Fixtures.scene(Fixtures.plain("vc1", String(repeating: "long ", count: 40))))
        let doc = SVGElement.parse(SVGWriter.svg(layout))!
        let label = doc.all(class: "label").first
        let clipID = label?["clip-path"]?.dropFirst(5).dropLast()
        let clip = doc.all { $0.name == "clipPath" && $0["id"] == clipID.map(String.init) }.first
        #expect(close(clip?.children.first?.rect, layout.screens[0].windows[0].layers[0].boxes[0].frame))
    }
}
