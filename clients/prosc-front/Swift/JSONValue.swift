/// A JSON value as the front reads the human tree's answers: strings decoded to UTF-8 bytes,
/// numbers kept as their text. `JSONValue.parse` accepts only well-formed JSON (RFC 8259) with
/// well-formed escapes; anything else is nil and the front hands the command to prosc-cli.
indirect enum JSONValue {
    case object([(key: [UInt8], value: JSONValue)])
    case array([JSONValue])
    case string([UInt8])
    case number([UInt8])
    case bool(Bool)
    case null

    /// The member `key` of an object (the last, if repeated); nil if absent or not an object.
    subscript(key: StaticString) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        let name = Array(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        return members.last(where: { $0.key == name })?.value
    }

    var string: [UInt8]? {
        if case .string(let s) = self { return s }
        return nil
    }

    var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    var array: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value in `bytes[range]`, nil unless it is exactly one well-formed JSON value.
    static func parse(_ bytes: [UInt8], _ range: Range<Int>) -> JSONValue? {
        var cursor = JSONCursor(bytes: bytes, range: range)
        guard let value = cursor.value(depth: 0), cursor.atEnd else { return nil }
        return value
    }
}

/// Recursive descent over UTF-8 JSON text, building values (`JSONValue.parse`).
extension JSONCursor {
    /// Deeper than any tree the front renders itself; prosc-cli takes deeper ones.
    static let maxValueDepth = 512

    private mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard end - position >= count else { return false }
        for i in 0..<count where bytes[position + i] != text.utf8Start[i] { return false }
        position += count
        return true
    }

    mutating func value(depth: Int) -> JSONValue? {
        skipSpace()
        guard position < end, depth < Self.maxValueDepth else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var members: [(key: [UInt8], value: JSONValue)] = []
            if take(UInt8(ascii: "}")) { return .object(members) }
            repeat {
                skipSpace()
                guard let key = decodedString(), take(UInt8(ascii: ":")), let value = value(depth: depth + 1) else { return nil }
                members.append((key: key, value: value))
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "}")) ? .object(members) : nil
        case UInt8(ascii: "["):
            position += 1
            var elements: [JSONValue] = []
            if take(UInt8(ascii: "]")) { return .array(elements) }
            repeat {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]")) ? .array(elements) : nil
        case UInt8(ascii: "\""):
            return decodedString().map { .string($0) }
        case UInt8(ascii: "t"):
            return literal("true") ? .bool(true) : nil
        case UInt8(ascii: "f"):
            return literal("false") ? .bool(false) : nil
        case UInt8(ascii: "n"):
            return literal("null") ? .null : nil
        default:
            return number().map { .number($0) }
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, as text.
    private mutating func number() -> [UInt8]? {
        let start = position
        if position < end, bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < end, isDigit(bytes[position]) else { return nil }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            skipDigits()
        }
        if position < end, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard position < end, isDigit(bytes[position]) else { return nil }
            skipDigits()
        }
        if position < end, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < end, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < end, isDigit(bytes[position]) else { return nil }
            skipDigits()
        }
        return Array(bytes[start..<position])
    }

    private mutating func skipDigits() {
        while position < end, isDigit(bytes[position]) { position += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// A string at `position` (its opening quote), decoded. Control characters must be escaped;
    /// `\u` escapes must pair their surrogates; the text must be valid UTF-8 (checked whole
    /// by `validUTF8` on the bytes copied through unescaped).
    private mutating func decodedString() -> [UInt8]? {
        guard position < end, bytes[position] == UInt8(ascii: "\"") else { return nil }
        position += 1
        var out: [UInt8] = []
        while position < end {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\"") { return validUTF8(out) ? out : nil }
            if byte < 0x20 { return nil }
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                continue
            }
            guard position < end else { return nil }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard var scalar = hex4() else { return nil }
                if scalar >= 0xD800 && scalar < 0xDC00 {
                    guard literal("\\u"), let low = hex4(), low >= 0xDC00 && low < 0xE000 else { return nil }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if scalar >= 0xDC00 && scalar < 0xE000 {
                    return nil
                }
                appendUTF8(scalar, to: &out)
            default: return nil
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard end - position >= 4 else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            position += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            out.append(UInt8(scalar))
        case ..<0x800:
            out.append(UInt8(0xC0 | scalar >> 6))
            out.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            out.append(UInt8(0xE0 | scalar >> 12))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        default:
            out.append(UInt8(0xF0 | scalar >> 18))
            out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Whether `text` is well-formed UTF-8 (no overlongs, surrogates or values past U+10FFFF).
    private func validUTF8(_ text: [UInt8]) -> Bool {
        var i = 0
        while i < text.count {
            let lead = text[i]
            let length: Int
            let minimum: UInt32
            var scalar: UInt32
            switch lead {
            case 0..<0x80:
                i += 1
                continue
            case 0xC2..<0xE0: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
            case 0xE0..<0xF0: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
            case 0xF0..<0xF5: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
            default: return false
            }
            guard i + length <= text.count else { return false }
            for k in 1..<length {
                let continuation = text[i + k]
                guard continuation & 0xC0 == 0x80 else { return false }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(scalar >= 0xD800 && scalar < 0xE000) else { return false }
            i += length
        }
        return true
    }
}
