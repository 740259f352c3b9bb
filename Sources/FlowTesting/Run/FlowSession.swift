import Foundation
import HierarchyNaming
import ProsceniumClient
import WireProtocol

/// A flow's connection to its server: it captures every event (subscribed before the first
/// step; the server sends a request's events before its reply, so when a call returns its
/// events are here), resolves the names a flow writes, and labels events the way flow files
/// and `prosc watch` name controllers.
final class FlowSession: @unchecked Sendable {
    let connection: ProsceniumConnection
    private let lock = NSLock()
    private var captured: [Event] = []
    /// Controllers the flow created (`vc.instantiate`, `vc.create`), which the tree does not
    /// show while they are in no window.
    private(set) var created: [String] = []
    /// Labels seen so far, so that events of a controller that has since left the hierarchy
    /// are still named.
    private var labels: [String: String] = [:]

    init(connection: ProsceniumConnection) {
        self.connection = connection
        connection.onNotification { [weak self] n in
            guard n.isEvent, let e = try? Event(params: n.params) else { return }
            self?.append(e)
        }
    }

    private func append(_ e: Event) {
        lock.lock()
        captured.append(e)
        lock.unlock()
    }

    /// Subscribes to every event; call before the first step.
    /// The iOS version the server reproduces (from `hello`; nil before it, or from a server that does not say).
    private(set) var ios: String?

    /// Says hello (returning the iOS version the server reproduces) and subscribes to every event.
    @discardableResult
    func start() async throws(ClientError) -> String? {
        let hello = try await connection.request(MethodDescriptor.hello.name, ["client": "prosc test"])
        let ios = hello["ios"]?.intValue.map(String.init)
        self.ios = ios
        _ = try await connection.request(MethodDescriptor.eventsSubscribe.name, [:])
        return ios
    }

    /// The events received since the last call.
    func takeEvents() -> [Event] {
        lock.lock()
        defer { lock.unlock() }
        let out = captured
        captured.removeAll()
        return out
    }

    /// Records controllers a call's result created (`vc`, and for containers their subtree).
    func noteCreated(by method: String, result: JSON) {
        guard method == MethodDescriptor.vcInstantiate.name || method == MethodDescriptor.vcCreate.name, let vc = result["vc"]?.stringValue else { return }
        var ids = [vc]
        if let tree = try? TreeNode(result: result["tree"] ?? .null, context: method) {
            ids = tree.allNodes.map(\.vc)
            for n in tree.allNodes {
                labels[n.vc] = ControllerLabel.label(identifier: n.storyboardIdentifier, title: n.title, className: n.className)
            }
        }
        created += ids.filter { !created.contains($0) }
    }

    // MARK: - State

    func tree() async throws(ClientError) -> Tree { try await connection.tree() }

    /// `prosc tree`'s text.
    func treeText() async throws(ClientError) -> String {
        TreeText.render(try await connection.tree(), screens: try await connection.screens())
    }

    /// The tree's text, or why it could not be had (for failure reports).
    func treeTextForReport() async -> String {
        do {
            return try await treeText()
        } catch {
            return "(no tree: \(error.message))"
        }
    }

    /// Every controller a name may mean now: the tree's, then the flow's own controllers that
    /// are in no window.
    func candidates() async throws(ClientError) -> FlowNames {
        let inWindows = ControllerResolver.candidates(in: try await tree())
        let inTree = Set(inWindows.map(\.vc))
        var detached: [ControllerResolver.Candidate] = []
        for vc in created where !inTree.contains(vc) {
            guard let info = try? await connection.controller(vc) else { continue }
            detached.append(ControllerResolver.Candidate(vc: vc, storyboardIdentifier: info.storyboardIdentifier, title: info.title,
                                                         className: info.className, window: info.window))
        }
        for c in inWindows + detached { labels[c.vc] = c.label }
        return FlowNames(inWindows: inWindows, detached: detached)
    }

    /// The controller `ref` names now.
    func resolve(_ ref: NameRef) async throws -> String {
        if ControllerResolver.isID(ref.name) { return ref.name }
        do {
            return try (try await candidates()).resolve(ref.name)
        } catch let error as ControllerReferenceError {
            throw StepProblem(message: error.message + " — at \(ref.position)", isNoMatch: !error.isAmbiguous)
        }
    }

    /// The screen `ref` names (its name in `screen.list`, or its id).
    func screen(_ ref: NameRef) async throws -> String {
        let screens = try await connection.screens()
        if let s = screens.first(where: { $0.name == ref.name }) ?? screens.first(where: { $0.id == ref.name }) { return s.id }
        throw StepProblem(message: "no screen '\(ref.name)' (screens: \(screens.map { "\($0.id) \"\($0.name)\"" }.joined(separator: ", "))) — at \(ref.position)")
    }

    /// What flow files call an event's controller (or scene, window, or screen).
    func label(_ e: Event) async -> String {
        if let vc = e.vc {
            if let known = labels[vc] { return known }
            if let info = try? await connection.controller(vc) {
                let label = ControllerLabel.label(identifier: info.storyboardIdentifier, title: info.title, className: info.className)
                labels[vc] = label
                return label
            }
            return vc
        }
        return e.subjectWithoutController
    }

    /// The label a controller id has (for comparing controller-valued properties).
    func label(ofController vc: String) async -> String? {
        if let known = labels[vc] { return known }
        guard let info = try? await connection.controller(vc) else { return nil }
        return ControllerLabel.label(identifier: info.storyboardIdentifier, title: info.title, className: info.className)
    }

    /// Refreshes the labels from the tree, before a step changes it.
    func rememberLabels() async {
        _ = try? await candidates()
    }
}

/// A step that could not be carried out or checked as written (a name that resolves to
/// nothing now, a screen that is not there): the flow fails at that step.
struct StepProblem: Error, CustomStringConvertible {
    var message: String
    /// A controller name that matched no controller (not one that matched several): for
    /// `expectNotVisible` such a controller is not there, so not visible.
    var isNoMatch = false
    var description: String { message }
}
