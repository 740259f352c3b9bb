/// One JSON-RPC response line as the front needs it: where the `result` value's bytes are,
/// so they are printed exactly as the server wrote them (prosc-cli prints the same bytes).
/// Not a JSON validator: a line that is anything but `{"jsonrpc":…,"id":<id>,"result":…}`, an
/// error answer included, gives nil and the front hands the command to prosc-cli.
struct ResponseLine {
    var result: Range<Int>

    /// `id` is the request's id as a single digit.
    init?(_ line: [UInt8], id: UInt8) {
        var scanner = Scanner(bytes: line)
        var result: Range<Int>?
        var idMatches = false
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        if scanner.take(UInt8(ascii: "}")) { return nil }
        repeat {
            guard let key = scanner.string(), scanner.take(UInt8(ascii: ":")) else { return nil }
            scanner.skipSpace()
            let start = scanner.position
            guard scanner.skipValue() else { return nil }
            let value = start..<scanner.position
            if key == Array("result".utf8) {
                result = value
            } else if key == Array("id".utf8) {
                idMatches = line[value] == [id]
            } else if key == Array("error".utf8) {
                return nil
            }
        } while scanner.take(UInt8(ascii: ","))
        guard scanner.take(UInt8(ascii: "}")), scanner.atEnd, idMatches, let result else { return nil }
        self.result = result
    }
}

/// A cursor over JSON text that skips values without building them.
private struct Scanner {
    let bytes: [UInt8]
    var position = 0

    var atEnd: Bool {
        mutating get {
            skipSpace()
            return position == bytes.count
        }
    }

    mutating func skipSpace() {
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0A || bytes[position] == 0x0D {
            position += 1
        }
    }

    /// Consumes `byte` (after white space) if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// A string's raw bytes between its quotes (escapes left as they are).
    mutating func string() -> [UInt8]? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        guard skipStringBody() else { return nil }
        return Array(bytes[start..<(position - 1)])
    }

    /// Skips to just past the closing quote of a string whose opening quote is consumed.
    private mutating func skipStringBody() -> Bool {
        while position < bytes.count {
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
        guard position < bytes.count else { return false }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            position += 1
            return skipStringBody()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while position < bytes.count {
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
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte <= 0x20 { break }
                position += 1
            }
            return position > start
        }
    }
}
