import Testing
@testable import HierarchyEngine

/// Page view controllers (issue 24 §4, uikit-rules R120-R127): their configuration, 
/// `setViewControllers(_:direction:animated:completion:)` (`Operation.setPageViewControllers`)
/// and the user's swipe to declared pages (`Operation.swipePage`), on iOS 12 and 13+.
@Suite struct PageViewControllerTests {
    /// A visible page view controller P (window root) of `style`, pages A, B, C declared, nothing
    /// shown yet; free X.
    static func pages(_ style: PageTransitionStyle = .scroll, ios: IOSVersion = .ios12, delegate: Bool = true,
                      extra: [String: PropertyValue] = [:]) -> World {
        var w = World(ios: ios)
        w.vc("A"); w.vc("B"); w.vc("C"); w.vc("D"); w.vc("X")
        var props: [String: PropertyValue] = ["transitionStyle": .string(style.rawValue), "delegateEvents": .bool(delegate),
                                              "pages": .strings(["A", "B", "C", "D"].map { w[$0].description })]
        for (k, v) in extra { props[k] = v }
        w.vc("P", "UIPageViewController", props)
        w.showRoot("P")
        return w
    }

    static func property(_ w: World, _ vc: String, _ name: String) -> PropertyValue? {
        w.info(vc).properties.first { $0.name == name }?.value
    }

    // MARK: R120 configuration

    /// R120: a page view controller made in code has its own properties — a page curl,
    /// horizontal, spine at min (Apple: the spine "default is min" for a page curl), single-sided
    /// ([inf]: `UIPageViewController()` curls; IB writes the style on every scene); the scroll
    /// style has no spine (`SpineLocation.none`). Other controllers do not list them.
    @Test func R120_configurationDefaultsAndScrollHasNoSpine() {
        var w = World()
        w.vc("P", "UIPageViewController"); w.vc("S", "UIPageViewController", ["transitionStyle": .string("scroll"), "spineLocation": .string("max")])
        w.vc("V")
        #expect(Self.property(w, "P", "transitionStyle") == .string("pageCurl"))
        #expect(Self.property(w, "P", "navigationOrientation") == .string("horizontal"))
        #expect(Self.property(w, "P", "spineLocation") == .string("min"))
        #expect(Self.property(w, "P", "isDoubleSided") == .bool(false))
        #expect(Self.property(w, "P", "pages") == .strings([]))
        #expect(Self.property(w, "S", "spineLocation") == .string("none"))
        #expect(Self.property(w, "V", "transitionStyle") == nil && w.info("V").properties.map(\.name) == Props.names)
        // A page curl whose storyboard says spine "none" (IBDecodable's fixture) curls at min.
        w.vc("N", "UIPageViewController", ["spineLocation": .string("none")])
        #expect(Self.property(w, "N", "spineLocation") == .string("min"))
    }

    /// R120: style, orientation and spine are set when the controller is made
    /// (`init(transitionStyle:navigationOrientation:options:)`, read-only properties in UIKit):
    /// vc.set refuses them; isDoubleSided and pages can be set; none is a property of other
    /// controllers.
    @Test func R120_initOnlyPropertiesAreRefusedLater() {
        var w = World()
        w.vc("P", "UIPageViewController"); w.vc("V")
        #expect(w.refuse(.setProperties(w["P"], ["transitionStyle": .string("scroll")]))?.code == .invalidParams)
        #expect(w.refuse(.setProperties(w["P"], ["spineLocation": .string("mid")]))?.code == .invalidParams)
        #expect(w.refuse(.setProperties(w["V"], ["isDoubleSided": .bool(true)]))?.code == .invalidParams)
        #expect(w.refuse(.setProperties(w["P"], ["pages": .strings([w["V"].description, w["V"].description])]))?.code == .invalidParams)
        w.set("P", ["isDoubleSided": .bool(true)])
        #expect(Self.property(w, "P", "isDoubleSided") == .bool(true))
    }

    /// R121: a mid spine shows two pages and must be double-sided (Apple's isDoubleSided
    /// reference: "If the spine is located in the middle, the value must be true. Setting it to
    /// false with the spine located in the middle raises an exception"); made with a mid spine,
    /// the engine makes it double-sided [inf].
    @Test func R121_midSpineIsDoubleSided() {
        var w = World()
        w.vc("M", "UIPageViewController", ["spineLocation": .string("mid")])
        #expect(Self.property(w, "M", "isDoubleSided") == .bool(true))
        #expect(w.refuse(.setProperties(w["M"], ["isDoubleSided": .bool(false)]))?.raises == true)
    }

    // MARK: R121-R123 setViewControllers

    /// R121 (Apple's setViewControllers(_:direction:animated:completion:) reference): one view
    /// controller for the scroll style and a single-sided curl at min/max, two for a mid spine
    /// and a double-sided curl; else UIKit's NSInvalidArgumentException "The number of view
    /// controllers provided (N) doesn't match the number required (M) for the requested
    /// transition" (github.com/Taehyeon-Kim/TIL/issues/18, NYPL-Simplified/Simplified-iOS#781).
    /// Nothing changes.
    @Test func R121_wrongCountIsRefusedWithUIKitsText() {
        var w = Self.pages()
        let e = w.refuse(.setPageViewControllers(page: w["P"], vcs: [w["A"], w["B"]], direction: .forward, animated: false))
        #expect(e?.uikit == "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition")
        #expect(e?.raises == true && e?.code == .invalidParams)
        #expect(w.refuse(.setPageViewControllers(page: w["P"], vcs: [], direction: .forward, animated: false))?.uikit?.contains("provided (0)") == true)
        var m = World()
        m.vc("A"); m.vc("B")
        m.vc("M", "UIPageViewController", ["spineLocation": .string("mid")])
        #expect(m.refuse(.setPageViewControllers(page: m["M"], vcs: [m["A"]], direction: .forward, animated: false))?.uikit ==
            "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition")
        m.run(.setPageViewControllers(page: m["M"], vcs: [m["A"], m["B"]], direction: .forward, animated: false))
        #expect(m.info("M").children == [m["A"], m["B"]])
        // vc.create with children is the first setViewControllers: the same count.
        m.vc("Y"); m.vc("Z")
        let bad = try? m.h.apply(.createController(className: "UIPageViewController", title: nil, properties: ["transitionStyle": .string("scroll")],
                                                   children: [m["Y"], m["Z"]]))
        #expect(bad == nil)
    }

    /// R122 (iOS 12), scroll style: the new page joins (willMove), appears while the old one
    /// disappears — new vWA, old vWD, new vDA, old vDD (wangling.me/2014/02/the-inconsistent-
    /// order-of-view-transition-events.html, "Page Scrolling … Normal") — then didMove and the
    /// old page leaves ([inf]). No delegate call: willTransitionTo/didFinishAnimating are for
    /// gesture-driven transitions (Apple's UIPageViewControllerDelegate reference).
    @Test func R122_scrollSetViewControllers_iOS12() {
        var w = Self.pages()
        #expect(w.run(.setPageViewControllers(page: w["P"], vcs: [w["A"]], direction: .forward, animated: false)) ==
            "A.willMove(P) A.viewDidLoad A.viewWillAppear(toParent) A.viewDidAppear(toParent) A.didMove(P)")
        #expect(w.run(.setPageViewControllers(page: w["P"], vcs: [w["C"]], direction: .forward, animated: true)) ==
            "C.willMove(P) C.viewDidLoad C.viewWillAppear(animated,toParent) A.viewWillDisappear(animated) | C.viewDidAppear(animated,toParent) A.viewDidDisappear(animated) C.didMove(P) A.willMove(nil) A.didMove(nil)")
        #expect(w.info("P").children == [w["C"]])
        #expect(w.info("A").parent == nil && w.info("A").window == nil && w.info("C").appearance == .appeared)
    }

    /// R122 (iOS 12), page curl: new vWA, old vWD, old vDD, new vDA (wangling.me, "Page Curling
    /// … Normal").
    @Test func R122_pageCurlSetViewControllers_iOS12() {
        var w = Self.pages(.pageCurl)
        w.run(.setPageViewControllers(page: w["P"], vcs: [w["A"]], direction: .forward, animated: false))
        #expect(w.run(.setPageViewControllers(page: w["P"], vcs: [w["B"]], direction: .reverse, animated: true)) ==
            "B.willMove(P) B.viewDidLoad B.viewWillAppear(animated,toParent) A.viewWillDisappear(animated) | A.viewDidDisappear(animated) B.viewDidAppear(animated,toParent) B.didMove(P) A.willMove(nil) A.didMove(nil)")
    }

    /// R122 (iOS 13+): viewIsAppearing (R13a) once the new page's view is in, before the animation.
    @Test func R122_scrollSetViewControllers_iOS13() {
        var w = Self.pages(ios: .ios13)
        w.run(.setPageViewControllers(page: w["P"], vcs: [w["A"]], direction: .forward, animated: false))
        #expect(w.run(.setPageViewControllers(page: w["P"], vcs: [w["B"]], direction: .forward, animated: true)) ==
            "B.willMove(P) B.viewDidLoad B.viewWillAppear(animated,toParent) A.viewWillDisappear(animated) B.viewIsAppearing(animated,toParent) | B.viewDidAppear(animated,toParent) A.viewDidDisappear(animated) B.didMove(P) A.willMove(nil) A.didMove(nil)")
    }

    /// R122: off screen only containment's callbacks; the pages appear with the page view
    /// controller [inf]. (SO 48653763's log of setViewControllers(animated: true) in viewDidLoad
    /// shows the page's didMove after its vDA, once on screen: that deferral is not modelled.)
    @Test func R122_offScreenOnlyContainment() {
        var w = World()
        w.vc("A"); w.vc("P", "UIPageViewController")
        #expect(w.run(.setPageViewControllers(page: w["P"], vcs: [w["A"]], direction: .forward, animated: true)) == "A.willMove(P) A.didMove(P)")
        #expect(w.showRoot("P").contains("A.viewWillAppear"))
        #expect(w.info("A").appearance == .appeared)
    }

    /// R123: a controller elsewhere (another parent, a window's root, the page view controller
    /// itself or above it) is refused with UIKit's hierarchy inconsistency; a controller listed
    /// twice, and a controller that is not a page view controller, too — nothing changes.
    @Test func R123_controllersElsewhereAreRefused() {
        var w = Self.pages(.pageCurl, extra: ["spineLocation": .string("mid")])
        w.vc("N", "UINavigationController", children: ["X"])
        let e = w.refuse(.setPageViewControllers(page: w["P"], vcs: [w["X"], w["A"]], direction: .forward, animated: false))
        #expect(e?.code == .hierarchyInconsistency && e?.uikit?.contains("should have parent view controller") == true)
        #expect(w.refuse(.setPageViewControllers(page: w["P"], vcs: [w["P"], w["A"]], direction: .forward, animated: false))?.code == .hierarchyInconsistency)
        #expect(w.refuse(.setPageViewControllers(page: w["P"], vcs: [w["A"], w["A"]], direction: .forward, animated: false))?.code == .invalidParams)
        #expect(w.refuse(.setPageViewControllers(page: w["N"], vcs: [w["A"]], direction: .forward, animated: false))?.code == .invalidParams)
    }

    // MARK: R124-R127 the user's swipe

    /// R126 (iOS 12), scroll: the delegate's willTransitionTo when the swipe begins, the page
    /// change of R122 (animated), then didFinishAnimating(transitionCompleted: true) after it
    /// (wisdomskyduan.blogspot.com 2015 "UIPageViewController Test Note", iOS 9.1: willTransitionTo
    /// on the slight scroll, didFinishAnimating when it ends; places among the appearance
    /// callbacks [inf]).
    @Test func R126_finishedSwipeWithDelegate_iOS12() {
        var w = Self.pages()
        w.run(.setPageViewControllers(page: w["P"], vcs: [w["A"]], direction: .forward, animated: false))
        let (will, t) = w.start(.swipePage(page: w["P"], direction: .forward, outcome: .finish))
        #expect(will == "P.willTransitionTo(B) B.willMove(P) B.viewDidLoad B.viewWillAppear(animated,toParent) A.viewWillDisappear(animated)")
        #expect(w.finish(t) == "B.viewDidAppear(animated,toParent) A.viewDidDisappear(animated) B.didMove(P) A.willMove(nil) A.didMove(nil) P.didFinishAnimating(A)")
        #expect(w.lastResult == .pageSwiped(viewControllers: [w["B"]], completed: true))
        #expect(w.run(.swipePage(page: w["P"], direction: .reverse, outcome: .finish)).hasPrefix("P.willTransitionTo(A) A.willMove(P) A.viewWillAppear"))
        #expect(w.info("P").children == [w["A"]])
    }

    /// R126: without a delegate (`delegateEvents` false) UIKit calls nothing: the same callbacks,
    /// no delegate events.
    @Test func R126_noDelegateNoEvents() {
        var w = Self.pages(.pageCurl, delegate: false)
        w.run(.setPageViewControllers(page: w["P"], vcs: [w["A"]], direction: .forward, animated: false))
        #expect(w.run(.swipePage(page: w["P"], direction: .forward, outcome: .finish)) ==
            "B.willMove(P) B.viewDidLoad B.viewWillAppear(animated,toParent) A.viewWillDisappear(animated) | A.viewDidDisappear(animated) B.viewDidAppear(animated,toParent) B.didMove(P) A.willMove(nil) A.didMove(nil)")
    }

    /// R127 (iOS 12), scroll: a swipe let go early — new vWA, current vWD, then current vWA,
    /// vDA, new vWD, vDD (wangling.me, "Canceled Interactive Scrolling"); the new page leaves
    /// again ([inf]) and the delegate hears didFinishAnimating with transitionCompleted false
    /// (wisdomskyduan: "animating finish but transition not complete").
    @Test func R127_cancelledScrollSwipe_iOS12() {
        var w = Self.pages()
        w.run(.setPageViewControllers(page: w["P"], vcs: [w["A"]], direction: .forward, animated: false))
        let before = w.info("P").children
        #expect(w.run(.swipePage(page: w["P"], direction: .forward, outcome: .cancel)) ==
            "P.willTransitionTo(B) B.willMove(P) B.viewDidLoad B.viewWillAppear(animated,toParent) A.viewWillDisappear(animated) | A.viewWillAppear(animated) A.viewDidAppear(animated) B.viewWillDisappear(animated) B.viewDidDisappear(animated) B.willMove(nil) B.didMove(nil) P.didFinishAnimating(A,cancelled)")
        #expect(w.lastResult == .pageSwiped(viewControllers: [w["A"]], completed: false))
        #expect(w.info("P").children == before && w.info("B").parent == nil && w.info("B").appearance == .disappeared)
    }

    /// R127 (iOS 13+), page curl: new vWA, current vWD, new vWD, current vWA, new vDD, current vDA
    /// (wangling.me, "Canceled Interactive Curling"); R13a's viewIsAppearing after each
    /// viewWillAppear, as for the cancelled back swipe (R107 on iOS 13).
    @Test func R127_cancelledCurlSwipe_iOS13() {
        var w = Self.pages(.pageCurl, ios: .ios13)
        w.run(.setPageViewControllers(page: w["P"], vcs: [w["B"]], direction: .forward, animated: false))
        #expect(w.run(.swipePage(page: w["P"], direction: .reverse, outcome: .cancel)) ==
            "P.willTransitionTo(A) A.willMove(P) A.viewDidLoad A.viewWillAppear(animated,toParent) B.viewWillDisappear(animated) A.viewIsAppearing(animated,toParent) | A.viewWillDisappear(animated) B.viewWillAppear(animated) B.viewIsAppearing(animated) A.viewDidDisappear(animated) B.viewDidAppear(animated) A.willMove(nil) A.didMove(nil) P.didFinishAnimating(B,cancelled)")
    }

    /// R124: past the first or last declared page the data source returns nil and UIKit does not
    /// turn the page (Apple's UIPageViewControllerDataSource: "return nil" for no page): refused,
    /// nothing changes. A mid spine turns two pages at a time.
    @Test func R124_swipePastTheEdgesIsRefused() {
        var w = Self.pages()
        w.run(.setPageViewControllers(page: w["P"], vcs: [w["A"]], direction: .forward, animated: false))
        let e = w.refuse(.swipePage(page: w["P"], direction: .reverse, outcome: .finish))
        #expect(e?.code == .invalidState && e?.message.contains("viewControllerBefore") == true)
        w.run(.setPageViewControllers(page: w["P"], vcs: [w["D"]], direction: .forward, animated: false))
        #expect(w.refuse(.swipePage(page: w["P"], direction: .forward, outcome: .cancel))?.message.contains("last declared page") == true)
        var m = Self.pages(.pageCurl, extra: ["spineLocation": .string("mid")])
        m.run(.setPageViewControllers(page: m["P"], vcs: [m["A"], m["B"]], direction: .forward, animated: false))
        m.run(.swipePage(page: m["P"], direction: .forward, outcome: .finish))
        #expect(m.info("P").children == [m["C"], m["D"]])
        #expect(m.refuse(.swipePage(page: m["P"], direction: .forward, outcome: .finish)) != nil)
    }

    /// R125: a swipe needs declared pages, a shown page among them and a page view controller
    /// the user can touch (on screen, nothing presented over it); a page declared but placed
    /// elsewhere is refused as in R123.
    @Test func R125_swipePreconditions() {
        var w = Self.pages()
        #expect(w.refuse(.swipePage(page: w["P"], direction: .forward, outcome: .finish))?.message.contains("shows no page yet") == true)
        w.run(.setPageViewControllers(page: w["P"], vcs: [w["X"]], direction: .forward, animated: false))
        #expect(w.refuse(.swipePage(page: w["P"], direction: .forward, outcome: .finish))?.message.contains("not among its declared pages") == true)
        w.set("P", ["pages": .strings([])])
        #expect(w.refuse(.swipePage(page: w["P"], direction: .forward, outcome: .finish))?.message.contains("no declared pages") == true)
        #expect(w.refuse(.setPageViewControllers(page: w["P"], vcs: [w["X"]], direction: .forward, animated: false,
                                                 pages: [w["X"], w["X"]]))?.code == .invalidParams)
        // setViewControllers declares the pages too (a flow names its controllers).
        w.run(.setPageViewControllers(page: w["P"], vcs: [w["X"]], direction: .forward, animated: false, pages: [w["X"], w["A"]]))
        #expect(Self.property(w, "P", "pages") == .strings([w["X"].description, w["A"].description]))
        w.vc("N", "UINavigationController", children: ["A"])
        #expect(w.refuse(.swipePage(page: w["P"], direction: .forward, outcome: .finish))?.code == .hierarchyInconsistency)
        w.vc("Q"); w.vc("M", "UIPageViewController")
        #expect(w.refuse(.swipePage(page: w["M"], direction: .forward, outcome: .finish))?.message.contains("no declared pages") == true)
        w.present("Q", on: "P", animated: false, style: .overFullScreen)
        w.set("P", ["pages": .strings(["X", "B"].map { w[$0].description })])
        #expect(w.refuse(.swipePage(page: w["P"], direction: .forward, outcome: .finish))?.message.contains("covered") == true)
    }

    /// The double-sided curl at min/max (front of a page and back of the previous one) is set
    /// with two controllers but not swiped: refused as not modelled.
    @Test func R124_doubleSidedMinSwipeIsNotModelled() {
        var w = Self.pages(.pageCurl, extra: ["isDoubleSided": .bool(true)])
        w.run(.setPageViewControllers(page: w["P"], vcs: [w["A"], w["B"]], direction: .forward, animated: false))
        #expect(w.refuse(.swipePage(page: w["P"], direction: .forward, outcome: .finish))?.code == .unsupported)
    }
}

extension PageViewControllerTests {
    /// Like the other system containers, a page view controller takes its pages through its own
    /// operations: custom containment on it is refused (-32005), nothing changes.
    @Test func customContainmentOnAPageViewControllerIsRefused() {
        var w = Self.pages()
        w.run(.setPageViewControllers(page: w["P"], vcs: [w["A"]], direction: .forward, animated: false))
        #expect(w.refuse(.addChild(parent: w["P"], child: w["X"], steps: [.addChild, .addView, .didMove]))?.code == .unsupported)
        #expect(w.refuse(.removeFromParent(w["A"], steps: [.willMove, .removeView, .removeFromParent]))?.code == .unsupported)
    }
}

extension PageViewControllerTests {
    /// A page view controller made with its first page (`children`) as a tab: selecting its tab
    /// shows the page; a swipe turns to the next declared page (R122, R126 inside a tab bar).
    @Test func pagesInATab_iOS13() {
        var w = World(ios: .ios13, screen: World.phone)
        w.vc("A"); w.vc("B"); w.vc("C")
        w.vc("P", "UIPageViewController", ["transitionStyle": .string("scroll"), "pages": .strings(["B", "C"].map { w[$0].description })], children: ["B"])
        w.vc("T", "UITabBarController", children: ["A", "P"])
        w.showRoot("T")
        #expect(w.run(.selectTab(tab: w["T"], index: 1)).contains("B.viewDidAppear"))
        #expect(w.run(.swipePage(page: w["P"], direction: .forward, outcome: .finish)) ==
            "C.willMove(P) C.viewDidLoad C.viewWillAppear(animated,toParent) B.viewWillDisappear(animated) C.viewIsAppearing(animated,toParent) | C.viewDidAppear(animated,toParent) B.viewDidDisappear(animated) C.didMove(P) B.willMove(nil) B.didMove(nil)")
    }
}
