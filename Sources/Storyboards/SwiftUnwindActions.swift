import HierarchyEngine

/// Finds unwind actions in Swift source: `@IBAction` methods taking exactly one
/// `UIStoryboardSegue`, whatever their modifiers, labels and line breaks, named canonically
/// (`UnwindActionName`: the Objective-C selector without the colon; `func unwind(_ s:)` →
/// `unwind`, `func save(segue:)` → `saveWithSegue`, `func back(from:)` → `backFrom`,
/// `func unwindTo(segue:)` → `unwindToSegue`,
/// `@objc(custom:)` → `custom`) and attributed to the innermost enclosing `class`, `struct`,
/// `enum`, `actor` or `extension` (last name component). Protocol requirements are not counted.
///
/// Swift 2 and Swift 3+ read one declaration differently: `func cancelToX(segue:
/// UIStoryboardSegue)` is `cancelToXWithSegue:` since Swift 3 (SE-0046 gave the first parameter
/// a label like the others) but `cancelToX:` in Swift 2, where the first parameter had no
/// external label unless written twice, and storyboards of that era name `cancelToX:`. The
/// language version is not in the source file, so such a declaration yields both selectors, the
/// Swift 2 one marked with the reading (`ScannedUnwindAction.swift2Reading`), and the engine says
/// which one an unwind matched. A declaration both eras read alike (`_ segue`, two names,
/// `@objc(…)`) yields one selector.
struct SwiftUnwindActions {
    private let tokens: [SourceLexer.Token]
    private var index = 0

    /// Declarations that open a type body, and the keywords that can follow `class` instead of
    /// a type name (`class func`, `class var`, ...).
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "extension", "protocol"]
    private static let notTypeNames: Set<String> = [
        "func", "var", "let", "override", "final", "private", "fileprivate", "internal", "public",
        "open", "static", "subscript", "init", "deinit", "required", "convenience", "dynamic",
        "lazy", "weak", "unowned", "mutating", "nonmutating", "indirect", "typealias", "nonisolated",
    ]

    /// `(class name, action)` pairs in source order, both readings of a declaration the eras
    /// read differently (the Swift 3+ one first).
    static func actions(in source: String) -> [(className: String, action: String)] {
        scan(source).map { ($0.className, $0.action) }
    }

    /// Every action in source order, each with its reading where only Swift 2 gives it.
    static func scan(_ source: String) -> [ScannedUnwindAction] {
        var scanner = SwiftUnwindActions(tokens: SourceLexer.tokens(of: source, language: .swift))
        return scanner.run()
    }

    private init(tokens: [SourceLexer.Token]) { self.tokens = tokens }

    private func word(at offset: Int = 0) -> String? {
        guard index + offset < tokens.count, case .word(let word) = tokens[index + offset] else { return nil }
        return word
    }

    private func punctuation(_ character: Character, at offset: Int = 0) -> Bool {
        index + offset < tokens.count && tokens[index + offset] == .punctuation(character.asciiValue!)
    }

    private mutating func run() -> [ScannedUnwindAction] {
        var found: [ScannedUnwindAction] = []
        // Open type bodies: the name (nil for protocols) and the brace depth inside the body.
        var types: [(name: String?, depth: Int)] = []
        var depth = 0
        var pendingType: String??
        var sawIBAction = false
        var objcName: String?
        while index < tokens.count {
            if punctuation("{") {
                depth += 1
                if let pending = pendingType { types.append((pending, depth)) }
                pendingType = nil
                sawIBAction = false
                objcName = nil
            } else if punctuation("}") {
                if types.last?.depth == depth { types.removeLast() }
                depth -= 1
                pendingType = nil
                sawIBAction = false
            } else if punctuation(";") {
                pendingType = nil
                sawIBAction = false
                objcName = nil
            } else if punctuation("=") {   // not in a type header, except `where T == U`
                sawIBAction = false
                objcName = nil
            } else if punctuation("@"), let attribute = word(at: 1) {
                index += 1
                if attribute == "IBAction" {
                    sawIBAction = true
                } else if attribute == "objc", punctuation("(", at: 1) {
                    index += 2
                    objcName = selector()
                }
            } else if let keyword = word(), Self.typeKeywords.contains(keyword),
                      let name = word(at: 1), !Self.notTypeNames.contains(name) {
                index += 1
                var last = name
                while punctuation(".", at: 1), let component = word(at: 2) {
                    index += 2
                    last = component
                }
                pendingType = .some(keyword == "protocol" ? nil : last)
            } else if word() == "func" {
                if sawIBAction, let (action, swift2) = unwindAction(objcName: objcName),
                   let owner = types.last, let className = owner.name {
                    found.append(ScannedUnwindAction(className: className, action: action))
                    if let swift2, swift2.selector != action {
                        found.append(ScannedUnwindAction(className: className, action: swift2.selector,
                                                       swift2Reading: swift2.declaration))
                    }
                }
                sawIBAction = false
                objcName = nil
            }
            index += 1
        }
        return found
    }

    /// After `@objc(`: the selector up to the closing parenthesis.
    private mutating func selector() -> String {
        var text = ""
        while index < tokens.count, !punctuation(")") {
            switch tokens[index] {
            case .word(let word): text += word
            case .punctuation(let byte): text += String(UnicodeScalar(byte))
            }
            index += 1
        }
        return text
    }

    /// At `func`: the selector name when the signature takes exactly one UIStoryboardSegue,
    /// and, when Swift 2 read the declaration otherwise, its Swift 2 selector and declaration.
    private mutating func unwindAction(objcName: String?) -> (String, (selector: String, declaration: String)?)? {
        guard let name = word(at: 1) else { return nil }
        index += 2
        if punctuation("<") {   // generic parameters
            while index < tokens.count, !punctuation(">") { index += 1 }
            index += 1
        }
        guard punctuation("(") else { return nil }
        index += 1
        var parameter: [SourceLexer.Token] = []
        var nesting = 0
        while index < tokens.count {
            if punctuation("(") || punctuation("[") || punctuation("<") { nesting += 1 }
            if punctuation(")") || punctuation("]") || punctuation(">") {
                if nesting == 0 { break }
                nesting -= 1
            }
            if nesting == 0, punctuation(",") { return nil }   // more than one parameter
            parameter.append(tokens[index])
            index += 1
        }
        guard let colon = parameter.firstIndex(of: .punctuation(UInt8(ascii: ":"))) else { return nil }
        let names = parameter[..<colon].compactMap { token -> String? in
            if case .word(let word) = token { return word }
            return nil
        }
        // The type: `UIStoryboardSegue`, optionally module-qualified, optional or implicitly unwrapped.
        var typeWords: [String] = []
        for token in parameter[(colon + 1)...] {
            switch token {
            case .word(let word): typeWords.append(word)
            case .punctuation(let byte) where ".!?".utf8.contains(byte): continue
            case .punctuation: return nil
            }
        }
        guard typeWords == ["UIStoryboardSegue"] || typeWords == ["UIKit", "UIStoryboardSegue"],
              names.count == 1 || names.count == 2 else { return nil }
        if let objcName { return (UnwindActionName.canonical(objcName), nil) }
        let selector = UnwindActionName.selector(base: name, labels: [names[0]])
        // Swift 2: a single name is the parameter's internal name only; the selector is the base.
        let swift2 = names.count == 1 && names[0] != "_" ? (name, "\(name)(\(names[0]):)") : nil
        return (selector, swift2)
    }
}
