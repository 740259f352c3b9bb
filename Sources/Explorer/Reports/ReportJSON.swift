import WireProtocol

/// `prosc explore --json`: the report as one JSON object (schema in docs/explore.md).
public enum ReportJSON {
    public static let schemaVersion = 1

    public static func json(_ r: ExplorationReport) -> JSON {
        let segues = r.allSegues
        var members: [(key: String, value: JSON)] = [
            ("version", .number(Double(schemaVersion))),
            ("main", optional(r.mainStoryboard)),
            ("launchCode", r.launchCode.map { root in
                .object(JSONObject([("method", .string(root.method)), ("root", .string("\(root.source)")),
                                    ("file", .string(root.location.file)), ("line", int(root.location.line))]))
            } ?? .null),
            ("ios", r.ios.map { .number(Double($0)) } ?? .null),
            ("idiom", optional(r.idiom)),
            ("scenes", .object(JSONObject([
                ("total", int(r.scenesTotal)),
                ("reached", int(r.scenesReached)),
                ("reachedFromCode", int(r.scenesReachedFromCode)),
                ("reachedBySegues", int(r.scenesReachedBySegues)),
                ("reachedByAppCode", int(r.scenesReachedByCode)),
                ("notReached", int(r.scenes.filter { $0.reachedBy == "none" }.count)),
            ]))),
            ("classes", .object(JSONObject([
                ("total", int(r.classes.count)),
                ("reached", int(r.classesReached)),
                ("reachedFromCode", int(r.classes.filter { !$0.reachedFromLaunch && $0.reachedFromCode }.count)),
                ("notReached", int(r.classes.filter { $0.reachedHow == nil }.count)),
            ]))),
            ("segues", .object(JSONObject([
                ("total", int(segues.count)),
                ("performed", int(segues.filter { $0.performed > 0 }.count)),
                ("refused", int(segues.filter { $0.refused > 0 }.count)),
                ("untried", int(segues.filter { $0.outcome == "untried" }.count)),
            ]))),
            ("storyboards", .array(r.storyboards.map { sb in
                .object(JSONObject([
                    ("storyboard", .string(sb.name)),
                    ("path", optional(sb.path)),
                    ("scenes", .object(JSONObject([("total", int(sb.scenes)), ("reached", int(sb.scenesReached))]))),
                    ("segues", .object(JSONObject([("total", int(sb.segues)), ("performed", int(sb.seguesPerformed)),
                                                   ("refused", int(sb.seguesRefused))]))),
                    ("problems", int(sb.problems)),
                ]))
            })),
            ("problems", .array(r.problems.map(problem))),
            ("warnings", .array(r.warnings.map(warning))),
            ("unknownUnwinds", .array(r.unknownUnwinds.map(problem))),
            ("userCannotLeave", .array(r.stuckPresentations.map { p in
                .object(JSONObject([
                    ("scene", p.scene.map(scene) ?? .null),
                    ("label", .string(p.label)),
                    ("style", .string(p.style)),
                    ("reason", .string(p.reason)),
                    ("origin", .string(p.origin)),
                    ("occurrences", int(p.occurrences)),
                    ("path", .array(p.path.map(step))),
                ]))
            })),
            ("unreachable", .array(r.unreachable.map { s in
                .object(JSONObject([
                    ("storyboard", .string(s.key.storyboard)),
                    ("scene", .string(s.key.scene)),
                    ("label", .string(s.label)),
                    ("class", .string(s.customClass ?? s.className)),
                    ("storyboardIdentifier", optional(s.storyboardIdentifier)),
                    ("instantiable", .bool(s.storyboardIdentifier != nil)),
                    ("reachedFromCode", .bool(s.reachedFromCode)),
                    ("blockedBy", r.blockers[s.key].map(blockingCall) ?? .null),
                ]))
            })),
            ("screens", screens(r)),
            ("untriedSegues", .array(untriedSegues(r))),
            ("code", code(r)),
            ("truncated", .bool(r.truncated)),
            ("complete", .bool(r.completeness.complete)),
            ("completeness", r.completeness.json),
            ("bounds", .object(JSONObject([
                ("maxDepth", int(r.bounds.maxDepth)),
                ("maxStates", int(r.bounds.maxStates)),
                ("hitMaxDepth", .bool(r.truncatedByDepth)),
                ("hitMaxStates", .bool(r.truncatedByStates)),
                ("maxRepeats", int(r.bounds.maxRepeats)),
                ("hitMaxRepeats", .bool(r.truncatedByRepeats)),
            ]))),
            ("stats", .object(JSONObject([
                ("states", int(r.states)),
                ("statesExpanded", int(r.statesExpanded)),
                ("actions", int(r.actions)),
                ("requests", int(r.requests)),
                ("replays", int(r.replays)),
                ("moves", int(r.moves)),
                ("undos", int(r.undos)),
                ("failedUndos", int(r.failedUndos)),
                ("serverRenewals", int(r.serverRenewals)),
                ("sourceReadingSeconds", r.codeReading.map { .number(($0.seconds * 1000).rounded() / 1000) } ?? .null),
                ("seconds", .number((r.seconds * 1000).rounded() / 1000)),
            ]))),
        ]
        // A comparison with a baseline comes first, as in the terminal summary.
        if let baseline = r.baseline { members.insert(("baseline", baseline.json()), at: 0) }
        return .object(JSONObject(members))
    }

    /// The segues nothing performed or refused, by storyboard and XML id (a baseline compares them).
    static func untriedSegues(_ r: ExplorationReport) -> [JSON] {
        r.allSegues.filter { $0.outcome == "untried" }.map { g in
            .object(JSONObject([
                ("storyboard", .string(g.source.storyboard)),
                ("scene", .string(g.source.scene)),
                ("segue", .string(g.segue.segue)),
                ("identifier", optional(g.segue.identifier)),
            ]))
        }
    }

    static func problem(_ p: ExplorationReport.Problem) -> JSON {
        .object(JSONObject([
            ("severity", .string("error")),
            ("kind", .string(p.refusal.kind)),
            ("code", int(p.refusal.code)),
            ("message", .string(p.refusal.message)),
            ("uikit", optional(p.refusal.uikit)),
            ("raises", .bool(p.refusal.raises)),
            ("origin", .string(p.origin)),
            ("scene", p.scene.map(scene) ?? .null),
            ("segue", p.segue.map { .string($0.segue) } ?? .null),
            ("occurrences", int(p.occurrences)),
            ("reproduced", p.reproduced.map(JSON.bool) ?? .null),
            ("throughCode", .bool(p.throughCode)),
            ("conditional", .bool(p.conditional)),
            ("replayedOnServer", .bool(p.replayedOnServer)),
            ("path", .array(p.path.map(step))),
        ]))
    }

    /// The first call on the way to a scene not reached that explore did not follow.
    static func blockingCall(_ b: BlockingCall) -> JSON {
        .object(JSONObject([
            ("reason", .string(b.reason.text)), ("text", .string(b.text)),
            ("file", .string(b.location.file)), ("line", int(b.location.line)),
            ("scene", b.scene.map(scene) ?? .null), ("through", b.through.map(scene) ?? .null),
        ]))
    }

    /// `--sources`: what reading the code found and every code edge (nil without sources).
    static func code(_ r: ExplorationReport) -> JSON {
        guard let reading = r.codeReading else { return .null }
        return .object(JSONObject([
            ("files", int(reading.files)),
            ("navigationCalls", int(reading.navigationCalls)),
            ("recognised", .bool(reading.navigationCalls > 0)),
            ("edges", .array(r.codeEdges.map { e in
                var members = codeStep(e.plan).objectValue!
                members["source"] = scene(e.source)
                members["destination"] = e.destination.map(scene) ?? .null
                return .object(members)
            })),
            ("notPerformed", .array(r.codeNotPerformed.map { n in
                .object(JSONObject([("scene", scene(n.scene)), ("step", .string(n.step)), ("reason", .string(n.reason))]))
            })),
            ("performedCalls", int(r.codeCalls.performed)),
            ("unfollowed", .array(r.codeCalls.groups.map { group in
                .object(JSONObject([
                    ("reason", .string(group.reason.text)),
                    ("count", int(group.calls.count)),
                    ("calls", .array(group.calls.map { call in
                        .object(JSONObject([
                            ("type", .string(call.type)), ("method", .string(call.method)),
                            ("text", .string(CodeActionListing.describe(call.step))),
                            ("file", .string(call.step.location.file)), ("line", int(call.step.location.line)),
                        ]))
                    })),
                ]))
            })),
        ]))
    }

    /// A code action: trigger, methods, call, file and line.
    static func codeStep(_ plan: CodeActionPlan) -> JSON {
        .object(JSONObject([
            ("trigger", .string(plan.trigger)),
            ("automatic", .bool(plan.automatic)),
            ("methods", .array(plan.methods.map(JSON.string))),
            ("call", .string(plan.action.name)),
            ("text", .string("\(plan.action)")),
            ("file", .string(plan.location.file)),
            ("line", int(plan.location.line)),
            ("conditional", .bool(plan.conditional)),
        ]))
    }

    /// A warning: `severity` `warning`, its rule and UIKit's text, the path whose last step logged it.
    static func warning(_ w: ExplorationReport.Warning) -> JSON {
        .object(JSONObject([
            ("severity", .string("warning")),
            ("rule", .string(w.rule)),
            ("kind", .string(w.kind)),
            ("uikit", .string(w.uikit)),
            ("origin", .string(w.origin)),
            ("scene", w.scene.map(scene) ?? .null),
            ("occurrences", int(w.occurrences)),
            ("reproduced", w.reproduced.map(JSON.bool) ?? .null),
            ("path", .array(w.path.map(step))),
        ]))
    }

    static func step(_ s: PathStep) -> JSON {
        var members: [(key: String, value: JSON)] = [("action", .string(s.action)), ("text", .string(s.text))]
        if let sb = s.storyboard { members.append(("storyboard", .string(sb))) }
        if s.action == "instantiate" { members.append(("identifier", optional(s.identifier))) }
        if let position = s.position { members.append(("position", .string(position))) }
        if let scene = s.scene { members.append(("scene", self.scene(scene))) }
        if let segue = s.segue {
            members.append(("segue", .object(JSONObject([
                ("segue", .string(segue.segue)),
                ("identifier", optional(segue.identifier)),
                ("kind", .string(segue.kind)),
                ("trigger", .string(segue.trigger)),
                ("destination", s.destination.map(scene) ?? .null),
            ]))))
        }
        if let index = s.index { members.append(("index", int(index))) }
        if let direction = s.direction { members.append(("direction", .string(direction))) }
        if let detent = s.detent { members.append(("detent", .string(detent))) }
        if let column = s.column { members.append(("column", .string(column))) }
        if let identifier = s.tabIdentifier { members.append(("tab", .string(identifier))) }
        if let outcome = s.outcome { members.append(("outcome", .string(outcome))) }
        if let plan = s.code {
            members.append(("code", codeStep(plan)))
            if let at = s.codePosition { members.append(("codePosition", .string(at))) }
            members.append(("destination", s.destination.map(scene) ?? .null))
        }
        return .object(JSONObject(members))
    }

    /// `{storyboard, scene}`; a class made in code is `{class}` (it has neither).
    static func scene(_ k: SceneKey) -> JSON {
        if k.isCodeClass { return .object(JSONObject([("class", .string(k.scene))])) }
        return .object(JSONObject([("storyboard", .string(k.storyboard)), ("scene", .string(k.scene))]))
    }

    /// Every screen, storyboard scenes then classes made in code, with how it was first reached
    /// (`ExplorationReport.Scene.reachedHow`, null: not reached) and, not reached, what blocks it
    /// (`BlockingCall`, null when nothing read leads there).
    static func screens(_ r: ExplorationReport) -> JSON {
        .array(r.screens.map { s in
            var members: [(key: String, value: JSON)] = s.key.isCodeClass
                ? [("kind", .string("class"))]
                : [("kind", .string("scene")), ("storyboard", .string(s.key.storyboard)), ("scene", .string(s.key.scene))]
            members += [("class", .string(s.customClass ?? s.className)), ("label", .string(s.label)),
                        ("reached", optional(s.reachedHow))]
            if s.reachedHow == nil { members.append(("blockedBy", r.blockers[s.key].map(blockingCall) ?? .null)) }
            return .object(JSONObject(members))
        })
    }

    static func int(_ n: Int) -> JSON { .number(Double(n)) }
    static func optional(_ s: String?) -> JSON { s.map(JSON.string) ?? .null }
}
