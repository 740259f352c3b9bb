import Testing
@testable import HierarchyEngine

/// UITabBarController's More navigation controller (uikit-rules R114-R117; every supported iOS,
/// tested on 12 and 13+): six tabs on the iPhone idiom show four and More (Apple's
/// UITabBarController overview, [doc]); `selectedIndex` is NSNotFound (nil) while the More list
/// is shown (Apple's `selectedIndex` reference, [doc]); a tab of the More list is pushed onto the
/// More navigation controller; a re-tap on More pops to the list (R103). The callbacks of a
/// programmatic selection into More and of a tab popped back are [inf] (documented).
@Suite struct MoreNavigationTests {
    /// T: a tab bar with A, B, C, D, E, F on a phone (E and F in the More list); G free.
    static func six(ios: IOSVersion = .ios12, screen: ScreenSpec = World.phone) -> World {
        var w = World(ios: ios, screen: screen)
        for x in ["A", "B", "C", "D", "E", "F", "G"] { w.vc(x) }
        w.vc("T", "UITabBarController", children: ["A", "B", "C", "D", "E", "F"])
        w.showRoot("T")
        return w
    }

    /// Names the More navigation controller `More` and its list `List` once it exists.
    static func nameMore(_ w: inout World) {
        guard let m = w.h.nodes[w["T"]]?.moreNavigation else { return }
        w.nameIt(m, "More")
        w.nameIt(w.h.nodes[m]!.children[0], "List")
    }

    /// R114: five items fit on a phone; six make four and More. On a pad (eight fit, [inf])
    /// six tabs have no More item: tab.tapMore is refused, nothing changed.
    @Test func R114_capacityByIdiom() {
        let w = Self.six()
        #expect(w.h.overflowStart(w["T"]) == 4)
        var pad = Self.six(screen: World.pad)
        #expect(pad.h.overflowStart(pad["T"]) == nil)
        let e = pad.refuse(.tapMore(tab: pad["T"]))
        #expect(e?.message.contains("has no More item: its 6 tabs fit on the tab bar (at most 8 on the pad idiom)") == true)
        var five = World(screen: World.phone)
        for x in ["A", "B", "C", "D", "E"] { five.vc(x) }
        five.vc("T", "UITabBarController", children: ["A", "B", "C", "D", "E"])
        five.showRoot("T")
        #expect(five.h.overflowStart(five["T"]) == nil)
    }

    /// R114 on tvOS: "The More interface is not available in tvOS" (Apple's `viewControllers`)
    /// [doc]: nine tabs on the TV idiom are all on the bar — no tab is in a More list, tab.tapMore
    /// is refused with why, nothing changed, and a programmatic selection of the last tab selects
    /// it directly (no More navigation controller is made).
    @Test func R114_tvOSHasNoMoreItem() {
        let tv = ScreenSpec(name: "Apple TV", width: 1920, height: 1080, scale: 2, idiom: .tv, isMain: true)
        var w = World(screen: tv)
        let names = ["A", "B", "C", "D", "E", "F", "G", "H", "I"]
        for x in names { w.vc(x) }
        w.vc("T", "UITabBarController", children: names)
        w.showRoot("T")
        #expect(w.h.overflowStart(w["T"]) == nil)
        let e = w.refuse(.tapMore(tab: w["T"]))
        #expect(e?.message.contains("has no More item: tvOS keeps every tab on the tab bar") == true, "\(e?.message ?? "")")
        _ = w.run(.selectTab(tab: w["T"], index: 8))
        #expect(w.h.nodes[w["T"]]?.moreNavigation == nil)
        #expect(w.h.reportedSelectedIndex(w["T"]) == 8)
    }

    /// R117 (iOS 12): a tap on More asks the delegate with the More navigation controller
    /// (index nil), switches to it as to a tab (R99: the list loads and appears, A disappears),
    /// then didSelect; selectedIndex is nil (NSNotFound), selectedViewController the More
    /// navigation controller (R115). The tree shows it after the tabs, the More list at its root.
    @Test func R115_R117_tapMoreShowsTheList_iOS12() {
        var w = Self.six()
        _ = w.h.moreNavigation(of: w["T"])   // made on the first need, without callbacks: named ahead
        Self.nameMore(&w)
        #expect(w.run(.tapMore(tab: w["T"])) ==
            "T.shouldSelect(More=true) More.viewDidLoad More.viewWillAppear List.viewDidLoad List.viewWillAppear A.viewWillDisappear A.viewDidDisappear More.viewDidAppear List.viewDidAppear T.didSelect(More)")
        #expect(w.lastResult == .tabTapped(selected: true, popped: [], selectedIndex: nil, selectedViewController: w["More"]))
        #expect(w.h.reportedSelectedIndex(w["T"]) == nil)
        // viewControllers does not include it; its parent is the tab bar controller.
        #expect(w.info("T").children == ["A", "B", "C", "D", "E", "F"].map { w[$0] })
        #expect(w.info("More").parent == w["T"])
        #expect(w.info("More").className == "UIMoreNavigationController")
        #expect(w.info("List").title == "More" && w.info("List").navigationController == w["More"])
        let tree = w.h.tree(of: w["T"]).map { "\(w.name($0.vc))/\($0.childCount)" }
        #expect(tree == ["T/7", "A/0", "B/0", "C/0", "D/0", "E/0", "F/0", "More/1", "List/0"])
    }

    /// R116 (iOS 12): a tap on a row of the More list pushes the tab onto the More navigation
    /// controller, animated, with a push's callbacks (R38), and no tab bar delegate call;
    /// selectedIndex is then the tab's index. A re-tap on More pops back to the list (R103),
    /// the tab going back to the tab bar controller's list; selectedIndex nil again.
    @Test func R116_R117_rowPushesAndMoreRetapPops_iOS12() {
        var w = Self.six()
        w.run(.tapMore(tab: w["T"]))
        Self.nameMore(&w)
        #expect(w.run(.tapTab(tab: w["T"], index: 5)) ==
            "F.willMove(More) F.viewDidLoad List.viewWillDisappear(animated) F.viewWillAppear(animated,toParent) | List.viewDidDisappear(animated) F.viewDidAppear(animated,toParent) F.didMove(More)")
        #expect(w.lastResult == .tabTapped(selected: true, popped: [], selectedIndex: 5, selectedViewController: w["F"]))
        #expect(w.info("F").parent == w["More"] && w.info("F").navigationController == w["More"])
        #expect(w.info("F").tabBarController == w["T"])
        #expect(w.info("T").children == ["A", "B", "C", "D", "E", "F"].map { w[$0] })
        let tree = w.h.tree(of: w["T"]).map { "\(w.name($0.vc))/\($0.childCount)" }
        #expect(tree == ["T/6", "A/0", "B/0", "C/0", "D/0", "E/0", "More/2", "List/0", "F/0"])
        #expect(w.run(.tapMore(tab: w["T"])) ==
            "T.shouldSelect(More=true) F.willMove(nil) F.viewWillDisappear(animated,fromParent) List.viewWillAppear(animated) T.didSelect(More) | F.viewDidDisappear(animated,fromParent) List.viewDidAppear(animated) F.didMove(nil)")
        #expect(w.lastResult == .tabTapped(selected: true, popped: [w["F"]], selectedIndex: nil, selectedViewController: w["More"]))
        #expect(w.info("F").parent == w["T"] && w.info("F").window == w.info("T").window)
    }

    /// R116 [inf] (iOS 13: viewIsAppearing): selectedIndex set in code to a tab of the More list
    /// selects More with that tab pushed (not animated): F.willMove(More), the switch (R99 with
    /// the More navigation controller forwarding to F), F.didMove(More); tab.select back to a
    /// bar tab leaves More (its stack stays).
    @Test func R116_programmaticSelectionIntoMore_iOS13() {
        var w = Self.six(ios: .ios13)
        #expect(w.run(.selectTab(tab: w["T"], index: 4)).contains("E.viewWillAppear"))
        Self.nameMore(&w)
        #expect(w.h.reportedSelectedIndex(w["T"]) == 4 && w.h.reportedSelectedViewController(w["T"]) == w["E"])
        #expect(w.info("E").parent == w["More"] && w.info("A").appearance == .disappeared)
        // Another tab of the More list replaces E on the stack; E goes back to the tab bar.
        #expect(w.run(.selectTab(tab: w["T"], index: 5)) ==
            "F.willMove(More) E.willMove(nil) F.viewDidLoad E.viewWillDisappear(fromParent) F.viewWillAppear(toParent) F.viewIsAppearing(toParent) E.viewDidDisappear(fromParent) F.viewDidAppear(toParent) E.didMove(nil) F.didMove(More)")
        #expect(w.info("E").parent == w["T"])
        #expect(w.run(.selectTab(tab: w["T"], index: 1)) ==
            "B.viewDidLoad B.viewWillAppear More.viewWillDisappear F.viewWillDisappear B.viewIsAppearing More.viewDidDisappear F.viewDidDisappear B.viewDidAppear")
        #expect(w.h.reportedSelectedIndex(w["T"]) == 1)
        // A tap on More shows the stack as it was left (F on top).
        #expect(w.run(.tapMore(tab: w["T"])).contains("F.viewWillAppear"))
        #expect(w.h.reportedSelectedIndex(w["T"]) == 5)
    }

    /// Bad input, nothing changed: a row tap while the More list is not on screen; a More tap on
    /// a hidden tab bar (R105); an index out of range; a vetoed More (R102).
    @Test func R116_R117_refusals() {
        var w = Self.six()
        #expect(w.refuse(.tapTab(tab: w["T"], index: 4))?.message.contains("is in the More list, which is not on screen: tap More first (tab.tapMore)") == true)
        #expect(w.refuse(.tapTab(tab: w["T"], index: 6))?.message.contains("tab index 6 out of range 0..<6") == true)
        w.present("G", on: "T", style: .fullScreen)
        #expect(w.refuse(.tapMore(tab: w["T"]))?.message.contains("is not on screen") == true)
        var v = Self.six()
        v.run(.tapMore(tab: v["T"]))
        Self.nameMore(&v)
        v.run(.selectTab(tab: v["T"], index: 0))
        v.set("T", ["vetoedTabs": .strings([v["More"].description])])
        #expect(v.run(.tapMore(tab: v["T"])) == "T.shouldSelect(More=false)")
        #expect(v.lastResult == .tabTapped(selected: false, popped: [], selectedIndex: 0, selectedViewController: v["A"]))
    }

    /// R112 with More: new tabs while a tab of the More list is shown: every old tab's willMove,
    /// what is shown disappears (the More navigation controller forwarding to F; the first of
    /// them carries isMovingFromParent as R112's shown tab does [inf]), the More navigation
    /// controller goes back to its list, every old tab's didMove, then the new ones installed;
    /// the first tab is selected.
    @Test func R112_R115_setViewControllersWhileMoreIsShown() {
        var w = Self.six()
        w.run(.selectTab(tab: w["T"], index: 5))
        Self.nameMore(&w)
        let text = w.run(.setTabViewControllers(tab: w["T"], vcs: [w["A"], w["B"]], animated: false))
        #expect(text == "A.willMove(nil) B.willMove(nil) C.willMove(nil) D.willMove(nil) E.willMove(nil) F.willMove(nil) More.viewWillDisappear(fromParent) F.viewWillDisappear More.viewDidDisappear(fromParent) F.viewDidDisappear A.didMove(nil) B.didMove(nil) C.didMove(nil) D.didMove(nil) E.didMove(nil) F.didMove(nil) A.willMove(T) B.willMove(T) A.viewWillAppear(toParent) A.viewDidAppear(toParent) A.didMove(T) B.didMove(T)")
        #expect(w.info("T").children == [w["A"], w["B"]])
        #expect(w.h.reportedSelectedIndex(w["T"]) == 0 && w.info("A").appearance == .appeared)
        #expect(w.info("F").parent == nil && w.info("F").window == nil)
        #expect(w.h.nodes[w["More"]]!.children == [w["List"]])
    }

    /// Restoration (RS1) with More: the More navigation controller is not preserved; a tab of the
    /// More list that was shown comes back as a plain tab and the first tab is selected [dec];
    /// the restored hierarchy keeps every invariant (checked by `restart`).
    @Test func R115_restorationSelectsTheFirstTab() {
        var w = World(screen: World.phone)
        for x in ["A", "B", "C", "D", "E", "F"] { w.vc(x, "UIViewController", RestorationTests.rid(x)) }
        w.vc("T", "UITabBarController", RestorationTests.rid("T"), children: ["A", "B", "C", "D", "E", "F"])
        w.showRoot("T")
        w.run(.selectTab(tab: w["T"], index: 5))
        let (r, _) = RestorationTests.restart(w)
        #expect(r.h.reportedSelectedIndex(r["T"]) == 0)
        #expect(r.info("F").parent == r["T"] && r.info("A").appearance == .appeared)
    }
}
