import Testing
@testable import HierarchyEngine

/// R13a, `viewIsAppearing(_:)`: iOS 17 API back-deployed to iOS 13, absent on iOS 12. Apple's
/// reference: called once per appearance, after `viewWillAppear(_:)`, once the view is in the
/// hierarchy and laid out, before `viewDidAppear(_:)`; WWDC23 "What's new in UIKit" draws it
/// between the two. No published console log shows its place among other controllers'
/// callbacks, so the order below is [inf] (docs/uikit-rules.md R13a): the appearing
/// controllers get it in their `viewWillAppear` order (parent first) once every will-phase
/// callback of the transition has run, before any did-phase callback.
@Suite struct ViewIsAppearingTests {
    /// Visible navigation controller N with root A; free B.
    static func nav(_ ios: IOSVersion) -> World {
        var w = World(ios: ios)
        w.vc("A"); w.vc("B")
        w.vc("N", "UINavigationController", children: ["A"])
        w.showRoot("N")
        return w
    }

    /// Visible root A; free B.
    static func root(_ ios: IOSVersion, screen: ScreenSpec = World.pad) -> World {
        var w = World(ios: ios, screen: screen)
        w.vc("A"); w.vc("B")
        w.showRoot("A")
        return w
    }

    @Test func R13a_iOS17_windowRootAppearsWithViewIsAppearing() {
        var w = World(ios: .ios17)
        w.vc("A")
        #expect(w.showRoot("A") == "window.becameKey A.viewDidLoad A.viewWillAppear A.viewIsAppearing A.viewDidAppear")
    }

    @Test func R13a_R38_iOS17_push() {
        var w = Self.nav(.ios17)
        #expect(w.push("B", on: "N") ==
            "B.willMove(N) B.viewDidLoad A.viewWillDisappear(animated) B.viewWillAppear(animated,toParent) B.viewIsAppearing(animated,toParent) | A.viewDidDisappear(animated) B.viewDidAppear(animated,toParent) B.didMove(N)")
    }

    @Test func R13a_R39_iOS17_pop() {
        var w = Self.nav(.ios17)
        w.push("B", on: "N", animated: false)
        #expect(w.pop("N") ==
            "B.willMove(nil) B.viewWillDisappear(animated,fromParent) A.viewWillAppear(animated) A.viewIsAppearing(animated) | B.viewDidDisappear(animated,fromParent) A.viewDidAppear(animated) B.didMove(nil)")
    }

    @Test func R13a_iOS17_presentFullScreen() {
        var w = Self.root(.ios17)
        #expect(w.present("B", on: "A", style: .fullScreen) ==
            "B.viewDidLoad A.viewWillDisappear(animated) B.viewWillAppear(animated,presented) B.viewIsAppearing(animated,presented) | B.viewDidAppear(animated,presented) A.viewDidDisappear(animated) B.completion(A)")
        // Dismissing: the presenter reappears and gets viewIsAppearing before its viewDidAppear.
        #expect(w.dismiss("B") ==
            "B.viewWillDisappear(animated,dismissed) A.viewWillAppear(animated) A.viewIsAppearing(animated) | A.viewDidAppear(animated) B.viewDidDisappear(animated,dismissed) B.dismissCompletion")
    }

    /// A sheet (iOS 13+ keeps the presenter): only the sheet appears.
    @Test func R13a_R72_iOS17_presentSheetOnAPhone() {
        var w = Self.root(.ios17, screen: World.phone)
        #expect(w.present("B", on: "A", style: .formSheet) ==
            "B.viewDidLoad B.viewWillAppear(animated,presented) B.viewIsAppearing(animated,presented) | B.viewDidAppear(animated,presented) B.completion(A)")
        #expect(w.info("A").appearance == .appeared)
    }

    /// Tab switch (R99): the new tab's viewIsAppearing comes after the old tab's viewWillDisappear
    /// (the will phase), before its viewDidDisappear.
    @Test func R13a_R99_iOS17_tabSwitch() {
        var w = World(ios: .ios17)
        w.vc("A"); w.vc("B")
        w.vc("T", "UITabBarController", children: ["A", "B"])
        #expect(w.showRoot("T") ==
            "window.becameKey T.viewDidLoad T.viewWillAppear A.viewDidLoad A.viewWillAppear T.viewIsAppearing A.viewIsAppearing T.viewDidAppear A.viewDidAppear")
        #expect(w.run(.selectTab(tab: w["T"], index: 1)) ==
            "B.viewDidLoad B.viewWillAppear A.viewWillDisappear B.viewIsAppearing A.viewDidDisappear B.viewDidAppear")
    }

    /// An embed segue's child (C7) appears with its parent: parent first, both before either
    /// viewDidAppear.
    @Test func R13a_C7_iOS17_embeddedChildAppearsAfterItsParent() {
        var w = World(ios: .ios17, screen: World.pad, catalog: SegueTests.catalog)
        let out = try! w.h.apply(.createWindow(screen: nil, root: nil, storyboard: "Main", identifier: nil, makeKeyAndVisible: true))
        guard case .completed(.windowCreated(_, let root?)) = out.status else { Issue.record("no window"); return }
        w.nameIt(root, "N")
        w.nameIt(w.h.controller(root)!.children[0], "H")
        w.run(.instantiate(storyboard: "Main", identifier: "Container"))
        guard case .controller(let c) = w.lastResult else { Issue.record("no container"); return }
        w.nameIt(c, "C"); w.nameIt(w.h.controller(c)!.children[0], "E")
        #expect(w.present("C", on: "H", animated: false, style: .fullScreen) ==
            "C.prepare(embedChild,embed,E) E.viewDidLoad E.willMove(C) E.didMove(C) C.viewDidLoad N.viewWillDisappear H.viewWillDisappear C.viewWillAppear(presented) E.viewWillAppear "
            + "C.viewIsAppearing(presented) E.viewIsAppearing C.viewDidAppear(presented) E.viewDidAppear N.viewDidDisappear H.viewDidDisappear C.completion(N)")
    }

    /// A custom container: a child's view added to a visible parent appears at once (R30), and
    /// `transition(from:to:)` (R34) gives the incoming child viewIsAppearing before the animation.
    @Test func R13a_R30_R34_iOS17_customContainer() {
        var w = World(ios: .ios17)
        w.vc("P"); w.vc("C"); w.vc("D")
        w.showRoot("P")
        #expect(w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild, .addView, .didMove])) ==
            "C.willMove(P) C.viewDidLoad C.viewWillAppear(toParent) C.viewIsAppearing(toParent) C.viewDidAppear(toParent) C.didMove(P)")
        w.run(.addChild(parent: w["P"], child: w["D"], steps: [.addChild]))
        w.run(.removeFromParent(w["C"], steps: [.willMove]))
        let (will, t) = w.start(.transition(parent: w["P"], from: w["C"], to: w["D"], duration: 0.3, animated: true))
        #expect(will == "D.viewDidLoad D.viewWillAppear(animated,toParent) C.viewWillDisappear(animated,fromParent) D.viewIsAppearing(animated,toParent)")
        #expect(w.finish(t) == "C.viewDidDisappear(animated,fromParent) D.viewDidAppear(animated,toParent)")
        w.checkInvariants()
    }

    /// Apple back-deployed the method to iOS 13: the same push on iOS 13 has it.
    @Test func R13a_iOS13_pushHasViewIsAppearing() {
        var w = Self.nav(.ios13)
        #expect(w.push("B", on: "N").contains("B.viewWillAppear(animated,toParent) B.viewIsAppearing(animated,toParent) |"))
    }

    /// iOS 12 has no viewIsAppearing: the same transitions without it.
    @Test func R13a_iOS12_noViewIsAppearing() {
        var w = Self.nav(.ios12)
        #expect(w.push("B", on: "N") ==
            "B.willMove(N) B.viewDidLoad A.viewWillDisappear(animated) B.viewWillAppear(animated,toParent) | A.viewDidDisappear(animated) B.viewDidAppear(animated,toParent) B.didMove(N)")
        var r = Self.root(.ios12)
        #expect(!r.present("B", on: "A", style: .fullScreen).contains("viewIsAppearing"))
    }

    /// Every version from 13 on emits it exactly once per appearance.
    @Test(arguments: IOSVersion.supported)
    func R13a_onceForEachViewWillAppear(ios: IOSVersion) {
        var w = Self.nav(ios)
        let events = w.push("B", on: "N") + " " + w.pop("N")
        let words = events.split(separator: " ")
        let wills = words.filter { $0.contains(".viewWillAppear") }.count
        let isAppearing = words.filter { $0.contains(".viewIsAppearing") }.count
        #expect(isAppearing == (ios >= .ios13 ? wills : 0))
        #expect(wills == 2)
    }
}
