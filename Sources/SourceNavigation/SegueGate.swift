/// What a class's `shouldPerformSegue(withIdentifier:sender:)` says about a segue: `never`
/// when it returns a literal `false` for that identifier (or unconditionally), `conditional`
/// when the answer depends on something else (both outcomes are possible). `identifier` nil
/// means every segue of the class.
public struct SegueGate: Hashable, Sendable {
    public enum Answer: Hashable, Sendable { case never, conditional }
    public var identifier: String?
    public var answer: Answer
    public var location: SourceLocation
    public init(identifier: String?, answer: Answer, location: SourceLocation) {
        self.identifier = identifier
        self.answer = answer
        self.location = location
    }
}
