/// An Objective-C expression as far as navigation needs it: a message send (`[receiver
/// part:arg part:arg]`, nested sends included), a string literal, an `@[…]` array literal, a
/// dotted name (`self.navigationController`), a `@selector(…)`, a cast a message is sent to (`[(Container *)self.
/// parentViewController showDetail]`: the class and the value), or anything else (kept as its text).
indirect enum ObjCExpression: Equatable {
    case message(receiver: ObjCExpression, selector: String, arguments: [ObjCExpression], line: Int)
    case cast(type: String, value: ObjCExpression)
    case string(String)
    case array([ObjCExpression])
    case name(String)
    /// `@selector(openSettings:)`: the selector named.
    case selector(String)
    case other(String)

    var text: String {
        switch self {
        case .message(let r, let s, let a, _):
            let parts = s.split(separator: ":", omittingEmptySubsequences: false).dropLast()
            if a.isEmpty { return "[\(r.text) \(s)]" }
            return "[\(r.text) " + zip(parts, a).map { "\($0):\($1.text)" }.joined(separator: " ") + "]"
        case .string(let s): return "@\"\(s)\""
        case .array(let list): return "@[" + list.map(\.text).joined(separator: ", ") + "]"
        case .name(let n): return n
        case .selector(let s): return "@selector(\(s))"
        case .cast(let type, let value): return "(\(type) *)\(value.text)"
        case .other(let t): return t
        }
    }

    /// At `(` (or `((`) in a receiver: a cast `(Type *)value` (the value a dotted name or a send,
    /// `((Type *)value)` too), or nil, `index` unmoved.
    private static func parseCast(_ tokens: [ObjCTokenizer.Token], _ index: inout Int) -> ObjCExpression? {
        func punctuation(_ c: Character, _ at: Int) -> Bool { at < tokens.count && tokens[at].kind == .punctuation(c.asciiValue!) }
        var i = index
        let wrapped = punctuation("(", i) && punctuation("(", i + 1)
        if wrapped { i += 1 }
        guard punctuation("(", i), i + 1 < tokens.count, case .word(let type) = tokens[i + 1].kind,
              punctuation("*", i + 2), punctuation(")", i + 3) else { return nil }
        i += 4
        func finish(_ cast: ObjCExpression) -> ObjCExpression? {
            if wrapped {
                guard punctuation(")", i) else { return nil }
                i += 1
            }
            index = i
            return cast
        }
        let value: ObjCExpression
        if punctuation("[", i) {
            value = parseMessage(tokens, &i)
            if case .message = value, punctuation(".", i) {
                var name = value.text
                while punctuation(".", i), i + 1 < tokens.count, case .word(let next) = tokens[i + 1].kind { name += "." + next; i += 2 }
                return finish(.cast(type: type, value: .name(name)))
            }
        } else if i < tokens.count, case .word = tokens[i].kind {
            value = .name(dottedName(tokens, &i))
        } else {
            return nil
        }
        return finish(.cast(type: type, value: value))
    }

    /// Parses the expression starting at `index` and ending before a token of `stops` at depth
    /// 0 (or the end); `index` is left on the stop.
    static func parse(_ tokens: [ObjCTokenizer.Token], _ index: inout Int, stops: Set<UInt8>) -> ObjCExpression {
        let start = index
        var single: ObjCExpression?
        var count = 0
        while index < tokens.count {
            let token = tokens[index]
            if case .punctuation(let p) = token.kind, stops.contains(p) { break }
            count += 1
            switch token.kind {
            case .punctuation(UInt8(ascii: "[")):
                single = parseMessage(tokens, &index)
                // `[UIApplication sharedApplication].keyWindow.rootViewController`: a dotted name.
                while index + 1 < tokens.count, tokens[index].kind == .punctuation(UInt8(ascii: ".")),
                      case .word(let next) = tokens[index + 1].kind {
                    single = .name(single!.text + "." + next)
                    index += 2
                }
            case .punctuation(UInt8(ascii: "@")) where index + 2 < tokens.count && tokens[index + 1].kind == .word("selector")
                    && tokens[index + 2].kind == .punctuation(UInt8(ascii: "(")):
                // `@selector(name:part:)`: the words and colons up to the closing parenthesis.
                index += 3
                var name = ""
                while index < tokens.count, tokens[index].kind != .punctuation(UInt8(ascii: ")")) {
                    if case .word(let w) = tokens[index].kind { name += w } else if tokens[index].kind == .punctuation(UInt8(ascii: ":")) { name += ":" }
                    index += 1
                }
                index += 1
                single = .selector(name)
            case .punctuation(UInt8(ascii: "@")) where index + 1 < tokens.count && tokens[index + 1].kind == .punctuation(UInt8(ascii: "[")):
                index += 2
                var elements: [ObjCExpression] = []
                while index < tokens.count, tokens[index].kind != .punctuation(UInt8(ascii: "]")) {
                    elements.append(parse(tokens, &index, stops: [UInt8(ascii: ","), UInt8(ascii: "]")]))
                    if index < tokens.count, tokens[index].kind == .punctuation(UInt8(ascii: ",")) { index += 1 }
                }
                index += 1
                single = .array(elements)
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "{")):
                // A cast `(UIViewController *)x` or a parenthesised expression / block body: skip it whole.
                let open = token.kind
                let close: UInt8 = open == .punctuation(UInt8(ascii: "(")) ? UInt8(ascii: ")") : UInt8(ascii: "}")
                var depth = 0
                let groupStart = index
                while index < tokens.count {
                    if tokens[index].kind == open { depth += 1 }
                    if tokens[index].kind == .punctuation(close) { depth -= 1; if depth == 0 { index += 1; break } }
                    index += 1
                }
                // A cast: what follows it is the value.
                if close == UInt8(ascii: ")"), groupStart + 1 < tokens.count, case .word = tokens[groupStart + 1].kind,
                   index - groupStart <= 5, index < tokens.count, !isStop(tokens[index], stops) {
                    count -= 1
                }
                continue
            case .string(let s):
                single = .string(s)
                index += 1
            case .word:
                single = .name(dottedName(tokens, &index))
            default:
                index += 1
            }
        }
        if count == 1, let single { return single }
        return .other(tokens[start..<index].map(\.kind).map(describe).joined(separator: " "))
    }

    private static func isStop(_ token: ObjCTokenizer.Token, _ stops: Set<UInt8>) -> Bool {
        if case .punctuation(let p) = token.kind { return stops.contains(p) }
        return false
    }

    private static func describe(_ kind: ObjCTokenizer.Token.Kind) -> String {
        switch kind {
        case .word(let w): w
        case .string(let s): "@\"\(s)\""
        case .punctuation(let p): String(UnicodeScalar(p))
        }
    }

    /// At a word: it and the `.word`s after it (`self.navigationController`).
    private static func dottedName(_ tokens: [ObjCTokenizer.Token], _ index: inout Int) -> String {
        guard case .word(var name) = tokens[index].kind else { return "" }
        index += 1
        while index + 1 < tokens.count, tokens[index].kind == .punctuation(UInt8(ascii: ".")), case .word(let next) = tokens[index + 1].kind {
            name += "." + next
            index += 2
        }
        return name
    }

    /// At `[`: a message send up to its `]`.
    static func parseMessage(_ tokens: [ObjCTokenizer.Token], _ index: inout Int) -> ObjCExpression {
        let line = tokens[index].line
        index += 1
        // The receiver: a nested send or a dotted name (or whatever precedes the first selector word).
        var receiver: ObjCExpression
        if index < tokens.count, tokens[index].kind == .punctuation(UInt8(ascii: "[")) {
            receiver = parseMessage(tokens, &index)
            while index + 1 < tokens.count, tokens[index].kind == .punctuation(UInt8(ascii: ".")), case .word(let next) = tokens[index + 1].kind {
                receiver = .name(receiver.text + "." + next)
                index += 2
            }
        } else if index < tokens.count, case .string(let text) = tokens[index].kind {
            receiver = .string(text)
            index += 1
        } else if index < tokens.count, case .word = tokens[index].kind {
            receiver = .name(dottedName(tokens, &index))
        } else if let cast = parseCast(tokens, &index) {
            receiver = cast
        } else {
            receiver = parse(tokens, &index, stops: [UInt8(ascii: "]")])
        }
        var selector = ""
        var arguments: [ObjCExpression] = []
        while index < tokens.count, tokens[index].kind != .punctuation(UInt8(ascii: "]")) {
            if case .word(let part) = tokens[index].kind {
                index += 1
                if index < tokens.count, tokens[index].kind == .punctuation(UInt8(ascii: ":")) {
                    index += 1
                    selector += part + ":"
                    arguments.append(parseArgument(tokens, &index))
                } else {
                    selector += part
                }
            } else if tokens[index].kind == .punctuation(UInt8(ascii: ":")) {   // an unnamed part
                index += 1
                selector += ":"
                arguments.append(parseArgument(tokens, &index))
            } else {
                index += 1   // variadic commas and the like
            }
        }
        index += 1
        return .message(receiver: receiver, selector: selector, arguments: arguments, line: line)
    }

    /// An argument: up to the next `word :` at depth 0, or the closing `]`.
    private static func parseArgument(_ tokens: [ObjCTokenizer.Token], _ index: inout Int) -> ObjCExpression {
        var end = index
        var depth = 0
        let opens: Set<UInt8> = [UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{")]
        let closes: Set<UInt8> = [UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}")]
        scan: while end < tokens.count {
            switch tokens[end].kind {
            case .punctuation(let p) where opens.contains(p):
                depth += 1
            case .punctuation(let p) where closes.contains(p):
                if depth == 0 { break scan }
                depth -= 1
            case .word where depth == 0 && end > index && end + 1 < tokens.count
                && tokens[end + 1].kind == .punctuation(UInt8(ascii: ":")):
                // `part:` starts the next selector part, unless it is a ternary's `a ? b : c`.
                if !tokens[index..<end].contains(where: { $0.kind == .punctuation(UInt8(ascii: "?")) }) { break scan }
            default:
                break
            }
            end += 1
        }
        let slice = Array(tokens[index..<end])
        var cursor = 0
        let expression = slice.isEmpty ? .other("") : parse(slice, &cursor, stops: [])
        index = end
        return expression
    }
}
