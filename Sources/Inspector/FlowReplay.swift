import FlowTesting
import Foundation
import WireProtocol

/// Replaying a flow from the page: a flow file opened in the page (or the one just recorded)
/// stepped through on the inspector's server with the flow runner's own step loop and
/// assertions (`FlowStepper`), one step, or on to the end; each step's verdict comes with the
/// tree after it. Reset opens the flow again from its first step (the server keeps its state).
/// Only with `--drive`: replay drives the server.
actor FlowReplay {
    private let socketPath: String
    private let timeout: Double
    private var stepper: FlowStepper?
    /// The flow being replayed, as opened: its file name (for messages) and text.
    private var source: (name: String, text: String)?
    /// How long to wait for a transition in flight to end before an action.
    static let settleTimeout = 10.0

    init(socketPath: String, timeout: Double) {
        self.socketPath = socketPath
        self.timeout = timeout
    }

    /// Opens `text` (named `name`, a file name) for replay: its steps, or a refusal naming the
    /// flow's errors (file:line:column) or the names that do not fit the server.
    func open(name: String, text: String) async throws -> JSON {
        let file = Self.fileName(name)
        let flow: Flow
        do {
            flow = try FlowParser.parse(path: file, text: text) { path, position throws(FlowFileErrors) in
                guard path.hasPrefix("/") else {
                    throw FlowFileErrors([FlowFileError(position, "runFlow: a flow opened in the page runs other flows only by absolute path")])
                }
                return try FlowLoader().load(path)
            }
        } catch {
            throw InspectorRefusal("cannot replay \(file):\n\(error.description)")
        }
        stepper?.close()
        stepper = nil
        source = nil
        let opened: FlowStepper
        do {
            opened = try await FlowStepper(flow, socketPath: socketPath, timeout: timeout)
        } catch {
            throw InspectorRefusal("cannot replay \(file) on this server:\n\(error.description)")
        }
        stepper = opened
        source = (file, text)
        let steps: [JSON] = opened.lines.map {
            .object(["keyword": .string($0.keyword), "text": .string($0.text), "line": .number(Double($0.position.line)),
                     "position": .string($0.position.description), "depth": .number(Double($0.depth))])
        }
        return .object(["name": .string(file), "flow": .string(flow.header.name), "steps": .array(steps)])
    }

    /// Opens the flow again from its first step.
    func reset() async throws -> JSON {
        guard let source else { throw InspectorRefusal("no flow to reset: open one first") }
        return try await open(name: source.name, text: source.text)
    }

    /// Runs the next step: `{index, passed, message?, report?, tree, finished}`.
    func step() async throws -> JSON {
        guard let stepper else { throw InspectorRefusal("no flow to replay: open one first") }
        guard let outcome = try await runNext(stepper) else {
            throw InspectorRefusal(finishedText(stepper))
        }
        return outcome
    }

    /// Runs the steps left, stopping at the first failure: `{outcomes: […], finished}`.
    func run() async throws -> JSON {
        guard let stepper else { throw InspectorRefusal("no flow to replay: open one first") }
        var outcomes: [JSON] = []
        while let outcome = try await runNext(stepper) { outcomes.append(outcome) }
        return .object(["outcomes": .array(outcomes), "finished": .bool(true), "summary": .string(finishedText(stepper))])
    }

    private func runNext(_ stepper: FlowStepper) async throws -> JSON? {
        // The live server runs its animations on its clock: an action waits until the one
        // before it has settled, as a person replaying it would (prosc test's private servers
        // complete transitions at once).
        if stepper.nextIsAction { try await settle(stepper) }
        let outcome: FlowStepper.Outcome?
        do {
            outcome = try await stepper.step()
        } catch {
            throw InspectorRefusal("the server stopped answering during the replay: \(error)")
        }
        guard let outcome else { return nil }
        var o: JSONObject = ["index": .number(Double(outcome.index)), "passed": .bool(outcome.passed),
                             "finished": .bool(stepper.finished)]
        o.set("message", outcome.message)
        o.set("report", outcome.report)
        o["tree"] = (try? await stepper.tree()) ?? .null
        return .object(o)
    }

    private func settle(_ stepper: FlowStepper) async throws {
        let deadline = Date().addingTimeInterval(Self.settleTimeout)
        while Date() < deadline {
            guard let tree = try? await stepper.tree(), HierarchyFeed.inFlight(tree) else { return }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
    }

    private func finishedText(_ stepper: FlowStepper) -> String {
        if let failed = stepper.failedAt { return "the replay stopped at step \(failed + 1), which failed: Reset to start over" }
        return "all \(stepper.lines.count) steps passed"
    }

    /// A flow's file name as the page gives it, without any directory.
    static func fileName(_ name: String) -> String {
        let base = (name as NSString).lastPathComponent.trimmingCharacters(in: .whitespacesAndNewlines)
        return base.isEmpty || base == "." || base == ".." ? "flow.yaml" : base
    }
}
