import ProsceniumClient
import WireProtocol

/// The capture step: collects a `SnapshotScene` through the protocol with queries only (an
/// observer may take a snapshot): `screen.list`, `window.list`, `window.get` per window,
/// `scene.list` (`WindowSceneCapture`: each window's scene, each screen's window-less scenes),
/// `tree`, and `vc.get` for window roots, containers' first children (container kind), page
/// view controllers (their declared pages), split view and tab bar controllers (columns, iOS 18
/// tabs), and presented controllers (`preferredContentSize`, sheet detents, profile), pipelined.
public enum SnapshotCapture {
    /// Captures every screen. `profile` overrides the profile derived from the controllers
    /// (see `SceneDerivation.profile`); each query fails with a `.timeout` error after `timeout` seconds.
    public static func capture(_ c: ProsceniumConnection, profile: SnapshotProfile? = nil,
                               timeout: Double = 30) async throws(ClientError) -> SnapshotScene {
        let screenList = try await c.call("screen.list", [:], timeout: timeout)["screens"]?.arrayValue ?? []
        let windowList = try await c.call("window.list", [:], timeout: timeout)["windows"]?.arrayValue ?? []
        let windowIDs = windowList.compactMap { $0["id"]?.stringValue }
        let details = try await batch(c, "window.get", windowIDs.map { ["window": .string($0)] }, timeout: timeout)
        let scenes = try await WindowSceneCapture.capture(c, timeout: timeout)
        var sceneOfWindow: [String: SnapshotWindowScene] = [:]
        for s in scenes { for w in s.windows { sceneOfWindow[w] = s } }
        let trees = try await c.call("tree", [:], timeout: timeout)["windows"]?.arrayValue ?? []

        var roots: [String: SnapshotController] = [:]
        for t in trees {
            if let w = t["window"]?.stringValue, let node = t["root"], !node.isNull { roots[w] = parse(node) }
        }
        // vc.get for what the tree leaves open.
        var wanted: [String] = []
        var seen = Set<String>()
        func want(_ vc: String) { if seen.insert(vc).inserted { wanted.append(vc) } }
        for root in roots.values {
            want(root.vc)
            visit(root) { n in
                if let first = n.children.first, SceneDerivation.containerKind(className: n.className) == nil { want(first.vc) }
                switch SceneDerivation.containerKind(className: n.className) {
                case .pageView: want(n.vc)                                   // its pages
                case .splitView, .tabBar: want(n.vc)                         // its columns, its tabs
                case nil where !n.children.isEmpty: want(n.vc)               // a subclass of either, maybe
                default: break
                }
                if let p = n.presented { want(p.vc) }
            }
        }
        let answers = try await batch(c, "vc.get", wanted.map { ["vc": .string($0)] }, timeout: timeout)
        var facts: [String: ControllerFacts] = [:]
        for a in answers { let f = ControllerFacts(a); facts[f.vc] = f }

        var compactSheets: [String] = []
        var windows: [String: SnapshotWindow] = [:]
        for (i, w) in windowList.enumerated() {
            guard let id = w["id"]?.stringValue else { continue }
            let hClass = SizeClass(rawValue: details[i]["traits"]?["horizontalSizeClass"]?.stringValue ?? "") ?? .compact
            let root = roots[id].map { complete($0, facts) }
            if hClass == .compact, let root {
                visit(root) { n in
                    if let p = n.presented, p.style == "pageSheet" || p.style == "formSheet" { compactSheets.append(p.vc) }
                }
            }
            // window.get's windowScene names the scene; scene.list's windows say the same.
            let scene = details[i]["windowScene"]?.stringValue.flatMap { sid in scenes.first { $0.id == sid } } ?? sceneOfWindow[id]
            windows[id] = SnapshotWindow(id: id, key: w["key"]?.boolValue ?? false, visible: w["visible"]?.boolValue ?? true,
                                         horizontalSizeClass: hClass, root: root, scene: scene,
                                         landscape: details[i]["orientation"]?.stringValue?.hasPrefix("landscape") ?? false)
        }
        let screens = screenList.map { s in
            let traits = s["traits"]
            let id = s["id"]?.stringValue ?? "?"
            return SnapshotScreen(
                id: id, name: s["name"]?.stringValue ?? "", main: s["main"]?.boolValue ?? false,
                size: Size(width: s["width"]?.doubleValue ?? 0, height: s["height"]?.doubleValue ?? 0),
                scale: s["scale"]?.doubleValue ?? 1, idiom: traits?["idiom"]?.stringValue ?? "",
                horizontalSizeClass: SizeClass(rawValue: traits?["horizontalSizeClass"]?.stringValue ?? "") ?? .compact,
                verticalSizeClass: SizeClass(rawValue: traits?["verticalSizeClass"]?.stringValue ?? "") ?? .regular,
                windows: (s["windows"]?.arrayValue ?? []).compactMap { $0.stringValue.flatMap { windows[$0] } },
                mirrored: s["mirrored"]?.boolValue ?? false,
                windowlessScenes: scenes.filter { $0.screen == id && $0.windows.isEmpty })
        }
        return SnapshotScene(screens: screens,
                             profile: profile ?? SceneDerivation.profile(facts: Array(facts.values), compactSheets: compactSheets),
                             scenes: scenes)
    }

    /// A `tree` Node → a controller with container kind `.plain` (filled in by `complete`).
    public static func parse(_ node: JSON) -> SnapshotController {
        SnapshotController(
            vc: node["vc"]?.stringValue ?? "?", className: node["class"]?.stringValue ?? "UIViewController",
            title: node["title"]?.stringValue, storyboardIdentifier: node["storyboardIdentifier"]?.stringValue,
            appearance: node["appearance"]?.stringValue ?? "disappeared", style: node["style"]?.stringValue,
            children: (node["children"]?.arrayValue ?? []).map(parse),
            presented: node["presented"].flatMap { $0.isNull ? nil : parse($0) })
    }

    /// Fills in container kinds, the selected tab and preferred content sizes.
    public static func complete(_ n: SnapshotController, _ facts: [String: ControllerFacts]) -> SnapshotController {
        var n = n
        n.children = n.children.map { complete($0, facts) }
        n.presented = n.presented.map { complete($0, facts) }
        if let kind = SceneDerivation.containerKind(className: n.className) {
            n.container = kind
        } else if let first = n.children.first, let f = facts[first.vc] {
            n.container = SceneDerivation.containerKind(parent: n.vc, firstChild: f)
        }
        let f = facts[n.vc]
        if n.container == .splitView { n.split = f?.split }
        if n.container == .tabBar {
            n.tabModel = f?.tabModel
            // R172: a tab's slot is the child at its root tab's index.
            n.selectedIndex = n.tabModel?.selectedRoot ?? SceneDerivation.selectedTab(n.children)
        }
        if n.style == "pageSheet" || n.style == "formSheet" { n.sheet = f?.sheet }   // R166: sheets only
        n.preferredContentSize = f?.preferredContentSize
        if let pages = facts[n.vc]?.pages {
            n.container = .pageView
            n.pages = pages
        }
        return n
    }

    static func visit(_ root: SnapshotController, _ body: (SnapshotController) -> Void) {
        var stack = [root]
        while let n = stack.popLast() {
            body(n)
            stack += n.children
            if let p = n.presented { stack.append(p) }
        }
    }

    /// Sends every call at once (pipelining) and returns the answers in order; calls still
    /// unanswered after `timeout` seconds fail with `.timeout`.
    static func batch(_ c: ProsceniumConnection, _ method: String, _ params: [JSONObject],
                      timeout: Double) async throws(ClientError) -> [JSON] {
        let results = await c.pipelined(params.map { (method, $0) }, timeout: timeout)
        var out: [JSON] = []
        for r in results { out.append(try r.get()) }
        return out
    }
}
