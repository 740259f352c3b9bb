import EngineRequests
import HierarchyEngine
import ProsceniumClient
import WireProtocol

/// Why an exploration stopped: the server could not be reached or stopped answering.
public struct ExplorerServerFailure: Error, CustomStringConvertible {
    public var error: ClientError
    public var description: String { error.description }
}

/// What applying an action did: a new (or the same) state, or the server's refusal.
enum ActionOutcome {
    case done(ObservedState)
    case refused(Refusal)
}

/// A window on the server that the explorer drives: created at a start, moved by actions
/// aimed at tree positions, read back with `tree` after every step. It owns what must be
/// remembered between reads (tab selections, storyboards of ambiguous scene ids). One task
/// uses a window at a time.
///
/// With `pipelined` (a private server, whose transitions take no time), each step's call and
/// the `tree` after it are sent together: the server runs a window's calls in order and a
/// finished mutation is in the tree that follows it, so one round trip does for both.
final class LiveWindow {
    let connection: ProsceniumConnection
    let context: ExplorationContext
    let pipelined: Bool
    private(set) var window: String?
    private(set) var state: ObservedState?
    private var tabSelections: [String: Int] = [:]
    private var storyboardOfVC: [String: String] = [:]
    /// Requests sent (for the performance figures).
    private(set) var requests = 0

    init(connection: ProsceniumConnection, context: ExplorationContext, pipelined: Bool = false) {
        self.connection = connection
        self.context = context
        self.pipelined = pipelined
    }

    /// Counts a request sent from outside this file (a code plan's, `CodeActionRequests`).
    func countRequest() { requests += 1 }

    /// The requests sent since the last call.
    func takeRequests() -> Int {
        defer { requests = 0 }
        return requests
    }

    /// Creates the window for `start` (destroying the one held); the refusal when the
    /// controller cannot be instantiated.
    func open(_ start: ExplorationStart) async throws(ExplorerServerFailure) -> ActionOutcome {
        close()
        let created: JSON
        do {
            var root: VCID?
            if case .launchCode(let launch) = start {
                // The root the launch code makes, request by request, then the window around it.
                var made: [Int: VCID] = [:]
                for (k, call) in CodeActionRequests.calls(launch).enumerated() {
                    requests += 1
                    let launchCall = CodeActionRequests.launchCall(call, made: made)
                    let result = try await connection.request(launchCall.method, launchCall.params)
                    if let vc = result["vc"]?.stringValue.flatMap(VCID.init(wire:)) { made[k] = vc }
                }
                root = made[made.count - 1]
            }
            requests += 1
            let screen = start.isExternalDisplay ? try await externalDisplay() : nil
            let create = ActionRequest.windowCreate(start, root: root, externalScreen: screen)
            created = try await connection.request(create.method, create.params)
        } catch {
            return .refused(try refusal(error))
        }
        guard let id = created["window"]?.stringValue else {
            throw ExplorerServerFailure(error: ClientError(kind: .protocolViolation, message: "window.create answered without a window"))
        }
        window = id
        return .done(try await observe(warnings: created))
    }

    /// An external display of the server (`screen.list`'s first one that is not the main
    /// screen), connected when there is none, as `EngineWorld.externalDisplay` describes it.
    private func externalDisplay() async throws(ClientError) -> ScreenID {
        let screens = try await connection.request(MethodDescriptor.screenList.name, [:])["screens"]?.arrayValue ?? []
        if let id = screens.first(where: { $0["main"]?.boolValue == false })?["id"]?.stringValue.flatMap(ScreenID.init(wire:)) { return id }
        let d = EngineWorld.externalDisplay
        let connected = try await connection.request(MethodDescriptor.screenConnect.name,
                                                     ["name": .string(d.name), "width": .number(d.width), "height": .number(d.height)])
        guard let id = connected["screen"]?.stringValue.flatMap(ScreenID.init(wire:)) else {
            throw ClientError(kind: .protocolViolation, message: "screen.connect answered without a screen")
        }
        return id
    }

    /// Destroys the window, if any, without waiting for the answer (the connection keeps the
    /// order of what follows).
    func close() {
        guard let window else { return }
        self.window = nil
        state = nil
        tabSelections.removeAll()
        storyboardOfVC.removeAll()
        requests += 1
        connection.send(MethodDescriptor.windowDestroy.name, ["window": .string(window)]) { _ in }
    }

    /// Applies `action` to the current state and reads the result.
    func apply(_ action: UserAction) async throws(ExplorerServerFailure) -> ActionOutcome {
        if case .code(let plan) = action.kind { return try await applyCode(plan, at: action.position) }
        guard let state, let index = state.index(of: action.position) else {
            return .refused(Refusal(code: 0, kind: "explorer", message: "no controller at \(action.position)", uikit: nil, raises: false))
        }
        guard let target = VCID(wire: state.nodes[index].vc) else {
            return .refused(Refusal(code: 0, kind: "explorer", message: "no controller at \(action.position)", uikit: nil, raises: false))
        }
        if case .givenUp(let gesture, let plan, let at) = action.kind {
            return try await applyCode(plan, at: at, after: ActionRequest.givenUp(gesture, vc: target))
        }
        let call = ActionRequest.call(action.kind, vc: target)
        switch try await step(call.method, call.params) {
        case .success(let observed): return .done(observed)
        case .failure(let error): return .refused(try refusal(error))
        }
    }

    /// Undoes a step whose effect `undo` describes; true when the window is back in `shape`.
    func undo(_ undo: Undo, back shape: String) async throws(ExplorerServerFailure) -> Bool {
        guard let state else { return false }
        func vc(at position: TreePosition) -> VCID? {
            state.index(of: position).flatMap { VCID(wire: state.nodes[$0].vc) }
        }
        let call: ActionCall
        switch undo {
        case .pop(let position):
            guard let nav = vc(at: position) else { return false }
            call = ActionCall(MutationRequests.navPop) { $0[.nav] = nav }
        case .dismiss(let position):
            guard let presented = vc(at: position) else { return false }
            call = ActionCall(MutationRequests.vcDismiss) { $0[.vc] = presented }
        case .selectTab(let position, let index):
            guard let tab = vc(at: position) else { return false }
            call = ActionCall(MutationRequests.tabSelect) { $0[.tab] = tab; $0[.index] = index }
        case .push(let position, let pushed):
            guard let nav = vc(at: position), let pushed = VCID(wire: pushed) else { return false }
            call = ActionCall(MutationRequests.navPush) { $0[.nav] = nav; $0[.vc] = pushed }
        case .dragSheet(let position, let detent):
            guard let sheet = vc(at: position) else { return false }
            call = ActionCall(MutationRequests.sheetDrag) { $0[.vc] = sheet; $0[.detent] = detent; $0[.outcome] = .finish }
        case .showHideColumn(let position, let column, let show):
            guard let split = vc(at: position), let column = SplitColumn(rawValue: column) else { return false }
            call = show ? ActionCall(MutationRequests.splitShowColumn) { $0[.split] = split; $0[.column] = column }
                : ActionCall(MutationRequests.splitHideColumn) { $0[.split] = split; $0[.column] = column }
        case .restoreStack(let position, let stack):
            guard let nav = vc(at: position) else { return false }
            let vcs = stack.compactMap(VCID.init(wire:))
            guard vcs.count == stack.count else { return false }
            call = ActionCall(MutationRequests.navSetViewControllers) { $0[.nav] = nav; $0[.vcs] = vcs }
        }
        switch try await step(call.method, call.params) {
        case .success(let observed): return observed.shape == shape
        case .failure(let error):
            _ = try refusal(error)
            return false
        }
    }

    /// One call, then the window's tree: pipelined, or one after the other. The server's
    /// refusal, or the state after the call.
    private func step(_ method: String, _ params: JSONObject) async throws(ExplorerServerFailure) -> Result<ObservedState, ClientError> {
        guard pipelined, let window else {
            let result: JSON
            do {
                requests += 1
                result = try await connection.request(method, params)
            } catch {
                return .failure(error)
            }
            return .success(try await observe(warnings: result))
        }
        requests += 2
        let answers = await connection.pipelined([(method, params), (MethodDescriptor.tree.name, ["window": .string(window)])])
        if case .failure(let error) = answers[0] {
            if error.kind != .server { throw ExplorerServerFailure(error: error) }
            return .failure(error)
        }
        switch answers[1] {
        case .success(let tree): return .success(try await observe(tree, warnings: try? answers[0].get()))
        case .failure(let error): throw ExplorerServerFailure(error: error)
        }
    }

    /// Reads the window's tree (or reads it from `answer`, a `tree` result already received);
    /// the state's `warnings` are those of `warnings`, the result of the call that led to it.
    @discardableResult
    func observe(_ answer: JSON? = nil, warnings: JSON? = nil) async throws(ExplorerServerFailure) -> ObservedState {
        guard let window else { throw ExplorerServerFailure(error: ClientError(kind: .protocolViolation, message: "no window")) }
        let root: TreeNode?
        do {
            if let answer {
                root = try Tree(result: answer, context: "tree").windows.first?.root
            } else {
                requests += 1
                root = try await connection.tree(window: window).windows.first?.root
            }
        } catch {
            throw ExplorerServerFailure(error: error)
        }
        guard let root else {
            throw ExplorerServerFailure(error: ClientError(kind: .protocolViolation, message: "window \(window) has no root"))
        }
        try await resolveStoryboards(root)
        let graph = context.graph
        let known = storyboardOfVC
        var observed = ObservedState.observe(root, graph: graph, sceneIndex: context.sceneIndex,
                                             storyboard: { known[$0.vc] }, tabSelections: &tabSelections)
        observed.warnings = ObservedWarning.read(warnings, in: observed, paths: context.stagedPaths)
        state = observed
        return observed
    }

    /// Asks `vc.get` for the storyboard of controllers whose scene id several storyboards use.
    private func resolveStoryboards(_ root: TreeNode) async throws(ExplorerServerFailure) {
        for node in root.allNodes {
            guard let scene = node.scene, storyboardOfVC[node.vc] == nil,
                  context.graph.storyboards(ofSceneID: scene).count > 1 else { continue }
            do {
                requests += 1
                storyboardOfVC[node.vc] = try await connection.controller(node.vc).storyboard
            } catch {
                throw ExplorerServerFailure(error: error)
            }
        }
    }

    /// A server refusal, or the failure that ends the exploration.
    private func refusal(_ error: ClientError) throws(ExplorerServerFailure) -> Refusal {
        guard error.kind == .server else { throw ExplorerServerFailure(error: error) }
        return Refusal(error, paths: context.stagedPaths)
    }
}

/// How to take one step back after an action, read from the trees before and after it.
enum Undo: Equatable, Sendable {
    /// The action pushed onto the navigation controller at this position: pop it.
    case pop(TreePosition)
    /// The action presented the controller at this position: dismiss it.
    case dismiss(TreePosition)
    /// The action selected another tab: select this one again.
    case selectTab(TreePosition, Int)
    /// The action popped `vc` from the navigation controller at this position: push it again.
    case push(TreePosition, vc: String)
    /// The action popped several controllers at once (a tap on the selected tab pops its stack
    /// to the root, R103): set the stack back to `vcs`, bottom first.
    case restoreStack(TreePosition, vcs: [String])

    /// The action dragged the sheet at this position to another detent: drag it back to this
    /// one (R168; the detent is part of the shape).
    case dragSheet(TreePosition, detent: String)

    /// The action showed (hid) a column of the split at this position: show (hide) it the other
    /// way — `hideColumn` after `showColumn` and back (R157). When that is not the mode left
    /// (a triple-column primary shown from `secondaryOnly` is hidden to one column), the shape
    /// check fails and the window is replayed.
    case showHideColumn(TreePosition, column: String, show: Bool)

    /// Whether it names only positions, so it works in any window in the same state (a
    /// push or a restored stack names controller ids).
    var isPositional: Bool {
        switch self {
        case .push, .restoreStack: false
        default: true
        }
    }

    /// The single change between `before` and `after` that one call can reverse, if that is
    /// all that changed (the caller checks the shape after undoing).
    static func between(_ before: ObservedState, _ after: ObservedState, action: UserAction) -> Undo? {
        // A tap on another tab: select the old one again. A tap on the selected tab popped its
        // stack to the root (R103): one popped controller is pushed again below; more, replayed.
        if case .tapTab(let index) = action.kind, let i = before.index(of: action.position), let old = before.nodes[i].selectedTab,
           index != old {
            return .selectTab(action.position, old)
        }
        // A tap on More (R117): the tab selected before is selected again (R116: More leaves).
        if case .tapMore = action.kind, let i = before.index(of: action.position), let old = before.nodes[i].selectedTab {
            return .selectTab(action.position, old)
        }
        // A drag to another detent: drag the sheet back to the one it rested at.
        if case .dragSheet = action.kind, let i = before.index(of: action.position), let old = before.nodes[i].detent {
            return .dragSheet(action.position, detent: old)
        }
        if case .showColumn(let column) = action.kind { return .showHideColumn(action.position, column: column, show: false) }
        if case .hideColumn(let column) = action.kind { return .showHideColumn(action.position, column: column, show: true) }
        var beforeByPosition: [TreePosition: Int] = [:]
        for (i, n) in before.nodes.enumerated() { beforeByPosition[n.position] = i }
        for a in after.nodes {
            guard let bi = beforeByPosition[a.position] else { continue }
            let b = before.nodes[bi]
            if a.container == "navigation", a.children.count == b.children.count + 1 { return .pop(a.position) }
            if a.container == "navigation", a.children.count + 1 == b.children.count, let last = b.children.last {
                return .push(a.position, vc: before.nodes[last].vc)
            }
            if a.container == "navigation", a.children.count == 1, b.children.count > 2 {
                return .restoreStack(a.position, vcs: b.children.map { before.nodes[$0].vc })
            }
            if a.presented != nil, b.presented == nil { return .dismiss(a.position.appending(.presented)) }
        }
        return nil
    }
}
