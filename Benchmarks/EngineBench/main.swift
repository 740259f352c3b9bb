// engine-bench: unanimated present+dismiss pairs and push+pop pairs per second on one core.
// Build: swift build -c release --product engine-bench
// Run:   .build/release/engine-bench [seconds-per-measure]
import HierarchyEngine

/// A monotonic-enough clock without Foundation: the C library's clock_gettime via Glibc.
#if canImport(Glibc)
import Glibc
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}
/// CPU time of this thread: "per second on one core" even on a shared, loaded machine.
func cpu() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}
#endif

func controller(_ h: inout Hierarchy, _ cls: String = "UIViewController", children: [VCID] = []) -> VCID {
    guard case .completed(.controller(let id)) = try! h.apply(.createController(className: cls, title: nil, properties: [:], children: children)).status
    else { fatalError("create") }
    return id
}

func setUp() -> (Hierarchy, WindowID) {
    var h = Hierarchy(ids: IDSource())
    _ = try! h.apply(.connectScreen(ScreenSpec(name: "main", width: 390, height: 844, scale: 3, idiom: .phone, isMain: true), externalStoryboard: nil))
    return (h, WindowID(0))
}

func measure(_ name: String, seconds: Double, _ body: (Int) -> Void) -> Double {
    // warm-up
    body(10_000)
    var iterations = 0
    let start = now(), startCPU = cpu()
    var batch = 50_000
    while cpu() - startCPU < seconds {
        body(batch)
        iterations += batch
        batch = min(batch * 2, 1_000_000)
    }
    let rate = Double(iterations) / (cpu() - startCPU)
    let wall = Double(iterations) / (now() - start)
    print("\(name): \(Int(rate)) pairs/s per CPU-second (wall clock: \(Int(wall))/s; \(iterations) pairs)")
    return rate
}

let seconds = CommandLine.arguments.count > 1 ? Double(CommandLine.arguments[1]) ?? 2 : 2

// present + dismiss (fullScreen, unanimated) on a visible root
do {
    var (h, _) = setUp()
    let a = controller(&h), b = controller(&h)
    _ = try! h.apply(.createWindow(screen: nil, root: a, storyboard: nil, identifier: nil, makeKeyAndVisible: true))
    _ = measure("present+dismiss (fullScreen, unanimated)", seconds: seconds) { n in
        for _ in 0..<n {
            _ = try! h.apply(.present(presenter: a, vc: b, animated: false, style: nil, transition: nil))
            _ = try! h.apply(.dismiss(b, animated: false))
        }
    }
    precondition(h.checkInvariants().isEmpty)
}

// push + pop (unanimated) on a visible navigation controller
do {
    var (h, _) = setUp()
    let r = controller(&h), b = controller(&h)
    let nav = controller(&h, "UINavigationController", children: [r])
    _ = try! h.apply(.createWindow(screen: nil, root: nav, storyboard: nil, identifier: nil, makeKeyAndVisible: true))
    _ = measure("push+pop (unanimated)", seconds: seconds) { n in
        for _ in 0..<n {
            _ = try! h.apply(.push(nav: nav, vc: b, animated: false))
            _ = try! h.apply(.pop(nav: nav, animated: false))
        }
    }
    precondition(h.checkInvariants().isEmpty)
}

// animated present + finish + dismiss + finish (the server's common path)
do {
    var (h, _) = setUp()
    let a = controller(&h), b = controller(&h)
    _ = try! h.apply(.createWindow(screen: nil, root: a, storyboard: nil, identifier: nil, makeKeyAndVisible: true))
    _ = measure("present+dismiss (animated, with finishTransition)", seconds: seconds) { n in
        for _ in 0..<n {
            if case .pending(let t) = try! h.apply(.present(presenter: a, vc: b, animated: true, style: nil, transition: nil)).status { _ = h.finishTransition(t) }
            if case .pending(let t) = try! h.apply(.dismiss(b, animated: true)).status { _ = h.finishTransition(t) }
        }
    }
}

// A storyboard segue (show onto a navigation controller: a new controller each time) + pop,
// with `made` controllers made before: a segue runs on a copy of the hierarchy, and identifiers
// are never reused, so this measures what one segue costs in a long-running server.
func segueCatalog() -> StoryboardCatalog {
    let nav = SceneTemplate(id: "nav", elementName: "navigationController", className: "UINavigationController", container: .navigation,
                            relationships: [RelationshipTemplate(id: "r", relationship: "rootViewController", destination: "a")])
    let a = SceneTemplate(id: "a", elementName: "viewController", className: "UIViewController", container: .plain,
                          segues: [SegueTemplate(id: "s", identifier: "next", kind: .show, trigger: "button", destination: "b", animates: false)])
    let b = SceneTemplate(id: "b", elementName: "viewController", className: "UIViewController", container: .plain)
    return StoryboardCatalog(["Main": StoryboardTemplate(name: "Main", path: nil, initialScene: "nav",
                                                         scenes: ["nav": nav, "a": a, "b": b], sceneOrder: ["nav", "a", "b"])])
}

for made in [1_000, 10_000, 100_000] {
    var h = Hierarchy(ids: IDSource(), catalog: segueCatalog())
    _ = try! h.apply(.connectScreen(ScreenSpec(name: "main", width: 390, height: 844, scale: 3, idiom: .phone, isMain: true), externalStoryboard: nil))
    for _ in 0..<made { _ = controller(&h) }
    guard case .completed(.windowCreated(_, let root?)) = try! h.apply(.createWindow(screen: nil, root: nil, storyboard: "Main", identifier: nil, makeKeyAndVisible: true)).status,
          let source = h.controller(root)?.children.first else { fatalError("window") }
    let pairs = 2_000
    let start = cpu()
    for _ in 0..<pairs {
        _ = try! h.apply(.performSegue(source: source, identifier: nil, segue: "s", sender: nil))
        _ = try! h.apply(.pop(nav: root, animated: false))
    }
    let rate = Double(pairs) / (cpu() - start)
    print("segue (show → push) + pop after \(made) controllers made: \(Int(rate)) pairs/s per CPU-second")
    precondition(h.checkInvariants().isEmpty)
}
