/// State restoration: rebuilds a `PreservedState` in an empty hierarchy, keeping every
/// identifier, without animation, with UIKit's launch order (docs/restoration.md):
///
/// 1. screens connect (`screenDidConnect`), windows are created on them;
/// 2. every preserved controller is recreated (RS2: from its storyboard scene with every child
///    the storyboard gives it — `RestoreFamily` says which preserved child stands for which —
///    or as its class) and linked (container children, stacks, selected tabs, split state,
///    presentations with their styles) — no containment or appearance callbacks, as storyboard
///    instantiation (R88);
/// 3. each restored controller loads its view, in pre-order (C6; embed segues run inside, C7);
/// 4. `decodeRestorableState` on each restored controller, same order (RS3);
/// 5. each visible window is shown as at launch (R9): `windowDidBecomeKey`, then
///    `viewWillAppear`, `viewDidAppear` of what is on screen;
/// 6. `applicationFinishedRestoringState` on each restored controller, same order (RS4).
///
/// A controller that cannot be recreated (its storyboard is not loaded, its scene is gone or
/// cannot be instantiated) is skipped with everything below it (RS5), and reported.
extension Hierarchy {
    public mutating func restore(_ state: PreservedState, mainScreen override: ScreenSpec? = nil) throws(EngineError) -> RestoreReport {
        revision &+= 1
        guard screenTable.isEmpty, windowTable.isEmpty, nodes.count == 0 else {
            throw EngineError(.invalidState, "state can only be restored into an empty hierarchy")
        }
        guard state.screens.filter(\.spec.isMain).count <= 1 else {
            throw EngineError(.invalidParams, "preserved state has more than one main screen")
        }
        outCount = 0
        ctxWindow = nil
        var skipped: [String] = []
        orientation = state.orientation

        // 1. Screens and windows.
        for s in state.screens where screenTable[s.id] == nil {
            var spec = s.spec
            if spec.isMain, let m = override { spec = m }
            screenTable[s.id] = Screen(id: s.id, spec: spec)
            screenOrder.append(s.id)
            emit(nil, .screenDidConnect(s.id))
        }
        if let m = override, mainScreen == nil {   // no main screen preserved: the configured one
            let sid = ids.nextScreen()
            screenTable[sid] = Screen(id: sid, spec: m)
            screenOrder.append(sid)
            emit(nil, .screenDidConnect(sid))
        }
        var windows: [PreservedWindow] = []
        for pw in state.windows where windowTable[pw.id] == nil {
            guard screenTable[pw.screen] != nil else {
                skipped.append("window \(pw.id): screen \(pw.screen) is not in the preserved state")
                continue
            }
            var win = Window(id: pw.id, screen: pw.screen, orientation: pw.orientation)
            win.horizontalOverride = pw.horizontalSizeClass
            win.verticalOverride = pw.verticalSizeClass
            windowTable[pw.id] = win
            windowOrder.append(pw.id)
            screenTable[pw.screen]!.windows.append(pw.id)
            windows.append(pw)
        }
        // Under the scene life cycle each screen's windows belong to a restored session's scene
        // (R145 [inf]): they connect before the launch appearance, come to the foreground after.
        let restoredScenes = usesScenes ? attachRestoredScenes(state.scenes, issued: state.scenesIssued) : []

        // 2. Controllers (a storyboard controller with what its storyboard gives it, RS2), then
        //    their properties and container state, then the window roots.
        var restored: [VCID] = []
        var records: [PreservedController] = []
        for pw in windows {
            var family = RestoreFamily(pw.controllers)
            for pc in pw.controllers {
                if family.claimed.contains(pc.id) {
                    // Already made by its storyboard parent's scene: only its state is restored.
                    resetToDefaults(pc)
                } else if let reason = recreate(pc, root: pw.root, family: &family) {
                    skipped.append("\(pc.id) '\(pc.restorationIdentifier)': \(reason)")
                    continue
                }
                restored.append(pc.id)
                records.append(pc)
            }
        }
        for pc in records { restoreState(pc, skipped: &skipped) }
        for pw in windows {
            ctxWindow = pw.id
            if let r = pw.root, nodes.contains(r) {
                installRoot(r, in: pw.id)
            } else if let sb = pw.launchStoryboard {
                // RS6: an unpreserved launch root comes back fresh from its storyboard (not restored).
                do {
                    let plan = try planInstantiation(storyboard: sb, identifier: nil)
                    installRoot(commitInstantiation(plan), in: pw.id)
                } catch {
                    skipped.append("window \(pw.id) root from '\(sb)': \(error.message)")
                }
            }
        }

        // 3-6. views load, decode, launch appearance, finished restoring.
        for v in restored {
            ctxWindow = nodes[v]?.window
            loadView(v)   // C6: viewDidLoad before decodeRestorableState
        }
        for v in restored {
            ctxWindow = nodes[v]?.window
            emit(v, .decodeRestorableState(restorationIdentifier: nodes[v]!.props.restorationIdentifier ?? ""))
        }
        for s in restoredScenes {
            let sc = sceneTable[s]!
            ctxWindow = nil
            emit(nil, in: sc.windows.first, .sceneWillConnect(scene: s, session: sc.persistentIdentifier, role: sc.role.name(in: configuration.ios)))
        }
        for pw in windows {
            ctxWindow = pw.id
            if pw.visible { showWindow(pw.id, key: pw.key) } else if pw.key { windowTable[pw.id]!.key = true }
        }
        for v in restored {
            ctxWindow = nodes[v]?.window
            emit(v, .applicationFinishedRestoringState)
        }
        for s in restoredScenes {
            let w = sceneTable[s]!.windows.first
            ctxWindow = nil
            sceneTable[s]!.state = .foregroundInactive
            emit(nil, in: w, .sceneWillEnterForeground(scene: s))
            sceneTable[s]!.state = .foregroundActive
            emit(nil, in: w, .sceneDidBecomeActive(scene: s))
        }
        ctxWindow = nil
        flushViewIsAppearing()
        let events = takeEvents()
        return RestoreReport(events: events, restored: restored, skipped: skipped)
    }

    /// Creates one controller and links it to its (already restored) parent or presenter;
    /// returns why it could not, or nil. A storyboard controller comes with the children its
    /// scene gives it (RS2): preserved children that match them are made as those (`family`
    /// records them as claimed), the others anew.
    private mutating func recreate(_ pc: PreservedController, root: VCID?, family: inout RestoreFamily) -> String? {
        guard !nodes.contains(pc.id), pc.id.raw > 0 else { return "identifier \(pc.id) is used twice" }
        switch pc.link {
        case .root:
            guard root == pc.id else { return "not its window's root" }
        case .child(let p, _):
            guard nodes.contains(p) else { return "its parent \(p) was not restored" }
        case .presented(let p, _):
            guard nodes.contains(p) else { return "its presenter \(p) was not restored" }
            guard nodes[p]!.presented == nil else { return "its presenter \(p) already presents" }
        }
        switch pc.origin {
        case .code(let cls):
            let kind = ContainerKind.forClass(cls)
            nodes.insert(Node(id: pc.id, className: cls, uikitClass: kind == .plain ? "UIViewController" : cls,
                              kind: kind, props: Props(profile: configuration.profile, kind: kind)))
        case .storyboard(let name, let sceneID, let sbIdentifier):
            guard let sb = catalog.storyboards[name] else { return "storyboard '\(name)' is not loaded" }
            guard let found = sb.scenes[sceneID] ?? sbIdentifier.flatMap({ sb.scene(withIdentifier: $0) }) else {
                return "storyboard '\(name)' has no scene '\(sceneID)'"
            }
            guard let (sbName, s) = try? resolvePlaceholders(storyboard: name, scene: found) else {
                return "storyboard reference of scene '\(sceneID)' cannot be resolved"
            }
            let plan: [PlannedScene]
            do { plan = try planScene(storyboard: sbName, scene: s) } catch {
                return "scene '\(s.id)' of '\(sbName)' cannot be instantiated: \(error.message)"
            }
            commitInstantiation(plan, identifiers: family.identifiers(for: plan, top: pc, ids: ids,
                                                                      exists: { nodes.contains($0) }))
        }
        resetToDefaults(pc)
        switch pc.link {
        case .root: break
        case .child(let p, let embedded):
            nodes[pc.id]!.parent = p
            nodes[p]!.children.append(pc.id)
            if embedded { nodes[pc.id]!.viewHost = p }
        case .presented(let p, let presentation):
            nodes[pc.id]!.presenting = p
            nodes[p]!.presented = pc.id
            nodes[pc.id]!.requestedStyle = presentation.requestedStyle
            nodes[pc.id]!.style = presentation.style
            nodes[pc.id]!.transitionStyle = presentation.transitionStyle
            nodes[pc.id]!.removesPresenter = Hierarchy.removesPresenterViews(presentation.style) && !isInPopover(p)
            nodes[pc.id]!.presentCaller = p
        }
        return nil
    }

    /// A restored controller starts from a new controller's defaults (its preserved properties
    /// are what differs from them, applied by `restoreState`) with its preserved title.
    private mutating func resetToDefaults(_ pc: PreservedController) {
        let kind = nodes[pc.id]!.kind
        nodes[pc.id]!.props = Props(profile: configuration.profile, kind: kind)
        nodes[pc.id]!.props.restorationIdentifier = pc.restorationIdentifier
        nodes[pc.id]!.title = pc.title
    }

    /// Properties (once every controller exists, so references to children resolve), the
    /// selected tab and the split state.
    private mutating func restoreState(_ pc: PreservedController, skipped: inout [String]) {
        var props = nodes[pc.id]!.props
        for p in pc.properties where pc.splitColumns == nil || !SplitProps.names.contains(p.name) {
            var value = p.value
            // A reference to a controller that was not restored becomes nil.
            if case .string(let s) = value, let ref = VCID(wire: s), !nodes.contains(ref) { value = .null }
            do {
                try props.set(p.name, value, exists: { nodes.contains($0) })
            } catch {
                skipped.append("\(pc.id) property '\(p.name)': \(error.message)")
            }
        }
        props.restorationIdentifier = pc.restorationIdentifier
        nodes[pc.id]!.props = props
        let children = nodes[pc.id]!.children
        if nodes[pc.id]!.kind == .tabBar {
            nodes[pc.id]!.selectedIndex = pc.selectedChild.flatMap { children.firstIndex(of: $0) } ?? 0
            // R114-R117: the More navigation controller is not preserved; a tab of the More list
            // that was selected restores as the first tab [dec].
            if let start = overflowStart(pc.id), nodes[pc.id]!.selectedIndex >= start { nodes[pc.id]!.selectedIndex = 0 }
        }
        if nodes[pc.id]!.kind == .splitView, let columns = pc.splitColumns,
           restoreColumns(pc.id, columns, preferences: pc.properties, skipped: &skipped) {
            // RS9: a column-style split (RestoreColumns.swift).
        } else if nodes[pc.id]!.kind == .splitView {
            // When collapsed, the secondary sits on the primary's stack or is put aside (R79, C4):
            // any restored one counts.
            let secondary = pc.splitSecondary.flatMap { nodes.contains($0) ? $0 : nil } ?? nodes[pc.id]!.splitSecondary
            nodes[pc.id]!.splitSecondary = secondary
            // A split its storyboard made whole again is expanded; the window's traits collapse
            // it again when the window is installed.
            let whole = children.count == 2 && secondary != nil && children[1] == secondary
            nodes[pc.id]!.splitCollapsed = pc.splitCollapsed && !whole
        }
    }
}
