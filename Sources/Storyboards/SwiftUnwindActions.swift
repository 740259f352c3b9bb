import SourceNavigation

/// Unwind actions in Swift source, read by `SourceNavigation`'s swift-syntax reader:
/// `@IBAction` methods taking exactly one `UIStoryboardSegue`, named canonically
/// (`UnwindActionName`: `func unwind(_ s:)` → `unwind`, `func save(segue:)` → `saveWithSegue`,
/// `@objc(custom:)` → `custom`) and attributed to the innermost enclosing type (last name
/// component). Protocol requirements and free functions are not counted.
///
/// Swift 2 and Swift 3+ read one declaration differently: `func cancelToX(segue:
/// UIStoryboardSegue)` is `cancelToXWithSegue:` since Swift 3 (SE-0046 gave the first parameter
/// a label like the others) but `cancelToX:` in Swift 2, and storyboards of that era name
/// `cancelToX:`. The language version is not in the source file, so such a declaration yields
/// both selectors, the Swift 2 one marked with its reading (`ScannedUnwindAction.swift2Reading`),
/// and the engine says which one an unwind matched.
enum SwiftUnwindActions {
    /// `(class name, action)` pairs in source order, both readings of a declaration the eras
    /// read differently (the Swift 3+ one first).
    static func actions(in source: String) -> [(className: String, action: String)] {
        scan(source).map { ($0.className, $0.action) }
    }

    /// Every action in source order, each with its reading where only Swift 2 gives it.
    static func scan(_ source: String) -> [ScannedUnwindAction] {
        let types = SwiftNavigationReader.read(source, file: "")
        let readings = types.reduce(into: [String: [String: String]]()) { $0[$1.name, default: [:]].merge($1.swift2UnwindReadings) { a, _ in a } }
        return UnwindActionList.inSourceOrder(types).map {
            ScannedUnwindAction(className: $0.className, action: $0.action, swift2Reading: readings[$0.className]?[$0.action])
        }
    }
}
