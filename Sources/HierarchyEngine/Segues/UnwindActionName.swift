/// One spelling for an unwind action. UIKit finds an unwind's destination by selector
/// (`canPerformUnwindSegueAction(_:from:sender:)` asks whether the controller responds to it),
/// so every name an action is given by — a storyboard's `unwindAction="unwindToFirst:"`, Swift's
/// `unwindToFirst(_:)` or `unwindToFirst(segue:)`, ObjC's `unwindToFirst:` or
/// `unwindToFirstWithSegue:`, or the selector without its colon — is reduced to that selector,
/// written without the trailing colon (`unwindToFirst`, `unwindToFirstWithSegue`): the form the
/// `unwindAction` event, the `unwindActions` property and the scanned tables report.
///
/// A Swift name with a parameter label maps the way Swift exposes it to Objective-C:
/// `f(_:)` → `f:`, `f(segue:)` → `fWithSegue:`, `f(from:)` → `fFrom:`, `unwindTo(segue:)` →
/// `unwindToSegue:` (no `With` when the label's first word or the base name's last word is a
/// preposition). A bare identifier is read as a selector without its colon,
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
    /// the first label joins the base name (see `joined`; nothing for `_`), later ones are
    /// selector parts of their own.
    public static func selector(base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        var parts = [first == "_" ? base : joined(base, first)]
        parts += labels.dropFirst().map { $0 == "_" ? "" : $0 }
        return parts.joined(separator: ":")
    }

    /// `base` followed by its first argument label, as the Swift compiler forms the first
    /// selector piece (`AbstractFunctionDecl::getObjCSelector`, lib/AST/Decl.cpp): `With` goes
    /// between them unless the label's first word or the base name's last word is a
    /// preposition (`save` + `segue` → `saveWithSegue`, `back` + `from` → `backFrom`,
    /// `unwindTo` + `segue` → `unwindToSegue`); the label's first letter is upper-cased.
    static func joined(_ base: String, _ label: String) -> String {
        let omitWith = isPreposition(CamelCaseWords.first(of: label)) || isPreposition(CamelCaseWords.last(of: base))
        return base + (omitWith ? "" : "With") + CamelCaseWords.sentenceCased(label)
    }

    /// The compiler's `getPrepositionKind`: the word, in any case, is in `prepositions`.
    static func isPreposition(_ word: String) -> Bool {
        prepositions.contains(word.lowercased())
    }

    /// The prepositions of the Swift compiler's lib/Basic/PartsOfSpeech.def.
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
