/// A place in a flow file: its path as the user gave it, and a 1-based line and column
/// (columns count Unicode scalars, as YAML does).
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `flows/checkout.yaml:12:3`.
    public var description: String { "\(file):\(line):\(column)" }
}

/// What is wrong with a flow file, and where: an unknown step, a value of the wrong type, a
/// controller name no storyboard declares, YAML that does not parse. `prosc test` prints
/// `file:line:column: error: message` and exits 2.
public struct FlowFileError: Error, Sendable, Hashable, CustomStringConvertible {
    public var position: SourcePosition
    public var message: String

    public init(_ position: SourcePosition, _ message: String) {
        self.position = position
        self.message = message
    }

    public var description: String { "\(position): error: \(message)" }
}

/// Every error found in a file (a parser keeps going after a bad step, so one run shows them all).
public struct FlowFileErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [FlowFileError]

    public init(_ errors: [FlowFileError]) { self.errors = errors }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
