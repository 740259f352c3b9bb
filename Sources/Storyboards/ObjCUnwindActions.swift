/// Finds unwind actions in Objective-C source: `- (IBAction)name:(UIStoryboardSegue *)segue`
/// methods (one selector part; nullability qualifiers allowed) inside `@implementation` or
/// `@interface` blocks (categories included), attributed to that class.
enum ObjCUnwindActions {
    private static let qualifiers: Set<String> = [
        "_Nonnull", "_Nullable", "nonnull", "nullable", "__nonnull", "__nullable", "__kindof", "const",
    ]

    /// `(class name, action)` pairs in source order.
    static func actions(in source: String) -> [(className: String, action: String)] {
        let tokens = SourceLexer.tokens(of: source, language: .objectiveC)
        var found: [(className: String, action: String)] = []
        var currentClass: String?
        var index = 0

        func word(_ at: Int) -> String? {
            guard at < tokens.count, case .word(let word) = tokens[at] else { return nil }
            return word
        }
        func punctuation(_ character: Character, _ at: Int) -> Bool {
            at < tokens.count && tokens[at] == .punctuation(character.asciiValue!)
        }
        /// At `-`: the action name when the method is `(IBAction)name:(UIStoryboardSegue *)x`.
        func unwindAction(_ start: Int) -> String? {
            guard punctuation("(", start + 1), word(start + 2) == "IBAction", punctuation(")", start + 3),
                  let name = word(start + 4), punctuation(":", start + 5), punctuation("(", start + 6) else { return nil }
            var cursor = start + 7
            var sawSegue = false, sawPointer = false
            while cursor < tokens.count, !punctuation(")", cursor) {
                if let word = word(cursor) {
                    if word == "UIStoryboardSegue", !sawSegue { sawSegue = true } else if !qualifiers.contains(word) { return nil }
                } else if punctuation("*", cursor) {
                    sawPointer = true
                } else {
                    return nil
                }
                cursor += 1
            }
            // The parameter name follows; a further selector part (`other:`) disqualifies it.
            guard sawSegue, sawPointer, word(cursor + 1) != nil,
                  !(word(cursor + 2) != nil && punctuation(":", cursor + 3)) else { return nil }
            return name
        }

        while index < tokens.count {
            if punctuation("@", index), let directive = word(index + 1) {
                switch directive {
                case "implementation", "interface": currentClass = word(index + 2)
                case "end": currentClass = nil
                default: break
                }
            } else if let className = currentClass, punctuation("-", index), let action = unwindAction(index) {
                found.append((className, action))
            }
            index += 1
        }
        return found
    }
}
