import SeededRandom
import Testing
@testable import HierarchyEngine

/// Random operations on small hierarchies; invariants after every step; refusals change nothing.
@Suite struct ModelBasedTests {
    static let classes = ["UIViewController", "UIViewController", "UIViewController", "UINavigationController",
                          "UITabBarController", "UISplitViewController", "UIPageViewController", "Custom"]

    static func randomOp(_ h: Hierarchy, _ rng: inout SplitMix64, vcs: [VCID], windows: [WindowID]) -> Operation {
        func v() -> VCID { vcs.randomElement(using: &rng)! }
        func b() -> Bool { Bool.random(using: &rng) }
        func w() -> WindowID { windows.randomElement(using: &rng) ?? WindowID(999) }
        let navs = vcs.filter { h.nodes[$0]?.kind == .navigation }
        let tabs = vcs.filter { h.nodes[$0]?.kind == .tabBar }
        let pagers = vcs.filter { h.nodes[$0]?.kind == .pageViewController }
        func nav() -> VCID { navs.randomElement(using: &rng) ?? v() }
        let free = vcs.filter { !h.isActive($0) }
        let placed = vcs.filter { h.nodes[$0]?.window != nil }
        // Mostly sensible arguments (free controllers to add, placed ones to act on), sometimes anything.
        func freeVC() -> VCID { Int.random(in: 0..<10, using: &rng) < 8 ? (free.randomElement(using: &rng) ?? v()) : v() }
        func placedVC() -> VCID { Int.random(in: 0..<10, using: &rng) < 8 ? (placed.randomElement(using: &rng) ?? v()) : v() }
        switch Int.random(in: 0..<40, using: &rng) {
        // Page view controllers (issue 24 §4): their pages set by code, the user's swipe.
        case 37:
            let page = pagers.randomElement(using: &rng) ?? v()
            let shown = b() ? [freeVC()] : [freeVC(), freeVC()]
            return .setPageViewControllers(page: page, vcs: shown, direction: b() ? .forward : .reverse, animated: b(),
                                           pages: Int.random(in: 0..<4, using: &rng) == 0 ? nil : [freeVC()] + shown + [freeVC()])
        case 38:
            let page = pagers.filter { h.nodes[$0]?.appearance == .appeared }.randomElement(using: &rng) ?? pagers.randomElement(using: &rng) ?? v()
            return .swipePage(page: page, direction: b() ? .forward : .reverse, outcome: b() ? .finish : .cancel)
        case 39:   // the More item of a tab bar with more tabs than fit (R117)
            let tab = tabs.filter { h.nodes[$0]?.window != nil }.randomElement(using: &rng) ?? tabs.randomElement(using: &rng) ?? v()
            return .tapMore(tab: tab)
        // The user's gestures (issue 24): tab taps, back swipes and sheet pulls, finished or cancelled.
        case 33:
            let tab = tabs.filter { h.nodes[$0]?.window != nil }.randomElement(using: &rng) ?? tabs.randomElement(using: &rng) ?? v()
            return .tapTab(tab: tab, index: Int.random(in: 0..<max(1, h.nodes[tab]?.children.count ?? 1) + 1, using: &rng))
        case 34: return .interactivePop(nav: nav(), outcome: b() ? .finish : .cancel)
        case 35: return .interactiveDismiss(placedVC(), outcome: b() ? .finish : .cancel)
        case 36:
            let tab = tabs.randomElement(using: &rng) ?? v()
            let count = b() ? 2 : 6   // six: a More list on the phone (R114)
            return .setTabViewControllers(tab: tab, vcs: (0..<count).map { _ in freeVC() }, animated: b())
        case 30:
            return .instantiate(storyboard: "Main", identifier: ["Nav", "Home", "Tabs", "Container", "Detail", "Missing"].randomElement(using: &rng)!)
        case 31, 32:
            let fromStoryboard = placed.filter { h.nodes[$0]?.storyboard != nil }
            let source = fromStoryboard.randomElement(using: &rng) ?? v()
            if b() {
                return .performSegue(source: source, identifier: ["showDetail", "modal", "pop", "fade", "legacyPush", "more", "back", "home", "nope"].randomElement(using: &rng)!, segue: nil, sender: nil)
            }
            return .performSegue(source: source, identifier: nil, segue: ["s1", "s2", "s3", "s5", "s7", "s10", "s11"].randomElement(using: &rng)!, sender: "button")
        case 0, 1:
            let cls = classes.randomElement(using: &rng)!
            var kids: [VCID] = []
            if cls != "UIViewController" {
                for f in free.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)) where h.nodes[f]?.kind == .plain { kids.append(f) }
                if cls == "UISplitViewController" { kids = Array(kids.prefix(2)) }
                if cls == "UIPageViewController" { kids = Array(kids.prefix(1)) }
            }
            return .createController(className: cls, title: nil, properties: [:], children: kids)
        case 2, 3, 4:
            let style = b() ? nil : PresentationStyle.allCases.randomElement(using: &rng)
            return .present(presenter: placedVC(), vc: freeVC(), animated: b(), style: style, transition: b() ? nil : .coverVertical)
        case 5, 6: return .dismiss(placedVC(), animated: b())
        case 7, 8: return .push(nav: nav(), vc: freeVC(), animated: b())
        case 9: return .pop(nav: nav(), animated: b())
        case 10: return .popTo(nav: nav(), vc: v(), animated: b())
        case 11: return .popToRoot(nav: nav(), animated: b())
        case 12: return .setViewControllers(nav: nav(), vcs: [v(), v()], animated: b())
        case 13:
            let tab = tabs.filter { h.nodes[$0]?.window != nil }.randomElement(using: &rng) ?? tabs.randomElement(using: &rng) ?? v()
            return .selectTab(tab: tab, index: Int.random(in: 0..<max(1, h.nodes[tab]?.children.count ?? 1) + 1, using: &rng))
        case 14: return .show(freeVC(), from: placedVC(), animated: b())
        case 15: return .showDetail(freeVC(), from: placedVC(), animated: b())
        case 16, 17:
            let steps = [AddChildStep.addChild, .addView, .didMove].filter { _ in Int.random(in: 0..<4, using: &rng) > 0 }
            return .addChild(parent: placedVC(), child: freeVC(), steps: steps)
        case 18:
            let steps = [RemoveChildStep.willMove, .removeView, .removeFromParent].filter { _ in Int.random(in: 0..<4, using: &rng) > 0 }
            return .removeFromParent(v(), steps: steps)
        case 19: return .addView(v(), into: v())
        case 20: return .transition(parent: v(), from: v(), to: v(), duration: 0.25, animated: b())
        case 21: return .setTraits(window: w(), horizontal: b() ? .compact : .regular, vertical: nil)
        case 22: return .rotate(Orientation.allCases.randomElement(using: &rng)!)
        case 23:
            let props: [String: PropertyValue] = [
                "modalPresentationStyle": .string(PresentationStyle.allCases.randomElement(using: &rng)!.rawValue),
                "definesPresentationContext": .bool(b()),
            ]
            return .setProperties(v(), props)
        case 24: return .setRoot(window: w(), vc: freeVC())
        case 25: return windows.count < 3 ? .createWindow(screen: nil, root: freeVC(), storyboard: nil, identifier: nil, makeKeyAndVisible: b())
                                            : .makeKeyAndVisible(w())
        case 26: return windows.count > 1 || b() ? .destroyWindow(w()) : .makeKeyAndVisible(w())
        case 27: return .memoryWarning
        case 28: return .unwind(source: v(), action: "back")
        default:
            return .setProperties(v(), ["unwindActions": .strings(b() ? ["back"] : [])])
        }
    }

    static func run(seed: UInt64, steps: Int, profile: Profile) -> (violations: [String], completed: Int, refused: Int, kinds: [String: Int]) {
        var rng = SplitMix64(seed: seed)
        var cfg = EngineConfiguration(); cfg.profile = profile
        var h = Hierarchy(ids: IDSource(), configuration: cfg, catalog: SegueTests.catalog)
        _ = try! h.apply(.connectScreen(World.phone, externalStoryboard: nil))
        var vcs: [VCID] = []
        var windows: [WindowID] = []
        var problems: [String] = []
        var completed = 0, refused = 0
        var kinds: [String: Int] = [:]
        func make(_ cls: String, _ kids: [VCID] = [], _ properties: [String: PropertyValue] = [:]) -> VCID {
            guard case .completed(.controller(let id)) = try! h.apply(.createController(className: cls, title: nil, properties: properties, children: kids)).status else { fatalError() }
            vcs.append(id)
            return id
        }
        // Start from a tab bar holding a navigation controller and two plain tabs, plus free controllers.
        let a = make("UIViewController"), b = make("UIViewController"), c = make("UIViewController")
        let nav = make("UINavigationController", [a])
        // A scroll page view controller as the fourth tab, three pages declared (one shown).
        let pages = [make("UIViewController"), make("UIViewController"), make("UIViewController")]
        let pager = make("UIPageViewController", [pages[0]], ["transitionStyle": .string("scroll"), "delegateEvents": .bool(true),
                                                            "pages": .strings(pages.map(\.description))])
        let tab = make("UITabBarController", [nav, b, c, pager])
        for _ in 0..<4 { _ = make("UIViewController") }
        // A second window with a six-tab bar: four tabs and More on the phone (R114-R117).
        let six = make("UITabBarController", (0..<6).map { _ in make("UIViewController") })
        for root in [six, tab] {
            if case .completed(.windowCreated(let w, _)) = try! h.apply(.createWindow(screen: nil, root: root, storyboard: nil, identifier: nil, makeKeyAndVisible: true)).status {
                windows.append(w)
            }
        }
        _ = try! h.apply(.selectTab(tab: tab, index: 3))   // the pages on screen from the start
        var pendingTickets: [TransitionTicket] = []
        var log: [String] = []
        for step in 0..<steps {
            // Sometimes finish a running transition first.
            if !pendingTickets.isEmpty, Int.random(in: 0..<3, using: &rng) > 0 {
                let t = pendingTickets.removeFirst()
                if case .completed(.segue(_, _, let d?)) = h.finishTransition(t).status { vcs.append(d) }
                let v = h.checkInvariants()
                log.append("finish \(t.id)")
                if !v.isEmpty { problems.append("step \(step) finish: \(v) after \(log.suffix(8))"); break }
            }
            if vcs.count > 14 { /* keep hierarchies small */ }
            var op = randomOp(h, &rng, vcs: vcs, windows: windows)
            if vcs.count > 24, case .createController = op { op = .memoryWarning }
            if vcs.count > 40, case .instantiate = op { op = .memoryWarning }
            let before = h
            do {
                let out = try h.apply(op)
                log.append("\(op) -> \(out.status)")
                completed += 1
                if !out.events.isEmpty { kinds[String("\(op)".prefix { $0 != "(" }), default: 0] += 1 }
                switch out.status {
                case .completed(.controller(let id)):
                    vcs.append(id)
                    if case .instantiate = op { vcs += h.tree(of: id).dropFirst().map(\.vc) }
                case .completed(.windowCreated(let w, _)): windows.append(w)
                case .pending(let t): pendingTickets.append(t)
                case .completed(.segue(_, _, let d?)): vcs.append(d)
                default: break
                }
                if case .destroyWindow(let w) = op { windows.removeAll { $0 == w } }
            } catch {
                refused += 1
                if !h.sameState(as: before) { problems.append("step \(step): refused \(op) changed state") }
            }
            let v = h.checkInvariants()
            if !v.isEmpty { problems.append("step \(step) after \(op): \(v)"); break }
        }
        for t in pendingTickets { _ = h.finishTransition(t) }
        let v = h.checkInvariants()
        if !v.isEmpty { problems.append("end: \(v)") }
        return (problems, completed, refused, kinds)
    }

    @Test(arguments: [UInt64(1), 2])
    func randomOperationsKeepInvariants_classic(seed: UInt64) {
        let r = Self.run(seed: seed, steps: 10_000, profile: .classic)
        #expect(r.violations.isEmpty, "\(r.violations.prefix(3))")
        #expect(r.completed > 1_000)
        // the random walk really exercises the engine: operations with callbacks of every family
        for k in ["present", "dismiss", "push", "pop", "addChild", "removeFromParent", "setTraits", "setRoot", "selectTab", "show", "performSegue", "unwind"] {
            #expect(r.kinds[k, default: 0] > 0, "no effective \(k) in \(r.kinds)")
        }
    }

    @Test func randomOperationsKeepInvariants_modern() {
        var effective: [String: Int] = [:]
        for seed: UInt64 in [14, 20, 1] {
            let r = Self.run(seed: seed, steps: 10_000, profile: .modern)
            #expect(r.violations.isEmpty, "seed \(seed): \(r.violations.prefix(3))")
            #expect(r.completed > 1_000, "seed \(seed)")
            effective.merge(r.kinds, uniquingKeysWith: +)
        }
        // the gestures of issue 24 take effect too (sheets are iOS 13+: the modern profile), over
        // the three walks together: page swipes and More taps are rare (a page view controller on
        // screen showing a declared page with the next one free; a tab bar of six or more on
        // screen), once or twice in 10,000 steps. Since a pushed tab bar controller is taken
        // (R43, 2026-12-06) the walks of seeds 14 and 20 go elsewhere and swipe no page: seed 1 does.
        for k in ["tapTab", "tapMore", "interactivePop", "interactiveDismiss", "setTabViewControllers", "setPageViewControllers", "swipePage"] {
            #expect(effective[k, default: 0] > 0, "no effective \(k) in \(effective)")
        }
    }
}

extension PropertyValue {
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let d): "\(d)"
        case .string(let s): s
        case .strings(let l): l.joined(separator: ",")
        case .size(let w, let h): "\(w)x\(h)"
        }
    }
}

extension Hierarchy {
    /// Everything observable, for "a refusal changes nothing" checks (cheap, no reflection).
    func snapshotForTests() -> [String] {
        func o(_ v: VCID?) -> String { v.map { "\($0.raw)" } ?? "-" }
        var out: [String] = []
        for id in allControllers {
            let c = controller(id)!
            var s = "\(id.raw) \(c.className) \(c.title ?? "") w\(c.window.map { "\($0.raw)" } ?? "-") p\(o(c.parent))"
            s += " [\(c.children.map { "\($0.raw)" }.joined(separator: ","))] \(o(c.presentingViewController)) \(o(c.presentedViewController))"
            s += " \(o(c.navigationController)) \(o(c.tabBarController)) \(o(c.splitViewController)) \(c.isViewLoaded) \(c.appearance.rawValue)"
            for p in c.properties { s += " " + p.value.text }
            out.append(s)
        }
        for w in windows() {
            out.append("\(w.window.raw) \(w.screen.raw) \(w.key) \(w.visible) \(o(w.root)) \(w.traits.horizontalSizeClass) \(w.orientation) \(o(w.statusBarController))")
        }
        let c = counts()
        out.append("\(c.screens) \(c.windows) \(c.viewControllers) \(c.transitionsCompleted)")
        for w in windowOrder { out.append(activeTransition(in: w).map { "\($0.id)" } ?? "-") }
        for t in tree(windowAll: ()) { out.append(t) }
        return out
    }

    func tree(windowAll: Void) -> [String] {
        windowOrder.flatMap { w in tree(window: w).map { "\($0.vc.raw) \($0.childCount) \($0.hasPresented) \($0.style?.rawValue ?? "-")" } }
    }
}
