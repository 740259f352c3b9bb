import Foundation

/// How a scene was first reached: the state it first appeared in (its start and path).
public struct ReachedScene: Sendable {
    public var start: ExplorationStart
    public var path: [UserAction]
    /// True when reached from the launch; false when only a code-made start reaches it.
    public var fromLaunch: Bool
}

/// One problem: an action (or a start) the server refused, with the shortest path that leads
/// to it, and how many explored states offered the same failing action.
public struct RecordedProblem: Sendable {
    public var refusal: Refusal
    public var start: ExplorationStart
    /// The actions before the failing one.
    public var path: [UserAction]
    /// The failing action; nil when the start itself was refused.
    public var failing: UserAction?
    public var occurrences: Int
    /// Filled in by the check that replays the path on a fresh window.
    public var reproduced: Bool?
    public var replayNote: String?
    /// Whether the path was replayed on a server (a fresh private proscd for a problem found
    /// in process through the app's code).
    public var replayedOnServer = false
    /// Whether a code action is on the path (or fails).
    public var throughCode: Bool { (path + (failing.map { [$0] } ?? [])).contains { $0.codePlan != nil } }
    /// Whether a code action on the path (or the failing one) is conditional: the code may not take it.
    public var conditional: Bool { (path + (failing.map { [$0] } ?? [])).contains { $0.codePlan?.conditional == true } }
    /// The picture of the state before the failing action (SVG), when asked for.
    public var snapshotSVG: String?
}

/// One UIKit warning on a step that succeeded (`ObservedWarning`), with the shortest path that
/// logs it (its last step, `action`, is the one that logged it; nil: the start did), and how many
/// explored states logged the same. Reported with severity `warning`, never as a problem.
public struct RecordedWarning: Sendable {
    public var warning: ObservedWarning
    public var start: ExplorationStart
    /// The actions before the one that logged it.
    public var path: [UserAction]
    public var action: UserAction?
    public var occurrences: Int
    /// Filled in by the check that replays the path on a fresh window.
    public var reproduced: Bool?
    public var replayNote: String?
}

/// A presentation the user has no way out of (`UserAction.Kind.dismiss(stuck:)`): no pull-down
/// (not a sheet, or one `isModalInPresentation` or its delegate holds), not a popover, and no
/// exit in what its scenes lead to; the shortest path to a state showing it.
public struct RecordedStuckPresentation: Sendable {
    public var scene: SceneKey?
    /// The style it was presented with.
    public var style: String
    public var start: ExplorationStart
    public var path: [UserAction]
    /// Explored states that showed it so.
    public var occurrences: Int
}

/// What the exploration found, as it found it: states with their shortest paths, scenes
/// reached, each segue's outcomes, problems, bounds hit and the work done.
public struct ExplorationLog: Sendable {
    public var context: ExplorationContext
    public var bounds: ExplorationBounds
    var states: [StateRecord] = []
    var stateIndex: [String: Int] = [:]
    public var reachedScenes: [SceneKey: ReachedScene] = [:]
    /// Scenes a path of storyboard actions alone (no code action) reaches from the launch.
    public var reachedWithoutCode: Set<SceneKey> = []
    /// Performed and refused counts per segue.
    public var segueOutcomes: [SegueKey: (performed: Int, refused: Int)] = [:]
    public var problems: [RecordedProblem] = []
    public var warnings: [RecordedWarning] = []
    /// Presentations the user cannot leave, by scene, in the order found.
    public var stuckPresentations: [RecordedStuckPresentation] = []
    private var stuckIndex: [String: Int] = [:]
    private var warningIndex: [String: Int] = [:]
    private var problemIndex: [String: Int] = [:]
    public var truncatedByDepth = false
    public var truncatedByStates = false
    /// The depth of the first state the state bound left out (`truncatedByStates`).
    public var stateBoundDepth: Int?
    /// States at `bounds.maxDepth` whose actions were not tried (the depth bound, `truncatedByDepth`).
    public var statesAtMaxDepth = 0
    /// A state met past the stack bound (`RepeatBound`) was left out.
    public var truncatedByRepeats = false
    /// The product reduction: which tab bars it holds, the dirty states it left out.
    var reduction = HiddenTabReduction(reducing: [])
    /// The stack reduction: whether the controllers buried in stacks are left out of states.
    var stacks = StackInteriorReduction()
    /// The stack bound, and the states past it.
    var repeats = RepeatBound()
    /// The shape read last (`ShapeTree`): a state met is read once for both reductions, and
    /// again when it is adopted just after.
    private var lastShape: (shape: String, tree: ShapeTree?)?
    /// The stack reduction's key of the shape read last (`StackInteriorReduction.key`).
    private var lastStackKey: (shape: String, key: String?)?
    public var statesExpanded = 0
    public var actionsTried = 0
    public var replayFailures: [String] = []
    var counters = StateExpander.Counters()
    public var seconds = 0.0
    /// When the exploration began (the log is made as it begins).
    public var started: Date
    /// How often the private server was renewed (`ExplorationServer`).
    public var serverRenewals = 0
    /// What the starts and expanded states did, when the explorer records (a shard's run).
    public var records = ExplorationRecords()
    /// In a merge: starts and states no shard had recorded, explored by the merge itself.
    public var exploredByMerge = 0

    init(context: ExplorationContext, bounds: ExplorationBounds) {
        self.context = context
        self.bounds = bounds
        started = Date()
    }

    public var stateCount: Int { states.count }
    public var requests: Int { counters.requests }
    public var replays: Int { counters.replays }
    public var replaySteps: Int { counters.replaySteps }
    public var undos: Int { counters.undos }
    public var moves: Int { counters.moves }
    public var failedUndos: Int { counters.failedUndos }

    /// Whether every state reachable within the depth bound was explored (or has an equivalent
    /// one that was, `HiddenTabReduction`): the state bound cut nothing and every state was re-reached.
    public var complete: Bool { !truncatedByStates && replayFailures.isEmpty }

    /// Whether a state met that is not one of `states` is left out: dirty (an equivalent state
    /// is expanded, `HiddenTabReduction`), equivalent to one expanded but for the controllers
    /// buried in its stacks (`StackInteriorReduction`), or past the stack bound (`RepeatBound`),
    /// which counts what the state holds. `throughCode`: whether the path that met it has a code action.
    mutating func leavesOut(_ shape: String, throughCode: Bool) -> Bool {
        guard leavesOutStates else { return false }
        if reduction.isActive && reduction.isPruned(shape) { return true }
        if stacks.isActive && stacks.isPruned(shape) { return true }
        if repeats.exceeded.contains(shape) { return true }   // truncatedByRepeats was set when first met
        let tree = tree(of: shape)
        if reduction.prunes(shape, tree, throughCode: throughCode) { return true }
        var held = tree
        if let key = stackKey(of: shape, tree) {
            if stacks.prunes(shape, key: key, throughCode: throughCode) { return true }
            held = ShapeTree(key)
        }
        guard repeats.exceeds(shape, held) else { return false }
        truncatedByRepeats = true
        return true
    }

    /// The stack reduction's key of `shape` read as `tree` (nil: the shape is its own), the last one kept.
    private mutating func stackKey(of shape: String, _ tree: ShapeTree?) -> String? {
        guard stacks.isActive, let tree else { return nil }
        if let last = lastStackKey, last.shape == shape { return last.key }
        let key = stacks.key(tree)
        lastStackKey = (shape, key)
        return key
    }

    /// `shape` read (`ShapeTree`), the last one kept.
    private mutating func tree(of shape: String) -> ShapeTree? {
        if let last = lastShape, last.shape == shape { return last.tree }
        let tree = ShapeTree(shape)
        lastShape = (shape, tree)
        return tree
    }

    /// Whether a state met may be left out without its key (`leavesOut`): the in-process driver
    /// past the state bound hands over none (`ExplorationDriver.stateBoundReached`).
    var leavesOutStates: Bool { reduction.isActive || stacks.isActive || repeats.maxRepeats < .max }

    /// A new state the state bound leaves out, `depth` actions from its start.
    mutating func noteStateBound(depth: Int) {
        if !truncatedByStates { stateBoundDepth = depth }
        truncatedByStates = true
    }

    mutating func addState(_ record: StateRecord) -> Int {
        let i = states.count
        states.append(record)
        stateIndex[record.shape] = i
        if reduction.isActive { reduction.adopted(tree(of: record.shape), throughCode: record.trail?.throughCode == true) }
        if stacks.isActive {
            stacks.adopted(key: stackKey(of: record.shape, tree(of: record.shape)) ?? record.shape, throughCode: record.trail?.throughCode == true)
        }
        return i
    }

    mutating func noteReached(_ scenes: [SceneKey], by record: StateRecord, launch: Bool) {
        var path: [UserAction]?
        for s in scenes where reachedScenes[s] == nil {
            if path == nil { path = record.path }
            reachedScenes[s] = ReachedScene(start: record.start, path: path!, fromLaunch: launch)
        }
        if launch, record.trail?.throughCode != true { reachedWithoutCode.formUnion(scenes) }
    }

    mutating func noteSegue(_ action: UserAction, performed: Bool) {
        guard let id = action.segueID, let scene = action.scene else { return }
        let key = SegueKey(storyboard: scene.storyboard, segue: id)
        var counts = segueOutcomes[key] ?? (0, 0)
        if performed { counts.performed += 1 } else { counts.refused += 1 }
        segueOutcomes[key] = counts
    }

    /// Keeps the first (shortest) path of each distinct problem: the same failing action in
    /// the same scene with the same refusal.
    /// `path` is made only for a problem not yet recorded.
    mutating func recordProblem(_ refusal: Refusal, start: ExplorationStart, path: @autoclosure () -> [UserAction], failing: UserAction?) {
        let place = failing?.identity ?? "start \(start)"
        let key = "\(place)|\(refusal.code)|\(refusal.uikit ?? refusal.message)"
        if let i = problemIndex[key] {
            problems[i].occurrences += 1
            return
        }
        problemIndex[key] = problems.count
        problems.append(RecordedProblem(refusal: refusal, start: start, path: path(), failing: failing, occurrences: 1))
    }

    /// Keeps the first (shortest) path of each distinct warning: the same rule and UIKit text
    /// on a controller of the same scene (`ObservedWarning.identity`).
    /// `path` is made only for a warning not yet recorded.
    mutating func recordWarning(_ warning: ObservedWarning, start: ExplorationStart, path: @autoclosure () -> [UserAction], action: UserAction?) {
        let key = warning.identity
        if let i = warningIndex[key] {
            warnings[i].occurrences += 1
            return
        }
        warningIndex[key] = warnings.count
        warnings.append(RecordedWarning(warning: warning, start: start, path: path(), action: action, occurrences: 1))
    }

    /// Keeps the first (shortest) path to each presentation the user cannot leave (by its scene
    /// and style). `path` is made only for one not yet recorded.
    mutating func recordStuck(_ action: UserAction, style: String, start: ExplorationStart, path: @autoclosure () -> [UserAction]) {
        let key = "\(action.scene?.description ?? action.position.description)|\(style)"
        if let i = stuckIndex[key] {
            stuckPresentations[i].occurrences += 1
            return
        }
        stuckIndex[key] = stuckPresentations.count
        stuckPresentations.append(RecordedStuckPresentation(scene: action.scene, style: style, start: start, path: path(), occurrences: 1))
    }
}
