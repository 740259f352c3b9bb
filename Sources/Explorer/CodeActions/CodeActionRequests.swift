import EngineRequests
import HierarchyEngine
import ProsceniumClient
import SourceNavigation
import WireProtocol

/// The protocol requests a code plan amounts to, in the order the code makes them: the
/// controller it hands over made first (`vc.instantiate {storyboard, identifier?}` for a
/// storyboard's initial controller or a scene by identifier — `storyboard`/`self.storyboard`
/// is the scene's own storyboard —, `vc.create {class}` for `FooViewController()`, then
/// `vc.create {class: UINavigationController, children}` for a
/// `UINavigationController(rootViewController:)` around it), then the call itself
/// (`segue.perform {identifier}`, `vc.present` with the style and transition set before it,
/// `vc.show`, `vc.showDetail`, `nav.push`, `nav.setViewControllers`, `nav.pop`,
/// `nav.popToRoot`, `vc.dismiss`, `tab.select`). Sent to a server (`LiveWindow.applyCode`) or
/// turned into the engine operations proscd builds from the same params
/// (`EngineWindow.applyCode`, through `MutationRequests`), so both meet the same rules.
///
/// `navigationController?.…` and `tabBarController?.…` go to the controller UIKit answers for
/// them: the nearest navigation (tab bar) controller among the scene's parents, not across a
/// presentation. When there is none the call goes to nil and nothing happens (Swift's optional
/// chaining, Objective-C's message to nil): the action is refused with `nilReceiver`, the tap
/// does nothing — the problem the issue names "a push from a controller that is not in a
/// navigation controller". No request is sent for it.
enum CodeActionRequests {
    /// A controller a request names: the one the code runs in (`self`), another receiver the
    /// code names (`CallReceiver`: the top of its presentations, its window's root, the top of the
    /// window's presentations), its `navigationController` or `tabBarController`, or the one an
    /// earlier request made.
    enum Controller: Hashable {
        case this, receiver(CallReceiver), navigation, tabBar, made(Int)
    }

    /// One request: its method and literal arguments, and the parameters naming controllers.
    struct Call {
        var call: ActionCall
        var controllers: [(key: Param<VCID>, controller: Controller)] = []
        var lists: [(key: Param<[VCID]>, controllers: [Controller])] = []
        /// True for the requests that make a controller (their result's `vc` is it).
        var makes: Bool {
            call.request.descriptor === MethodDescriptor.vcInstantiate || call.request.descriptor === MethodDescriptor.vcCreate
        }
    }

    /// The requests that make the controller `source` names (`storyboard`: the storyboard an
    /// unnamed one is, the scene's own), appended to `out`; the last one's result is it.
    static func make(_ source: ControllerSource, storyboard: String, into out: inout [Call]) -> Controller {
        switch source {
        case .storyboardInitial(let name):
            out.append(Call(call: ActionCall(MutationRequests.vcInstantiate) { $0[.storyboard] = name ?? storyboard }))
        case .storyboardIdentifier(let name, let identifier):
            out.append(Call(call: ActionCall(MutationRequests.vcInstantiate) { $0[.storyboard] = name ?? storyboard; $0[.identifier] = identifier }))
        case .codeMade(let className):
            out.append(Call(call: ActionCall(MutationRequests.vcCreate) { $0[.className] = className }))
        case .navigationWrapping(let inner):
            let root = make(inner, storyboard: storyboard, into: &out)
            out.append(Call(call: ActionCall(MutationRequests.vcCreate) { $0[.className] = "UINavigationController" },
                            lists: [(.children, [root])]))
        case .tabBar(let tabs):
            let children = tabs.map { make($0, storyboard: storyboard, into: &out) }
            out.append(Call(call: ActionCall(MutationRequests.vcCreate) { $0[.className] = "UITabBarController" },
                            lists: [(.children, children)]))
        case .factory, .parameter, .unknown:
            // CodeActionTable keeps no plan with these, and a launch root is used only when literal.
            preconditionFailure("a controller that is not literal: \(source)")
        }
        return .made(out.count - 1)
    }

    /// The requests that make a launch root (`LaunchRoot.isUsable`), the last one's result it.
    static func calls(_ root: LaunchRoot) -> [Call] {
        var out: [Call] = []
        _ = make(root.source, storyboard: "", into: &out)
        return out
    }

    static func calls(_ plan: CodeActionPlan) -> [Call] {
        var out: [Call] = []
        func make(_ source: ControllerSource) -> Controller {
            let made = Self.make(source, storyboard: plan.storyboard, into: &out)
            // What the code set on it before the call (issue 42): `vc.set`, once, on the controller handed over.
            let properties = Dictionary(plan.settings.filter { $0.receiver == .controller }.map { ($0.property, $0.value) }) { _, last in last }
            if !properties.isEmpty {
                out.append(Call(call: ActionCall(MutationRequests.vcSet) { $0[.properties] = PropertyValues.encode(properties) },
                                controllers: [(.vc, made)]))
            }
            return made
        }
        let receiver: Controller = plan.receiver == .controller ? .this : .receiver(plan.receiver)
        switch plan.action {
        case .performSegue(let identifier):
            out.append(Call(call: ActionCall(MutationRequests.seguePerform) { $0[.identifier] = identifier }, controllers: [(.source, .this)]))
        case .present(let source, let style, let transition):
            let vc = make(source)
            let call = ActionCall(MutationRequests.vcPresent) { a in
                a.set(.style, style.flatMap(PresentationStyle.init(rawValue:)))
                a.set(.transition, transition.flatMap(TransitionStyle.init(rawValue:)))
            }
            out.append(Call(call: call, controllers: [(.presenter, receiver), (.vc, vc)]))
        case .show(let source):
            let vc = make(source)
            out.append(Call(call: ActionCall(MutationRequests.vcShow), controllers: [(.from, .this), (.vc, vc)]))
        case .showDetail(let source):
            let vc = make(source)
            out.append(Call(call: ActionCall(MutationRequests.vcShowDetail), controllers: [(.from, .this), (.vc, vc)]))
        case .push(let source):
            let vc = make(source)
            out.append(Call(call: ActionCall(MutationRequests.navPush), controllers: [(.nav, .navigation), (.vc, vc)]))
        case .setViewControllers(let sources):
            let vcs = sources.map(make)
            out.append(Call(call: ActionCall(MutationRequests.navSetViewControllers), controllers: [(.nav, .navigation)], lists: [(.vcs, vcs)]))
        case .pop:
            out.append(Call(call: ActionCall(MutationRequests.navPop), controllers: [(.nav, .navigation)]))
        case .popToRoot:
            out.append(Call(call: ActionCall(MutationRequests.navPopToRoot), controllers: [(.nav, .navigation)]))
        case .dismiss:
            out.append(Call(call: ActionCall(MutationRequests.vcDismiss), controllers: [(.vc, receiver)]))
        case .selectTab(let index):
            out.append(Call(call: ActionCall(MutationRequests.tabSelect) { $0[.index] = index }, controllers: [(.tab, .tabBar)]))
        }
        return out
    }

    /// The call with its controllers' ids: the scene's controller is at `position` of `state`,
    /// `made` holds what earlier calls made. A nil receiver is refused (`nilReceiver`).
    static func resolve(_ call: Call, plan: CodeActionPlan, position: TreePosition, state: ObservedState,
                        made: [Int: VCID]) -> Result<ActionCall, Refused> {
        var resolved = call.call
        func id(_ c: Controller) -> Result<VCID, Refused> {
            switch c {
            case .this:
                guard let i = state.index(of: position), let vc = VCID(wire: state.nodes[i].vc) else {
                    return .failure(Refused(refusal: noController(position)))
                }
                return .success(vc)
            case .receiver(let receiver):
                // The window's root is `/`; a top is the end of the chain of controllers presented
                // from the controller (or the root), as `tree` places them (`>`).
                var at = receiver == .windowRoot || receiver == .topOfWindow ? TreePosition.root : position
                if receiver == .topOfPresentations || receiver == .topOfWindow {
                    while state.index(of: at.appending(.presented)) != nil { at = at.appending(.presented) }
                }
                guard let i = state.index(of: at), let vc = VCID(wire: state.nodes[i].vc) else {
                    return .failure(Refused(refusal: noController(position)))
                }
                return .success(vc)
            case .navigation, .tabBar:
                let container = c == .navigation ? "navigation" : "tabBar"
                // A call on a hop's controller itself (`(… as? UINavigationController)?.push…`) is its own.
                let own = plan.onActor ? state.index(of: position).map { state.nodes[$0].vc } : nil
                guard let text = own ?? ancestor(of: position, container: container, in: state), let vc = VCID(wire: text) else {
                    return .failure(Refused(refusal: nilReceiver(plan, property: c == .navigation ? "navigationController" : "tabBarController",
                                                                 container: c == .navigation ? "navigation controller" : "tab bar controller")))
                }
                return .success(vc)
            case .made(let k):
                return .success(made[k]!)
            }
        }
        for (key, c) in call.controllers {
            switch id(c) {
            case .success(let vc): resolved.arguments[key] = vc
            case .failure(let r): return .failure(r)
            }
        }
        for (key, list) in call.lists {
            var ids: [VCID] = []
            for c in list {
                switch id(c) {
                case .success(let vc): ids.append(vc)
                case .failure(let r): return .failure(r)
                }
            }
            resolved.arguments[key] = ids
        }
        return .success(resolved)
    }

    /// The nearest controller of `container` kind among the parents of the controller at
    /// `position` (not across a presentation): what UIKit's `navigationController` and
    /// `tabBarController` answer.
    static func ancestor(of position: TreePosition, container: String, in state: ObservedState) -> String? {
        ancestorPosition(of: position, container: container, in: state).flatMap(state.index(of:)).map { state.nodes[$0].vc }
    }

    static func ancestorPosition(of position: TreePosition, container: String, in state: ObservedState) -> TreePosition? {
        var steps = position.steps
        while let last = steps.last {
            if last == .presented { return nil }
            steps.removeLast()
            if let i = state.index(of: TreePosition(steps)), state.nodes[i].container == container { return TreePosition(steps) }
        }
        return nil
    }

    /// Where the controller the code runs as is (`plan.actor`'s hops followed from the scene's
    /// controller at `position`, each where UIKit finds it: `ControllerHop.Relation`), or nil when
    /// a hop finds no controller or fails its cast: then the code's optional chain (or `guard let`)
    /// stops and nothing happens.
    static func actorPosition(_ plan: CodeActionPlan, from position: TreePosition, in state: ObservedState) -> TreePosition? {
        var at = position
        for hop in plan.actor {
            guard let next = hopPosition(hop.relation, from: at, in: state), let i = state.index(of: next),
                  hop.admits(className: state.nodes[i].className, container: state.nodes[i].container) else { return nil }
            at = next
        }
        return at
    }

    private static func hopPosition(_ relation: ControllerHop.Relation, from at: TreePosition, in state: ObservedState) -> TreePosition? {
        switch relation {
        case .parent:
            // R50: a presented controller (or a root) has no parent.
            guard case .child? = at.steps.last else { return nil }
            return TreePosition(Array(at.steps.dropLast()))
        case .presenting:
            // R49: the presenter of the nearest presented controller among it and its parents.
            guard let k = at.steps.lastIndex(of: .presented) else { return nil }
            return TreePosition(Array(at.steps[..<k]))
        case .navigationController:
            return ancestorPosition(of: at, container: "navigation", in: state)
        case .tabBarController:
            return ancestorPosition(of: at, container: "tabBar", in: state)
        case .navigationRoot:
            return ancestorPosition(of: at, container: "navigation", in: state)?.appending(.child(0))
        case .windowRoot:
            return .root
        }
    }

    /// A launch call with the controllers earlier launch calls made (`made`).
    static func launchCall(_ call: Call, made: [Int: VCID]) -> ActionCall {
        var resolved = call.call
        for (key, list) in call.lists {
            resolved.arguments[key] = list.compactMap { if case .made(let k) = $0 { made[k] } else { nil } }
        }
        return resolved
    }

    /// A call that cannot be sent, and the refusal it stands for.
    struct Refused: Error { var refusal: Refusal }

    static func noController(_ position: TreePosition) -> Refusal {
        Refusal(code: 0, kind: "explorer", message: "no controller at \(position)", uikit: nil, raises: false)
    }

    /// The refusal kind of a call that goes to nil.
    static let nilReceiverKind = "nilReceiver"

    /// The call goes to nil: nothing happens.
    static func nilReceiver(_ plan: CodeActionPlan, property: String, container: String) -> Refusal {
        Refusal(code: 0, kind: nilReceiverKind,
                message: "\(property) is nil (the controller is in no \(container)): the code's call \(plan.action.name) goes to nil and nothing happens (\(plan.location))",
                uikit: nil, raises: false)
    }
}

extension EngineWindow {
    /// A code plan applied to a branch of `state`'s hierarchy, request by request, not yet read
    /// (`perform` reads it like any action); or the first refusal (what was done before it is
    /// dropped with the branch). `gesture`: a gesture given up whose callback runs the code,
    /// made first (it leaves the tree as it was, so the code's positions hold).
    func performCode(_ plan: CodeActionPlan, at position: TreePosition, on state: EngineState, after gesture: ActionCall? = nil) -> Attempt {
        var h = state.hierarchy.branch()
        var warnings: [UIKitWarning] = []
        var made: [Int: VCID] = [:]
        if let gesture {
            do throws(RPCError) { _ = try Self.run(try gesture.operation(), on: &h, warnings: &warnings) } catch {
                return .refused(Self.refusal(error))
            }
        }
        guard let actor = CodeActionRequests.actorPosition(plan, from: position, in: state.observed) else {
            return .done(Performed(hierarchy: h, warnings: warnings))   // a cast fails: nothing happens
        }
        for (k, call) in CodeActionRequests.calls(plan).enumerated() {
            let resolved: ActionCall
            switch CodeActionRequests.resolve(call, plan: plan, position: actor, state: state.observed, made: made) {
            case .failure(let r): return .refused(r.refusal)
            case .success(let c): resolved = c
            }
            do throws(RPCError) {
                let result = try Self.run(try resolved.operation(), on: &h, warnings: &warnings)
                if call.makes, case .controller(let vc) = result { made[k] = vc }
            } catch {
                return .refused(Self.refusal(error))
            }
        }
        return .done(Performed(hierarchy: h, warnings: warnings))
    }
}

extension LiveWindow {
    /// A code plan sent to the server request by request, then the window's tree read; the
    /// first refusal ends it. The state's warnings are those of every request.
    /// `gesture`: a gesture given up whose callback runs the code, sent first.
    func applyCode(_ plan: CodeActionPlan, at position: TreePosition, after gesture: ActionCall? = nil) async throws(ExplorerServerFailure) -> ActionOutcome {
        guard let state else { return .refused(CodeActionRequests.noController(position)) }
        var made: [Int: VCID] = [:]
        var warnings: [JSON] = []
        // One request: its result, or nil when the server refused it (`refused` says why).
        var refused: Refusal?
        func send(_ call: ActionCall) async throws(ExplorerServerFailure) -> JSON? {
            countRequest()
            do {
                let result = try await connection.request(call.method, call.params)
                warnings += result["warnings"]?.arrayValue ?? []
                return result
            } catch {
                guard error.kind == .server else { throw ExplorerServerFailure(error: error) }
                refused = Refusal(error, paths: context.stagedPaths)
                return nil
            }
        }
        if let gesture, try await send(gesture) == nil, let refused { return .refused(refused) }
        guard let actor = CodeActionRequests.actorPosition(plan, from: position, in: state) else {
            // A cast fails: nothing happens.
            return .done(try await observe(warnings: .object(["warnings": .array(warnings)])))
        }
        for (k, call) in CodeActionRequests.calls(plan).enumerated() {
            let resolved: ActionCall
            switch CodeActionRequests.resolve(call, plan: plan, position: actor, state: state, made: made) {
            case .failure(let r): return .refused(r.refusal)
            case .success(let c): resolved = c
            }
            guard let result = try await send(resolved) else { return .refused(refused!) }
            if call.makes, let vc = result["vc"]?.stringValue.flatMap(VCID.init(wire:)) { made[k] = vc }
        }
        return .done(try await observe(warnings: .object(["warnings": .array(warnings)])))
    }
}
