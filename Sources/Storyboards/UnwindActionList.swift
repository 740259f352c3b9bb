import SourceNavigation

/// The unwind actions of one file's types as `(class, action)` pairs in source order.
enum UnwindActionList {
    static func inSourceOrder(_ types: [TypeFacts]) -> [(className: String, action: String)] {
        types.flatMap { type in type.unwindActions.map { (type.name, $0.name, $0.location.line) } }
            .enumerated()
            .sorted { ($0.element.2, $0.offset) < ($1.element.2, $1.offset) }
            .map { (className: $0.element.0, action: $0.element.1) }
    }
}
