import SourceNavigation

/// `prosc explore --list-code-actions`: per scene, what the sources say its code does — each
/// trigger (a tap on a wired element or an `@IBAction`, a cell tap, the scene appearing), the
/// method it runs and the navigation reached from it, each with file:line (`?` marks a step
/// under a condition: never performed as certain) — then the scenes whose class the sources
/// do not declare, every navigation call that names nothing literal (dynamic), every call named
/// like UIKit's navigation in a form not followed (unrecognised), and totals.
public enum CodeActionListing {
    public static func text(graph: StoryboardGraph, reading: AppSources.Reading) -> String {
        let facts = reading.facts
        var out: [String] = []
        var scenesWithCode = 0
        var steps = 0
        var missing: [String] = []
        for storyboard in graph.storyboards {
            for id in storyboard.sceneOrder {
                guard let scene = graph.scenes[SceneKey(storyboard: storyboard.name, scene: id)], !scene.isReference,
                      let customClass = scene.customClass, !customClass.isEmpty else { continue }
                let name = SceneCodeActions.className(customClass: customClass)
                guard facts.types[name] != nil else {
                    missing.append("\(storyboard.name) \(scene.label) (\(customClass))")
                    continue
                }
                let actions = SceneCodeActions.actions(customClass: customClass, connections: connections(of: scene), facts: facts)
                let navigating = actions.filter { !$0.steps.isEmpty }
                scenesWithCode += 1
                out.append("\(storyboard.name) \(scene.label)\(scene.label == customClass ? "" : " (\(customClass))"):")
                if navigating.isEmpty { out.append("  no navigation recognised") }
                for action in navigating {
                    out.append("  \(action.trigger) → \(action.method) (\(action.location))")
                    for reached in action.steps {
                        steps += 1
                        let via = reached.via.count > 1 ? " via \(reached.via.dropFirst().joined(separator: " → "))" : ""
                        out.append("    \(reached.conditional ? "? " : "")\(describe(reached.step))\(via)")
                    }
                }
            }
        }
        if !missing.isEmpty {
            out.append("scenes whose class the sources do not declare (\(missing.count)):")
            out += missing.map { "  " + $0 }
        }
        let dynamic = facts.dynamicSteps
        if !dynamic.isEmpty {
            out.append("not literal, not followed (\(dynamic.count)):")
            for d in dynamic {
                out.append("  \(d.type).\(d.method): \(describe(d.step))")
            }
        }
        let unrecognised = facts.unrecognisedSteps
        if !unrecognised.isEmpty {
            out.append("not UIKit's form or not the controller's, not followed (\(unrecognised.count)):")
            for u in unrecognised {
                out.append("  \(u.type).\(u.method): \(describe(u.step))")
            }
        }
        let navigationCalls = facts.typeOrder.reduce(0) { total, name in
            total + facts.types[name]!.methods.reduce(0) { $0 + $1.steps.filter { if case .navigation = $0.kind { true } else { false } }.count }
        }
        let notFollowed = unrecognised.isEmpty ? "" : ", \(unrecognised.count) not followed"

        out.append("read \(facts.fileCount) source files (\(facts.typeOrder.count) types) in \(TerminalSummary.formatted(reading.seconds)) s: "
                   + "\(navigationCalls) navigation calls, \(dynamic.count) not literal\(notFollowed); \(scenesWithCode) scenes tied to code, \(steps) steps reached")
        if navigationCalls == 0 && dynamic.isEmpty && unrecognised.isEmpty {
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

    /// A step for people: what it does and where.
    static func describe(_ step: CodeStep) -> String {
        switch step.kind {
        case .navigation(let action): "\(action) (\(step.location))"
        case .call(let method): "calls \(method) (\(step.location))"
        case .dynamic(let call, let reason): "\(call): \(reason) (\(step.location))"
        case .unrecognised(let call, let reason): "\(call) not followed: \(reason) (\(step.location))"
        }
    }
}
