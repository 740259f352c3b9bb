import SourceNavigation

/// The first navigation call on the way to a screen the launch does not reach that explore did
/// not follow (`--sources`): what the user fixes or annotates so that the screen is reached
/// (issue 40, point 5; docs/explore.md, *Why a scene is not reached*).
///
/// *On the way*, precisely. The candidates are the app's navigation calls not performed, in
/// breadth-first order from the launch: first those of the scenes the launch reaches, scene by
/// scene in the order the exploration reached them (the shortest path's length, then the
/// report's scene order), each scene's in the order its triggers reach them; then the call
/// sites no reached scene's trigger reaches, in class order then source order (as
/// `--list-code-actions` lists them). A screen's blocker is
/// 1. the first candidate that *names* it: a storyboard's initial controller or a scene by
///    identifier that is the screen, a segue of the calling scene that leads to it, or a
///    controller of the screen's class made in code or by a factory method;
/// 2. else, when storyboard actions (segues, relationships, embeds) or code actions of another
///    screen not reached lead to it, that screen's blocker (the nearest such screen, breadth
///    first from the screens step 1 decided): the way goes through it (`through`);
/// 3. else the first candidate whose target is *not known* (not literal, a form not followed,
///    a factory's result) and that may show a controller — not a dismissal or a pop;
/// 4. else none (nil: nothing read leads there, or no sources were given).
public struct BlockingCall: Sendable, Equatable {
    public var reason: NavigationCallTally.Reason
    /// The call as `--list-code-actions` prints it (with its file and line).
    public var text: String
    public var location: SourceLocation
    /// The scene whose code makes the call; nil when no reached scene's trigger reaches it.
    public var scene: SceneKey?
    /// The unreached screen the way goes through (step 2); nil when the call itself may lead
    /// to the screen.
    public var through: SceneKey?

    /// Each unreached screen's blocker (storyboard scenes and classes made in code alike), by the
    /// rules above; screens without one are absent.
    static func find(scenes: [ExplorationReport.Scene], graph: StoryboardGraph) -> [SceneKey: BlockingCall] {
        let candidates = self.candidates(scenes: scenes, graph: graph)
        let unreached = scenes.filter { !$0.reachedFromLaunch }
        guard !candidates.isEmpty, !unreached.isEmpty else { return [:] }
        var out: [SceneKey: BlockingCall] = [:]
        // 1. The first call that names the screen.
        for s in unreached {
            if let c = candidates.first(where: { $0.targets?.contains(s.key) == true }) { out[s.key] = c.call }
        }
        // 2. Through the nearest unreached screen that leads to it, breadth first.
        let unreachedKeys = Set(unreached.map(\.key))
        let edges = leadsTo(graph)
        var queue = unreached.map(\.key).filter { out[$0] != nil }
        var next = 0
        while next < queue.count {
            let from = queue[next]
            next += 1
            for to in edges[from] ?? [] where unreachedKeys.contains(to) && out[to] == nil {
                var call = out[from]!
                call.through = call.through ?? from
                out[to] = call
                queue.append(to)
            }
        }
        // 3. The first call whose target is not known and that may show a controller.
        if let unknown = candidates.first(where: { $0.targets == nil }) {
            for s in unreached where out[s.key] == nil { out[s.key] = unknown.call }
        }
        return out
    }

    /// A candidate call, and the scenes it names (nil: not known; empty: none, a dismissal or a
    /// pop, or a controller that is no scene).
    private struct Candidate {
        var call: BlockingCall
        var targets: Set<SceneKey>?
    }

    private static func candidates(scenes: [ExplorationReport.Scene], graph: StoryboardGraph) -> [Candidate] {
        let table = graph.codeActions
        var byScene: [SceneKey: [(step: CodeStep, text: String)]] = [:]
        for n in table.notPerformed { byScene[n.scene, default: []].append((n.call, n.step)) }
        let reached = scenes.enumerated().filter { $0.element.reachedFromLaunch }
            .sorted { ($0.element.reach?.count ?? 0, $0.offset) < ($1.element.reach?.count ?? 0, $1.offset) }
        var out: [Candidate] = []
        var seen: Set<SourceLocation> = []
        for (_, s) in reached {
            for n in byScene[s.key] ?? [] {
                seen.insert(n.step.location)
                out.append(Candidate(call: BlockingCall(reason: reason(n.step), text: n.text, location: n.step.location, scene: s.key),
                                     targets: targets(n.step, storyboards: [s.key.storyboard], scene: s.key, graph: graph)))
            }
        }
        for call in table.tally.notPerformed where !seen.contains(call.step.location) {
            // A call no reached scene's trigger reaches: "its storyboard" is that of its class's scenes.
            let own = graph.realScenes.filter { $0.customClass == call.type }.map(\.key.storyboard)
            out.append(Candidate(call: BlockingCall(reason: call.reason, text: CodeActionListing.describe(call.step), location: call.step.location),
                                 targets: targets(call.step, storyboards: own.isEmpty ? graph.storyboards.map(\.name) : own, scene: nil, graph: graph)))
        }
        return out
    }

    /// Why a call reached from a scene is not performed, as the tally groups it.
    private static func reason(_ step: CodeStep) -> NavigationCallTally.Reason {
        switch step.kind {
        case .unrecognised: .notFollowed
        case .navigation(let action): CodeActionTable.unperformable(action) == "not literal" ? .notLiteral : .factoryNotRead
        default: .notLiteral
        }
    }

    /// The scenes a call names (see `Candidate`).
    private static func targets(_ step: CodeStep, storyboards: [String], scene: SceneKey?, graph: StoryboardGraph) -> Set<SceneKey>? {
        switch step.kind {
        case .call: return []
        case .dynamic(let call, _), .unrecognised(let call, _):
            return mayShow(call) ? nil : []
        case .navigation(let action):
            if case .performSegue = action {
                return scene.flatMap { CodeActionPlan.destination(of: action, storyboard: $0.storyboard, from: $0, graph: graph) }
                    .map { [$0] } ?? []
            }
            var out: Set<SceneKey> = []
            var known = true
            func add(_ source: ControllerSource) {
                switch source {
                case .navigationWrapping(let inner): add(inner)
                case .tabBar(let tabs): tabs.forEach(add)
                case .codeMade(let name), .factory(let name, _):
                    out.formUnion(graph.realScenes.filter { $0.customClass == name }.map(\.key))
                    if graph.codeClasses.contains(where: { $0.key == .codeClass(name) }) { out.insert(.codeClass(name)) }
                case .unknown, .parameter: known = false
                case .storyboardInitial, .storyboardIdentifier:
                    for sb in storyboards { if let key = graph.scene(of: source, storyboard: sb) { out.insert(key) } }
                }
            }
            action.controllers.forEach(add)
            return known || !out.isEmpty ? out : nil
        }
    }

    /// Whether a call the reader names but does not follow may show a controller: anything but
    /// a dismissal or a pop (`dismiss`, `popViewController`, `dismissViewControllerAnimated:completion:`, …).
    private static func mayShow(_ call: String) -> Bool {
        let name = call.split(separator: ".").last.map(String.init) ?? call
        return !(name.hasPrefix("dismiss") || name.hasPrefix("pop"))
    }

    /// Where each scene's storyboard actions (segues but unwinds, relationships, embeds) and
    /// code actions lead.
    private static func leadsTo(_ graph: StoryboardGraph) -> [SceneKey: [SceneKey]] {
        var out: [SceneKey: [SceneKey]] = [:]
        for s in graph.realScenes + graph.codeClasses {
            var list: [SceneKey] = []
            for rel in s.relationships { if let d = graph.resolve(rel.destination, in: s.key.storyboard) { list.append(d) } }
            for g in s.segues where g.kind != "unwind" {
                if let d = g.destination.flatMap({ graph.resolve($0, in: s.key.storyboard) }) { list.append(d) }
            }
            for plan in graph.codeActions.plans[s.key] ?? [] {
                if let d = plan.destination(from: s.key, graph: graph) { list.append(d) }
            }
            out[s.key] = list
        }
        return out
    }
}
