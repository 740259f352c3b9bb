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

    /// Whether params that follow a known method are decoded against its declaration
    /// (`ArgumentScanner`) rather than parsed as JSON.
    private let typedParams: Bool

    private init(_ line: UnsafeRawBufferPointer, maxDepth: Int, typedParams: Bool) {
        parser = JSONParser(line, maxDepth: maxDepth)
        self.typedParams = typedParams
    }

    /// The request `line` holds, or nil when the full decoder must judge it. With
    /// `typedParams`, params that come after `method` are decoded against its declaration
    /// where `ArgumentScanner` can (`RPCRequest.decoded`), else parsed as JSON.
    static func request(in line: UnsafeRawBufferPointer, maxDepth: Int, typedParams: Bool = false) -> RPCRequest? {
        var storage = ArgumentStorage()
        return request(in: line, maxDepth: maxDepth, typedParams: typedParams, argumentStorage: &storage)
    }

    /// `request(in:maxDepth:typedParams:)`, typed params written over `argumentStorage`'s
    /// buffer for the method (`ArgumentScanner.arguments(in:for:reusing:holdingDefaults:)`).
    static func request(in line: UnsafeRawBufferPointer, maxDepth: Int, typedParams: Bool,
                        argumentStorage: inout ArgumentStorage) -> RPCRequest? {
        var scanner = EnvelopeScanner(line, maxDepth: maxDepth, typedParams: typedParams)
        return scanner.scanRequest(argumentStorage: &argumentStorage)
    }

    private mutating func scanRequest(argumentStorage: inout ArgumentStorage) -> RPCRequest? {
        // The object itself is one level deep.
        guard parser.maxDepth >= 1 else { return nil }
        parser.skipWhitespace()
        guard parser.consume(UInt8(ascii: "{")) else { return nil }
        var version = false
        var method: String? = nil
        var id: RPCID? = nil
        var params: JSON? = nil
        var decoded: DecodedParams? = nil
        var methodIndex: Int? = nil
        parser.skipWhitespace()
        while true {
            let member: Member
            if let envelope = envelopeMember() {
                member = envelope
                guard seen.insert(envelope) else { return nil }
            } else {
                guard let key = parser.plainString(), seen.insertOther(key, in: input) else { return nil }
                member = .other
            }
            parser.skipWhitespace()
            guard parser.consume(UInt8(ascii: ":")) else { return nil }
            parser.skipWhitespace()
            switch member {
            case .jsonrpc:
                guard consume(literal: #""2.0""#) else { return nil }
                version = true
            case .method:
                guard let text = parser.plainString() else { return nil }
                // A known method's name is the table's own string (no `String` made, none hashed).
                if let index = MethodTable.index(utf8: bytes(text)) {
                    methodIndex = index
                    method = MethodTable.unretained[index]._withUnsafeGuaranteedRef { $0.name }
                } else {
                    method = JSONParser.asciiString(bytes(text))
                }
            case .id:
                guard let value = scanID() else { return nil }
                id = value
            case .params:
                guard parser.position < input.count,
                      input[parser.position] == UInt8(ascii: "{") || input[parser.position] == UInt8(ascii: "[")
                else { return nil }
                if typedParams, let index = methodIndex {
                    let start = parser.position
                    let found = MethodTable.unretained[index]._withUnsafeGuaranteedRef { descriptor in
                        // Taken here: a buffer captured from outside the closure would be copied
                        // into it, and the scanner's first write would allocate a new one.
                        var kept: [ArgumentValue] = []
                        let holdingDefaults = argumentStorage.take(method: index, into: &kept)
                        return ArgumentScanner.arguments(in: &parser, for: descriptor, reusing: consume kept,
                                                         holdingDefaults: holdingDefaults)
                    }
                    if let arguments = found {
                        decoded = DecodedParams(methodIndex: index, arguments: arguments)
                        break
                    }
                    parser.position = start
                }
                guard let value = try? parser.parseValue(depth: 1) else { return nil }
                params = value
            case .other:
                guard (try? parser.parseValue(depth: 1)) != nil else { return nil }
            }
            parser.skipWhitespace()
            if parser.consume(UInt8(ascii: "}")) { break }
            guard parser.consume(UInt8(ascii: ",")) else { return nil }
            parser.skipWhitespace()
        }
        parser.skipWhitespace()
        guard parser.position == input.count, version, let method else { return nil }
        return RPCRequest(id: id.take(), method: method, params: params.take(), decoded: decoded.take())
    }

    /// A string, a number or `null`; a number keeps its text when a `Double` would not write
    /// it back the same (`RPCRequest.exactID`).
    @inline(__always)
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
            if let small = smallNaturalNumber() { return .number(Double(small)) }
            let start = parser.position
            guard let value = try? parser.parseNumber() else { return nil }
            let text = UnsafeRawBufferPointer(rebasing: input[start..<parser.position])
            return RPCRequest.exactID(value, text: text) ?? .number(value)
        default:
            return nil
        }
    }

    /// The most common id: `0` or a natural number of up to 15 digits with no fraction or
    /// exponent, consumed. Exact in a `Double` and written back with the same characters, so
    /// it needs no `exactID`. Nil (nothing consumed) for any other number.
    @inline(__always)
    private mutating func smallNaturalNumber() -> Int? {
        let start = parser.position
        var i = start
        var value = 0
        while i < input.count, i - start < 16, input[i] &- UInt8(ascii: "0") < 10 {
            value = value &* 10 &+ Int(input[i] &- UInt8(ascii: "0"))
            i += 1
        }
        let digits = i - start
        guard digits >= 1, digits <= 15, input[start] != UInt8(ascii: "0") || digits == 1 else { return nil }
        if i < input.count {
            switch input[i] {
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "0")...UInt8(ascii: "9"): return nil
            default: break
            }
        }
        parser.position = i
        return value
    }

    /// At a key's opening quote: the envelope member it names, consumed with its quotes; nil
    /// for any other key, of which nothing is consumed. Each key is compared as one or two
    /// words (`"method"` and `"params"` are eight bytes with their quotes, `"id"` four,
    /// `"jsonrpc"` eight and one), not byte by byte.
    @inline(__always)
    private mutating func envelopeMember() -> Member? {
        let start = parser.position
        guard start + 8 <= input.count else { return shortEnvelopeMember() }
        let word = ByteScan.word(input, at: start)
        switch word {
        case Self.methodKey: parser.position = start + 8; return .method
        case Self.paramsKey: parser.position = start + 8; return .params
        case Self.jsonrpcKey where start + 9 <= input.count && input[start + 8] == UInt8(ascii: "\""):
            parser.position = start + 9; return .jsonrpc
        default:
            guard word & 0xFFFF_FFFF == Self.idKey else { return nil }
            parser.position = start + 4; return .id
        }
    }

    /// `envelopeMember` within the last eight bytes of the line (only `"id"` still fits
    /// before the closing brace a request needs).
    private mutating func shortEnvelopeMember() -> Member? {
        consume(literal: #""id""#) ? .id : nil
    }

    /// The envelope's keys with their quotes, as `ByteScan.word` reads them (little-endian
    /// bytes; `EnvelopeScannerTests` checks them against the keys' text).
    static var methodKey: UInt64 { 0x2264_6F68_7465_6D22 }   // "method"
    static var paramsKey: UInt64 { 0x2273_6D61_7261_7022 }   // "params"
    static var jsonrpcKey: UInt64 { 0x6370_726E_6F73_6A22 }  // "jsonrpc (its closing quote is the ninth byte)
    static var idKey: UInt64 { 0x2264_6922 }                 // "id", in the low four bytes

    /// Consumes `literal` if its bytes are next (eight at a time, then one by one).
    @inline(__always)
    private mutating func consume(literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        let start = parser.position
        guard start + count <= input.count else { return false }
        let text = UnsafeRawPointer(literal.utf8Start)
        var i = 0
        while i + 8 <= count {
            guard ByteScan.word(input, at: start + i) == UInt64(littleEndian: text.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            else { return false }
            i += 8
        }
        while i < count {
            guard input[start + i] == text.load(fromByteOffset: i, as: UInt8.self) else { return false }
            i += 1
        }
        parser.position = start + count
        return true
    }

    @inline(__always)
    private func bytes(_ range: Range<Int>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: input[range])
    }
}

extension EnvelopeScanner {
    /// A top-level member, by its key.
    private enum Member {
        case jsonrpc, id, method, params, other
    }

    /// The keys met in one object: the four of the envelope as flags, others by their bytes
    /// (plain ASCII, so equal bytes are equal keys).
    private struct SeenMembers {
        private var envelope: UInt8 = 0
        /// nil until a key other than the envelope's (none in most requests: nothing to release).
        private var others: [Range<Int>]? = nil

        /// False when the envelope member was met before.
        mutating func insert(_ member: Member) -> Bool {
            let flag: UInt8
            switch member {
            case .jsonrpc: flag = 1
            case .id: flag = 2
            case .method: flag = 4
            case .params: flag = 8
            case .other: return false
            }
            guard envelope & flag == 0 else { return false }
            envelope |= flag
            return true
        }

        /// False when the key (another member's) was met before.
        mutating func insertOther(_ key: Range<Int>, in input: UnsafeRawBufferPointer) -> Bool {
            let bytes = UnsafeRawBufferPointer(rebasing: input[key])
            for range in others ?? [] where UnsafeRawBufferPointer(rebasing: input[range]).elementsEqual(bytes) { return false }
            if others == nil { others = [] }
            others!.append(key)
            return true
        }
    }
}
