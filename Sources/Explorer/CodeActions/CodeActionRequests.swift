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

    /// One request: its method, its literal params, and the params naming controllers.
    struct Call {
        var method: String
        var params: JSONObject
        var controllers: [String: Controller] = [:]
        var lists: [String: [Controller]] = [:]
        /// True for the requests that make a controller (their result's `vc` is it).
        var makes: Bool { method == MethodDescriptor.vcInstantiate.name || method == MethodDescriptor.vcCreate.name }
    }

    /// The requests that make the controller `source` names (`storyboard`: the storyboard an
    /// unnamed one is, the scene's own), appended to `out`; the last one's result is it.
    static func make(_ source: ControllerSource, storyboard: String, into out: inout [Call]) -> Controller {
        switch source {
        case .storyboardInitial(let name):
            out.append(Call(method: MethodDescriptor.vcInstantiate.name, params: ["storyboard": .string(name ?? storyboard)]))
        case .storyboardIdentifier(let name, let identifier):
            out.append(Call(method: MethodDescriptor.vcInstantiate.name, params: ["storyboard": .string(name ?? storyboard), "identifier": .string(identifier)]))
        case .codeMade(let className):
            out.append(Call(method: MethodDescriptor.vcCreate.name, params: ["class": .string(className)]))
        case .navigationWrapping(let inner):
            let root = make(inner, storyboard: storyboard, into: &out)
            out.append(Call(method: MethodDescriptor.vcCreate.name, params: ["class": "UINavigationController"], lists: ["children": [root]]))
        case .tabBar(let tabs):
            let children = tabs.map { make($0, storyboard: storyboard, into: &out) }
            out.append(Call(method: MethodDescriptor.vcCreate.name, params: ["class": "UITabBarController"], lists: ["children": children]))
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
        func make(_ source: ControllerSource) -> Controller { Self.make(source, storyboard: plan.storyboard, into: &out) }
        switch plan.action {
        case .performSegue(let identifier):
            out.append(Call(method: MethodDescriptor.seguePerform.name, params: ["identifier": .string(identifier)], controllers: ["source": .this]))
        case .present(let source, let style, let transition):
            let vc = make(source)
            var params: JSONObject = [:]
            if let style, PresentationStyle(rawValue: style) != nil { params["style"] = .string(style) }
            if let transition, TransitionStyle(rawValue: transition) != nil { params["transition"] = .string(transition) }
            let presenter: Controller = plan.receiver == .controller ? .this : .receiver(plan.receiver)
            out.append(Call(method: MethodDescriptor.vcPresent.name, params: params, controllers: ["presenter": presenter, "vc": vc]))
        case .show(let source):
            let vc = make(source)
            out.append(Call(method: MethodDescriptor.vcShow.name, params: [:], controllers: ["from": .this, "vc": vc]))
        case .showDetail(let source):
            let vc = make(source)
            out.append(Call(method: MethodDescriptor.vcShowDetail.name, params: [:], controllers: ["from": .this, "vc": vc]))
        case .push(let source):
            let vc = make(source)
            out.append(Call(method: MethodDescriptor.navPush.name, params: [:], controllers: ["nav": .navigation, "vc": vc]))
        case .setViewControllers(let sources):
            let vcs = sources.map(make)
            out.append(Call(method: MethodDescriptor.navSetViewControllers.name, params: [:], controllers: ["nav": .navigation], lists: ["vcs": vcs]))
        case .pop:
            out.append(Call(method: MethodDescriptor.navPop.name, params: [:], controllers: ["nav": .navigation]))
        case .popToRoot:
            out.append(Call(method: MethodDescriptor.navPopToRoot.name, params: [:], controllers: ["nav": .navigation]))
        case .dismiss:
            out.append(Call(method: MethodDescriptor.vcDismiss.name, params: [:],
                            controllers: ["vc": plan.receiver == .controller ? .this : .receiver(plan.receiver)]))
        case .selectTab(let index):
            out.append(Call(method: MethodDescriptor.tabSelect.name, params: ["index": .number(Double(index))], controllers: ["tab": .tabBar]))
        }
        return out
    }

    /// The call's params with its controllers' ids: the scene's controller is at `position` of
    /// `state`, `made` holds what earlier calls made. A nil receiver is refused (`nilReceiver`).
    static func params(_ call: Call, plan: CodeActionPlan, position: TreePosition, state: ObservedState,
                       made: [Int: String]) -> Result<JSONObject, Refused> {
        var params = call.params
        func id(_ c: Controller) -> Result<String, Refused> {
            switch c {
            case .this:
                guard let i = state.index(of: position) else { return .failure(Refused(refusal: noController(position))) }
                return .success(state.nodes[i].vc)
            case .receiver(let receiver):
                // The window's root is `/`; a top is the end of the chain of controllers presented
                // from the controller (or the root), as `tree` places them (`>`).
                var at = receiver == .windowRoot || receiver == .topOfWindow ? TreePosition.root : position
                if receiver == .topOfPresentations || receiver == .topOfWindow {
                    while state.index(of: at.appending(.presented)) != nil { at = at.appending(.presented) }
                }
                guard let i = state.index(of: at) else { return .failure(Refused(refusal: noController(position))) }
                return .success(state.nodes[i].vc)
            case .navigation, .tabBar:
                let container = c == .navigation ? "navigation" : "tabBar"
                guard let vc = ancestor(of: position, container: container, in: state) else {
                    return .failure(Refused(refusal: nilReceiver(plan, property: c == .navigation ? "navigationController" : "tabBarController",
                                                                 container: c == .navigation ? "navigation controller" : "tab bar controller")))
                }
                return .success(vc)
            case .made(let k):
                return .success(made[k]!)
            }
        }
        for (name, c) in call.controllers {
            switch id(c) {
            case .success(let vc): params[name] = .string(vc)
            case .failure(let r): return .failure(r)
            }
        }
        for (name, list) in call.lists {
            var ids: [JSON] = []
            for c in list {
                switch id(c) {
                case .success(let vc): ids.append(.string(vc))
                case .failure(let r): return .failure(r)
                }
            }
            params[name] = .array(ids)
        }
        return .success(params)
    }

    /// The nearest controller of `container` kind among the parents of the controller at
    /// `position` (not across a presentation): what UIKit's `navigationController` and
    /// `tabBarController` answer.
    static func ancestor(of position: TreePosition, container: String, in state: ObservedState) -> String? {
        var steps = position.steps
        while let last = steps.last {
            if last == .presented { return nil }
            steps.removeLast()
            if let i = state.index(of: TreePosition(steps)), state.nodes[i].container == container { return state.nodes[i].vc }
        }
        return nil
    }

    /// A launch call's params: the controllers earlier launch calls made (`made`), by id.
    static func launchParams(_ call: Call, made: [Int: String]) -> JSONObject {
        var params = call.params
        for (name, list) in call.lists {
            params[name] = .array(list.compactMap { if case .made(let k) = $0 { made[k].map(JSON.string) } else { nil } })
        }
        return params
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

    /// The engine operation of one request, as proscd's method entry builds it (`MutationRequests`).
    static func operation(_ method: String, _ p: Params) throws(RPCError) -> Operation {
        func vc(_ name: String) throws(RPCError) -> VCID {
            let text = try p.string(name)
            guard let id = VCID(wire: text) else { throw .invalidParams("no view controller '\(text)' (parameter '\(name)')") }
            return id
        }
        func vcs(_ name: String) throws(RPCError) -> [VCID] {
            var out: [VCID] = []
            for text in try p.optionalStringArray(name) ?? [] {
                guard let id = VCID(wire: text) else { throw .invalidParams("no view controller '\(text)' (parameter '\(name)')") }
                out.append(id)
            }
            return out
        }
        switch method {
        case MethodDescriptor.vcInstantiate.name: return try MutationRequests.vcInstantiate(p)
        case MethodDescriptor.vcCreate.name: return try MutationRequests.vcCreate(properties: [:], children: try vcs("children"), p)
        case MethodDescriptor.vcPresent.name: return try MutationRequests.vcPresent(presenter: try vc("presenter"), vc: try vc("vc"), p)
        case MethodDescriptor.vcShow.name: return try MutationRequests.vcShow(from: try vc("from"), vc: try vc("vc"), detail: false, p)
        case MethodDescriptor.vcShowDetail.name: return try MutationRequests.vcShow(from: try vc("from"), vc: try vc("vc"), detail: true, p)
        case MethodDescriptor.navPush.name: return try MutationRequests.navPush(nav: try vc("nav"), vc: try vc("vc"), p)
        case MethodDescriptor.navSetViewControllers.name: return try MutationRequests.navSetViewControllers(nav: try vc("nav"), vcs: try vcs("vcs"), p)
        default:
            let target = [MethodDescriptor.seguePerform.name: "source", MethodDescriptor.tabSelect.name: "tab", MethodDescriptor.navPop.name: "nav", MethodDescriptor.navPopToRoot.name: "nav", MethodDescriptor.vcDismiss.name: "vc"][method]
            guard let target, let op = try MutationRequests.operation(method, target: try vc(target), p) else {
                throw .invalidParams("no operation for \(method)")
            }
            return op
        }
    }
}

extension EngineWindow {
    /// A code plan applied to a branch of `state`'s hierarchy, request by request, not yet read
    /// (`perform` reads it like any action); or the first refusal (what was done before it is
    /// dropped with the branch).
    func performCode(_ plan: CodeActionPlan, at position: TreePosition, on state: EngineState) -> Attempt {
        var h = state.hierarchy.branch()
        var warnings: [UIKitWarning] = []
        var made: [Int: String] = [:]
        for (k, call) in CodeActionRequests.calls(plan).enumerated() {
            let params: JSONObject
            switch CodeActionRequests.params(call, plan: plan, position: position, state: state.observed, made: made) {
            case .failure(let r): return .refused(r.refusal)
            case .success(let p): params = p
            }
            do throws(RPCError) {
                let result = try Self.run(try CodeActionRequests.operation(call.method, Params(object: params)), on: &h, warnings: &warnings)
                if call.makes, case .controller(let vc) = result { made[k] = vc.description }
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
    func applyCode(_ plan: CodeActionPlan, at position: TreePosition) async throws(ExplorerServerFailure) -> ActionOutcome {
        guard let state else { return .refused(CodeActionRequests.noController(position)) }
        var made: [Int: String] = [:]
        var warnings: [JSON] = []
        for (k, call) in CodeActionRequests.calls(plan).enumerated() {
            let params: JSONObject
            switch CodeActionRequests.params(call, plan: plan, position: position, state: state, made: made) {
            case .failure(let r): return .refused(r.refusal)
            case .success(let p): params = p
            }
            let result: JSON
            do {
                countRequest()
                result = try await connection.request(call.method, params)
            } catch {
                guard error.kind == .server else { throw ExplorerServerFailure(error: error) }
                return .refused(Refusal(error, paths: context.stagedPaths))
            }
            if call.makes, let vc = result["vc"]?.stringValue { made[k] = vc }
            warnings += result["warnings"]?.arrayValue ?? []
        }
        return .done(try await observe(warnings: .object(["warnings": .array(warnings)])))
    }
}
