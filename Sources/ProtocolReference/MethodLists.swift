import WireProtocol

/// The method lists docs/protocol.md states in prose, written from the method table so a new
/// method needs no line in them (issue 38 point 3): who an observer may call (*Sessions and
/// roles*) and the methods Proscenium added to the original contract (*Versioning and
/// extensions*).
public enum MethodLists {
    /// Both regions of docs/protocol.md.
    public static let all: [GeneratedText] = [
        GeneratedText(path: "docs/protocol.md", region: "observer methods", render: observerMethods),
        GeneratedText(path: "docs/protocol.md", region: "extension methods", render: extensionMethods),
    ]

    /// The queries an observer may call (every method that does not mutate), in table order.
    @Sendable public static func observerMethods() -> String {
        let names = MethodTable.all.filter(\.allowsObservers).map { "`\($0.name)`" }
        return "- An **observer** may call only the methods that change nothing: " + sentence(names)
            + "; every method marked *mutating* below gets -32010.\n"
    }

    /// The methods the table marks as extensions, in table order.
    @Sendable public static func extensionMethods() -> String {
        let names = MethodTable.all.filter(\.isExtension).map { "`\($0.name)`" }
        return "- The methods Proscenium added to the original version-1 contract: " + sentence(names) + ".\n"
    }

    /// "a, b and c".
    private static func sentence(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
