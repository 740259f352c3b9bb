import Testing
@testable import HierarchyEngine

/// The corrections from outside evidence (docs/semantics.md, *Corrections from outside
/// evidence*; issue 14): each test is built from the documented or logged sequence and is named
/// after the correction and the rule it corrects.
@Suite struct OutsideEvidenceTests {
    static func property(_ w: World, _ name: String, _ property: String) -> PropertyValue? {
        w.info(name).properties.first { $0.name == property }?.value
    }

    /// A tab bar T whose first tab is a navigation controller N with K on top, visible.
    static func tabbedNavigation(_ profile: Profile = .classic, screen: ScreenSpec) -> World {
        var w = World(profile: profile, screen: screen)
        w.vc("K"); w.vc("N", "UINavigationController", children: ["K"]); w.vc("O")
        w.vc("T", "UITabBarController", children: ["N", "O"])
        w.vc("B"); w.vc("C")
        w.showRoot("T")
        return w
    }

    // MARK: C1 (R47): UINavigationController defines a presentation context

    /// Apple's definesPresentationContext: "The default value for this property is NO. Some
    /// system-provided view controllers, such as UINavigationController, change the default
    /// value to YES." The other containers keep NO ([inf]: the reference names only the
    /// navigation controller, and Apple's own UITabBarController subclass in MobilePhone sets it
    /// to YES explicitly).
    @Test func C1_R47_navigationControllerDefinesPresentationContext() {
        var w = World()
        w.vc("A"); w.vc("N", "UINavigationController"); w.vc("T", "UITabBarController")
        w.vc("S", "UISplitViewController"); w.vc("P", "UIPageViewController")
        #expect(Self.property(w, "N", "definesPresentationContext") == .bool(true))
        for other in ["A", "T", "S", "P"] {
            #expect(Self.property(w, other, "definesPresentationContext") == .bool(false))
        }
        // A storyboard's navigation controller too, unless Interface Builder says otherwise.
        let nav = SegueTests.scene("nav", "UINavigationController", container: .navigation, ident: "Nav",
                                   rels: [RelationshipTemplate(id: "r", relationship: "rootViewController", destination: "root")])
        let off = SegueTests.scene("off", "UINavigationController", container: .navigation, ident: "Off",
                                   props: ["definesPresentationContext": .bool(false)],
                                   rels: [RelationshipTemplate(id: "r2", relationship: "rootViewController", destination: "root")])
        let sb = SegueTests.storyboard("S", initial: "nav", [nav, off, SegueTests.scene("root")])
        var s = World(catalog: StoryboardCatalog(["S": sb]))
        s.run(.instantiate(storyboard: "S", identifier: "Nav"))
        guard case .controller(let made) = s.lastResult else { Issue.record("no controller"); return }
        s.nameIt(made, "nav")
        #expect(Self.property(s, "nav", "definesPresentationContext") == .bool(true))
        s.run(.instantiate(storyboard: "S", identifier: "Off"))
        guard case .controller(let madeOff) = s.lastResult else { Issue.record("no controller"); return }
        s.nameIt(madeOff, "off")
        #expect(Self.property(s, "off", "definesPresentationContext") == .bool(false))
    }

    /// A current-context presentation from inside a navigation stack is presented by the
    /// navigation controller: it is covered, the tab bar around it is not.
    @Test(arguments: [Profile.classic, .modern])
    func C1_R46_currentContextInsideANavigationStackIsPresentedByIt(profile: Profile) {
        var w = Self.tabbedNavigation(profile, screen: World.pad)
        #expect(w.present("B", on: "K", style: .currentContext) ==
            "B.viewDidLoad N.viewWillDisappear(animated) K.viewWillDisappear(animated) B.viewWillAppear(animated,presented) \(w.isAppearing("B", "animated,presented"))| B.viewDidAppear(animated,presented) N.viewDidDisappear(animated) K.viewDidDisappear(animated) B.completion(N)")
        #expect(w.info("B").presentingViewController == w["N"])
        #expect(w.info("T").appearance == .appeared)
        w.dismiss("B")
        #expect(w.present("C", on: "K", style: .overCurrentContext).hasSuffix("C.completion(N)"))
    }

    /// An app that sets it to false gets the window root back as the presenter (R46).
    @Test func C1_R46_aNavigationControllerThatDoesNotDefineTheContextLeavesItToTheRoot() {
        var w = Self.tabbedNavigation(screen: World.pad)
        w.set("N", ["definesPresentationContext": .bool(false)])
        w.present("B", on: "K", style: .overCurrentContext)
        #expect(w.info("B").presentingViewController == w["T"])
    }

    /// The default is not preserved as a property; a changed value is (restoration).
    @Test func C1_RS1_restorationKeepsTheNavigationControllersContext() {
        var w = World()
        w.vc("a", "UIViewController", RestorationTests.rid("a"))
        w.vc("n1", "UINavigationController", RestorationTests.rid("n1"), children: ["a"])
        w.vc("b", "UIViewController", RestorationTests.rid("b"))
        w.vc("n2", "UINavigationController", RestorationTests.rid("n2").merging(["definesPresentationContext": .bool(false)]) { $1 },
             children: ["b"])
        w.vc("root", "UIViewController", RestorationTests.rid("root"), children: ["n1", "n2"])
        w.showRoot("root")
        let state = w.h.preservedState()
        #expect(state.controllers.first { $0.id == w["n1"] }?.properties.map(\.name) == ["restorationIdentifier"])
        #expect(state.controllers.first { $0.id == w["n2"] }?.properties.map(\.name)
                == ["definesPresentationContext", "restorationIdentifier"])
        let (r, _) = RestorationTests.restart(w)
        #expect(Self.property(r, "n1", "definesPresentationContext") == .bool(true))
        #expect(Self.property(r, "n2", "definesPresentationContext") == .bool(false))
    }

    // MARK: C2 (R70): current-context styles on iPhone

    /// Measured on iPhone (regularberry.github.io 2019-02-22: overCurrentContext, presenter's
    /// viewWillAppear NO; qiita.com/hirotakan: the tab bar stays above the presented screen):
    /// overCurrentContext keeps its style, the navigation controller presents, nothing below it
    /// gets appearance callbacks.
    @Test(arguments: [Profile.classic, .modern])
    func C2_R70_overCurrentContextOnIPhoneKeepsThePresenterAndTheTabBar(profile: Profile) {
        var w = Self.tabbedNavigation(profile, screen: World.phone)
        #expect(w.present("B", on: "K", style: .overCurrentContext) ==
            "B.viewDidLoad B.viewWillAppear(animated,presented) \(w.isAppearing("B", "animated,presented"))| B.viewDidAppear(animated,presented) B.completion(N)")
        #expect(w.lastResult == .presented(vc: w["B"], presenter: w["N"], style: .overCurrentContext))
        for shown in ["T", "N", "K"] { #expect(w.info(shown).appearance == .appeared) }
        #expect(w.dismiss("B") == "B.viewWillDisappear(animated,dismissed) | B.viewDidDisappear(animated,dismissed) B.dismissCompletion")
    }

    /// The same table: currentContext on iPhone does remove the presenter's views (its
    /// viewWillAppear comes on dismissal); the context is the navigation controller's.
    @Test(arguments: [Profile.classic, .modern])
    func C2_R70_currentContextOnIPhoneRemovesTheContextsViews(profile: Profile) {
        var w = Self.tabbedNavigation(profile, screen: World.phone)
        #expect(w.present("B", on: "K", style: .currentContext) ==
            "B.viewDidLoad N.viewWillDisappear(animated) K.viewWillDisappear(animated) B.viewWillAppear(animated,presented) \(w.isAppearing("B", "animated,presented"))| B.viewDidAppear(animated,presented) N.viewDidDisappear(animated) K.viewDidDisappear(animated) B.completion(N)")
        #expect(w.lastResult == .presented(vc: w["B"], presenter: w["N"], style: .currentContext))
        #expect(w.info("T").appearance == .appeared)
        #expect(w.dismiss("B").contains("N.viewWillAppear(animated) K.viewWillAppear(animated)"))
    }

    // MARK: C3: sheets in compact height

    static let phoneLandscape = ScreenSpec(name: "iPhone", width: 844, height: 390, scale: 3, idiom: .phone, isMain: true)

    /// Apple's pageSheet/formSheet (iOS 13+): in a compact-height size class they behave as
    /// fullScreen: the presenter's views are removed and it gets its callbacks.
    @Test(arguments: [PresentationStyle.pageSheet, .formSheet, .automatic])
    func C3_modernSheetsInCompactHeightBehaveAsFullScreen(style: PresentationStyle) {
        var w = World(profile: .modern, screen: Self.phoneLandscape)
        w.vc("A"); w.vc("B"); w.showRoot("A")
        #expect(w.present("B", on: "A", style: style) ==
            "B.viewDidLoad A.viewWillDisappear(animated) B.viewWillAppear(animated,presented) B.viewIsAppearing(animated,presented) | B.viewDidAppear(animated,presented) A.viewDidDisappear(animated) B.completion(A)")
        #expect(w.lastResult == .presented(vc: w["B"], presenter: w["A"], style: .fullScreen))
    }

    /// Compact height alone (a regular-width window made vertically compact): modern sheets
    /// become full screen; classic ones stay sheets (only compact width adapted before iOS 13).
    @Test func C3_compactHeightAloneAdaptsOnlyTheModernProfile() {
        for (profile, expected) in [(Profile.modern, PresentationStyle.fullScreen), (.classic, .formSheet)] {
            var w = World(profile: profile, screen: World.pad)
            w.vc("A"); w.vc("B"); w.showRoot("A")
            w.run(.setTraits(window: w.window, horizontal: nil, vertical: .compact))
            w.present("B", on: "A", style: .formSheet)
            #expect(w.lastResult == .presented(vc: w["B"], presenter: w["A"], style: expected))
        }
    }

    /// Rotating an iPhone with a sheet on screen: landscape turns it full screen (the presenter
    /// disappears), portrait turns it back into a sheet (the presenter reappears).
    @Test func C3_rotatingAPhoneReadaptsAModernSheet() {
        var w = World(profile: .modern, screen: World.phone)
        w.vc("A"); w.vc("B"); w.showRoot("A")
        w.present("B", on: "A", style: .pageSheet)
        #expect(w.h.presentationStyle(of: w["B"]) == .pageSheet)
        #expect(w.run(.rotate(.landscapeLeft)).contains("A.viewWillDisappear A.viewDidDisappear"))
        #expect(w.h.presentationStyle(of: w["B"]) == .fullScreen)
        #expect(w.info("A").appearance == .disappeared)
        #expect(w.run(.rotate(.portrait)).contains("A.viewWillAppear A.viewIsAppearing A.viewDidAppear"))
        #expect(w.h.presentationStyle(of: w["B"]) == .pageSheet)
    }

    // MARK: C5 (R97): default orientations follow the idiom

    /// Apple's supportedInterfaceOrientations: all four on the iPad idiom, allButUpsideDown on
    /// the iPhone idiom.
    @Test func C5_R97_defaultOrientationsFollowTheIdiom() {
        var pad = World(screen: World.pad)
        pad.vc("A"); pad.showRoot("A")
        #expect(Self.property(pad, "A", "supportedInterfaceOrientations")
                == .strings(["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]))
        pad.run(.rotate(.portraitUpsideDown))
        #expect(pad.lastResult == .rotated(.portraitUpsideDown, windows: [.init(window: pad.window, rotated: true)]))

        var phone = World(screen: World.phone)
        phone.vc("A"); phone.showRoot("A")
        #expect(Self.property(phone, "A", "supportedInterfaceOrientations")
                == .strings(["portrait", "landscapeLeft", "landscapeRight"]))

        // An app's own mask wins on either idiom.
        pad.run(.rotate(.portrait))
        pad.set("A", ["supportedInterfaceOrientations": .string("allButUpsideDown")])
        pad.run(.rotate(.portraitUpsideDown))
        #expect(pad.lastResult == .rotated(.portraitUpsideDown, windows: [.init(window: pad.window, rotated: false)]))
    }

    // MARK: C7: embedded children are contained

    /// C7 with nested container views: each embed segue runs inside its parent's view load
    /// (prepare, the child's load with its own embeds, willMove, didMove), so the innermost
    /// child finishes first and every parent's viewDidLoad comes after its children's
    /// containment (decompiled UIKitCore: -[UIViewController loadViewIfRequired],
    /// UIStoryboardEmbedSegueTemplate).
    @Test func C7_nestedEmbedsAreContainedInsideOut() {
        let outer = SegueTests.scene("outer", custom: "OuterVC", ident: "Outer", segues: [
            SegueTemplate(id: "e1", identifier: "embedMiddle", kind: .embed, trigger: "containerView", destination: "middle"),
            SegueTemplate(id: "e3", identifier: "embedSide", kind: .embed, trigger: "containerView", destination: "side"),
        ])
        let middle = SegueTests.scene("middle", custom: "MiddleVC", segues: [
            SegueTemplate(id: "e2", identifier: "embedInner", kind: .embed, trigger: "containerView", destination: "inner"),
        ])
        let sb = SegueTests.storyboard("E", initial: "outer",
                                       [outer, middle, SegueTests.scene("inner", custom: "InnerVC"), SegueTests.scene("side", custom: "SideVC")])
        var w = World(catalog: StoryboardCatalog(["E": sb]))
        let out = try! w.h.apply(.createWindow(screen: nil, root: nil, storyboard: "E", identifier: nil, makeKeyAndVisible: true))
        guard case .completed(.windowCreated(_, let root?)) = out.status else { Issue.record("no window"); return }
        w.nameIt(root, "O")
        let kids = w.h.controller(root)!.children
        w.nameIt(kids[0], "M"); w.nameIt(kids[1], "S"); w.nameIt(w.h.controller(kids[0])!.children[0], "I")
        #expect(w.format(out.events) ==
            "window.becameKey O.prepare(embedMiddle,embed,M) M.prepare(embedInner,embed,I) I.viewDidLoad I.willMove(M) I.didMove(M) "
            + "M.viewDidLoad M.willMove(O) M.didMove(O) O.prepare(embedSide,embed,S) S.viewDidLoad S.willMove(O) S.didMove(O) "
            + "O.viewDidLoad O.viewWillAppear M.viewWillAppear I.viewWillAppear S.viewWillAppear "
            + "O.viewDidAppear M.viewDidAppear I.viewDidAppear S.viewDidAppear")
        w.checkInvariants()
    }

    // MARK: C8: iOS 14 presentation warnings

    /// C8 (iOS 14+): "Attempt to present <X> on <N> (from <Caller>) which is already presenting
    /// <Y>." names the controller the request was routed to and the caller; the classic profile
    /// keeps "Attempt to present <X> on <Caller> which is already presenting <Y>".
    @Test func C8_R54_modernWarningNamesTheRoutedPresenterAndTheCaller() {
        for profile in [Profile.classic, .modern] {
            var w = Self.tabbedNavigation(profile, screen: World.pad)
            w.present("B", on: "K", style: .fullScreen)
            #expect(w.info("B").presentingViewController == w["T"])   // routed to the root (R45)
            let e = w.refuse(.present(presenter: w["K"], vc: w["C"], animated: true, style: .fullScreen, transition: nil))
            let (k, t, b, c) = ("<UIViewController: \(w["K"])>", "<UITabBarController: \(w["T"])>",
                                "<UIViewController: \(w["B"])>", "<UIViewController: \(w["C"])>")
            #expect(e?.uikit == (profile == .modern
                ? "Attempt to present \(c) on \(t) (from \(k)) which is already presenting \(b)."
                : "Attempt to present \(c) on \(k) which is already presenting \(b)"))
            #expect(e?.raises == false)
        }
    }

    /// The other iOS 14+ warnings of a refused presentation have the same shape (real logs:
    /// "… (from <…UIHostingController…>) whose view is not in the window hierarchy." and
    /// "… (from <MFBTabBarController>) while a presentation is in progress.").
    @Test func C8_R56_R57_modernWarningsForAPresenterOutOfTheWindowOrBusy() {
        var w = PresentationTests.basic(.modern)
        w.vc("Z"); w.vc("Y", children: ["Z"])
        let away = w.refuse(.present(presenter: w["Z"], vc: w["B"], animated: true, style: nil, transition: nil))
        #expect(away?.uikit == "Attempt to present <UIViewController: \(w["B"])> on <UIViewController: \(w["Y"])> (from <UIViewController: \(w["Z"])>) whose view is not in the window hierarchy.")
        let (_, t) = w.start(.present(presenter: w["A"], vc: w["B"], animated: true, style: .fullScreen, transition: nil))
        let busy = w.refuse(.present(presenter: w["B"], vc: w["C"], animated: true, style: nil, transition: nil))
        #expect(busy?.uikit == "Attempt to present <UIViewController: \(w["C"])> on <UIViewController: \(w["B"])> (from <UIViewController: \(w["B"])>) while a presentation is in progress.")
        _ = w.finish(t)
        var classic = PresentationTests.basic()
        classic.vc("Z")
        let old = classic.refuse(.present(presenter: classic["Z"], vc: classic["B"], animated: true, style: nil, transition: nil))
        #expect(old?.uikit == "Attempt to present <UIViewController: \(classic["B"])> on <UIViewController: \(classic["Z"])> whose view is not in the window hierarchy!")
    }

    /// Presenting an active controller: since iOS 13 the exception says why (crash logs:
    /// "…a view controller <X> that is already being presented by <Y>."; UIKit's format "…that
    /// has a parent view controller %@."); presenting on itself has its own text in both
    /// profiles (WordPress-iOS#11483, iOS 12); classic keeps "an active controller" otherwise.
    @Test func C8_R55_activeControllerExceptionsSayWhy() {
        for profile in [Profile.classic, .modern] {
            var w = World(profile: profile, screen: World.pad)
            w.vc("X"); w.vc("R", children: ["X"]); w.vc("B"); w.vc("D")
            w.showRoot("R")
            w.present("B", on: "R", style: .overFullScreen)
            let (x, r, b) = ("<UIViewController: \(w["X"])>", "<UIViewController: \(w["R"])>", "<UIViewController: \(w["B"])>")
            let child = w.refuse(.present(presenter: w["B"], vc: w["X"], animated: true, style: nil, transition: nil))
            let presented = w.refuse(.present(presenter: w["X"], vc: w["B"], animated: true, style: nil, transition: nil))
            let itself = w.refuse(.present(presenter: w["B"], vc: w["B"], animated: true, style: nil, transition: nil))
            #expect(itself?.uikit == "Application tried to present modal view controller on itself. Presenting controller is \(b).")
            if profile == .modern {
                #expect(child?.uikit == "Application tried to present modally a view controller \(x) that has a parent view controller \(r).")
                #expect(presented?.uikit == "Application tried to present modally a view controller \(b) that is already being presented by \(r).")
            } else {
                #expect(child?.uikit == "Application tried to present modally an active controller \(x).")
                #expect(presented?.uikit == "Application tried to present modally an active controller \(b).")
            }
            for e in [child, presented, itself] { #expect(e?.raises == true) }
        }
    }

    // MARK: C8: navigation texts of recent iOS

    /// C8 (R43): recent iOS names the navigation controller when a controller already on its
    /// stack is pushed again (crash logs thexande/SwiftAlgorithms#31, react-native-screens#791,
    /// dotnet/docs-maui#1142; the trailing " : <bundle identifier>" left out); classic keeps
    /// "Pushing the same view controller instance more than once is not supported (<X>)".
    @Test func C8_R43_pushingTwiceNamesTheNavigationController() {
        for profile in [Profile.classic, .modern] {
            var w = World(profile: profile, screen: World.pad)
            w.vc("A"); w.vc("B")
            w.vc("N", "UINavigationController", children: ["A"])
            w.showRoot("N")
            w.push("B", on: "N")
            let (n, b) = ("<UINavigationController: \(w["N"])>", "<UIViewController: \(w["B"])>")
            let e = w.refuse(.push(nav: w["N"], vc: w["B"], animated: true))
            #expect(e?.uikit == (profile == .modern
                ? "\(n) is pushing the same view controller instance (\(b)) more than once which is not supported and is most likely an error in the application"
                : "Pushing the same view controller instance more than once is not supported (\(b))"))
            #expect(e?.raises == true && e?.code == .invalidState)
        }
    }

    /// C8 (R43): a stack set with a controller listed twice raises "All view controllers in a
    /// navigation controller must be distinct (<the array>)" in recent iOS (WordPress-iOS#15337);
    /// classic keeps the push text.
    @Test func C8_R43_aStackListingAControllerTwiceMustBeDistinct() {
        for profile in [Profile.classic, .modern] {
            var w = World(profile: profile, screen: World.pad)
            w.vc("A"); w.vc("B")
            w.vc("N", "UINavigationController", children: ["A"])
            w.showRoot("N")
            let (a, b) = ("<UIViewController: \(w["A"])>", "<UIViewController: \(w["B"])>")
            let e = w.refuse(.setViewControllers(nav: w["N"], vcs: [w["A"], w["B"], w["B"]], animated: false))
            #expect(e?.uikit == (profile == .modern
                ? "All view controllers in a navigation controller must be distinct ((\n    \"\(a)\",\n    \"\(b)\",\n    \"\(b)\"\n))"
                : "Pushing the same view controller instance more than once is not supported (\(b))"))
            #expect(e?.raises == true)
            #expect(w.info("N").children == [w["A"]])
        }
    }
}
