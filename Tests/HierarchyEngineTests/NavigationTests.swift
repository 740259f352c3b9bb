import Testing
@testable import HierarchyEngine

/// UINavigationController (R37-R43) and tab bar controller (R99-R101).
@Suite struct NavigationTests {
    /// Visible nav N with root A; free B, C, D.
    static func nav() -> World {
        var w = World()
        w.vc("A"); w.vc("B"); w.vc("C"); w.vc("D")
        w.vc("N", "UINavigationController", children: ["A"])
        w.showRoot("N")
        return w
    }

    @Test func R37_pushMakesChildAndShowsOnlyTop() {
        var w = Self.nav()
        w.push("B", on: "N")
        #expect(w.info("B").parent == w["N"])
        #expect(w.info("N").children == [w["A"], w["B"]])
        #expect(w.info("B").navigationController == w["N"])
        #expect(w.info("A").appearance == .disappeared)
        #expect(w.info("B").appearance == .appeared)
    }

    @Test func R37_showOnNavigationPushes() {
        var w = Self.nav()
        w.run(.show(w["B"], from: w["A"], animated: true))
        #expect(w.lastResult == .shown(action: .push, container: w["N"]))
        #expect(w.info("N").children.last == w["B"])
    }

    @Test func R38_pushOrder() {
        var w = Self.nav()
        #expect(w.push("B", on: "N") ==
            "B.willMove(N) B.viewDidLoad A.viewWillDisappear(animated) B.viewWillAppear(animated,toParent) | A.viewDidDisappear(animated) B.viewDidAppear(animated,toParent) B.didMove(N)")
    }

    @Test func R38_pushOrderUnanimated() {
        var w = Self.nav()
        #expect(w.push("B", on: "N", animated: false) ==
            "B.willMove(N) B.viewDidLoad A.viewWillDisappear B.viewWillAppear(toParent) A.viewDidDisappear B.viewDidAppear(toParent) B.didMove(N)")
    }

    @Test func R38_pushDurationIs035() {
        var w = Self.nav()
        let (_, t) = w.start(.push(nav: w["N"], vc: w["B"], animated: true))
        #expect(t?.duration == 0.35)
        #expect(t?.window == w.window)
        _ = w.finish(t)
    }

    @Test func R39_popOrder() {
        var w = Self.nav()
        w.push("B", on: "N")
        #expect(w.pop("N") ==
            "B.willMove(nil) B.viewWillDisappear(animated,fromParent) A.viewWillAppear(animated) | B.viewDidDisappear(animated,fromParent) A.viewDidAppear(animated) B.didMove(nil)")
        #expect(w.lastResult == .popped([w["B"]]))
    }

    @Test func R39_parentAlreadyNilWhenPopReturns() {
        var w = Self.nav()
        w.push("B", on: "N")
        let (_, t) = w.start(.pop(nav: w["N"], animated: true))
        #expect(w.info("B").parent == nil)
        #expect(w.info("B").appearance == .disappearing)
        _ = w.finish(t)
    }

    @Test func R40_popWithOnlyRootDoesNothing() {
        var w = Self.nav()
        #expect(w.pop("N") == "")
        #expect(w.lastResult == .popped([]))
        #expect(w.info("N").children == [w["A"]])
    }

    @Test func R41_pushKeepsPreviousChildren() {
        var w = Self.nav()
        w.push("B", on: "N"); w.push("C", on: "N")
        #expect(w.info("N").children == [w["A"], w["B"], w["C"]])
        #expect(w.info("A").parent == w["N"])
    }

    @Test func R42_popToRootOnlyTopGetsCallbacks() {
        var w = Self.nav()
        w.push("B", on: "N"); w.push("C", on: "N"); w.push("D", on: "N")
        #expect(w.run(.popToRoot(nav: w["N"], animated: true)) ==
            "D.willMove(nil) D.viewWillDisappear(animated,fromParent) A.viewWillAppear(animated) | D.viewDidDisappear(animated,fromParent) A.viewDidAppear(animated) D.didMove(nil) C.didMove(nil) B.didMove(nil)")
        #expect(w.lastResult == .popped([w["B"], w["C"], w["D"]]))
        #expect(w.info("B").parent == nil && w.info("C").parent == nil)
    }

    @Test func R42_popToMiddle() {
        var w = Self.nav()
        w.push("B", on: "N"); w.push("C", on: "N"); w.push("D", on: "N")
        #expect(w.run(.popTo(nav: w["N"], vc: w["B"], animated: false)) ==
            "D.willMove(nil) D.viewWillDisappear(fromParent) B.viewWillAppear D.viewDidDisappear(fromParent) B.viewDidAppear D.didMove(nil) C.didMove(nil)")
    }

    @Test func R42_popToTopIsNoop() {
        var w = Self.nav()
        w.push("B", on: "N")
        #expect(w.run(.popTo(nav: w["N"], vc: w["B"], animated: true)) == "")
    }

    @Test func R42_popToUnknownRaises() {
        var w = Self.nav()
        let e = w.refuse(.popTo(nav: w["N"], vc: w["C"], animated: true))
        #expect(e?.uikit == "Tried to pop to a view controller that doesn't exist.")
        #expect(e?.raises == true)
    }

    @Test func R42_setViewControllersReplacesStack() {
        var w = Self.nav()
        w.push("B", on: "N")
        #expect(w.run(.setViewControllers(nav: w["N"], vcs: [w["C"], w["D"]], animated: true)) ==
            "C.willMove(N) D.willMove(N) B.willMove(nil) D.viewDidLoad B.viewWillDisappear(animated,fromParent) D.viewWillAppear(animated,toParent) | B.viewDidDisappear(animated,fromParent) D.viewDidAppear(animated,toParent) B.didMove(nil) A.didMove(nil) C.didMove(N) D.didMove(N)")
        #expect(w.info("N").children == [w["C"], w["D"]])
        #expect(!w.info("C").isViewLoaded)
    }

    @Test func R42_setViewControllersKeepingTop() {
        var w = Self.nav()
        w.push("B", on: "N")
        #expect(w.run(.setViewControllers(nav: w["N"], vcs: [w["C"], w["B"]], animated: true)) ==
            "C.willMove(N) A.didMove(nil) C.didMove(N)")
    }

    @Test func R42_setViewControllersRevealingExisting() {
        var w = Self.nav()
        w.push("B", on: "N")
        #expect(w.run(.setViewControllers(nav: w["N"], vcs: [w["A"]], animated: false)) ==
            "B.willMove(nil) B.viewWillDisappear(fromParent) A.viewWillAppear B.viewDidDisappear(fromParent) A.viewDidAppear B.didMove(nil)")
    }

    @Test func R43_pushingTwiceRaises() {
        var w = Self.nav()
        w.push("B", on: "N")
        let e = w.refuse(.push(nav: w["N"], vc: w["B"], animated: true))
        #expect(e?.uikit == "Pushing the same view controller instance more than once is not supported (<UIViewController: \(w["B"])>)")
        #expect(e?.raises == true)
        let root = w.refuse(.push(nav: w["N"], vc: w["A"], animated: true))
        #expect(root?.code == .invalidState)
    }

    /// R43 (every iOS): pushing a navigation controller raises "Pushing a navigation controller
    /// is not supported" (ActionSheetPicker-3.0#70, a crash log of iOS 8 — [obs]).
    @Test func R43_pushingANavigationControllerRaises() {
        var w = Self.nav()
        w.vc("X", "UINavigationController")
        let e = w.refuse(.push(nav: w["N"], vc: w["X"], animated: true))
        #expect(e?.code == .unsupported)
        #expect(e?.uikit == "Pushing a navigation controller is not supported")
        #expect(e?.raises == true)
    }

    /// R43: a tab bar controller may be pushed, and may be a navigation controller's root; UIKit
    /// raises nothing (QMUI_iOS#1528, 2023: `UINavigationController(rootViewController:` a tab
    /// bar controller`)` as a window's root ran, only QMUI's own assert fired — [obs]). Apple's old
    /// class reference only discouraged it. The pushed tab bar controller forwards the appearance
    /// to its selected tab only, as any container does (R22).
    @Test func R43_aTabBarControllerMayBePushed() {
        var w = Self.nav()
        w.vc("T1"); w.vc("T2"); w.vc("T", "UITabBarController", children: ["T1", "T2"])
        #expect(w.push("T", on: "N") ==
            "T.willMove(N) T.viewDidLoad A.viewWillDisappear(animated) T.viewWillAppear(animated,toParent) T1.viewDidLoad T1.viewWillAppear(animated) | A.viewDidDisappear(animated) T.viewDidAppear(animated,toParent) T1.viewDidAppear(animated) T.didMove(N)")
        #expect(w.info("T2").appearance == .disappeared)
        #expect(w.info("N").children == [w["A"], w["T"]])
        // R99: a tab switch's order, as under a window.
        #expect(w.run(.selectTab(tab: w["T"], index: 1)) == "T2.viewDidLoad T2.viewWillAppear T1.viewWillDisappear T1.viewDidDisappear T2.viewDidAppear")
        w.checkInvariants()
    }

    /// R43: a navigation controller made with a tab bar controller as its root is no refusal.
    @Test func R43_aTabBarControllerMayBeANavigationRoot() {
        var w = World()
        w.vc("T1"); w.vc("T", "UITabBarController", children: ["T1"])
        w.vc("N", "UINavigationController", children: ["T"])
        w.showRoot("N")
        #expect(w.info("T1").appearance == .appeared)
        w.vc("X", "UINavigationController")
        let e = w.refuse(.createController(className: "UINavigationController", title: nil, properties: [:], children: [w["X"]]))
        #expect(e?.uikit == "Pushing a navigation controller is not supported")
    }

    @Test func R43_pushingAControllerInAnotherHierarchyIsRefused() {
        var w = Self.nav()
        w.vc("K"); w.vc("P", children: ["K"])
        let e = w.refuse(.push(nav: w["N"], vc: w["K"], animated: true))
        #expect(e?.code == .hierarchyInconsistency)
        #expect(e?.uikit == "child view controller:<UIViewController: \(w["K"])> should have parent view controller:<UINavigationController: \(w["N"])> but actual parent is:<UIViewController: \(w["P"])>")
    }

    @Test func pushOnNonNavigationIsInvalidParams() {
        var w = Self.nav()
        #expect(w.refuse(.push(nav: w["A"], vc: w["B"], animated: true))?.code == .invalidParams)
    }

    @Test func pushOnInvisibleNavigationHasNoAppearance() {
        var w = World()
        w.vc("A"); w.vc("B"); w.vc("N", "UINavigationController", children: ["A"])
        #expect(w.push("B", on: "N") == "B.willMove(N) B.didMove(N)")
        #expect(!w.info("B").isViewLoaded)
    }

    @Test func pushWhilePushAnimatingIsRefused() {
        var w = Self.nav()
        let (_, t) = w.start(.push(nav: w["N"], vc: w["B"], animated: true))
        let e = w.refuse(.push(nav: w["N"], vc: w["C"], animated: true))
        #expect(e?.code == .invalidState)
        #expect(e?.uikit?.hasSuffix("while a presentation is in progress!") == true)
        _ = w.finish(t)
        w.push("C", on: "N")
        #expect(w.info("N").children.count == 3)
    }

    @Test func presentationFromPushedControllerThenPop() {
        var w = Self.nav()
        w.push("B", on: "N")
        w.present("C", on: "B")
        #expect(w.info("C").presentingViewController == w["N"])
        w.dismiss("C")
        w.pop("N")
        #expect(w.info("A").appearance == .appeared)
    }

    @Test func deepNavigationStack100k() {
        var w = World()
        w.vc("R"); w.vc("N", "UINavigationController", children: ["R"])
        w.showRoot("N")
        let nav = w["N"]
        var ids: [VCID] = []
        for _ in 0..<100_000 {
            let out = try! w.h.apply(.createController(className: "UIViewController", title: nil, properties: [:], children: []))
            guard case .completed(.controller(let id)) = out.status else { return }
            ids.append(id)
        }
        _ = try! w.h.apply(.setViewControllers(nav: nav, vcs: [w["R"]] + ids.dropLast(), animated: false))
        // Push and pop on top of the 100k stack: cost independent of the depth.
        let push = try! w.h.apply(.push(nav: nav, vc: ids.last!, animated: true))
        guard case .pending(let t) = push.status else { Issue.record("push should animate"); return }
        _ = w.h.finishTransition(t)
        #expect(w.h.controller(nav)!.children.count == 100_001)
        #expect(w.h.controller(ids.last!)!.appearance == .appeared)
        #expect(w.h.tree(window: w.window).count == 100_002)
        let out = try! w.h.apply(.popToRoot(nav: nav, animated: false))
        if case .completed(.popped(let p)) = out.status { #expect(p.count == 100_000) }
        #expect(w.h.checkInvariants().isEmpty)
    }
}

@Suite struct TabBarTests {
    static func tabs() -> World {
        var w = World()
        w.vc("A"); w.vc("B"); w.vc("C")
        w.vc("T", "UITabBarController", children: ["A", "B", "C"])
        return w
    }

    @Test func R100_onlySelectedTabLoads() {
        var w = Self.tabs()
        #expect(w.showRoot("T") == "window.becameKey T.viewDidLoad T.viewWillAppear A.viewDidLoad A.viewWillAppear T.viewDidAppear A.viewDidAppear")
        #expect(!w.info("B").isViewLoaded)
        #expect(w.info("B").parent == w["T"])
        #expect(w.info("C").tabBarController == w["T"])
    }

    @Test func R99_tabSwitchOrder() {
        var w = Self.tabs()
        w.showRoot("T")
        #expect(w.run(.selectTab(tab: w["T"], index: 1)) ==
            "B.viewDidLoad B.viewWillAppear A.viewWillDisappear A.viewDidDisappear B.viewDidAppear")
        #expect(w.run(.selectTab(tab: w["T"], index: 0)) ==
            "A.viewWillAppear B.viewWillDisappear B.viewDidDisappear A.viewDidAppear")
    }

    @Test func R101_selectingCurrentOrOutOfRange() {
        var w = Self.tabs()
        w.showRoot("T")
        #expect(w.run(.selectTab(tab: w["T"], index: 0)) == "")
        #expect(w.refuse(.selectTab(tab: w["T"], index: 3))?.code == .invalidParams)
        #expect(w.refuse(.selectTab(tab: w["A"], index: 0))?.code == .invalidParams)
    }

    @Test func R101_programmaticSelectionHasNoDelegateEvents() {
        var w = Self.tabs()
        w.showRoot("T")
        let s = w.run(.selectTab(tab: w["T"], index: 2))
        #expect(!s.contains("shouldSelect") && !s.contains("didSelect"))
    }

    @Test func R100_selectingInvisibleTabBarLoadsNothing() {
        var w = Self.tabs()
        #expect(w.run(.selectTab(tab: w["T"], index: 2)) == "")
        #expect(!w.info("C").isViewLoaded)
    }

    @Test func navigationInsideTabs() {
        var w = World()
        w.vc("A"); w.vc("N", "UINavigationController", children: ["A"]); w.vc("B"); w.vc("X")
        w.vc("T", "UITabBarController", children: ["N", "X"])
        w.showRoot("T")
        w.push("B", on: "N")
        #expect(w.info("B").tabBarController == w["T"])
        #expect(w.run(.selectTab(tab: w["T"], index: 1)) ==
            "X.viewDidLoad X.viewWillAppear N.viewWillDisappear B.viewWillDisappear N.viewDidDisappear B.viewDidDisappear X.viewDidAppear")
    }
}
