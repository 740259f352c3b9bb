import Foundation
import ProsceniumClient
import ProsceniumLauncher
import WireProtocol

/// How flows run.
public struct FlowRunOptions: Sendable {
    /// The `proscd` to start for each flow.
    public var proscd: String?
    /// Run against this running server instead of a private one per flow (its state carries
    /// over from flow to flow; the header's server settings do not apply).
    public var socket: String?
    /// Rewrite `expectCallbacks` and `expectTree` that do not hold instead of failing.
    public var update: Bool
    /// Seconds to wait for any one answer.
    public var timeout: Double

    public init(proscd: String?, socket: String? = nil, update: Bool = false, timeout: Double = 30) {
        self.proscd = proscd
        self.socket = socket
        self.update = update
        self.timeout = timeout
    }
}

/// Runs one flow: starts its private proscd (the header's storyboards, screen, profile …),
/// subscribes to events, checks the flow's names against the storyboards, then runs the
/// steps in order — each action's protocol calls, then the assertions about it — stopping at
/// the first failure, and stops the server.
public enum FlowRunner {
    public static func run(_ flow: Flow, options: FlowRunOptions) async -> FlowResult {
        let started = Date()
        var server: PrivateServer?
        let socketPath: String
        if let socket = options.socket {
            socketPath = socket
        } else {
            guard let executable = options.proscd else {
                return FlowResult(flow, .error, since: started, problems: ["no proscd to start: build it (`swift build`) or set PROSCD"])
            }
            do {
                let s = try await startServer(executable: executable, arguments: flow.header.serverArguments)
                server = s
                socketPath = s.socketPath
            } catch let failure as PrivateServer.StartFailure {
                let missing = failure.description.hasPrefix("no proscd executable")
                let position = flow.header.positions["storyboards"] ?? SourcePosition(file: flow.path, line: 1, column: 1)
                return FlowResult(flow, missing ? .error : .invalid, since: started, problems: [
                    missing ? failure.description : "\(position): error: the flow's server would not start with this header: \(failure.description)",
                ])
            } catch {
                return FlowResult(flow, .error, since: started, problems: ["cannot start proscd: \(error)"])
            }
        }
        var outcome = await runSteps(flow, socketPath: socketPath, options: options, started: started, server: server)
        if let server { await stopServer(server) }
        if outcome.ios == nil, options.socket == nil { outcome.ios = flow.header.ios ?? FlowVersions.newest }
        return outcome
    }

    /// Connects to the flow's server, checks its names, runs its steps.
    private static func runSteps(_ flow: Flow, socketPath: String, options: FlowRunOptions, started: Date, server: PrivateServer?) async -> FlowResult {
        let connection: ProsceniumConnection
        do {
            connection = try ProsceniumConnection(path: socketPath, bufferNotifications: false)
        } catch {
            return FlowResult(flow, .error, since: started, problems: ["cannot connect to \(socketPath): \(error)"])
        }
        connection.defaultTimeout = options.timeout
        let session = FlowSession(connection: connection)
        let state = RunState(header: flow.header)
        var result: FlowResult
        var ios: String?
        do {
            let problems = try await begin(flow, session: session, state: state)
            ios = state.ios
            if !problems.isEmpty {
                connection.close()
                return FlowResult(flow, .invalid, since: started, problems: problems.map(\.description))
            }
            let execution = Execution(session: session, checker: AssertionChecker(session: session, update: options.update))
            let failure = try await execution.run(flow.steps, state)
            result = FlowResult(flow, failure == nil ? .passed : .failed, since: started, failure: failure, updates: state.updates, steps: state.stepsRun)
        } catch {
            var problem = "the server stopped answering: \(error)"
            if let server, !server.stderr.isEmpty { problem += "\nproscd said: " + server.stderr }
            result = FlowResult(flow, .error, since: started, problems: [problem], steps: state.stepsRun)
        }
        connection.close()
        result.ios = ios
        return result
    }

    /// Says hello, subscribes to every event, and checks the flow's names against the server's
    /// storyboards and screens: what does not fit (nothing when the flow can run).
    static func begin(_ flow: Flow, session: FlowSession, state: RunState) async throws -> [FlowFileError] {
        state.ios = try await session.start()
        let known = FlowValidator.knownNames(storyboards: try await session.connection.request(MethodDescriptor.storyboardList.name),
                                             screens: try await session.connection.screens(), flow: flow)
        return FlowValidator.problems(in: flow, known: known)
    }

    /// Starts a private proscd off the concurrency pool (starting waits for its first line).
    static func startServer(executable: String, arguments: [String]) async throws -> PrivateServer {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                do {
                    continuation.resume(returning: try PrivateServer(executable: executable, arguments: arguments, logLevel: "error",
                                                                     temporaryPrefix: "prosc-flow"))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }

    /// Stops a private proscd (SIGTERM, then waiting for it to exit) off the concurrency pool.
    static func stopServer(_ server: PrivateServer) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                server.stop()
                continuation.resume()
            }
        }
    }
}

/// What a flow's run carries from step to step (a class: the step loop recurses into
/// `runFlow`s and shares it).
final class RunState {
    let header: FlowHeader
    var lastAction: ActionOutcome?
    var updates: [Replacement] = []
    var stepsRun = 0
    /// The iOS version the server reproduces (from `hello`), for assertions scoped to versions.
    var ios: String?

    init(header: FlowHeader) { self.header = header }
}

/// The step loop of one flow (and the flows it runs, in place).
struct Execution {
    let session: FlowSession
    let checker: AssertionChecker

    /// Runs `steps`; the first failure, or nil when all held.
    func run(_ steps: [FlowStep], _ state: RunState) async throws -> StepFailure? {
        for index in steps.indices {
            state.stepsRun += 1
            if case .runFlow(let sub) = steps[index].kind {
                if let failure = try await run(sub.steps, state) { return failure }
            } else if let failure = try await runStep(index, of: steps, state) {
                return failure
            }
        }
        return nil
    }

    /// Runs one action or assertion, `steps[index]` (its siblings decide whether a refusal is
    /// expected); the failure, or nil when it held. A `runFlow` step does nothing here: its
    /// steps are run one by one (`run` above, or `FlowStepper`).
    func runStep(_ index: Int, of steps: [FlowStep], _ state: RunState) async throws -> StepFailure? {
        let step = steps[index]
        switch step.kind {
        case .runFlow:
            return nil
        case .action(let plan):
            let expectsError = Self.expectsError(after: index, in: steps)
            do {
                state.lastAction = try await perform(plan, step, header: state.header, keepTree: expectsError)
            } catch let problem as StepProblem {
                return StepFailure(position: step.position, keyword: step.keyword, action: nil, message: problem.message,
                                   tree: await session.treeTextForReport())
            }
            if let error = state.lastAction?.error, !expectsError {
                return StepFailure(position: step.position, keyword: step.keyword, action: nil,
                                   message: "\(plan.summary) was refused: \(error)\n(an expectError after the step says this is expected)",
                                   tree: await session.treeTextForReport())
            }
            return nil
        case .assertion(let assertion):
            let verdict: AssertionChecker.Verdict
            do {
                verdict = try await checker.check(assertion, step: step, after: state.lastAction)
            } catch let problem as StepProblem {
                return StepFailure(position: step.position, keyword: step.keyword, action: state.lastAction.map { ($0.plan.summary, $0.position) },
                                   message: problem.message, tree: await session.treeTextForReport())
            }
            switch verdict {
            case .pass: return nil
            case .fail(let failure): return failure
            case .update(let replacement):
                state.updates.append(replacement)
                return nil
            }
        }
    }

    /// True when an `expectError` is among the assertions right after `steps[index]`.
    static func expectsError(after index: Int, in steps: [FlowStep]) -> Bool {
        var i = index + 1
        while i < steps.count, case .assertion(let a) = steps[i].kind {
            if case .error = a { return true }
            i += 1
        }
        return false
    }

    /// Makes an action's calls in order; a refusal ends the action (and is its outcome).
    private func perform(_ plan: ActionPlan, _ step: FlowStep, header: FlowHeader, keepTree: Bool) async throws -> ActionOutcome {
        await session.rememberLabels()
        var outcome = ActionOutcome(plan: plan, position: step.position)
        if keepTree {
            let json = try await session.connection.request(MethodDescriptor.tree.name)
            let text = try await session.treeText()
            outcome.treeBefore = (json, text)
        }
        _ = session.takeEvents()
        for call in plan.calls {
            var params = JSONObject()
            for (key, value) in call.params {
                params[key] = try await resolve(value, header: header)
            }
            switch try await request(call.method, params) {
            case .success(let result):
                outcome.results.append(result)
                session.noteCreated(by: call.method, result: result)
            case .failure(let refusal):
                outcome.error = refusal
            }
            if outcome.error != nil { break }
        }
        outcome.events = session.takeEvents()
        return outcome
    }

    /// A call's result, or the server's refusal; other errors (the connection) are thrown.
    private func request(_ method: String, _ params: JSONObject) async throws -> Result<JSON, ClientError> {
        do {
            return .success(try await session.connection.request(method, params))
        } catch {
            if error.kind == .server { return .failure(error) }
            throw error
        }
    }

    private func resolve(_ value: PlannedValue, header: FlowHeader) async throws -> JSON {
        switch value {
        case .json(let json): return json
        case .controller(let ref): return .string(try await session.resolve(ref))
        case .controllers(let refs):
            var ids: [JSON] = []
            for ref in refs { ids.append(.string(try await session.resolve(ref))) }
            return .array(ids)
        case .screen(let ref): return .string(try await session.screen(ref))
        case .scene(let ref): return .string(ref.name)
        case .list(let items):
            var out: [JSON] = []
            for item in items { out.append(try await resolve(item, header: header)) }
            return .array(out)
        case .object(let members):
            var out = JSONObject()
            for (key, value) in members { out[key] = try await resolve(value, header: header) }
            return .object(out)
        case .storyboard(let explicit, let near):
            if let explicit { return .string(explicit) }
            if let near, let storyboard = try await session.connection.controller(try await session.resolve(near)).storyboard {
                return .string(storyboard)
            }
            if let main = header.main { return .string(main) }
            throw StepProblem(message: "no storyboard to instantiate from: \(near.map { "\($0.name) comes from none" } ?? "none given"), and the header has no `main`; add `storyboard:`")
        }
    }
}
