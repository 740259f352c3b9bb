/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// Overview: one pass over the input, no copying of ASCII strings beyond the final `String`,
/// no Foundation. What it rejects, each with a `JSONParseError` carrying the byte offset:
/// - invalid UTF-8 (overlong forms, surrogates encoded in UTF-8, code points over U+10FFFF,
///   truncated sequences), and any byte of 0x80 or more outside a string;
/// - escapes other than the eight of RFC 8259, and `\u` escapes that form a lone or
///   misordered UTF-16 surrogate (strict rejection, never replacement with U+FFFD);
/// - unescaped control characters (below U+0020) inside strings;
/// - trailing commas, missing commas or colons, duplicate keys in one object;
/// - leading zeros (`01`), `+1`, `.5`, `1.`, `1e`, `NaN`, `Infinity`;
/// - numbers whose magnitude overflows `Double` ("number out of range"; underflow rounds
///   to zero as usual);
/// - anything but whitespace after the value, and an empty input;
/// - nesting deeper than `maxDepth` arrays and objects (checked before descending, so
///   100,000 `[` fail at once without deep recursion). `maxDepth` is capped at
///   `JSONParser.depthCeiling` so that recursion stays within a thread's stack.
///
/// Implementation: a recursive-descent scanner over an `UnsafeRawBufferPointer`; strings
/// without escapes or non-ASCII bytes take a fast path; numbers of up to 15 significant
/// digits with a small decimal exponent are converted exactly with one multiplication or
/// division (Clinger's fast path), the rest by the standard library's correctly rounded
/// `Double(_: String)`.
public struct JSONParser {
    /// The largest `maxDepth` honoured; larger values are clamped to it.
    public static let depthCeiling = 512

    /// Room reserved in each non-empty array or object up front: the protocol's objects
    /// have a handful of members, so most never reallocate while they grow.
    static let initialCapacity = 8

    let input: UnsafeRawBufferPointer
    var position: Int
    let maxDepth: Int
    /// Reused for strings that need unescaping or contain non-ASCII bytes; nil until the first
    /// such string, so that a parser that meets none (a request's fast path, two parsers a
    /// request) is copied and destroyed with no retain or release.
    var scratch: [UInt8]? = nil

    init(_ input: UnsafeRawBufferPointer, maxDepth: Int) {
        self.input = input
        self.position = 0
        self.maxDepth = max(0, min(maxDepth, Self.depthCeiling))
    }

    /// Parses exactly one JSON value, optionally surrounded by whitespace.
    public static func parse(_ bytes: UnsafeRawBufferPointer, maxDepth: Int = 64) throws(JSONParseError) -> JSON {
        var parser = JSONParser(bytes, maxDepth: maxDepth)
        return try parser.parseDocument()
    }

    /// Parses exactly one JSON value from `bytes`.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 64) throws(JSONParseError) -> JSON {
        let result: Result<JSON, JSONParseError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONParseError) -> JSON in try parse(buffer, maxDepth: maxDepth) }
        }
        return try result.get()
    }

    /// Parses exactly one JSON value from the UTF-8 of `text`.
    public static func parse(_ text: String, maxDepth: Int = 64) throws(JSONParseError) -> JSON {
        var text = text
        let result: Result<JSON, JSONParseError> = text.withUTF8 { buffer in
            Result { () throws(JSONParseError) -> JSON in try parse(UnsafeRawBufferPointer(buffer), maxDepth: maxDepth) }
        }
        return try result.get()
    }

    // MARK: - Structure

    mutating func parseDocument() throws(JSONParseError) -> JSON {
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if position != input.count {
            throw error("unexpected data after the JSON value")
        }
        return value
    }

    mutating func parseValue(depth: Int) throws(JSONParseError) -> JSON {
        skipWhitespace()
        guard position < input.count else { throw error("unexpected end of input") }
        switch input[position] {
        case UInt8(ascii: "{"): return .object(try parseObject(depth: depth + 1))
        case UInt8(ascii: "["): return .array(try parseArray(depth: depth + 1))
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case let byte: throw error("unexpected \(Self.describe(byte))")
        }
    }

    mutating func parseArray(depth: Int) throws(JSONParseError) -> [JSON] {
        if depth > maxDepth { throw error("nesting deeper than \(maxDepth) levels") }
        position += 1  // [
        skipWhitespace()
        if position < input.count, input[position] == UInt8(ascii: "]") {
            position += 1
            return []
        }
        var elements: [JSON] = []
        elements.reserveCapacity(Self.initialCapacity)
        while true {
            elements.append(try parseValue(depth: depth))
            if try endsAfterElement(closer: UInt8(ascii: "]"), in: "array") { return elements }
        }
    }

    mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONObject {
        if depth > maxDepth { throw error("nesting deeper than \(maxDepth) levels") }
        position += 1  // {
        skipWhitespace()
        if position < input.count, input[position] == UInt8(ascii: "}") {
            position += 1
            return JSONObject()
        }
        var members: [JSONObject.Member] = []
        members.reserveCapacity(Self.initialCapacity)
        var seen: Set<JSONObject.KeyIdentity>? = nil  // built once an object grows past a linear scan's worth
        while true {
            guard position < input.count else { throw error("unexpected end of input in object") }
            guard input[position] == UInt8(ascii: "\"") else {
                throw error("expected a string key in object, found \(Self.describe(input[position]))")
            }
            let keyOffset = position
            let key = try parseString()
            if members.count < 16 {
                for member in members where JSONObject.keysMatch(member.key, key) {
                    throw JSONParseError(offset: keyOffset, reason: "duplicate key '\(key)' in object")
                }
            } else {
                if seen == nil { seen = Set(members.lazy.map { JSONObject.KeyIdentity($0.key) }) }
                if !seen!.insert(JSONObject.KeyIdentity(key)).inserted {
                    throw JSONParseError(offset: keyOffset, reason: "duplicate key '\(key)' in object")
                }
            }
            skipWhitespace()
            guard position < input.count, input[position] == UInt8(ascii: ":") else {
                throw error(position < input.count
                    ? "expected ':' after object key, found \(Self.describe(input[position]))"
                    : "unexpected end of input in object")
            }
            position += 1
            let value = try parseValue(depth: depth)
            members.append(JSONObject.Member(key: key, value: value))
            if try endsAfterElement(closer: UInt8(ascii: "}"), in: "object") { return JSONObject(uniqueMembers: members) }
        }
    }

    /// After an array's element or an object's member: true past the container's `closer`,
    /// false past a comma that another element follows; a trailing comma, the end of the input
    /// or any other byte is an error naming the `container`.
    @inline(__always)
    mutating func endsAfterElement(closer: UInt8, in container: StaticString) throws(JSONParseError) -> Bool {
        skipWhitespace()
        guard position < input.count else { throw error("unexpected end of input in \(container)") }
        switch input[position] {
        case UInt8(ascii: ","):
            position += 1
            skipWhitespace()
            if position < input.count, input[position] == closer { throw error("trailing comma in \(container)") }
            return false
        case closer:
            position += 1
            return true
        case let byte:
            throw error("expected ',' or '\(Character(Unicode.Scalar(closer)))' in \(container), found \(Self.describe(byte))")
        }
    }

    // MARK: - Helpers

    @inline(__always)
    mutating func skipWhitespace() {
        // Most tokens follow one another with no whitespace between: one test for those.
        guard position < input.count, input[position] <= 0x20 else { return }
        while position < input.count {
            switch input[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let count = literal.utf8CodeUnitCount
        let start = literal.utf8Start
        // `true`, `null` and the first four bytes of `false` as one word; the byte-by-byte loop
        // below finds where a mismatch is.
        if position + 4 <= input.count, count >= 4,
           input.loadUnaligned(fromByteOffset: position, as: UInt32.self)
               == UnsafeRawPointer(start).loadUnaligned(as: UInt32.self),
           count == 4 || (position + count <= input.count && input[position + 4] == start[4]) {
            position += count
            return
        }
        for i in 0..<count {
            guard position + i < input.count else {
                throw JSONParseError(offset: position + i, reason: "unexpected end of input in literal '\(literal)'")
            }
            if input[position + i] != start[i] {
                throw JSONParseError(offset: position + i, reason: "invalid literal, expected '\(literal)'")
            }
        }
        position += count
    }

    func error(_ reason: String) -> JSONParseError {
        JSONParseError(offset: position, reason: reason)
    }

    /// A byte for an error message: the character if printable ASCII, else its hex value.
    static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
    }
}
