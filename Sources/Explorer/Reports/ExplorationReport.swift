import Foundation
import ProsceniumClient
import SourceNavigation

/// What `prosc explore` reports, computed once from the exploration's log and shared by every
/// writer (terminal, JSON, JUnit, HTML): coverage overall and per storyboard, every scene with
/// its segues' outcomes and the shortest path to it, the problems with their paths.
public struct ExplorationReport: Sendable {
    /// One segue of the graph and what the exploration saw it do.
    public struct Segue: Sendable {
        public var source: SceneKey
        public var segue: SceneSegue
        /// The destination, storyboard references followed (nil: unwind, or an unresolved reference).
        public var destination: SceneKey?
        public var performed: Int
        public var refused: Int

        /// `performed`, `refused`, `mixed` (depends on the state) or `untried`.
        public var outcome: String {
            switch (performed > 0, refused > 0) {
            case (true, false): "performed"
            case (false, true): "refused"
            case (true, true): "mixed"
            case (false, false): "untried"
            }
        }
    }

    /// A child a scene contains by storyboard: a relationship (navigation root, tab, split
    /// column) or an embed segue; `label` says which (`root`, `tab 2`, `embed`, …).
    public struct Containment: Sendable {
        public var destination: SceneKey?
        public var label: String
    }

    /// One scene with its coverage.
    public struct Scene: Sendable {
        public var key: SceneKey
        public var label: String
        public var className: String
        public var customClass: String?
        public var storyboardIdentifier: String?
        public var container: String
        public var reachedFromLaunch: Bool
        public var reachedFromCode: Bool
        /// How the launch reaches it: `segues` (storyboard actions alone do), `code` (only
        /// through the app's navigation calls, `--sources`), `codeStart` (only from a controller
        /// code instantiates as a window's root) or `none`.
        public var reachedBy: String
        /// How the shortest path from a start reaches it (issue 40): `launch` (the main
        /// storyboard's launch shows it), `launch code` (in the root the app's launch code
        /// builds), `segue` (user actions of the storyboards and UIKit alone: segues, tabs, back,
        /// dismiss), `code` (only through a navigation call of the app's code), `code start` (only
        /// from a controller code instantiates as a window's root); nil: not reached.
        public var reachedHow: String?
        /// The shortest path to the first state holding it.
        public var reach: [PathStep]?
        public var segues: [Segue]
        public var containment: [Containment]
        /// Indices into `problems` of the problems whose failing action is taken in this scene.
        public var problems: [Int]
    }

    /// Coverage of one storyboard.
    public struct StoryboardCoverage: Sendable {
        public var name: String
        public var path: String?
        public var scenes: Int
        public var scenesReached: Int
        public var segues: Int
        public var seguesPerformed: Int
        public var seguesRefused: Int
        public var problems: Int
    }

    /// One problem: the refusal, and the path that leads to it (its last step fails).
    public struct Problem: Sendable {
        public var refusal: Refusal
        /// `launch` when a user reaches it from the launch; `code` when the path begins with a
        /// controller code instantiates.
        public var origin: String
        public var scene: SceneKey?
        public var segue: SceneSegue?
        public var path: [PathStep]
        public var occurrences: Int
        public var reproduced: Bool?
        public var replayNote: String?
        public var snapshotSVG: String?
        /// A code action of the app's (`--sources`) is on the path.
        public var throughCode: Bool = false
        /// A code action on the path is conditional (the code may not take it): reported as
        /// such, never deciding the exit status.
        public var conditional: Bool = false
        /// The path was replayed on a server (a fresh private proscd for a problem found in
        /// process through code; the exploration's server otherwise).
        public var replayedOnServer: Bool = false
    }

    /// One navigation call of a scene's code, drawn as an edge of the flow graph (`--sources`).
    public struct CodeEdge: Sendable {
        public var source: SceneKey
        public var plan: CodeActionPlan
        /// The scene it leads to when the graph can tell.
        public var destination: SceneKey?
    }

    /// One UIKit warning on a call that succeeded (uikit-rules W1–W4): severity `warning`, never
    /// a problem nor an exception; the path that logs it (its last step logged it).
    public struct Warning: Sendable {
        public var rule: String
        public var kind: String
        public var uikit: String
        /// `launch` or `code`, as for problems.
        public var origin: String
        /// The scene of the controller it concerns, when that is in the window's tree.
        public var scene: SceneKey?
        public var path: [PathStep]
        public var occurrences: Int
        public var reproduced: Bool?
        public var replayNote: String?
    }

    /// A presentation the user has no way out of (`RecordedStuckPresentation`): a note on the
    /// coverage, not a problem (the app's code, which explore may not have read, may dismiss it).
    public struct StuckPresentation: Sendable {
        public var scene: SceneKey?
        public var label: String
        /// The style it was presented with.
        public var style: String
        /// `launch` or `code`, as for problems.
        public var origin: String
        /// The start and the steps to a state that shows it.
        public var path: [PathStep]
        public var occurrences: Int
        /// The action methods its scene's controls send the controller (`close`, …): code that
        /// may dismiss it, which explore reads only with `--sources`.
        public var actions: [String]

        /// Why the user cannot leave it, for people.
        public var reason: String {
            let gesture = style == "pageSheet" || style == "formSheet"
                ? "a \(style) the user cannot pull down (isModalInPresentation, its delegate's presentationControllerShouldDismiss, or before iOS 13)"
                : "presented \(style), which no gesture dismisses"
            let code = actions.isEmpty ? "" : "; its controls send \(actions.joined(separator: ", ")) to its code, which may dismiss it"
            return "\(gesture); no unwind segue or dismissing code is reached from its scenes\(code)"
        }
    }

    public var mainStoryboard: String?
    /// The root the app's launch code sets, when it is the launch (`--sources`).
    public var launchCode: LaunchRoot?
    /// The iOS version the exploration ran against (nil: a server that does not say).
    public var ios: Int?
    /// The main screen's idiom the exploration ran on (`phone`, `pad`, `tv`; nil: a server that does not say).
    public var idiom: String?
    /// The main storyboard's name, or a note that there is no launch.
    public var title: String { launchCode != nil ? "launch code" : mainStoryboard ?? "no launch" }
    public var storyboards: [StoryboardCoverage]
    public var scenes: [Scene]
    /// The controller classes the app's code makes, screens of their own (`CodeScreen`,
    /// `--sources`), with their coverage; never among `scenes` (whose counts are the storyboards').
    public var classes: [Scene] = []
    public var problems: [Problem]
    /// UIKit's warnings on actions that succeeded, each distinct one once; they never decide
    /// the exit status.
    public var warnings: [Warning]
    /// Unwinds that found no destination in a run without `--sources`: the destination is
    /// declared in code, which explore was not given, so these are notes ("destination unknown:
    /// give --sources"), not problems. With sources that do not declare the action they stay problems.
    public var unknownUnwinds: [Problem]
    /// Presentations the user cannot leave: notes on the coverage, in breadth-first order.
    public var stuckPresentations: [StuckPresentation]
    public var bounds: ExplorationBounds
    public var truncatedByDepth: Bool
    public var truncatedByStates: Bool
    /// The stack bound (`bounds.maxRepeats`, `RepeatBound`) left states out.
    public var truncatedByRepeats: Bool
    public var truncated: Bool { truncatedByDepth || truncatedByStates || truncatedByRepeats }
    /// Whether every state within the depth bound was covered, and what was left (issue 41).
    public var completeness: ExplorationCompleteness
    public var states: Int
    public var statesExpanded: Int
    public var actions: Int
    public var requests: Int
    public var replays: Int
    public var undos: Int
    public var failedUndos: Int
    public var moves: Int
    public var serverRenewals: Int
    public var seconds: Double
    /// When the exploration began.
    public var started: Date
    public var replayFailures: [String]
    /// The comparison with an earlier report (`--baseline`), when asked for.
    public var baseline: ExplorationBaseline?
    /// What reading the app's sources found (`--sources`); nil without sources.
    public var codeReading: CodeReading?
    /// Every navigation call performed as a code action, scene by scene.
    public var codeEdges: [CodeEdge] = []
    /// Recognised calls not performed, with why (a name that is not literal, …).
    public var codeNotPerformed: [(scene: SceneKey, step: String, reason: String)] = []
    /// Every navigation call of the sources, once per call site: performed or not, and why
    /// (the counts the summary and `--list-code-actions` share).
    public var codeCalls = NavigationCallTally()
    /// For each scene not reached from the launch, the first call on the way explore did not
    /// follow (`BlockingCall`; `--sources`); absent where none is.
    public var blockers: [SceneKey: BlockingCall] = [:]
    public var scenesReachedBySegues: Int { scenes.filter { $0.reachedBy == "segues" }.count }
    public var scenesReachedByCode: Int { scenes.filter { $0.reachedBy == "code" }.count }

    public var classesReached: Int { classes.filter(\.reachedFromLaunch).count }
    /// Storyboard scenes, then classes made in code: every screen, each once.
    public var screens: [Scene] { scenes + classes }

    public var scenesTotal: Int { scenes.count }
    public var scenesReached: Int { scenes.filter(\.reachedFromLaunch).count }
    public var scenesReachedFromCode: Int { scenes.filter { !$0.reachedFromLaunch && $0.reachedFromCode }.count }
    public var allSegues: [Segue] { scenes.flatMap(\.segues) }
    /// Scenes no user action reaches from the launch.
    public var unreachable: [Scene] { scenes.filter { !$0.reachedFromLaunch } }
    /// Problems a user reaches from the launch (these decide the exit status), but those found
    /// only through a conditional step of the app's code.
    public var launchProblems: [Problem] { problems.filter { $0.origin == "launch" && !$0.conditional } }
    /// Whether `prosc explore` exits 1 without a baseline: problems from launch; UIKit's
    /// warnings never do.
    public var failsRun: Bool { !launchProblems.isEmpty }

    /// `Scene.reachedHow` of a reached screen.
    static func how(_ reached: ReachedScene, key: SceneKey, log: ExplorationLog) -> String {
        guard reached.fromLaunch else { return "code start" }
        if reached.path.isEmpty {
            if case .launchCode = reached.start { return "launch code" }
            return "launch"
        }
        return log.reachedWithoutCode.contains(key) ? "segue" : "code"
    }

    /// An unwind segue refused because no controller on the way performs its action.
    static func isUnknownUnwind(_ p: Problem) -> Bool {
        p.refusal.kind == "segueNotFound" && p.segue?.kind == "unwind"
    }

    public init(_ log: ExplorationLog, paths: [String: String] = [:]) {
        let graph = log.context.graph
        mainStoryboard = log.context.mainStoryboard
        launchCode = log.context.launchRoot
        ios = log.context.ios
        idiom = log.context.idiom
        problems = log.problems.map { p in
            var path = [PathStep.start(p.start, graph: graph)] + p.path.map { PathStep.action($0, graph: graph) }
            if let f = p.failing { path.append(PathStep.action(f, graph: graph)) }
            let last = path.last!
            return Problem(refusal: p.refusal, origin: p.start.isLaunch ? "launch" : "code", scene: last.scene,
                           segue: last.segue, path: path, occurrences: p.occurrences, reproduced: p.reproduced,
                           replayNote: p.replayNote, snapshotSVG: p.snapshotSVG, throughCode: p.throughCode,
                           conditional: p.conditional, replayedOnServer: p.replayedOnServer)
        }
        warnings = log.warnings.map { w in
            var path = [PathStep.start(w.start, graph: graph)] + w.path.map { PathStep.action($0, graph: graph) }
            if let a = w.action { path.append(PathStep.action(a, graph: graph)) }
            return Warning(rule: w.warning.rule, kind: w.warning.kind, uikit: w.warning.uikit,
                           origin: w.start.isLaunch ? "launch" : "code", scene: w.warning.scene, path: path,
                           occurrences: w.occurrences, reproduced: w.reproduced, replayNote: w.replayNote)
        }
        stuckPresentations = log.stuckPresentations.map { p in
            StuckPresentation(scene: p.scene, label: p.scene.flatMap { graph.scenes[$0]?.label } ?? "?", style: p.style,
                              origin: p.start.isLaunch ? "launch" : "code",
                              path: [PathStep.start(p.start, graph: graph)] + p.path.map { PathStep.action($0, graph: graph) },
                              occurrences: p.occurrences,
                              actions: p.scene.flatMap { graph.scenes[$0]?.actions.map(\.selector) } ?? [])
        }
        if log.context.sourcesGiven {
            unknownUnwinds = []
        } else {
            unknownUnwinds = problems.filter(Self.isUnknownUnwind)
            problems.removeAll(where: Self.isUnknownUnwind)
        }
        var problemsByScene: [SceneKey: [Int]] = [:]
        for (i, p) in problems.enumerated() { if let s = p.scene { problemsByScene[s, default: []].append(i) } }
        func screen(_ s: StoryboardGraph.Scene) -> Scene {
            let reached = log.reachedScenes[s.key]
            let segues = graph.actionSegues(of: s.key).map { g in
                let counts = log.segueOutcomes[SegueKey(storyboard: s.key.storyboard, segue: g.segue)] ?? (0, 0)
                return Segue(source: s.key, segue: g, destination: g.destination.flatMap { graph.resolve($0, in: s.key.storyboard) },
                             performed: counts.performed, refused: counts.refused)
            }
            var containment: [Containment] = []
            var tab = 0
            for rel in s.relationships {
                var label = rel.relationship
                switch rel.relationship {
                case "rootViewController": label = "root"
                case "viewControllers": tab += 1; label = "tab \(tab)"
                case "masterViewController": label = "primary"
                case "detailViewController": label = "secondary"
                default: break
                }
                containment.append(Containment(destination: graph.resolve(rel.destination, in: s.key.storyboard), label: label))
            }
            for g in s.segues where g.kind == "embed" {
                containment.append(Containment(destination: g.destination.flatMap { graph.resolve($0, in: s.key.storyboard) }, label: "embed"))
            }
            let reach = reached.map { r in [PathStep.start(r.start, graph: graph)] + r.path.map { PathStep.action($0, graph: graph) } }
            return Scene(key: s.key, label: s.label, className: s.className, customClass: s.customClass,
                         storyboardIdentifier: s.storyboardIdentifier, container: s.container,
                         reachedFromLaunch: reached?.fromLaunch ?? false, reachedFromCode: reached.map { !$0.fromLaunch } ?? false,
                         reachedBy: reached == nil ? "none" : !reached!.fromLaunch ? "codeStart"
                            : log.reachedWithoutCode.contains(s.key) ? "segues" : "code",
                         reachedHow: reached.map { Self.how($0, key: s.key, log: log) },
                         reach: reach, segues: segues, containment: containment, problems: problemsByScene[s.key] ?? [])
        }
        scenes = graph.realScenes.map(screen)
        classes = graph.codeClasses.map(screen)
        let scenesBySB = Dictionary(grouping: scenes, by: \.key.storyboard)
        let problemList = problems
        storyboards = graph.storyboards.map { sb in
            let list = scenesBySB[sb.name] ?? []
            let segues = list.flatMap(\.segues)
            return StoryboardCoverage(
                name: sb.name, path: paths[sb.name], scenes: list.count, scenesReached: list.filter(\.reachedFromLaunch).count,
                segues: segues.count, seguesPerformed: segues.filter { $0.performed > 0 }.count,
                seguesRefused: segues.filter { $0.refused > 0 }.count,
                problems: problemList.filter { $0.scene?.storyboard == sb.name }.count)
        }
        bounds = log.bounds
        truncatedByDepth = log.truncatedByDepth
        truncatedByRepeats = log.truncatedByRepeats
        truncatedByStates = log.truncatedByStates
        completeness = ExplorationCompleteness(log)
        states = log.stateCount
        statesExpanded = log.statesExpanded
        actions = log.actionsTried
        requests = log.requests
        replays = log.replays
        undos = log.undos
        failedUndos = log.failedUndos
        moves = log.moves
        serverRenewals = log.serverRenewals
        seconds = log.seconds
        started = log.started
        replayFailures = log.replayFailures
        codeReading = log.context.codeReading
        codeEdges = graph.codeActions.all(graph).map { CodeEdge(source: $0.scene, plan: $0.plan, destination: $0.plan.destination(from: $0.scene, graph: graph)) }
        codeNotPerformed = graph.codeActions.notPerformed.map { ($0.scene, $0.step, $0.reason) }
        codeCalls = graph.codeActions.tally
        blockers = BlockingCall.find(scenes: screens, graph: graph)
    }
}
