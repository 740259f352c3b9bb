/// Why no shard could be chosen: a malformed `--shard`, partial or inconsistent variables, an
/// index out of range. Bad input: the commands exit 2 with `message`, never run everything.
public struct ShardError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
