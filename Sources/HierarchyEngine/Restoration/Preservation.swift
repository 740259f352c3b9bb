/// State preservation (seed 003 `restorationIdentifier`, `encodeRestorableState`): what UIKit
/// would write for each window. RS1: a controller is preserved when it has a restoration
/// identifier and it is its window's root, or its container parent is preserved, or its presenter
/// is preserved; a controller without one is not preserved, and neither is anything below it.
extension Hierarchy {
    /// The whole preserved state: screens, windows with their preserved controllers, the
    /// orientation and the identifier counters.
    public func preservedState() -> PreservedState {
        PreservedState(screens: preservedScreens(), windows: windowOrder.compactMap { preservedWindow($0) },
                       orientation: orientation, lastIssued: ids.lastIssued, scenes: preservedScenes(), scenesIssued: scenesIssued)
    }

    /// The preserved state as of the last *completed* operation of every window, for a store that
    /// keeps it up to date: a window with a transition in flight keeps its controllers from
    /// `previous` (nothing half-done is preserved); with `window` set, only that window's
    /// controllers are recomputed (an operation on one window's queue changes no other window's
    /// controllers). Screens, window flags, orientation and counters are always current.
    public func preservedState(updating previous: PreservedState?, window changed: WindowID?) -> PreservedState {
        var old: [WindowID: PreservedWindow] = [:]
        for pw in previous?.windows ?? [] { old[pw.id] = pw }
        var windows: [PreservedWindow] = []
        windows.reserveCapacity(windowOrder.count)
        for w in windowOrder {
            guard var current = preservedWindow(w, includingControllers: false) else { continue }
            if let kept = old[w], pending[w] != nil || (changed != nil && changed != w) {
                current.root = kept.root
                current.launchStoryboard = kept.launchStoryboard
                current.controllers = kept.controllers
            } else if let full = preservedWindow(w) {
                current = full
            }
            windows.append(current)
        }
        return PreservedState(screens: preservedScreens(), windows: windows, orientation: orientation,
                              lastIssued: ids.lastIssued, scenes: preservedScenes(), scenesIssued: scenesIssued)
    }

    /// Every connected scene with its session, in connection order (empty without scenes).
    public func preservedScenes() -> [PreservedScene] {
        sceneOrder.compactMap { s in
            sceneTable[s].map { sc in
                PreservedScene(id: s, persistentIdentifier: sc.persistentIdentifier, role: sc.role, configurationName: sc.configuration?.name,
                               screen: sc.screen, windows: sc.windows, width: sc.width, height: sc.height,
                               restorationActivity: sc.restorationActivity)
            }
        }
    }

    /// Every connected screen, in connection order.
    public func preservedScreens() -> [PreservedScreen] {
        screenOrder.compactMap { s in screenTable[s].map { PreservedScreen(id: s, spec: $0.spec) } }
    }

    /// One window's preserved part; nil when there is no such window.
    public func preservedWindow(_ w: WindowID) -> PreservedWindow? { preservedWindow(w, includingControllers: true) }

    func preservedWindow(_ w: WindowID, includingControllers: Bool) -> PreservedWindow? {
        guard let win = windowTable[w] else { return nil }
        var controllers: [PreservedController] = []
        var launch: String?
        if includingControllers, let r = win.root, let n = nodes[r] {
            if n.props.restorationIdentifier != nil {
                controllers = preservedControllers(root: r)
            } else if let sb = n.storyboard, let scene = n.scene, catalog.storyboards[sb]?.initialScene == scene {
                launch = sb   // RS6: launch recreates it from the storyboard
            }
        }
        return PreservedWindow(id: w, screen: win.screen, key: win.key, visible: win.visible,
                               orientation: win.orientation, horizontalSizeClass: win.horizontalOverride,
                               verticalSizeClass: win.verticalOverride,
                               root: controllers.isEmpty ? nil : win.root, launchStoryboard: launch,
                               controllers: controllers)
    }

    /// RS1, pre-order and iterative: a node, its children's subtrees, then its presented subtree.
    func preservedControllers(root: VCID) -> [PreservedController] {
        var result: [PreservedController] = []
        var stack: [(VCID, PreservedController.Link)] = [(root, .root)]
        var budget = nodes.count * 2 + 2   // cycle guard: a broken hierarchy never hangs
        while let (v, link) = stack.popLast() {
            budget -= 1
            if budget < 0 { break }
            guard let n = nodes[v], let rid = n.props.restorationIdentifier else { continue }
            result.append(preservedController(n, restorationIdentifier: rid, link: link))
            if let d = n.presented, let dn = nodes[d] {
                let presentation = PreservedPresentation(
                    requestedStyle: dn.requestedStyle ?? dn.style ?? .fullScreen, style: dn.style ?? .fullScreen,
                    transitionStyle: dn.transitionStyle ?? .coverVertical)
                stack.append((d, .presented(by: v, presentation: presentation)))
            }
            for c in n.children.reversed() {
                stack.append((c, .child(of: v, embedded: nodes[c]?.viewHost == v)))
            }
        }
        return result
    }

    private func preservedController(_ n: Node, restorationIdentifier rid: String,
                                     link: PreservedController.Link) -> PreservedController {
        let origin: PreservedOrigin
        if let sb = n.storyboard, let scene = n.scene {
            origin = .storyboard(name: sb, scene: scene, storyboardIdentifier: n.storyboardIdentifier)
        } else {
            origin = .code(className: n.className)
        }
        // Only what differs from a new controller's defaults (title is its own field): restore
        // starts from those defaults.
        let defaults = Props(profile: configuration.profile, kind: n.kind)
        var properties: [PreservedProperty] = []
        if n.props != defaults {
            let base = defaults.report(title: nil, idiom: deviceIdiom)
            for (i, p) in n.props.report(title: nil, idiom: deviceIdiom).enumerated().dropFirst() where p.value != base[i].value {
                properties.append(PreservedProperty(name: p.name, value: p.value))
            }
        }
        var selected: VCID?
        if n.kind == .tabBar, n.selectedIndex < n.children.count { selected = n.children[n.selectedIndex] }
        var columns: PreservedSplitColumns?
        if let sp = n.props.split {
            properties += sp.preservedPreferences()
            columns = PreservedSplitColumns(style: sp.style, children: sp.installed.byColumn,
                                            viewControllers: sp.assigned.byColumn, stacked: sp.stacked)
        }
        return PreservedController(id: n.id, restorationIdentifier: rid, origin: origin, title: n.title,
                                   properties: properties, link: link, selectedChild: selected,
                                   splitCollapsed: n.splitCollapsed, splitSecondary: n.splitSecondary,
                                   splitColumns: columns)
    }
}
