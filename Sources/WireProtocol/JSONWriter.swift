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
public struct JSONWriter: Sendable {
    /// The bytes written so far.
    public var bytes: [UInt8]
    /// Whether the next value or key follows a sibling and needs a comma first.
    private var needsComma = false

    /// A writer with an empty buffer of at least `capacity` bytes.
    public init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// A writer that appends to existing bytes (for example a connection's output buffer);
    /// the first value it writes is not preceded by a comma.
    public init(appendingTo bytes: [UInt8]) {
        self.bytes = bytes
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
    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    /// Closes an object: `}`.
    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Opens an array: `[`.
    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    /// Closes an array: `]`.
    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes a member's key and colon; the next call must write its value.
    public mutating func key(_ name: String) {
        separate()
        appendQuoted(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    // MARK: - Scalars

    /// Writes `null`.
    public mutating func null() {
        separate()
        appendASCII("null")
        needsComma = true
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        separate()
        appendASCII(value ? "true" : "false")
        needsComma = true
    }

    /// Writes a string, escaped.
    public mutating func string(_ value: String) {
        separate()
        appendQuoted(value)
        needsComma = true
    }

    /// Writes an integer.
    public mutating func number(_ value: Int) {
        separate()
        appendInteger(value)
        needsComma = true
    }

    /// Writes a number: integral values of magnitude below 10^18 as integers, others in
    /// their shortest round-trip form, non-finite values as `null`.
    public mutating func number(_ value: Double) {
        separate()
        if !value.isFinite {
            appendASCII("null")
        } else if value.rounded(.towardZero) == value && value.magnitude < 1e18 {
            appendInteger(Int(value))
        } else {
            // The standard library's shortest round-trip form ("0.1", "1e-07", "1.5e+300")
            // is valid JSON once integral values are excluded ("1e+18" is fine; "2.0" is not
            // produced because such values took the branch above).
            appendASCII(value.description)
        }
        needsComma = true
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

    /// Ends a JSON Lines record: appends `\n`; the next value starts a new top-level value.
    public mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
        needsComma = false
    }

    // MARK: - Bytes

    @inline(__always)
    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    private mutating func appendASCII(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func appendASCII(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func appendInteger(_ value: Int) {
        if value >= 0 && value < 10 {
            bytes.append(UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0"))
            return
        }
        var magnitude = value.magnitude
        var digits = 0
        var probe = magnitude
        repeat {
            digits += 1
            probe /= 10
        } while probe != 0
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let end = bytes.count + digits
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        bytes.withUnsafeMutableBufferPointer { buffer in
            var index = end
            repeat {
                index -= 1
                buffer[index] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
                magnitude /= 10
            } while magnitude != 0
        }
    }

    private static let hexDigits: StaticString = "0123456789abcdef"

    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            let raw = UnsafeRawBufferPointer(utf8)
            var runStart = 0
            while true {
                let special = Self.firstByteNeedingEscape(in: raw, from: runStart)
                if runStart < special {
                    bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[runStart..<special]))
                }
                if special == raw.count { break }
                appendEscape(raw[special])
                runStart = special + 1
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The index of the first byte at or after `start` that must be escaped, or the count.
    @inline(__always)
    private static func firstByteNeedingEscape(in raw: UnsafeRawBufferPointer, from start: Int) -> Int {
        var i = start
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

    private mutating func appendEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            let hex = Self.hexDigits.utf8Start
            bytes.append(UInt8(ascii: "u"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0xF)])
        }
    }
}
