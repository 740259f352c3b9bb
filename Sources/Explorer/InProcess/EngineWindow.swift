import EngineRequests
import HierarchyEngine
import WireProtocol

/// A window's state in process: the hierarchy as a value (a branch of the world's, holding
/// only this window and the controllers its path made), the window, what the explorer read
/// from it, and the tab selections it remembers (as `LiveWindow` does per window).
struct EngineState: Sendable {
    var hierarchy: Hierarchy
    var window: WindowID
    var observed: ObservedState
    var tabSelections: [String: Int]
}

/// What opening a start or applying an action did in process: the state after, or the refusal.
enum EngineStep {
    case state(EngineState)
    case refused(Refusal)
}

/// Opens starts and applies actions on hierarchy values: each request is the one `LiveWindow`
/// sends (`ActionRequest`), turned into the operation proscd's method entry builds from it
/// (`MutationRequests`) and applied to a branch of the state (`Hierarchy.branch()`); an
/// animated transition finishes at once (proscd with `--animation-speed 0`); a refusal is the
/// error proscd would answer (`EngineErrorMapping`). Nothing to step back: the state before
/// is untouched.
struct EngineWindow: Sendable {
    let world: EngineWorld
    let context: ExplorationContext

    /// The window for `start` (`window.create {storyboard, identifier?}`; for a launch from
    /// code, the requests that make its root, then `window.create {root}`), or its refusal.
    func open(_ start: ExplorationStart) -> EngineStep {
        var h = world.base.branch()
        let result: OperationResult
        var warnings: [UIKitWarning] = []
        do throws(RPCError) {
            var root: VCID?
            if case .launchCode(let launch) = start {
                var made: [Int: VCID] = [:]
                for (k, call) in CodeActionRequests.calls(launch).enumerated() {
                    let op = try CodeActionRequests.launchCall(call, made: made).operation()
                    if case .controller(let vc) = try Self.run(op, on: &h, warnings: &warnings) { made[k] = vc }
                }
                root = made[made.count - 1]
            }
            let op = try ActionRequest.windowCreate(start, root: root, externalScreen: world.externalScreen).operation()
            result = try Self.run(op, on: &h, warnings: &warnings)
        } catch {
            return .refused(Self.refusal(error))
        }
        guard case .windowCreated(let window, _) = result else {
            return .refused(Refusal(code: 0, kind: "explorer", message: "window.create made no window", uikit: nil, raises: false))
        }
        var tabs: [String: Int] = [:]
        guard var observed = Self.observe(window, in: h, context: context, tabSelections: &tabs) else {
            return .refused(Refusal(code: 0, kind: "explorer", message: "window \(window) has no root", uikit: nil, raises: false))
        }
        observed.warnings = Self.observed(warnings, in: observed)
        return .state(EngineState(hierarchy: h, window: window, observed: observed, tabSelections: tabs))
    }

    /// `action` applied to a copy of `state`: the state after, or the refusal.
    func apply(_ action: UserAction, to state: EngineState) -> EngineStep {
        switch perform(action, on: state) {
        case .refused(let r): return .refused(r)
        case .done(let step): return read(step, after: state)
        }
    }

    /// What an action did to a copy of a state before the explorer reads it: the hierarchy
    /// after and UIKit's warnings on the way.
    struct Performed: Sendable {
        var hierarchy: Hierarchy
        var warnings: [UIKitWarning]
    }

    /// What `perform` did: the hierarchy after, or the refusal.
    enum Attempt {
        case done(Performed)
        case refused(Refusal)
    }

    /// `action` applied to a branch of `state`'s hierarchy, not yet read; or the refusal.
    func perform(_ action: UserAction, on state: EngineState) -> Attempt {
        if case .code(let plan) = action.kind { return performCode(plan, at: action.position, on: state) }
        guard let index = state.observed.index(of: action.position) else {
            return .refused(Refusal(code: 0, kind: "explorer", message: "no controller at \(action.position)", uikit: nil, raises: false))
        }
        guard let target = VCID(wire: state.observed.nodes[index].vc) else {
            return .refused(Refusal(code: 0, kind: "explorer", message: "no controller at \(action.position)", uikit: nil, raises: false))
        }
        if case .givenUp(let gesture, let plan, let at) = action.kind {
            return performCode(plan, at: at, on: state, after: ActionRequest.givenUp(gesture, vc: target))
        }
        var h = state.hierarchy.branch()
        var warnings: [UIKitWarning] = []
        do throws(RPCError) {
            _ = try Self.run(try ActionRequest.call(action.kind, vc: target).operation(), on: &h, warnings: &warnings)
        } catch {
            return .refused(Self.refusal(error))
        }
        return .done(Performed(hierarchy: h, warnings: warnings))
    }

    /// The state `performed` left, read as `LiveWindow.observe` reads `tree` after an action on `state`.
    func read(_ performed: Performed, after state: EngineState) -> EngineStep {
        read(performed, window: state.window, tabSelections: state.tabSelections)
    }

    /// The state `performed` left in `window`, whose tab bars remembered `tabSelections` before;
    /// `shape`: its key when already written (`EngineShape.read`), not written again.
    func read(_ performed: Performed, window: WindowID, tabSelections: [String: Int], shape: String? = nil) -> EngineStep {
        var tabs = tabSelections
        guard var observed = Self.observe(window, in: performed.hierarchy, context: context, tabSelections: &tabs, shape: shape) else {
            return .refused(Refusal(code: 0, kind: "explorer", message: "window \(window) has no root", uikit: nil, raises: false))
        }
        observed.warnings = Self.observed(performed.warnings, in: observed)
        return .state(EngineState(hierarchy: performed.hierarchy, window: window, observed: observed, tabSelections: tabs))
    }

    /// Applies `op`, finishing its transition at once; an engine refusal as proscd answers it.
    /// UIKit's warnings of the call (and of the transition's end) are added to `warnings`, as
    /// proscd puts them in the result.
    static func run(_ op: Operation, on h: inout Hierarchy, warnings: inout [UIKitWarning]) throws(RPCError) -> OperationResult {
        let outcome: Outcome
        do { outcome = try h.apply(op) } catch { throw EngineErrorMapping.rpcError(error) }
        warnings += outcome.warnings
        switch outcome.status {
        case .completed(let r): return r
        case .pending(let ticket):
            let end = h.finishTransition(ticket)
            warnings += end.warnings
            guard case .completed(let r) = end.status else { return .none }
            return r
        }
    }

    /// The engine's warnings as the explorer reads a result's `warnings` (`ObservedWarning.read`).
    static func observed(_ warnings: [UIKitWarning], in state: ObservedState) -> [ObservedWarning] {
        warnings.map { ObservedWarning.make(rule: $0.rule.rawValue, kind: $0.kind, uikit: $0.uikit, vc: $0.vc.description, in: state) }
    }

    /// What the explorer reads of `window`, as `LiveWindow.observe` reads `tree`.
    static func observe(_ window: WindowID, in h: Hierarchy, context: ExplorationContext,
                        tabSelections: inout [String: Int], shape: String? = nil) -> ObservedState? {
        guard let root = EngineTreeNode.tree(of: window, in: h, graph: context.graph) else { return nil }
        return ObservedState.observe(root, graph: context.graph, sceneIndex: context.sceneIndex, storyboard: \.storyboard,
                                     tabSelections: &tabSelections, shape: shape)
    }

    /// proscd's error as the explorer reports it (what `Refusal.init(ClientError)` reads).
    static func refusal(_ e: RPCError) -> Refusal {
        Refusal(code: e.code, kind: RPCErrorCode(rawValue: e.code).map { "\($0)" } ?? "error\(e.code)",
                message: Refusal.normalized(e.message), uikit: e.data?["uikit"]?.stringValue.map { Refusal.normalized($0) },
                raises: e.data?["raises"]?.boolValue ?? false)
    }
}

/// A window replayed step by step in process, as `LiveWindow` is on a server: the state it is
/// in, moved by each action (the problem check's replays).
final class EngineReplay {
    let window: EngineWindow
    private(set) var state: EngineState?

    init(window: EngineWindow) { self.window = window }

    func open(_ start: ExplorationStart) -> ActionOutcome {
        switch window.open(start) {
        case .refused(let r):
            state = nil
            return .refused(r)
        case .state(let s):
            state = s
            return .done(s.observed)
        }
    }

    func apply(_ action: UserAction) -> ActionOutcome {
        guard let current = state else {
            return .refused(Refusal(code: 0, kind: "explorer", message: "no window", uikit: nil, raises: false))
        }
        switch window.apply(action, to: current) {
        case .refused(let r): return .refused(r)
        case .state(let s):
            state = s
            return .done(s.observed)
        }
    }
}
