import SwiftSyntax

/// What the declarations of all the app's Swift files tell the reader of each method body,
/// gathered before any body is read (a helper may be declared in a file read after its
/// callers): the members that return the top of `self`'s presentations
/// (`PresentationTopMembers`).
public struct SwiftDeclarationIndex: Sendable {
    /// Property and method names that return the top of `self`'s presentations.
    public var topMembers: Set<String> = []

    public init() {}

    /// Adds what `tree` declares.
    mutating func add(_ tree: some SyntaxProtocol) {
        topMembers.formUnion(PresentationTopMembers.names(in: tree))
    }
}
