import Testing
@testable import HierarchyEngine

/// The user's interactive transitions (issue 24 §2): the back swipe (`Operation.interactivePop`,
/// uikit-rules R106, R107, iOS 7+: tested on 12 and 13) and the sheet pulled down
/// (`Operation.interactiveDismiss`, R108-R110, iOS 13+).
@Suite struct InteractiveTransitionTests {
    /// Visible nav N with A, B pushed; free C, S.
    static func nav(ios: IOSVersion = .ios12) -> World {
        var w = World(ios: ios)
        w.vc("A"); w.vc("B"); w.vc("C"); w.vc("S")
        w.vc("N", "UINavigationController", children: ["A"])
        w.showRoot("N")
        w.push("B", on: "N", animated: false)
        return w
    }

    /// R106: a finished back swipe is the animated pop (R39) — viewWillDisappear when the swipe
    /// begins, viewDidDisappear when it completes (stackoverflow.com/questions/18927878).
    @Test func R106_finishedSwipeIsTheAnimatedPop_iOS12() {
        var w = Self.nav()
        #expect(w.run(.interactivePop(nav: w["N"], outcome: .finish)) ==
            "B.willMove(nil) B.viewWillDisappear(animated,fromParent) A.viewWillAppear(animated) | B.viewDidDisappear(animated,fromParent) A.viewDidAppear(animated) B.didMove(nil)")
        #expect(w.lastResult == .popped([w["B"]]))
        #expect(w.info("N").children == [w["A"]])
    }

    /// R107 (iOS 12): a cancelled swipe: top vWD, below vWA; then below vWD, vDD, top vWA, vDA
    /// (wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html, "Canceled
    /// Interactive Popping"; stackoverflow.com/questions/18927878: "viewWillDisappear is called
    /// in all cases, even if the user aborts"). The stack stays.
    @Test func R107_cancelledSwipeTakesItBack_iOS12() {
        var w = Self.nav()
        let (will, t) = w.start(.interactivePop(nav: w["N"], outcome: .cancel))
        #expect(will == "B.viewWillDisappear(animated,fromParent) A.viewWillAppear(animated)")
        #expect(w.info("B").appearance == .disappearing && w.info("A").appearance == .appearing)
        #expect(w.finish(t) ==
            "A.viewWillDisappear(animated) A.viewDidDisappear(animated) B.viewWillAppear(animated) B.viewDidAppear(animated)")
        #expect(w.lastResult == .popped([]))
        #expect(w.info("N").children == [w["A"], w["B"]])
        #expect(w.info("B").appearance == .appeared && w.info("A").appearance == .disappeared)
    }

    /// R107 with R13a (iOS 13+): viewIsAppearing for each viewWillAppear, before the did phase.
    @Test func R107_cancelledSwipe_iOS13() {
        var w = Self.nav(ios: .ios13)
        #expect(w.run(.interactivePop(nav: w["N"], outcome: .cancel)) ==
            "B.viewWillDisappear(animated,fromParent) A.viewWillAppear(animated) A.viewIsAppearing(animated) | A.viewWillDisappear(animated) A.viewDidDisappear(animated) B.viewWillAppear(animated) B.viewIsAppearing(animated) B.viewDidAppear(animated)")
    }

    /// Bad input: nothing to pop, not on screen, covered, not a navigation controller, a swipe
    /// during a transition — precise errors, nothing changed.
    @Test func R106_badSwipesAreRefused() {
        var root = World()
        root.vc("A"); root.vc("N", "UINavigationController", children: ["A"])
        root.showRoot("N")
        #expect(root.refuse(.interactivePop(nav: root["N"], outcome: .finish))?.message.contains("has nothing to pop") == true)
        var off = World()
        off.vc("A"); off.vc("B"); off.vc("N", "UINavigationController", children: ["A", "B"])
        #expect(off.refuse(.interactivePop(nav: off["N"], outcome: .finish))?.message.contains("is not on screen") == true)
        var w = Self.nav()
        w.present("C", on: "B", style: .formSheet)
        #expect(w.refuse(.interactivePop(nav: w["N"], outcome: .cancel))?.message.contains("covered by the presented") == true)
        #expect(w.refuse(.interactivePop(nav: w["A"], outcome: .cancel))?.code == .invalidParams)
        var p = Self.nav()
        let (_, t) = p.start(.push(nav: p["N"], vc: p["C"], animated: true))
        #expect(p.refuse(.interactivePop(nav: p["N"], outcome: .finish))?.code == .invalidState)
        _ = p.finish(t)
    }

    /// iOS 13 sheet S presented by B (automatic → pageSheet, R72).
    static func sheet(ios: IOSVersion = .ios13, style: PresentationStyle? = nil) -> World {
        var w = Self.nav(ios: ios)
        w.present("S", on: "B", style: style)
        return w
    }

    /// R108 (iOS 13): shouldDismiss, willDismiss, the dismissal's will phase; after the animation
    /// its did phase and didDismiss; no completion handler (no code called dismiss). WWDC19
    /// *Modernizing Your UI for iOS 13* (ShouldDismiss → WillDismiss → DidDismiss, as
    /// medium.com/better-programming "iOS Lifecycle When Dismissing a Modal View With
    /// .pageSheet in iOS 13" reports); APPLE-DOC presentationControllerDidDismiss(_:): "after
    /// the presented view controller is dismissed … not called if the presentation is
    /// dismissed programmatically". The presenter stays on screen under a sheet (R51).
    @Test func R108_pulledDownSheetDismisses_iOS13() {
        var w = Self.sheet()
        #expect(w.h.presentationStyle(of: w["S"]) == .pageSheet)
        #expect(w.run(.interactiveDismiss(w["S"], outcome: .finish)) ==
            "S.shouldDismiss(true) S.willDismiss S.viewWillDisappear(animated,dismissed) | S.viewDidDisappear(animated,dismissed) S.didDismiss")
        #expect(w.lastResult == .dismissed([w["S"]]))
        #expect(w.info("B").presentedViewController == nil)
    }

    /// R109: isModalInPresentation → only didAttemptToDismiss; a delegate answering false →
    /// shouldDismiss(false), didAttemptToDismiss. Nothing changes (APPLE-DOC
    /// presentationControllerDidAttemptToDismiss(_:), isModalInPresentation; WWDC19).
    @Test func R109_modalOrVetoedSheetStays_iOS13() {
        var w = Self.sheet()
        w.set("S", ["isModalInPresentation": .bool(true)])
        let before = w.snapshot()
        #expect(w.run(.interactiveDismiss(w["S"], outcome: .finish)) == "S.didAttemptToDismiss")
        #expect(w.snapshot() == before)
        w.set("S", ["isModalInPresentation": .bool(false), "presentationControllerShouldDismiss": .bool(false)])
        #expect(w.run(.interactiveDismiss(w["S"], outcome: .finish)) == "S.shouldDismiss(false) S.didAttemptToDismiss")
        #expect(w.info("B").presentedViewController == w["S"])
    }

    /// R110: a pull let go too early: willDismiss, the disappearance begun, then taken back; no
    /// didDismiss, the sheet stays [inf: the appearance reversal as for R107's cancelled pop].
    @Test func R110_cancelledPullSpringsBack_iOS13() {
        var w = Self.sheet()
        #expect(w.run(.interactiveDismiss(w["S"], outcome: .cancel)) ==
            "S.shouldDismiss(true) S.willDismiss S.viewWillDisappear(animated,dismissed) | S.viewWillAppear(animated) S.viewIsAppearing(animated) S.viewDidAppear(animated)")
        #expect(w.info("B").presentedViewController == w["S"] && w.info("S").appearance == .appeared)
    }

    /// Bad input: iOS 12 (no card sheets), full screen, not presented, not the top presentation,
    /// a child of a navigation controller pulled (the presented container is what moves).
    @Test func R108_badPullsAreRefused() {
        var old = Self.sheet(ios: .ios12, style: .formSheet)
        #expect(old.refuse(.interactiveDismiss(old["S"], outcome: .finish))?.code == .unsupported)
        var full = Self.sheet(style: .fullScreen)
        #expect(full.refuse(.interactiveDismiss(full["S"], outcome: .finish))?.message.contains("is presented fullScreen: only a page or form sheet can be pulled down") == true)
        var w = Self.sheet()
        #expect(w.refuse(.interactiveDismiss(w["A"], outcome: .finish))?.message.contains("is not presented") == true)
        w.present("C", on: "S", style: .formSheet)
        #expect(w.refuse(.interactiveDismiss(w["S"], outcome: .finish))?.message.contains("is not the top presentation") == true)
        #expect(w.run(.interactiveDismiss(w["C"], outcome: .finish)).hasPrefix("C.shouldDismiss(true) C.willDismiss"))
    }
}
