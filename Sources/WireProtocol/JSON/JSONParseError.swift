/// Why a text is not acceptable JSON, and the byte offset where the parser found out.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Offset of the offending byte from the start of the input.
    public var offset: Int
    /// What is wrong, in a short lowercase phrase (e.g. `trailing comma in array`).
    public var reason: String

    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    public var description: String { "\(reason) at byte \(offset)" }
}
