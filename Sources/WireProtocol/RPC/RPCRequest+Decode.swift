extension RPCRequest {
    /// Decodes one line (without its newline) as a JSON-RPC 2.0 request.
    ///
    /// - Not JSON: -32700 with id null; `data` is `{"offset", "reason"}` of the parse error.
    /// - An array: -32600, id null (a batch is `decodeMessage`'s, not one request).
    /// - Any other value that is not a request object: -32600, with the request's id when it
    ///   was a string, a number or null, else with id null. A request object has
    ///   `"jsonrpc": "2.0"`, a string `method`, an optional `id` (string, number or null)
    ///   and optional `params` that are an object or an array (`"params": null` is
    ///   refused). Other members are ignored.
    ///
    /// A numeric id keeps the characters the client wrote when its `Double` would be written
    /// differently (`RPCID.numberLiteral`), so that the reply echoes it exactly.
    ///
    /// With `typedParams` (the server, while no one needs a request's params as JSON), params
    /// that follow `method` are decoded against the method's declaration straight from the
    /// line where they are valid (`RPCRequest.decoded`; `params` is then nil); anything the
    /// fast path cannot read is decoded as before, so every refusal is unchanged.
    public static func decode(line: UnsafeRawBufferPointer, maxDepth: Int = 64, typedParams: Bool = false) -> RPCDecodeResult {
        if let request = EnvelopeScanner.request(in: line, maxDepth: maxDepth, typedParams: typedParams) { return .request(request) }
        return decodeFully(line: line, maxDepth: maxDepth)
    }

    /// `decode(line:maxDepth:typedParams:)`, typed params written over the buffer
    /// `argumentStorage` keeps for the method, which is taken: a caller that gives a request's
    /// values back (`ArgumentStorage.keep(_:method:)`) allocates no array for the next one.
    public static func decode(line: UnsafeRawBufferPointer, maxDepth: Int = 64, typedParams: Bool,
                              argumentStorage: inout ArgumentStorage) -> RPCDecodeResult {
        if let request = EnvelopeScanner.request(in: line, maxDepth: maxDepth, typedParams: typedParams,
                                                 argumentStorage: &argumentStorage) { return .request(request) }
        return decodeFully(line: line, maxDepth: maxDepth)
    }

    /// `decode(line:)` through a `JSON` tree of the whole line: what judges every line the
    /// `EnvelopeScanner` leaves (all refusals among them).
    static func decodeFully(line: UnsafeRawBufferPointer, maxDepth: Int = 64) -> RPCDecodeResult {
        let json: JSON
        do {
            json = try JSONParser.parse(line, maxDepth: maxDepth)
        } catch {
            return parseFailure(error)
        }
        return decode(json, idsFrom: line)
    }

    /// `value` judged as a request object (`decode(_:)`), a numeric id keeping the characters
    /// `text` (the value's own text) wrote it with.
    static func decode(_ value: JSON, idsFrom text: UnsafeRawBufferPointer) -> RPCDecodeResult {
        switch decode(value) {
        case .request(var request):
            if case .number(let d)? = request.id, let literal = exactID(d, in: text) { request.id = literal }
            return .request(request)
        case .failure(let id, let error):
            if case .number(let d)? = id, let literal = exactID(d, in: text) { return .failure(id: literal, error: error) }
            return .failure(id: id, error: error)
        }
    }

    /// A line that is not JSON: -32700 with id null, `data` the parse error's `{offset, reason}`.
    static func parseFailure(_ error: JSONParseError) -> RPCDecodeResult {
        let data: JSON = ["offset": .number(Double(error.offset)), "reason": .string(error.reason)]
        return .failure(id: nil, error: RPCError(.parseError, "parse error: \(error)", data: data))
    }

    /// The id as the client wrote it, when writing `value` would give other characters; nil
    /// when `value` is written back the same (most ids: small integers).
    static func exactID(_ value: Double, in line: UnsafeRawBufferPointer) -> RPCID? {
        guard let text = JSONParser.topLevelNumberText(of: "id", in: line) else { return nil }
        return exactID(value, text: text)
    }

    /// The id as the client wrote it (`text`, the characters of the number `value`), when
    /// writing `value` would give other characters; nil when it is written back the same.
    static func exactID(_ value: Double, text: UnsafeRawBufferPointer) -> RPCID? {
        // The common case without writing: a plain integer of at most 15 digits is exact in a
        // Double and written back digit for digit (`-0` excepted: it is written `0`).
        if text.count <= 16, isPlainInteger(text), !(text.count == 2 && text[0] == UInt8(ascii: "-") && text[1] == UInt8(ascii: "0")) {
            return nil
        }
        var writer = JSONWriter(capacity: 32)
        writer.number(value)
        let written = writer.finish()
        return text.elementsEqual(written) ? nil : .numberLiteral(String(decoding: text, as: UTF8.self))
    }

    /// Decodes one line held in an array.
    public static func decode(line: [UInt8], maxDepth: Int = 64) -> RPCDecodeResult {
        line.withUnsafeBytes { decode(line: $0, maxDepth: maxDepth) }
    }

    /// Checks that a parsed value is a request object (see `decode(line:)`).
    public static func decode(_ json: JSON) -> RPCDecodeResult {
        let object: JSONObject
        switch json {
        case .object(let o):
            object = o
        default:
            return .failure(id: nil, error: .invalidRequest("a request must be a JSON object, got \(json.typeName)"))
        }
        var idMember: JSON? = nil
        var version: JSON? = nil
        var methodMember: JSON? = nil
        var params: JSON? = nil
        for member in object.members {
            let key = member.key
            switch key.utf8.count {
            case 2 where key == "id": idMember = member.value
            case 6 where key == "method": methodMember = member.value
            case 6 where key == "params": params = member.value
            case 7 where key == "jsonrpc": version = member.value
            default: break
            }
        }
        var id: RPCID? = nil
        if let idMember {
            guard let readable = RPCID(idMember) else {
                return .failure(
                    id: nil,
                    error: .invalidRequest("id must be a string, a number or null, got \(idMember.typeName)"))
            }
            id = readable
        }
        guard let version else {
            return .failure(id: id, error: .invalidRequest("missing member 'jsonrpc' (must be \"2.0\")"))
        }
        guard case .string("2.0") = version else {
            return .failure(id: id, error: .invalidRequest("member 'jsonrpc' must be \"2.0\", got \(brief(version))"))
        }
        guard let methodMember else {
            return .failure(id: id, error: .invalidRequest("missing member 'method'"))
        }
        guard case .string(let method) = methodMember else {
            return .failure(
                id: id, error: .invalidRequest("member 'method' must be a string, got \(methodMember.typeName)"))
        }
        if let params {
            switch params {
            case .object, .array: break
            default:
                return .failure(
                    id: id,
                    error: .invalidRequest("member 'params' must be an object or an array, got \(params.typeName)"))
            }
        }
        return .request(RPCRequest(id: id, method: method, params: params))
    }

    /// `-?digits` with at most 15 digits.
    private static func isPlainInteger(_ text: UnsafeRawBufferPointer) -> Bool {
        var i = 0
        if i < text.count, text[i] == UInt8(ascii: "-") { i += 1 }
        let digits = text.count - i
        guard digits >= 1, digits <= 15 else { return false }
        while i < text.count {
            guard text[i] >= UInt8(ascii: "0"), text[i] <= UInt8(ascii: "9") else { return false }
            i += 1
        }
        return true
    }

    /// A value for an error message: short strings and scalars in full, others by type.
    private static func brief(_ value: JSON) -> String {
        switch value {
        case .string(let s): s.utf8.count <= 16 ? value.description : "a long string"
        case .number, .bool, .null: value.description
        case .array, .object: value.typeName
        }
    }
}
