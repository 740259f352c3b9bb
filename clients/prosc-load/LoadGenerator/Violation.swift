/// One broken invariant: which rule and what was seen.
public struct Violation: Sendable, Equatable, CustomStringConvertible {
    public var rule: String
    public var detail: String

    public init(rule: String, detail: String) {
        self.rule = rule
        self.detail = detail
    }

    public var description: String { "\(rule): \(detail)" }
}
