import Testing
@testable import HierarchyEngine

/// General appearance rules (R13, R14, R16, R19, R33, R58) and cross-feature combinations.
@Suite struct AppearanceTests {
    @Test func R13_willBeforeTheViewIsInPlaceDidAfter() {
        var w = PresentationTests.basic()
        let (will, t) = w.start(.present(presenter: w["A"], vc: w["B"], animated: true, style: nil, transition: nil))
        #expect(will.contains("B.viewWillAppear"))
        #expect(w.info("B").appearance == .appearing)
        #expect(w.info("A").appearance == .disappearing)
        _ = w.finish(t)
        #expect(w.info("B").appearance == .appeared)
        #expect(w.info("A").appearance == .disappeared)
    }

    @Test func R14_containersDriveChildAppearance() {
        var w = World()
        w.vc("C"); w.vc("P", "UIViewController", ["shouldAutomaticallyForwardAppearanceMethods": .bool(false)], children: ["C"])
        w.showRoot("P")
        #expect(w.info("C").appearance == .disappeared)   // nobody called begin/end yet
        w.run(.beginAppearanceTransition(w["C"], appearing: true, animated: false))
        w.run(.endAppearanceTransition(w["C"]))
        #expect(w.info("C").appearance == .appeared)
    }

    @Test func R16_eachTransitionHasItsOwnOrder() {
        var nav = NavigationTests.nav()
        let push = nav.push("B", on: "N", animated: false)
        var modal = PresentationTests.basic()
        let present = modal.present("B", on: "A", animated: false)
        var tabs = TabBarTests.tabs()
        tabs.showRoot("T")
        let tab = tabs.run(.selectTab(tab: tabs["T"], index: 1))
        func order(_ s: String) -> [String] {
            s.split(separator: " ").map { String($0.split(separator: "(")[0]) }.filter { $0.contains("Appear") || $0.contains("Disappear") }
        }
        #expect(order(push) == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(order(present) == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear"])
        #expect(order(tab) == ["B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear"])
    }

    @Test func R19_movingFlagsOnlyForContainment() {
        var w = NavigationTests.nav()
        #expect(w.push("B", on: "N").contains("B.viewWillAppear(animated,toParent)"))
        #expect(w.pop("N").contains("B.viewWillDisappear(animated,fromParent)"))
        w.present("C", on: "A")
        #expect(!w.dismiss("C").contains("Parent"))
    }

    @Test func R19_revealedControllerIsNotMoving() {
        var w = NavigationTests.nav()
        w.push("B", on: "N")
        #expect(w.pop("N").contains("A.viewWillAppear(animated)"))
    }

    @Test func R33_transitionDoesNotChangeLinks() {
        var w = ContainmentTests.world()
        w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild, .addView, .didMove]))
        w.run(.addChild(parent: w["P"], child: w["D"], steps: [.addChild]))
        w.run(.transition(parent: w["P"], from: w["C"], to: w["D"], duration: 0, animated: false))
        #expect(w.info("P").children == [w["C"], w["D"]])
        #expect(w.info("C").appearance == .disappeared)
        #expect(w.info("D").appearance == .appeared)
    }

    @Test func R58_presentingNothingIsRefused() {
        var w = PresentationTests.basic()
        let e = w.refuse(.present(presenter: w["A"], vc: VCID(0), animated: true, style: nil, transition: nil))
        #expect(e?.code == .notFound)
    }

    @Test(arguments: [Profile.classic, .modern], [PresentationStyle.fullScreen, .formSheet, .overCurrentContext, .popover])
    func presentFromPushedControllerInsideTabsThenUnwind(profile: Profile, style: PresentationStyle) {
        var w = World(profile: profile, screen: World.pad)
        w.vc("H", "UIViewController", ["unwindActions": .strings(["home"])])
        w.vc("N", "UINavigationController", children: ["H"]); w.vc("X"); w.vc("T", "UITabBarController", children: ["N", "X"])
        w.vc("D"); w.vc("M")
        w.showRoot("T")
        w.push("D", on: "N")
        w.present("M", on: "D", style: style)
        w.run(.selectTab(tab: w["T"], index: 0))
        w.run(.unwind(source: w["M"], action: "home"))
        #expect(w.lastResult == .unwound(destination: w["H"], dismissed: [w["M"]], popped: [w["D"]]))
        #expect(w.info("H").appearance == .appeared)
        #expect(w.info("M").window == nil)
    }

    @Test(arguments: [SizeClass.compact, .regular])
    func traitChangesDuringStackOfPresentations(width: SizeClass) {
        var w = World(screen: World.pad)
        w.vc("A"); w.vc("B"); w.vc("C"); w.showRoot("A")
        w.present("B", on: "A", style: .pageSheet)
        w.present("C", on: "B", style: .formSheet)
        w.run(.setTraits(window: w.window, horizontal: width, vertical: nil))
        let removes = width == .compact
        #expect(w.info("A").appearance == (removes ? .disappeared : .appeared))
        #expect(w.info("B").appearance == (removes ? .disappeared : .appeared))
        w.dismiss("A")
        #expect(w.info("A").appearance == .appeared)
    }

    @Test func manualForwardingContainerInsideNavigation() {
        var w = NavigationTests.nav()
        w.vc("G")
        w.vc("M", "UIViewController", ["shouldAutomaticallyForwardAppearanceMethods": .bool(false)], children: ["G"])
        let s = w.push("M", on: "N", animated: false)
        #expect(!s.contains("G."))
        w.checkInvariants()
    }

    @Test func windowDestroyedDuringNothingPendingOnly() {
        var w = PresentationTests.basic()
        let (_, t) = w.start(.present(presenter: w["A"], vc: w["B"], animated: true, style: nil, transition: nil))
        #expect(w.refuse(.destroyWindow(w.window))?.code == .invalidState)
        #expect(w.refuse(.setTraits(window: w.window, horizontal: .compact, vertical: nil))?.code == .invalidState)
        #expect(w.refuse(.rotate(.landscapeLeft))?.code == .invalidState)
        _ = w.finish(t)
        w.run(.destroyWindow(w.window))
    }
}
