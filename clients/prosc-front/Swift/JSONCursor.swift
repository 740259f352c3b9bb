/// A position in JSON text (`bytes[position..<end]`), shared by the two readers of the front:
/// `ResponseLine` skips values without building them (below); `JSONValue.parse` builds them.
struct JSONCursor {
    let bytes: [UInt8]
    var position: Int
    let end: Int

    init(bytes: [UInt8], range: Range<Int>? = nil) {
        self.bytes = bytes
        position = range?.lowerBound ?? 0
        end = range?.upperBound ?? bytes.count
    }

    var atEnd: Bool {
        mutating get {
            skipSpace()
            return position == end
        }
    }

    mutating func skipSpace() {
        while position < end, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0A || bytes[position] == 0x0D {
            position += 1
        }
    }

    /// Consumes `byte` (after white space) if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard position < end, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    // MARK: Skipping

    /// A string's raw bytes between its quotes (escapes left as they are).
    mutating func rawString() -> [UInt8]? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        guard skipStringBody() else { return nil }
        return Array(bytes[start..<(position - 1)])
    }

    /// Skips to just past the closing quote of a string whose opening quote is consumed.
    private mutating func skipStringBody() -> Bool {
        while position < end {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\\") {
                position += 1
            } else if byte == UInt8(ascii: "\"") {
                return true
            }
        }
        return false
    }

    /// Skips one value: a string, an object or array (brackets balanced, strings skipped),
    /// or a scalar (up to the next delimiter).
    mutating func skipValue() -> Bool {
        guard position < end else { return false }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            position += 1
            return skipStringBody()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while position < end {
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: "\"") {
                    guard skipStringBody() else { return false }
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 { return true }
                }
            }
            return false
        default:
            let start = position
            while position < end {
                let byte = bytes[position]
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte <= 0x20 { break }
                position += 1
            }
            return position > start
        }
    }
}
