import SourceNavigation

/// One navigation call the app's code makes in a scene, as `prosc explore --sources` performs
/// it: what starts it (a tap on the element wired to an action, a tap on a cell, or the scene
/// appearing), the method that runs and the methods of the class it goes through, the call with
/// what it names literally, and whether the code may skip it (`conditional`: under an `if`,
/// `guard`, `switch`, loop, `?:` or closure on the way). Performed through the protocol as the
/// requests the code amounts to (`CodeActionRequests`), so the server's UIKit rules judge it.
public struct CodeActionPlan: Hashable, Sendable {
    /// `tap button "Settings"`, `tap a table row`, `as the scene appears (viewDidAppear)`.
    public var trigger: String
    /// True for the appearance methods' calls (no tap).
    public var automatic: Bool
    /// The UIKit callback the code runs in, for an automatic plan (`viewDidLoad`, `viewWillAppear`,
    /// `viewDidAppear`, `viewWillDisappear`); nil for a tap's.
    public var callback: String? = nil
    /// The methods from the trigger's (class-qualified) to the one making the call:
    /// `["HomeViewController.pushDetail(_:)", "showDetail()"]`.
    public var methods: [String]
    public var action: NavigationAction
    public var location: SourceLocation
    public var conditional: Bool
    /// The storyboard of the scene the code runs in (what `storyboard`/`self.storyboard` is).
    public var storyboard: String
    /// Whom the call is made on: the controller (or its containers, as the call says), or the
    /// top of its presentations (`presentOnTop(_:)` helpers).
    public var receiver: CallReceiver = .controller
    /// What the code set on the controller it hands over before the call (`vc.isModalInPresentation
    /// = true`, `vc.sheetPresentationController?.detents = […]`: `CodeStep.settings`), set with
    /// `vc.set` once it is made.
    public var settings: [ControllerSetting] = []
    /// The other controllers the code goes through, from the scene's (`ControllerHop`: `(parent
    /// as? Container)?.showDetail()`): the last one makes the call — or, with `onActor`, the call
    /// is made on it (`(window?.rootViewController as? UINavigationController)?.push…` pushes onto
    /// that navigation controller). Where one is missing or fails its cast, nothing happens.
    public var actor: [ControllerHop] = []
    public var onActor = false
    /// The property of one of the app's objects the call is made on (`HeldController`: a
    /// coordinator's `rootController`), taken to be the scene's controller; nil for the others.
    public var held: HeldController? = nil

    /// A plan read back from a shard's report (`ShardReport`): only its `text` and storyboard,
    /// until the merge, which reads the sources again, resolves it
    /// (`ExplorationRecords.resolveCodePlans`).
    static func unresolved(text: String, storyboard: String) -> CodeActionPlan {
        CodeActionPlan(trigger: text, automatic: false, methods: [], action: .dismiss,
                       location: SourceLocation(file: "", line: 0), conditional: false, storyboard: storyboard, receiver: .controller)
    }

    /// Whether this is `unresolved`'s placeholder (a real plan names at least its method).
    var isUnresolved: Bool { methods.isEmpty }

    /// Whether it is offered while its scene is shown: a tap's, or the code of the scene's
    /// appearance; not `viewWillDisappear`'s, which only a gesture the user gives up runs in a
    /// state explore keeps (`UserAction.Kind.givenUp`).
    var offeredWhileShown: Bool { callback != "viewWillDisappear" }

    /// Whether the code runs it when the scene begins to appear (`viewWillAppear`), or to
    /// disappear (`viewWillDisappear`): what a gesture the user gives up calls (R107, R110, R127).
    func runs(in callback: String) -> Bool { self.callback == callback }

    /// `tap button "Settings" → HomeViewController.openSettings(_:) presents Settings.storyboard's
    /// initial controller (HomeViewController.swift:20)`; a conditional call says so.
    public var text: String {
        "\(trigger) → \(methods.joined(separator: " → ")) \(action)\(receiver.phrase)\(held?.phrase ?? "")"
            + ControllerHop.phrase(actor, on: onActor)
            + (settings.isEmpty ? "" : " (with \(settings.map(\.description).joined(separator: ", ")))")
            + " (\(location)\(conditional ? "; only if the code takes that branch" : ""))"
    }

    /// The scene the call leads to, when the graph can tell (a storyboard scene by identifier or
    /// the initial one, wrapped or not; a segue's destination): for the flow graph's code edges.
    func destination(from scene: SceneKey, graph: StoryboardGraph) -> SceneKey? {
        // Another controller's segue: its scene is not known here.
        Self.destination(of: action, storyboard: storyboard, from: actor.isEmpty ? scene : nil, graph: graph)
    }

    /// The scene `action` leads to when the graph can tell: a segue's destination from `scene`
    /// (nil: the call's scene is not known), else the first controller it hands over, a
    /// storyboard's initial controller or a scene by identifier (`storyboard`: the one a
    /// controller's own storyboard means), wrapped in a navigation controller or not.
    static func destination(of action: NavigationAction, storyboard: String, from scene: SceneKey?, graph: StoryboardGraph) -> SceneKey? {
        switch action {
        case .performSegue(let identifier):
            guard let scene, let segue = graph.scenes[scene]?.segues.first(where: { $0.identifier == identifier }),
                  let destination = segue.destination else { return nil }
            return graph.resolve(destination, in: scene.storyboard)
        default:
            return action.controllers.first.flatMap { graph.scene(of: $0, storyboard: storyboard) }
        }
    }
}

/// The code plans of every scene whose class the sources declare (`SceneCodeActions`, the
/// storyboard's action connections as triggers), and the recognised calls that are not performed
/// with why: a name that is not literal, or a controller from a factory method whose result is
/// not read. Only literal calls are performed; nothing is guessed.
public struct CodeActionTable: Sendable {
    public var plans: [SceneKey: [CodeActionPlan]] = [:]
    /// Scene, the step as people read it, why it is not performed, and the call as read (in the
    /// order the scene's triggers reach them).
    public var notPerformed: [(scene: SceneKey, step: String, reason: String, call: CodeStep)] = []
    /// Every navigation call of the sources, once per call site: performed, or not with why
    /// (what the summary's `code:` line and `--list-code-actions` both count).
    public var tally = NavigationCallTally()
    /// How many navigation calls the sources hold in all, one per call site (literal, not
    /// literal, or in a form not followed).
    public var navigationCalls: Int { tally.total }
    /// Every plan, scene by scene in scene order (the dictionary's order changes from run to run).
    var plansInSceneOrder: [CodeActionPlan] { plans.keys.sorted().flatMap { plans[$0]! } }

    public init() {}

    public init(graph: StoryboardGraph, facts: SourceFacts) {
        var performedSteps: Set<CodeStep> = []
        defer { tally = NavigationCallTally(facts: facts, performedSteps: performedSteps) }
        for scene in graph.realScenes + graph.codeClasses {
            guard let customClass = scene.customClass, !customClass.isEmpty else { continue }
            let connections = scene.key.isCodeClass ? SceneCodeActions.codeConnections(className: customClass, facts: facts)
                : CodeActionListing.connections(of: scene)
            let actions = SceneCodeActions.actions(customClass: customClass, connections: connections, facts: facts)
            var list: [CodeActionPlan] = []
            for action in actions {
                let automatic = !action.trigger.isUserAction
                let trigger: String
                var callback: String?
                switch action.trigger {
                case .appearance(let method):
                    trigger = "as the scene appears (\(method))"
                    callback = method
                case .disappearance(let method):
                    trigger = "as the scene begins to disappear (\(method))"
                    callback = method
                default:
                    trigger = action.trigger.description
                }
                for reached in action.steps {
                    let described = CodeActionListing.describe(reached.step, actor: reached.actor)
                    guard case .navigation(let navigation) = reached.step.kind else {
                        let reason = if case .unrecognised = reached.step.kind { "not followed" } else { "not literal" }
                        notPerformed.append((scene.key, described, reason, reached.step))
                        continue
                    }
                    if let reason = Self.unperformable(navigation, madeInCode: scene.key.isCodeClass) {
                        notPerformed.append((scene.key, described, reason, reached.step))
                        continue
                    }
                    let plan = CodeActionPlan(trigger: trigger, automatic: automatic, callback: callback,
                                              methods: [action.method] + reached.via.dropFirst(),
                                              action: navigation, location: reached.step.location,
                                              conditional: reached.conditional, storyboard: scene.key.storyboard,
                                              receiver: reached.step.receiver, settings: reached.step.settings,
                                              actor: reached.actor, onActor: reached.step.hop != nil, held: reached.step.held)
                    if !list.contains(plan) { list.append(plan) }
                    performedSteps.insert(reached.origin)
                }
            }
            if !list.isEmpty { plans[scene.key] = list }
        }
    }

    /// Why a recognised call cannot be performed as the code says, or nil when it can.
    /// `madeInCode`: the controller making the call is a class made in code (`CodeScreen`),
    /// whose `storyboard` is nil (R185): what it asks of its own storyboard
    /// (`storyboard?.instantiate…`, `self.storyboard`) goes to nil, and nothing is made.
    static func unperformable(_ action: NavigationAction, madeInCode: Bool = false) -> String? {
        if madeInCode, action.controllers.contains(where: Self.asksOwnStoryboard) {
            return "its storyboard is nil (a controller made in code)"
        }
        for controller in action.controllers {
            if !controller.isLiteral { return "not literal" }
            if case .factory(_, let method) = Self.innermost(controller) {
                // `method` already names its class: `X.make()`, `[X make]`.
                return "what \(method) returns is not read"
            }
        }
        return nil
    }

    /// Whether `source` is instantiated from the calling controller's own storyboard.
    static func asksOwnStoryboard(_ source: ControllerSource) -> Bool {
        switch source {
        case .storyboardInitial(nil), .storyboardIdentifier(nil, _): true
        case .navigationWrapping(let inner): asksOwnStoryboard(inner)
        case .tabBar(let tabs): tabs.contains(where: asksOwnStoryboard)
        default: false
        }
    }

    static func innermost(_ source: ControllerSource) -> ControllerSource {
        if case .navigationWrapping(let inner) = source { return innermost(inner) }
        return source
    }

    /// Every plan, scene by scene in graph order, then the classes made in code.
    public func all(_ graph: StoryboardGraph) -> [(scene: SceneKey, plan: CodeActionPlan)] {
        (graph.realScenes + graph.codeClasses).flatMap { s in (plans[s.key] ?? []).map { (s.key, $0) } }
    }
}
