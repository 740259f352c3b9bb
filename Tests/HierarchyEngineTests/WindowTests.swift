import Testing
@testable import HierarchyEngine

/// Windows and screens (R1, R2, R5, R9-R12), status bar (R95-R98), rotation, memory warnings,
/// properties and queries.
@Suite struct WindowTests {
    @Test func R1_windowHasOneRoot() {
        var w = World()
        w.vc("A"); w.showRoot("A")
        let info = w.h.windowInfo(w.window)!
        #expect(info.root == w["A"] && info.visible && info.key)
        #expect(w.h.tree(window: w.window).count == 1)
    }

    @Test func R9_rootAppearsWhenWindowBecomesVisible() {
        var w = World()
        w.vc("A")
        let out = try! w.h.apply(.createWindow(screen: nil, root: w["A"], storyboard: nil, identifier: nil, makeKeyAndVisible: false))
        #expect(out.events.isEmpty)
        guard case .completed(.windowCreated(let win, let root)) = out.status else { Issue.record("no window"); return }
        #expect(root == w["A"])
        w.window = win
        #expect(w.info("A").window == win)
        #expect(w.run(.makeKeyAndVisible(win)) == "window.becameKey A.viewDidLoad A.viewWillAppear A.viewDidAppear")
        #expect(w.run(.makeKeyAndVisible(win)) == "")
    }

    @Test func R10_rootHasNoParentAndNoPresenter() {
        var w = World()
        w.vc("A"); w.showRoot("A")
        #expect(w.info("A").parent == nil)
        #expect(w.info("A").presentingViewController == nil)
    }

    @Test func R10_activeControllerCannotBecomeRoot() {
        var w = World()
        w.vc("C"); w.vc("A", children: ["C"]); w.showRoot("A")
        #expect(w.refuse(.createWindow(screen: nil, root: w["C"], storyboard: nil, identifier: nil, makeKeyAndVisible: true))?.code == .invalidState)
        #expect(w.refuse(.setRoot(window: w.window, vc: w["C"]))?.code == .invalidState)
    }

    @Test func R11_replacingRootSwapsAppearance() {
        var w = World(screen: World.pad)
        w.vc("A"); w.vc("B"); w.vc("P"); w.showRoot("A")
        w.present("P", on: "A", style: .formSheet)
        #expect(w.run(.setRoot(window: w.window, vc: w["B"])) ==
            "B.viewDidLoad A.viewWillDisappear P.viewWillDisappear B.viewWillAppear B.viewDidAppear A.viewDidDisappear P.viewDidDisappear")
        // the old root's presentation is not dismissed: the link remains, out of the window
        #expect(w.info("P").presentingViewController == w["A"])
        #expect(w.info("A").window == nil && w.info("P").window == nil)
        #expect(w.h.windowInfo(w.window)?.root == w["B"])
    }

    @Test func R12_presentationStaysInItsWindow() {
        var w = World(screen: World.pad)
        w.vc("A"); w.vc("X"); w.vc("B"); w.showRoot("A")
        let out = try! w.h.apply(.connectScreen(ScreenSpec(name: "TV", width: 1920, height: 1080, scale: 1, idiom: .external, isMain: false), externalStoryboard: nil))
        guard case .completed(.screenConnected(let s, let wins)) = out.status else { Issue.record("no screen"); return }
        #expect(wins.isEmpty)
        let wo = try! w.h.apply(.createWindow(screen: s, root: w["X"], storyboard: nil, identifier: nil, makeKeyAndVisible: false))
        guard case .completed(.windowCreated(let ext, _)) = wo.status else { return }
        _ = w.run(.makeKeyAndVisible(ext))
        w.present("B", on: "X")
        #expect(w.info("B").window == ext)
        #expect(w.info("A").appearance == .appeared)
    }

    @Test func R5_externalScreenGetsWindowFromStoryboard() {
        var cat = StoryboardCatalog()
        cat.storyboards["External"] = StoryboardTemplate(
            name: "External", path: nil, initialScene: "e1",
            scenes: ["e1": SceneTemplate(id: "e1", elementName: "viewController", className: "UIViewController", customClass: "ExternalVC", container: .plain)],
            sceneOrder: ["e1"])
        var w = World(catalog: cat)
        let spec = ScreenSpec(name: "TV", width: 1920, height: 1080, scale: 1, idiom: .external, isMain: false)
        let out = try! w.h.apply(.connectScreen(spec, externalStoryboard: "External"))
        guard case .completed(.screenConnected(let s, let wins)) = out.status, let win = wins.first else { Issue.record("no window"); return }
        let info = w.h.windowInfo(win)!
        #expect(info.screen == s && info.visible && !info.key)
        let root = info.root!
        w.nameIt(root, "E")
        #expect(w.format(out.events) == "screen.connected E.viewDidLoad E.viewWillAppear E.viewDidAppear")
        #expect(w.info("E").className == "ExternalVC")
        #expect(w.info("E").storyboard == "External")
        let d = try! w.h.apply(.disconnectScreen(s))
        #expect(w.format(d.events) == "E.viewWillDisappear E.viewDidDisappear screen.disconnected")
        #expect(d.status == .completed(.windowsRemoved([win])))
        #expect(w.h.windowInfo(win) == nil)
        #expect(w.h.checkInvariants().isEmpty)
    }

    @Test func R5_missingExternalStoryboardChangesNothing() {
        var w = World()
        let spec = ScreenSpec(name: "TV", width: 1920, height: 1080, scale: 1, idiom: .external, isMain: false)
        #expect(w.refuse(.connectScreen(spec, externalStoryboard: "Nope"))?.code == .notFound)
        #expect(w.h.screens().count == 1)
    }

    @Test func mainScreenCannotBeDisconnectedOrDuplicated() {
        var w = World()
        #expect(w.refuse(.disconnectScreen(w.screen))?.code == .unsupported)
        #expect(w.refuse(.connectScreen(World.phone, externalStoryboard: nil))?.code == .invalidParams)
    }

    @Test func destroyWindowDisappearsVisibleControllers() {
        var w = World()
        w.vc("A"); w.vc("B"); w.showRoot("A"); w.present("B", on: "A", style: .overFullScreen)
        #expect(w.run(.destroyWindow(w.window)) == "A.viewWillDisappear B.viewWillDisappear A.viewDidDisappear B.viewDidDisappear")
        #expect(w.info("A").window == nil)
        #expect(w.h.windows().isEmpty)
    }

    @Test func keyWindowMovesBetweenWindows() {
        var w = World()
        w.vc("A"); w.vc("B"); w.showRoot("A")
        let out = try! w.h.apply(.createWindow(screen: nil, root: w["B"], storyboard: nil, identifier: nil, makeKeyAndVisible: true))
        guard case .completed(.windowCreated(let w2, _)) = out.status else { return }
        #expect(w.h.windowInfo(w.window)?.key == false)
        #expect(w.h.windowInfo(w2)?.key == true)
    }

    @Test func windowLimit() {
        var cfg = EngineConfiguration(); cfg.maxWindows = 1
        var w = World(configuration: cfg)
        w.vc("A"); w.showRoot("A")
        #expect(w.refuse(.createWindow(screen: nil, root: nil, storyboard: nil, identifier: nil, makeKeyAndVisible: false))?.code == .limitExceeded)
    }

    @Test func controllerLimitPerWindow() {
        var cfg = EngineConfiguration(); cfg.maxControllersPerWindow = 2
        var w = World(configuration: cfg)
        w.vc("A"); w.vc("B"); w.vc("C"); w.showRoot("A")
        w.present("B", on: "A")
        #expect(w.refuse(.present(presenter: w["B"], vc: w["C"], animated: false, style: nil, transition: nil))?.code == .limitExceeded)
    }

    /// The per-window limit holds for every way controllers enter a window, not only present
    /// and push: a new window's root, a replaced root, a root from a storyboard.
    @Test func controllerLimitPerWindowCoversRootsAndNewWindows() {
        var cfg = EngineConfiguration(); cfg.maxControllersPerWindow = 2
        var w = World(configuration: cfg)
        w.vc("A"); w.vc("B"); w.vc("C")
        w.vc("Nav", "UINavigationController", children: ["B", "C"])
        #expect(w.refuse(.createWindow(screen: nil, root: w["Nav"], storyboard: nil, identifier: nil, makeKeyAndVisible: true))?.code == .limitExceeded)
        w.showRoot("A")
        #expect(w.refuse(.setRoot(window: w.window, vc: w["Nav"]))?.code == .limitExceeded)
        #expect(w.h.windowInfo(w.window)?.root == w["A"], "a refused setRoot changes nothing")
        w.vc("D")
        w.run(.setRoot(window: w.window, vc: w["D"]))   // one controller: within the limit
        w.checkInvariants()
    }

    @Test func unknownWindowIsNotFound() {
        var w = World()
        w.vc("A")
        #expect(w.refuse(.setRoot(window: WindowID(77), vc: w["A"]))?.code == .notFound)
        #expect(w.refuse(.makeKeyAndVisible(WindowID(77)))?.code == .notFound)
    }

    // MARK: status bar

    @Test func R97_rootDecidesStatusBar() {
        var w = World()
        w.vc("A", "UIViewController", ["preferredStatusBarStyle": .string("lightContent"), "prefersStatusBarHidden": .bool(true)])
        w.showRoot("A")
        let info = w.h.windowInfo(w.window)!
        #expect(info.statusBarController == w["A"])
        #expect(info.statusBarStyle == .lightContent && info.statusBarHidden)
    }

    @Test func R96_fullScreenPresentationTakesOver() {
        var w = World(screen: World.pad)
        w.vc("A"); w.vc("B", "UIViewController", ["preferredStatusBarStyle": .string("darkContent")]); w.showRoot("A")
        w.present("B", on: "A")
        #expect(w.h.windowInfo(w.window)?.statusBarController == w["B"])
        #expect(w.h.windowInfo(w.window)?.statusBarStyle == .darkContent)
    }

    @Test func R96_sheetTakesOverOnlyWhenCapturing() {
        var w = World(screen: World.pad)
        w.vc("A"); w.vc("B"); w.showRoot("A")
        w.present("B", on: "A", style: .formSheet)
        #expect(w.h.windowInfo(w.window)?.statusBarController == w["A"])
        w.set("B", ["modalPresentationCapturesStatusBarAppearance": .bool(true)])
        #expect(w.h.windowInfo(w.window)?.statusBarController == w["B"])
    }

    @Test func R95_childForStatusBarStyleChain() {
        var w = World()
        w.vc("G", "UIViewController", ["preferredStatusBarStyle": .string("lightContent")])
        w.vc("C", children: ["G"]); w.vc("P", children: ["C"]); w.showRoot("P")
        #expect(w.h.windowInfo(w.window)?.statusBarController == w["P"])
        w.set("P", ["childForStatusBarStyle": .string(w["C"].description)])
        w.set("C", ["childForStatusBarStyle": .string(w["G"].description)])
        #expect(w.h.windowInfo(w.window)?.statusBarController == w["G"])
        #expect(w.h.windowInfo(w.window)?.statusBarStyle == .lightContent)
        #expect(w.h.windowInfo(w.window)?.statusBarHidden == false)
    }

    @Test func R95_defaultsAreNil() {
        var w = World()
        w.vc("A")
        #expect(w.info("A").properties.first { $0.name == "childForStatusBarStyle" }?.value == .null)
        #expect(w.info("A").properties.first { $0.name == "childForStatusBarHidden" }?.value == .null)
    }

    @Test func R98_navigationChildPreferenceIgnoredByDefault() {
        var w = World()
        w.vc("A", "UIViewController", ["preferredStatusBarStyle": .string("lightContent")])
        w.vc("N", "UINavigationController", children: ["A"]); w.showRoot("N")
        #expect(w.h.windowInfo(w.window)?.statusBarController == w["N"])
        #expect(w.h.windowInfo(w.window)?.statusBarStyle == .default)
        w.set("N", ["childForStatusBarStyle": .string(w["A"].description)])
        #expect(w.h.windowInfo(w.window)?.statusBarStyle == .lightContent)
    }

    // MARK: rotation and memory

    @Test func rotationReachesVisibleControllers() {
        var w = World(screen: World.phone)
        w.vc("C"); w.vc("A", children: ["C"]); w.showRoot("A")
        #expect(w.run(.rotate(.landscapeLeft)) ==
            "A.transitionTo(landscapeLeft) C.transitionTo(landscapeLeft) A.traits(compact) C.traits(compact)")
        #expect(w.lastResult == .rotated(.landscapeLeft, windows: [.init(window: w.window, rotated: true)]))
        #expect(w.h.windowInfo(w.window)?.orientation == .landscapeLeft)
        #expect(w.h.windowInfo(w.window)?.traits.verticalSizeClass == .compact)
    }

    @Test func rotationOnPadKeepsTraits() {
        var w = World(screen: World.pad)
        w.vc("A"); w.showRoot("A")
        #expect(w.run(.rotate(.landscapeRight)) == "A.transitionTo(landscapeRight)")
    }

    @Test func rotationRefusedByDecidingController() {
        var w = World()
        w.vc("A", "UIViewController", ["supportedInterfaceOrientations": .string("portrait")]); w.showRoot("A")
        #expect(w.run(.rotate(.landscapeRight)) == "")
        #expect(w.lastResult == .rotated(.landscapeRight, windows: [.init(window: w.window, rotated: false)]))
        w.set("A", ["supportedInterfaceOrientations": .string("all"), "shouldAutorotate": .bool(false)])
        w.run(.rotate(.landscapeRight))
        #expect(w.lastResult == .rotated(.landscapeRight, windows: [.init(window: w.window, rotated: false)]))
    }

    @Test func rotationDecidedByFullScreenPresentation() {
        var w = World()
        w.vc("A"); w.vc("B", "UIViewController", ["supportedInterfaceOrientations": .strings(["portrait"])]); w.showRoot("A")
        w.present("B", on: "A")
        w.run(.rotate(.landscapeLeft))
        #expect(w.lastResult == .rotated(.landscapeLeft, windows: [.init(window: w.window, rotated: false)]))
        w.dismiss("B")
        w.run(.rotate(.landscapeLeft))
        #expect(w.lastResult == .rotated(.landscapeLeft, windows: [.init(window: w.window, rotated: true)]))
    }

    /// C5 (R97): on the iPhone idiom the default is allButUpsideDown (the iPad case is in
    /// OutsideEvidenceTests).
    @Test func C5_R97_upsideDownUnsupportedByDefaultOnAPhone() {
        var w = World(screen: World.phone)
        w.vc("A"); w.showRoot("A")
        w.run(.rotate(.portraitUpsideDown))
        #expect(w.lastResult == .rotated(.portraitUpsideDown, windows: [.init(window: w.window, rotated: false)]))
    }

    @Test func memoryWarningReachesLoadedControllersOnly() {
        var w = World()
        w.vc("A"); w.vc("B"); w.vc("T", "UITabBarController", children: ["A", "B"]); w.showRoot("T")
        #expect(w.run(.memoryWarning) == "A.memoryWarning T.memoryWarning")
    }

    // MARK: properties

    @Test func everyPropertyIsReportedInStableOrder() {
        var w = World()
        w.vc("A", "UIViewController", [:], title: "Hello")
        let names = w.info("A").properties.map(\.name)
        #expect(names == Props.names)
        #expect(names.count == 27)   // 26 + hidesBackButton (R169, issue 42)
        #expect(w.info("A").properties.first?.value == .string("Hello"))
    }

    static let validProperties: [(String, PropertyValue)] = [
        ("title", .string("T")), ("modalPresentationStyle", .string("formSheet")),
        ("modalTransitionStyle", .string("crossDissolve")), ("definesPresentationContext", .bool(true)),
        ("providesPresentationContextTransitionStyle", .bool(true)),
        ("modalPresentationCapturesStatusBarAppearance", .bool(true)), ("isModalInPopover", .bool(true)),
        ("shouldAutomaticallyForwardAppearanceMethods", .bool(false)), ("preferredStatusBarStyle", .string("lightContent")),
        ("prefersStatusBarHidden", .bool(true)), ("supportedInterfaceOrientations", .strings(["portrait", "landscapeLeft"])),
        ("restorationIdentifier", .string("r1")), ("preferredContentSize", .size(width: 320, height: 480)),
        ("hidesBottomBarWhenPushed", .bool(true)), ("shouldAutorotate", .bool(false)),
        ("preferredInterfaceOrientationForPresentation", .string("landscapeRight")),
        ("adaptivePresentationStyle", .string("none")), ("unwindActions", .strings(["back"])),
        ("vetoedSegues", .strings(["s"])), ("popoverAnchor", .bool(false)), ("hidesBackButton", .bool(true)),
    ]

    @Test(arguments: validProperties)
    func propertyRoundTrips(name: String, value: PropertyValue) {
        var w = World()
        w.vc("A")
        w.set("A", [name: value])
        #expect(w.info("A").properties.first { $0.name == name }?.value == value)
    }

    static let invalidProperties: [(String, PropertyValue)] = [
        ("nope", .bool(true)), ("modalPresentationStyle", .string("sideways")), ("definesPresentationContext", .string("yes")),
        ("supportedInterfaceOrientations", .strings([])), ("preferredContentSize", .number(3)), ("title", .bool(true)),
        ("childForStatusBarStyle", .string("banana")),
    ]

    @Test(arguments: invalidProperties)
    func badPropertiesAreInvalidParams(name: String, value: PropertyValue) {
        var w = World()
        w.vc("A")
        let e = w.refuse(.setProperties(w["A"], [name: value]))
        #expect(e?.code == .invalidParams)
        #expect(e?.message.contains(name) == true)
    }

    @Test func unknownChildForStatusBarIsNotFound() {
        var w = World()
        w.vc("A")
        #expect(w.refuse(.setProperties(w["A"], ["childForStatusBarStyle": .string("vc999")]))?.code == .notFound)
    }

    @Test func orientationMasks() {
        var w = World()
        w.vc("A")
        w.set("A", ["supportedInterfaceOrientations": .string("landscape")])
        #expect(w.info("A").properties.first { $0.name == "supportedInterfaceOrientations" }?.value == .strings(["landscapeLeft", "landscapeRight"]))
    }

    @Test func createControllerMapsContainerClasses() {
        var w = World()
        w.vc("A"); w.vc("B"); w.vc("N", "UINavigationController", children: ["A"]); w.vc("X", "MyCustomVC")
        #expect(w.info("A").navigationController == w["N"])
        #expect(w.info("X").className == "MyCustomVC")
        #expect(w.info("X").storyboard == nil)
        #expect(w.refuse(.createController(className: "UISplitViewController", title: nil, properties: [:], children: [w["B"], w["X"], w["A"]]))?.code != nil)
    }

    @Test func countsAndTree() {
        var w = World()
        w.vc("A"); w.vc("B"); w.vc("N", "UINavigationController", children: ["A"]); w.showRoot("N")
        w.present("B", on: "A", animated: false)
        let c = w.h.counts()
        #expect(c.screens == 1 && c.windows == 1 && c.viewControllers == 3 && c.transitionsCompleted == 1)
        let t = w.h.tree(window: w.window)
        #expect(t.map(\.vc) == [w["N"], w["A"], w["B"]])
        #expect(t[0].childCount == 1 && t[0].hasPresented && t[2].style == .fullScreen)
    }
}
