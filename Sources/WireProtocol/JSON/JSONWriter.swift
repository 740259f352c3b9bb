/// Writes compact, single-line, valid UTF-8 JSON into a byte buffer.
///
/// Use `write(_:)` for a whole `JSON` tree, or the streaming methods to write fixed-shape
/// values without building a tree:
///
/// ```swift
/// var w = JSONWriter()
/// w.beginObject()
/// w.key("vc"); w.string("vc13")
/// w.key("animated"); w.bool(false)
/// w.endObject()              // {"vc":"vc13","animated":false}
/// ```
///
/// The writer inserts commas itself; the caller pairs every `key` with exactly one value
/// inside objects and closes what it opens. Strings are escaped per RFC 8259 (`"`, `\`,
/// and control characters, the common ones as `\n`, `\t`… and the others as `\u00XX`).
/// Integral numbers of magnitude below 10^18 are written as integers (`17`, never `17.0`);
/// other numbers in the shortest form that reads back to the same `Double`. Non-finite
/// numbers, which JSON cannot express, are written as `null`.
///
/// Implementation: the writer owns a buffer larger than what it has written and writes
/// each token through one pointer access (one uniqueness check per token, not per byte).
/// Take the result with `finish()` (no copy), `bytes` (a copy), or `withBytes` (no copy,
/// then `removeAll()` to reuse the buffer for the next message without allocating).
public struct JSONWriter: Sendable {
    /// The buffer; its first `count` bytes are written, the rest is spare capacity.
    private var storage: [UInt8]
    /// The number of bytes written.
    public private(set) var count: Int
    /// Whether the next value or key follows a sibling and needs a comma first.
    private var needsComma = false

    /// A writer with room for `capacity` bytes before it grows.
    public init(capacity: Int = 256) {
        storage = []
        count = 0
        grow(toAtLeast: Swift.max(capacity, 16))
    }

    /// A writer that appends to existing bytes (for example a connection's output buffer);
    /// the first value it writes is not preceded by a comma.
    public init(appendingTo bytes: [UInt8]) {
        storage = bytes
        count = bytes.count
    }

    /// A writer that writes over `bytes` from the start, keeping their storage (a reply line's
    /// buffer given back after it was sent: `ReplyLineBuffers`); room beyond them is added as
    /// for any writer.
    public init(reusing bytes: consuming [UInt8]) {
        storage = bytes
        count = 0
    }

    /// A copy of the bytes written so far.
    public var bytes: [UInt8] {
        count == storage.count ? storage : Array(storage[..<count])
    }

    /// The bytes written, without copying them.
    public consuming func finish() -> [UInt8] {
        // Taken out of `self` first, so that the buffer is not shared and shrinks in place.
        var bytes = storage
        storage = []
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// Calls `body` with the bytes written so far, without copying them.
    public func withBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        let result: Result<R, E> = storage.withUnsafeBytes { buffer in
            Result { () throws(E) -> R in try body(UnsafeRawBufferPointer(rebasing: buffer[..<count])) }
        }
        return try result.get()
    }

    /// Forgets what was written, keeping the buffer for reuse.
    public mutating func removeAll() {
        count = 0
        needsComma = false
    }

    // MARK: - Trees

    /// Writes a whole value.
    public mutating func write(_ json: JSON) {
        switch json {
        case .null: null()
        case .bool(let b): bool(b)
        case .number(let d): number(d)
        case .string(let s): string(s)
        case .array(let elements):
            beginArray()
            for element in elements { write(element) }
            endArray()
        case .object(let object):
            beginObject()
            for member in object.members {
                key(member.key)
                write(member.value)
            }
            endObject()
        }
    }

    // MARK: - Containers

    /// Opens an object: `{`.
    public mutating func beginObject() { punctuate(UInt8(ascii: "{"), separated: true, thenComma: false) }

    /// Closes an object: `}`.
    public mutating func endObject() { punctuate(UInt8(ascii: "}"), separated: false, thenComma: true) }

    /// Opens an array: `[`.
    public mutating func beginArray() { punctuate(UInt8(ascii: "["), separated: true, thenComma: false) }

    /// Closes an array: `]`.
    public mutating func endArray() { punctuate(UInt8(ascii: "]"), separated: false, thenComma: true) }

    /// Ends a JSON Lines record: appends `\n`; the next value starts a new top-level value.
    public mutating func endLine() { punctuate(UInt8(ascii: "\n"), separated: false, thenComma: false) }

    /// Writes a member's key and colon; the next call must write its value.
    public mutating func key(_ name: String) {
        appendQuoted(name, colon: true)
        needsComma = false
    }

    /// Writes a member's key known at compile time and its colon, copied as it is: `name` must
    /// be plain ASCII with nothing to escape (the fast path for fixed-shape objects).
    public mutating func key(static name: StaticString) {
        let length = name.utf8CodeUnitCount
        withSeparatedSpace(length + 3) { p in
            p[0] = UInt8(ascii: "\"")
            (p + 1).update(from: name.utf8Start, count: length)
            p[length + 1] = UInt8(ascii: "\"")
            p[length + 2] = UInt8(ascii: ":")
            return length + 3
        }
        needsComma = false
    }

    /// Writes `text` as it is, after a comma when one is due: a fixed run of JSON the caller
    /// vouches for (`{"jsonrpc":"2.0","id":`). `valueEnded` says whether it ends with a value
    /// (what follows is a sibling, after a comma) or with `{`, `[` or a key's colon.
    public mutating func fragment(_ text: StaticString, valueEnded: Bool) {
        let length = text.utf8CodeUnitCount
        withSeparatedSpace(length) { p in
            p.update(from: text.utf8Start, count: length)
            return length
        }
        needsComma = valueEnded
    }

    // MARK: - Scalars

    /// Writes `null`.
    public mutating func null() { appendWord("null") }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) { appendWord(value ? "true" : "false") }

    /// Writes a string, escaped.
    public mutating func string(_ value: String) {
        appendQuoted(value, colon: false)
        needsComma = true
    }

    /// Writes an integer.
    public mutating func number(_ value: Int) {
        withSeparatedSpace(20) { p in Self.writeInteger(value, to: p) }
        needsComma = true
    }

    /// Writes the string `prefix` followed by the decimal `value` (`"vc12"`) without building
    /// a `String`; `prefix` must need no escaping.
    public mutating func prefixedNumberString(_ prefix: StaticString, _ value: Int) {
        let length = prefix.utf8CodeUnitCount
        withSeparatedSpace(length + 23) { p in
            p[0] = UInt8(ascii: "\"")
            (p + 1).update(from: prefix.utf8Start, count: length)
            let n = 1 + length + Self.writeInteger(value, to: p + 1 + length)
            p[n] = UInt8(ascii: "\"")
            return n + 1
        }
        needsComma = true
    }

    /// Writes a value that `encoded` already holds (one complete JSON value written by
    /// another writer), as it is.
    public mutating func encodedValue(_ encoded: borrowing JSONWriter) {
        encoded.withBytes { encodedValue(bytes: $0) }
    }

    /// Writes one complete JSON value given as its bytes, as it is (the caller vouches for it).
    public mutating func encodedValue(bytes raw: UnsafeRawBufferPointer) {
        withSeparatedSpace(raw.count) { p in
            if raw.count > 0 { p.update(from: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: raw.count) }
            return raw.count
        }
        needsComma = true
    }

    /// Writes a number: integral values of magnitude below 10^18 as integers, others in
    /// their shortest round-trip form, non-finite values as `null`.
    public mutating func number(_ value: Double) {
        if !value.isFinite {
            null()
        } else if value.rounded(.towardZero) == value && value.magnitude < 1e18 {
            number(Int(value))
        } else {
            // The standard library's shortest round-trip form ("0.1", "1e-07", "1.5e+300")
            // is valid JSON once integral values are excluded ("1e+18" is fine; "2.0" is not
            // produced because such values took the branch above).
            appendUnquoted(value.description)
        }
    }

    // MARK: - Members (shorthands for key + value)

    /// Writes `"name":"value"`.
    public mutating func member(_ name: String, _ value: String) { key(name); string(value) }
    /// Writes `"name":value` for a Boolean.
    public mutating func member(_ name: String, _ value: Bool) { key(name); bool(value) }
    /// Writes `"name":value` for an integer.
    public mutating func member(_ name: String, _ value: Int) { key(name); number(value) }
    /// Writes `"name":value` for a number.
    public mutating func member(_ name: String, _ value: Double) { key(name); number(value) }
    /// Writes `"name":value` for a JSON value.
    public mutating func member(_ name: String, _ value: JSON) { key(name); write(value) }
    /// Writes `"name":"value"`, or `"name":null` when `value` is nil.
    public mutating func member(_ name: String, _ value: String?) {
        key(name)
        if let value { string(value) } else { null() }
    }
    /// Writes `"name":[...]` for an array of strings.
    public mutating func member(_ name: String, _ values: [String]) {
        key(name)
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    // MARK: - Buffer

    /// Runs `body` with a pointer to at least `maxBytes` bytes of spare room; `body`
    /// returns how many it wrote.
    @inline(__always)
    private mutating func withSpace(_ maxBytes: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if count + maxBytes > storage.count { grow(toAtLeast: count + maxBytes) }
        let start = count
        count = start + storage.withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
    }

    /// `withSpace` for a value or key: writes the separating comma first when one is due, then
    /// runs `body` with room for `maxBytes` after it; `body` returns how many it wrote there.
    @inline(__always)
    private mutating func withSeparatedSpace(_ maxBytes: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        let comma = needsComma
        withSpace(maxBytes + 1) { p in
            guard comma else { return body(p) }
            p[0] = UInt8(ascii: ",")
            return 1 + body(p + 1)
        }
    }

    @inline(never)
    private mutating func grow(toAtLeast minimum: Int) {
        let capacity = Swift.max(minimum, storage.count * 2)
        storage.reserveCapacity(capacity)
        // Zeros copied from a block, not appended one by one (`[UInt8](repeating:count:)` costs
        // a generic metadata lookup per call on Linux, about 330 instructions).
        Self.zeros.withUnsafeBufferPointer { zeros in
            while storage.count < capacity {
                storage.append(contentsOf: UnsafeBufferPointer(rebasing: zeros.prefix(capacity - storage.count)))
            }
        }
    }

    /// Zero bytes for `grow`.
    private static let zeros = [UInt8](repeating: 0, count: 4096)

    /// Writes a comma if `separated` and one is due, then `byte`.
    @inline(__always)
    private mutating func punctuate(_ byte: UInt8, separated: Bool, thenComma: Bool) {
        let comma = separated && needsComma
        withSpace(2) { p in
            if comma {
                p[0] = UInt8(ascii: ",")
                p[1] = byte
                return 2
            }
            p[0] = byte
            return 1
        }
        needsComma = thenComma
    }

    private mutating func appendWord(_ word: StaticString) {
        let length = word.utf8CodeUnitCount
        withSeparatedSpace(length) { p in
            p.update(from: word.utf8Start, count: length)
            return length
        }
        needsComma = true
    }

    /// Writes the UTF-8 of `text` as it is (used for number text).
    mutating func appendUnquoted(_ text: String) {
        let length = text.utf8.count
        withSeparatedSpace(length) { p in
            Self.copyUTF8(of: text, length: length, to: p)
            return length
        }
        needsComma = true
    }

    /// Writes `,` if due, then `"text"` escaped, then `:` if `colon`.
    private mutating func appendQuoted(_ text: String, colon: Bool) {
        let length = text.utf8.count
        var escapeAt = -1
        // Fast path: copy the string, then check the copy for bytes to escape.
        withSeparatedSpace(length + 3) { p in
            p[0] = UInt8(ascii: "\"")
            Self.copyUTF8(of: text, length: length, to: p + 1)
            let special = Self.firstByteNeedingEscape(in: UnsafeRawBufferPointer(start: p + 1, count: length))
            if special < length {
                escapeAt = special
                return 1 + special
            }
            p[length + 1] = UInt8(ascii: "\"")
            if colon {
                p[length + 2] = UInt8(ascii: ":")
                return length + 3
            }
            return length + 2
        }
        if escapeAt >= 0 {
            appendEscaped(text, from: escapeAt)
            withSpace(2) { p in
                p[0] = UInt8(ascii: "\"")
                if colon { p[1] = UInt8(ascii: ":") }
                return colon ? 2 : 1
            }
        }
    }

    /// Writes the UTF-8 of `text` from byte `offset` on, escaping as needed.
    private mutating func appendEscaped(_ text: String, from offset: Int) {
        var text = text
        text.withUTF8 { utf8 in
            let raw = UnsafeRawBufferPointer(utf8)
            var runStart = offset
            while true {
                let rest = UnsafeRawBufferPointer(rebasing: raw[runStart...])
                let special = runStart + Self.firstByteNeedingEscape(in: rest)
                if runStart < special {
                    let run = UnsafeRawBufferPointer(rebasing: raw[runStart..<special])
                    withSpace(run.count) { p in
                        UnsafeMutableRawPointer(p).copyMemory(from: run.baseAddress!, byteCount: run.count)
                        return run.count
                    }
                }
                if special == raw.count { break }
                let byte = raw[special]
                withSpace(6) { p in Self.writeEscape(byte, to: p) }
                runStart = special + 1
            }
        }
    }

    /// Copies the UTF-8 of `text` (`length` bytes) with one memcpy when the string's bytes are
    /// contiguous (native and small strings), else byte by byte.
    @inline(__always)
    private static func copyUTF8(of text: String, length: Int, to p: UnsafeMutablePointer<UInt8>) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            if length > 0 { p.update(from: utf8.baseAddress!, count: length) }
        }
        if copied == nil {
            _ = UnsafeMutableBufferPointer(start: p, count: length).initialize(fromContentsOf: text.utf8)
        }
    }

    /// The index of the first byte that must be escaped, or the count.
    @inline(__always)
    private static func firstByteNeedingEscape(in raw: UnsafeRawBufferPointer) -> Int {
        var i = 0
        let count = raw.count
        while i + 8 <= count {
            let mask = ByteScan.needsEscape(ByteScan.word(raw, at: i))
            if mask != 0 { return i + mask.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < count {
            let byte = raw[i]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return i }
            i += 1
        }
        return count
    }

    private static let hexDigits: StaticString = "0123456789abcdef"

    /// Writes the escape of `byte` (a quote, a backslash or a control byte); returns its length.
    private static func writeEscape(_ byte: UInt8, to p: UnsafeMutablePointer<UInt8>) -> Int {
        p[0] = UInt8(ascii: "\\")
        let short: UInt8
        switch byte {
        case UInt8(ascii: "\""): short = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): short = UInt8(ascii: "\\")
        case 0x0A: short = UInt8(ascii: "n")
        case 0x0D: short = UInt8(ascii: "r")
        case 0x09: short = UInt8(ascii: "t")
        case 0x08: short = UInt8(ascii: "b")
        case 0x0C: short = UInt8(ascii: "f")
        default:
            let hex = hexDigits.utf8Start
            p[1] = UInt8(ascii: "u")
            p[2] = UInt8(ascii: "0")
            p[3] = UInt8(ascii: "0")
            p[4] = hex[Int(byte >> 4)]
            p[5] = hex[Int(byte & 0xF)]
            return 6
        }
        p[1] = short
        return 2
    }

    /// Writes the decimal digits of `value` (with its sign) at `p`; returns their count (at most
    /// 20). Also what the server's fixed reply lines write integers with (`FixedReplyLine`).
    @inlinable @inline(__always)
    public static func writeInteger(_ value: Int, to p: UnsafeMutablePointer<UInt8>) -> Int {
        if value >= 0 && value < 10 {
            p[0] = UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0")
            return 1
        }
        var magnitude = value.magnitude
        var digits = 0
        var probe = magnitude
        repeat {
            digits += 1
            probe /= 10
        } while probe != 0
        var n = 0
        if value < 0 {
            p[0] = UInt8(ascii: "-")
            n = 1
        }
        var index = n + digits
        repeat {
            index -= 1
            p[index] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
            magnitude /= 10
        } while magnitude != 0
        return n + digits
    }
}
