/// What a method body does that matters for navigation, in source order: a recognised
/// navigation call, a call to another method of the same class (followed when tying code to
/// scenes), or a navigation call whose identifier, storyboard name or controller is not a
/// literal (`dynamic`: counted and listed with its place, never guessed), or a call named like
/// UIKit's navigation in a form the reader does not follow (`unrecognised`: on another object than
/// the controller and its containers, or with arguments UIKit's method does not take, such as an
/// app's own `performSegue(.showAdmin)` helper; listed with its place, never performed). `conditional` is
/// true when the step sits under an `if`, `guard`, `switch`, loop, `?:` or closure: the code
/// may or may not take it, so it is never performed as certain.
public struct CodeStep: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case navigation(NavigationAction)
        case call(method: String)
        case dynamic(call: String, reason: String)
        case unrecognised(call: String, reason: String)
    }

    public var kind: Kind
    public var location: SourceLocation
    public var conditional: Bool

    public init(_ kind: Kind, at location: SourceLocation, conditional: Bool) {
        self.kind = kind
        self.location = location
        self.conditional = conditional
    }
}
