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
}
