import Testing
@testable import HierarchyEngine

/// The scene life cycle (issue 39, docs/uikit-rules.md R130–R145): launch, external displays,
/// activation, destruction, background and foreground, resizing; per version (12, 15, 16, 26).
@Suite struct SceneTests {
    static func scene(_ id: String, custom: String) -> SceneTemplate {
        SceneTemplate(id: id, elementName: "viewController", className: "UIViewController", customClass: custom, container: .plain)
    }
    static func storyboard(_ name: String, _ root: SceneTemplate) -> StoryboardTemplate {
        StoryboardTemplate(name: name, path: nil, initialScene: root.id, scenes: [root.id: root], sceneOrder: [root.id])
    }
    static let catalog = StoryboardCatalog([
        "Main": storyboard("Main", scene("home", custom: "HomeVC")),
        "External": storyboard("External", scene("ext", custom: "ExternalVC")),
    ])
    static let tv = ScreenSpec(name: "TV", width: 1920, height: 1080, scale: 1, idiom: .external, isMain: false)
    static let sceneVersions: [IOSVersion] = [.ios13, .ios15, .ios16, .ios26]

    /// A world launched under the scene life cycle; the root of the launch window is `H`.
    static func world(_ ios: IOSVersion, main: String? = "Main", external: String? = nil, multiple: Bool = false,
                      screen: ScreenSpec = World.pad, manifest: SceneManifest? = nil) -> World {
        var cfg = EngineConfiguration(ios: ios)
        cfg.sceneManifest = manifest ?? SceneManifest(mainStoryboard: main, externalStoryboard: external, supportsMultipleScenes: multiple)
        var w = World(ios: ios, screen: screen, catalog: catalog, configuration: cfg)
        if let win = w.window, let root = w.h.windowInfo(win)?.root { w.nameIt(root, "H") }
        w.checkInvariants()
        return w
    }

    static func connectTV(_ w: inout World) -> (ScreenID, [WindowID], String) {
        let out = try! w.h.apply(.connectScreen(tv, externalStoryboard: nil))
        guard case .completed(.screenConnected(let s, let wins)) = out.status else { fatalError("no screen") }
        if let win = wins.first, let root = w.h.windowInfo(win)?.root { w.nameIt(root, "E") }
        w.checkInvariants()
        return (s, wins, w.format(out.events))
    }

    // MARK: R134 launch

    @Test(arguments: sceneVersions) func R134_launchOrder(ios: IOSVersion) {
        let w = Self.world(ios)
        #expect(w.format(w.launchEvents) ==
            "screen.connected app.configurationForConnecting(sc1,Default Configuration) sc1.willConnect window.becameKey "
            + "H.viewDidLoad H.viewWillAppear H.viewIsAppearing sc1.willEnterForeground sc1.didBecomeActive H.viewDidAppear")
        // sceneWillConnect: the window UIKit built, its root installed (R133)
        let connect = w.launchEvents.first { $0.kind.eventName == .sceneWillConnect }!
        #expect(connect.window == w.window && w.h.windowInfo(w.window)?.root == w["H"])
        let info = w.h.sceneInfo(SceneID(1))!
        #expect(info.role == .application && info.roleName == "UIWindowSceneSessionRoleApplication")
        #expect(info.activationState == .foregroundActive && info.windows == [w.window])
        #expect(info.configurationName == "Default Configuration" && info.storyboard == "Main")
        #expect(info.persistentIdentifier == "session-1" && info.screen == w.screen)
        #expect(w.h.windowInfo(w.window)?.scene == SceneID(1) && w.h.windowInfo(w.window)?.key == true)
        #expect(w.info("H").className == "HomeVC" && w.info("H").appearance == .appeared)
        #expect(w.h.application() == ApplicationInfo(usesScenes: true, supportsMultipleScenes: false, openSessions: ["session-1"]))
    }

    @Test(arguments: sceneVersions) func R134_launchWithoutStoryboardConnectsASceneWithoutWindow(ios: IOSVersion) {
        var w = Self.world(ios, main: nil)
        #expect(w.format(w.launchEvents) == "screen.connected app.configurationForConnecting(sc1,Default Configuration) "
            + "sc1.willConnect sc1.willEnterForeground sc1.didBecomeActive")
        #expect(w.h.windows().isEmpty && w.h.sceneInfo(SceneID(1))?.windows == [])
        // the delegate builds its window in code: window.create puts it in the scene
        w.vc("A")
        #expect(w.showRoot("A") == "window.becameKey A.viewDidLoad A.viewWillAppear A.viewIsAppearing A.viewDidAppear")
        #expect(w.h.scene(of: w.window) == SceneID(1) && w.h.sceneInfo(SceneID(1))?.windows == [w.window])
    }

    @Test func R130_iOS12KeepsTheScreenModelWithAManifest() {
        var cfg = EngineConfiguration(ios: .ios12)
        cfg.sceneManifest = SceneManifest(mainStoryboard: "Main", externalStoryboard: "External")
        var w = World(ios: .ios12, catalog: Self.catalog, configuration: cfg)
        #expect(w.format(w.launchEvents) == "screen.connected")
        #expect(!w.h.usesScenes && w.h.scenes().isEmpty && w.h.windows().isEmpty)
        let (_, wins, events) = Self.connectTV(&w)
        #expect(wins.isEmpty && events == "screen.connected")
        #expect(w.h.screens().allSatisfy { !$0.mirrored })
        let e = w.refuse(.activateScene(requestingScene: nil))
        #expect(e?.code == .unsupported && e?.sceneError == nil)
        #expect(w.refuse(.backgroundScene(SceneID(1)))?.code == .unsupported)
        #expect(w.refuse(.resizeScene(SceneID(1), width: 500, height: 500))?.code == .unsupported)
        #expect(w.refuse(.foregroundScene(SceneID(1)))?.code == .unsupported)
        #expect(w.refuse(.destroyScene(SceneID(1)))?.code == .unsupported)
        // a window created on 12 belongs to no scene
        w.vc("A")
        #expect(w.showRoot("A") == "window.becameKey A.viewDidLoad A.viewWillAppear A.viewDidAppear")
        #expect(w.h.scene(of: w.window) == nil && w.h.windowInfo(w.window)?.scene == nil)
    }

    @Test(arguments: [IOSVersion.ios12, .ios15, .ios26]) func R130_noManifestKeepsTheAppDelegateModel(ios: IOSVersion) {
        var w = World(ios: ios, catalog: Self.catalog)
        #expect(w.format(w.launchEvents) == "screen.connected")
        let out = try! w.h.apply(.connectScreen(Self.tv, externalStoryboard: "External"))
        guard case .completed(.screenConnected(_, let wins)) = out.status, let win = wins.first else { Issue.record("no window"); return }
        w.nameIt(w.h.windowInfo(win)!.root!, "E")
        #expect(w.format(out.events) == "screen.connected E.viewDidLoad E.viewWillAppear \(w.isAppearing("E"))E.viewDidAppear")
        #expect(w.h.scenes().isEmpty && w.h.scene(of: win) == nil)
        let e = w.refuse(.activateScene(requestingScene: nil))
        #expect(e?.code == .unsupported)
        #expect(e?.sceneError == (ios >= .ios13 ? .multipleScenesNotSupported : nil))
        w.checkInvariants()
    }

    // MARK: R132, R133 the manifest

    @Test func R133_missingStoryboardFailsAsUIKit() {
        var cfg = EngineConfiguration(ios: .ios26)
        cfg.sceneManifest = SceneManifest(mainStoryboard: "Nope", externalStoryboard: nil)
        var h = Hierarchy(ids: IDSource(), configuration: cfg, catalog: Self.catalog)
        do {
            try h.checkSceneManifest()
            Issue.record("expected a refusal")
        } catch {
            #expect(error.uikit == "Could not find a storyboard named 'Nope' in bundle NSBundle" && error.raises)
            #expect(error.code == .notFound)
        }
        let before = h
        #expect(throws: EngineError.self) { try h.apply(.connectScreen(World.pad, externalStoryboard: nil)) }
        #expect(h.sameState(as: before) && h.screens().isEmpty)
        var good = cfg
        good.sceneManifest = SceneManifest(mainStoryboard: "Main", externalStoryboard: "External")
        h.configuration = good
        #expect(throws: Never.self) { try h.checkSceneManifest() }
    }

    @Test func R132_firstConfigurationOfTheRoleWins() {
        let m = SceneManifest(configurations: [
            SceneSessionRole.applicationKey: [SceneConfiguration(name: "A", storyboard: "Main"), SceneConfiguration(name: "B")],
        ])
        #expect(m.configuration(for: .application, in: .ios26)?.name == "A")
        #expect(m.configuration(for: .externalDisplay, in: .ios26) == nil)
        let w = Self.world(.ios26, manifest: m)
        #expect(w.h.sceneInfo(SceneID(1))?.configurationName == "A")
    }

    @Test func R131_roleNamesAndIdentifiers() {
        #expect(SceneSessionRole.application.name(in: .ios13) == "UIWindowSceneSessionRoleApplication")
        #expect(SceneSessionRole.application.name(in: .ios26) == "UIWindowSceneSessionRoleApplication")
        #expect(SceneSessionRole.externalDisplay.name(in: .ios13) == "UIWindowSceneSessionRoleExternalDisplay")
        #expect(SceneSessionRole.externalDisplay.name(in: .ios15) == "UIWindowSceneSessionRoleExternalDisplay")
        #expect(SceneSessionRole.externalDisplay.name(in: .ios16) == "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        #expect(SceneSessionRole.externalDisplay.name(in: .ios26) == "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        #expect(SceneID(wire: "sc12") == SceneID(12) && SceneID(12).description == "sc12")
        #expect(SceneID(wire: "sc") == nil && SceneID(wire: "sc01") == nil && SceneID(wire: "s12") == nil && SceneID(wire: "sc1x") == nil)
        let m = SceneManifest(mainStoryboard: "Main", externalStoryboard: "External")
        #expect(m.storyboards.map(\.storyboard).sorted() == ["External", "External", "Main"])
        #expect(!m.supportsMultipleScenes)
    }

    // MARK: R131, R135–R137 external displays

    @Test(arguments: sceneVersions) func R135_externalDisplayWithStoryboard(ios: IOSVersion) {
        var w = Self.world(ios, external: "External")
        let (s, wins, events) = Self.connectTV(&w)
        #expect(events == "screen.connected app.configurationForConnecting(sc2,External Display Configuration) sc2.willConnect "
            + "E.viewDidLoad E.viewWillAppear E.viewIsAppearing sc2.willEnterForeground sc2.didBecomeActive E.viewDidAppear")
        let info = w.h.sceneInfo(SceneID(2))!
        let role = ios >= .ios16 ? "UIWindowSceneSessionRoleExternalDisplayNonInteractive" : "UIWindowSceneSessionRoleExternalDisplay"
        #expect(info.role == .externalDisplay && info.roleName == role)
        #expect(info.windows == wins && info.screen == s && !info.mirrored)
        #expect(w.h.windowInfo(wins[0])?.key == false && w.h.windowInfo(w.window)?.key == true)
        #expect(w.info("E").className == "ExternalVC")
        #expect(w.h.screens().first { $0.screen == s }?.mirrored == false)
        // an external display's scene is offered even without multiple scenes (R138)
        #expect(!w.h.application().supportsMultipleScenes)
    }

    @Test(arguments: sceneVersions) func R135_externalDisplayWithoutConfigurationMirrors(ios: IOSVersion) {
        var w = Self.world(ios)
        let (s, wins, events) = Self.connectTV(&w)
        #expect(events == "screen.connected app.configurationForConnecting(sc2,nil) sc2.willConnect "
            + "sc2.willEnterForeground sc2.didBecomeActive")
        #expect(wins.isEmpty && w.h.sceneInfo(SceneID(2))?.mirrored == true)
        #expect(w.h.screens().first { $0.screen == s }?.mirrored == true)
        #expect(w.h.screens().first { $0.screen == w.screen }?.mirrored == false)
        // R136: a window the app adds in code stops mirroring; hiding it resumes it; shown again it stops
        w.vc("X")
        let out = try! w.h.apply(.createWindow(screen: s, root: w["X"], storyboard: nil, identifier: nil, makeKeyAndVisible: false))
        guard case .completed(.windowCreated(let ext, _)) = out.status else { Issue.record("no window"); return }
        #expect(w.h.scene(of: ext) == SceneID(2) && w.h.isMirrored(screen: s))
        #expect(w.run(.setWindowHidden(ext, hidden: false)) == "X.viewDidLoad X.viewWillAppear X.viewIsAppearing X.viewDidAppear")
        #expect(!w.h.isMirrored(screen: s) && w.h.windowInfo(ext)?.key == false)
        #expect(w.run(.setWindowHidden(ext, hidden: true)) == "X.viewWillDisappear X.viewDidDisappear")
        #expect(w.h.isMirrored(screen: s))
        #expect(w.run(.setWindowHidden(ext, hidden: true)) == "")
        #expect(w.run(.setWindowHidden(ext, hidden: false)) == "X.viewWillAppear X.viewIsAppearing X.viewDidAppear")
        #expect(!w.h.isMirrored(screen: s))
        #expect(w.run(.destroyWindow(ext)) == "X.viewWillDisappear X.viewDidDisappear")
        #expect(w.h.isMirrored(screen: s) && w.h.sceneInfo(SceneID(2))?.windows == [])
    }

    @Test(arguments: sceneVersions) func R136_storyboardWindowHiddenThenShown(ios: IOSVersion) {
        var w = Self.world(ios, external: "External")
        let (s, wins, _) = Self.connectTV(&w)
        #expect(w.run(.setWindowHidden(wins[0], hidden: true)) == "E.viewWillDisappear E.viewDidDisappear")
        #expect(w.h.isMirrored(screen: s))
        #expect(w.run(.setWindowHidden(wins[0], hidden: false)) == "E.viewWillAppear E.viewIsAppearing E.viewDidAppear")
        #expect(!w.h.isMirrored(screen: s))
    }

    @Test func R132_iOS16ReadsTheOldExternalDisplayKey() {
        let m = SceneManifest(configurations: [
            SceneSessionRole.applicationKey: [SceneConfiguration(name: "Default Configuration", storyboard: "Main")],
            SceneSessionRole.externalDisplayKey: [SceneConfiguration(name: "Old", storyboard: "External")],
        ])
        for ios in [IOSVersion.ios15, .ios16, .ios26] {
            var w = Self.world(ios, manifest: m)
            let (_, wins, _) = Self.connectTV(&w)
            #expect(wins.count == 1 && w.h.sceneInfo(SceneID(2))?.configurationName == "Old")
        }
        let onlyNew = SceneManifest(configurations: [
            SceneSessionRole.externalDisplayNonInteractiveKey: [SceneConfiguration(name: "New", storyboard: "External")],
        ])
        var w15 = Self.world(.ios15, manifest: onlyNew)
        let (_, wins15, _) = Self.connectTV(&w15)
        #expect(wins15.isEmpty && w15.h.sceneInfo(SceneID(2))?.configurationName == nil)
        var w16 = Self.world(.ios16, manifest: onlyNew)
        let (_, wins16, _) = Self.connectTV(&w16)
        #expect(wins16.count == 1 && w16.h.sceneInfo(SceneID(2))?.configurationName == "New")
    }

    @Test(arguments: sceneVersions) func R137_externalDisplayDisconnects(ios: IOSVersion) {
        var w = Self.world(ios, external: "External")
        let (s, wins, _) = Self.connectTV(&w)
        let d = try! w.h.apply(.disconnectScreen(s))
        #expect(w.format(d.events) == "sc2.didDisconnect screen.disconnected")
        #expect(d.events[0].window == wins[0])
        #expect(d.status == .completed(.windowsRemoved(wins)))
        #expect(w.info("E").window == nil && w.info("E").appearance == .disappeared)
        #expect(w.h.scenes().map(\.scene) == [SceneID(1)] && w.h.windowInfo(wins[0]) == nil)
        w.checkInvariants()
        #expect(w.refuse(.connectScreen(Self.tv, externalStoryboard: "External"))?.code == .invalidParams)
    }

    // MARK: R139, R140 activation

    @Test(arguments: sceneVersions) func R139_activationOpensANewSceneAsAtLaunch(ios: IOSVersion) {
        var w = Self.world(ios, multiple: true)
        #expect(w.h.application().supportsMultipleScenes)
        let events = w.run(.activateScene(requestingScene: SceneID(1)))
        guard case .sceneConnected(let s, let wins) = w.lastResult, let win = wins.first else { Issue.record("no scene"); return }
        #expect(s == SceneID(2))
        let root = w.h.windowInfo(win)!.root!.description
        #expect(events == "app.configurationForConnecting(sc2,Default Configuration) sc2.willConnect window.becameKey "
            + "\(root).viewDidLoad \(root).viewWillAppear \(root).viewIsAppearing sc2.willEnterForeground sc2.didBecomeActive \(root).viewDidAppear")
        #expect(w.h.windowInfo(win)?.key == true && w.h.windowInfo(w.window)?.key == false)
        #expect(w.h.sceneInfo(SceneID(1))?.activationState == .foregroundActive)
        #expect(w.h.application().openSessions == ["session-1", "session-2"])
        // window.create on the main screen goes to the first application scene
        w.vc("A")
        let out = try! w.h.apply(.createWindow(screen: nil, root: w["A"], storyboard: nil, identifier: nil, makeKeyAndVisible: true))
        guard case .completed(.windowCreated(let made, _)) = out.status else { Issue.record("no window"); return }
        #expect(w.h.scene(of: made) == SceneID(1) && w.h.sceneInfo(SceneID(1))?.windows == [w.window, made])
        w.checkInvariants()
    }

    @Test(arguments: sceneVersions) func R139_activationEventOrder(ios: IOSVersion) {
        var w = Self.world(ios, multiple: true)
        let out = try! w.h.apply(.activateScene(requestingScene: nil))
        guard case .completed(.sceneConnected(_, let wins)) = out.status else { Issue.record("no scene"); return }
        w.nameIt(w.h.windowInfo(wins[0])!.root!, "H2")
        #expect(w.format(out.events) == "app.configurationForConnecting(sc2,Default Configuration) sc2.willConnect window.becameKey "
            + "H2.viewDidLoad H2.viewWillAppear H2.viewIsAppearing sc2.willEnterForeground sc2.didBecomeActive H2.viewDidAppear")
        #expect(w.info("H").appearance == .appeared)
        w.checkInvariants()
    }

    @Test(arguments: sceneVersions) func R140_activationRefusals(ios: IOSVersion) {
        var phone = Self.world(ios, multiple: true, screen: World.phone)
        #expect(!phone.h.application().supportsMultipleScenes)
        #expect(phone.refuse(.activateScene(requestingScene: nil))?.sceneError == .multipleScenesNotSupported)
        var single = Self.world(ios, multiple: false)
        let e = single.refuse(.activateScene(requestingScene: nil))
        #expect(e?.sceneError == .multipleScenesNotSupported && e?.code == .unsupported)
        #expect(SceneErrorCode.multipleScenesNotSupported.rawValue == 0 && SceneErrorCode.requestDenied.rawValue == 1)
        var pad = Self.world(ios, multiple: true)
        pad.run(.backgroundScene(SceneID(1)))
        let denied = pad.refuse(.activateScene(requestingScene: SceneID(1)))
        #expect(denied?.sceneError == .requestDenied && denied?.code == .invalidState)
        #expect(pad.refuse(.activateScene(requestingScene: SceneID(9)))?.code == .notFound)
    }

    // MARK: R141 destruction

    @Test(arguments: sceneVersions) func R141_destroyDisconnectsThenDiscards(ios: IOSVersion) {
        var w = Self.world(ios, multiple: true)
        w.run(.activateScene(requestingScene: nil))
        guard case .sceneConnected(_, let wins) = w.lastResult else { Issue.record("no scene"); return }
        let root = w.h.windowInfo(wins[0])!.root!
        let out = try! w.h.apply(.destroyScene(SceneID(2)))
        #expect(w.format(out.events) == "sc2.didDisconnect app.didDiscardSceneSessions(session-2)")
        #expect(out.status == .completed(.windowsRemoved(wins)))
        #expect(w.h.controller(root)?.window == nil && w.h.controller(root)?.appearance == .disappeared)
        #expect(w.h.application().openSessions == ["session-1"])
        w.checkInvariants()
        #expect(w.refuse(.destroyScene(SceneID(2)))?.code == .notFound)
    }

    @Test func R141_destroyingTheOnlySceneLeavesNoWindowToCreate() {
        var w = Self.world(.ios26)
        #expect(w.run(.destroyScene(SceneID(1))) == "sc1.didDisconnect app.didDiscardSceneSessions(session-1)")
        w.vc("A")
        #expect(w.refuse(.createWindow(screen: nil, root: w["A"], storyboard: nil, identifier: nil, makeKeyAndVisible: true))?.code == .invalidState)
    }

    // MARK: R142 background and foreground

    @Test(arguments: sceneVersions) func R142_backgroundAndForegroundHaveNoAppearanceCallbacks(ios: IOSVersion) {
        var w = Self.world(ios)
        w.vc("P")
        w.present("P", on: "H", animated: false, style: .fullScreen)
        #expect(w.run(.backgroundScene(SceneID(1))) == "sc1.willResignActive sc1.didEnterBackground")
        #expect(w.h.sceneInfo(SceneID(1))?.activationState == .background)
        #expect(w.info("P").appearance == .appeared)
        #expect(w.refuse(.backgroundScene(SceneID(1)))?.code == .invalidState)
        #expect(w.run(.foregroundScene(SceneID(1))) == "sc1.willEnterForeground sc1.didBecomeActive")
        #expect(w.h.sceneInfo(SceneID(1))?.activationState == .foregroundActive)
        #expect(w.refuse(.foregroundScene(SceneID(1)))?.code == .invalidState)
        let events = try! w.h.apply(.backgroundScene(SceneID(1))).events
        #expect(events.allSatisfy { $0.window == w.window && $0.vc == nil })
    }

    @Test func R142_anAppearanceCallbackDuringASceneStateChangeIsAViolation() {
        var w = Self.world(.ios26)
        w.vc("A")
        w.h.sceneStateChanging = true
        w.h.emitAppearance(w["A"], .willAppear, .init(animated: false))
        w.h.sceneStateChanging = false
        #expect(w.h.checkInvariants().contains { $0.rule == "sceneStateAppearance" })
    }

    // MARK: R143, R144 resizing

    @Test(arguments: sceneVersions) func R144_resizeChangesSizeClassesFromTheWidthTable(ios: IOSVersion) {
        var w = Self.world(ios)
        #expect(w.h.sceneInfo(SceneID(1))?.traits.horizontalSizeClass == .regular)
        // Split View half of a 9.7" landscape iPad, Slide Over: compact
        #expect(w.run(.resizeScene(SceneID(1), width: 507, height: 768)) == "H.transitionTo(portrait) H.traits(compact)")
        #expect(w.h.sceneInfo(SceneID(1))?.width == 507 && w.h.windowInfo(w.window)?.traits.horizontalSizeClass == .compact)
        #expect(w.run(.resizeScene(SceneID(1), width: 320, height: 768)) == "H.transitionTo(portrait)")
        // 12.9" landscape half: regular; the height class stays regular
        #expect(w.run(.resizeScene(SceneID(1), width: 678, height: 1024)) == "H.transitionTo(portrait) H.traits(regular)")
        #expect(w.h.windowInfo(w.window)?.traits.verticalSizeClass == .regular)
        #expect(w.run(.resizeScene(SceneID(1), width: 678, height: 1024)) == "")
        #expect(Hierarchy.horizontalSizeClass(sceneWidth: 639) == .compact && Hierarchy.horizontalSizeClass(sceneWidth: 694) == .regular)
    }

    /// A split view in a resized scene collapses when the scene becomes compact and expands when
    /// it is regular again (R143 through R78/R113), after the size transition.
    @Test(arguments: sceneVersions) func R143_resizeCollapsesAndExpandsASplitView(ios: IOSVersion) {
        var w = Self.world(ios, main: nil)
        w.vc("M"); w.vc("N", "UINavigationController", children: ["M"]); w.vc("D")
        w.vc("S", "UISplitViewController", children: ["N", "D"])
        w.set("S", ["delegateEvents": .bool(true)])
        w.showRoot("S")
        #expect(w.run(.resizeScene(SceneID(1), width: 375, height: 1024)) ==
            "S.transitionTo(portrait) N.transitionTo(portrait) M.transitionTo(portrait) D.transitionTo(portrait) "
            + "S.collapseSecondary(D,onto:N) D.willMove(N) M.viewWillDisappear M.viewDidDisappear D.didMove(N) "
            + "S.traits(compact) N.traits(compact) M.traits(compact) D.traits(compact)")
        #expect(w.run(.resizeScene(SceneID(1), width: 1024, height: 1366)).hasSuffix(
            "S.separateSecondary(from:N) D.willMove(S) M.viewWillAppear M.viewIsAppearing M.viewDidAppear D.didMove(S) "
            + "S.traits(regular) N.traits(regular) M.traits(regular) D.traits(regular)"))
    }

    @Test func R143_resizeRefusals() {
        var phone = Self.world(.ios26, screen: World.phone)
        #expect(phone.refuse(.resizeScene(SceneID(1), width: 300, height: 600))?.code == .unsupported)
        var w = Self.world(.ios26, external: "External")
        _ = Self.connectTV(&w)
        #expect(w.refuse(.resizeScene(SceneID(2), width: 300, height: 600))?.code == .unsupported)
        #expect(w.refuse(.resizeScene(SceneID(1), width: 0, height: 600))?.code == .invalidParams)
        #expect(w.refuse(.resizeScene(SceneID(1), width: 2000, height: 600))?.code == .invalidParams)
        #expect(w.refuse(.resizeScene(SceneID(7), width: 300, height: 600))?.code == .notFound)
        w.run(.backgroundScene(SceneID(1)))
        #expect(w.refuse(.resizeScene(SceneID(1), width: 300, height: 600))?.code == .invalidState)
    }

    // MARK: R130 invariants, R145 restoration

    @Test func R130_everyWindowInExactlyOneScene() {
        var w = Self.world(.ios26)
        w.vc("A")
        w.showRoot("A")
        #expect(w.h.scene(of: w.window) == SceneID(1))
        w.h.windowTable[w.window]!.scene = nil
        #expect(w.h.checkInvariants().contains { $0.rule == "oneScene" || $0.rule == "sceneWindows" })
    }

    @Test(arguments: sceneVersions) func R145_restoredSessionsReconnectWithoutConfigurationForConnecting(ios: IOSVersion) {
        var w = Self.world(ios, external: "External")
        _ = Self.connectTV(&w)
        w.set("H", ["restorationIdentifier": .string("home")])
        let state = w.h.preservedState()
        var cfg = EngineConfiguration(ios: ios)
        cfg.sceneManifest = SceneManifest(mainStoryboard: "Main", externalStoryboard: "External")
        var r = Hierarchy(ids: IDSource(after: state.lastIssued), configuration: cfg, catalog: Self.catalog)
        let report = try! r.restore(state)
        let names = report.events.map(\.kind.name)
        #expect(!names.contains("applicationConfigurationForConnecting"))
        #expect(names.filter { $0 == "sceneWillConnect" }.count == 2)
        #expect(names.last == "sceneDidBecomeActive")
        #expect(names.firstIndex(of: "sceneWillConnect")! < names.firstIndex(of: "viewWillAppear")!)
        #expect(r.checkInvariants().isEmpty, "\(r.checkInvariants())")
        #expect(r.scenes().allSatisfy { $0.activationState == .foregroundActive && $0.windows.count == 1 })
    }

    /// Issue 39 §6: the sessions come back as they were — identifiers, roles, configurations,
    /// windows, a Split View size and the session's stateRestorationActivity — and new scenes
    /// continue the numbering. Source for the activity: Apple's `stateRestorationActivity(for:)`
    /// page ("Save enough information to be able to restore that state again after UIKit
    /// disconnects and then reconnects the scene") and `UISceneSession.stateRestorationActivity`.
    @Test(arguments: sceneVersions) func R145_sessionsComeBackWithTheirActivityAndSize(ios: IOSVersion) {
        var w = Self.world(ios, external: "External", multiple: true)
        _ = Self.connectTV(&w)
        let opened = try! w.h.apply(.activateScene(requestingScene: SceneID(1)))
        guard case .completed(.sceneConnected(let third, let windows)) = opened.status else { Issue.record("\(opened.status)"); return }
        _ = try! w.h.apply(.resizeScene(third, width: 507, height: 1366))
        let activity = SceneActivity(activityType: "com.example.detail", title: "Detail", userInfo: ["item": "42"])
        _ = try! w.h.apply(.setSceneRestorationActivity(third, activity))
        w.set("H", ["restorationIdentifier": .string("home")])
        let before = w.h.scenes()
        let state = w.h.preservedState()
        #expect(state.scenes.map(\.id) == [SceneID(1), SceneID(2), third] && state.scenesIssued == third.raw)

        var cfg = EngineConfiguration(ios: ios)
        cfg.sceneManifest = SceneManifest(mainStoryboard: "Main", externalStoryboard: "External", supportsMultipleScenes: true)
        var r = Hierarchy(ids: IDSource(after: state.lastIssued), configuration: cfg, catalog: Self.catalog)
        _ = try! r.restore(state)
        let after = r.scenes()
        #expect(after.map(\.scene) == before.map(\.scene))
        #expect(after.map(\.persistentIdentifier) == before.map(\.persistentIdentifier))
        #expect(after.map(\.role) == before.map(\.role) && after.map(\.configurationName) == before.map(\.configurationName))
        let restoredThird = after.first { $0.scene == third }!
        #expect(restoredThird.windows == windows && restoredThird.restorationActivity == activity)
        #expect(restoredThird.width == 507 && restoredThird.traits.horizontalSizeClass == .compact)
        #expect(r.checkInvariants().isEmpty, "\(r.checkInvariants())")
        // A scene opened after the restart is the next number, never a reused one.
        let next = try! r.apply(.activateScene(requestingScene: nil))
        guard case .completed(.sceneConnected(let fourth, _)) = next.status else { Issue.record("\(next.status)"); return }
        #expect(fourth.raw == third.raw + 1 && r.sceneInfo(fourth)?.persistentIdentifier == "session-\(third.raw + 1)")
    }

    /// State written before scenes were preserved still restores: each screen's windows go into
    /// a new session of the screen's role.
    @Test func R145_stateWithoutScenesStillRestoresIntoScenes() {
        var w = Self.world(.ios26)
        w.set("H", ["restorationIdentifier": .string("home")])
        var state = w.h.preservedState()
        state.scenes = []
        state.scenesIssued = 0
        var cfg = EngineConfiguration(ios: .ios26)
        cfg.sceneManifest = SceneManifest(mainStoryboard: "Main", externalStoryboard: nil)
        var r = Hierarchy(ids: IDSource(after: state.lastIssued), configuration: cfg, catalog: Self.catalog)
        _ = try! r.restore(state)
        #expect(r.scenes().map(\.windows) == [[w.window!]])
        #expect(r.checkInvariants().isEmpty, "\(r.checkInvariants())")
    }

    /// The activity needs the scene life cycle and a scene.
    @Test func setRestorationActivityRefusals() {
        var w = Self.world(.ios26)
        #expect(throws: EngineError.self) { try w.h.apply(.setSceneRestorationActivity(SceneID(9), nil)) }
        _ = try! w.h.apply(.setSceneRestorationActivity(SceneID(1), SceneActivity(activityType: "a")))
        #expect(w.h.sceneInfo(SceneID(1))?.restorationActivity?.activityType == "a")
        _ = try! w.h.apply(.setSceneRestorationActivity(SceneID(1), nil))
        #expect(w.h.sceneInfo(SceneID(1))?.restorationActivity == nil)
    }
}
