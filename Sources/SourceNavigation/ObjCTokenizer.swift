/// Objective-C source as tokens, each with its line: identifiers (numbers come out as
/// identifiers too), string literals (`@"x"` and `"x"`, with their text, escapes kept as
/// written), and single punctuation characters. Comments, preprocessor lines and character
/// literals are dropped, so code in a comment or a string is never read as code.
struct ObjCTokenizer {
    /// A token and the 1-based line it starts on.
    struct Token: Equatable {
        enum Kind: Equatable {
            case word(String)
            case string(String)
            case punctuation(UInt8)
        }
        var kind: Kind
        var line: Int
    }

    static func tokens(of source: String) -> [Token] {
        let bytes = Array(source.utf8)
        var tokens: [Token] = []
        var index = 0
        var line = 1
        var atLineStart = true
        func byte(_ offset: Int = 0) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        while let current = byte() {
            switch current {
            case 0x0A:
                line += 1
                index += 1
                atLineStart = true
                continue
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                index += 1
                continue
            case 0x23 where atLineStart:   // `#import`, `#define`, … to the end of the line (continuations included)
                while let b = byte(), b != 0x0A || (index > 0 && bytes[index - 1] == 0x5C) {
                    if b == 0x0A { line += 1 }
                    index += 1
                }
                continue
            case 0x2F where byte(1) == 0x2F:   // "//"
                while let b = byte(), b != 0x0A { index += 1 }
                continue
            case 0x2F where byte(1) == 0x2A:   // "/*"
                index += 2
                while let b = byte(), !(b == 0x2A && byte(1) == 0x2F) {
                    if b == 0x0A { line += 1 }
                    index += 1
                }
                index += 2
                continue
            default:
                break
            }
            atLineStart = false
            if current == 0x22 || (current == 0x40 && byte(1) == 0x22) {   // "…" or @"…"
                let startLine = line
                index += current == 0x40 ? 2 : 1
                let start = index
                while let b = byte(), b != 0x22, b != 0x0A { index += b == 0x5C ? 2 : 1 }
                let text = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
                index += 1
                tokens.append(Token(kind: .string(text), line: startLine))
            } else if current == 0x27 {   // character literal
                index += 1
                while let b = byte(), b != 0x27, b != 0x0A { index += b == 0x5C ? 2 : 1 }
                index += 1
            } else if isWordByte(current) {
                let start = index
                while let b = byte(), isWordByte(b) { index += 1 }
                tokens.append(Token(kind: .word(String(decoding: bytes[start..<index], as: UTF8.self)), line: line))
            } else {
                index += 1
                tokens.append(Token(kind: .punctuation(current), line: line))
            }
        }
        return tokens
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }
}
