import HierarchyNaming
import ProsceniumClient
import WireProtocol

/// What an action did: the events it caused, each call's result, or the error that refused it.
struct ActionOutcome {
    var plan: ActionPlan
    var position: SourcePosition
    var events: [Event] = []
    var results: [JSON] = []
    var error: ClientError?
    /// The tree (JSON and text) before the action, taken when an `expectError` follows it.
    var treeBefore: (json: JSON, text: String)?
}

/// Checks one assertion against the server and the action before it. With `update`, a wrong
/// `expectCallbacks` or `expectTree` becomes a `Replacement` instead of a failure.
struct AssertionChecker {
    let session: FlowSession
    let update: Bool

    enum Verdict {
        case pass
        case fail(StepFailure)
        case update(Replacement)
    }

    func check(_ assertion: FlowAssertion, step: FlowStep, after outcome: ActionOutcome?) async throws -> Verdict {
        switch assertion {
        case .callbacks(let e): return try await callbacks(e, step, outcome)
        case .visible(let refs, let expected): return try await visible(refs, expected, step, outcome)
        case .tree(let e): return try await tree(e, step, outcome)
        case .error(let e): return try await error(e, step, outcome)
        case .warning(let e): return await warning(e, step, outcome)
        case .property(let e): return try await property(e, step, outcome)
        case .result(let members): return try await result(members, step, outcome)
        case .invariants: return try await invariants(step, outcome)
        }
    }

    private func failure(_ step: FlowStep, _ outcome: ActionOutcome?, _ message: String, expected: String? = nil, actual: String? = nil) async -> Verdict {
        .fail(StepFailure(position: step.position, keyword: step.keyword, action: outcome.map { ($0.plan.summary, $0.position) },
                          message: message, expected: expected, actual: actual, tree: await session.treeTextForReport()))
    }

    // MARK: - expectCallbacks

    private func callbacks(_ written: CallbackExpectation, _ step: FlowStep, _ outcome: ActionOutcome?) async throws -> Verdict {
        var e = written
        if let versions = written.versions {
            // The list for the run's version.
            let ios = session.ios.flatMap(Int.init)
            guard let ios, let chosen = versions.first(where: { $0.versions.contains(ios) }) else {
                return await failure(step, outcome, "no expected callbacks for iOS \(session.ios ?? "?") (versions: \(versions.map(\.label).joined(separator: ", ")))")
            }
            e.entries = chosen.entries
            e.span = chosen.span
            e.versions = nil
        }
        let observed = await CallbackMatching.observed(outcome?.events ?? [], session: session)
        let c = CallbackMatching.compare(e, observed)
        if c.matches { return .pass }
        let filtered = e.controllers != nil || e.names != nil ? " (after the filters)" : ""
        switch e.mode {
        case .exact: break
        case .include:
            return await failure(step, outcome, "the callbacks\(filtered) do not include these, in this order: \(c.actualLines.count) happened",
                                 expected: c.expectedLines.joined(separator: "\n"), actual: c.actualLines.joined(separator: "\n"))
        case .none:
            return await failure(step, outcome, "expected no callbacks\(filtered), \(c.actualLines.count) happened",
                                 actual: c.actualLines.joined(separator: "\n"))
        }
        if update {
            let items = c.actualEntries.map { YAMLText.callback($0.text, members: $0.members, flow: e.span.isFlow && !e.span.isEmptyFlow) }
            var r = Replacement(span: e.span, text: YAMLText.list(items, at: e.span), what: "expectCallbacks at \(step.position)")
            if e.shortForm {
                r.flowList = "[" + c.actualEntries.map { YAMLText.callback($0.text, members: $0.members, flow: true) }.joined(separator: ", ") + "]"
            }
            return .update(r)
        }
        return await failure(step, outcome, "the callbacks differ\(filtered): \(c.expectedLines.count) expected, \(c.actualLines.count) happened",
                             expected: c.expectedLines.joined(separator: "\n"), actual: c.actualLines.joined(separator: "\n"))
    }

    // MARK: - State

    private func visible(_ refs: [NameRef], _ expected: Bool, _ step: FlowStep, _ outcome: ActionOutcome?) async throws -> Verdict {
        for ref in refs {
            let vc: String
            do {
                vc = try await session.resolve(ref)
            } catch let problem as StepProblem {
                // Not there at all: not visible. A name several controllers have fails either way.
                if !expected && problem.isNoMatch { continue }
                return await failure(step, outcome, problem.message)
            }
            let appearance: String
            do {
                appearance = try await session.connection.controller(vc).appearance
            } catch {
                if !expected { continue }
                throw error
            }
            if (appearance == "appeared") != expected {
                return await failure(step, outcome, "\(ref.name) (\(vc)) is \(appearance); expected it \(expected ? "appeared (visible)" : "not visible")")
            }
        }
        return .pass
    }

    private func tree(_ e: TreeExpectation, _ step: FlowStep, _ outcome: ActionOutcome?) async throws -> Verdict {
        let scope = TreeComparison.scope(of: e.text)
        let tree = try await session.connection.tree()
        let screens = try await session.connection.screens()
        let actual = TreeComparison.actual(scope, tree: tree, screens: screens)
        let expected = TreeComparison.canonical(e.text, scope: scope)
        let actualText = actual.map { TreeComparison.canonical($0, scope: scope) }
        if actualText == expected { return .pass }
        if update {
            let text = actualText ?? TreeText.render(tree, screens: screens)
            return .update(Replacement(span: e.span, text: YAMLText.block(text, at: e.span), what: "expectTree at \(step.position)"))
        }
        guard let actualText else {
            return await failure(step, outcome, "the expected outline starts at \(scope), which is not in the tree")
        }
        return await failure(step, outcome, "the tree differs", expected: expected, actual: actualText)
    }

    /// `expectWarning`: the action succeeded, and one of its `uikitWarning` events matches.
    private func warning(_ e: WarningExpectation, _ step: FlowStep, _ outcome: ActionOutcome?) async -> Verdict {
        guard let outcome else { return await failure(step, nil, "expectWarning needs an action before it") }
        if let error = outcome.error {
            return await failure(step, outcome, "expected the action to succeed with a UIKit warning, but it was refused: \(error)")
        }
        let warnings = outcome.events.filter { $0.name == "uikitWarning" }
        let texts = warnings.map { "\($0["kind"]?.stringValue ?? "?"): \($0["uikit"]?.stringValue ?? "")" }
        let match = warnings.contains { w in
            (e.kind.map { w["kind"]?.stringValue == $0 } ?? true)
                && (e.uikit.map { (w["uikit"]?.stringValue ?? "").contains($0) } ?? true)
        }
        if match { return .pass }
        let wanted = [e.kind.map { "kind \($0)" }, e.uikit.map { "UIKit's text containing \"\($0)\"" }].compactMap { $0 }
        return await failure(step, outcome, warnings.isEmpty
            ? "expected a UIKit warning\(wanted.isEmpty ? "" : " (" + wanted.joined(separator: ", ") + ")"), but the action logged none"
            : "no UIKit warning of the action has \(wanted.joined(separator: " and "))",
            expected: wanted.joined(separator: "\n"), actual: texts.joined(separator: "\n"))
    }

    private func error(_ e: ErrorExpectation, _ step: FlowStep, _ outcome: ActionOutcome?) async throws -> Verdict {
        guard let outcome else { return await failure(step, nil, "expectError needs an action before it") }
        guard let error = outcome.error else {
            let result = outcome.results.last.map { YAMLText.flow($0) } ?? "{}"
            return await failure(step, outcome, "expected the action to be refused, but it succeeded: \(result)")
        }
        var problems: [String] = []
        if let code = e.code, error.code != code {
            problems.append("code \(error.code.map(String.init) ?? "none")\(error.codeName.map { " (\($0))" } ?? ""), expected \(code)\(RPCErrorCode(rawValue: code).map { " (\($0.name))" } ?? "")")
        }
        if let message = e.message, !error.message.contains(message) {
            problems.append("message \"\(error.message)\" does not contain \"\(message)\"")
        }
        if let uikit = e.uikit, !(error.uikit ?? "").contains(uikit) {
            problems.append(error.uikit.map { "UIKit's message \"\($0)\" does not contain \"\(uikit)\"" } ?? "the error has no UIKit message; expected one containing \"\(uikit)\"")
        }
        if !problems.isEmpty {
            return await failure(step, outcome, "the action was refused, but not as expected:\n" + problems.map { "- " + $0 }.joined(separator: "\n")
                                    + "\nthe error: \(error)")
        }
        // Refused means nothing changed: no callbacks, the same tree.
        if !outcome.events.isEmpty {
            let observed = await CallbackMatching.observed(outcome.events, session: session)
            return await failure(step, outcome, "the refused action still caused callbacks", expected: "", actual: observed.map(\.text).joined(separator: "\n"))
        }
        if let before = outcome.treeBefore {
            let after = try await session.connection.request(MethodDescriptor.tree.name)
            if after != before.json {
                return await failure(step, outcome, "the refused action changed the hierarchy", expected: before.text, actual: try await session.treeText())
            }
        }
        return .pass
    }

    // MARK: - Values

    private func property(_ e: PropertyExpectation, _ step: FlowStep, _ outcome: ActionOutcome?) async throws -> Verdict {
        let vc: String
        do {
            vc = try await session.resolve(e.vc)
        } catch let problem as StepProblem {
            return await failure(step, outcome, problem.message)
        }
        let info = try await session.connection.request(MethodDescriptor.vcGet.name, ["vc": .string(vc)])
        return await compareMembers(e.members, in: info, fallback: info["properties"], what: "\(e.vc.name) (\(vc))", step, outcome)
    }

    private func result(_ members: [(key: String, value: JSON, position: SourcePosition)], _ step: FlowStep, _ outcome: ActionOutcome?) async throws -> Verdict {
        guard let outcome else { return await failure(step, nil, "expectResult needs an action before it") }
        if let error = outcome.error { return await failure(step, outcome, "the action was refused: \(error)") }
        return await compareMembers(members, in: outcome.results.last ?? .object([:]), fallback: nil, what: "the result", step, outcome)
    }

    /// Each expected member against `object`'s (or `fallback`'s): equal JSON, or a controller
    /// id (or list of ids) whose labels are the names written.
    private func compareMembers(_ members: [(key: String, value: JSON, position: SourcePosition)], in object: JSON, fallback: JSON?,
                                what: String, _ step: FlowStep, _ outcome: ActionOutcome?) async -> Verdict {
        var expectedLines: [String] = []
        var actualLines: [String] = []
        var ok = true
        for m in members {
            let actual = object[m.key] ?? fallback?[m.key]
            let same = await Self.sameValue(expected: m.value, actual: actual ?? .null, session: session)
            ok = ok && same && (actual != nil || m.value == .null)
            expectedLines.append("\(m.key): \(YAMLText.flow(m.value))")
            actualLines.append("\(m.key): \(actual.map(YAMLText.flow) ?? "(no such member)")" + (same ? "" : await labels(of: actual)))
        }
        if ok { return .pass }
        return await failure(step, outcome, "\(what) differs", expected: expectedLines.joined(separator: "\n"), actual: actualLines.joined(separator: "\n"))
    }

    static func sameValue(expected: JSON, actual: JSON, session: FlowSession) async -> Bool {
        if expected == actual { return true }
        switch (expected, actual) {
        case (.string(let name), .string(let id)) where ControllerResolver.isID(id):
            return await session.label(ofController: id) == name
        case (.array(let names), .array(let ids)) where names.count == ids.count:
            for (n, i) in zip(names, ids) where !(await sameValue(expected: n, actual: i, session: session)) { return false }
            return true
        default:
            return false
        }
    }

    /// ` (Modal)` after a controller id, ` (Home, Detail)` after a list of them, for reports.
    private func labels(of value: JSON?) async -> String {
        var ids: [String] = []
        switch value {
        case .string(let s)? where ControllerResolver.isID(s): ids = [s]
        case .array(let items)?: ids = items.compactMap(\.stringValue).filter(ControllerResolver.isID)
        default: return ""
        }
        guard !ids.isEmpty else { return "" }
        var names: [String] = []
        for id in ids { names.append(await session.label(ofController: id) ?? "?") }
        return " (" + names.joined(separator: ", ") + ")"
    }

    private func invariants(_ step: FlowStep, _ outcome: ActionOutcome?) async throws -> Verdict {
        let answer = try await session.connection.request(MethodDescriptor.serverCheckInvariants.name)
        if answer["ok"]?.boolValue == true { return .pass }
        let list = (answer["violations"]?.arrayValue ?? []).map { "\($0["rule"]?.stringValue ?? "?"): \($0["detail"]?.stringValue ?? "")" }
        return await failure(step, outcome, "the server's invariant check failed:\n" + list.joined(separator: "\n"))
    }
}
