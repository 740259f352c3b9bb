import HierarchyEngine

/// The exploration's stack reduction (issue 41): a navigation stack is part of a state by its
/// root, its top, the controller below the top, and those buried between them that an unwind
/// may end on; the other buried controllers are not. A window's presentations one on another
/// are a stack too (the top, the one below it, the buried ones an unwind may end on).
///
/// **The equivalence.** Two states that differ only in the controllers buried in their
/// navigation stacks (above the root, below the one under the top) that perform no unwind
/// action a segue of the app names offer the same actions, and each finds the same (refusal,
/// UIKit's warnings, scenes, segue outcome); every state one leads to has an equivalent the
/// other's leads to, or one the search met earlier, no deeper. So the search expands the first
/// state of each class (breadth first: the shallowest) and does not expand the others
/// (`prunes`). Apps link screens to screens in other flows (a profile's follower's profile, a
/// manual segue to a detail), so the orders in which a stack can be filled grow combinatorially
/// with its depth, while what the user can do on top of any of them does not.
///
/// **Why it holds, and when.** A user touches only what is on screen (docs/explore.md,
/// *Actions*): a stack's top, and its navigation controller's back swipe. What they do there
/// reads and changes the top (a push, a presentation, `show`, which walks up the source's
/// parents, R86), the one below it (a pop shows it: its appearance callbacks, R39, R106), or
/// the root (a re-tap of the selected tab pops to it, R103). A pop leads to the state the
/// pushed controller was pushed from, which the search met no deeper (a stack of more than three
/// grows only by a push on its top, and what the user did elsewhere since could have been done
/// before the push). What reads the buried controllers is an unwind, whose
/// destination search asks a navigation controller's children top down (R91) and ends on the
/// first that performs the action — the key keeps, for each action, the topmost buried controller
/// that performs it (or holds one that does) when the controller below the top does not, so the
/// search ends on the same scene, or fails, in every state of a class —, and the app's code. So stacks are reduced only when:
/// - the app's code makes no navigation call that could make a stack otherwise
///   (`reasonNotToReduce(_:)`: a stack of more than three set at once, a pop through another
///   controller, which may pop a stack a presentation covers);
/// - which classes perform unwind actions is known (`ExplorationContext.unwindPerformers`: the
///   sources' declarations, or none without sources; unknown with `--socket`).
/// Otherwise no stack is reduced, and the report says why (`ExplorationCompleteness`).
///
/// The stack bound (`RepeatBound`) then counts what the state holds (`key`): a scene repeated
/// among the buried controllers left out is not past it. `ReducedSearchTests` compares the
/// reduced search with the exhaustive one on every fixture small enough to search exhaustively.
struct StackInteriorReduction: Sendable {
    /// Whether stacks are reduced.
    let isActive: Bool
    /// Why not, when they are not and could have been (nil when reduced, or not asked).
    let reason: String?
    /// Which nodes are navigation and split view controllers.
    private let containers: ShapeContainers
    /// Scenes (by number) whose class performs unwind actions segues of the app name, with those actions.
    private let performingScenes: [Int: Set<String>]
    /// Classes that perform some, with those actions (for controllers not from a scene).
    private let performingClasses: [String: Set<String>]
    /// The keys of the states adopted (each stack without its buried controllers), each with
    /// whether every state adopted with it was reached through the app's code.
    private var adoptedKeys = AdoptedRepresentatives<String>()
    /// States met whose key an adopted state has, each counted once. A shape is decided the
    /// first time it is met, whatever path meets it later, as a state is adopted once (and the
    /// in-process driver keeps a value for a shape's first meeting only).
    private(set) var pruned: Set<String> = []

    /// The reduction for `context`'s app; `enabled` false: nothing is reduced (the exhaustive search).
    init(_ context: ExplorationContext, enabled: Bool = true) {
        let graph = context.graph
        containers = ShapeContainers(context)
        let unwinds = Set(graph.allActionSegues.compactMap { $0.segue.kind == "unwind" ? $0.segue.unwindAction : nil }
            .map(UnwindActionName.canonical))
        let classes = (context.unwindPerformers ?? [:]).mapValues { $0.intersection(unwinds) }.filter { !$0.value.isEmpty }
        performingClasses = classes
        var scenes: [Int: Set<String>] = [:]
        for scene in graph.scenes.values {
            if let actions = classes[scene.customClass ?? scene.className], let n = context.sceneIndex.number(scene.key) { scenes[n] = actions }
        }
        performingScenes = scenes
        if !enabled {
            isActive = false
            reason = nil
        } else if let why = Self.reasonNotToReduce(context) {
            isActive = false
            reason = why
        } else {
            isActive = true
            reason = nil
        }
    }

    /// Nothing reduced (a log's until its exploration begins).
    init() {
        self.init(reducing: false)
    }

    /// `reducing`: stacks reduced whatever the app, these scenes (by number) being navigation
    /// controllers and performing unwind actions (a test's).
    init(reducing: Bool, navigationScenes: Set<Int> = [], splitScenes: Set<Int> = [], performingScenes: [Int: Set<String>] = [:],
         performingClasses: [String: Set<String>] = [:]) {
        isActive = reducing
        reason = nil
        containers = ShapeContainers(navigationScenes: navigationScenes, splitScenes: splitScenes)
        self.performingScenes = performingScenes
        self.performingClasses = performingClasses
    }

    /// Why the app's stacks cannot be reduced; nil when they can.
    static func reasonNotToReduce(_ context: ExplorationContext) -> String? {
        // In scene order: the reason is the first plan's, the same in every run.
        for plan in context.graph.codeActions.plansInSceneOrder {
            if let why = reasonNotToReduce(plan) { return why }
        }
        if context.unwindPerformers == nil, context.graph.allActionSegues.contains(where: { $0.segue.kind == "unwind" }) {
            return "the server's unwind actions are unknown (--socket): an unwind may end on any controller of a stack (R91)"
        }
        return nil
    }

    /// Why a navigation call of the app's code keeps stacks from being reduced; nil for the
    /// calls that read no buried controller and make stacks only as the user does. Every call
    /// explore performs makes new controllers (`ControllerSource`) or reads the root
    /// (`ControllerHop.navigationRoot`), never a buried one; what the argument above needs is
    /// that a stack of more than three grows only by pushes on its top and shrinks only from
    /// its top while the user can touch it, so that the states it pops to were met before.
    static func reasonNotToReduce(_ plan: CodeActionPlan) -> String? {
        switch plan.action {
        case .setViewControllers(let list) where list.count > 3:
            return "the app's code sets a navigation stack of \(list.count) controllers (\(plan.location.file):\(plan.location.line)): "
                + "the user never saw those below its top on top"
        case .pop where !plan.actor.isEmpty || plan.receiver != .controller:
            return "the app's code pops a navigation stack through another controller (\(plan.location.file):\(plan.location.line)): "
                + "it may pop a stack a presentation covers, to a controller the user never saw on top"
        default:
            return nil
        }
    }

    /// What the state read as `tree` holds: its shape with each navigation stack's buried
    /// controllers, and each chain of presentations' buried ones, left out but those an unwind
    /// may end on or (for presentations) `show` may go to (nil: nothing is buried, the shape is
    /// its own key).
    func key(_ tree: ShapeTree) -> String? {
        guard isActive, tree.nodes.indices.contains(where: { k in
            held(k, tree).count < tree.nodes[k].children.count || buriesPresentations(k, tree)
        }) else { return nil }
        var out = ""
        write(0, tree, &out)
        return out
    }

    /// The children of the node at `k` the key keeps: all of them but a navigation stack's
    /// buried controllers an unwind never ends on. The destination search asks the stack's
    /// children top down (R91) and ends on the first that performs the action (in its subtree,
    /// children first): so of the buried controllers it keeps, top down, each that performs (or
    /// holds one that performs) an action neither the controller below the top nor a buried
    /// one above it performs — the first place each action's search can end. The top is not
    /// counted: an unwind from inside it skips it (`childContaining`).
    private func held(_ k: Int, _ tree: ShapeTree) -> [Int] {
        let c = tree.nodes[k].children
        guard buries(k, tree) else { return c }
        var covered = actions(c[c.count - 2], tree)
        var kept: [Int] = []
        for child in c[1..<(c.count - 2)].reversed() {
            let performed = actions(child, tree)
            guard !performed.isSubset(of: covered) else { continue }
            covered.formUnion(performed)
            kept.append(child)
        }
        return [c[0]] + kept.reversed() + [c[c.count - 2], c[c.count - 1]]
    }

    /// The unwind actions of the app the node at `k`, or one it contains (or, `withPresented`,
    /// presents), performs.
    private func actions(_ k: Int, _ tree: ShapeTree, withPresented: Bool = true) -> Set<String> {
        let n = tree.nodes[k]
        var out: Set<String> = []
        if let scene = n.scene { out = performingScenes[scene] ?? [] }
        else if let name = n.className { out = performingClasses[String(name)] ?? [] }
        for child in n.children { out.formUnion(actions(child, tree)) }
        if withPresented, let p = n.presented { out.formUnion(actions(p, tree)) }
        return out
    }

    /// Whether the node at `k` presents a chain whose key leaves a presentation out (the node is
    /// the first of its chain: no one presents it).
    private func buriesPresentations(_ k: Int, _ tree: ShapeTree) -> Bool {
        guard tree.nodes[k].presented != nil, !tree.nodes.contains(where: { $0.presented == k }) else { return false }
        let chain = presentations(from: k, tree)
        return heldPresentations(chain, tree).count < chain.count
    }

    /// Whether the node at `k` is a navigation controller with buried controllers (a stack of more than three).
    private func buries(_ k: Int, _ tree: ShapeTree) -> Bool {
        tree.nodes[k].children.count > 3 && containers.isNavigation(tree.nodes[k])
    }

    /// Writes the node at `k` as the shape writes it, its stack's buried controllers left out.
    private func write(_ k: Int, _ tree: ShapeTree, _ out: inout String) {
        writeBody(k, tree, &out)
        guard tree.nodes[k].presented != nil else { return }
        // The presentations above it, one on another: those kept, each after the style it was
        // presented with (its presenter's `>style:`).
        let chain = presentations(from: k, tree)
        for p in heldPresentations(chain, tree) {
            let i = chain.firstIndex(of: p)!
            let presentation = tree.nodes[i == 0 ? k : chain[i - 1]].presentation!
            out += presentation[presentation.startIndex..<tree.nodes[p].text.startIndex]
            writeBody(p, tree, &out)
        }
    }

    /// The node at `k` and its children (a stack's held ones), without what it presents.
    private func writeBody(_ k: Int, _ tree: ShapeTree, _ out: inout String) {
        let n = tree.nodes[k]
        let text = n.text
        // The node's own part: up to its first child's text, else its presentation, else all of it.
        let headEnd = n.children.first.map { tree.nodes[$0].text.startIndex } ?? n.presentation?.startIndex ?? text.endIndex
        out += text[text.startIndex..<headEnd]
        if !n.children.isEmpty {
            for (i, child) in held(k, tree).enumerated() {
                if i > 0 { out += "," }
                write(child, tree, &out)
            }
            out += ")"
        }
    }

    /// The presentations above the node at `k`, each presented by the one before (the first by `k`).
    private func presentations(from k: Int, _ tree: ShapeTree) -> [Int] {
        var chain: [Int] = []
        var at = k
        while let p = tree.nodes[at].presented {
            chain.append(p)
            at = p
        }
        return chain
    }

    /// The presentations of `chain` the key keeps: the top, the one below it (a dismissal shows
    /// it), and of those buried beneath, the first each walk up the presenters from the top can
    /// end on: each unwind action's search (R91), as in a stack, and where `show` and
    /// `showDetail` go (`targetViewController(forAction:)`, R74-R75: up the parents, then the
    /// presenting controller, to a split view controller or, for `show`, a navigation
    /// controller) — a presented scene's `show` pushes onto the first navigation controller
    /// below it, which may be buried (IBAnimatable's refused push of a navigation controller).
    private func heldPresentations(_ chain: [Int], _ tree: ShapeTree) -> [Int] {
        guard chain.count > 2 else { return chain }
        let below = tree.nodes[chain[chain.count - 2]]
        var covered = actions(chain[chain.count - 2], tree)
        var showFound = containers.isNavigation(below) || containers.isSplit(below), detailFound = containers.isSplit(below)
        var kept: [Int] = []
        for p in chain[0..<(chain.count - 2)].reversed() {
            let node = tree.nodes[p]
            let performed = actions(p, tree, withPresented: false)
            let endsShow = !showFound && (containers.isNavigation(node) || containers.isSplit(node)), endsDetail = !detailFound && containers.isSplit(node)
            guard endsShow || endsDetail || !performed.isSubset(of: covered) else { continue }
            covered.formUnion(performed)
            showFound = showFound || containers.isNavigation(node) || containers.isSplit(node)
            detailFound = detailFound || containers.isSplit(node)
            kept.append(p)
        }
        return kept.reversed() + [chain[chain.count - 2], chain[chain.count - 1]]
    }


    /// Whether the state of `shape` was found equivalent to one adopted (`prunes`).
    func isPruned(_ shape: String) -> Bool {
        pruned.contains(shape)
    }

    /// Whether the state of `shape` whose key (`key`) is `key`, reached through the app's code
    /// (`throughCode`) or not, is equivalent to one adopted (not expanded). A state reached by
    /// the storyboard's actions alone is not left out for one reached only through code: the
    /// report tells scenes reached without code (`ExplorationLog.reachedWithoutCode`).
    mutating func prunes(_ shape: String, key: String, throughCode: Bool) -> Bool {
        if isPruned(shape) { return true }
        guard adoptedKeys.cover(key, throughCode: throughCode) else { return false }
        pruned.insert(shape)
        return true
    }

    /// The exploration adopted a state whose key is `key` (its shape when nothing is buried),
    /// reached through the app's code or not: it stands for every state with that key.
    mutating func adopted(key: String, throughCode: Bool) {
        guard isActive else { return }
        adoptedKeys.adopt(key, throughCode: throughCode)
    }
}
