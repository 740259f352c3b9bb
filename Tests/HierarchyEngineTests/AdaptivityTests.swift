import Testing
@testable import HierarchyEngine

/// Adaptivity (R70-R73), split view controllers (R76-R80) and show/showDetail routing (R74-R77).
@Suite struct AdaptivityTests {
    static func phone(_ profile: Profile = .classic) -> World {
        var w = World(profile: profile, screen: World.phone)
        w.vc("A"); w.vc("B"); w.vc("C")
        w.showRoot("A")
        return w
    }

    @Test func R70_compactWidthPresentsFullScreen() {
        var w = Self.phone()
        #expect(w.present("B", on: "A", style: .formSheet) ==
            "B.viewDidLoad A.viewWillDisappear(animated) B.viewWillAppear(animated,presented) | B.viewDidAppear(animated,presented) A.viewDidDisappear(animated) B.completion(A)")
        #expect(w.lastResult == .presented(vc: w["B"], presenter: w["A"], style: .fullScreen))
    }

    static let classicAdaptations: [(PresentationStyle, PresentationStyle)] = [
        (.pageSheet, .fullScreen), (.formSheet, .fullScreen), (.currentContext, .currentContext),
        (.overCurrentContext, .overCurrentContext), (.popover, .overFullScreen), (.overFullScreen, .overFullScreen),
        (.fullScreen, .fullScreen), (.custom, .custom), (.automatic, .fullScreen),
    ]

    @Test(arguments: classicAdaptations)
    func R71_classicCompactAdaptations(requested: PresentationStyle, expected: PresentationStyle) {
        var w = Self.phone()
        w.present("B", on: "A", style: requested)
        #expect(w.lastResult == .presented(vc: w["B"], presenter: w["A"], style: expected))
        #expect(w.info("A").appearance == (Hierarchy.removesPresenterViews(expected) ? .disappeared : .appeared))
    }

    static let modernAdaptations: [(PresentationStyle, PresentationStyle)] = [
        (.pageSheet, .pageSheet), (.formSheet, .formSheet), (.automatic, .pageSheet), (.popover, .pageSheet),
        (.currentContext, .currentContext), (.overCurrentContext, .overCurrentContext), (.fullScreen, .fullScreen),
    ]

    @Test(arguments: modernAdaptations)
    func R72_modernCompactStyles(requested: PresentationStyle, expected: PresentationStyle) {
        var w = Self.phone(.modern)
        w.present("B", on: "A", style: requested)
        #expect(w.lastResult == .presented(vc: w["B"], presenter: w["A"], style: expected))
    }

    @Test func R72_modernDefaultSheetKeepsPresenter() {
        var w = Self.phone(.modern)
        #expect(w.info("B").properties.first { $0.name == "modalPresentationStyle" }?.value == .string("automatic"))
        #expect(w.present("B", on: "A") ==
            "B.viewDidLoad B.viewWillAppear(animated,presented) B.viewIsAppearing(animated,presented) | B.viewDidAppear(animated,presented) B.completion(A)")
        #expect(w.dismiss("B") == "B.viewWillDisappear(animated,dismissed) | B.viewDidDisappear(animated,dismissed) B.dismissCompletion")
    }

    @Test func R72_classicDefaultIsFullScreen() {
        let w = Self.phone()
        #expect(w.info("B").properties.first { $0.name == "modalPresentationStyle" }?.value == .string("fullScreen"))
    }

    @Test func R71_adaptiveDelegateNoneKeepsStyle() {
        var w = Self.phone()
        w.set("B", ["adaptivePresentationStyle": .string("none")])
        w.present("B", on: "A", style: .formSheet)
        #expect(w.lastResult == .presented(vc: w["B"], presenter: w["A"], style: .formSheet))
        #expect(w.info("A").appearance == .appeared)
    }

    @Test func R71_adaptiveDelegateChoosesStyle() {
        var w = Self.phone()
        w.set("B", ["adaptivePresentationStyle": .string("overFullScreen")])
        w.present("B", on: "A", style: .formSheet)
        #expect(w.lastResult == .presented(vc: w["B"], presenter: w["A"], style: .overFullScreen))
    }

    @Test func R71_regularWidthUsesRequestedStyle() {
        var w = World(screen: World.pad)
        w.vc("A"); w.vc("B"); w.showRoot("A")
        w.present("B", on: "A", style: .formSheet)
        #expect(w.lastResult == .presented(vc: w["B"], presenter: w["A"], style: .formSheet))
    }

    @Test func R70_traitChangeReadaptsLivePresentation() {
        var w = World(screen: World.pad)
        w.vc("A"); w.vc("B"); w.showRoot("A")
        w.present("B", on: "A", style: .formSheet)
        #expect(w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil)) ==
            "A.viewWillDisappear A.viewDidDisappear A.traits(compact) B.traits(compact)")
        #expect(w.h.presentationStyle(of: w["B"]) == .fullScreen)
        #expect(w.run(.setTraits(window: w.window, horizontal: .regular, vertical: nil)) ==
            "A.viewWillAppear A.viewDidAppear A.traits(regular) B.traits(regular)")
        #expect(w.h.presentationStyle(of: w["B"]) == .formSheet)
        #expect(w.dismiss("B") == "B.viewWillDisappear(animated,dismissed) | B.viewDidDisappear(animated,dismissed) B.dismissCompletion")
    }

    @Test func traitChangeToSameTraitsDoesNothing() {
        var w = Self.phone()
        #expect(w.run(.setTraits(window: w.window, horizontal: .compact, vertical: .regular)) == "")
    }

    @Test func traitsComeFromTheScreen() {
        let phone = Self.phone()
        #expect(phone.h.windowInfo(phone.window)?.traits.horizontalSizeClass == .compact)
        #expect(phone.h.screens().first?.traits.idiom == .phone)
        var pad = World(screen: World.pad)
        pad.vc("A"); pad.showRoot("A")
        #expect(pad.h.windowInfo(pad.window)?.traits.horizontalSizeClass == .regular)
    }

    @Test(arguments: [SizeClass.compact, .regular])
    func R73_navigationShowsOneChildInEveryWidth(width: SizeClass) {
        var w = World(screen: World.pad)
        w.vc("A"); w.vc("B"); w.vc("N", "UINavigationController", children: ["A"])
        w.showRoot("N")
        w.run(.setTraits(window: w.window, horizontal: width, vertical: nil))
        w.push("B", on: "N")
        #expect(w.info("A").appearance == .disappeared)
        #expect(w.info("B").appearance == .appeared)
    }

    // MARK: split view

    /// S = split(primary N[M], secondary D) on a pad.
    static func split(screen: ScreenSpec = World.pad) -> World {
        var w = World(screen: screen)
        w.vc("M"); w.vc("N", "UINavigationController", children: ["M"]); w.vc("D"); w.vc("E")
        w.vc("S", "UISplitViewController", children: ["N", "D"])
        return w
    }

    @Test func R80_regularShowsBothSideBySide() {
        var w = Self.split()
        #expect(w.showRoot("S") ==
            "window.becameKey S.viewDidLoad S.viewWillAppear N.viewDidLoad N.viewWillAppear M.viewDidLoad M.viewWillAppear D.viewDidLoad D.viewWillAppear S.viewDidAppear N.viewDidAppear M.viewDidAppear D.viewDidAppear")
        #expect(w.info("D").splitViewController == w["S"])
    }

    @Test func R78_R79_collapsePushesSecondaryOntoPrimaryNavigation() {
        var w = Self.split()
        w.showRoot("S")
        #expect(w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil)) ==
            "D.willMove(N) M.viewWillDisappear M.viewDidDisappear D.didMove(N) S.traits(compact) N.traits(compact) M.traits(compact) D.traits(compact)")
        #expect(w.info("D").parent == w["N"])
        #expect(w.info("D").navigationController == w["N"])
        #expect(w.info("N").children == [w["M"], w["D"]])
        #expect(w.info("D").appearance == .appeared)
    }

    @Test func R78_expandRestoresSecondary() {
        var w = Self.split()
        w.showRoot("S")
        w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil))
        #expect(w.run(.setTraits(window: w.window, horizontal: .regular, vertical: nil)) ==
            "D.willMove(S) M.viewWillAppear M.viewDidAppear D.didMove(S) S.traits(regular) N.traits(regular) M.traits(regular) D.traits(regular)")
        #expect(w.info("S").children == [w["N"], w["D"]])
    }

    @Test func R80_splitStartsCollapsedInCompactWindow() {
        var w = Self.split(screen: World.phone)
        w.showRoot("S")
        #expect(w.info("N").children == [w["M"], w["D"]])
        #expect(w.info("M").appearance == .disappeared)
        #expect(w.info("D").appearance == .appeared)
    }

    /// C4: collapsing removes the secondary from the split's children (Apple's
    /// splitViewController(_:collapseSecondary:onto:), isCollapsed); expanding brings it back.
    @Test func C4_R79_plainPrimaryCollapseRemovesTheSecondary() {
        var w = World(screen: World.pad)
        w.vc("P"); w.vc("D"); w.vc("S", "UISplitViewController", children: ["P", "D"])
        w.showRoot("S")
        #expect(w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil)) ==
            "D.willMove(nil) D.viewWillDisappear(fromParent) D.viewDidDisappear(fromParent) D.didMove(nil) S.traits(compact) P.traits(compact)")
        #expect(w.info("S").children == [w["P"]])
        #expect(w.info("D").parent == nil)
        #expect(w.info("D").window == nil)
        #expect(w.info("D").splitViewController == nil)
        #expect(w.run(.setTraits(window: w.window, horizontal: .regular, vertical: nil)) ==
            "D.willMove(S) D.viewWillAppear(toParent) D.viewDidAppear(toParent) D.didMove(S) S.traits(regular) P.traits(regular) D.traits(regular)")
        #expect(w.info("S").children == [w["P"], w["D"]])
        #expect(w.info("D").appearance == .appeared)
    }

    /// C4 in a compact window from the start: the split never shows its secondary, and a
    /// showDetail while collapsed with a plain primary presents (R76).
    @Test func C4_R80_plainPrimarySplitStartsWithThePrimaryAlone() {
        var w = World(screen: World.phone)
        w.vc("P"); w.vc("D"); w.vc("E"); w.vc("S", "UISplitViewController", children: ["P", "D"])
        #expect(w.showRoot("S") == "window.becameKey S.viewDidLoad S.viewWillAppear P.viewDidLoad P.viewWillAppear S.viewDidAppear P.viewDidAppear")
        #expect(w.info("S").children == [w["P"]])
        w.run(.showDetail(w["E"], from: w["P"], animated: false))
        #expect(w.lastResult == .shown(action: .present, container: w["S"]))
    }

    @Test func R76_showDetailInRegularReplacesSecondary() {
        var w = Self.split()
        w.showRoot("S")
        #expect(w.run(.showDetail(w["E"], from: w["M"], animated: true)) ==
            "D.willMove(nil) E.willMove(S) E.viewDidLoad D.viewWillDisappear(fromParent) E.viewWillAppear(toParent) D.viewDidDisappear(fromParent) E.viewDidAppear(toParent) D.didMove(nil) E.didMove(S)")
        #expect(w.lastResult == .shown(action: .replaceDetail, container: w["S"]))
        #expect(w.info("S").children == [w["N"], w["E"]])
    }

    @Test func R76_showDetailWhenCollapsedPushes() {
        var w = Self.split(screen: World.phone)
        w.showRoot("S")
        w.run(.showDetail(w["E"], from: w["M"], animated: true))
        #expect(w.lastResult == .shown(action: .push, container: w["N"]))
        #expect(w.info("N").children.last == w["E"])
    }

    @Test func R77_showDetailOfCurrentSecondaryDoesNothing() {
        var w = Self.split()
        w.showRoot("S")
        #expect(w.run(.showDetail(w["D"], from: w["M"], animated: true)) == "")
    }

    @Test func R76_showOnSplitWithNavigationPrimaryPushes() {
        var w = Self.split()
        w.showRoot("S")
        w.run(.show(w["E"], from: w["M"], animated: false))
        #expect(w.lastResult == .shown(action: .push, container: w["N"]))   // the nav is the nearer target
    }

    @Test func R74_showWithoutContainerPresents() {
        var w = Self.phone()
        w.run(.show(w["B"], from: w["A"], animated: false))
        #expect(w.lastResult == .shown(action: .present, container: w["A"]))
        #expect(w.info("B").presentingViewController == w["A"])
    }

    @Test func R74_showDetailWithoutSplitPresents() {
        var w = World(screen: World.pad)
        w.vc("A"); w.vc("N", "UINavigationController", children: ["A"]); w.vc("B")
        w.showRoot("N")
        w.run(.showDetail(w["B"], from: w["A"], animated: false))
        #expect(w.lastResult == .shown(action: .present, container: w["N"]))   // nav does not handle showDetail
    }

    @Test func R75_targetSearchContinuesThroughPresenter() {
        var w = World(screen: World.pad)
        w.vc("A"); w.vc("N", "UINavigationController", children: ["A"]); w.vc("B"); w.vc("C")
        w.showRoot("N")
        w.present("B", on: "A", style: .formSheet)
        #expect(w.h.targetViewController(forDetail: false, from: w["B"]) == w["N"])
        #expect(w.h.targetViewController(forDetail: true, from: w["B"]) == nil)
    }
}
