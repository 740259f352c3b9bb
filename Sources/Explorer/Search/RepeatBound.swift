/// The stack bound (`ExplorationBounds.maxRepeats`, issue 41): how many times one scene may be
/// on one navigation stack, or among one window's presentations in the same context. Apps link
/// screens back to screens above them (a profile's follower's profile…), so stacks grow without
/// end and the states within `maxDepth` actions grow with every level (the benchmark app: millions
/// of stacks in each tab, 25 deep). A state past the bound is met — its scenes noted, the action
/// that led to it tried — and not expanded: its top offers the actions the scene's first instance
/// offered, which the exploration tries; what it leaves is what lies below a second instance.
/// The report counts such states and says the bound cut the exploration (`truncated`);
/// `complete` speaks of the space within the bounds.
///
/// A presented scene's *context* is what its own actions read below it that makes them act
/// differently: where `show` and `showDetail` go from it (`targetViewController(forAction:)`,
/// R74-R75: up the parents, then the presenting controller — to a navigation controller, which
/// pushes, a split view controller, or none, and then `show` presents). Two presentations of one
/// scene are the same instance again only in the same context: a scene presented again from a
/// controller inside a navigation controller, where the first was presented from one outside any,
/// pushes where the first presented, and may be refused where the first was not (IBAnimatable's
/// demo app: `show` of a navigation controller from a scene presented over a navigation stack,
/// "Pushing a navigation controller is not supported", R43; `RealWorldAppToTheEndTests`). Kinds,
/// not controllers: the contexts are three by two (`show`: a navigation controller, a split or
/// none; `showDetail`: a split or none), so the bound still makes a window's presentations finite,
/// and few: the benchmark app's space grows 6 % (190,994 to 202,977 states), where a context
/// that also named the presenting scene took it past 200,000 states 23 actions deep.
struct RepeatBound: Sendable {
    let maxRepeats: Int
    /// Which nodes are navigation and split view controllers.
    let containers: ShapeContainers
    /// States past the bound met so far, each counted once.
    private(set) var exceeded: Set<String> = []

    init(_ context: ExplorationContext, maxRepeats: Int) {
        self.maxRepeats = maxRepeats
        containers = ShapeContainers(context)
    }

    /// No bound (a log's until its exploration begins).
    init() {
        maxRepeats = .max
        containers = ShapeContainers()
    }

    /// Where `show` or `showDetail` goes from a presented controller (R74-R75).
    private enum Target: Hashable {
        case none, navigation, split
    }

    /// What a presented scene's actions read below it (the type's comment): its scene and where
    /// `show` and `showDetail` go from it — kinds, not controllers, so that contexts are finitely
    /// many and few.
    private struct Context: Hashable {
        var scene: Int
        var show: Target
        var showDetail: Target
    }

    /// Whether the state of `shape` (read as `tree`) holds a scene more than `maxRepeats` times on one navigation
    /// stack, or among its window's presentations in one context.
    mutating func exceeds(_ shape: String, _ tree: ShapeTree?) -> Bool {
        guard maxRepeats < .max else { return false }
        if exceeded.contains(shape) { return true }
        guard let tree else { return false }
        // Each node's parent, or its presenter for a presented node (R75's walk).
        var up = Array(repeating: -1, count: tree.nodes.count)
        for (i, node) in tree.nodes.enumerated() {
            for c in node.children { up[c] = i }
            if let p = node.presented { up[p] = i }
        }
        func target(from i: Int, detail: Bool) -> Target {
            var cur = i
            while cur >= 0 {
                if containers.isSplit(tree.nodes[cur]) { return .split }
                if !detail, containers.isNavigation(tree.nodes[cur]) { return .navigation }
                cur = up[cur]
            }
            return .none
        }
        var presented: [Context: Int] = [:]
        for node in tree.nodes {
            if let p = node.presented, let scene = tree.nodes[p].scene {
                // The presented node is no container's child: its walk goes on at its presenter (R75).
                let context = Context(scene: scene, show: target(from: p, detail: false), showDetail: target(from: p, detail: true))
                presented[context, default: 0] += 1
            }
            guard containers.isNavigation(node), node.children.count > maxRepeats else { continue }
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
