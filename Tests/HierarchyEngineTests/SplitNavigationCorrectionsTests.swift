import Testing
@testable import HierarchyEngine

/// Issue 23's corrections for navigation stacks and split views (docs/uikit-rules.md, C9–C11),
/// each named after the correction and the rule it corrects.
///
/// C9 (R43, R76, R79): a collapsed split view's primary navigation controller nests a
/// navigation controller instead of raising. Sources: Apple's
/// `collapseSecondaryViewController(_:for:)` and malcolmhall.com, "Default behaviour of
/// UISplitViewController collapseSecondaryViewController" (2017-01-27; the Master-Detail
/// template's secondary UINavigationController is pushed onto the primary's stack and popped
/// off it on separation) — [doc]+[emp], the callback order is R38/R39's [inf].
/// C10 (R43): pushing a split view controller raises "Split View Controllers cannot be pushed to
/// a Navigation Controller <…>" (crash logs grgcombs/IntelligentSplitViewController#11, 2012,
/// jamonholmgren/ProMotion#379, 2014; Apple's class reference) — [emp]+[doc].
/// C11 (R59): iOS 13+ partial curl text (crash log proyecto26/react-native-inappbrowser#130,
/// iOS 13, 2019) — [emp].
@Suite struct SplitNavigationCorrectionsTests {
    /// S = split(primary N[M], secondary D), E and a navigation controller XN[X] to show.
    static func split(screen: ScreenSpec, secondary: String = "D") -> World {
        var w = World(screen: screen)
        w.vc("M"); w.vc("N", "UINavigationController", children: ["M"])
        w.vc("D"); w.vc("DC"); w.vc("DN", "UINavigationController", children: ["DC"])
        w.vc("X"); w.vc("XN", "UINavigationController", children: ["X"])
        w.vc("S", "UISplitViewController", children: ["N", secondary])
        return w
    }

    /// `split` on the phone: collapsed, D pushed onto N by the collapse and popped again, so
    /// Master shows and its cells can show the detail.
    static func collapsedAtMaster() -> World {
        var w = split(screen: World.phone)
        w.showRoot("S")
        w.pop("N", animated: false)
        return w
    }

    // MARK: C9

    /// The collapse itself: a navigation secondary is pushed onto the primary navigation
    /// controller and shows its own top (DC).
    @Test func C9_R79_collapseNestsTheSecondaryNavigationController() {
        var w = Self.split(screen: World.pad, secondary: "DN")
        w.showRoot("S")
        #expect(w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil)) ==
            "DN.willMove(N) M.viewWillDisappear M.viewDidDisappear DN.didMove(N) S.traits(compact) N.traits(compact) M.traits(compact) DN.traits(compact) DC.traits(compact)")
        #expect(w.info("N").children == [w["M"], w["DN"]])
        #expect(w.info("DC").navigationController == w["DN"])
        #expect(w.info("DN").navigationController == w["N"])
        #expect(w.info("DC").appearance == .appeared)
        #expect(w.info("M").appearance == .disappeared)
        w.checkInvariants()
    }

    /// showDetail while collapsed pushes a navigation controller onto the primary (R76): nested,
    /// with the push order of R38 for the nested controller and its top.
    @Test func C9_R76_showDetailWhenCollapsedNestsANavigationController() {
        var w = Self.collapsedAtMaster()
        #expect(w.run(.showDetail(w["XN"], from: w["M"], animated: false)) ==
            "XN.willMove(N) XN.viewDidLoad M.viewWillDisappear XN.viewWillAppear(toParent) X.viewDidLoad X.viewWillAppear M.viewDidDisappear XN.viewDidAppear(toParent) X.viewDidAppear XN.didMove(N)")
        #expect(w.lastResult == .shown(action: .push, container: w["N"]))
        #expect(w.info("N").children == [w["M"], w["XN"]])
        #expect(w.info("X").appearance == .appeared)
        w.checkInvariants()
    }

    /// show (not detail) from the primary's content targets the primary navigation controller,
    /// which nests the navigation controller too.
    @Test func C9_R76_showWhenCollapsedNestsANavigationController() {
        var w = Self.collapsedAtMaster()
        w.run(.show(w["XN"], from: w["M"], animated: false))
        #expect(w.lastResult == .shown(action: .push, container: w["N"]))
        #expect(w.info("N").children == [w["M"], w["XN"]])
        // Inside the nested stack, show pushes onto the nested navigation controller.
        w.vc("Y")
        w.run(.show(w["Y"], from: w["X"], animated: false))
        #expect(w.lastResult == .shown(action: .push, container: w["XN"]))
        #expect(w.info("XN").children == [w["X"], w["Y"]])
        #expect(w.info("Y").appearance == .appeared)
        w.checkInvariants()
    }

    /// Back on the primary pops the nested navigation controller as a whole (R39's order).
    @Test func C9_R39_backPopsTheNestedNavigationController() {
        var w = Self.collapsedAtMaster()
        w.run(.showDetail(w["XN"], from: w["M"], animated: false))
        #expect(w.pop("N", animated: false) ==
            "XN.willMove(nil) XN.viewWillDisappear(fromParent) X.viewWillDisappear M.viewWillAppear XN.viewDidDisappear(fromParent) X.viewDidDisappear M.viewDidAppear XN.didMove(nil)")
        #expect(w.info("N").children == [w["M"]])
        #expect(w.info("XN").parent == nil)
        w.checkInvariants()
    }

    /// Expanding separates the nested navigation controller again: it becomes the secondary.
    @Test func C9_R78_expandingSeparatesTheNestedNavigationController() {
        var w = Self.split(screen: World.pad, secondary: "DN")
        w.showRoot("S")
        w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil))
        w.pop("N", animated: false)
        w.run(.showDetail(w["XN"], from: w["M"], animated: false))
        #expect(w.run(.setTraits(window: w.window, horizontal: .regular, vertical: nil)) ==
            "XN.willMove(S) M.viewWillAppear M.viewDidAppear XN.didMove(S) S.traits(regular) N.traits(regular) M.traits(regular) XN.traits(regular) X.traits(regular)")
        #expect(w.info("S").children == [w["N"], w["XN"]])
        #expect(w.info("N").children == [w["M"]])
        #expect(w.info("X").appearance == .appeared)
        #expect(w.info("XN").splitViewController == w["S"])
        w.checkInvariants()
    }

    /// The nested state survives preservation and restoration (RS1): the same tree comes back.
    @Test func C9_RS1_aNestedNavigationControllerIsRestoredNested() {
        var w = World(screen: World.phone)
        for (name, cls, kids) in [("M", "UIViewController", []), ("N", "UINavigationController", ["M"]),
                                  ("D", "UIViewController", []), ("X", "UIViewController", []),
                                  ("XN", "UINavigationController", ["X"]), ("S", "UISplitViewController", ["N", "D"])] {
            w.vc(name, cls, RestorationTests.rid(name), children: kids)
        }
        w.showRoot("S")
        w.pop("N", animated: false)
        w.run(.showDetail(w["XN"], from: w["M"], animated: false))
        let before = RestorationTests.trees(w.h)
        let (r, _) = RestorationTests.restart(w)
        #expect(RestorationTests.trees(r.h) == before)
        #expect(r.info("N").children == [r["M"], r["XN"]])
        #expect(r.info("X").appearance == .appeared)
    }

    /// Anywhere else — a plain navigation controller, or the primary of an expanded split —
    /// pushing a navigation controller still raises (R43).
    @Test func C9_R43_pushingANavigationControllerElsewhereStillRaises() {
        var w = Self.split(screen: World.pad)
        w.showRoot("S")
        let expanded = w.refuse(.push(nav: w["N"], vc: w["XN"], animated: false))
        #expect(expanded?.uikit == "Pushing a navigation controller is not supported")
        #expect(expanded?.raises == true)
        var plain = World(screen: World.phone)
        plain.vc("A"); plain.vc("N", "UINavigationController", children: ["A"])
        plain.vc("B"); plain.vc("BN", "UINavigationController", children: ["B"])
        plain.showRoot("N")
        #expect(plain.refuse(.push(nav: plain["N"], vc: plain["BN"], animated: false))?.uikit
            == "Pushing a navigation controller is not supported")
    }

    // MARK: C10

    @Test(arguments: [Profile.classic, .modern])
    func C10_R43_pushingASplitViewControllerRaises(profile: Profile) {
        var w = World(profile: profile, screen: World.phone)
        w.vc("A"); w.vc("N", "UINavigationController", children: ["A"])
        w.vc("P"); w.vc("Q"); w.vc("S", "UISplitViewController", children: ["P", "Q"])
        w.showRoot("N")
        let e = w.refuse(.push(nav: w["N"], vc: w["S"], animated: true))
        #expect(e?.code == .unsupported)
        #expect(e?.raises == true)
        #expect(e?.uikit == "Split View Controllers cannot be pushed to a Navigation Controller <UINavigationController: \(w["N"])>")
        #expect(w.info("N").children == [w["A"]])
        // The same through show and a whole stack.
        #expect(w.refuse(.show(w["S"], from: w["A"], animated: false))?.uikit == e?.uikit)
        #expect(w.refuse(.setViewControllers(nav: w["N"], vcs: [w["A"], w["S"]], animated: false))?.uikit == e?.uikit)
    }

    // MARK: C11

    @Test(arguments: [Profile.classic, .modern])
    func C11_R59_partialCurlFromANonFullScreenPresentationSaysSoPerVersion(profile: Profile) {
        var w = World(profile: profile, screen: World.pad)
        w.vc("A"); w.vc("B")
        w.showRoot("A")
        let e = w.refuse(.present(presenter: w["A"], vc: w["B"], animated: true, style: .formSheet, transition: .partialCurl))
        #expect(e?.raises == true)
        switch profile {
        case .classic:
            #expect(e?.uikit == "UIModalTransitionStylePartialCurl can only be used when the presenting controller is full screen and the presentation style is UIModalPresentationFullScreen.")
        case .modern:
            #expect(e?.uikit == "Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller <UIViewController: \(w["B"])>.")
        }
    }
}
