import HierarchyNaming
import ProsceniumClient
import WireProtocol

/// The checks a flow gets once its server is up and its storyboards are known: every
/// controller name must be one some storyboard (or one of the flow's own `vc.create` calls)
/// declares — identifier, title or class — every scene a storyboard identifier, every
/// screen a screen's name; and assertions about "the action before" need one. Anything else
/// is a bad flow file (exit 2), reported at the name.
struct FlowValidator {
    /// The names the storyboards and the flow itself declare.
    struct KnownNames {
        var controllers: Set<String> = []
        var scenes: Set<String> = []
        var screens: Set<String> = []
        /// False when the flow loads storyboards itself (`call: storyboard.load`): names are
        /// then known only as it runs.
        var complete = true
    }

    /// Known names from `storyboard.list` and `screen.list` answers and the flow's steps.
    static func knownNames(storyboards: JSON, screens: [ScreenInfo], flow: Flow) -> KnownNames {
        var known = KnownNames()
        for storyboard in storyboards["storyboards"]?.arrayValue ?? [] {
            for scene in storyboard["scenes"]?.arrayValue ?? [] {
                for key in ["storyboardIdentifier", "title", "class", "customClass"] {
                    if let name = scene[key]?.stringValue { known.controllers.insert(name) }
                }
                if let identifier = scene["storyboardIdentifier"]?.stringValue { known.scenes.insert(identifier) }
            }
        }
        for s in screens { known.screens.insert(s.name) }
        for step in flow.allSteps {
            guard case .action(let plan) = step.kind else { continue }
            for call in plan.calls {
                if call.method == MethodDescriptor.storyboardLoad.name { known.complete = false }
                if call.method == MethodDescriptor.screenConnect.name, let name = json(call, "name")?.stringValue { known.screens.insert(name) }
                for key in ["class", "title"] { if let name = json(call, key)?.stringValue { known.controllers.insert(name) } }
                if let title = json(call, "properties")?["title"]?.stringValue { known.controllers.insert(title) }
            }
        }
        return known
    }

    private static func json(_ call: PlannedCall, _ key: String) -> JSON? {
        for p in call.params where p.key == key { if case .json(let j) = p.value { return j } }
        return nil
    }

    /// Every problem in `flow` (and the flows it runs).
    static func problems(in flow: Flow, known: KnownNames) -> [FlowFileError] {
        var out: [FlowFileError] = []
        var sawAction = false
        check(flow.steps, known: known, sawAction: &sawAction, into: &out)
        // A name used twice by one step (present's presenter and its storyboard) is one problem.
        var seen = Set<FlowFileError>()
        return out.filter { seen.insert($0).inserted }
    }

    private static func check(_ steps: [FlowStep], known: KnownNames, sawAction: inout Bool, into out: inout [FlowFileError]) {
        for step in steps {
            switch step.kind {
            case .action(let plan):
                sawAction = true
                for ref in plan.names { if let e = problem(ref, known) { out.append(e) } }
            case .runFlow(let sub):
                check(sub.steps, known: known, sawAction: &sawAction, into: &out)
            case .assertion(let a):
                switch a {
                case .callbacks(let e):
                    if !sawAction { out.append(FlowFileError(step.position, "\(e.mode.rawValue) is about the action before it, and there is none")) }
                    for entry in e.entries + (e.versions?.flatMap(\.entries) ?? []) where !entry.label.isEmpty {
                        if let p = problem(NameRef(entry.label, .controller, at: entry.position), known, alsoWindowsAndScreens: true) { out.append(p) }
                    }
                    for name in e.controllers ?? [] {
                        if let p = problem(NameRef(name, .controller, at: step.position), known, alsoWindowsAndScreens: true) { out.append(p) }
                    }
                case .visible(let refs, _):
                    for ref in refs { if let p = problem(ref, known) { out.append(p) } }
                case .property(let e):
                    if let p = problem(e.vc, known) { out.append(p) }
                case .error, .result, .warning:
                    if !sawAction { out.append(FlowFileError(step.position, "\(step.keyword) is about the action before it, and there is none")) }
                case .tree, .invariants:
                    break
                }
            }
        }
    }

    private static func isID(_ name: String, prefix: String) -> Bool {
        name.hasPrefix(prefix) && name.count > prefix.count && name.dropFirst(prefix.count).allSatisfy(\.isNumber)
    }

    private static func problem(_ ref: NameRef, _ known: KnownNames, alsoWindowsAndScreens: Bool = false) -> FlowFileError? {
        switch ref.kind {
        case .controller:
            if ControllerResolver.isID(ref.name) || !known.complete || known.controllers.contains(ref.name) { return nil }
            // A callback's subject may be a window, a screen or a UIScene (`sc2.sceneWillConnect`).
            if alsoWindowsAndScreens, isID(ref.name, prefix: "w") || isID(ref.name, prefix: "s") || isID(ref.name, prefix: "sc") { return nil }
            return FlowFileError(ref.position, "unknown controller '\(ref.name)': no storyboard scene has this identifier, title or class\(Suggestion.text(ref.name, among: known.controllers.sorted())) (or use an id such as vc4)")
        case .scene:
            if !known.complete || known.scenes.contains(ref.name) { return nil }
            return FlowFileError(ref.position, "unknown scene '\(ref.name)': no storyboard has a scene with this storyboard identifier\(Suggestion.text(ref.name, among: known.scenes.sorted()))")
        case .screen:
            if isID(ref.name, prefix: "s") || known.screens.contains(ref.name) { return nil }
            return FlowFileError(ref.position, "unknown screen '\(ref.name)' (screens: \(known.screens.sorted().joined(separator: ", ")); connectScreen adds one)")
        }
    }
}
