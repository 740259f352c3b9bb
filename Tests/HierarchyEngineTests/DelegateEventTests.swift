import Testing
@testable import HierarchyEngine

/// Delegate callbacks as events (issue 24 §3): a navigation controller's
/// `navigationController(_:willShow:animated:)` / `didShow` (uikit-rules R111, every iOS:
/// tested on 12 and 13), reported when its `delegateEvents` property says a delegate implements
/// them. (The tab bar's and the sheets' delegate events: `TabTapTests`,
/// `InteractiveTransitionTests`.)
@Suite struct DelegateEventTests {
    static func nav(ios: IOSVersion = .ios12, delegate: Bool = true) -> World {
        var w = World(ios: ios)
        w.vc("A"); w.vc("B"); w.vc("C")
        w.vc("N", "UINavigationController", children: ["A"])
        if delegate { w.set("N", ["delegateEvents": .bool(true)]) }
        w.showRoot("N")
        return w
    }

    /// R111 (iOS 12): push: B.vDL, A.vWD, B.vWA, willShow(B) | A.vDD, B.vDA, didShow(B); pop the same
    /// way round (vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-cycle: the
    /// delegate's willShow logged after the new controller's viewWillAppear, didShow after its
    /// viewDidAppear). didShow before the containment's didMove: [inf].
    @Test func R111_willShowAfterWillPhaseDidShowAfterDidPhase_iOS12() {
        var w = Self.nav()
        #expect(w.push("B", on: "N") ==
            "B.willMove(N) B.viewDidLoad A.viewWillDisappear(animated) B.viewWillAppear(animated,toParent) N.willShow(B,animated) | A.viewDidDisappear(animated) B.viewDidAppear(animated,toParent) N.didShow(B,animated) B.didMove(N)")
        #expect(w.pop("N") ==
            "B.willMove(nil) B.viewWillDisappear(animated,fromParent) A.viewWillAppear(animated) N.willShow(A,animated) | B.viewDidDisappear(animated,fromParent) A.viewDidAppear(animated) N.didShow(A,animated) B.didMove(nil)")
        #expect(w.push("C", on: "N", animated: false) ==
            "C.willMove(N) C.viewDidLoad A.viewWillDisappear C.viewWillAppear(toParent) N.willShow(C) A.viewDidDisappear C.viewDidAppear(toParent) N.didShow(C) C.didMove(N)")
    }

    /// R111 with R13a (iOS 13+): viewIsAppearing stays in the will phase's end, after willShow
    /// (the view is laid out when the transition starts) [inf].
    @Test func R111_withViewIsAppearing_iOS13() {
        var w = Self.nav(ios: .ios13)
        #expect(w.push("B", on: "N") ==
            "B.willMove(N) B.viewDidLoad A.viewWillDisappear(animated) B.viewWillAppear(animated,toParent) N.willShow(B,animated) B.viewIsAppearing(animated,toParent) | A.viewDidDisappear(animated) B.viewDidAppear(animated,toParent) N.didShow(B,animated) B.didMove(N)")
    }

    /// Without a delegate nothing is called (the default), and a back swipe that finishes is a
    /// pop, with the delegate's calls (R106).
    @Test func R111_noDelegateNoEvents_andSwipeBack() {
        var plain = Self.nav(delegate: false)
        #expect(!plain.push("B", on: "N").contains("Show"))
        var w = Self.nav()
        w.push("B", on: "N")
        #expect(w.run(.interactivePop(nav: w["N"], outcome: .finish)).contains("N.willShow(A,animated) | B.viewDidDisappear(animated,fromParent) A.viewDidAppear(animated) N.didShow(A,animated)"))
    }

    /// R111a (iOS 7 and later; tested on 12, 13 and 26): a back swipe the user gives up calls the
    /// delegate's willShow for the controller below when it begins, after the will phase, and
    /// neither willShow nor didShow when it is cancelled — openradar 21137690 (2015: "willShow
    /// gets called only once for the previous view controller … Neither willShow or didShow get
    /// called when the user cancels the back gesture"), Plasma/BufferedNavigationController#5
    /// (2014, iOS 7: after a cancelled pop "didShowViewController … is not called"). The real
    /// apps' logs, not inference; the appearance callbacks are R107's.
    @Test(arguments: [IOSVersion.ios12, .ios13, .ios26])
    func R111a_aCancelledBackSwipeTellsTheDelegateWillShowOnlyWhenItBegins(_ ios: IOSVersion) {
        var w = Self.nav(ios: ios)
        w.push("B", on: "N")
        let cancelled = w.run(.interactivePop(nav: w["N"], outcome: .cancel))
        let isAppearing = ios >= .ios13 ? " A.viewIsAppearing(animated)" : ""
        let bIsAppearing = ios >= .ios13 ? " B.viewIsAppearing(animated)" : ""
        #expect(cancelled == "B.viewWillDisappear(animated,fromParent) A.viewWillAppear(animated) N.willShow(A,animated)\(isAppearing)"
            + " | A.viewWillDisappear(animated) A.viewDidDisappear(animated) B.viewWillAppear(animated)\(bIsAppearing) B.viewDidAppear(animated)")
        // Without a delegate the cancelled swipe calls nothing of it.
        var plain = Self.nav(ios: ios, delegate: false)
        plain.push("B", on: "N")
        #expect(!plain.run(.interactivePop(nav: plain["N"], outcome: .cancel)).contains("Show"))
    }
}

/// R111b: a navigation controller's delegate hears willShow/didShow for the top controller the
/// first time the navigation controller is shown — as the window's root at launch, presented, or
/// its tab first selected — and not when it appears again. Sources: openradar 44966342 (iOS
/// 12.0: with a navigation controller as the window's root and a delegate set, "When displaying
/// the navigationController rootViewController, the method
/// UINavigationControllerDelegate.navigationController(_:didShow:animated:) is called" — twice,
/// the radar's bug, which is not reproduced here); the launch log of
/// vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-cycle (R111's source). Place in
/// the order as R111's (after the top's viewWillAppear / viewDidAppear); not again on later
/// appearances: [inf] (no log shows a second appearance).
@Suite struct FirstShowDelegateEventTests {
    @Test(arguments: [IOSVersion.ios12, .ios13, .ios26])
    func R111b_theRootIsShownToTheDelegateAtLaunch(_ ios: IOSVersion) {
        var w = World(ios: ios)
        w.vc("A")
        w.vc("N", "UINavigationController", children: ["A"])
        w.set("N", ["delegateEvents": .bool(true)])
        let launch = w.showRoot("N")
        let appearing = ios >= .ios13 ? " N.viewIsAppearing A.viewIsAppearing" : ""
        #expect(launch.hasSuffix("N.viewWillAppear A.viewDidLoad A.viewWillAppear N.willShow(A)\(appearing) N.viewDidAppear A.viewDidAppear N.didShow(A)"), "\(launch)")
        // Shown once: covered by a full-screen presentation and uncovered, it calls nothing.
        w.vc("M")
        #expect(!w.present("M", on: "N", style: .fullScreen).contains("Show"))
        #expect(!w.dismiss("M").contains("Show"))
    }

    @Test func R111b_withoutADelegateNothingAndAnEmptyStackWaitsForItsFirstTop() {
        var plain = World(ios: .ios26)
        plain.vc("A")
        plain.vc("N", "UINavigationController", children: ["A"])
        #expect(!plain.showRoot("N").contains("Show"))
        // A navigation controller shown empty: its first push is R111's, reported once.
        var w = World(ios: .ios26)
        w.vc("B")
        w.vc("E", "UINavigationController")
        w.set("E", ["delegateEvents": .bool(true)])
        #expect(!w.showRoot("E").contains("Show"))
        let push = w.push("B", on: "E")
        #expect(push.ranges(of: "E.willShow(B").count == 1 && push.ranges(of: "E.didShow(B").count == 1, "\(push)")
    }

    @Test func R111b_aPresentedNavigationControllerAndATabFirstSelected() {
        var w = World(ios: .ios26)
        w.vc("A"); w.vc("R"); w.vc("T1"); w.vc("X")
        w.vc("N", "UINavigationController", children: ["A"])
        w.set("N", ["delegateEvents": .bool(true)])
        w.vc("T2", "UINavigationController", children: ["X"])
        w.set("T2", ["delegateEvents": .bool(true)])
        w.vc("Tabs", "UITabBarController", children: ["T1", "T2"])
        w.showRoot("Tabs")
        // Presented: willShow in the will phase, didShow when the presentation ends.
        let presented = w.present("N", on: "Tabs", style: .fullScreen)
        #expect(presented.contains("A.viewWillAppear(animated) N.willShow(A,animated)"), "\(presented)")
        #expect(presented.contains("A.viewDidAppear(animated) N.didShow(A,animated)"), "\(presented)")
        #expect(presented.firstRange(of: "N.didShow")!.lowerBound > presented.firstRange(of: "|")!.lowerBound, "\(presented)")
        w.dismiss("N")
        // The second tab's navigation controller, first selected: its top is shown to its delegate.
        let first = w.run(.selectTab(tab: w["Tabs"], index: 1))
        #expect(first.contains("X.viewWillAppear T2.willShow(X)") && first.contains("X.viewDidAppear T2.didShow(X)"), "\(first)")
        w.run(.selectTab(tab: w["Tabs"], index: 0))
        #expect(!w.run(.selectTab(tab: w["Tabs"], index: 1)).contains("Show"))
    }
}

/// A split view controller's classic collapse/expand delegate calls as events (issue 24 §3,
/// uikit-rules R113; every supported iOS, 12–26, for the classic-style split the engine models:
/// tested on 12 and 26). Apple's `splitViewController(_:collapseSecondary:onto:)` ("If you
/// return false, the split view controller calls the primary's
/// collapseSecondaryViewController(_:for:)") and `splitViewController(_:separateSecondaryFrom:)`
/// (nil: the primary's `separateSecondaryViewController(for:)`): the delegate is asked before
/// the default acts, so the event precedes the collapse's containment and appearance callbacks
/// and the traits' `traitCollectionDidChange` that follows them. [doc]
@Suite struct SplitDelegateEventTests {
    static func split(ios: IOSVersion, delegate: Bool = true) -> World {
        var w = World(ios: ios, screen: World.pad)
        w.vc("M"); w.vc("N", "UINavigationController", children: ["M"]); w.vc("D")
        w.vc("S", "UISplitViewController", children: ["N", "D"])
        if delegate { w.set("S", ["delegateEvents": .bool(true)]) }
        w.showRoot("S")
        return w
    }

    @Test(arguments: [IOSVersion.ios12, .ios26])
    func R113_collapseAndSeparateBeforeTheirCallbacks(_ ios: IOSVersion) {
        var w = Self.split(ios: ios)
        #expect(w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil)) ==
            "S.collapseSecondary(D,onto:N) D.willMove(N) M.viewWillDisappear M.viewDidDisappear D.didMove(N) S.traits(compact) N.traits(compact) M.traits(compact) D.traits(compact)")
        #expect(w.run(.setTraits(window: w.window, horizontal: .regular, vertical: nil)) ==
            "S.separateSecondary(from:N) D.willMove(S) M.viewWillAppear\(ios >= .ios13 ? " M.viewIsAppearing" : "") M.viewDidAppear D.didMove(S) S.traits(regular) N.traits(regular) M.traits(regular) D.traits(regular)")
    }

    /// Without a delegate (the default) the streams are R78's, unchanged; a plain primary (C4)
    /// is asked the same way (the secondary is then removed, not pushed).
    @Test func R113_noDelegateNoEvents_plainPrimary() {
        var plain = Self.split(ios: .ios12, delegate: false)
        #expect(!plain.run(.setTraits(window: plain.window, horizontal: .compact, vertical: nil)).contains("Secondary"))
        var w = World(screen: World.pad)
        w.vc("P"); w.vc("D"); w.vc("S", "UISplitViewController", children: ["P", "D"])
        w.set("S", ["delegateEvents": .bool(true)])
        w.showRoot("S")
        #expect(w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil)).hasPrefix("S.collapseSecondary(D,onto:P) D.willMove(nil)"))
        #expect(w.run(.setTraits(window: w.window, horizontal: .regular, vertical: nil)).hasPrefix("S.separateSecondary(from:P) D.willMove(S)"))
    }
}
