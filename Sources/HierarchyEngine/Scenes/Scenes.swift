/// The scene life cycle (iOS 13+ with a scene manifest; docs/uikit-rules.md R130–R145): sessions
/// and scenes between screens and windows. The main screen's connection launches the
/// application-role scene (R134), an external display's connection offers an external-display
/// session (R135), and the operations behind `scene.activate`, `scene.destroy`,
/// `scene.background`, `scene.foreground` and `scene.resize` (R139–R144).

/// A connected scene and its session (one scene per session while connected).
struct Scene: Sendable, Equatable {
    let id: SceneID
    /// `UISceneSession.persistentIdentifier`.
    let persistentIdentifier: String
    let role: SceneSessionRole
    /// The manifest's configuration the session connected with (nil: none for the role).
    let configuration: SceneConfiguration?
    var state: SceneActivationState = .unattached
    var screen: ScreenID
    var windows: [WindowID] = []
    /// The size `scene.resize` set (nil: the screen's).
    var width: Double?
    var height: Double?
    /// The horizontal size class of that size (R144); nil: the screen's.
    var horizontalSizeClass: SizeClass?
    /// `UISceneSession.stateRestorationActivity` (issue 39 §6).
    var restorationActivity: SceneActivity?
}

extension Hierarchy {
    /// Whether the scene life cycle runs (R130): iOS 13 or later, and the app declares a manifest.
    public var usesScenes: Bool { configuration.ios >= .ios13 && configuration.sceneManifest != nil }

    /// `UIApplication.supportsMultipleScenes` (R139): the manifest says so and the system allows
    /// several scenes, which the engine models as the iPad idiom.
    var applicationSupportsMultipleScenes: Bool {
        usesScenes && configuration.sceneManifest!.supportsMultipleScenes && deviceIdiom == .pad
    }

    /// The widths at which an iPad scene's horizontal size class is regular (R144): from the
    /// narrowest sourced regular width (678 pt, a 12.9" iPad's landscape half split); every
    /// sourced compact width (320, 375, 438, 507, 551, 639 pt) is below it.
    public static let regularSceneWidth = 678.0

    /// The horizontal size class of an iPad scene `width` points wide (R144).
    public static func horizontalSizeClass(sceneWidth width: Double) -> SizeClass {
        width >= regularSceneWidth ? .regular : .compact
    }

    /// Refuses a scene request when the engine does not run the scene life cycle.
    func requireScenes(_ what: String) throws(EngineError) {
        guard configuration.ios >= .ios13 else {
            throw EngineError(.unsupported, "\(what) needs iOS 13 or later (UIScene); the engine reproduces iOS \(configuration.ios)")
        }
        guard configuration.sceneManifest != nil else {
            throw EngineError(.unsupported, "\(what): the app declares no scene manifest (UIApplicationSceneManifest), so it runs the app-delegate life cycle")
        }
    }

    func sceneValue(_ s: SceneID) throws(EngineError) -> Scene {
        guard let x = sceneTable[s] else { throw EngineError(.notFound, "no scene \(s)") }
        return x
    }

    /// Checks the manifest against the storyboards loaded (R133): every configuration's
    /// `UISceneStoryboardFile` must exist, or UIKit raises when it connects a session with it.
    public func checkSceneManifest() throws(EngineError) {
        guard let manifest = configuration.sceneManifest else { return }
        for (_, sb) in manifest.storyboards { _ = try storyboardTemplate(sb) }
    }

    /// What connecting a new session of a role builds, validated before anything changes.
    struct SceneLaunchPlan {
        var role: SceneSessionRole
        var configuration: SceneConfiguration?
        var root: [PlannedScene]?
    }

    func planScene(role: SceneSessionRole) throws(EngineError) -> SceneLaunchPlan {
        let config = configuration.sceneManifest?.configuration(for: role, in: configuration.ios)
        var root: [PlannedScene]? = nil
        if let sb = config?.storyboard {
            let plan = try planInstantiation(storyboard: sb, identifier: nil)
            try checkLimit(count: plan.count, window: "the new scene's window")
            guard windowTable.count < configuration.maxWindows else {
                throw EngineError(.limitExceeded, "at most \(configuration.maxWindows) windows")
            }
            root = plan
        }
        return SceneLaunchPlan(role: role, configuration: config, root: root)
    }

    /// Connects a new session and its scene on `screen` (R134): `configurationForConnecting`,
    /// the window and its root from the configuration's storyboard, `sceneWillConnect`, the
    /// root's `viewWillAppear` (and `viewDidLoad`, `viewIsAppearing`), `sceneWillEnterForeground`,
    /// `sceneDidBecomeActive`, then its `viewDidAppear`. `key`: the window becomes key.
    mutating func connectScene(_ plan: SceneLaunchPlan, screen sid: ScreenID, key: Bool) -> (SceneID, [WindowID]) {
        scenesIssued += 1
        let id = SceneID(scenesIssued)
        let session = "session-\(scenesIssued)"
        let roleName = plan.role.name(in: configuration.ios)
        sceneTable[id] = Scene(id: id, persistentIdentifier: session, role: plan.role,
                               configuration: plan.configuration, screen: sid)
        sceneOrder.append(id)
        ctxWindow = nil
        emit(nil, in: nil, .applicationConfigurationForConnecting(scene: id, session: session, role: roleName,
                                                                   configuration: plan.configuration?.name))
        var window: WindowID? = nil
        if let rootPlan = plan.root {
            let root = commitInstantiation(rootPlan)
            let w = newWindow(screen: sid)
            attach(w, to: id)
            ctxWindow = w
            installRoot(root, in: w)
            window = w
        }
        emit(nil, in: window, .sceneWillConnect(scene: id, session: session, role: roleName))
        var shown: [VCID] = []
        if let w = window {
            if key { makeKey(w) }
            windowTable[w]!.visible = true
            if let r = windowTable[w]!.root { shown = shownSet(from: r) }
            emitAll(shown, .willAppear, .init(animated: false))
            flushViewIsAppearing()
        }
        sceneTable[id]!.state = .foregroundInactive
        emit(nil, in: window, .sceneWillEnterForeground(scene: id))
        sceneTable[id]!.state = .foregroundActive
        emit(nil, in: window, .sceneDidBecomeActive(scene: id))
        if window != nil { emitAll(shown, .didAppear, .init(animated: false)) }
        ctxWindow = nil
        return (id, window.map { [$0] } ?? [])
    }

    /// Puts window `w` into scene `s`.
    mutating func attach(_ w: WindowID, to s: SceneID) {
        windowTable[w]?.scene = s
        sceneTable[s]?.windows.append(w)
    }

    /// The scene a window made on `screen` by `window.create` belongs to: the screen's first
    /// application-role scene on the main screen, its external display's scene elsewhere.
    func sceneForNewWindow(on screen: ScreenID) throws(EngineError) -> SceneID {
        let isMain = screenTable[screen]?.spec.isMain == true
        for s in sceneOrder {
            guard let sc = sceneTable[s], sc.screen == screen else { continue }
            if !isMain || sc.role == .application { return s }
        }
        throw EngineError(.invalidState, "screen \(screen) has no connected scene: a window needs a UIWindowScene")
    }

    /// Disconnects scene `s` (R137, R141): `sceneDidDisconnect`, then its windows go with their
    /// controllers' views, without disappearance callbacks ([inf]: the scene's objects are
    /// released); the session ends. Returns the windows removed.
    mutating func disconnectScene(_ s: SceneID) -> [WindowID] {
        guard let scene = sceneTable[s] else { return [] }
        ctxWindow = nil
        emit(nil, in: scene.windows.first, .sceneDidDisconnect(scene: s))
        for w in scene.windows { removeWindowSilently(w) }
        sceneTable[s] = nil
        sceneOrder.removeAll { $0 == s }
        ctxWindow = nil
        return scene.windows
    }

    /// Removes a window whose scene disconnected: its controllers leave it with their views and
    /// get no callbacks (R137 [inf]).
    mutating func removeWindowSilently(_ w: WindowID) {
        guard let win = windowTable[w] else { return }
        if let r = win.root {
            let all = subtree(r)
            for v in all where nodes[v]?.appearance != .disappeared { nodes[v]!.appearance = .disappeared }
            nodes[r]?.windowRoot = nil
            setWindow(all, nil)
        }
        forget(w, win)
    }

    // MARK: Screens under the scene life cycle

    /// `connectScreen` with scenes: the main screen launches the application-role scene (R134),
    /// an external display gets an external-display session (R135).
    mutating func connectSceneScreen(_ spec: ScreenSpec, externalStoryboard: String?) throws(EngineError) -> Plan {
        if externalStoryboard != nil {
            throw EngineError(.invalidParams, "with a scene manifest an external display's window comes from its role's configuration (UISceneStoryboardFile); give no external storyboard")
        }
        let plan = try planScene(role: spec.isMain ? .application : .externalDisplay)
        let sid = ids.nextScreen()
        screenTable[sid] = Screen(id: sid, spec: spec)
        screenOrder.append(sid)
        ctxWindow = nil
        emit(nil, .screenDidConnect(sid))
        let (_, windows) = connectScene(plan, screen: sid, key: spec.isMain)
        var result = Plan(); result.result = .screenConnected(sid, windows: windows)
        return result
    }

    /// `disconnectScreen` with scenes: each of the display's scenes disconnects (R137), then the
    /// screen goes.
    mutating func disconnectSceneScreen(_ s: ScreenID, _ screen: Screen) throws(EngineError) -> Plan {
        for w in screen.windows { try checkNotPending(w, "Disconnecting screen \(s)") }
        for sc in sceneOrder where sceneTable[sc]?.screen == s { _ = disconnectScene(sc) }
        for w in screen.windows where windowTable[w] != nil { removeWindowSilently(w) }   // none: every window has a scene
        return screenGone(s, screen)
    }

    // MARK: Operations

    /// `requestSceneSessionActivation(nil, …)` (R139, R140).
    mutating func activateScene(requestingScene: SceneID?) throws(EngineError) -> Plan {
        guard configuration.ios >= .ios13 else {
            throw EngineError(.unsupported, "requestSceneSessionActivation needs iOS 13 or later; the engine reproduces iOS \(configuration.ios)")
        }
        guard applicationSupportsMultipleScenes else {
            let why = !usesScenes ? "the app declares no scene manifest"
                : configuration.sceneManifest!.supportsMultipleScenes ? "the \(deviceIdiom.rawValue) idiom shows one scene per app"
                : "UIApplicationSupportsMultipleScenes is false"
            throw EngineError(.unsupported, "requestSceneSessionActivation refused: \(why) (\(SceneErrorCode.domain) code 0, multipleScenesNotSupported)",
                              sceneError: .multipleScenesNotSupported)
        }
        if let r = requestingScene {
            let rs = try sceneValue(r)
            guard rs.state == .foregroundActive || rs.state == .foregroundInactive else {
                throw EngineError(.invalidState, "requestSceneSessionActivation refused: the requesting scene \(r) is not in the foreground (\(SceneErrorCode.domain) code 1, requestDenied)",
                                  sceneError: .requestDenied)
            }
        }
        guard let main = mainScreen else { throw EngineError(.notFound, "no main screen connected") }
        let plan = try planScene(role: .application)
        let (id, windows) = connectScene(plan, screen: main, key: true)
        var result = Plan(); result.result = .sceneConnected(id, windows: windows)
        return result
    }

    /// `requestSceneSessionDestruction` (R141): `sceneDidDisconnect`, then
    /// `application(_:didDiscardSceneSessions:)` with the session.
    mutating func destroyScene(_ s: SceneID) throws(EngineError) -> Plan {
        try requireScenes("requestSceneSessionDestruction")
        let scene = try sceneValue(s)
        for w in scene.windows { try checkNotPending(w, "Destroying scene \(s)") }
        let removed = disconnectScene(s)
        emit(nil, in: nil, .applicationDidDiscardSceneSessions(sessions: [scene.persistentIdentifier]))
        var plan = Plan(); plan.result = .windowsRemoved(removed)
        return plan
    }

    /// The user leaves a scene (R142): `sceneWillResignActive` (when active), then
    /// `sceneDidEnterBackground`; no appearance callbacks.
    mutating func backgroundScene(_ s: SceneID) throws(EngineError) -> Plan {
        try requireScenes("scene.background")
        let scene = try sceneValue(s)
        guard scene.state != .background else { throw EngineError(.invalidState, "scene \(s) is already in the background") }
        sceneStateChanging = true
        defer { sceneStateChanging = false }
        let w = scene.windows.first
        ctxWindow = nil
        if scene.state == .foregroundActive {
            sceneTable[s]!.state = .foregroundInactive
            emit(nil, in: w, .sceneWillResignActive(scene: s))
        }
        sceneTable[s]!.state = .background
        emit(nil, in: w, .sceneDidEnterBackground(scene: s))
        return Plan()
    }

    /// The user returns to a background scene (R142): `sceneWillEnterForeground`, then
    /// `sceneDidBecomeActive`; no appearance callbacks.
    mutating func foregroundScene(_ s: SceneID) throws(EngineError) -> Plan {
        try requireScenes("scene.foreground")
        let scene = try sceneValue(s)
        guard scene.state == .background else { throw EngineError(.invalidState, "scene \(s) is already in the foreground") }
        sceneStateChanging = true
        defer { sceneStateChanging = false }
        let w = scene.windows.first
        ctxWindow = nil
        sceneTable[s]!.state = .foregroundInactive
        emit(nil, in: w, .sceneWillEnterForeground(scene: s))
        sceneTable[s]!.state = .foregroundActive
        emit(nil, in: w, .sceneDidBecomeActive(scene: s))
        return Plan()
    }

    /// The scene's size: what `scene.resize` set, else its screen's in its orientation.
    func sceneSize(_ scene: Scene) -> (Double, Double) {
        if let w = scene.width, let h = scene.height { return (w, h) }
        return screenBounds(scene.screen)
    }

    /// A screen's size in points in the device orientation (the main screen) or portrait.
    func screenBounds(_ s: ScreenID) -> (Double, Double) {
        guard let spec = screenTable[s]?.spec else { return (0, 0) }
        guard spec.isMain else { return (spec.width, spec.height) }
        let (a, b) = (min(spec.width, spec.height), max(spec.width, spec.height))
        return (orientation == .landscapeLeft || orientation == .landscapeRight) ? (b, a) : (a, b)
    }

    /// Split View, Slide Over, an iPadOS 26 window (R143, R144): the controllers on screen get
    /// `viewWillTransitionToSize`, then, when the size class changes, the window's trait change
    /// (split views collapse or expand, presentations adapt, `traitCollectionDidChange`).
    mutating func resizeScene(_ s: SceneID, width: Double, height: Double) throws(EngineError) -> Plan {
        try requireScenes("scene.resize")
        let scene = try sceneValue(s)
        guard scene.role == .application else {
            throw EngineError(.unsupported, "scene \(s) is an external display's scene: it fills its screen")
        }
        guard screenTable[scene.screen]?.spec.idiom == .pad else {
            throw EngineError(.unsupported, "Split View, Slide Over and resizable windows need the iPad idiom")
        }
        guard width > 0, height > 0 else { throw EngineError(.invalidParams, "a scene's width and height must be positive") }
        let (sw, sh) = screenBounds(scene.screen)
        guard width <= sw, height <= sh else {
            throw EngineError(.invalidParams, "\(width) x \(height) is larger than the screen (\(sw) x \(sh))")
        }
        guard scene.state != .background else { throw EngineError(.invalidState, "scene \(s) is in the background") }
        for w in scene.windows { try checkNotPending(w, "Resizing scene \(s)") }
        let (cw, ch) = sceneSize(scene)
        if cw == width && ch == height { return Plan() }
        let before = scene.windows.map { windowTraits($0) }
        sceneTable[s]!.width = width
        sceneTable[s]!.height = height
        sceneTable[s]!.horizontalSizeClass = Hierarchy.horizontalSizeClass(sceneWidth: width)
        for (i, w) in scene.windows.enumerated() {
            guard let win = windowTable[w] else { continue }
            ctxWindow = w
            if win.visible, let r = win.root {
                for v in shownSet(from: r) {
                    emit(v, .viewWillTransitionToSize(width: width, height: height, orientation: win.orientation))
                }
            }
            let after = windowTraits(w)
            if after != before[i] { traitsChanged(w, to: after) }
        }
        ctxWindow = nil
        return Plan()
    }

    /// `window.isHidden` (R136): hiding a visible window makes what it shows disappear (and it
    /// stops being key); showing it again makes it appear, not key.
    mutating func setWindowHidden(_ w: WindowID, hidden: Bool) throws(EngineError) -> Plan {
        let win = try windowValue(w)
        try checkNotPending(w, hidden ? "Hiding window \(w)" : "Showing window \(w)")
        ctxWindow = w
        if hidden {
            guard win.visible else { return Plan() }
            let shown = win.root.map { shownSet(from: $0, except: .disappeared) } ?? []
            windowTable[w]!.visible = false
            windowTable[w]!.key = false
            emitAll(shown, .willDisappear, .init(animated: false))
            emitAll(shown, .didDisappear, .init(animated: false))
        } else {
            showWindow(w, key: false)
        }
        return Plan()
    }

    // MARK: Restoration

    /// After a restore under the scene life cycle: the preserved sessions reconnect with their
    /// identifiers, configurations, sizes and restoration activities (issue 39 §6); a restored
    /// window no preserved scene holds (state written before scenes were kept) goes into a new
    /// session of its screen's role. Restored sessions get no `configurationForConnecting`
    /// (R145 [inf]).
    mutating func attachRestoredScenes(_ preserved: [PreservedScene], issued: Int) -> [SceneID] {
        var made: [SceneID] = []
        scenesIssued = max(scenesIssued, issued, preserved.map(\.id.raw).max() ?? 0)
        for ps in preserved where sceneTable[ps.id] == nil && screenTable[ps.screen] != nil {
            let manifest = configuration.sceneManifest
            var config = manifest?.configuration(for: ps.role, in: configuration.ios)
            if let name = ps.configurationName {
                for key in ps.role.manifestKeys(in: configuration.ios) {
                    if let named = manifest?.configurations[key]?.first(where: { $0.name == name }) { config = named; break }
                }
            }
            var scene = Scene(id: ps.id, persistentIdentifier: ps.persistentIdentifier, role: ps.role, configuration: config, screen: ps.screen)
            scene.restorationActivity = ps.restorationActivity
            if let w = ps.width, let h = ps.height {
                scene.width = w; scene.height = h
                scene.horizontalSizeClass = Hierarchy.horizontalSizeClass(sceneWidth: w)
            }
            sceneTable[ps.id] = scene
            sceneOrder.append(ps.id)
            for w in ps.windows where windowTable[w]?.screen == ps.screen && windowTable[w]?.scene == nil { attach(w, to: ps.id) }
            made.append(ps.id)
        }
        for sid in screenOrder {
            guard let screen = screenTable[sid] else { continue }
            let orphans = screen.windows.filter { windowTable[$0]?.scene == nil }
            let hasScene = sceneOrder.contains { sceneTable[$0]?.screen == sid }
            guard !orphans.isEmpty || !hasScene else { continue }
            let role: SceneSessionRole = screen.spec.isMain ? .application : .externalDisplay
            scenesIssued += 1
            let id = SceneID(scenesIssued)
            sceneTable[id] = Scene(id: id, persistentIdentifier: "session-\(scenesIssued)", role: role,
                                   configuration: configuration.sceneManifest?.configuration(for: role, in: configuration.ios),
                                   screen: sid)
            sceneOrder.append(id)
            for w in orphans { attach(w, to: id) }
            made.append(id)
        }
        return made
    }

    /// `scene.setRestorationActivity`: what the scene delegate's `stateRestorationActivity(for:)`
    /// returns; UIKit keeps it in the session for the next connection (issue 39 §6).
    mutating func setRestorationActivity(_ s: SceneID, _ activity: SceneActivity?) throws(EngineError) -> Plan {
        try requireScenes("stateRestorationActivity")
        _ = try sceneValue(s)
        sceneTable[s]!.restorationActivity = activity
        return Plan()
    }

    // MARK: Queries

    /// `scene.list`: every connected scene, in connection order (empty without the scene life cycle).
    public func scenes() -> [SceneInfo] { sceneOrder.compactMap { sceneInfo($0) } }

    /// `scene.get`.
    public func sceneInfo(_ s: SceneID) -> SceneInfo? {
        guard let sc = sceneTable[s] else { return nil }
        let (w, h) = sceneSize(sc)
        var traits = screenTable[sc.screen]?.traits ?? Traits(horizontalSizeClass: .compact, verticalSizeClass: .regular, idiom: .phone)
        if let hc = sc.horizontalSizeClass { traits.horizontalSizeClass = hc }
        return SceneInfo(scene: s, persistentIdentifier: sc.persistentIdentifier, role: sc.role,
                         roleName: sc.role.name(in: configuration.ios), configurationName: sc.configuration?.name,
                         delegateClassName: sc.configuration?.delegateClassName, storyboard: sc.configuration?.storyboard,
                         activationState: sc.state, screen: sc.screen, width: w, height: h, traits: traits,
                         windows: sc.windows, mirrored: isMirroring(sc), restorationActivity: sc.restorationActivity)
    }

    /// The scene window `w` belongs to (nil without the scene life cycle).
    public func scene(of w: WindowID) -> SceneID? { windowTable[w]?.scene }

    /// R135/R136: an external display's scene with no visible window mirrors the main screen.
    func isMirroring(_ sc: Scene) -> Bool {
        sc.role == .externalDisplay && !sc.windows.contains { windowTable[$0]?.visible == true }
    }

    /// Whether external screen `s` mirrors the main screen (scene life cycle only, R135).
    public func isMirrored(screen s: ScreenID) -> Bool {
        guard usesScenes, screenTable[s]?.spec.isMain == false else { return false }
        let own = sceneOrder.compactMap { sceneTable[$0] }.filter { $0.screen == s }
        return own.allSatisfy { isMirroring($0) }
    }

    /// The application's scene facts.
    public func application() -> ApplicationInfo {
        ApplicationInfo(usesScenes: usesScenes, supportsMultipleScenes: applicationSupportsMultipleScenes,
                        openSessions: sceneOrder.compactMap { sceneTable[$0]?.persistentIdentifier })
    }

    // MARK: Invariants

    /// R130: every window in exactly one scene, on the scene's screen, listed once; scenes
    /// attached; at most one application scene unless the app supports multiple scenes;
    /// no scenes at all in the app-delegate model.
    func sceneViolations(_ bad: (String, String) -> Void) {
        guard usesScenes else {
            if !sceneTable.isEmpty { bad("scenes", "\(sceneTable.count) scenes without the scene life cycle") }
            for w in windowOrder where windowTable[w]?.scene != nil { bad("scenes", "\(w) has a scene without the scene life cycle") }
            return
        }
        if Set(sceneOrder).count != sceneOrder.count || sceneOrder.count != sceneTable.count {
            bad("sceneOrder", "scene order \(sceneOrder) does not list the \(sceneTable.count) scenes once each")
        }
        var listedBy: [WindowID: Int] = [:]
        for s in sceneOrder {
            guard let sc = sceneTable[s] else { continue }
            if sc.state == .unattached { bad("sceneAttached", "\(s) is connected but unattached") }
            if screenTable[sc.screen] == nil { bad("sceneScreen", "\(s) is on \(sc.screen), which is not connected") }
            for w in sc.windows {
                listedBy[w, default: 0] += 1
                guard let win = windowTable[w] else { bad("sceneWindows", "\(s) lists \(w), which does not exist"); continue }
                if win.scene != s { bad("sceneWindows", "\(s) lists \(w), whose scene is \(String(describing: win.scene))") }
                if win.screen != sc.screen { bad("sceneScreen", "\(w) is on \(win.screen), its scene \(s) on \(sc.screen)") }
            }
        }
        for w in windowOrder {
            let n = listedBy[w] ?? 0
            if n != 1 { bad("oneScene", "\(w) is listed by \(n) scenes (R130: every window belongs to one scene)") }
        }
        let appScenes = sceneOrder.filter { sceneTable[$0]?.role == .application }.count
        if appScenes > 1, !applicationSupportsMultipleScenes {
            bad("multipleScenes", "\(appScenes) application scenes, but the app does not support multiple scenes (R139)")
        }
    }
}
