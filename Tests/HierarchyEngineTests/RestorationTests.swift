import Testing
@testable import HierarchyEngine

/// State preservation and restoration (docs/restoration.md, RS1-RS6; seed 003
/// `restorationIdentifier`, `decodeRestorableState`, `applicationFinishedRestoringState`).
@Suite struct RestorationTests {
    static let rid: [String: PropertyValue] = ["restorationIdentifier": .string("r")]
    static func rid(_ s: String) -> [String: PropertyValue] { ["restorationIdentifier": .string(s)] }

    /// Preserves `w`, restores into a fresh hierarchy that continues its identifiers; returns
    /// the restored world (same names) and the restore events.
    static func restart(_ w: World, catalog: StoryboardCatalog? = nil) -> (World, RestoreReport) {
        let state = w.h.preservedState()
        var r = w
        r.h = Hierarchy(ids: IDSource(after: state.lastIssued), configuration: w.h.configuration,
                        catalog: catalog ?? w.h.catalog)
        let report = try! r.h.restore(state)
        r.checkInvariants()
        return (r, report)
    }

    /// The tree of every window, as entries (vc, class, appearance, style, shape).
    static func trees(_ h: Hierarchy) -> [[TreeEntry]] { h.windows().map { h.tree(window: $0.window) } }

    @Test func RS1_everythingWithIdentifiersComesBackIdentical() {
        var w = World()
        w.vc("a", "UIViewController", Self.rid("a")); w.vc("b", "UIViewController", Self.rid("b"))
        w.vc("nav", "UINavigationController", Self.rid("nav"), children: ["a"])
        w.vc("t1", "UIViewController", Self.rid("t1")); w.vc("t2", "UIViewController", Self.rid("t2"))
        w.vc("tabs", "UITabBarController", Self.rid("tabs"), children: ["t1", "t2"])
        w.vc("root", "UIViewController", Self.rid("root"))
        w.showRoot("root")
        w.run(.addChild(parent: w["root"], child: w["nav"], steps: [.addChild, .addView, .didMove]))
        w.push("b", on: "nav")
        w.present("tabs", on: "root", style: .formSheet, transition: .crossDissolve)
        w.run(.selectTab(tab: w["tabs"], index: 1))
        w.vc("over", "UIViewController", ["restorationIdentifier": .string("over"), "title": .string("Over"),
                             "preferredStatusBarStyle": .string("lightContent")])
        w.present("over", on: "t2", style: .overFullScreen)
        let before = Self.trees(w.h)
        let (r, _) = Self.restart(w)
        #expect(Self.trees(r.h) == before)
        #expect(r.h.windows().map(\.key) == w.h.windows().map(\.key))
        for v in w.h.allControllers where w.h.window(of: v) != nil {
            #expect(r.h.controller(v)?.properties.map(\.value) == w.h.controller(v)?.properties.map(\.value))
            #expect(r.h.presentationTransitionStyle(of: v) == w.h.presentationTransitionStyle(of: v))
        }
        #expect(r.h.controller(r["tabs"])?.children == [r["t1"], r["t2"]])
    }

    @Test func RS1_stackIsRestoredWithoutItsUnpreservedTop() {
        var w = World()
        w.vc("a", "UIViewController", Self.rid("a")); w.vc("b")
        w.vc("nav", "UINavigationController", Self.rid("nav"), children: ["a"])
        w.showRoot("nav")
        w.push("b", on: "nav")
        let (r, report) = Self.restart(w)
        #expect(r.h.controller(r["nav"])?.children == [r["a"]])
        #expect(r.h.controller(r["a"])?.appearance == .appeared)
        #expect(report.restored == [r["nav"], r["a"]])
        #expect(r.h.controller(r["b"]) == nil)
    }

    @Test func RS1_unpreservedMiddleOfAStackIsLeftOut() {
        var w = World()
        w.vc("a", "UIViewController", Self.rid("a")); w.vc("b"); w.vc("c", "UIViewController", Self.rid("c"))
        w.vc("nav", "UINavigationController", Self.rid("nav"), children: ["a"])
        w.showRoot("nav")
        w.push("b", on: "nav", animated: false)
        w.push("c", on: "nav", animated: false)
        let (r, _) = Self.restart(w)
        #expect(r.h.controller(r["nav"])?.children == [r["a"], r["c"]])
    }

    @Test func RS1_aControllerUnderAnUnpreservedParentIsNotPreserved() {
        var w = World()
        w.vc("x", "UIViewController", Self.rid("x"))
        w.vc("plain", children: ["x"])      // the container has no identifier
        w.vc("root", "UIViewController", Self.rid("root"))
        w.showRoot("root")
        w.present("plain", on: "root")
        w.vc("y", "UIViewController", Self.rid("y"))
        w.present("y", on: "x")
        let state = w.h.preservedState()
        #expect(state.controllers.map(\.id) == [w["root"]])
        let (r, _) = Self.restart(w)
        #expect(r.h.controller(r["root"])?.presentedViewController == nil)
        #expect(r.h.controller(r["root"])?.appearance == .appeared)
    }

    @Test func RS1_rootWithoutIdentifierPreservesNothingButTheWindow() {
        var w = World()
        w.vc("a", "UIViewController", Self.rid("a"))
        w.vc("root", children: ["a"])
        w.showRoot("root")
        let state = w.h.preservedState()
        #expect(state.controllers.isEmpty)
        #expect(state.windows.count == 1 && state.windows[0].root == nil)
        let (r, report) = Self.restart(w)
        #expect(r.h.windows().map(\.window) == [w.window])
        #expect(r.h.windows()[0].root == nil)
        #expect(report.restored.isEmpty)
    }

    /// C6: a restored controller loads its view before decodeRestorableState (a real app's log:
    /// awakeFromNib, viewDidLoad, decodeRestorableStateWithCoder:, viewWillAppear,
    /// viewDidAppear; Neuburg, Programming iOS 9: viewDidLoad down the chain, then
    /// decodeRestorableState down the chain, then applicationFinishedRestoringState).
    @Test func C6_RS3_RS4_viewsLoadThenDecodeBeforeAppearanceThenFinishedRestoring() {
        var w = World()
        w.vc("a", "UIViewController", Self.rid("ra"))
        w.vc("nav", "UINavigationController", Self.rid("rnav"), children: ["a"])
        w.vc("m", "UIViewController", Self.rid("rm"))
        w.showRoot("nav")
        w.present("m", on: "a", style: .overFullScreen)
        let (r, report) = Self.restart(w)
        let text = r.format(report.events)
        #expect(text == "screen.connected nav.viewDidLoad a.viewDidLoad m.viewDidLoad "
                + "nav.decode(rnav) a.decode(ra) m.decode(rm) window.becameKey "
                + "nav.viewWillAppear a.viewWillAppear m.viewWillAppear "
                + "nav.viewDidAppear a.viewDidAppear m.viewDidAppear nav.restored a.restored m.restored")
    }

    /// A covered presenter stays disappeared; its view loads like every restored controller's (C6).
    @Test func RS3_C6_fullScreenPresentationHidesItsPresenterOnLaunch() {
        var w = World(screen: World.phone)
        w.vc("root", "UIViewController", Self.rid("root")); w.vc("m", "UIViewController", Self.rid("m"))
        w.showRoot("root")
        w.present("m", on: "root")
        let (r, report) = Self.restart(w)
        #expect(r.h.controller(r["root"])?.appearance == .disappeared)
        #expect(r.h.controller(r["root"])?.isViewLoaded == true)
        #expect(r.h.presentationStyle(of: r["m"]) == .fullScreen)
        #expect(r.format(report.events) == "screen.connected root.viewDidLoad m.viewDidLoad root.decode(root) m.decode(m) "
                + "window.becameKey m.viewWillAppear m.viewDidAppear root.restored m.restored")
        #expect(Self.trees(r.h) == Self.trees(w.h))
    }

    @Test func RS2_storyboardControllersComeBackFromTheirScenes() {
        var w = World(catalog: SegueTests.catalog)
        let out = try! w.h.apply(.createWindow(screen: nil, root: nil, storyboard: "Main", identifier: nil, makeKeyAndVisible: true))
        guard case .completed(.windowCreated(let win, let root?)) = out.status else { Issue.record("no window"); return }
        w.window = win
        w.nameIt(root, "nav")
        let home = w.h.controller(root)!.children[0]
        w.nameIt(home, "home")
        w.set("nav", Self.rid("nav")); w.set("home", Self.rid("home"))
        w.run(.performSegue(source: home, identifier: "showDetail", segue: nil, sender: nil))
        let detail = w.h.controller(root)!.children[1]
        w.nameIt(detail, "detail")
        w.set("detail", Self.rid("detail"))
        let (r, _) = Self.restart(w)
        #expect(Self.trees(r.h) == Self.trees(w.h))
        for name in ["nav", "home", "detail"] {
            #expect(r.info(name).storyboard == "Main")
            #expect(r.info(name).scene == w.info(name).scene)
            #expect(r.info(name).className == w.info(name).className)
        }
        // Segues still work on the restored controllers (they know their scene).
        #expect(r.h.segues(of: r["home"])?.isEmpty == false)
    }

    /// The demo app's shape: a tab bar (initial) with a navigation controller (root Home) and
    /// Settings, which embeds a child in a container view.
    static let tabbedCatalog: StoryboardCatalog = {
        let sb = SegueTests.storyboard("Tabbed", initial: "tabs", [
            SegueTests.scene("tabs", "UITabBarController", container: .tabBar, rels: [
                RelationshipTemplate(id: "t1", relationship: "viewControllers", destination: "nav"),
                RelationshipTemplate(id: "t2", relationship: "viewControllers", destination: "settings"),
            ]),
            SegueTests.scene("nav", "UINavigationController", container: .navigation, ident: "HomeNavigation",
                             rels: [RelationshipTemplate(id: "r1", relationship: "rootViewController", destination: "home")]),
            SegueTests.scene("home", custom: "HomeViewController", ident: "Home", props: ["title": .string("Home")], segues: [
                SegueTemplate(id: "s1", identifier: "showDetail", kind: .show, trigger: "button", destination: "detail"),
            ]),
            SegueTests.scene("detail", ident: "Detail", props: ["title": .string("Detail")]),
            SegueTests.scene("settings", ident: "Settings", props: ["title": .string("Settings")], segues: [
                SegueTemplate(id: "e1", identifier: "embedSettingsChild", kind: .embed, trigger: "containerView", destination: "child"),
            ]),
            SegueTests.scene("child", ident: "SettingsChild", props: ["title": .string("Settings Child")]),
        ])
        return StoryboardCatalog(["Tabbed": sb])
    }()

    /// Issue 14, point 3: identifiers on the tab bar, its navigation controller and Home, none on
    /// Settings. UIKit re-creates storyboard controllers from their storyboard, with all the
    /// children the storyboard gives them, then restores the state of those with identifiers: the
    /// tab bar comes back with both tabs, Settings (and its embedded child) fresh from the
    /// storyboard with new identifiers and no restoration callbacks.
    @Test func RS2_storyboardControllersComeBackWithEveryChildTheirStoryboardGives() {
        var w = World(screen: World.phone, catalog: Self.tabbedCatalog)
        let out = try! w.h.apply(.createWindow(screen: nil, root: nil, storyboard: "Tabbed", identifier: nil, makeKeyAndVisible: true))
        guard case .completed(.windowCreated(let win, let root?)) = out.status else { Issue.record("no window"); return }
        w.window = win
        w.nameIt(root, "tabs")
        let tabs = w.h.controller(root)!.children
        w.nameIt(tabs[0], "nav"); w.nameIt(tabs[1], "settings")
        w.nameIt(w.h.controller(tabs[0])!.children[0], "home")
        for name in ["tabs", "nav", "home"] { w.set(name, Self.rid(name)) }
        w.set("home", ["title": .string("Renamed")])
        w.run(.performSegue(source: w["home"], identifier: "showDetail", segue: nil, sender: nil))
        w.nameIt(w.h.controller(w["nav"])!.children[1], "detail")
        w.set("detail", Self.rid("detail"))
        let last = w.h.allControllers.max()!
        let (r, report) = Self.restart(w)
        let restoredTabs = r.h.controller(r["tabs"])!.children
        #expect(restoredTabs.count == 2)
        #expect(restoredTabs[0] == r["nav"])
        #expect(r.info("nav").children == [r["home"], r["detail"]])
        #expect(r.info("home").title == "Renamed")   // the preserved state wins over the storyboard's
        let settings = r.h.controller(restoredTabs[1])!
        #expect(settings.scene == "settings" && settings.title == "Settings")
        #expect(settings.vc > last)   // made anew by the storyboard: a new identifier, never reused
        #expect(settings.children.count == 1)   // with its embedded child
        #expect(r.h.controller(settings.children[0])?.scene == "child")
        #expect(report.restored == [r["tabs"], r["nav"], r["home"], r["detail"]])
        #expect(!report.events.contains { $0.vc == settings.vc && $0.kind == .applicationFinishedRestoringState })
        #expect(r.info("detail").appearance == .appeared)
        #expect(settings.isViewLoaded == false)   // an unselected tab loads lazily (R101)
    }

    @Test func RS5_aControllerWhoseSceneIsGoneIsSkippedWithItsSubtree() {
        var w = World(catalog: SegueTests.catalog)
        let out = try! w.h.apply(.createWindow(screen: nil, root: nil, storyboard: "Main", identifier: nil, makeKeyAndVisible: true))
        guard case .completed(.windowCreated(_, let root?)) = out.status else { Issue.record("no window"); return }
        let home = w.h.controller(root)!.children[0]
        w.nameIt(root, "nav"); w.nameIt(home, "home")
        w.set("nav", Self.rid("nav")); w.set("home", Self.rid("home"))
        w.run(.performSegue(source: home, identifier: "showDetail", segue: nil, sender: nil))
        w.nameIt(w.h.controller(root)!.children[1], "detail")
        w.set("detail", Self.rid("detail"))
        w.set("detail", ["definesPresentationContext": .bool(true)])
        w.vc("m", "UIViewController", Self.rid("m"))
        w.present("m", on: "detail", style: .overCurrentContext)   // presented by detail itself
        var catalog = SegueTests.catalog
        let detailScene = w.info("detail").scene!
        catalog.storyboards["Main"]!.scenes[detailScene] = nil
        catalog.storyboards["Main"]!.sceneOrder.removeAll { $0 == detailScene }
        let (r, report) = Self.restart(w, catalog: catalog)
        #expect(report.restored == [r["nav"], r["home"]])
        #expect(report.skipped.count == 2)   // detail, and m presented by it
        #expect(r.h.controller(r["nav"])?.children == [r["home"]])
        #expect(r.h.controller(r["m"]) == nil)
    }

    /// RS5 for a storyboard container: it is made from its scene with the children the
    /// storyboard gives it (RS2), so a scene whose child is gone cannot be made, and it is
    /// skipped with everything below it.
    @Test func RS5_RS2_aContainerWhoseStoryboardChildIsGoneIsSkipped() {
        var w = World(catalog: SegueTests.catalog)
        let out = try! w.h.apply(.createWindow(screen: nil, root: nil, storyboard: "Main", identifier: nil, makeKeyAndVisible: true))
        guard case .completed(.windowCreated(_, let root?)) = out.status else { Issue.record("no window"); return }
        let home = w.h.controller(root)!.children[0]
        w.nameIt(root, "nav"); w.nameIt(home, "home")
        w.set("nav", Self.rid("nav")); w.set("home", Self.rid("home"))
        var catalog = SegueTests.catalog
        let homeScene = w.info("home").scene!
        catalog.storyboards["Main"]!.scenes[homeScene] = nil
        catalog.storyboards["Main"]!.sceneOrder.removeAll { $0 == homeScene }
        let (r, report) = Self.restart(w, catalog: catalog)
        #expect(report.restored.isEmpty)
        #expect(report.skipped.count == 2)
        #expect(r.h.controller(r["nav"]) == nil)
        #expect(r.h.windows()[0].root == nil)
    }

    @Test func RS6_unpreservedLaunchRootComesBackFreshFromItsStoryboard() {
        var w = World(catalog: SegueTests.catalog)
        let out = try! w.h.apply(.createWindow(screen: nil, root: nil, storyboard: "Main", identifier: nil, makeKeyAndVisible: true))
        guard case .completed(.windowCreated(_, let root?)) = out.status else { Issue.record("no window"); return }
        let state = w.h.preservedState()
        #expect(state.windows[0].launchStoryboard == "Main")
        let (r, report) = Self.restart(w)
        let newRoot = r.h.windows()[0].root
        #expect(newRoot != nil && newRoot! > root)   // fresh, with a new identifier
        #expect(r.h.controller(newRoot!)?.scene == w.h.controller(root)?.scene)
        #expect(report.restored.isEmpty)
        #expect(!report.events.contains { $0.kind == .applicationFinishedRestoringState })
    }

    @Test func restoredServerKeepsIdentifiersAndNeverReusesThem() {
        var w = World()
        w.vc("root", "UIViewController", Self.rid("root"))
        w.showRoot("root")
        w.vc("detached")   // issued, never preserved
        let last = w.h.allControllers.max()!
        var (r, _) = Self.restart(w)
        #expect(r.h.windows().map(\.window) == [w.window])
        let fresh = r.vc("fresh")
        #expect(fresh > last)
    }

    @Test func splitStateAndSecondaryAreRestoredCollapsed() {
        var w = World(screen: World.phone)
        w.vc("p", "UIViewController", Self.rid("p")); w.vc("s", "UIViewController", Self.rid("s"))
        w.vc("pnav", "UINavigationController", Self.rid("pnav"), children: ["p"])
        w.vc("split", "UISplitViewController", Self.rid("split"), children: ["pnav", "s"])
        w.showRoot("split")
        let (r, _) = Self.restart(w)
        #expect(Self.trees(r.h) == Self.trees(w.h))
        // Expanding brings the secondary back out of the primary's stack (R79 reversed).
        var r2 = r
        r2.run(.setTraits(window: r2.window, horizontal: .regular, vertical: nil))
        #expect(r2.h.controller(r2["split"])?.children == [r2["pnav"], r2["s"]])
    }

    @Test func restoreRefusesAHierarchyThatIsNotEmpty() {
        var w = World()
        let state = w.h.preservedState()
        #expect(throws: EngineError.self) { _ = try w.h.restore(state) }
    }

    @Test func preservedStateIsPureAndRepeatable() {
        var w = World()
        w.vc("root", "UIViewController", Self.rid("root"))
        w.showRoot("root")
        #expect(w.h.preservedState() == w.h.preservedState())
        #expect(w.h.preservedWindow(WindowID(99)) == nil)
    }
    @Test func RS7_aTransitionInFlightIsNotPreservedUntilItCompletes() {
        var w = World()
        w.vc("a", "UIViewController", Self.rid("a")); w.vc("b", "UIViewController", Self.rid("b"))
        w.vc("nav", "UINavigationController", Self.rid("nav"), children: ["a"])
        w.showRoot("nav")
        let completed = w.h.preservedState(updating: nil, window: nil)
        let (_, ticket) = w.start(.push(nav: w["nav"], vc: w["b"], animated: true))
        #expect(ticket != nil)
        let during = w.h.preservedState(updating: completed, window: w.window)
        #expect(during.controllers == completed.controllers)   // the half-done push is not there
        _ = w.finish(ticket)
        let after = w.h.preservedState(updating: during, window: w.window)
        #expect(after.controllers.map(\.id) == [w["nav"], w["a"], w["b"]])
    }

    @Test func RS7_anOperationOnOneWindowLeavesTheOthersAsCaptured() {
        var w = World()
        w.vc("root", "UIViewController", Self.rid("root"))
        w.showRoot("root")
        let first = w.window!
        let captured = w.h.preservedState(updating: nil, window: nil)
        w.vc("other", "UIViewController", Self.rid("other"))
        w.run(.createWindow(screen: nil, root: w["other"], storyboard: nil, identifier: nil, makeKeyAndVisible: true))
        w.set("root", ["title": .string("changed")])
        // Only the new window is recomputed; the first keeps its captured controllers but
        // its flags are current (it is no longer key).
        let second = w.h.preservedState(updating: captured, window: WindowID(2))
        #expect(second.windows.map(\.id) == [first, WindowID(2)])
        #expect(second.windows[0].controllers == captured.windows[0].controllers)
        #expect(second.windows[0].key == false && second.windows[1].key)
        let all = w.h.preservedState(updating: second, window: nil)
        #expect(all.windows[0].controllers[0].title == "changed")
    }
}
