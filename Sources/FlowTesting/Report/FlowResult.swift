import Foundation

/// How one flow ended: passed, failed at a step, or could not run (a bad flow file found
/// once its server was up, a server that would not start).
public struct FlowResult: Sendable {
    public enum Status: Sendable, Equatable {
        case passed
        case failed
        /// Bad input (exit 2): the file's names or header do not fit its storyboards.
        case invalid
        /// The flow could not run: no proscd, the server died, the connection broke.
        case error
    }

    public var path: String
    public var name: String
    public var status: Status
    /// Seconds from starting the flow's server to stopping it.
    public var duration: Double
    /// Why it failed (for `.failed`).
    public var failure: StepFailure?
    /// Why it did not run (`.invalid`, `.error`).
    public var problems: [String]
    /// With `--update`: the new text for expectations that did not hold.
    public var updates: [Replacement]
    /// Steps carried out (actions and assertions, across `runFlow`s).
    public var stepsRun: Int
    /// The iOS version the flow ran against (the server's `hello`), as its major number; nil
    /// when it never reached a server that said.
    public var ios: String?

    public init(path: String, name: String, status: Status, duration: Double, failure: StepFailure? = nil,
                problems: [String] = [], updates: [Replacement] = [], stepsRun: Int = 0) {
        self.path = path
        self.name = name
        self.status = status
        self.duration = duration
        self.failure = failure
        self.problems = problems
        self.updates = updates
        self.stepsRun = stepsRun
    }

    /// The result of `flow`, timed from `start`.
    init(_ flow: Flow, _ status: Status, since start: Date, failure: StepFailure? = nil, problems: [String] = [],
         updates: [Replacement] = [], steps: Int = 0) {
        self.init(path: flow.path, name: flow.header.name, status: status, duration: Date().timeIntervalSince(start),
                  failure: failure, problems: problems, updates: updates, stepsRun: steps)
    }

    /// The whole report of a flow that did not pass, as `prosc test` prints it and JUnit carries it.
    public var report: String {
        switch status {
        case .passed: return ""
        case .failed: return failure?.report ?? "failed"
        case .invalid, .error: return problems.joined(separator: "\n")
        }
    }
}

/// Where and why a flow failed: the step (file:line:column), the action it is about, what was
/// expected against what happened (a diff when both are text), and the tree at the failure.
public struct StepFailure: Sendable {
    public var position: SourcePosition
    public var keyword: String
    /// The action the assertion is about, and where it is written.
    public var action: (summary: String, position: SourcePosition)?
    public var message: String
    public var expected: String?
    public var actual: String?
    /// `prosc tree` at the moment of the failure.
    public var tree: String

    public init(position: SourcePosition, keyword: String, action: (summary: String, position: SourcePosition)?, message: String,
                expected: String? = nil, actual: String? = nil, tree: String) {
        self.position = position
        self.keyword = keyword
        self.action = action
        self.message = message
        self.expected = expected
        self.actual = actual
        self.tree = tree
    }

    /// ```
    /// checkout.yaml:14:3: expectCallbacks failed (after present Modal from Home at checkout.yaml:12:3)
    ///   the callbacks differ (- expected, + actual):
    ///      Home.viewWillDisappear
    ///   -  Modal.viewWillAppear
    ///   +  Sheet.viewWillAppear
    ///   tree at the failure:
    ///     s1 "Main" main 390x844@3 phone
    /// ```
    public var report: String {
        var lines = ["\(position): \(keyword) failed" + (action.map { " (after \($0.summary) at \($0.position))" } ?? "")]
        lines += message.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        if let expected, let actual {
            lines.append("  expected (-) against actual (+):")
            lines += TextDiff.unified(expected: expected, actual: actual).map { "    " + $0 }
        } else if let expected {
            lines.append("  expected: \(expected)")
        } else if let actual {
            lines.append("  actual: \(actual)")
        }
        lines.append("  tree at the failure:")
        lines += tree.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        return lines.joined(separator: "\n")
    }
}
