import Testing
@testable import HierarchyEngine

/// Custom containers (R24-R36) and manual appearance forwarding (R29).
@Suite struct ContainmentTests {
    /// Visible plain root P; free C, D.
    static func world() -> World {
        var w = World()
        w.vc("P"); w.vc("C"); w.vc("D")
        w.showRoot("P")
        return w
    }

    @Test func R24_R25_R26_addChildDefaultSteps() {
        var w = Self.world()
        #expect(w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild, .addView, .didMove])) ==
            "C.willMove(P) C.viewDidLoad C.viewWillAppear(toParent) C.viewDidAppear(toParent) C.didMove(P)")
        #expect(w.info("C").parent == w["P"])
        #expect(w.info("P").children == [w["C"]])
    }

    @Test func R25_addChildAloneCallsWillMoveOnly() {
        var w = Self.world()
        #expect(w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild])) == "C.willMove(P)")
        #expect(w.info("C").appearance == .disappeared)
        #expect(w.info("C").window == w.window)
    }

    @Test func R26_forgettingDidMove() {
        var w = Self.world()
        #expect(w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild, .addView])) ==
            "C.willMove(P) C.viewDidLoad C.viewWillAppear(toParent) C.viewDidAppear(toParent)")
        // a later add of the view still counts as moving to the parent until didMove
        #expect(w.run(.addChild(parent: w["P"], child: w["C"], steps: [.didMove])) == "C.didMove(P)")
    }

    @Test func R27_removeDefaultSteps() {
        var w = Self.world()
        w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild, .addView, .didMove]))
        #expect(w.run(.removeFromParent(w["C"], steps: [.willMove, .removeView, .removeFromParent])) ==
            "C.willMove(nil) C.viewWillDisappear(fromParent) C.viewDidDisappear(fromParent) C.didMove(nil)")
        #expect(w.info("C").parent == nil)
        #expect(w.info("C").window == nil)
    }

    @Test func R27_removeFromParentAloneCallsDidMove() {
        var w = Self.world()
        w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild, .didMove]))
        #expect(w.run(.removeFromParent(w["C"], steps: [.removeFromParent])) == "C.didMove(nil)")
    }

    @Test func R28_addChildWithAnotherParentRemovesItFirst() {
        var w = Self.world()
        w.vc("Q")
        w.run(.addChild(parent: w["P"], child: w["Q"], steps: [.addChild, .addView, .didMove]))
        w.run(.addChild(parent: w["Q"], child: w["C"], steps: [.addChild, .addView, .didMove]))
        #expect(w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild, .addView, .didMove])) ==
            "C.viewWillDisappear(fromParent) C.viewDidDisappear(fromParent) C.didMove(nil) C.willMove(P) C.viewWillAppear(toParent) C.viewDidAppear(toParent) C.didMove(P)")
        #expect(w.info("Q").children.isEmpty)
        #expect(w.info("C").parent == w["P"])
    }

    @Test func R29_manualForwardingLeavesChildrenAlone() {
        var w = World()
        w.vc("P", "UIViewController", ["shouldAutomaticallyForwardAppearanceMethods": .bool(false)]); w.vc("C")
        w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild, .addView, .didMove]))
        #expect(w.showRoot("P") == "window.becameKey P.viewDidLoad P.viewWillAppear P.viewDidAppear")
        #expect(w.run(.beginAppearanceTransition(w["C"], appearing: true, animated: true)) == "C.viewDidLoad C.viewWillAppear(animated)")
        #expect(w.run(.endAppearanceTransition(w["C"])) == "C.viewDidAppear(animated)")
        #expect(w.run(.beginAppearanceTransition(w["C"], appearing: false, animated: false)) == "C.viewWillDisappear")
        #expect(w.run(.endAppearanceTransition(w["C"])) == "C.viewDidDisappear")
    }

    @Test func R29_defaultIsAutomaticForwarding() {
        let w = Self.world()
        #expect(w.info("P").properties.first { $0.name == "shouldAutomaticallyForwardAppearanceMethods" }?.value == .bool(true))
    }

    /// Ignored, as UIKit does, but with UIKit's warning (W2, UIKitWarningsTests).
    @Test func R29_W2_beginTwiceIsIgnoredWithAWarning() {
        var w = Self.world()
        w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild]))
        w.run(.beginAppearanceTransition(w["C"], appearing: true, animated: false))
        #expect(w.run(.beginAppearanceTransition(w["C"], appearing: true, animated: false)) == "C.warning(unbalancedAppearanceTransition)")
        #expect(w.run(.endAppearanceTransition(w["C"])) == "C.viewDidAppear(toParent)")
        #expect(w.run(.endAppearanceTransition(w["C"])) == "C.warning(unbalancedAppearanceTransition)")
    }

    @Test func R15_cancelledInteractiveTransitionIsAllowed() {
        var w = Self.world()
        w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild]))
        w.run(.beginAppearanceTransition(w["C"], appearing: true, animated: true))
        // cancelled: vWA followed by vWD with no vDA
        #expect(w.run(.beginAppearanceTransition(w["C"], appearing: false, animated: true)) == "C.viewWillDisappear(animated)")
        #expect(w.run(.endAppearanceTransition(w["C"])) == "C.viewDidDisappear(animated)")
        #expect(w.h.checkInvariants().isEmpty)
    }

    @Test func R30_addViewToVisibleParentAppearsSynchronously() {
        var w = Self.world()
        w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild, .didMove]))
        #expect(w.run(.addView(w["C"], into: w["P"])) == "C.viewDidLoad C.viewWillAppear C.viewDidAppear")
    }

    @Test func R30_removeViewDisappearsSynchronously() {
        var w = Self.world()
        w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild, .addView, .didMove]))
        #expect(w.run(.removeFromParent(w["C"], steps: [.removeView])) == "C.viewWillDisappear C.viewDidDisappear")
        #expect(w.info("C").parent == w["P"])
    }

    @Test func R31_R34_transitionOrder() {
        var w = Self.world()
        w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild, .addView, .didMove]))
        w.run(.addChild(parent: w["P"], child: w["D"], steps: [.addChild]))
        w.run(.removeFromParent(w["C"], steps: [.willMove]))
        let (will, t) = w.start(.transition(parent: w["P"], from: w["C"], to: w["D"], duration: 0.3, animated: true))
        #expect(will == "D.viewDidLoad D.viewWillAppear(animated,toParent) C.viewWillDisappear(animated,fromParent)")
        #expect(t?.duration == 0.3)
        #expect(w.finish(t) == "C.viewDidDisappear(animated,fromParent) D.viewDidAppear(animated,toParent)")
        // R33: links unchanged by the transition itself
        #expect(w.info("C").parent == w["P"])
        #expect(w.run(.removeFromParent(w["C"], steps: [.removeFromParent])) == "C.didMove(nil)")
        #expect(w.run(.addChild(parent: w["P"], child: w["D"], steps: [.didMove])) == "D.didMove(P)")
    }

    @Test func R32_transitionRequiresCommonParent() {
        var w = Self.world()
        w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild, .addView, .didMove]))
        let e = w.refuse(.transition(parent: w["P"], from: w["C"], to: w["D"], duration: 0.25, animated: true))
        #expect(e?.uikit?.hasPrefix("Children view controllers <UIViewController: \(w["C"])> and <UIViewController: \(w["D"])> must have a common parent view controller") == true)
        #expect(e?.raises == true)
    }

    @Test func R32_transitionRefusedForManualForwarding() {
        var w = Self.world()
        w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild, .addView, .didMove]))
        w.run(.addChild(parent: w["P"], child: w["D"], steps: [.addChild]))
        w.set("P", ["shouldAutomaticallyForwardAppearanceMethods": .bool(false)])
        let e = w.refuse(.transition(parent: w["P"], from: w["C"], to: w["D"], duration: 0.25, animated: true))
        #expect(e?.code == .invalidState)
        #expect(e?.raises == true)
    }

    @Test func R31_toViewMustNotBeInHierarchy() {
        var w = Self.world()
        w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild, .addView, .didMove]))
        w.run(.addChild(parent: w["P"], child: w["D"], steps: [.addChild, .addView, .didMove]))
        #expect(w.refuse(.transition(parent: w["P"], from: w["C"], to: w["D"], duration: 0.25, animated: true))?.code == .invalidState)
    }

    @Test func R35_addViewUnderWrongParentRaises() {
        var w = Self.world()
        w.vc("Q")
        w.run(.addChild(parent: w["Q"], child: w["C"], steps: [.addChild, .didMove]))
        let e = w.refuse(.addView(w["C"], into: w["P"]))
        #expect(e?.code == .hierarchyInconsistency)
        #expect(e?.uikit == "child view controller:<UIViewController: \(w["C"])> should have parent view controller:<UIViewController: \(w["P"])> but actual parent is:<UIViewController: \(w["Q"])>")
        #expect(e?.raises == true)
    }

    @Test func R35_addViewStepUnderWrongParentRaises() {
        var w = Self.world()
        w.vc("Q")
        w.run(.addChild(parent: w["Q"], child: w["C"], steps: [.addChild, .didMove]))
        #expect(w.refuse(.addChild(parent: w["P"], child: w["C"], steps: [.addView]))?.code == .hierarchyInconsistency)
    }

    @Test func R35_parentlessViewIsAllowed() {
        var w = Self.world()
        #expect(w.run(.addView(w["C"], into: w["P"])) == "C.viewDidLoad C.viewWillAppear C.viewDidAppear")
        #expect(w.info("C").parent == nil)
        #expect(w.info("C").window == w.window)
        #expect(w.run(.removeFromParent(w["C"], steps: [.removeView])) == "C.viewWillDisappear C.viewDidDisappear")
    }

    @Test func R36_viewCannotGoIntoItsOwnHierarchy() {
        var w = Self.world()
        w.vc("Q")
        w.run(.addChild(parent: w["P"], child: w["Q"], steps: [.addChild, .addView, .didMove]))
        let e = w.refuse(.addView(w["P"], into: w["Q"]))
        #expect(e?.code == .hierarchyInconsistency)
        #expect(e?.uikit == "A view can only be associated with at most one view controller at a time!")
    }

    @Test func addChildCycleRefused() {
        var w = Self.world()
        w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild, .addView, .didMove]))
        #expect(w.refuse(.addChild(parent: w["C"], child: w["P"], steps: [.addChild]))?.code == .hierarchyInconsistency)
        #expect(w.refuse(.addChild(parent: w["C"], child: w["C"], steps: [.addChild]))?.code == .hierarchyInconsistency)
    }

    @Test func stepsOutOfOrderAreInvalidParams() {
        var w = Self.world()
        #expect(w.refuse(.addChild(parent: w["P"], child: w["C"], steps: [.didMove, .addChild]))?.code == .invalidParams)
        #expect(w.refuse(.removeFromParent(w["C"], steps: [.removeFromParent, .willMove]))?.code == .invalidParams)
    }

    @Test func addChildToNavigationIsUnsupported() {
        var w = Self.world()
        w.vc("N", "UINavigationController")
        #expect(w.refuse(.addChild(parent: w["N"], child: w["C"], steps: [.addChild]))?.code == .unsupported)
    }

    @Test func R21_forwardingIsParentFirst() {
        var w = World()
        w.vc("G"); w.vc("C", children: ["G"]); w.vc("P", children: ["C"])
        #expect(w.showRoot("P") ==
            "window.becameKey P.viewDidLoad P.viewWillAppear C.viewDidLoad C.viewWillAppear G.viewDidLoad G.viewWillAppear P.viewDidAppear C.viewDidAppear G.viewDidAppear")
    }
}
