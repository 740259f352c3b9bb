/// The fast path of `RPCRequest.decode(line:)`: reads a well-formed request object without a
/// `JSON` tree for its envelope. `jsonrpc`, `id` and `method` are read as byte ranges of the
/// line; `params` and unknown members are parsed by `JSONParser` (same rules, same depth).
///
/// It only ever answers for a line the full decoder would accept as a request: anything
/// unusual (a parse error, an escape or a non-ASCII byte in a top-level key or in `method`, a
/// repeated key, a `jsonrpc` other than the plain `"2.0"`, a missing member, an id or params
/// of the wrong type) gives nil, and the caller decodes the line the full way, which reports
/// the problem as it always has. So every refusal keeps its text, code, data and order.
struct EnvelopeScanner {
    private var parser: JSONParser
    private var input: UnsafeRawBufferPointer { parser.input }

    /// The members seen so far, for the repeated-key check.
    private var seen = SeenMembers()

    private init(_ line: UnsafeRawBufferPointer, maxDepth: Int) {
        parser = JSONParser(line, maxDepth: maxDepth)
    }

    /// The request `line` holds, or nil when the full decoder must judge it.
    static func request(in line: UnsafeRawBufferPointer, maxDepth: Int) -> RPCRequest? {
        var scanner = EnvelopeScanner(line, maxDepth: maxDepth)
        return scanner.scanRequest()
    }

    private mutating func scanRequest() -> RPCRequest? {
        // The object itself is one level deep.
        guard parser.maxDepth >= 1 else { return nil }
        parser.skipWhitespace()
        guard consume(UInt8(ascii: "{")) else { return nil }
        var version = false
        var method: String? = nil
        var id: RPCID? = nil
        var params: JSON? = nil
        parser.skipWhitespace()
        while true {
            guard let key = plainString() else { return nil }
            let member = Member(bytes(key))
            guard seen.insert(member, key: key, in: input) else { return nil }
            parser.skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { return nil }
            parser.skipWhitespace()
            switch member {
            case .jsonrpc:
                guard let text = plainString(), Self.equal(bytes(text), "2.0") else { return nil }
                version = true
            case .method:
                guard let text = plainString() else { return nil }
                method = JSONParser.asciiString(bytes(text))
            case .id:
                guard let value = scanID() else { return nil }
                id = value
            case .params:
                guard parser.position < input.count,
                      input[parser.position] == UInt8(ascii: "{") || input[parser.position] == UInt8(ascii: "[")
                else { return nil }
                guard let value = try? parser.parseValue(depth: 1) else { return nil }
                params = value
            case .other:
                guard (try? parser.parseValue(depth: 1)) != nil else { return nil }
            }
            parser.skipWhitespace()
            if consume(UInt8(ascii: "}")) { break }
            guard consume(UInt8(ascii: ",")) else { return nil }
            parser.skipWhitespace()
        }
        parser.skipWhitespace()
        guard parser.position == input.count, version, let method else { return nil }
        return RPCRequest(id: id, method: method, params: params)
    }

    /// A string, a number or `null`; a number keeps its text when a `Double` would not write
    /// it back the same (`RPCRequest.exactID`).
    private mutating func scanID() -> RPCID? {
        guard parser.position < input.count else { return nil }
        switch input[parser.position] {
        case UInt8(ascii: "\""):
            guard let value = try? parser.parseString() else { return nil }
            return .string(value)
        case UInt8(ascii: "n"):
            guard (try? parser.expectLiteral("null")) != nil else { return nil }
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = parser.position
            guard let value = try? parser.parseNumber() else { return nil }
            let text = UnsafeRawBufferPointer(rebasing: input[start..<parser.position])
            return RPCRequest.exactID(value, text: text) ?? .number(value)
        default:
            return nil
        }
    }

    /// At an opening quote: where the bytes of a string of printable ASCII without escapes lie,
    /// the string consumed; nil for any other string (or no string).
    private mutating func plainString() -> Range<Int>? {
        guard parser.position < input.count, input[parser.position] == UInt8(ascii: "\"") else { return nil }
        let start = parser.position + 1
        let i = parser.plainASCIIEnd(from: start)
        guard i < input.count, input[i] == UInt8(ascii: "\"") else { return nil }
        parser.position = i + 1
        return start..<i
    }

    @inline(__always)
    private func bytes(_ range: Range<Int>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: input[range])
    }

    /// Consumes `byte` if it is next.
    @inline(__always)
    private mutating func consume(_ byte: UInt8) -> Bool {
        guard parser.position < input.count, input[parser.position] == byte else { return false }
        parser.position += 1
        return true
    }
}

extension EnvelopeScanner {
    /// A top-level member, by its key.
    private enum Member: Equatable {
        case jsonrpc, id, method, params, other

        init(_ key: UnsafeRawBufferPointer) {
            switch key.count {
            case 2 where EnvelopeScanner.equal(key, "id"): self = .id
            case 6 where EnvelopeScanner.equal(key, "method"): self = .method
            case 6 where EnvelopeScanner.equal(key, "params"): self = .params
            case 7 where EnvelopeScanner.equal(key, "jsonrpc"): self = .jsonrpc
            default: self = .other
            }
        }
    }

    /// Whether `bytes` are those of `text`.
    @inline(__always)
    static func equal(_ bytes: UnsafeRawBufferPointer, _ text: StaticString) -> Bool {
        guard bytes.count == text.utf8CodeUnitCount else { return false }
        let t = text.utf8Start
        for i in 0..<bytes.count where bytes[i] != t[i] { return false }
        return true
    }

    /// The keys met in one object: the four of the envelope as flags, others by their bytes
    /// (plain ASCII, so equal bytes are equal keys).
    private struct SeenMembers {
        private var envelope: UInt8 = 0
        private var others: [Range<Int>] = []

        /// False when the key was met before.
        mutating func insert(_ member: Member, key: Range<Int>, in input: UnsafeRawBufferPointer) -> Bool {
            let flag: UInt8
            switch member {
            case .jsonrpc: flag = 1
            case .id: flag = 2
            case .method: flag = 4
            case .params: flag = 8
            case .other:
                let bytes = UnsafeRawBufferPointer(rebasing: input[key])
                for range in others where UnsafeRawBufferPointer(rebasing: input[range]).elementsEqual(bytes) { return false }
                others.append(key)
                return true
            }
            guard envelope & flag == 0 else { return false }
            envelope |= flag
            return true
        }
    }
}
