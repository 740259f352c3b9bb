import ProsceniumClient
import SourceNavigation

/// One step of a path as reports show it: the start or an action, with the scene and segue it
/// concerns and a sentence for people. The position lets a client replay it (`tree`
/// positions: `/0/1` the second child of the root's first child, `>` into a presentation).
public struct PathStep: Sendable, Equatable {
    /// `launch`, `instantiate`, `segue`, `performSegue`, `tapTab`, `swipeBack`, `pullDown`,
    /// `swipePage`, `dismiss` or `code` (a gesture given up: the gesture's, with `outcome`).
    public var action: String
    public var text: String
    public var storyboard: String?
    /// For `instantiate`: the storyboard identifier (nil: the storyboard's initial controller).
    public var identifier: String?
    public var position: String?
    public var scene: SceneKey?
    public var segue: SceneSegue?
    /// The segue's destination, storyboard references followed.
    public var destination: SceneKey?
    /// For `tapTab`: the index tapped.
    public var index: Int?
    /// For `swipePage`: `forward` or `reverse`.
    public var direction: String?
    /// For `dragSheet`: the detent the sheet is dragged to.
    public var detent: String?
    /// For `showColumn` / `hideColumn`: the split's column (`primary`, `supplementary`).
    public var column: String?
    /// For `tapUITab`: the tab's identifier.
    public var tabIdentifier: String?
    /// For `code`: the app's navigation call performed (its method, file and line).
    public var code: CodeActionPlan?
    /// For a gesture given up (issue 42): `cancel`; its `code` is what the gesture's callback runs
    /// and `codePosition` the controller that runs it.
    public var outcome: String?
    public var codePosition: String?

    static func start(_ s: ExplorationStart, graph: StoryboardGraph) -> PathStep {
        switch s {
        case .launch(let sb):
            let initial = graph.storyboards.first { $0.name == sb }?.initial.flatMap { graph.resolve($0, in: sb) }
            let label = initial.flatMap { graph.scenes[$0]?.label } ?? "?"
            return PathStep(action: "launch", text: "launch: \(sb)'s initial view controller (\(label))", storyboard: sb, scene: initial)
        case .externalDisplay(let sb):
            let initial = graph.storyboards.first { $0.name == sb }?.initial.flatMap { graph.resolve($0, in: sb) }
            let label = initial.flatMap { graph.scenes[$0]?.label } ?? "?"
            return PathStep(action: "connectDisplay", text: "an external display connects: \(sb)'s initial view controller (\(label)) in its window",
                            storyboard: sb, scene: initial)
        case .launchCode(let root):
            return PathStep(action: "launch", text: "launch: \(root.method) makes \(root) the window's root",
                            storyboard: nil, scene: launchScene(root.source, graph: graph))
        case .initialController(let sb):
            let initial = graph.storyboards.first { $0.name == sb }?.initial.flatMap { graph.resolve($0, in: sb) }
            let label = initial.flatMap { graph.scenes[$0]?.label } ?? "?"
            return PathStep(action: "instantiate", text: "code: instantiate \(sb)'s initial view controller (\(label)) as a window's root",
                            storyboard: sb, scene: initial)
        case .identifier(let sb, let identifier):
            let scene = graph.identifiedScenes.first { $0.key.storyboard == sb && $0.storyboardIdentifier == identifier }?.key
            return PathStep(action: "instantiate", text: "code: instantiate \"\(identifier)\" from \(sb) as a window's root",
                            storyboard: sb, identifier: identifier, scene: scene)
        }
    }

    /// The scene a launch root shows first, when a storyboard's: the scene itself, the root of a
    /// navigation controller around it, the first tab of a tab bar controller.
    static func launchScene(_ source: ControllerSource, graph: StoryboardGraph) -> SceneKey? {
        switch source {
        case .storyboardInitial(let sb?):
            return graph.storyboards.first { $0.name == sb }?.initial.flatMap { graph.resolve($0, in: sb) }
        case .storyboardIdentifier(let sb?, let identifier):
            return graph.identifiedScenes.first { $0.key.storyboard == sb && $0.storyboardIdentifier == identifier }?.key
        case .navigationWrapping(let inner): return launchScene(inner, graph: graph)
        case .tabBar(let tabs): return tabs.first.flatMap { launchScene($0, graph: graph) }
        default: return nil
        }
    }

    /// Names a storyboard reference that leads nowhere.
    static func unresolved(_ id: String, in storyboard: String, _ graph: StoryboardGraph) -> String {
        guard let r = graph.scenes[SceneKey(storyboard: storyboard, scene: id)]?.reference else { return "a missing scene" }
        return "storyboard \(r.storyboard)" + (r.identifier.map { "'s \"\($0)\"" } ?? "'s initial view controller") + " (unresolved reference)"
    }

    static func action(_ a: UserAction, graph: StoryboardGraph) -> PathStep {
        let label = a.scene.flatMap { graph.scenes[$0]?.label } ?? "the controller at \(a.position)"
        var step = PathStep(action: a.name, text: "", position: a.position.description, scene: a.scene)
        switch a.kind {
        case .tapSegue(let id), .performSegue(_, let id):
            let segue = a.scene.flatMap { s in graph.scenes[s]?.segues.first { $0.segue == id } }
            step.segue = segue
            let name = segue?.identifier.map { "\"\($0)\"" } ?? id
            var what = segue?.kind ?? "segue"
            if let segue, let dest = segue.destination, let source = a.scene {
                step.destination = graph.resolve(dest, in: source.storyboard)
                what += " → " + (step.destination.flatMap { graph.scenes[$0]?.label } ?? unresolved(dest, in: source.storyboard, graph))
            } else if let action = segue?.unwindAction {
                what += " to \(action):"
            }
            if case .performSegue = a.kind {
                step.text = "in \(label), code performs segue \(name) (\(what))"
            } else {
                step.text = "in \(label), tap \(segue?.trigger ?? "trigger") of segue \(name) (\(what))"
            }
        case .tapTab(let index):
            step.index = index
            var tab = "tab \(index + 1)"
            if let scene = a.scene, let rel = graph.scenes[scene]?.relationships.filter({ $0.relationship == "viewControllers" }),
               index < rel.count, let child = graph.resolve(rel[index].destination, in: scene.storyboard) {
                tab += " (\(graph.scenes[child]?.label ?? "?"))"
            }
            step.text = "in \(label), tap \(tab)"
        case .tapUITab(let identifier):
            step.tabIdentifier = identifier
            step.text = "in \(label), tap the tab '\(identifier)'"
        case .tapMore:
            step.text = "in \(label), tap More"
        case .swipeBack:
            step.text = "in \(label), swipe back"
        case .tapBack:
            step.text = "in \(label), tap the back button"
        case .dragSheet(let detent):
            step.detent = detent
            step.text = "drag \(label) to its \(detent) detent"
        case .showColumn(let column):
            step.column = column
            step.text = "in \(label), bring in the \(column) column"
        case .hideColumn(let column):
            step.column = column
            step.text = "in \(label), hide the \(column) column"
        case .pullDown:
            step.text = "pull \(label) down"
        case .swipePage(let forward):
            step.direction = forward ? "forward" : "reverse"
            step.text = "in \(label), swipe to the \(forward ? "next" : "previous") page"
        case .dismiss(let stuck):
            step.text = stuck == nil ? "dismiss \(label)" : "dismiss \(label) (app code: the user cannot)"
        case .code(let plan):
            step.code = plan
            step.destination = a.scene.flatMap { plan.destination(from: $0, graph: graph) }
            step.text = "in \(label), \(plan.text)"
        case .givenUp(let gesture, let plan, let at):
            step.outcome = "cancel"
            step.code = plan
            step.codePosition = at.description
            // A segue's destination needs the code's scene, which the step does not name: left out.
            if case .performSegue = plan.action {} else { step.destination = a.scene.flatMap { plan.destination(from: $0, graph: graph) } }
            let given: String = switch gesture {
            case .swipeBack: "in \(label), swipe back and give up"
            case .pullDown: "pull \(label) down and give up"
            case .swipePage(let forward): "in \(label), swipe to the \(forward ? "next" : "previous") page and give up"
            }
            if case .swipePage(let forward) = gesture { step.direction = forward ? "forward" : "reverse" }
            step.text = "\(given): \(plan.text)"
        }
        return step
    }
}
