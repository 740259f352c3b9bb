/// The stack bound (`ExplorationBounds.maxRepeats`, issue 41): how many times one scene may be
/// on one navigation stack, or among one window's presentations. Apps link screens back to
/// screens above them (a profile's follower's profile…), so stacks grow without end and the
/// states within `maxDepth` actions grow with every level (the benchmark app: millions of stacks
/// in each tab, 25 deep). A state past the bound is met — its scenes noted, the action that led
/// to it tried — and not expanded: its top offers the actions the scene's first instance on the
/// stack offered, which the exploration tries; what it leaves is what lies below a second
/// instance. The report counts such states and says the bound cut the exploration (`truncated`);
/// `complete` speaks of the space within the bounds.
struct RepeatBound: Sendable {
    let maxRepeats: Int
    /// Scenes (by number) that are navigation controllers.
    let navigationScenes: Set<Int>
    /// States past the bound met so far, each counted once.
    private(set) var exceeded: Set<String> = []

    init(_ context: ExplorationContext, maxRepeats: Int) {
        self.maxRepeats = maxRepeats
        navigationScenes = Set(context.graph.scenes.values.filter { $0.container == "navigation" }
            .compactMap { context.sceneIndex.number($0.key) })
    }

    /// No bound (a log's until its exploration begins).
    init() {
        maxRepeats = .max
        navigationScenes = []
    }

    /// Whether the state of `shape` (read as `tree`) holds a scene more than `maxRepeats` times on one navigation
    /// stack or among its window's presentations.
    mutating func exceeds(_ shape: String, _ tree: ShapeTree?) -> Bool {
        guard maxRepeats < .max else { return false }
        if exceeded.contains(shape) { return true }
        guard let tree else { return false }
        var presented: [Int: Int] = [:]
        for node in tree.nodes {
            if let p = node.presented, let scene = tree.nodes[p].scene {
                presented[scene, default: 0] += 1
            }
            let isNavigation = node.scene.map(navigationScenes.contains)
                ?? (node.className == "UINavigationController" || node.className == "UIMoreNavigationController")
            guard isNavigation, node.children.count > maxRepeats else { continue }
            var onStack: [Int: Int] = [:]
            for c in node.children {
                guard let scene = tree.nodes[c].scene else { continue }
                onStack[scene, default: 0] += 1
                if onStack[scene]! > maxRepeats {
                    exceeded.insert(shape)
                    return true
                }
            }
        }
        if presented.values.contains(where: { $0 > maxRepeats }) {
            exceeded.insert(shape)
            return true
        }
        return false
    }
}
