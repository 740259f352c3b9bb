import Foundation
import ProsceniumClient
import ProsceniumServer
import ProsceniumTesting
import Testing
import WireProtocol

/// The scene life cycle over the protocol, both transports (issue 39; uikit-rules R130–R145,
/// iOS 13 and later; the engine's `SceneTests` pin the same orders per version). Sources: Apple's
/// "About the app launch sequence" and "Specifying the scenes your app supports" (R134: the
/// window and root exist when `scene(_:willConnectTo:)` runs), "Presenting content on a connected
/// display" and Apple DTS on the forums, thread 745553 (R135, R136: no window → mirroring),
/// `requestSceneSessionActivation`'s and `requestSceneSessionDestruction`'s pages (R139–R141),
/// `sceneWillEnterForeground(_:)`'s page and the forum log of thread 732170 (R142).
@Suite("Scenes over the protocol", .serialized)
struct SceneServerTests {
    /// `scene.event` names in order, labelled by scene or controller title.
    private func names(_ log: NotificationLog, titles: [String: String] = [:]) -> [String] {
        log.events.compactMap { e -> String? in
            guard let name = e.name else { return nil }
            if let scene = e.params["scene"]?.stringValue { return "\(scene).\(name)" }
            if let vc = e.vc { return "\(titles[vc] ?? vc).\(name)" }
            return name
        }
    }

    /// R134 at launch (iOS 26, the default): the application scene sc1 holds w1, and the launch's
    /// events are in R134's order; R131: the role's name per version.
    @Test(arguments: ServerTransport.allCases)
    func R134_launchConnectsTheApplicationSceneAroundTheRootsAppearance(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0"])
        let c = try s.connect()
        let list = try await c.ok("scene.list")
        #expect(list["lifeCycle"] == "scenes" && list["supportsMultipleScenes"] == false)
        let app = try #require(list["scenes"]?.arrayValue?.first)
        #expect(app["scene"] == "sc1" && app["role"] == "application" && app["roleName"] == "UIWindowSceneSessionRoleApplication")
        #expect(app["configuration"] == "Default Configuration" && app["delegateClass"] == "SceneDelegate" && app["storyboard"] == "Main")
        #expect(app["activationState"] == "foregroundActive" && app["windows"] == ["w1"] && app["mirrored"] == false)
        #expect(app["width"] == 390 && app["height"] == 844)
        #expect(try await c.ok("window.get", ["window": "w1"])["windowScene"] == "sc1")
        // The launch's own events come before any client connects; `scene.activate` on an iPad
        // (below) and the engine's SceneTests pin the same order.
        #expect(s.stop() == 0)
    }

    /// R135, R137, R136: an external display connects as a scene of the version's
    /// external-display role, with its window from the role's storyboard; disconnecting it
    /// disconnects the scene, without disappearance callbacks; a hidden window means mirroring.
    @Test(arguments: ServerTransport.allCases)
    func R135_R137_anExternalDisplayIsAScene(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0"])
        let c = try s.connect()
        let log = NotificationLog(c)
        _ = try await c.ok("events.subscribe")
        let connected = try await c.ok("screen.connect", ["name": "TV", "width": 1920, "height": 1080])
        #expect(connected == ["screen": "s2", "windows": ["w2"]])
        _ = try await c.ok("sync")
        let root = try #require(try await c.ok("window.get", ["window": "w2"])["root"]?.stringValue)
        #expect(names(log, titles: [root: "External"]) == [
            "screenDidConnect", "sc2.applicationConfigurationForConnecting", "sc2.sceneWillConnect",
            "External.viewDidLoad", "External.viewWillAppear", "External.viewIsAppearing",
            "sc2.sceneWillEnterForeground", "sc2.sceneDidBecomeActive", "External.viewDidAppear",
        ])
        let configuring = try #require(log.events.first { $0.name == "applicationConfigurationForConnecting" })
        #expect(configuring.params["role"] == "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
                && configuring.params["configuration"] == "External Display Configuration" && configuring.params["session"] == "session-2")
        let scene = try await c.ok("scene.get", ["scene": "sc2"])
        #expect(scene["role"] == "externalDisplay" && scene["screen"] == "s2" && scene["windows"] == ["w2"] && scene["mirrored"] == false)
        #expect(try await c.ok("window.get", ["window": "w2"])["windowScene"] == "sc2")

        // R136: hiding the scene's only window resumes mirroring; showing it stops it.
        log.clear()
        _ = try await c.ok("window.setHidden", ["window": "w2", "hidden": true])
        _ = try await c.ok("sync")
        #expect(names(log, titles: [root: "External"]) == ["External.viewWillDisappear", "External.viewDidDisappear"])
        #expect(try await c.ok("scene.get", ["scene": "sc2"])["mirrored"] == true)
        let screens = try #require(try await c.ok("screen.list")["screens"]?.arrayValue)
        #expect(screens.map { $0["mirrored"] } == [false, true])
        _ = try await c.ok("window.setHidden", ["window": "w2", "hidden": false])
        #expect(try await c.ok("scene.get", ["scene": "sc2"])["mirrored"] == false)

        // R137: the display goes; its scene disconnects and its controllers get no callbacks ([inf]).
        log.clear()
        #expect(try await c.ok("screen.disconnect", ["screen": "s2"]) == ["windows": ["w2"]])
        _ = try await c.ok("sync")
        #expect(names(log) == ["sc2.sceneDidDisconnect", "screenDidDisconnect"])
        #expect(try await c.ok("scene.list")["scenes"]?.arrayValue?.count == 1)
        let gone = try #require(await c.refused("scene.get", ["scene": "sc2"]))
        #expect(gone.codeName == "notFound" && gone.message == "no scene 'sc2'")
        #expect(try await c.ok("server.checkInvariants")["ok"] == true)
        #expect(s.stop() == 0)
    }

    /// R135 on iOS 13–15: the role is `UIWindowSceneSessionRoleExternalDisplay`; with no
    /// storyboard for the role the scene connects without a window and the display mirrors.
    @Test(arguments: ServerTransport.allCases)
    func R131_R135_iOS15RoleNameAndADisplayWithoutAStoryboardMirrors(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0", "--ios", "15", "--storyboards", ServerProcess.demoStoryboards,
                                     "--main-storyboard", "Main"], useDemoStoryboards: false)
        let c = try s.connect()
        let log = NotificationLog(c)
        _ = try await c.ok("events.subscribe")
        #expect(try await c.ok("screen.connect", ["name": "TV", "width": 1280, "height": 720]) == ["screen": "s2", "windows": []])
        _ = try await c.ok("sync")
        #expect(names(log) == ["screenDidConnect", "sc2.applicationConfigurationForConnecting", "sc2.sceneWillConnect",
                               "sc2.sceneWillEnterForeground", "sc2.sceneDidBecomeActive"])
        let scene = try await c.ok("scene.get", ["scene": "sc2"])
        #expect(scene["roleName"] == "UIWindowSceneSessionRoleExternalDisplay" && scene["configuration"] == .null
                && scene["windows"] == [] && scene["mirrored"] == true)
        #expect(try await c.ok("screen.list")["screens"]?.arrayValue?.last?["mirrored"] == true)
        #expect(s.stop() == 0)
    }

    /// R142: leaving and returning give the scene's callbacks only; R140: a phone refuses
    /// activation with UISceneErrorDomain code 0; R141 destruction.
    @Test(arguments: ServerTransport.allCases)
    func R140_R142_backgroundForegroundAndAPhoneRefusesActivation(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0"])
        let c = try s.connect()
        let log = NotificationLog(c)
        _ = try await c.ok("events.subscribe")
        _ = try await c.ok("scene.background", ["scene": "sc1"])
        _ = try await c.ok("sync")
        #expect(names(log) == ["sc1.sceneWillResignActive", "sc1.sceneDidEnterBackground"])
        #expect(try await c.ok("scene.get", ["scene": "sc1"])["activationState"] == "background")
        let again = try #require(await c.refused("scene.background", ["scene": "sc1"]))
        #expect(again.codeName == "invalidState" && again.message == "scene sc1 is already in the background")
        log.clear()
        _ = try await c.ok("scene.foreground", ["scene": "sc1"])
        _ = try await c.ok("sync")
        #expect(names(log) == ["sc1.sceneWillEnterForeground", "sc1.sceneDidBecomeActive"])

        let refused = try #require(await c.refused("scene.activate"))
        #expect(refused.codeName == "unsupported")
        #expect(refused.message == "requestSceneSessionActivation refused: UIApplicationSupportsMultipleScenes is false (UISceneErrorDomain code 0, multipleScenesNotSupported)")
        #expect(refused.data?["sceneError"] == ["domain": "UISceneErrorDomain", "code": 0, "name": "UISceneErrorCodeMultipleScenesNotSupported"])
        let resize = try #require(await c.refused("scene.resize", ["scene": "sc1", "width": 320, "height": 844]))
        #expect(resize.codeName == "unsupported" && resize.message == "Split View, Slide Over and resizable windows need the iPad idiom")
        let bad = try #require(await c.refused("scene.get", ["scene": "w1"]))
        #expect(bad.codeName == "notFound" && bad.message == "no scene 'w1'")
        #expect(s.stop() == 0)
    }

    /// R139–R141, R143–R144 on an iPad app that supports multiple scenes: a second scene with its
    /// own window, Split View sizes with their size classes, destruction and the discarded session.
    @Test(arguments: ServerTransport.allCases)
    func R139_R144_anIPadOpensResizesAndClosesAScene(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0", "--main-screen", "1024x1366@2:pad", "--supports-multiple-scenes"])
        let c = try s.connect()
        let log = NotificationLog(c)
        _ = try await c.ok("events.subscribe")
        #expect(try await c.ok("scene.list")["supportsMultipleScenes"] == true)
        let opened = try await c.ok("scene.activate", ["requestingScene": "sc1"])
        #expect(opened == ["scene": "sc2", "windows": ["w2"]])
        _ = try await c.ok("sync")
        // R134's order around the new root's appearance (its root is Main's tab bar controller).
        let root = try #require(try await c.ok("window.get", ["window": "w2"])["root"]?.stringValue)
        let order = names(log, titles: [root: "Root"]).filter { $0.hasPrefix("sc") || $0.hasPrefix("Root.view") }
        #expect(order == ["sc2.applicationConfigurationForConnecting", "sc2.sceneWillConnect",
                          "Root.viewDidLoad", "Root.viewWillAppear", "Root.viewIsAppearing",
                          "sc2.sceneWillEnterForeground", "sc2.sceneDidBecomeActive", "Root.viewDidAppear"], "\(order)")
        #expect(try await c.ok("window.get", ["window": "w2"])["key"] == true)

        // Split View: 507 points wide is compact (R144's table); the controllers on screen hear of
        // the size, then of the trait change.
        log.clear()
        _ = try await c.ok("scene.resize", ["scene": "sc2", "width": 507, "height": 1366])
        _ = try await c.ok("sync")
        let resized = log.events.compactMap(\.name)
        #expect(resized.first == "viewWillTransitionToSize" && resized.contains("traitCollectionDidChange"), "\(resized)")
        let compact = try await c.ok("scene.get", ["scene": "sc2"])
        #expect(compact["width"] == 507 && compact["traits"]?["horizontalSizeClass"] == "compact")
        let tooBig = try #require(await c.refused("scene.resize", ["scene": "sc2", "width": 5000, "height": 1366]))
        #expect(tooBig.codeName == "invalidParams")

        // A background scene cannot ask for another (R140, requestDenied).
        _ = try await c.ok("scene.background", ["scene": "sc2"])
        let denied = try #require(await c.refused("scene.activate", ["requestingScene": "sc2"]))
        #expect(denied.data?["sceneError"]?["code"] == 1 && denied.data?["sceneError"]?["name"] == "UISceneErrorCodeRequestDenied")

        log.clear()
        #expect(try await c.ok("scene.destroy", ["scene": "sc2"]) == ["windows": ["w2"]])
        _ = try await c.ok("sync")
        #expect(names(log) == ["sc2.sceneDidDisconnect", "applicationDidDiscardSceneSessions"])
        #expect(log.events.last?.params["sessions"] == ["session-2"])
        #expect(try await c.ok("scene.list")["scenes"]?.arrayValue?.count == 1)
        #expect(try await c.ok("server.checkInvariants")["ok"] == true)
        #expect(s.stop() == 0)
    }

    static let infoPlists = ServerProcess.packageRoot + "/Tests/Fixtures/InfoPlists"

    /// §2: an Info.plist's manifest configures the scenes (its names and storyboards, R132,
    /// R133); an external display gets the configuration of its role's key for iOS 16+.
    @Test(arguments: ServerTransport.allCases)
    func R132_theInfoPlistsManifestConfiguresTheScenes(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0", "--storyboards", ServerProcess.demoStoryboards,
                                     "--info-plist", Self.infoPlists + "/Scenes-Info.plist"], useDemoStoryboards: false)
        let c = try s.connect()
        let list = try await c.ok("scene.list")
        // The manifest says YES, but a phone shows one scene per app (R139).
        #expect(list["supportsMultipleScenes"] == false)
        let app = try #require(list["scenes"]?.arrayValue?.first)
        #expect(app["delegateClass"] == "$(PRODUCT_MODULE_NAME).SceneDelegate" && app["storyboard"] == "Main" && app["windows"] == ["w1"])
        #expect(try await c.ok("screen.connect", ["name": "TV", "width": 1920, "height": 1080]) == ["screen": "s2", "windows": ["w2"]])
        let tv = try await c.ok("scene.get", ["scene": "sc2"])
        #expect(tv["configuration"] == "TV" && tv["storyboard"] == "External" && tv["delegateClass"] == "$(PRODUCT_MODULE_NAME).TVSceneDelegate")
        #expect(s.stop() == 0)
    }

    /// §2: what proscd refuses at start-up, with the file and UIKit's words: a configuration
    /// naming a storyboard that does not exist (R133), a value of the wrong type, a main
    /// storyboard that disagrees with the manifest; and an app-delegate app's Info.plist.
    @Test func badInfoPlistsStopTheServerWithTheirReason() async throws {
        func start(_ args: [String]) async throws -> (status: Int32, stderr: String) {
            let dir = ServerProcess.makeTemporaryDirectory("prosc-plist")
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let r = try await ExternalTool.run(ServerProcess.binary("proscd"), ["--config", "/dev/null", "--socket", dir + "/s.sock",
                                                                             "--storyboards", ServerProcess.demoStoryboards] + args, timeout: 30)
            return (r.status, r.stderr)
        }
        let missing = try await start(["--info-plist", Self.infoPlists + "/MissingStoryboard-Info.plist"])
        #expect(missing.status == 1 && missing.stderr.contains("MissingStoryboard-Info.plist names a storyboard that is not in") &&
                missing.stderr.contains("Could not find a storyboard named 'Mian' in bundle NSBundle"), "\(missing)")
        let wrong = try await start(["--info-plist", Self.infoPlists + "/WrongType-Info.plist"])
        #expect(wrong.status == 1 && wrong.stderr.contains("WrongType-Info.plist: UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication is not an array"), "\(wrong)")
        let disagree = try await start(["--info-plist", Self.infoPlists + "/Scenes-Info.plist", "--main-storyboard", "External"])
        #expect(disagree.status == 1 && disagree.stderr.contains("mainStoryboard 'External' disagrees with"), "\(disagree)")
    }

    /// R130: an Info.plist without a scene manifest is an app-delegate app, whose
    /// UIMainStoryboardFile roots w1.
    @Test func anInfoPlistWithoutAManifestRunsTheAppDelegateLifeCycle() async throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0", "--storyboards", ServerProcess.demoStoryboards,
                                              "--info-plist", Self.infoPlists + "/AppDelegate-Info.plist"], useDemoStoryboards: false)
        let c = try s.connect()
        #expect(try await c.ok("scene.list")["lifeCycle"] == "appDelegate")
        #expect(try await c.ok("window.get", ["window": "w1"])["root"] != .null)
        #expect(s.stop() == 0)
    }

    /// R130: iOS 12, and an app with no scene manifest, run the app-delegate life cycle: no
    /// scenes, and the scene methods say why.
    @Test(arguments: ServerTransport.allCases)
    func R130_theAppDelegateLifeCycleHasNoScenes(_ transport: ServerTransport) async throws {
        for args in [["--ios", "12"], ["--life-cycle", "appDelegate"]] {
            let s = try transport.start(["--animation-speed", "0"] + args)
            let c = try s.connect()
            #expect(try await c.ok("scene.list") == ["lifeCycle": "appDelegate", "supportsMultipleScenes": false, "scenes": []])
            #expect(try await c.ok("window.get", ["window": "w1"])["windowScene"] == .null)
            let refused = try #require(await c.refused("scene.background", ["scene": "sc1"]))
            #expect(refused.codeName == "unsupported", "\(args): \(refused)")
            #expect(try await c.ok("screen.connect", ["name": "TV", "width": 1920, "height": 1080]) == ["screen": "s2", "windows": ["w2"]])
            #expect(s.stop() == 0)
        }
    }
}
