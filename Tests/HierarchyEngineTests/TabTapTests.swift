import Testing
@testable import HierarchyEngine

/// A user's tap on a tab bar item (`Operation.tapTab`, uikit-rules R102-R105), iOS 12 and 13+.
@Suite struct TabTapTests {
    /// Visible tab bar T with tabs N (a navigation controller with root A) and B; free C.
    static func tabs(ios: IOSVersion = .ios12) -> World {
        var w = World(ios: ios)
        w.vc("A"); w.vc("B"); w.vc("C"); w.vc("D")
        w.vc("N", "UINavigationController", children: ["A"])
        w.vc("T", "UITabBarController", children: ["N", "B"])
        w.showRoot("T")
        return w
    }

    /// R102, R104 (iOS 12): shouldSelect, then the switch of R99, then didSelect
    /// (iphonedev.wiki's reverse-engineered `-[UITabBarController _setSelectedViewController:]`
    /// calls didSelect after `transitionFromViewController:`; juejin.cn/post/7588022226739183666
    /// logs shouldSelect, A.vWD/B.vWA, A.vDD, B.vDA, then didSelect).
    @Test func R102_R104_tapOtherTabAsksThenSwitchesThenTells_iOS12() {
        var w = Self.tabs()
        #expect(w.run(.tapTab(tab: w["T"], index: 1)) ==
            "T.shouldSelect(B=true) B.viewDidLoad B.viewWillAppear N.viewWillDisappear A.viewWillDisappear N.viewDidDisappear A.viewDidDisappear B.viewDidAppear T.didSelect(B)")
        #expect(w.lastResult == .tabTapped(selected: true, popped: [], selectedIndex: 1, selectedViewController: w["B"]))
        #expect(w.info("T").children[1] == w["B"])
        #expect(w.info("B").appearance == .appeared && w.info("A").appearance == .disappeared)
    }

    /// R13a (iOS 13+): viewIsAppearing in its place of R99; the delegate calls as on iOS 12.
    @Test func R104_tapOtherTab_iOS13() {
        var w = Self.tabs(ios: .ios13)
        #expect(w.run(.tapTab(tab: w["T"], index: 1)) ==
            "T.shouldSelect(B=true) B.viewDidLoad B.viewWillAppear N.viewWillDisappear A.viewWillDisappear B.viewIsAppearing N.viewDidDisappear A.viewDidDisappear B.viewDidAppear T.didSelect(B)")
    }

    /// R102: a delegate answering false (`vetoedTabs`) stops the tap: only shouldSelect, nothing
    /// changes, no didSelect (Apple: tabBarController(_:shouldSelect:) "true if the view
    /// controller's tab should be selected").
    @Test func R102_vetoedTabStaysUnselected_iOS12() {
        var w = Self.tabs()
        w.set("T", ["vetoedTabs": .strings([w["B"].description])])
        #expect(w.info("T").properties.first { $0.name == "vetoedTabs" }?.value == .strings([w["B"].description]))
        let before = w.snapshot()
        #expect(w.run(.tapTab(tab: w["T"], index: 1)) == "T.shouldSelect(B=false)")
        #expect(w.lastResult == .tabTapped(selected: false, popped: [], selectedIndex: 0, selectedViewController: w["N"]))
        #expect(w.snapshot() == before)
    }

    /// R103 (iOS 12): a tap on the selected tab pops its navigation controller to the root,
    /// animated, with the pop's callbacks (R42); didSelect is called with the same controller
    /// (R104: "this could be the same view controller that was already selected"), when the tap
    /// returns, so before the pop animation's did phase [inf].
    @Test func R103_tapSelectedTabPopsToRootAnimated_iOS12() {
        var w = Self.tabs()
        w.push("C", on: "N"); w.push("D", on: "N")
        #expect(w.run(.tapTab(tab: w["T"], index: 0)) ==
            "T.shouldSelect(N=true) D.willMove(nil) D.viewWillDisappear(animated,fromParent) A.viewWillAppear(animated) T.didSelect(N) | D.viewDidDisappear(animated,fromParent) A.viewDidAppear(animated) D.didMove(nil) C.didMove(nil)")
        #expect(w.lastResult == .tabTapped(selected: true, popped: [w["C"], w["D"]], selectedIndex: 0, selectedViewController: w["N"]))
        #expect(w.info("N").children == [w["A"]])
    }

    /// R103 with R13a (iOS 13+): the popped-to root's viewIsAppearing comes after didSelect —
    /// the views are laid out after the tap handler returns, before the animation [inf].
    @Test func R103_R13a_reTapPop_iOS13() {
        var w = Self.tabs(ios: .ios13)
        w.push("C", on: "N")
        #expect(w.run(.tapTab(tab: w["T"], index: 0)) ==
            "T.shouldSelect(N=true) C.willMove(nil) C.viewWillDisappear(animated,fromParent) A.viewWillAppear(animated) T.didSelect(N) A.viewIsAppearing(animated) | C.viewDidDisappear(animated,fromParent) A.viewDidAppear(animated) C.didMove(nil)")
    }

    /// R103 on a vetoed selected tab: shouldSelect is asked for the selected tab too, and false
    /// keeps the stack (the usual way apps turn off pop-to-root, e-learn.cn/qa/answer/156549).
    @Test func R103_vetoKeepsTheStack() {
        var w = Self.tabs()
        w.push("C", on: "N")
        w.set("T", ["vetoedTabs": .strings([w["N"].description])])
        #expect(w.run(.tapTab(tab: w["T"], index: 0)) == "T.shouldSelect(N=false)")
        #expect(w.info("N").children == [w["A"], w["C"]])
    }

    /// R104: the selected tab with nothing to pop (a root-only stack, or not a navigation
    /// controller) changes nothing but still tells the delegate.
    @Test func R104_tapSelectedTabWithNothingToPopStillTells() {
        var w = Self.tabs()
        #expect(w.run(.tapTab(tab: w["T"], index: 0)) == "T.shouldSelect(N=true) T.didSelect(N)")
        w.run(.tapTab(tab: w["T"], index: 1))
        #expect(w.run(.tapTab(tab: w["T"], index: 1)) == "T.shouldSelect(B=true) T.didSelect(B)")
    }

    /// R101 still holds: programmatic selection asks and tells nobody.
    @Test func R101_selectTabKeepsNoDelegateCalls() {
        var w = Self.tabs()
        w.set("T", ["vetoedTabs": .strings([w["B"].description])])
        #expect(w.run(.selectTab(tab: w["T"], index: 1)) ==
            "B.viewDidLoad B.viewWillAppear N.viewWillDisappear A.viewWillDisappear N.viewDidDisappear A.viewDidDisappear B.viewDidAppear")
    }

    /// R105: a tab bar the user cannot see cannot be tapped: precise error, nothing changed.
    @Test func R105_hiddenTabBarRefusesTaps() {
        var off = World()
        off.vc("A"); off.vc("T", "UITabBarController", children: ["A"])
        #expect(off.refuse(.tapTab(tab: off["T"], index: 0))?.message.contains("is not on screen") == true)

        var w = Self.tabs()
        w.present("C", on: "A", style: .formSheet)   // a sheet on the iPad: T stays on screen, covered
        #expect(w.refuse(.tapTab(tab: w["T"], index: 1))?.message.contains("covered by the presented") == true)

        var h = Self.tabs()
        h.set("D", ["hidesBottomBarWhenPushed": .bool(true)])
        h.push("C", on: "N"); h.push("D", on: "N")
        let e = h.refuse(.tapTab(tab: h["T"], index: 1))
        #expect(e?.code == .invalidState)
        #expect(e?.message.contains("hidesBottomBarWhenPushed") == true)
    }

    /// Bad input: not a tab bar controller, an index out of range, an unknown id in vetoedTabs.
    @Test func badInputIsRefused() {
        var w = Self.tabs()
        #expect(w.refuse(.tapTab(tab: w["N"], index: 0))?.code == .invalidParams)
        #expect(w.refuse(.tapTab(tab: w["T"], index: 2))?.message == "tab index 2 out of range 0..<2")
        #expect(w.refuse(.setProperties(w["T"], ["vetoedTabs": .strings(["vc999"])]))?.code == .notFound)
    }

    /// A tap during the window's transition is refused like any mutation (R56 form).
    @Test func tapDuringTransitionIsRefused() {
        var w = Self.tabs()
        let (_, t) = w.start(.push(nav: w["N"], vc: w["C"], animated: true))
        #expect(w.refuse(.tapTab(tab: w["T"], index: 1))?.code == .invalidState)
        _ = w.finish(t)
    }
}

/// `tab.setViewControllers` at run time (R112, iOS 12 and 13+).
@Suite struct TabViewControllersTests {
    /// R112 (iOS 12): every old child removed — willMove(nil), the shown tab's disappearance,
    /// didMove(nil) — before the new ones are installed (Apple's `viewControllers` reference);
    /// the selected controller stays selected when kept.
    @Test func R112_allOldRemovedBeforeNewInstalled_iOS12() {
        var w = TabTapTests.tabs()
        w.run(.tapTab(tab: w["T"], index: 1))   // B selected
        #expect(w.run(.setTabViewControllers(tab: w["T"], vcs: [w["C"], w["B"]], animated: true)) ==
            "N.willMove(nil) B.willMove(nil) B.viewWillDisappear(fromParent) B.viewDidDisappear(fromParent) N.didMove(nil) B.didMove(nil) C.willMove(T) B.willMove(T) B.viewWillAppear(toParent) B.viewDidAppear(toParent) C.didMove(T) B.didMove(T)")
        #expect(w.info("T").children == [w["C"], w["B"]])
        #expect(w.info("N").parent == nil && w.info("N").window == nil && w.info("A").window == nil)
        #expect(w.info("C").tabBarController == w["T"] && !w.info("C").isViewLoaded)
        #expect(w.run(.tapTab(tab: w["T"], index: 1)) == "T.shouldSelect(B=true) T.didSelect(B)")   // B is still the selected tab
    }

    /// R112 (iOS 13+): the selected controller left, so the first tab appears (viewIsAppearing
    /// before its viewDidAppear, R13a).
    @Test func R112_selectedRemovedSelectsFirst_iOS13() {
        var w = TabTapTests.tabs(ios: .ios13)
        #expect(w.run(.setTabViewControllers(tab: w["T"], vcs: [w["C"]], animated: false)) ==
            "N.willMove(nil) B.willMove(nil) N.viewWillDisappear(fromParent) A.viewWillDisappear N.viewDidDisappear(fromParent) A.viewDidDisappear N.didMove(nil) B.didMove(nil) C.willMove(T) C.viewDidLoad C.viewWillAppear(toParent) C.viewIsAppearing(toParent) C.viewDidAppear(toParent) C.didMove(T)")
        #expect(w.info("C").appearance == .appeared && w.info("N").appearance == .disappeared)
    }

    /// Bad input: an empty list, duplicates, a controller elsewhere, a tab bar as a tab —
    /// nothing changed.
    @Test func R112_badListsAreRefused() {
        var w = TabTapTests.tabs()
        #expect(w.refuse(.setTabViewControllers(tab: w["T"], vcs: [], animated: false))?.code == .invalidParams)
        #expect(w.refuse(.setTabViewControllers(tab: w["T"], vcs: [w["C"], w["C"]], animated: false))?.code == .invalidParams)
        #expect(w.refuse(.setTabViewControllers(tab: w["T"], vcs: [w["A"]], animated: false))?.code == .hierarchyInconsistency)
        w.vc("T2", "UITabBarController", children: [])
        #expect(w.refuse(.setTabViewControllers(tab: w["T"], vcs: [w["T2"]], animated: false))?.code == .unsupported)
        #expect(w.refuse(.setTabViewControllers(tab: w["N"], vcs: [w["C"]], animated: false))?.code == .invalidParams)
    }
}
