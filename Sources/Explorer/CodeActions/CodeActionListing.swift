import SourceNavigation

/// `prosc explore --list-code-actions`: the window root the launch code sets, if any
/// (`SourceFacts.launchRoot`, and whether explore launches from it), then per scene, what the
/// sources say its code does — each
/// trigger (a tap on a wired element or an `@IBAction`, a cell tap, the scene appearing), the
/// method it runs and the navigation reached from it, each with file:line (`?` marks a step
/// under a condition: never performed as certain) — then the scenes whose class the sources
/// do not declare, the calls not performed grouped by why (`NavigationCallTally`: not literal,
/// not UIKit's form, a factory's result, reached from no scene), and totals that agree with
/// the summary's `code:` line.
public enum CodeActionListing {
    public static func text(graph: StoryboardGraph, reading: AppSources.Reading) -> String {
        let facts = reading.facts
        var out: [String] = []
        if let root = facts.launchRoot {
            out.append("launch: \(root.method) makes \(root) the window's root"
                       + (root.isUsable ? "" : root.conditional ? ": under a condition, not the launch" : ": not literal, not the launch"))
        }
        var scenesWithCode = 0
        var steps = 0
        var missing: [String] = []
        func list(_ heading: String, _ actions: [SceneCodeActions.CodeAction]) {
            let navigating = actions.filter { !$0.steps.isEmpty }
            out.append(heading)
            if navigating.isEmpty { out.append("  no navigation recognised") }
            for action in navigating {
                out.append("  \(action.trigger) → \(action.method) (\(action.location))")
                for reached in action.steps {
                    steps += 1
                    let via = reached.via.count > 1 ? " via \(reached.via.dropFirst().joined(separator: " → "))" : ""
                    out.append("    \(reached.conditional ? "? " : "")\(describe(reached.step, actor: reached.actor))\(via)")
                }
            }
        }
        for storyboard in graph.storyboards {
            for id in storyboard.sceneOrder {
                guard let scene = graph.scenes[SceneKey(storyboard: storyboard.name, scene: id)], !scene.isReference,
                      let customClass = scene.customClass, !customClass.isEmpty else { continue }
                let name = SceneCodeActions.className(customClass: customClass)
                guard facts.types[name] != nil else {
                    missing.append("\(storyboard.name) \(scene.label) (\(customClass))")
                    continue
                }
                scenesWithCode += 1
                list("\(storyboard.name) \(scene.label)\(scene.label == customClass ? "" : " (\(customClass))"):",
                     SceneCodeActions.actions(customClass: customClass, connections: connections(of: scene), facts: facts))
            }
        }
        // The classes the code makes, screens of their own (issue 40).
        for screen in graph.codeClasses {
            let name = screen.className
            // A `.xib` of its name gives it its view; what the xib wires is not read, and its
            // `@IBAction`s stand for taps (`SceneCodeActions.codeConnections`).
            let xib = reading.xibs.contains(name) ? "; \(name).xib's connections not read" : ""
            list("class \(name) (made in code\(xib)):",
                 SceneCodeActions.actions(customClass: name, connections: SceneCodeActions.codeConnections(className: name, facts: facts), facts: facts))
        }
        if !missing.isEmpty {
            out.append("scenes whose class the sources do not declare (\(missing.count)):")
            out += missing.map { "  " + $0 }
        }
        // The calls not performed, grouped by why, counted as the summary's `code:` line counts them.
        let tally = CodeActionTable(graph: graph, facts: facts).tally
        if !tally.notPerformed.isEmpty {
            out.append("not performed (\(tally.notPerformed.count)):")
            for group in tally.groups {
                out.append("  \(group.reason.text) (\(group.calls.count)):")
                for call in group.calls {
                    out.append("    \(call.type).\(call.method): \(describe(call.step))")
                }
            }
        }
        out.append("read \(facts.fileCount) source files (\(facts.typeOrder.count) types) in \(TerminalSummary.formatted(reading.seconds)) s: "
                   + "\(tally.total) navigation calls, \(tally.performed) performed, \(tally.notPerformedText); "
                   + "\(scenesWithCode) scenes tied to code"
                   + (graph.codeClasses.isEmpty ? "" : " and \(graph.codeClasses.count) classes made in code")
                   + ", \(steps) steps reached")
        if tally.total == 0 {
            out.append("no navigation recognised in the sources")
        }
        return out.joined(separator: "\n")
    }

    /// The scene's storyboard action connections as triggers: `button "Settings"`.
    public static func connections(of scene: StoryboardGraph.Scene) -> [SceneCodeActions.Connection] {
        scene.actions.map { action in
            let kind = action.element == "barButtonItem" ? "bar button item" : action.element
            return SceneCodeActions.Connection(selector: action.selector, element: action.title.map { "\(kind) \"\($0)\"" } ?? kind)
        }
    }

    /// A step for people: what it does, through which other controllers (`actor`, else the
    /// step's own hop), and where.
    static func describe(_ step: CodeStep, actor: [ControllerHop] = []) -> String {
        let hops = ControllerHop.phrase(actor.isEmpty ? step.hop.map { [$0] } ?? [] : actor, on: step.hop != nil)
        return switch step.kind {
        case .navigation(let action): "\(action)\(step.receiver.phrase)\(step.held?.phrase ?? "")\(hops) (\(step.location))"
        case .call(let method): "calls \(method)\(hops) (\(step.location))"
        case .dynamic(let call, let reason): "\(call): \(reason) (\(step.location))"
        case .unrecognised(let call, let reason): "\(call) not followed: \(reason) (\(step.location))"
        }
    }
}
