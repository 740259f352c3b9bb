import Testing
@testable import SnapshotRendering

/// The frame each presentation style gives, from the pure layout step.
@Suite struct PresentationFrameTests {
    let phoneBounds = Rect(size: Fixtures.phone)
    let padBounds = Rect(size: Fixtures.pad)

    func presented(_ style: String, size: Size = Fixtures.pad, hClass: SizeClass = .regular, profile: SnapshotProfile = .classic,
                   preferred: Size? = nil) -> [LayerLayout] {
        let root = Fixtures.plain("vc1", "Root", presented: Fixtures.plain("vc2", "Shown", style: style, preferred: preferred))
        return Fixtures.layers(Fixtures.scene(root, size: size, hClass: hClass, profile: profile))
    }

    @Test func fullScreenFillsTheScreenAndHidesThePresenter() {
        let layers = presented("fullScreen", size: Fixtures.phone, hClass: .compact)
        #expect(layers.count == 2)
        #expect(layers[1].frame == phoneBounds)
        #expect(layers[1].style == "fullScreen" && layers[1].presenter == "vc1")
        #expect(layers[0].covered)
        #expect(layers[1].dimming == nil && !layers[1].translucent)
    }

    @Test func formSheetIsCentredWithItsDefaultSizeInRegularWidth() {
        let layers = presented("formSheet")
        #expect(layers[1].frame == Rect(x: (1024 - 540) / 2, y: (1366 - 620) / 2, width: 540, height: 620))
        #expect(layers[1].dimming == padBounds)
        #expect(!layers[0].covered)
    }

    @Test func formSheetTakesPreferredContentSize() {
        let layers = presented("formSheet", preferred: Size(width: 400, height: 300))
        #expect(layers[1].frame == Rect(x: 312, y: 533, width: 400, height: 300))
    }

    @Test func formSheetLargerThanTheScreenIsShrunkInsideIt() {
        let layers = presented("formSheet", preferred: Size(width: 5000, height: 300))
        #expect(padBounds.contains(layers[1].frame))
        #expect(layers[1].frame.width == 1024 - 2 * LayoutMetrics.sheetMargin)
    }

    @Test func classicPageSheetInRegularWidthIsAPortraitPageOfFullHeight() {
        let layers = presented("pageSheet", size: Size(width: 1366, height: 1024))
        #expect(layers[1].frame == Rect(x: (1366 - 768) / 2, y: 0, width: 768, height: 1024))
    }

    @Test func modernPageSheetInRegularWidthIsACardInsetFromTheTop() {
        let layers = presented("pageSheet", profile: .modern)
        let f = layers[1].frame
        #expect(f.minY == LayoutMetrics.cardTopInset && f.maxY == 1366)
        #expect(f.width == LayoutMetrics.modernPageSheetWidth && f.midX == 512)
    }

    @Test func pageSheetOnAModernPhoneIsACardWithThePresenterShrunkBehind() {
        let layers = presented("pageSheet", size: Fixtures.phone, hClass: .compact, profile: .modern)
        #expect(layers[1].frame == Rect(x: 0, y: LayoutMetrics.cardTopInset, width: 390, height: 844 - LayoutMetrics.cardTopInset))
        let behind = layers[0].frame
        #expect(!layers[0].covered)
        #expect(behind.width < 390 && behind.midX == 195)
        #expect(behind.minY == LayoutMetrics.cardTopInset - LayoutMetrics.recededTopGap)
        #expect(layers[0].boxes[0].frame == behind)
        #expect(layers[1].dimming == phoneBounds)
    }

    @Test func pageSheetFillsTheScreenInClassicCompactWidth() {
        let layers = presented("pageSheet", size: Fixtures.phone, hClass: .compact, profile: .classic)
        #expect(layers[1].frame == phoneBounds)
        #expect(layers[0].covered && layers[0].frame == phoneBounds)
    }

    @Test func overFullScreenDimsAndKeepsThePresenterVisible() {
        let layers = presented("overFullScreen", size: Fixtures.phone, hClass: .compact)
        #expect(layers[1].frame == phoneBounds)
        #expect(layers[1].dimming == phoneBounds && layers[1].translucent)
        #expect(!layers[0].covered)
    }

    @Test func currentContextCoversTheContextControllersFrameOnly() {
        // A tab bar whose selected navigation controller presents in its context.
        let nav = SnapshotController(vc: "vc2", className: "UINavigationController", appearance: "disappeared", container: .navigation,
                                     children: [Fixtures.plain("vc3", "Home", appearance: "disappeared")],
                                     presented: Fixtures.plain("vc5", "Context", style: "currentContext"))
        let tab = SnapshotController(vc: "vc1", className: "UITabBarController", container: .tabBar, selectedIndex: 0,
                                     children: [nav, Fixtures.plain("vc4", "Other", appearance: "disappeared")])
        let layers = Fixtures.layers(Fixtures.scene(tab))
        let contextFrame = Rect(x: 0, y: 0, width: 390, height: 844 - LayoutMetrics.tabBarHeight)
        #expect(layers[0].boxes.first { $0.controller.vc == "vc2" }?.frame == contextFrame)
        #expect(layers[1].frame == contextFrame && layers[1].presenter == "vc2")
        #expect(!layers[0].covered)   // the tab bar stays visible
    }

    @Test func overCurrentContextDimsOnlyTheContext() {
        let nav = SnapshotController(vc: "vc2", className: "UINavigationController", container: .navigation,
                                     children: [Fixtures.plain("vc3", "Home")],
                                     presented: Fixtures.plain("vc5", "Over", style: "overCurrentContext"))
        let tab = SnapshotController(vc: "vc1", className: "UITabBarController", container: .tabBar, selectedIndex: 0, children: [nav])
        let layers = Fixtures.layers(Fixtures.scene(tab))
        #expect(layers[1].frame == layers[1].dimming && layers[1].translucent)
        #expect(layers[1].frame.height == 844 - LayoutMetrics.tabBarHeight)
    }

    @Test(arguments: [
        Rect(x: 100, y: 100, width: 60, height: 30),     // room below
        Rect(x: 700, y: 1300, width: 80, height: 40),    // near the bottom: above
        Rect(x: 0, y: 600, width: 40, height: 40),       // left edge
        Rect(x: 984, y: 10, width: 40, height: 1340),    // tall on the right edge: to its left
        Rect(x: 0, y: 0, width: 1024, height: 1366),     // the whole screen
    ])
    func popoverSitsNextToItsAnchorInsideTheScreen(anchor: Rect) {
        let (frame, arrow) = PopoverPlacement.place(size: LayoutMetrics.popoverSize, anchor: anchor, screen: padBounds)
        let area = padBounds.inset(top: 10, left: 10, bottom: 10, right: 10)
        #expect(area.contains(frame))
        #expect(frame.size == LayoutMetrics.popoverSize)
        #expect(anchor.contains(arrow.tip))
        // The arrow's base lies on the popover's edge facing the anchor.
        for p in [arrow.base.0, arrow.base.1] { #expect(frame.contains(p)) }
        switch arrow.direction {
        case .up: #expect(frame.minY >= arrow.tip.y && arrow.base.0.y == frame.minY)
        case .down: #expect(frame.maxY <= arrow.tip.y && arrow.base.0.y == frame.maxY)
        case .left: #expect(frame.minX >= arrow.tip.x && arrow.base.0.x == frame.minX)
        case .right: #expect(frame.maxX <= arrow.tip.x && arrow.base.0.x == frame.maxX)
        }
    }

    @Test func popoverPrefersBelowASmallAnchorAndUsesPreferredContentSize() {
        let (frame, arrow) = PopoverPlacement.place(size: Size(width: 200, height: 100),
                                                    anchor: Rect(x: 400, y: 100, width: 100, height: 40), screen: padBounds)
        #expect(arrow.direction == .up && arrow.tip == Point(x: 450, y: 140))
        #expect(frame == Rect(x: 350, y: 140 + LayoutMetrics.arrowLength, width: 200, height: 100))
    }

    @Test func popoverLayerIsAnchoredAtThePresentersFrame() {
        let layers = presented("popover", preferred: Size(width: 300, height: 200))
        #expect(layers[1].anchor == padBounds)
        #expect(layers[1].frame.size == Size(width: 300, height: 200))
        #expect(layers[1].arrow != nil && !layers[0].covered)
    }
}
