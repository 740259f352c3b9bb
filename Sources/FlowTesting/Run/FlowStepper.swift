import Foundation
import ProsceniumClient
import WireProtocol

/// A flow run one step at a time on a running server (`prosc inspect`'s replay): the flow
/// runner's own step loop (`Execution.runStep`) and assertion checker, so each step's verdict
/// and message are exactly `prosc test --socket`'s. The steps of `runFlow`s are steps of their
/// own, in place. After the first failure nothing more runs, as in `prosc test`. The server's
/// state is not reset: a flow recorded by `prosc record` starts with an `expectTree`, which says
/// at once whether the server is where the flow starts. One step at a time: its owner
/// (`prosc inspect`'s replay actor) makes one call at a time.
public final class FlowStepper: @unchecked Sendable {
    /// One step as a list shows it.
    public struct Line: Sendable {
        public var keyword: String
        public var position: SourcePosition
        /// The step's first line in its file, trimmed (`- segue: {from: Home, identifier: showDetail}`).
        public var text: String
        /// How many `runFlow`s deep it is.
        public var depth: Int
    }

    /// What one step came to.
    public struct Outcome: Sendable {
        public var index: Int
        public var passed: Bool
        /// `prosc test`'s report of the failure (file:line:column, the message, expected against
        /// actual, the tree at the failure).
        public var report: String?
        /// The failure's message alone (with UIKit's, for a refused action).
        public var message: String?
    }

    public let flow: Flow
    public let lines: [Line]
    /// Each step with its siblings (an `expectError` after an action is looked for among them).
    private let entries: [(steps: [FlowStep], index: Int)]
    private let connection: ProsceniumConnection
    private let execution: Execution
    private let state: RunState
    /// The index of the next step to run.
    public private(set) var next = 0
    /// The step that failed, once one has.
    public private(set) var failedAt: Int?
    public var finished: Bool { failedAt != nil || next >= entries.count }

    /// Why a flow cannot be stepped through on this server: its names do not fit the server's
    /// storyboards (file:line:column each), or the server did not answer.
    public struct OpenFailure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Connects to `socketPath`, says hello, subscribes and checks the flow's names.
    public init(_ flow: Flow, socketPath: String, timeout: Double) async throws(OpenFailure) {
        self.flow = flow
        (entries, lines) = Self.flatten(flow, depth: 0)
        do {
            connection = try ProsceniumConnection(path: socketPath, bufferNotifications: false)
        } catch {
            throw OpenFailure(description: "cannot connect to \(socketPath): \(error.message)")
        }
        connection.defaultTimeout = timeout
        let session = FlowSession(connection: connection)
        state = RunState(header: flow.header)
        execution = Execution(session: session, checker: AssertionChecker(session: session, update: false))
        let problems: [FlowFileError]
        do {
            problems = try await FlowRunner.begin(flow, session: session, state: state)
        } catch {
            connection.close()
            throw OpenFailure(description: "the server did not answer: \(error)")
        }
        if !problems.isEmpty {
            connection.close()
            throw OpenFailure(description: problems.map(\.description).joined(separator: "\n"))
        }
    }

    /// Every step, those of `runFlow`s in place after the `runFlow` step.
    static func flatten(_ f: Flow, depth: Int) -> ([(steps: [FlowStep], index: Int)], [Line]) {
        var entries: [(steps: [FlowStep], index: Int)] = []
        var lines: [Line] = []
        let text = f.text.split(separator: "\n", omittingEmptySubsequences: false)
        for (i, step) in f.steps.enumerated() {
            entries.append((f.steps, i))
            let line = step.position.line - 1
            let source = line >= 0 && line < text.count ? text[line].trimmingCharacters(in: .whitespaces) : step.keyword
            lines.append(Line(keyword: step.keyword, position: step.position, text: source, depth: depth))
            if case .runFlow(let sub) = step.kind {
                let (e, l) = flatten(sub, depth: depth + 1)
                entries += e
                lines += l
            }
        }
        return (entries, lines)
    }

    /// Runs the next step; nil when the flow is finished (all ran, or one failed). Throws when
    /// the server stopped answering.
    public func step() async throws -> Outcome? {
        guard !finished else { return nil }
        let index = next
        next += 1
        state.stepsRun += 1
        let (steps, at) = entries[index]
        guard let failure = try await execution.runStep(at, of: steps, state) else {
            return Outcome(index: index, passed: true)
        }
        failedAt = index
        return Outcome(index: index, passed: false, report: failure.report, message: failure.message)
    }

    /// The tree now (as `tree` answers), for the step list's "tree after this step".
    public func tree() async throws -> JSON { try await connection.request(MethodDescriptor.tree.name) }

    /// Whether the next step is an action (an animated one before it may need to settle first).
    public var nextIsAction: Bool {
        guard !finished, case .action = entries[next].steps[entries[next].index].kind else { return false }
        return true
    }

    public func close() { connection.close() }
}
