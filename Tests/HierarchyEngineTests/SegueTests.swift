import Testing
@testable import HierarchyEngine

/// Storyboards (R2-R7, R88, R89), segues (R81-R87) and unwind segues (R90-R94).
@Suite struct SegueTests {
    static func scene(_ id: String, _ cls: String = "UIViewController", custom: String? = nil, container: ContainerKind = .plain,
                      ident: String? = nil, props: [String: PropertyValue] = [:], rels: [RelationshipTemplate] = [],
                      segues: [SegueTemplate] = [], reference: StoryboardReference? = nil) -> SceneTemplate {
        SceneTemplate(id: id, elementName: "viewController", className: cls, customClass: custom, container: container,
                      storyboardIdentifier: ident, properties: props, relationships: rels, segues: segues, reference: reference)
    }

    static func storyboard(_ name: String, initial: String?, _ scenes: [SceneTemplate]) -> StoryboardTemplate {
        StoryboardTemplate(name: name, path: nil, initialScene: initial,
                           scenes: Dictionary(uniqueKeysWithValues: scenes.map { ($0.id, $0) }), sceneOrder: scenes.map(\.id))
    }

    /// Main: nav(home) initial; home has show/modal/popover/custom/push/unwind segues and an embed;
    /// tabs scene with a placeholder to Other; Other: a scene "OtherVC".
    static let catalog: StoryboardCatalog = {
        let main = storyboard("Main", initial: "nav", [
            scene("nav", "UINavigationController", container: .navigation, ident: "Nav",
                  rels: [RelationshipTemplate(id: "r1", relationship: "rootViewController", destination: "home")]),
            scene("home", custom: "HomeVC", ident: "Home", props: ["unwindActions": .strings(["unwindToHome"])], segues: [
                SegueTemplate(id: "s1", identifier: "showDetail", kind: .show, trigger: "button", destination: "detail"),
                SegueTemplate(id: "s2", identifier: "modal", kind: .presentation, trigger: "button", destination: "detail", style: .formSheet),
                SegueTemplate(id: "s3", identifier: "pop", kind: .popoverPresentation, trigger: "barButtonItem", destination: "detail"),
                SegueTemplate(id: "s4", identifier: "fade", kind: .custom, trigger: "button", destination: "detail", customClass: "FadeSegue"),
                SegueTemplate(id: "s6", identifier: "legacyPush", kind: .push, trigger: "cell", destination: "detail"),
                SegueTemplate(id: "s7", kind: .show, trigger: "cell", destination: "detail"),
                SegueTemplate(id: "s8", identifier: "slide", kind: .custom, trigger: "button", destination: "detail", customClass: "SlideSegue"),
                SegueTemplate(id: "s9", identifier: "pmodal", kind: .modal, trigger: "button", destination: "detail"),
            ]),
            scene("detail", custom: "DetailVC", ident: "Detail", segues: [
                SegueTemplate(id: "s5", identifier: "back", kind: .unwind, trigger: "button", destination: nil, unwindAction: "unwindToHome"),
                SegueTemplate(id: "s10", identifier: "more", kind: .presentation, trigger: "button", destination: "leaf"),
            ]),
            scene("leaf", custom: "LeafVC", segues: [
                SegueTemplate(id: "s11", identifier: "home", kind: .unwind, trigger: "button", destination: nil, unwindAction: "unwindToHome"),
            ]),
            scene("container", custom: "ContainerVC", ident: "Container", segues: [
                SegueTemplate(id: "e1", identifier: "embedChild", kind: .embed, trigger: "containerView", destination: "embedded"),
            ]),
            scene("embedded", custom: "EmbeddedVC"),
            scene("tabs", "UITabBarController", container: .tabBar, ident: "Tabs", rels: [
                RelationshipTemplate(id: "t1", relationship: "viewControllers", destination: "tabA"),
                RelationshipTemplate(id: "t2", relationship: "viewControllers", destination: "ref"),
            ]),
            scene("tabA", custom: "TabAVC", props: ["unwindActions": .strings(["toTabA"])]),
            scene("ref", container: .placeholder, reference: StoryboardReference(storyboardName: "Other", referencedIdentifier: "OtherVC")),
            scene("badRef", container: .placeholder, ident: "BadRef", reference: StoryboardReference(storyboardName: "Missing", referencedIdentifier: nil)),
            scene("badIdent", container: .placeholder, ident: "BadIdent", reference: StoryboardReference(storyboardName: "Other", referencedIdentifier: "Nope")),
        ])
        let other = storyboard("Other", initial: nil, [
            scene("o1", custom: "OtherVC", ident: "OtherVC", props: ["title": .string("Other")]),
        ])
        return StoryboardCatalog(["Main": main, "Other": other])
    }()

    /// Main's initial nav in a visible window, home named H.
    static func launched(screen: ScreenSpec = World.pad, config: EngineConfiguration? = nil) -> World {
        var w = World(screen: screen, catalog: catalog, configuration: config)
        let out = try! w.h.apply(.createWindow(screen: nil, root: nil, storyboard: "Main", identifier: nil, makeKeyAndVisible: true))
        guard case .completed(.windowCreated(let win, let root?)) = out.status else { fatalError() }
        w.window = win
        w.nameIt(root, "N")
        w.nameIt(w.h.controller(root)!.children[0], "H")
        return w
    }

    mutating func nothing() {}

    @Test func R2_mainStoryboardLaunch() {
        var w = World(catalog: Self.catalog)
        let out = try! w.h.apply(.createWindow(screen: nil, root: nil, storyboard: "Main", identifier: nil, makeKeyAndVisible: true))
        guard case .completed(.windowCreated(_, let root?)) = out.status else { Issue.record("no root"); return }
        w.nameIt(root, "N"); w.nameIt(w.h.controller(root)!.children[0], "H")
        #expect(w.format(out.events) == "window.becameKey N.viewDidLoad N.viewWillAppear H.viewDidLoad H.viewWillAppear N.viewDidAppear H.viewDidAppear")
        #expect(w.info("H").className == "HomeVC")
    }

    @Test func R3_otherStoryboardsAreNotLoadedAutomatically() {
        let w = Self.launched()
        #expect(w.h.counts().viewControllers == 2)
        #expect(!w.h.allControllers.contains { w.h.controller($0)?.storyboard == "Other" })
    }

    @Test func R4_segueDestinationsStayInTheirStoryboard() {
        var w = Self.launched()
        w.run(.performSegue(source: w["H"], identifier: "showDetail", segue: nil, sender: nil))
        guard case .segue(_, _, let d?) = w.lastResult else { Issue.record("no destination"); return }
        #expect(w.h.controller(d)?.storyboard == "Main")
    }

    @Test func R6_storyboardPropertySetOnlyForStoryboardControllers() {
        var w = Self.launched()
        #expect(w.info("H").storyboard == "Main")
        #expect(w.info("H").storyboardIdentifier == "Home")
        #expect(w.info("H").scene == "home")
        w.vc("Code")
        #expect(w.info("Code").storyboard == nil)
    }

    @Test func R7_R88_containerInstantiatesChildrenNotDestinations() {
        var w = World(catalog: Self.catalog)
        w.run(.instantiate(storyboard: "Main", identifier: "Tabs"))
        guard case .controller(let t) = w.lastResult else { Issue.record("no controller"); return }
        let kids = w.h.controller(t)!.children
        #expect(kids.count == 2)
        #expect(w.h.controller(kids[0])?.className == "TabAVC")   // relationship order
        #expect(w.h.controller(kids[1])?.className == "OtherVC")  // placeholder resolved
        #expect(w.h.controller(kids[1])?.storyboard == "Other")
        #expect(w.h.controller(kids[1])?.title == "Other")
        #expect(w.h.counts().viewControllers == 3)
        #expect(w.h.tree(of: t).count == 3)
    }

    @Test func R7_instantiateNavigationBringsItsRoot() {
        var w = World(catalog: Self.catalog)
        w.run(.instantiate(storyboard: "Main", identifier: "Nav"))
        guard case .controller(let n) = w.lastResult else { return }
        #expect(w.h.controller(n)!.children.count == 1)
        #expect(w.h.counts().viewControllers == 2)
        #expect(!w.h.controller(n)!.isViewLoaded)
    }

    @Test func instantiateErrors() {
        var w = World(catalog: Self.catalog)
        #expect(w.refuse(.instantiate(storyboard: "Nope", identifier: nil))?.code == .notFound)
        let missing = w.refuse(.instantiate(storyboard: "Main", identifier: "Nope"))
        #expect(missing?.code == .notFound)
        #expect(missing?.uikit?.contains("doesn't contain a view controller with identifier 'Nope'") == true)
        #expect(w.refuse(.instantiate(storyboard: "Other", identifier: nil))?.code == .storyboardError)
        #expect(w.refuse(.instantiate(storyboard: "Main", identifier: "BadRef"))?.code == .notFound)
        #expect(w.refuse(.instantiate(storyboard: "Main", identifier: "BadIdent"))?.code == .notFound)
        #expect(w.h.counts().viewControllers == 0)
    }

    /// R89 with C7: while the parent's view loads, the embed segue runs as UIKit's does —
    /// the parent's prepareForSegue, the child's view, addChild's willMove, didMove — and only
    /// then the parent's viewDidLoad (UIKit's -[UIViewController loadViewIfRequired] and
    /// UIStoryboardEmbedSegueTemplate's perform handler, decompiled iOS 26.1 UIKitCore).
    @Test func C7_R89_embedChildGetsContainmentCallbacksBeforeParentViewDidLoad() {
        var w = Self.launched()
        w.run(.instantiate(storyboard: "Main", identifier: "Container"))
        guard case .controller(let c) = w.lastResult else { return }
        w.nameIt(c, "C"); w.nameIt(w.h.controller(c)!.children[0], "E")
        #expect(w.info("E").parent == w["C"])
        #expect(w.present("C", on: "H", animated: false) ==
            "C.prepare(embedChild,embed,E) E.viewDidLoad E.willMove(C) E.didMove(C) C.viewDidLoad N.viewWillDisappear H.viewWillDisappear C.viewWillAppear(presented) E.viewWillAppear C.viewDidAppear(presented) E.viewDidAppear N.viewDidDisappear H.viewDidDisappear C.completion(N)")
    }

    @Test func R81_R82_prepareBeforeDestinationLoads() {
        var w = Self.launched()
        let s = w.run(.performSegue(source: w["H"], identifier: "showDetail", segue: nil, sender: nil))
        guard case .segue(let ident, let kind, let d?) = w.lastResult else { Issue.record("no result"); return }
        w.nameIt(d, "D")
        #expect(ident == "showDetail" && kind == "show")
        let expected = "H.prepare(showDetail,show,D) D.willMove(N) D.viewDidLoad H.viewWillDisappear(animated) D.viewWillAppear(animated,toParent) | H.viewDidDisappear(animated) D.viewDidAppear(animated,toParent) D.didMove(N)"
        #expect(s == expected.replacingD(with: "\(d)"))
    }

    @Test func R83_userTriggeredSegueAsksShouldPerform() {
        var w = Self.launched()
        let s = w.run(.performSegue(source: w["H"], identifier: nil, segue: "s1", sender: "button"))
        #expect(s.hasPrefix("H.shouldPerform(showDetail=true) H.prepare(showDetail,show,"))
    }

    @Test func R83_programmaticSegueDoesNotAsk() {
        var w = Self.launched()
        w.set("H", ["vetoedSegues": .strings(["showDetail"])])
        let s = w.run(.performSegue(source: w["H"], identifier: "showDetail", segue: nil, sender: nil))
        #expect(!s.contains("shouldPerform"))
        #expect(w.info("N").children.count == 2)
    }

    @Test func R83_vetoCancelsSilently() {
        var w = Self.launched()
        w.set("H", ["vetoedSegues": .strings(["showDetail"])])
        #expect(w.run(.performSegue(source: w["H"], identifier: nil, segue: "s1", sender: nil)) == "H.shouldPerform(showDetail=false)")
        #expect(w.lastResult == .segue(identifier: "showDetail", kind: "show", destination: nil))
        #expect(w.h.counts().viewControllers == 2)
    }

    @Test func R83_segueWithoutIdentifierRunsByXMLID() {
        var w = Self.launched()
        w.run(.performSegue(source: w["H"], identifier: nil, segue: "s7", sender: nil))
        #expect(w.info("N").children.count == 2)
    }

    @Test func R84_unknownIdentifierRaises() {
        var w = Self.launched()
        let e = w.refuse(.performSegue(source: w["H"], identifier: "nope", segue: nil, sender: nil))
        #expect(e?.code == .segueNotFound)
        #expect(e?.uikit == "Receiver (<HomeVC: \(w["H"])>) has no segue with identifier 'nope'")
        #expect(e?.raises == true)
    }

    @Test func R85_controllerNotFromStoryboardRaises() {
        var w = Self.launched()
        w.vc("X")
        let e = w.refuse(.performSegue(source: w["X"], identifier: "showDetail", segue: nil, sender: nil))
        #expect(e?.code == .segueNotFound)
        #expect(e?.uikit == "Receiver (<UIViewController: \(w["X"])>) has no segue with identifier 'showDetail'")
    }

    @Test func R86_presentModallyUsesSegueStyle() {
        var w = Self.launched()
        w.run(.performSegue(source: w["H"], identifier: "modal", segue: nil, sender: nil))
        guard case .segue(_, "presentation", let d?) = w.lastResult else { Issue.record("\(w.lastResult)"); return }
        #expect(w.h.presentationStyle(of: d) == .formSheet)
        #expect(w.h.controller(d)?.presentingViewController == w["N"])
    }

    @Test func R86_popoverInRegularAndCompact() {
        var pad = Self.launched()
        pad.run(.performSegue(source: pad["H"], identifier: "pop", segue: nil, sender: nil))
        guard case .segue(_, _, let d?) = pad.lastResult else { return }
        #expect(pad.h.presentationStyle(of: d) == .popover)
        var phone = Self.launched(screen: World.phone)
        phone.run(.performSegue(source: phone["H"], identifier: "pop", segue: nil, sender: nil))
        guard case .segue(_, _, let d2?) = phone.lastResult else { return }
        #expect(phone.h.presentationStyle(of: d2) == .overFullScreen)
    }

    @Test func R86_legacyPushAndModal() {
        var w = Self.launched()
        w.run(.performSegue(source: w["H"], identifier: "legacyPush", segue: nil, sender: nil))
        #expect(w.info("N").children.count == 2)
        var w2 = Self.launched()
        w2.run(.performSegue(source: w2["H"], identifier: "pmodal", segue: nil, sender: nil))
        #expect(w2.info("N").presentedViewController != nil)
    }

    @Test func R86_legacyPushWithoutNavigationRaises() {
        var w = World(catalog: Self.catalog)
        w.run(.instantiate(storyboard: "Main", identifier: "Home"))
        guard case .controller(let h) = w.lastResult else { return }
        w.nameIt(h, "H")
        w.showRoot("H")
        let e = w.refuse(.performSegue(source: w["H"], identifier: "legacyPush", segue: nil, sender: nil))
        #expect(e?.code == .unsupported)
        #expect(w.h.counts().viewControllers == 1)   // the destination made on the way is gone too
    }

    /// A legacy push segue pushes through the source's own `navigationController` (its nearest
    /// ancestor navigation controller), which a modally presented controller does not have:
    /// UIKit raises instead of pushing onto the presenter's stack (`show`, R75, does cross the
    /// presentation; the deprecated push segue does not).
    @Test func R86_legacyPushFromAPresentedControllerRaises() {
        var w = Self.launched()
        w.run(.instantiate(storyboard: "Main", identifier: "Home"))
        guard case .controller(let h2) = w.lastResult else { return }
        w.nameIt(h2, "H2")
        w.run(.present(presenter: w["H"], vc: h2, animated: false, style: nil, transition: nil))
        let e = w.refuse(.performSegue(source: w["H2"], identifier: "legacyPush", segue: nil, sender: nil))
        #expect(e?.code == .unsupported)
        #expect(e?.raises == true)
        #expect(e?.uikit == "Push segues can only be used when the source controller is managed by an instance of UINavigationController.")
        #expect(w.info("N").children.count == 1)
    }

    @Test func R87_customSegueDefaultsToModal() {
        var w = Self.launched()
        let s = w.run(.performSegue(source: w["H"], identifier: "fade", segue: nil, sender: nil))
        #expect(s.hasPrefix("H.prepare(fade,custom,"))
        #expect(w.info("N").presentedViewController != nil)
    }

    @Test func R87_customSegueBehaviourFromConfiguration() {
        var cfg = EngineConfiguration(); cfg.customSegueBehaviors = ["SlideSegue": .push]
        var w = Self.launched(config: cfg)
        w.run(.performSegue(source: w["H"], identifier: "slide", segue: nil, sender: nil))
        #expect(w.info("N").children.count == 2)
    }

    @Test func R87_customReplaceRoot() {
        var cfg = EngineConfiguration(); cfg.customSegueBehaviors = ["SlideSegue": .replaceRoot]
        var w = Self.launched(config: cfg)
        w.run(.performSegue(source: w["H"], identifier: "slide", segue: nil, sender: nil))
        guard case .segue(_, _, let d?) = w.lastResult else { return }
        #expect(w.h.windowInfo(w.window)?.root == d)
    }

    @Test func seguesQuery() {
        let w = Self.launched()
        let segs = w.h.segues(of: w["H"])!
        #expect(segs.count == 8)
        #expect(segs[0] == SegueInfo(segue: "s1", identifier: "showDetail", kind: "show", trigger: "button", destination: "Detail"))
        #expect(w.h.segues(of: VCID(9999)) == nil)
    }

    @Test func seguesWhileTransitionRunningAreRefused() {
        var w = Self.launched()
        let (_, t) = w.start(.performSegue(source: w["H"], identifier: "modal", segue: nil, sender: nil))
        #expect(t != nil)
        #expect(w.refuse(.performSegue(source: w["H"], identifier: "showDetail", segue: nil, sender: nil))?.code == .invalidState)
        _ = w.finish(t)
        guard case .segue = w.lastResult else { Issue.record("segue result expected, got \(w.lastResult)"); return }
    }

    // MARK: unwind

    @Test func R90_R93_unwindAcrossPushAndPresentation() {
        var w = Self.launched()
        w.run(.performSegue(source: w["H"], identifier: "showDetail", segue: nil, sender: nil))
        guard case .segue(_, _, let d?) = w.lastResult else { return }
        w.nameIt(d, "D")
        w.run(.performSegue(source: w["D"], identifier: "more", segue: nil, sender: nil))
        guard case .segue(_, _, let l?) = w.lastResult else { return }
        w.nameIt(l, "L")
        let s = w.run(.performSegue(source: w["L"], identifier: "home", segue: nil, sender: nil))
        #expect(s == "L.prepare(home,unwind,H) H.unwind(unwindToHome,L) D.willMove(nil) D.didMove(nil) L.viewWillDisappear(animated,dismissed) N.viewWillAppear(animated) H.viewWillAppear(animated) | N.viewDidAppear(animated) H.viewDidAppear(animated) L.viewDidDisappear(animated,dismissed) L.dismissCompletion")
        #expect(w.lastResult == .unwindSegue(identifier: "home", destination: w["H"], dismissed: [w["L"]], popped: [w["D"]]))
        #expect(w.info("N").children == [w["H"]])
    }

    @Test func R93_unwindPopsWithinNavigation() {
        var w = Self.launched()
        w.run(.performSegue(source: w["H"], identifier: "showDetail", segue: nil, sender: nil))
        guard case .segue(_, _, let d?) = w.lastResult else { return }
        w.nameIt(d, "D")
        #expect(w.run(.performSegue(source: w["D"], identifier: "back", segue: nil, sender: nil)) ==
            "D.prepare(back,unwind,H) H.unwind(unwindToHome,D) D.willMove(nil) D.viewWillDisappear(animated,fromParent) H.viewWillAppear(animated) | D.viewDidDisappear(animated,fromParent) H.viewDidAppear(animated) D.didMove(nil)")
    }

    @Test func R93_unwindSelectsTheTab() {
        var w = World(catalog: Self.catalog)
        w.run(.instantiate(storyboard: "Main", identifier: "Tabs"))
        guard case .controller(let t) = w.lastResult else { return }
        w.nameIt(t, "T")
        w.nameIt(w.h.controller(t)!.children[0], "A"); w.nameIt(w.h.controller(t)!.children[1], "O")
        w.showRoot("T")
        w.run(.selectTab(tab: t, index: 1))
        w.vc("M"); w.present("M", on: "O")
        w.run(.unwind(source: w["M"], action: "toTabA"))
        #expect(w.lastResult == .unwound(destination: w["A"], dismissed: [w["M"]], popped: []))
        #expect(w.h.controller(t)!.children[0] == w["A"])
        #expect(w.info("A").appearance == .appeared)
        #expect(w.info("O").appearance == .disappeared)
    }

    @Test func R91_searchesSiblingsBeforeParent() {
        var w = World()
        w.vc("S"); w.vc("X", "UIViewController", ["unwindActions": .strings(["go"])])
        w.vc("P", "UIViewController", ["unwindActions": .strings(["go"])], children: ["X", "S"])
        w.showRoot("P")
        w.run(.unwind(source: w["S"], action: "go"))
        #expect(w.lastResult == .unwound(destination: w["X"], dismissed: [], popped: []))
    }

    @Test func R91_sourceIsNotACandidate() {
        var w = World()
        w.vc("S", "UIViewController", ["unwindActions": .strings(["go"])]); w.vc("P", children: ["S"])
        w.showRoot("P")
        #expect(w.refuse(.unwind(source: w["S"], action: "go"))?.code == .segueNotFound)
    }

    @Test func R92_containersSearchTheirChildren() {
        var w = World()
        w.vc("G", "UIViewController", ["unwindActions": .strings(["go"])]); w.vc("C", children: ["G"])
        w.vc("S"); w.vc("P", children: ["C", "S"])
        w.showRoot("P")
        w.run(.unwind(source: w["S"], action: "go"))
        #expect(w.lastResult == .unwound(destination: w["G"], dismissed: [], popped: []))
    }

    @Test func R91_searchContinuesThroughPresenters() {
        var w = World()
        w.vc("A", "UIViewController", ["unwindActions": .strings(["go"])]); w.vc("B"); w.vc("C")
        w.showRoot("A"); w.present("B", on: "A"); w.present("C", on: "B")
        let s = w.run(.unwind(source: w["C"], action: "go"))
        #expect(s == "C.prepare(unwind:go,unwind,A) A.unwind(go,C) C.viewWillDisappear(animated,dismissed) A.viewWillAppear(animated) | A.viewDidAppear(animated) C.viewDidDisappear(animated,dismissed) B.dismissCompletion")
        #expect(w.lastResult == .unwound(destination: w["A"], dismissed: [w["B"], w["C"]], popped: []))
    }

    @Test func R91_unwindActionsByClass() {
        var cfg = EngineConfiguration(); cfg.unwindActionsByClass = ["HomeVC": ["fromConfig"]]
        var w = World(configuration: cfg)
        w.vc("H", "HomeVC"); w.vc("B"); w.showRoot("H"); w.present("B", on: "H")
        w.run(.unwind(source: w["B"], action: "fromConfig"))
        #expect(w.lastResult == .unwound(destination: w["H"], dismissed: [w["B"]], popped: []))
    }

    @Test func R94_noDestinationIsSegueNotFoundButNoUIKitException() {
        var w = Self.launched()
        let e = w.refuse(.unwind(source: w["H"], action: "nowhere"))
        #expect(e?.code == .segueNotFound)
        #expect(e?.raises == false)
        #expect(e?.uikit?.contains("does nothing") == true)
    }

    @Test func unwindAcrossStackOfPresentationsFromInsideNavigation() {
        var w = World(screen: World.pad)
        w.vc("H", "UIViewController", ["unwindActions": .strings(["home"])]); w.vc("N", "UINavigationController", children: ["H"])
        w.vc("D"); w.vc("K"); w.vc("M", "UINavigationController", children: ["K"]); w.vc("Z")
        w.showRoot("N")
        w.push("D", on: "N")
        w.present("M", on: "D", style: .formSheet)
        w.present("Z", on: "K")
        w.run(.unwind(source: w["Z"], action: "home"))
        #expect(w.lastResult == .unwound(destination: w["H"], dismissed: [w["M"], w["Z"]], popped: [w["D"]]))
        #expect(w.info("H").appearance == .appeared)
        #expect(w.h.checkInvariants().isEmpty)
    }

    @Test func unwindAfterTraitChangeDuringLivePresentation() {
        var w = World(screen: World.pad)
        w.vc("H", "UIViewController", ["unwindActions": .strings(["home"])]); w.vc("B")
        w.showRoot("H")
        w.present("B", on: "H", style: .formSheet)
        w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil))
        #expect(w.info("H").appearance == .disappeared)
        let s = w.run(.unwind(source: w["B"], action: "home"))
        #expect(s == "B.prepare(unwind:home,unwind,H) H.unwind(home,B) B.viewWillDisappear(animated,dismissed) H.viewWillAppear(animated) | H.viewDidAppear(animated) B.viewDidDisappear(animated,dismissed) B.dismissCompletion")
    }
}

extension String {
    /// Replaces the placeholder name `D` (a destination named after the fact) with `id`.
    func replacingD(with id: String) -> String {
        split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            var w = String(word)
            if w.hasPrefix("D.") { w = id + w.dropFirst(1) }
            return w.replacing(",D)", with: ",\(id))")
        }.joined(separator: " ")
    }
}

/// Issue 14, point 5: one spelling for unwind actions. UIKit matches an unwind by selector
/// (canPerformUnwindSegueAction asks whether the controller responds to it), so every place an
/// action is named accepts the Swift name, the selector and the selector without its colon
/// alike; `unwindToFirst:` and `unwindToFirstWithSegue:` stay two different selectors.
@Suite struct UnwindSpellingTests {
    /// nav(first) initial; first shows second; second has two exit-linked unwind segues.
    static let catalog: StoryboardCatalog = {
        let sb = SegueTests.storyboard("U", initial: "nav", [
            SegueTests.scene("nav", "UINavigationController", container: .navigation,
                             rels: [RelationshipTemplate(id: "r", relationship: "rootViewController", destination: "first")]),
            SegueTests.scene("first", custom: "FirstViewController", segues: [
                SegueTemplate(id: "go", identifier: "go", kind: .show, trigger: "button", destination: "second"),
            ]),
            SegueTests.scene("second", custom: "SecondViewController", segues: [
                SegueTemplate(id: "u1", kind: .unwind, trigger: "button", destination: nil, unwindAction: "unwindToFirst"),
                SegueTemplate(id: "u2", kind: .unwind, trigger: "button", destination: nil, unwindAction: "unwindToFirstWithSegue"),
            ]),
        ])
        return StoryboardCatalog(["U": sb])
    }()

    /// first declares `declared`; second is pushed on top of it.
    static func world(declaring declared: [String], byClass: [String] = []) -> World {
        var cfg = EngineConfiguration()
        if !byClass.isEmpty { cfg.unwindActionsByClass = ["FirstViewController": byClass] }
        var w = World(catalog: catalog, configuration: cfg)
        let out = try! w.h.apply(.createWindow(screen: nil, root: nil, storyboard: "U", identifier: nil, makeKeyAndVisible: true))
        guard case .completed(.windowCreated(let win, let root?)) = out.status else { fatalError() }
        w.window = win
        w.nameIt(root, "N"); w.nameIt(w.h.controller(root)!.children[0], "F")
        if !declared.isEmpty { w.set("F", ["unwindActions": .strings(declared)]) }
        w.run(.performSegue(source: w["F"], identifier: "go", segue: nil, sender: nil))
        w.nameIt(w.h.controller(root)!.children[1], "S")
        return w
    }

    @Test(arguments: ["unwindToFirst:", "unwindToFirst", "unwindToFirst(_:)", " unwindToFirst: "])
    func R91_theSwiftNameTheSelectorAndTheBareNameAreOneAction(declared: String) {
        var w = Self.world(declaring: [declared])
        #expect(w.info("F").properties.first { $0.name == "unwindActions" }?.value == .strings(["unwindToFirst"]))
        // The storyboard's own unwind segue, as its exit-linked button fires it.
        #expect(w.run(.performSegue(source: w["S"], identifier: nil, segue: "u1", sender: nil))
                .contains("S.prepare(u1,unwind,F) F.unwind(unwindToFirst,S)"))
        #expect(w.info("N").children == [w["F"]])
        // segue.unwind in every spelling.
        for spelling in ["unwindToFirst:", "unwindToFirst", "unwindToFirst(_:)"] {
            var again = Self.world(declaring: [declared])
            again.run(.unwind(source: again["S"], action: spelling))
            #expect(again.lastResult == .unwound(destination: again["F"], dismissed: [], popped: [again["S"]]))
        }
        // Another selector is another action, as in UIKit.
        var other = Self.world(declaring: [declared])
        #expect(other.refuse(.performSegue(source: other["S"], identifier: nil, segue: "u2", sender: nil))?.code == .segueNotFound)
    }

    @Test(arguments: ["unwindToFirst(segue:)", "unwindToFirstWithSegue:", "unwindToFirstWithSegue"])
    func R91_aLabelledSwiftActionIsItsWithSegueSelector(declared: String) {
        var w = Self.world(declaring: [declared])
        #expect(w.run(.performSegue(source: w["S"], identifier: nil, segue: "u2", sender: nil))
                .contains("F.unwind(unwindToFirstWithSegue,S)"))
        var byName = Self.world(declaring: [declared])
        byName.run(.unwind(source: byName["S"], action: "unwindToFirst(segue:)"))
        #expect(byName.lastResult == .unwound(destination: byName["F"], dismissed: [], popped: [byName["S"]]))
        var other = Self.world(declaring: [declared])
        #expect(other.refuse(.unwind(source: other["S"], action: "unwindToFirst:"))?.code == .segueNotFound)
    }

    /// The configuration's (or the scanned sources') table is read the same way.
    @Test func R91_unwindActionsByClassInAnySpelling() {
        var w = Self.world(declaring: [], byClass: ["unwindToFirst:"])
        #expect(w.run(.performSegue(source: w["S"], identifier: nil, segue: "u1", sender: nil)).contains("F.unwind(unwindToFirst,S)"))
        var swift = Self.world(declaring: [], byClass: ["unwindToFirst(segue:)"])
        swift.run(.unwind(source: swift["S"], action: "unwindToFirstWithSegue:"))
        #expect(swift.lastResult == .unwound(destination: swift["F"], dismissed: [], popped: [swift["S"]]))
    }

    @Test func canonicalNames() {
        let cases: [(String, String)] = [
            ("unwindToFirst:", "unwindToFirst"), ("unwindToFirst", "unwindToFirst"), ("unwindToFirst(_:)", "unwindToFirst"),
            ("unwindToFirst(segue:)", "unwindToFirstWithSegue"), ("unwindToFirstWithSegue:", "unwindToFirstWithSegue"),
            ("back(from:)", "backFrom"), ("back(withSegue:)", "backWithSegue"), ("go(_:animated:)", "go:animated"),
            ("done()", "done"),
        ]
        for (name, canonical) in cases { #expect(UnwindActionName.canonical(name) == canonical, "\(name)") }
    }

    /// Swift leaves out `With` when the base name's last camelCase word is a preposition, in any
    /// case, too (the compiler's getObjCSelector: `getPrepositionKind(camel_case::getLastWord(
    /// baseName))`; words as lib/Basic/StringExtras.cpp splits them); `_` as the first label
    /// leaves the base name alone.
    @Test(arguments: [
        ("unwindTo(segue:)", "unwindToSegue"), ("unwind(to:)", "unwindTo"), ("unwindTo(_:)", "unwindTo"),
        ("goBackFrom(segue:)", "goBackFromSegue"), ("unwind_to(segue:)", "unwind_toSegue"),
        ("unwindTO(segue:)", "unwindTOSegue"), ("returnInto(segue:)", "returnIntoSegue"),
        ("unwindToHome(segue:)", "unwindToHomeWithSegue"), ("unwindTop(segue:)", "unwindTopWithSegue"),
        ("unwindToVC(segue:)", "unwindToVCWithSegue"), ("unwindFromURLs(segue:)", "unwindFromURLsWithSegue"),
        ("unwindTo(SEGUE:)", "unwindToSEGUE"), ("close(ForSegue:)", "closeForSegue"),
        ("close(URLSegue:)", "closeWithURLSegue"), ("close(toward:)", "closeWithToward"),
        ("unwindTo(segue:animated:)", "unwindToSegue:animated"), ("unwindTo(_:animated:)", "unwindTo:animated"),
    ])
    func R91_aBaseNameEndingWithAPrepositionTakesNoWith(name: String, selector: String) {
        #expect(UnwindActionName.canonical(name) == selector)
    }

    /// The storyboard's selector finds a Swift action whose base name ends with a preposition.
    @Test func R91_unwindToSegueIsTheSelectorOfUnwindToWithALabel() {
        var w = Self.world(declaring: ["unwindToFirst(segue:)", "unwindTo(segue:)"])
        #expect(w.info("F").properties.first { $0.name == "unwindActions" }?.value == .strings(["unwindToFirstWithSegue", "unwindToSegue"]))
        w.run(.unwind(source: w["S"], action: "unwindToSegue:"))
        #expect(w.lastResult == .unwound(destination: w["F"], dismissed: [], popped: [w["S"]]))
        var with = Self.world(declaring: ["unwindTo(segue:)"])
        #expect(with.refuse(.unwind(source: with["S"], action: "unwindToWithSegue:"))?.code == .segueNotFound)
    }
}
