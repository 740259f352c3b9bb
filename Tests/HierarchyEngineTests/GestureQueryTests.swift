import Testing
@testable import HierarchyEngine

/// The gesture refusal queries (issue 24 §5): `tabTapRefusal`, `backSwipeRefusal`,
/// `pullDownRefusal` / `pullDownDismisses` and `pageSwipeRefusal` answer exactly what the
/// gesture's operation would throw (the same function serves both), and `userGestures` — what
/// `tree` lists as `gestures` — holds a gesture exactly when its query says yes. Transitions run
/// on the engine's manual clock (`World.start` / `finish`), never a sleep.
@Suite struct GestureQueryTests {
    /// The gestures `tree` lists on `name`'s entry.
    static func treeGestures(_ w: World, _ name: String) -> UserGestures? {
        w.h.windows().lazy.flatMap { w.h.tree(window: $0.window) }.first { $0.vc == w[name] }?.gestures
    }

    /// R102-R105 (iOS 12): a visible tab bar can be tapped; covered, hidden by
    /// `hidesBottomBarWhenPushed`, or during a transition it cannot — with `tapTab`'s own refusal.
    @Test func R105_tabTapQueryIsTheTapsCheck_iOS12() {
        var w = World()
        w.vc("A"); w.vc("B"); w.vc("H", "UIViewController", ["hidesBottomBarWhenPushed": .bool(true)]); w.vc("S")
        w.vc("N", "UINavigationController", children: ["A"])
        w.vc("T", "UITabBarController", children: ["N", "B"])
        w.showRoot("T")
        #expect(w.h.tabTapRefusal(w["T"]) == nil)
        #expect(w.h.userGestures(w["T"]) == [.tapTab] && Self.treeGestures(w, "T") == [.tapTab])
        // During an animated push the window's transition refuses the tap.
        let (_, t) = w.start(.push(nav: w["N"], vc: w["H"], animated: true))
        #expect(w.h.tabTapRefusal(w["T"]) != nil)
        #expect(w.h.tabTapRefusal(w["T"]) == w.refuse(.tapTab(tab: w["T"], index: 1)))
        #expect(w.h.userGestures(w["T"]) == [])
        _ = w.finish(t)
        // R105: H was pushed with hidesBottomBarWhenPushed: the bar is hidden.
        let hidden = w.h.tabTapRefusal(w["T"])
        #expect(hidden?.message.contains("hidesBottomBarWhenPushed") == true)
        #expect(hidden == w.refuse(.tapTab(tab: w["T"], index: 1)))
        #expect(w.h.userGestures(w["T"]) == [])
        w.pop("N")
        #expect(w.h.userGestures(w["T"]) == [.tapTab])
        // Under a full-screen presentation (the tab bar controller has disappeared).
        w.present("S", on: "A", style: .fullScreen)
        let covered = w.h.tabTapRefusal(w["T"])
        #expect(covered?.message.contains("is not on screen") == true)
        #expect(covered == w.refuse(.tapTab(tab: w["T"], index: 0)))
        #expect(Self.treeGestures(w, "T") == [])
    }

    /// R106 (iOS 7+, tested on 12): a back swipe needs a controller above the root and a
    /// navigation controller the user can touch; the query is `interactivePop`'s check.
    @Test func R106_backSwipeQueryIsTheSwipesCheck_iOS12() {
        var w = World()
        w.vc("A"); w.vc("B"); w.vc("S")
        w.vc("N", "UINavigationController", children: ["A"])
        w.showRoot("N")
        let root = w.h.backSwipeRefusal(nav: w["N"])
        #expect(root?.message.contains("has nothing to pop") == true)
        #expect(root == w.refuse(.interactivePop(nav: w["N"], outcome: .finish)))
        #expect(w.h.userGestures(w["N"]) == [])
        w.push("B", on: "N", animated: false)
        #expect(w.h.backSwipeRefusal(nav: w["N"]) == nil)
        #expect(Self.treeGestures(w, "N") == [.swipeBack, .tapBack])
        w.present("S", on: "B", style: .fullScreen)
        let covered = w.h.backSwipeRefusal(nav: w["N"])
        #expect(covered == w.refuse(.interactivePop(nav: w["N"], outcome: .cancel)))
        #expect(covered?.message.contains("is not on screen") == true)
        #expect(w.h.userGestures(w["N"]) == [])
        // A form sheet leaves N appeared but covers it.
        w.dismiss("S", animated: false)
        w.present("S", on: "B", style: .formSheet)
        let sheet = w.h.backSwipeRefusal(nav: w["N"])
        #expect(sheet?.message.contains("covered by the presented") == true)
        #expect(sheet == w.refuse(.interactivePop(nav: w["N"], outcome: .finish)))
    }

    /// R108-R109 (iOS 13+): a page sheet can be pulled and a pull dismisses it; with
    /// `isModalInPresentation` (or the delegate saying no) the pull is allowed but holds, so
    /// `tree` lists no `pullDown`; full screen, iOS 12, or not the top presentation: the
    /// operation's refusal.
    @Test func R108_R109_pullDownQueryIsThePullsCheck_iOS13() {
        var w = World(ios: .ios13)
        w.vc("A"); w.vc("S"); w.vc("F"); w.vc("M", "UIViewController", ["isModalInPresentation": .bool(true)])
        w.showRoot("A")
        w.present("S", on: "A", style: .pageSheet)
        #expect(w.h.pullDownRefusal(w["S"]) == nil && w.h.pullDownDismisses(w["S"]))
        #expect(Self.treeGestures(w, "S") == [.pullDown])
        // Not the top presentation once S presents F.
        w.present("F", on: "S", style: .fullScreen)
        let notTop = w.h.pullDownRefusal(w["S"])
        #expect(notTop?.message.contains("is not the top presentation") == true)
        #expect(notTop == w.refuse(.interactiveDismiss(w["S"], outcome: .finish)))
        #expect(w.h.userGestures(w["S"]) == [])
        // Full screen cannot be pulled.
        let full = w.h.pullDownRefusal(w["F"])
        #expect(full?.message.contains("only a page or form sheet can be pulled down") == true)
        #expect(full == w.refuse(.interactiveDismiss(w["F"], outcome: .finish)))
        w.dismiss("F", animated: false)
        w.dismiss("S", animated: false)
        // R109: isModalInPresentation holds the sheet: allowed, not dismissing.
        w.present("M", on: "A", style: .pageSheet)
        #expect(w.h.pullDownRefusal(w["M"]) == nil && !w.h.pullDownDismisses(w["M"]))
        #expect(Self.treeGestures(w, "M") == [])
        // R108: the delegate's presentationControllerShouldDismiss false holds it too.
        w.set("M", ["isModalInPresentation": .bool(false), "presentationControllerShouldDismiss": .bool(false)])
        #expect(!w.h.pullDownDismisses(w["M"]) && w.h.userGestures(w["M"]) == [])
        w.set("M", ["presentationControllerShouldDismiss": .bool(true)])
        #expect(w.h.userGestures(w["M"]) == [.pullDown])
        // Not presented.
        #expect(w.h.pullDownRefusal(w["A"]) == w.refuse(.interactiveDismiss(w["A"], outcome: .finish)))
    }

    /// R108 on iOS 12: no card sheets, so no pull at all (`unsupported`).
    @Test func R108_noPullDownBeforeIOS13_iOS12() {
        var w = World(ios: .ios12)
        w.vc("A"); w.vc("S")
        w.showRoot("A")
        w.present("S", on: "A", style: .formSheet)
        let e = w.h.pullDownRefusal(w["S"])
        #expect(e?.code == .unsupported)
        #expect(e == w.refuse(.interactiveDismiss(w["S"], outcome: .finish)))
        #expect(w.h.userGestures(w["S"]) == [])
    }

    /// R124-R125 (iOS 12): a swipe turns to declared pages while there are some that way; at
    /// the first page only forward; the query is `swipePage`'s check.
    @Test func R124_pageSwipeQueryIsTheSwipesCheck_iOS12() {
        var w = PageViewControllerTests.pages()
        let none = w.h.pageSwipeRefusal(w["P"], direction: .forward)
        #expect(none?.message.contains("shows no page yet") == true)
        #expect(none == w.refuse(.swipePage(page: w["P"], direction: .forward, outcome: .finish)))
        w.run(.setPageViewControllers(page: w["P"], vcs: [w["A"]], direction: .forward, animated: false))
        #expect(w.h.pageSwipeRefusal(w["P"], direction: .forward) == nil)
        let edge = w.h.pageSwipeRefusal(w["P"], direction: .reverse)
        #expect(edge?.message.contains("nothing to swipe to") == true)
        #expect(edge == w.refuse(.swipePage(page: w["P"], direction: .reverse, outcome: .finish)))
        #expect(Self.treeGestures(w, "P") == [.swipeForward])
        w.run(.swipePage(page: w["P"], direction: .forward, outcome: .finish))
        #expect(w.h.userGestures(w["P"]) == [.swipeForward, .swipeReverse])
        #expect(UserGestures([.swipeForward, .swipeReverse, .tapTab]).names == ["tapTab", "swipeForward", "swipeReverse"])
    }
}

/// R114, R116, R117 (iOS 26, the phone idiom): a tab bar with more tabs than it shows lists
/// `tapMore`, and each tab lists `tapItem` exactly when `tabItemRefusal` — the check `tab.tap`
/// throws — lets the user tap it: the four tabs on the bar; a tab of the More list only while
/// that list is on screen (issue 40 point 4: explore tapped hidden tabs and reported the refusals
/// as problems).
@Suite struct MoreTabGestureTests {
    @Test func theBarsTabsAndThenTheMoreListsRowsAreTappable() {
        var w = World(ios: .ios26, screen: World.phone)
        let tabs = (0..<6).map { "T\($0)" }
        for t in tabs { w.vc(t) }
        w.vc("Bar", "UITabBarController", children: tabs)
        w.showRoot("Bar")
        func tappable() -> [String] { tabs.filter { w.h.userGestures(w[$0]).contains(.tapItem) } }
        func refused(_ i: Int) -> Bool { w.h.tabItemRefusal(w["Bar"], index: i) != nil }
        #expect(w.h.userGestures(w["Bar"]) == [.tapTab, .tapMore])
        #expect(tappable() == ["T0", "T1", "T2", "T3"])
        #expect((0..<6).map(refused) == [false, false, false, false, true, true])
        // The refusal is tab.tap's own.
        #expect(w.refuse(.tapTab(tab: w["Bar"], index: 4))?.message == w.h.tabItemRefusal(w["Bar"], index: 4)?.message)
        // More shows its list: its rows are tappable too.
        w.run(.tapMore(tab: w["Bar"]))
        #expect(tappable() == tabs)
        // A row pushed over the list: no row is on screen (the pushed tab is the More
        // navigation controller's now).
        w.run(.tapTab(tab: w["Bar"], index: 4))
        #expect(tappable() == ["T0", "T1", "T2", "T3"])
        #expect(refused(5))
        // Five tabs fit: no More item.
        var five = World(ios: .ios26, screen: World.phone)
        for t in tabs.prefix(5) { five.vc(t) }
        five.vc("Bar", "UITabBarController", children: Array(tabs.prefix(5)))
        five.showRoot("Bar")
        #expect(five.h.userGestures(five["Bar"]) == [.tapTab])
        #expect(tabs.prefix(5).allSatisfy { five.h.userGestures(five[$0]).contains(.tapItem) })
    }
}
