/// A small lexer for Swift and Objective-C source that the unwind-action scanner reads: it
/// yields identifiers and single punctuation characters, and drops whitespace, comments,
/// string and character literals (so code in comments or strings is never mistaken for a
/// declaration). Swift's nested block comments, multi-line and raw strings and string
/// interpolation are understood; numbers come out as identifiers, which is harmless here.
struct SourceLexer {
    /// The source languages, which differ in comments and literals.
    enum Language { case swift, objectiveC }

    /// A lexed token.
    enum Token: Equatable {
        case word(String)
        case punctuation(UInt8)
    }

    private let bytes: [UInt8]
    private let language: Language
    private var index = 0

    init(_ source: String, language: Language) {
        self.bytes = Array(source.utf8)
        self.language = language
    }

    /// Every token of the source, in order.
    static func tokens(of source: String, language: Language) -> [Token] {
        var lexer = SourceLexer(source, language: language)
        var tokens: [Token] = []
        while let token = lexer.next() { tokens.append(token) }
        return tokens
    }

    private func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    /// The next token, or nil at the end of the source.
    mutating func next() -> Token? {
        while let current = byte() {
            switch current {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                index += 1
            case 0x2F where byte(1) == 0x2F:   // "//"
                while let b = byte(), b != 0x0A { index += 1 }
            case 0x2F where byte(1) == 0x2A:   // "/*"
                skipBlockComment()
            case 0x22:                         // '"'
                skipString(hashes: 0)
            case 0x23 where language == .swift && rawStringHashes() != nil:
                let hashes = rawStringHashes() ?? 0
                index += hashes
                skipString(hashes: hashes)
            case 0x27 where language == .objectiveC:   // character literal
                index += 1
                while let b = byte(), b != 0x27, b != 0x0A { index += b == 0x5C ? 2 : 1 }
                index += 1
            case _ where Self.isWordByte(current):
                let start = index
                while let b = byte(), Self.isWordByte(b) { index += 1 }
                return .word(String(decoding: bytes[start..<index], as: UTF8.self))
            default:
                index += 1
                return .punctuation(current)
            }
        }
        return nil
    }

    /// At a `#`: the number of `#`s when they open a raw string (`#"`, `##"""`, ...).
    private func rawStringHashes() -> Int? {
        var count = 0
        while byte(count) == 0x23 { count += 1 }
        return byte(count) == 0x22 ? count : nil
    }

    private mutating func skipBlockComment() {
        index += 2
        var depth = 1
        while depth > 0, let current = byte() {
            if current == 0x2A, byte(1) == 0x2F {
                depth -= 1
                index += 2
            } else if language == .swift, current == 0x2F, byte(1) == 0x2A {
                depth += 1
                index += 2
            } else {
                index += 1
            }
        }
    }

    /// At the opening quote of a string with `hashes` leading `#`s (already consumed).
    private mutating func skipString(hashes: Int) {
        let multiline = language == .swift && byte(1) == 0x22 && byte(2) == 0x22
        index += multiline ? 3 : 1
        while let current = byte() {
            if current == 0x5C, escapeApplies(hashes: hashes) {
                index += 1 + hashes
                if language == .swift, byte() == 0x28 {   // "\(" interpolation
                    index += 1
                    skipInterpolation()
                } else {
                    index += 1
                }
            } else if current == 0x22, closes(multiline: multiline, hashes: hashes) {
                index += (multiline ? 3 : 1) + hashes
                return
            } else if current == 0x0A, !multiline {
                return   // unterminated single-line literal: stop at the end of the line
            } else {
                index += 1
            }
        }
    }

    /// A backslash escapes in a raw string only when followed by the string's `#`s.
    private func escapeApplies(hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { byte(1 + $0) == 0x23 }
    }

    private func closes(multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        return (0..<quotes).allSatisfy { byte($0) == 0x22 } && (0..<hashes).allSatisfy { byte(quotes + $0) == 0x23 }
    }

    /// Inside `\(`: skips code, nested strings included, to the matching `)`.
    private mutating func skipInterpolation() {
        var depth = 1
        while depth > 0, let current = byte() {
            switch current {
            case 0x28: depth += 1; index += 1
            case 0x29: depth -= 1; index += 1
            case 0x22: skipString(hashes: 0)
            default: index += 1
            }
        }
    }
}
