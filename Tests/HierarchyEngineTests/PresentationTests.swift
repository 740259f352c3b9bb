import Testing
@testable import HierarchyEngine

/// Modal presentation (R17-R23, R44-R63) on a regular-width (pad) screen unless stated.
@Suite struct PresentationTests {
    /// A visible root A and a free B.
    static func basic(_ profile: Profile = .classic, screen: ScreenSpec = World.pad) -> World {
        var w = World(profile: profile, screen: screen)
        w.vc("A"); w.vc("B"); w.vc("C"); w.vc("D")
        w.showRoot("A")
        return w
    }

    @Test func R52_fullScreenPresentOrder() {
        var w = Self.basic()
        #expect(w.present("B", on: "A") ==
            "B.viewDidLoad A.viewWillDisappear(animated) B.viewWillAppear(animated,presented) | B.viewDidAppear(animated,presented) A.viewDidDisappear(animated) B.completion(A)")
        #expect(w.lastResult == .presented(vc: w["B"], presenter: w["A"], style: .fullScreen))
    }

    @Test func R52_fullScreenPresentOrder_unanimated() {
        var w = Self.basic()
        #expect(w.present("B", on: "A", animated: false) ==
            "B.viewDidLoad A.viewWillDisappear B.viewWillAppear(presented) B.viewDidAppear(presented) A.viewDidDisappear B.completion(A)")
    }

    @Test func R53_fullScreenDismissOrder() {
        var w = Self.basic()
        w.present("B", on: "A")
        #expect(w.dismiss("A") ==
            "B.viewWillDisappear(animated,dismissed) A.viewWillAppear(animated) | A.viewDidAppear(animated) B.viewDidDisappear(animated,dismissed) B.dismissCompletion")
        #expect(w.info("B").presentingViewController == nil)
        #expect(w.info("A").presentedViewController == nil)
        #expect(w.lastResult == .dismissed([w["B"]]))
    }

    @Test func R53_linkClearedBeforeDidDisappear() {
        var w = Self.basic()
        w.present("B", on: "A")
        let (_, t) = w.start(.dismiss(w["B"], animated: true))
        #expect(w.info("B").presentingViewController == w["A"])   // still linked during the animation
        _ = w.finish(t)
        #expect(w.info("B").presentingViewController == nil)
        #expect(w.info("B").window == nil)
    }

    static let keepStyles: [PresentationStyle] = [.overFullScreen, .overCurrentContext, .formSheet, .pageSheet, .popover, .custom]

    @Test(arguments: keepStyles)
    func R51_stylesKeepingThePresenter(style: PresentationStyle) {
        var w = Self.basic()
        #expect(w.present("B", on: "A", style: style) ==
            "B.viewDidLoad B.viewWillAppear(animated,presented) | B.viewDidAppear(animated,presented) B.completion(A)")
        #expect(w.info("A").appearance == .appeared)
        #expect(w.dismiss("B") ==
            "B.viewWillDisappear(animated,dismissed) | B.viewDidDisappear(animated,dismissed) B.dismissCompletion")
    }

    @Test(arguments: [PresentationStyle.fullScreen, .currentContext])
    func R51_stylesRemovingThePresenter(style: PresentationStyle) {
        var w = Self.basic()
        #expect(w.present("B", on: "A", style: style) ==
            "B.viewDidLoad A.viewWillDisappear(animated) B.viewWillAppear(animated,presented) | B.viewDidAppear(animated,presented) A.viewDidDisappear(animated) B.completion(A)")
        #expect(w.info("A").appearance == .disappeared)
        #expect(w.h.tree(window: w.window).last?.style == style)
    }

    @Test func R17_isBeingPresentedOnlyOnPresented() {
        var w = Self.basic()
        w.vc("K"); w.vc("N", "UINavigationController", children: ["K"])
        let s = w.present("N", on: "A")
        #expect(s.contains("N.viewWillAppear(animated,presented)"))
        #expect(s.contains("K.viewWillAppear(animated)"))   // R20: the child is not being presented
        #expect(!s.contains("A.viewWillDisappear(animated,presented)"))
    }

    @Test func R18_isBeingDismissedOnlyOnDismissed() {
        var w = Self.basic()
        w.vc("K"); w.vc("N", "UINavigationController", children: ["K"])
        w.present("N", on: "A")
        #expect(w.dismiss("K") ==
            "N.viewWillDisappear(animated,dismissed) K.viewWillDisappear(animated) A.viewWillAppear(animated) | A.viewDidAppear(animated) N.viewDidDisappear(animated,dismissed) K.viewDidDisappear(animated) N.dismissCompletion")
    }

    @Test func R20_flagsOnPresentedContainerNotItsRoot() {
        var w = Self.basic()
        w.vc("K"); w.vc("N", "UINavigationController", children: ["K"])
        #expect(w.present("N", on: "A", animated: false) ==
            "N.viewDidLoad A.viewWillDisappear N.viewWillAppear(presented) K.viewDidLoad K.viewWillAppear N.viewDidAppear(presented) K.viewDidAppear A.viewDidDisappear N.completion(A)")
    }

    @Test func R22_completionAfterDidAppearAndDidDisappear() {
        var w = Self.basic()
        let p = w.present("B", on: "A")
        #expect(p.hasSuffix("B.completion(A)"))
        let d = w.dismiss("B")
        #expect(d.hasSuffix("B.viewDidDisappear(animated,dismissed) B.dismissCompletion"))
    }

    @Test func R23_presenterInsidePopoverGetsNoAppearanceCallbacks() {
        var w = Self.basic()
        w.present("B", on: "A", style: .popover)
        #expect(w.present("C", on: "B", style: .fullScreen) ==
            "C.viewDidLoad C.viewWillAppear(animated,presented) | C.viewDidAppear(animated,presented) C.completion(B)")
        #expect(w.dismiss("C") ==
            "C.viewWillDisappear(animated,dismissed) | C.viewDidDisappear(animated,dismissed) C.dismissCompletion")
    }

    @Test func R44_presentFromChildIsReroutedToRoot() {
        var w = World(screen: World.pad)
        w.vc("A"); w.vc("N", "UINavigationController", children: ["A"]); w.vc("B")
        w.showRoot("N")
        w.present("B", on: "A")
        #expect(w.lastResult == .presented(vc: w["B"], presenter: w["N"], style: .fullScreen))
        #expect(w.info("B").presentingViewController == w["N"])
    }

    @Test func R45_fullScreenPresenterIsTopOfParentChain() {
        var w = World(screen: World.pad)
        w.vc("A"); w.vc("T", "UITabBarController", children: ["A"]); w.vc("B"); w.vc("K"); w.vc("N", "UINavigationController", children: ["K"])
        w.showRoot("T")
        w.present("N", on: "A")
        #expect(w.info("N").presentingViewController == w["T"])
        w.present("B", on: "K")   // K is inside a presented nav: that nav presents
        #expect(w.info("B").presentingViewController == w["N"])
    }

    @Test func R46_currentContextUsesDefiningAncestor() {
        var w = World(screen: World.pad)
        w.vc("X"); w.vc("P", children: ["X"]); w.vc("R", children: ["P"]); w.vc("B")
        w.set("P", ["definesPresentationContext": .bool(true)])
        w.showRoot("R")
        let s = w.present("B", on: "X", style: .currentContext)
        #expect(w.info("B").presentingViewController == w["P"])
        #expect(s == "B.viewDidLoad P.viewWillDisappear(animated) X.viewWillDisappear(animated) B.viewWillAppear(animated,presented) | B.viewDidAppear(animated,presented) P.viewDidDisappear(animated) X.viewDidDisappear(animated) B.completion(P)")
        #expect(w.info("R").appearance == .appeared)   // only the context is covered
    }

    @Test func R46_noDefinerUsesWindowRoot() {
        var w = World(screen: World.pad)
        w.vc("X"); w.vc("R", children: ["X"]); w.vc("B")
        w.showRoot("R")
        w.present("B", on: "X", style: .overCurrentContext)
        #expect(w.info("B").presentingViewController == w["R"])
    }

    @Test func R48_contextProvidesTransitionStyle() {
        var w = World(screen: World.pad)
        w.vc("X"); w.vc("R", children: ["X"]); w.vc("B")
        w.set("R", ["definesPresentationContext": .bool(true), "providesPresentationContextTransitionStyle": .bool(true),
                    "modalTransitionStyle": .string("crossDissolve")])
        w.showRoot("R")
        w.present("B", on: "X", style: .currentContext, transition: .flipHorizontal)
        #expect(w.h.presentationTransitionStyle(of: w["B"]) == .crossDissolve)
    }

    @Test func R48_withoutProvidingTheRequestedTransitionStays() {
        var w = World(screen: World.pad)
        w.vc("X"); w.vc("R", children: ["X"]); w.vc("B")
        w.set("R", ["definesPresentationContext": .bool(true), "modalTransitionStyle": .string("crossDissolve")])
        w.showRoot("R")
        w.present("B", on: "X", style: .currentContext, transition: .flipHorizontal)
        #expect(w.h.presentationTransitionStyle(of: w["B"]) == .flipHorizontal)
    }

    @Test func R49_linksAsUIKitReportsThem() {
        var w = World(screen: World.pad)
        w.vc("A"); w.vc("N", "UINavigationController", children: ["A"]); w.vc("K"); w.vc("M", "UINavigationController", children: ["K"])
        w.showRoot("N")
        w.present("M", on: "A")
        #expect(w.info("A").presentedViewController == w["M"])    // by an ancestor
        #expect(w.info("N").presentedViewController == w["M"])
        #expect(w.info("M").presentingViewController == w["N"])
        #expect(w.info("K").presentingViewController == w["N"])   // child of the presented
        #expect(w.info("K").presentedViewController == nil)
    }

    @Test func R50_presentedControllerHasNoParent() {
        var w = Self.basic()
        w.present("B", on: "A")
        #expect(w.info("B").parent == nil)
        #expect(w.info("B").window == w.window)
    }

    @Test func R54_alreadyPresentingIsRefusedWithWarning() {
        var w = Self.basic()
        w.present("C", on: "A")
        let e = w.refuse(.present(presenter: w["A"], vc: w["B"], animated: true, style: nil, transition: nil))
        #expect(e?.code == .invalidState)
        #expect(e?.uikit == "Attempt to present <UIViewController: \(w["B"])> on <UIViewController: \(w["A"])> which is already presenting <UIViewController: \(w["C"])>")
        #expect(e?.raises == false)
    }

    @Test func R54_childOfPresenterIsAlsoAlreadyPresenting() {
        var w = World(screen: World.pad)
        w.vc("X"); w.vc("R", children: ["X"]); w.vc("B"); w.vc("C")
        w.showRoot("R")
        w.present("C", on: "R")
        let e = w.refuse(.present(presenter: w["X"], vc: w["B"], animated: false, style: nil, transition: nil))
        #expect(e?.uikit?.contains("which is already presenting <UIViewController: \(w["C"])>") == true)
    }

    @Test func R55_presentingAnActiveControllerRaises() {
        var w = World(screen: World.pad)
        w.vc("X"); w.vc("R", children: ["X"]); w.vc("B")
        w.showRoot("R")
        let child = w.refuse(.present(presenter: w["R"], vc: w["X"], animated: true, style: nil, transition: nil))
        #expect(child?.uikit == "Application tried to present modally an active controller <UIViewController: \(w["X"])>.")
        #expect(child?.raises == true)
        let root = w.refuse(.present(presenter: w["X"], vc: w["R"], animated: true, style: nil, transition: nil))
        #expect(root?.code == .invalidState)
        w.present("B", on: "R")
        w.vc("Y")
        let again = w.refuse(.present(presenter: w["B"], vc: w["B"], animated: true, style: nil, transition: nil))
        #expect(again?.raises == true)
    }

    @Test func R56_presentWhileTransitionInProgress() {
        var w = Self.basic()
        let (_, t) = w.start(.present(presenter: w["A"], vc: w["B"], animated: true, style: nil, transition: nil))
        #expect(t?.duration == 0.5)
        #expect(w.h.activeTransition(in: w.window) == t)
        let e = w.refuse(.present(presenter: w["B"], vc: w["C"], animated: true, style: nil, transition: nil))
        #expect(e?.code == .invalidState)
        #expect(e?.uikit == "Attempt to present <UIViewController: \(w["C"])> on <UIViewController: \(w["B"])> while a presentation is in progress!")
        #expect(e?.raises == false)
        _ = w.finish(t)
        #expect(w.h.activeTransition(in: w.window) == nil)
        #expect(w.present("C", on: "B").hasSuffix("C.completion(B)"))
    }

    @Test func R56_otherWindowsAreUnaffected() {
        var w = Self.basic()
        w.vc("R2"); w.vc("E")
        let out = try! w.h.apply(.createWindow(screen: nil, root: w["R2"], storyboard: nil, identifier: nil, makeKeyAndVisible: true))
        guard case .completed(.windowCreated(let w2, _)) = out.status else { Issue.record("no window"); return }
        let (_, t) = w.start(.present(presenter: w["A"], vc: w["B"], animated: true, style: nil, transition: nil))
        let s = w.present("E", on: "R2", animated: false)
        #expect(s.hasSuffix("E.completion(R2)"))
        #expect(w.h.activeTransition(in: w2) == nil)
        _ = w.finish(t)
    }

    @Test func R57_presenterNotInWindowWarns() {
        var w = Self.basic()
        w.vc("Z")
        let e = w.refuse(.present(presenter: w["Z"], vc: w["B"], animated: true, style: nil, transition: nil))
        #expect(e?.code == .invalidState)
        #expect(e?.uikit == "Attempt to present <UIViewController: \(w["B"])> on <UIViewController: \(w["Z"])> whose view is not in the window hierarchy!")
        #expect(e?.raises == false)
    }

    @Test(arguments: [PresentationStyle.pageSheet, .formSheet, .overFullScreen, .currentContext, .popover])
    func R59_partialCurlOnlyForFullScreen(style: PresentationStyle) {
        var w = Self.basic()
        let e = w.refuse(.present(presenter: w["A"], vc: w["B"], animated: true, style: style, transition: .partialCurl))
        #expect(e?.code == .unsupported)
        #expect(e?.raises == true)
    }

    @Test func R59_partialCurlFullScreenWorksButCannotPresentFurther() {
        var w = Self.basic()
        #expect(w.present("B", on: "A", style: .fullScreen, transition: .partialCurl).hasSuffix("B.completion(A)"))
        let e = w.refuse(.present(presenter: w["B"], vc: w["C"], animated: true, style: nil, transition: nil))
        #expect(e?.code == .unsupported)
    }

    @Test func R60_currentContextInPopoverOnlyCoverVertical() {
        var w = Self.basic()
        w.present("B", on: "A", style: .popover)
        let e = w.refuse(.present(presenter: w["B"], vc: w["C"], animated: true, style: .currentContext, transition: .crossDissolve))
        #expect(e?.code == .unsupported)
        #expect(w.present("C", on: "B", style: .currentContext, transition: .coverVertical).hasSuffix("C.completion(B)"))
    }

    @Test func R61_popoverNeedsAnAnchor() {
        var w = Self.basic()
        w.set("B", ["popoverAnchor": .bool(false)])
        let e = w.refuse(.present(presenter: w["A"], vc: w["B"], animated: true, style: .popover, transition: nil))
        #expect(e?.uikit?.contains("should have a non-nil sourceView or barButtonItem set before the presentation occurs") == true)
        #expect(e?.raises == true)
    }

    @Test func R62_tapOutsidePopoverDismisses() throws {
        var w = Self.basic()
        w.present("B", on: "A", style: .popover)
        let out = try w.h.tapOutsidePopover(w["B"])
        guard case .pending(let t) = out.status else { Issue.record("expected animation"); return }
        _ = w.finish(t)
        #expect(w.info("A").presentedViewController == nil)
        w.checkInvariants()
    }

    @Test func R62_isModalInPopoverBlocksTheTap() throws {
        var w = Self.basic()
        w.set("B", ["isModalInPopover": .bool(true)])
        w.present("B", on: "A", style: .popover)
        let out = try w.h.tapOutsidePopover(w["B"])
        #expect(out.events.isEmpty)
        #expect(w.info("A").presentedViewController == w["B"])
    }

    @Test func R63_defaultTransitionIsCoverVertical() {
        var w = Self.basic()
        #expect(w.info("B").properties.first { $0.name == "modalTransitionStyle" }?.value == .string("coverVertical"))
        w.present("B", on: "A")
        #expect(w.h.presentationTransitionStyle(of: w["B"]) == .coverVertical)
    }

    @Test(arguments: [TransitionStyle.coverVertical, .flipHorizontal, .crossDissolve, .partialCurl])
    func R63_transitionStyleNeverChangesCallbackOrder(transition: TransitionStyle) {
        var w = Self.basic()
        #expect(w.present("B", on: "A", transition: transition) ==
            "B.viewDidLoad A.viewWillDisappear(animated) B.viewWillAppear(animated,presented) | B.viewDidAppear(animated,presented) A.viewDidDisappear(animated) B.completion(A)")
    }

    @Test func R64_dismissOnPresentedForwardsToPresenter() {
        var w = Self.basic()
        w.present("B", on: "A")
        let viaPresented = w.dismiss("B", animated: false)
        w.present("B", on: "A")
        let viaPresenter = w.dismiss("A", animated: false)
        #expect(viaPresented == viaPresenter)
    }

    @Test func R65_dismissFromChildOfPresentedContainer() {
        var w = Self.basic()
        w.vc("K"); w.vc("N", "UINavigationController", children: ["K"])
        w.present("N", on: "A")
        w.dismiss("K")
        #expect(w.lastResult == .dismissed([w["N"]]))
        #expect(w.info("A").appearance == .appeared)
    }

    @Test func R66_stackDismissAnimatesOnlyTheTop() {
        var w = Self.basic()
        w.present("B", on: "A"); w.present("C", on: "B"); w.present("D", on: "C")
        #expect(w.dismiss("A") ==
            "D.viewWillDisappear(animated,dismissed) A.viewWillAppear(animated) | A.viewDidAppear(animated) D.viewDidDisappear(animated,dismissed) B.dismissCompletion")
        #expect(w.lastResult == .dismissed([w["B"], w["C"], w["D"]]))
        for n in ["B", "C", "D"] { #expect(w.info(n).window == nil); #expect(w.info(n).presentingViewController == nil) }
    }

    @Test func R66_dismissMiddleOfStack() {
        var w = Self.basic()
        w.present("B", on: "A"); w.present("C", on: "B"); w.present("D", on: "C")
        #expect(w.dismiss("B") ==
            "D.viewWillDisappear(animated,dismissed) B.viewWillAppear(animated) | B.viewDidAppear(animated) D.viewDidDisappear(animated,dismissed) C.dismissCompletion")
        #expect(w.info("B").presentedViewController == nil)
        #expect(w.info("B").presentingViewController == w["A"])
    }

    @Test func R67_visibleIntermediatesDisappearWithoutAnimation() {
        var w = Self.basic()
        w.present("B", on: "A", style: .overFullScreen); w.present("C", on: "B", style: .overFullScreen)
        #expect(w.dismiss("A") ==
            "C.viewWillDisappear(animated,dismissed) B.viewWillDisappear(dismissed) | B.viewDidDisappear(dismissed) C.viewDidDisappear(animated,dismissed) B.dismissCompletion")
    }

    @Test func R68_dismissWithNothingToDismissDoesNothing() {
        var w = Self.basic()
        #expect(w.dismiss("A") == "")
        #expect(w.lastResult == .dismissed([]))
    }

    @Test func R69_dismissedControllerCanBePresentedAgain() {
        var w = Self.basic()
        w.present("B", on: "A"); w.dismiss("B")
        #expect(w.present("B", on: "A") ==
            "A.viewWillDisappear(animated) B.viewWillAppear(animated,presented) | B.viewDidAppear(animated,presented) A.viewDidDisappear(animated) B.completion(A)")
    }

    @Test func R8_viewDidLoadOnlyOnce() {
        var w = Self.basic()
        w.present("B", on: "A"); w.dismiss("B")
        w.present("B", on: "A")
        #expect(!w.dismiss("B").contains("viewDidLoad"))
        #expect(w.info("B").isViewLoaded)
        #expect(!w.info("C").isViewLoaded)
    }

    @Test func R15_callbacksBalancedThroughAStack() {
        var w = Self.basic()
        w.present("B", on: "A"); w.present("C", on: "B", style: .formSheet); w.dismiss("A")
        #expect(w.h.checkInvariants().isEmpty)
        #expect(w.info("A").appearance == .appeared)
        #expect(w.info("B").appearance == .disappeared)
    }

    @Test func presentNoneStyleIsUnsupported() {
        var w = Self.basic()
        let e = w.refuse(.present(presenter: w["A"], vc: w["B"], animated: true, style: PresentationStyle.none, transition: nil))
        #expect(e?.code == .unsupported)
    }

    @Test func presentUnknownIdsAreNotFound() {
        var w = Self.basic()
        let e = w.refuse(.present(presenter: w["A"], vc: VCID(9999), animated: true, style: nil, transition: nil))
        #expect(e?.code == .notFound)
    }

    @Test func presentFromInsideNavigationInsideTabs() {
        var w = World(screen: World.pad)
        w.vc("A"); w.vc("N", "UINavigationController", children: ["A"]); w.vc("X")
        w.vc("T", "UITabBarController", children: ["N", "X"]); w.vc("B")
        w.showRoot("T")
        #expect(w.present("B", on: "A") ==
            "B.viewDidLoad T.viewWillDisappear(animated) N.viewWillDisappear(animated) A.viewWillDisappear(animated) B.viewWillAppear(animated,presented) | B.viewDidAppear(animated,presented) T.viewDidDisappear(animated) N.viewDidDisappear(animated) A.viewDidDisappear(animated) B.completion(T)")
        #expect(!w.info("X").isViewLoaded)
        #expect(w.dismiss("A") ==
            "B.viewWillDisappear(animated,dismissed) T.viewWillAppear(animated) N.viewWillAppear(animated) A.viewWillAppear(animated) | T.viewDidAppear(animated) N.viewDidAppear(animated) A.viewDidAppear(animated) B.viewDidDisappear(animated,dismissed) B.dismissCompletion")
    }

    @Test(arguments: [1, 2, 5, 12])
    func chainOfPresentationsThenDismissFromRoot(depth: Int) {
        var w = World(screen: World.pad)
        w.vc("P0"); w.showRoot("P0")
        for i in 1...depth { w.vc("P\(i)"); w.present("P\(i)", on: "P\(i - 1)", animated: i % 2 == 0) }
        #expect(w.info("P\(depth)").appearance == .appeared)
        w.dismiss("P0")
        #expect(w.lastResult == .dismissed((1...depth).map { w["P\($0)"] }))
        #expect(w.info("P0").appearance == .appeared)
    }
}
