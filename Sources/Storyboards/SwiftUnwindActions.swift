import SourceNavigation

/// Unwind actions in Swift source, read by `SourceNavigation`'s swift-syntax reader:
/// `@IBAction` methods taking exactly one `UIStoryboardSegue`, named canonically
/// (`UnwindActionName`: `func unwind(_ s:)` → `unwind`, `func save(segue:)` → `saveWithSegue`,
/// `@objc(custom:)` → `custom`) and attributed to the innermost enclosing type (last name
/// component). Protocol requirements and free functions are not counted.
enum SwiftUnwindActions {
    /// `(class name, action)` pairs in source order.
    static func actions(in source: String) -> [(className: String, action: String)] {
        UnwindActionList.inSourceOrder(SwiftNavigationReader.read(source, file: ""))
    }
}
