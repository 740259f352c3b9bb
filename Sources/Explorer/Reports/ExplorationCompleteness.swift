import ProsceniumClient
import WireProtocol

/// Whether an exploration covered every state reachable within its depth bound (issue 41), and
/// what it left and why: the state bound, states it could not re-reach; how far the depth bound
/// cut; which tab bars the product reduction held (`HiddenTabReduction`), which it did not and
/// why; whether stacks were held without their buried controllers (`StackInteriorReduction`), or
/// why not; and how many equivalent states the two left out. `truncated` keeps its meaning (a bound cut
/// the exploration short): a run cut only by `--max-depth` is truncated and complete.
public struct ExplorationCompleteness: Sendable, Equatable {
    /// A tab bar scene the reduction did not hold, with why.
    public struct NotReduced: Sendable, Equatable {
        public var scene: SceneKey
        public var label: String
        public var reason: String
    }

    public var complete: Bool
    /// What was left and why, one sentence each; empty when complete.
    public var left: [String]
    public var maxDepth: Int
    /// States `maxDepth` actions from their start, whose actions were not tried.
    public var statesAtMaxDepth: Int
    public var maxRepeats: Int
    /// States met past the stack bound (`RepeatBound`), not expanded.
    public var statesPastMaxRepeats: Int
    /// Tab bar scenes whose hidden tabs were held at their first value, in scene order.
    public var reducedTabBars: [(scene: SceneKey, label: String)]
    public var notReduced: [NotReduced]
    /// Whether navigation stacks were held by their root, top and the one below it.
    public var reducedStacks: Bool
    /// Why stacks were not reduced (nil when they were, or in the exhaustive search).
    public var stacksNotReduced: String?
    /// Of `equivalentStates`, those that differ from one expanded only in buried controllers.
    var buriedEquivalentStates = 0
    /// States met and not expanded, each equivalent to one that was: dirty (tabs) or differing
    /// only in the controllers buried in their stacks.
    public var equivalentStates: Int

    public static func == (a: Self, b: Self) -> Bool {
        a.complete == b.complete && a.left == b.left && a.maxDepth == b.maxDepth && a.statesAtMaxDepth == b.statesAtMaxDepth
            && a.maxRepeats == b.maxRepeats && a.statesPastMaxRepeats == b.statesPastMaxRepeats
            && a.reducedTabBars.map(\.scene) == b.reducedTabBars.map(\.scene) && a.notReduced == b.notReduced
            && a.reducedStacks == b.reducedStacks && a.stacksNotReduced == b.stacksNotReduced
            && a.equivalentStates == b.equivalentStates
    }

    init(_ log: ExplorationLog) {
        let graph = log.context.graph
        complete = log.complete
        left = []
        if log.truncatedByStates {
            left.append("the state bound (--max-states \(log.bounds.maxStates)) left out states "
                        + "\(log.stateBoundDepth ?? 0) actions from their start and deeper")
        }
        if !log.replayFailures.isEmpty {
            left.append("\(log.replayFailures.count) state\(log.replayFailures.count == 1 ? "" : "s") could not be reached again to try their actions")
        }
        maxDepth = log.bounds.maxDepth
        statesAtMaxDepth = log.statesAtMaxDepth
        maxRepeats = log.bounds.maxRepeats
        statesPastMaxRepeats = log.repeats.exceeded.count
        let reduction = log.reduction
        reducedTabBars = graph.scenes.values.filter { s in log.context.sceneIndex.number(s.key).map(reduction.reduces) ?? false }
            .sorted { $0.key < $1.key }.map { ($0.key, $0.label) }
        notReduced = reduction.notReduced.map { NotReduced(scene: $0.scene, label: graph.scenes[$0.scene]?.label ?? "?", reason: $0.reason) }
        reducedStacks = log.stacks.isActive
        stacksNotReduced = log.stacks.reason
        buriedEquivalentStates = log.stacks.pruned.count
        equivalentStates = reduction.pruned.count + buriedEquivalentStates
    }

    /// The report's `completeness` object (docs/explore.md, *JSON*).
    var json: JSON {
        .object(JSONObject([
            ("left", .array(left.map { .string($0) })),
            ("statesAtMaxDepth", .number(Double(statesAtMaxDepth))),
            ("statesPastMaxRepeats", .number(Double(statesPastMaxRepeats))),
            ("reducedTabBars", .array(reducedTabBars.map { t in
                .object(JSONObject([("storyboard", .string(t.scene.storyboard)), ("scene", .string(t.scene.scene)),
                                    ("label", .string(t.label))]))
            })),
            ("notReduced", .array(notReduced.map { n in
                .object(JSONObject([("storyboard", .string(n.scene.storyboard)), ("scene", .string(n.scene.scene)),
                                    ("label", .string(n.label)), ("reason", .string(n.reason))]))
            })),
            ("reducedStacks", .bool(reducedStacks)),
            ("stacksNotReduced", stacksNotReduced.map { .string($0) } ?? .null),
            ("equivalentStates", .number(Double(equivalentStates))),
        ]))
    }

    /// The terminal summary's line.
    var line: String {
        var out = complete
            ? "complete: every state within \(maxDepth) actions"
                + (maxRepeats > 0 ? " (a scene at most \(maxRepeats == 1 ? "once" : "\(maxRepeats) times") on a stack)" : "")
                + " was explored"
            : "not complete: " + left.joined(separator: "; ")
        var cut: [String] = []
        if statesAtMaxDepth > 0 { cut.append("\(statesAtMaxDepth) state\(statesAtMaxDepth == 1 ? "" : "s") at the depth bound") }
        if statesPastMaxRepeats > 0 { cut.append("\(statesPastMaxRepeats) past the stack bound") }
        if complete, !cut.isEmpty { out += " (not expanded further: \(cut.joined(separator: ", ")))" }
        var held: [String] = []
        if !reducedTabBars.isEmpty {
            held.append("tabs not shown held at their first value in \(reducedTabBars.map(\.label).joined(separator: ", "))")
        }
        // Said where it left a state out: most apps' stacks are reduced, and most small apps' never bury.
        if reducedStacks, buriedEquivalentStates > 0 {
            held.append("controllers buried in stacks and under presentations left out but those an unwind may end on")
        }
        if !held.isEmpty {
            out += "; " + held.joined(separator: "; ")
                + " (\(equivalentStates) equivalent state\(equivalentStates == 1 ? "" : "s") not expanded)"
        }
        // Why stacks are not reduced is in the JSON only (`stacksNotReduced`): every app whose code navigates.
        for n in notReduced { out += "; \(n.label) not reduced: \(n.reason)" }
        return out
    }
}
