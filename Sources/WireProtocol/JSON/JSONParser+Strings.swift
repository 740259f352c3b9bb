/// String scanning for `JSONParser`: an ASCII fast path, then unescaping and strict UTF-8
/// validation into a reused scratch buffer.
extension JSONParser {
    /// Parses the string whose opening quote is at `position`.
    mutating func parseString() throws(JSONParseError) -> String {
        let quoteOffset = position
        let start = position + 1
        let i = plainASCIIEnd(from: start)
        if i >= input.count {
            throw JSONParseError(offset: quoteOffset, reason: "unterminated string")
        }
        guard input[i] == UInt8(ascii: "\"") else {
            return try parseStringSlowly(quoteOffset: quoteOffset, start: start, from: i)
        }
        position = i + 1
        return Self.asciiString(UnsafeRawBufferPointer(rebasing: input[start..<i]))
    }

    /// At an opening quote: where the bytes of a string of printable ASCII without escapes lie,
    /// the string consumed; nil (nothing consumed) for any other string, or no string. What the
    /// request's fast paths (`EnvelopeScanner`, `ArgumentScanner`) read keys and names with.
    @inline(__always)
    mutating func plainString() -> Range<Int>? {
        guard position < input.count, input[position] == UInt8(ascii: "\"") else { return nil }
        let start = position + 1
        let i = plainASCIIEnd(from: start)
        guard i < input.count, input[i] == UInt8(ascii: "\"") else { return nil }
        position = i + 1
        return start..<i
    }

    /// Consumes `byte` if it is next.
    @inline(__always)
    mutating func consume(_ byte: UInt8) -> Bool {
        guard position < input.count, input[position] == byte else { return false }
        position += 1
        return true
    }

    /// The offset of the first byte at or after `start` that ends a run of plain ASCII in a
    /// string (a quote, a backslash, a control byte or a byte of 0x80 or more), or `input.count`.
    @inline(__always)
    func plainASCIIEnd(from start: Int) -> Int {
        let count = input.count
        var i = start
        // Eight bytes at a time, then byte by byte.
        while i + 8 <= count {
            let special = ByteScan.endsASCIIRun(ByteScan.word(input, at: i))
            if special != 0 { return i + special.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < count {
            let byte = input[i]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return i }
            i += 1
        }
        return count
    }

    /// A string from bytes known to be ASCII.
    @inline(__always)
    static func asciiString(_ bytes: UnsafeRawBufferPointer) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: bytes)
            return bytes.count
        }
    }

    private mutating func parseStringSlowly(quoteOffset: Int, start: Int, from firstSpecial: Int)
        throws(JSONParseError) -> String
    {
        if scratch == nil { scratch = [] }
        scratch!.removeAll(keepingCapacity: true)
        scratch!.append(contentsOf: UnsafeRawBufferPointer(rebasing: input[start..<firstSpecial]))
        var i = firstSpecial
        let count = input.count
        while i < count {
            let byte = input[i]
            switch byte {
            case UInt8(ascii: "\""):
                position = i + 1
                return String(decoding: scratch!, as: UTF8.self)
            case UInt8(ascii: "\\"):
                i = try parseEscape(at: i)
            case 0..<0x20:
                throw JSONParseError(
                    offset: i, reason: "unescaped control character \(Self.describe(byte)) in string")
            case 0x20..<0x80:
                scratch!.append(byte)
                i += 1
            default:
                let length = validUTF8SequenceLength(at: i)
                if length == 0 {
                    throw JSONParseError(offset: i, reason: "invalid UTF-8 in string")
                }
                scratch!.append(contentsOf: UnsafeRawBufferPointer(rebasing: input[i..<i + length]))
                i += length
            }
        }
        throw JSONParseError(offset: quoteOffset, reason: "unterminated string")
    }

    /// Decodes the escape whose backslash is at `i` into `scratch`; returns the offset after it.
    private mutating func parseEscape(at i: Int) throws(JSONParseError) -> Int {
        guard i + 1 < input.count else {
            throw JSONParseError(offset: i, reason: "unterminated string")
        }
        let decoded: UInt8
        switch input[i + 1] {
        case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"):
            return try parseUnicodeEscape(at: i)
        case let other:
            throw JSONParseError(offset: i, reason: "invalid escape '\\' followed by \(Self.describe(other))")
        }
        scratch!.append(decoded)
        return i + 2
    }

    /// Decodes `\uXXXX` (and a following low surrogate escape) at `i`.
    private mutating func parseUnicodeEscape(at i: Int) throws(JSONParseError) -> Int {
        let unit = try hex4(at: i + 2, escapeOffset: i)
        let scalarValue: UInt32
        var next = i + 6
        switch unit {
        case 0xD800...0xDBFF:
            guard next + 1 < input.count, input[next] == UInt8(ascii: "\\"), input[next + 1] == UInt8(ascii: "u")
            else {
                throw JSONParseError(offset: i, reason: "unpaired high surrogate escape in string")
            }
            let low = try hex4(at: next + 2, escapeOffset: next)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONParseError(offset: i, reason: "unpaired high surrogate escape in string")
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            next += 6
        case 0xDC00...0xDFFF:
            throw JSONParseError(offset: i, reason: "unpaired low surrogate escape in string")
        default:
            scalarValue = UInt32(unit)
        }
        // Every value here is a valid scalar: surrogates were handled above.
        let scalar = Unicode.Scalar(scalarValue)!
        for unit in UTF8.encode(scalar)! { scratch!.append(unit) }
        return next
    }

    private func hex4(at offset: Int, escapeOffset: Int) throws(JSONParseError) -> UInt16 {
        guard offset + 4 <= input.count else {
            throw JSONParseError(offset: escapeOffset, reason: "incomplete \\u escape in string")
        }
        var value: UInt16 = 0
        for j in offset..<offset + 4 {
            let byte = input[j]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw JSONParseError(offset: escapeOffset, reason: "invalid hex digit in \\u escape")
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence (Unicode table 3-7) starting at `i`, whose
    /// first byte is 0x80 or more; 0 if it is ill-formed or truncated.
    private func validUTF8SequenceLength(at i: Int) -> Int {
        let lead = input[i]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return 0
        }
        guard i + length <= input.count, secondRange.contains(input[i + 1]) else { return 0 }
        for j in i + 2..<i + length where input[j] & 0xC0 != 0x80 { return 0 }
        return length
    }
}
