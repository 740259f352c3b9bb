import SourceNavigation

/// Unwind actions in Objective-C source, read by `SourceNavigation`'s Objective-C reader:
/// `- (IBAction)name:(UIStoryboardSegue *)segue` methods (one selector part; nullability
/// qualifiers allowed) inside `@implementation` or `@interface` blocks (categories included),
/// attributed to that class.
enum ObjCUnwindActions {
    /// `(class name, action)` pairs in source order.
    static func actions(in source: String) -> [(className: String, action: String)] {
        UnwindActionList.inSourceOrder(ObjCNavigationReader.read(source, file: ""))
    }
}
