/// One spelling for an unwind action. UIKit finds an unwind's destination by selector
/// (`canPerformUnwindSegueAction(_:from:sender:)` asks whether the controller responds to it),
/// so every name an action is given by — a storyboard's `unwindAction="unwindToFirst:"`, Swift's
/// `unwindToFirst(_:)` or `unwindToFirst(segue:)`, ObjC's `unwindToFirst:` or
/// `unwindToFirstWithSegue:`, or the selector without its colon — is reduced to that selector,
/// written without the trailing colon (`unwindToFirst`, `unwindToFirstWithSegue`): the form the
/// `unwindAction` event, the `unwindActions` property and the scanned tables report.
///
/// A Swift name with a parameter label maps the way Swift exposes it to Objective-C:
/// `f(_:)` → `f:`, `f(segue:)` → `fWithSegue:`, `f(from:)` → `fFrom:` (a label starting with a
/// preposition is appended as is). A bare identifier is read as a selector without its colon,
/// so `unwindToFirst` names `unwindToFirst:` (the selector of `unwindToFirst(_ segue:)`), not
/// `unwindToFirstWithSegue:`: those are two different selectors to UIKit too.
public enum UnwindActionName {
    /// The canonical name of `name` (see the type's comment); surrounding spaces are ignored.
    public static func canonical(_ name: String) -> String {
        let text = trimmed(name)
        if let open = text.firstIndex(of: "("), text.last == ")" {
            let base = String(text[..<open])
            let labels = text[text.index(after: open)..<text.index(before: text.endIndex)]
                .split(separator: ":", omittingEmptySubsequences: true)
                .map { String(trimmed($0)) }
            return selector(base: base, labels: labels)
        }
        return String(text.hasSuffix(":") ? text.dropLast() : text)
    }

    /// The Objective-C selector Swift gives `base(labels...)`, without the trailing colon:
    /// the first label joins the base name (`With` + Label unless it starts with a
    /// preposition, nothing for `_`), later ones are selector parts of their own.
    public static func selector(base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        var parts = [first == "_" ? base : base + joined(first)]
        parts += labels.dropFirst().map { $0 == "_" ? "" : $0 }
        return parts.joined(separator: ":")
    }

    /// How a first argument label is appended to the base name.
    static func joined(_ label: String) -> String {
        let capitalized = label.prefix(1).uppercased() + label.dropFirst()
        let firstWord = String(label.prefix { !$0.isUppercase })
        return prepositions.contains(firstWord) ? capitalized : "With" + capitalized
    }

    /// Swift names `func f(label:)` `fWithLabel:` unless the label's first word is one of these
    /// prepositions (`f(from:)` → `fFrom:`, `f(withSegue:)` → `fWithSegue:`).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
        "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
        "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
    ]
}

/// `text` without leading and trailing spaces.
private func trimmed<S: StringProtocol>(_ text: S) -> S.SubSequence {
    var s = text[...]
    while s.first == " " { s = s.dropFirst() }
    while s.last == " " { s = s.dropLast() }
    return s
}
