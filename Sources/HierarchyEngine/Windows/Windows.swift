/// Screens and windows (R1, R2, R5, R9, R11, R12): connecting screens, creating windows,
/// roots, key/visible, destruction, trait overrides.
extension Hierarchy {
    var mainScreen: ScreenID? { screenOrder.first { screenTable[$0]?.spec.isMain == true } }

    /// The device's idiom (its main screen's; phone when none is connected): what
    /// idiom-dependent defaults follow (C5).
    var deviceIdiom: Idiom { mainScreen.flatMap { screenTable[$0]?.spec.idiom } ?? .phone }

    mutating func connectScreen(_ spec: ScreenSpec, externalStoryboard: String?) throws(EngineError) -> Plan {
        guard spec.width > 0, spec.height > 0, spec.scale > 0 else {
            throw EngineError(.invalidParams, "screen size and scale must be positive")
        }
        if spec.isMain, mainScreen != nil { throw EngineError(.invalidParams, "a main screen is already connected") }
        if usesScenes { return try connectSceneScreen(spec, externalStoryboard: externalStoryboard) }
        var sbPlan: [PlannedScene]? = nil
        if let sb = externalStoryboard { sbPlan = try planInstantiation(storyboard: sb, identifier: nil) }
        guard externalStoryboard == nil || windowTable.count < configuration.maxWindows else {
            throw EngineError(.limitExceeded, "at most \(configuration.maxWindows) windows")
        }
        let sid = ids.nextScreen()
        screenTable[sid] = Screen(id: sid, spec: spec)
        screenOrder.append(sid)
        emit(nil, .screenDidConnect(sid))
        var windows: [WindowID] = []
        if let sbPlan {
            // R5: a window for the new screen, the external storyboard's initial controller as root, visible.
            let root = commitInstantiation(sbPlan)
            let w = newWindow(screen: sid)
            ctxWindow = w
            installRoot(root, in: w)
            showWindow(w, key: false)
            windows.append(w)
        }
        var plan = Plan(); plan.result = .screenConnected(sid, windows: windows)
        return plan
    }

    mutating func disconnectScreen(_ s: ScreenID) throws(EngineError) -> Plan {
        guard let screen = screenTable[s] else { throw EngineError(.notFound, "no screen \(s)") }
        guard !screen.spec.isMain else { throw EngineError(.unsupported, "the main screen cannot be disconnected") }
        if usesScenes { return try disconnectSceneScreen(s, screen) }
        for w in screen.windows { try checkNotPending(w, "Disconnecting screen \(s)") }
        for w in screen.windows { tearDown(w) }
        return screenGone(s, screen)
    }

    /// The end of a screen's disconnection, its windows already gone: `screenDidDisconnect`,
    /// the screen out of the tables, and the windows it took with it as the result.
    mutating func screenGone(_ s: ScreenID, _ screen: Screen) -> Plan {
        ctxWindow = nil
        emit(nil, .screenDidDisconnect(s))
        screenTable[s] = nil
        screenOrder.removeAll { $0 == s }
        var plan = Plan(); plan.result = .windowsRemoved(screen.windows)
        return plan
    }

    mutating func newWindow(screen: ScreenID) -> WindowID {
        let w = ids.nextWindow()
        windowTable[w] = Window(id: w, screen: screen, orientation: screen == mainScreen ? orientation : .portrait)
        windowOrder.append(w)
        screenTable[screen]?.windows.append(w)
        return w
    }

    func checkFreeRoot(_ vc: VCID) throws(EngineError) {
        try requireNode(vc)
        if isActive(vc) {
            throw EngineError(.invalidState, "\(describe(vc)) is already in a hierarchy and cannot become a window's root",
                              uikit: "Application tried to present modally an active controller \(describe(vc)).", raises: true)
        }
    }

    mutating func createWindow(screen: ScreenID?, root: VCID?, storyboard: String?, identifier: String?,
                               makeKeyAndVisible: Bool) throws(EngineError) -> Plan {
        guard let sid = screen ?? mainScreen else { throw EngineError(.notFound, "no main screen connected") }
        guard screenTable[sid] != nil else { throw EngineError(.notFound, "no screen \(sid)") }
        guard windowTable.count < configuration.maxWindows else {
            throw EngineError(.limitExceeded, "at most \(configuration.maxWindows) windows")
        }
        if root != nil, storyboard != nil { throw EngineError(.invalidParams, "give either root or storyboard, not both") }
        if identifier != nil, storyboard == nil { throw EngineError(.invalidParams, "identifier needs a storyboard") }
        if let r = root {
            try checkFreeRoot(r)
            try checkLimit(count: subtree(r).count, window: "the new window")
        }
        let scene: SceneID? = usesScenes ? try sceneForNewWindow(on: sid) : nil
        var sbPlan: [PlannedScene]? = nil
        if let sb = storyboard {
            sbPlan = try planInstantiation(storyboard: sb, identifier: identifier)
            try checkLimit(count: sbPlan?.count ?? 0, window: "the new window")
        }
        var rootVC = root
        if let sbPlan { rootVC = commitInstantiation(sbPlan) }
        let w = newWindow(screen: sid)
        if let scene { attach(w, to: scene) }
        ctxWindow = w
        if let r = rootVC { installRoot(r, in: w) }
        if makeKeyAndVisible { showWindow(w, key: true) }
        var plan = Plan(); plan.result = .windowCreated(w, root: rootVC)
        return plan
    }

    /// Makes `vc` the root of `w` (no callbacks; the caller handles appearance).
    mutating func installRoot(_ vc: VCID, in w: WindowID) {
        nodes[vc]?.windowRoot = w
        windowTable[w]?.root = vc
        let all = subtree(vc)
        setWindow(all, w)
        adaptSplits(in: all, window: w, emitting: false)
    }

    /// Makes a window visible (root appears, R9) and optionally key.
    mutating func showWindow(_ w: WindowID, key: Bool) {
        if key { makeKey(w) }
        guard windowTable[w]?.visible == false else { return }
        windowTable[w]?.visible = true
        if let r = windowTable[w]?.root {
            let set = shownSet(from: r)
            emitAll(set, .willAppear, .init(animated: false))
            emitAll(set, .didAppear, .init(animated: false))
        }
    }

    /// Makes `w` the key window (the others resign).
    mutating func makeKey(_ w: WindowID) {
        guard windowTable[w]?.key == false else { return }
        for other in windowOrder where windowTable[other]?.key == true { windowTable[other]?.key = false }
        windowTable[w]?.key = true
        emit(nil, .windowDidBecomeKey)
    }

    mutating func makeKeyAndVisible(_ w: WindowID) throws(EngineError) -> Plan {
        _ = try windowValue(w)
        try checkNotPending(w, "Making window \(w) key")
        ctxWindow = w
        showWindow(w, key: true)
        return Plan()
    }

    mutating func setRoot(window w: WindowID, vc: VCID) throws(EngineError) -> Plan {
        let win = try windowValue(w)
        if win.root == vc { return Plan() }
        try checkFreeRoot(vc)
        try checkNotPending(w, "Setting the root of \(w)")
        // The old root leaves with everything it presents: the window then holds vc's subtree.
        try checkLimit(count: subtree(vc).count, window: "window \(w)")
        ctxWindow = w
        let visible = win.visible
        var oldShown: [VCID] = []
        if let old = win.root {
            if visible { oldShown = shownSet(from: old, except: .disappeared) }
            // R11: the old root leaves with its presentations (not dismissed).
            nodes[old]?.windowRoot = nil
        }
        // R11 order [inf]: new.vDL, old.vWD, new.vWA, new.vDA, old.vDD.
        if visible { loadView(vc) }
        emitAll(oldShown, .willDisappear, .init(animated: false))
        let oldRoot = win.root
        installRoot(vc, in: w)
        if visible {
            let set = shownSet(from: vc)
            emitAll(set, .willAppear, .init(animated: false))
            emitAll(set, .didAppear, .init(animated: false))
        }
        emitAll(oldShown, .didDisappear, .init(animated: false))
        if let old = oldRoot { setWindow(subtree(old), nil) }
        var plan = Plan(); plan.isTransition = true
        return plan
    }

    /// Visible controllers disappear, the window and its links go (screen disconnect, destroy).
    mutating func tearDown(_ w: WindowID) {
        guard let win = windowTable[w] else { return }
        ctxWindow = w
        if let r = win.root {
            if win.visible {
                let shown = shownSet(from: r, except: .disappeared)
                emitAll(shown, .willDisappear, .init(animated: false))
                emitAll(shown, .didDisappear, .init(animated: false))
            }
            nodes[r]?.windowRoot = nil
            setWindow(subtree(r), nil)
        }
        forget(w, win)
    }

    /// Takes window `w` (whose value is `win`) out of every table: the windows, their order,
    /// its screen's and its scene's lists, and any transition of it. The one tail of a teardown
    /// and of a scene's silent removal (R137).
    mutating func forget(_ w: WindowID, _ win: Window) {
        windowTable[w] = nil
        windowOrder.removeAll { $0 == w }
        screenTable[win.screen]?.windows.removeAll { $0 == w }
        if let sc = win.scene { sceneTable[sc]?.windows.removeAll { $0 == w } }
        pending[w] = nil
        if !busy.isEmpty { busy = busy.filter { $0.value != w } }
    }

    mutating func destroyWindow(_ w: WindowID) throws(EngineError) -> Plan {
        _ = try windowValue(w)
        try checkNotPending(w, "Destroying window \(w)")
        tearDown(w)
        return Plan()
    }
}
