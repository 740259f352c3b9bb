import HierarchyEngine

/// The exploration's product reduction (issue 41): the tabs of a window's root tab bar
/// controller are explored one at a time, the others held at their first value.
///
/// **The equivalence.** A state whose window root is a reducible tab bar controller stands for
/// every state that differs from it only in the subtrees of the tabs not selected: each
/// action offered there, and what it finds (refusal, UIKit's warnings, scenes, segue outcome),
/// is the same, and every state it leads to has an equivalent one the reduced search reaches
/// within as many actions. So the search keeps only *clean* states, whose hidden tabs hold the
/// value they had when the tab bar appeared (its first value), and does not expand a *dirty*
/// one (a tab left in another state, then another tab selected): it is equivalent to the clean
/// state with the same selected tab and presentations, which the search reaches by the same
/// actions without those on the other tabs (no longer a path).
///
/// **Why it holds, and when.** A user touches only what is on screen (docs/explore.md,
/// *Actions*): with the tab bar at the window's root, that is the selected tab's subtree and
/// the presentations above the tab bar; segues, back swipes, page swipes, sheet drags and
/// dismissals read and change only those (R86: `show` walks up the source's parents, never
/// into a sibling). A tab tap shows the tab's subtree, which in a clean state is its first
/// value — the dirty tab left behind is what the reduction drops. What reads a tab that is not
/// shown is an unwind, whose destination search (R91) visits every child of the tab bar but the
/// one holding the source, and the app's code, which may do anything. So a tab bar scene is
/// reducible only when:
/// - the app's code makes no navigation call that could change a tab not shown, or the tabs
///   under a presentation (`reasonNotToReduce(_:)`: a call through the presenting controller
///   or the window's root, a stack set at once);
/// - it has at most five tabs (no More list, R114, whose navigation controller takes tabs in);
/// - for every unwind action a segue of the app names, either no class performs it (every
///   search fails, whatever the tabs hold), or every tab's permanent controller — the tab's
///   own controller, or its navigation controller's root, which no user action pops (R39,
///   R103: a pop or a re-tap stops at the root) — performs it, so the search ends in the first
///   tab it visits, whatever that tab holds above its root, and a dirty tab is popped to a
///   controller of a stack it held before (only pushes and pops change a stack without code);
/// - which classes perform unwind actions is known (`ExplorationContext.unwindPerformers`: the
///   sources' declarations, or none without sources; unknown with `--socket`).
/// Otherwise the scene is not reduced, and the report says why (`ExplorationCompleteness`).
///
/// **Presentations above the tabs.** Under the same conditions, a state whose reducible tab bar
/// presents (the root's `>…`, which covers the whole window) stands for every state with the same
/// presentations above another state of the tabs: the user touches only the presentations; what
/// they do there reads and changes only them, but for an unwind, which by the conditions above
/// succeeds (its destination in the first tab it visits) or fails whatever the tabs hold, and
/// a dismissal, which returns to the state the presentation was made from (one the search
/// expanded). So such a state is not expanded once a state with the same presentations is
/// adopted (`adopted`).
/// `ReducedSearchTests` compares the reduced search with the exhaustive one on every fixture
/// small enough to search exhaustively.
struct HiddenTabReduction: Sendable {
    /// The reducible tab bar scenes, by their number in the state's shape (`SceneIndex`).
    private(set) var reducible: Set<Int>
    /// Tab bar scenes that are not reducible, with why, in scene order.
    let notReduced: [(scene: SceneKey, reason: String)]
    /// Each reducible tab bar scene's tabs as they were when it first appeared (shape substrings).
    private var firstTabs: [Int: [Substring]] = [:]
    /// Shapes left out so far (dirty, or the same presentations above other tabs), each counted
    /// once; decided the first time a shape is met, whatever path meets it later.
    private(set) var pruned: Set<String> = []
    /// The presentations above a reducible tab bar in the states adopted (`adopted`), each with
    /// whether every state adopted with them was reached through the app's code, as written
    /// after the root (`>style:…`).
    private var presentations = AdoptedRepresentatives<Substring>()

    /// The reduction for `context`'s app; `enabled` false: nothing is reduced (the exhaustive search).
    init(_ context: ExplorationContext, enabled: Bool = true) {
        let graph = context.graph
        var reducible: Set<Int> = []
        var notReduced: [(SceneKey, String)] = []
        let tabBars = graph.scenes.values.filter { $0.container == "tabBar" }.sorted { $0.key < $1.key }
        for scene in tabBars {
            guard enabled else { break }
            guard let number = context.sceneIndex.number(scene.key) else { continue }
            if let reason = Self.reasonNotToReduce(scene, context: context) {
                notReduced.append((scene.key, reason))
            } else {
                reducible.insert(number)
            }
        }
        self.reducible = reducible
        self.notReduced = notReduced
    }

    /// Nothing reduced (a log's until its exploration begins); `reducing`: these tab bar scenes
    /// (by number), whatever the app (a test's).
    init(reducing scenes: Set<Int> = []) {
        reducible = scenes
        notReduced = []
    }

    /// Whether the tab bar scene numbered `scene` is reduced.
    func reduces(_ scene: Int) -> Bool { reducible.contains(scene) }

    /// Whether any tab bar is reduced: a dirty state can be met.
    var isActive: Bool { !reducible.isEmpty }

    /// Why a tab bar scene cannot be reduced; nil when it can.
    static func reasonNotToReduce(_ scene: StoryboardGraph.Scene, context: ExplorationContext) -> String? {
        let graph = context.graph
        // In scene order: the reason is the first plan's, the same in every run.
        for plan in graph.codeActions.plansInSceneOrder {
            if let why = reasonNotToReduce(plan) { return why }
        }
        let tabs = scene.relationships.filter { $0.relationship == "viewControllers" }
            .map { graph.resolve($0.destination, in: scene.key.storyboard).flatMap { graph.scenes[$0] } }
        if tabs.count > 5 { return "more than five tabs: the More list takes tabs in (R114)" }
        let unwinds = Set(graph.allActionSegues.compactMap { $0.segue.kind == "unwind" ? $0.segue.unwindAction : nil }
            .map(UnwindActionName.canonical))
        if unwinds.isEmpty { return nil }
        guard let performers = context.unwindPerformers else {
            return "the server's unwind actions are unknown (--socket): an unwind may find its destination in a tab that is not shown (R91)"
        }
        for action in unwinds.sorted() {
            let performs = { (s: StoryboardGraph.Scene) in performers[s.customClass ?? s.className]?.contains(action) == true }
            guard performers.values.contains(where: { $0.contains(action) }) else { continue }
            for tab in tabs {
                guard let tab else { return "a tab is a scene explore does not have" }
                var permanent = performs(tab)
                if !permanent, tab.container == "navigation",
                   let root = tab.relationships.first(where: { $0.relationship == "rootViewController" }),
                   let key = graph.resolve(root.destination, in: tab.key.storyboard), let rootScene = graph.scenes[key] {
                    permanent = performs(rootScene)
                }
                if !permanent {
                    return "an unwind to \(action): may find its destination in a tab that is not shown, and \(tab.label)'s root does not perform it (R91)"
                }
            }
        }
        return nil
    }

    /// Why a navigation call of the app's code keeps tab bars from being reduced; nil for the
    /// calls that, like the user, act only on what is on screen. A call the code makes on the
    /// controller itself or its containers (`parent`, `navigationController`,
    /// `tabBarController`, the stack's root: R50, `ControllerHop`) acts in the selected tab, on
    /// the tab bar (`selectTab` is a tab tap), or above it (a presentation); the explorer
    /// performs no call that names a tab not shown. What breaks the argument: a call made
    /// through the presenting controller or the window's root, which may change the tabs under
    /// a presentation (whose states stand for every state of the tabs), and a stack set at
    /// once, which may give a tab another root (the unwind condition reads the roots).
    static func reasonNotToReduce(_ plan: CodeActionPlan) -> String? {
        let place = "(\(plan.location.file):\(plan.location.line))"
        if let hop = plan.actor.first(where: { $0.relation == .presenting || $0.relation == .windowRoot }) {
            return "the app's code makes a call through \(hop.relation.phrase) \(place): it may change the tabs under a presentation"
        }
        if plan.receiver == .windowRoot {
            return "the app's code makes a call on its window's root \(place): it may change the tabs under a presentation"
        }
        if case .setViewControllers = plan.action {
            return "the app's code sets a navigation stack \(place): a tab's root may change (R91 reads the roots)"
        }
        return nil
    }

    /// Whether the state of `shape` (read as `tree`) is dirty (not expanded: an equivalent clean state is); the
    /// first time a reducible tab bar appears, its tabs' values are taken as their first ones.
    /// `throughCode`: whether the path that met it has a code action (a state the storyboard's
    /// actions alone reach is not left out for one reached only through code: the report tells
    /// scenes reached without code apart).
    mutating func prunes(_ shape: String, _ tree: ShapeTree?, throughCode: Bool = false) -> Bool {
        guard isActive else { return false }
        if isPruned(shape) { return true }
        guard let tree, let scene = tree.root.scene, reducible.contains(scene),
              let selected = tree.root.selectedTab else { return false }
        let tabs = tree.root.children.map { tree.nodes[$0].text }
        guard let first = firstTabs[scene] else {
            // R114: a More list holds tabs in another controller; not reduced.
            if tabs.count > 5 || tabs.contains(where: { $0.hasPrefix("\"UIMoreNavigationController\"") }) {
                reducible.remove(scene)
            } else {
                firstTabs[scene] = tabs
            }
            return false
        }
        guard first.count == tabs.count else { return false }
        for (k, tab) in tabs.enumerated() where k != selected && tab != first[k] {
            // The clean equivalent is reached by the same actions without those on the other tabs.
            pruned.insert(shape)
            return true
        }
        // The same presentations above another state of the tabs: equivalent to the state adopted.
        if let presentation = tree.root.presentation, presentations.cover(presentation, throughCode: throughCode) {
            pruned.insert(shape)
            return true
        }
        return false
    }

    /// Whether the state of `shape` was found dirty or equivalent (`prunes`).
    func isPruned(_ shape: String) -> Bool {
        pruned.contains(shape)
    }

    /// The exploration adopted the state read as `tree` (it will be expanded): the presentations
    /// above its tab bar, if any, stand for the same above every other state of the tabs.
    mutating func adopted(_ tree: ShapeTree?, throughCode: Bool = false) {
        guard isActive, let tree, let scene = tree.root.scene, reducible.contains(scene),
              let presentation = tree.root.presentation else { return }
        presentations.adopt(presentation, throughCode: throughCode)
    }
}
