/// The menu items an Objective-C method makes (`TargetAction`'s `UIAction`s, in Objective-C):
/// `[UIAction actionWithTitle:@"Settings" image:nil identifier:nil handler:^(UIAction *action) {
/// [weakSelf showSettings]; }]`, whose handler only sends one message without arguments to `self`
/// or a local bound to it (`__weak typeof(self) weakSelf = self;`). Made under an `if`, `else`,
/// `for`, `while` or `switch` it is `conditional`. The handler runs when the user chooses the item,
/// so its block is not a step of the method (`ObjCBodyReader` leaves it out).
enum ObjCMenuItems {
    typealias Token = ObjCTokenizer.Token

    /// The menu items of a method body's tokens, in order.
    static func read(_ tokens: [Token], file: String) -> [TargetAction] {
        var out: [TargetAction] = []
        for index in tokens.indices where word(tokens, index) == "UIAction" && word(tokens, index + 1) == "actionWithTitle" {
            guard let caret = handlerCaret(tokens, send: index), let method = handlerMethod(tokens, caret: caret) else { continue }
            var title = "menu item"
            if case .string(let text)? = tokens[safe: index + 3]?.kind {
                title += " \"\(text)\""
            } else if let name = word(tokens, index + 3) {
                title += " \(name)"
            }
            var action = TargetAction(method: method, element: title, location: SourceLocation(file: file, line: tokens[index].line))
            action.conditional = isUnderCondition(tokens, at: index)
            out.append(action)
        }
        return out
    }

    /// Whether the `^` at `caret` opens a menu item's handler that `read` takes.
    static func isHandler(_ tokens: [Token], caret: Int) -> Bool {
        guard punctuation(tokens, ":", caret - 1), word(tokens, caret - 2) == "handler" else { return false }
        var depth = 0
        var i = caret - 3
        while i > 0 {
            if punctuation(tokens, "]", i) { depth += 1 }
            if punctuation(tokens, "[", i) {
                if depth == 0 { return word(tokens, i + 1) == "UIAction" && handlerMethod(tokens, caret: caret) != nil }
                depth -= 1
            }
            i -= 1
        }
        return false
    }

    /// The `^` of `handler:` in the message send starting at `send` (the `UIAction` word).
    private static func handlerCaret(_ tokens: [Token], send: Int) -> Int? {
        var depth = 0
        var i = send
        while i < tokens.count {
            if punctuation(tokens, "[", i) { depth += 1 }
            if punctuation(tokens, "]", i) { if depth == 0 { return nil }; depth -= 1 }
            if depth == 0, word(tokens, i) == "handler", punctuation(tokens, ":", i + 1), punctuation(tokens, "^", i + 2) { return i + 2 }
            i += 1
        }
        return nil
    }

    /// The selector the block at `caret` only sends to `self` (or a local bound to `self` in the
    /// tokens before it): `{ [weakSelf showSettings]; }`.
    private static func handlerMethod(_ tokens: [Token], caret: Int) -> String? {
        var open = caret + 1
        while open < tokens.count, !punctuation(tokens, "{", open), !punctuation(tokens, ";", open) { open += 1 }
        guard punctuation(tokens, "{", open), punctuation(tokens, "[", open + 1), let receiver = word(tokens, open + 2),
              let selector = word(tokens, open + 3), punctuation(tokens, "]", open + 4), punctuation(tokens, ";", open + 5),
              punctuation(tokens, "}", open + 6) else { return nil }
        guard receiver == "self" || boundToSelf(tokens, receiver, before: caret) else { return nil }
        return selector
    }

    /// `… name = self;` before `index`.
    private static func boundToSelf(_ tokens: [Token], _ name: String, before index: Int) -> Bool {
        (0..<max(0, index - 3)).contains { i in
            word(tokens, i) == name && punctuation(tokens, "=", i + 1) && word(tokens, i + 2) == "self" && punctuation(tokens, ";", i + 3)
        }
    }

    /// Whether `index` is inside a block opened by `if (…) {`, `else {`, `for`, `while` or
    /// `switch`, or in a statement those govern without braces.
    private static func isUnderCondition(_ tokens: [Token], at index: Int) -> Bool {
        let governing: Set<String> = ["if", "else", "for", "while", "switch", "do"]
        var stack: [Bool] = []
        var statementStart = 0
        for i in 0..<index {
            if punctuation(tokens, "{", i) {
                var opener = i - 1
                if punctuation(tokens, ")", opener) {
                    var depth = 0
                    while opener > 0 {
                        if punctuation(tokens, ")", opener) { depth += 1 }
                        if punctuation(tokens, "(", opener) { depth -= 1; if depth == 0 { break } }
                        opener -= 1
                    }
                    opener -= 1
                }
                stack.append(word(tokens, opener).map(governing.contains) ?? false)
                statementStart = i + 1
            } else if punctuation(tokens, "}", i) {
                if !stack.isEmpty { stack.removeLast() }
                statementStart = i + 1
            } else if punctuation(tokens, ";", i) {
                statementStart = i + 1
            }
        }
        return stack.contains(true) || word(tokens, statementStart).map(governing.contains) == true
    }

    private static func word(_ tokens: [Token], _ at: Int) -> String? {
        guard at >= 0, at < tokens.count, case .word(let w) = tokens[at].kind else { return nil }
        return w
    }

    private static func punctuation(_ tokens: [Token], _ c: Character, _ at: Int) -> Bool {
        guard at >= 0, at < tokens.count, case .punctuation(let p) = tokens[at].kind else { return false }
        return p == c.asciiValue
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
