import SeededRandom
import WireProtocol

/// One message of the live fuzzer: its bytes (one line with its newline) and the reply the
/// contract demands, decided from how the message was built — not by the server's decoder.
public struct HostileMessage: Sendable {
    public var kind: Kind
    public var bytes: [UInt8]
    public var expected: ExpectedReply?

    /// The families of malformed, hostile or valid messages.
    public enum Kind: String, Sendable, CaseIterable {
        case invalidJSON, invalidUTF8, wrongParamType, wrongEnumValue, paramsNotObject, hugeNumber,
             hugeString, deepNesting, unknownMethod, oddID, notARequest, batch, overLimit,
             validQuery, notification
    }
}

/// Builds hostile messages for one connection. Ids are unique per generator (`prefix` tells
/// connections apart) and cycle through every JSON type an id can have.
public struct HostileMessages {
    public var rng: SplitMix64
    let prefix: String
    let maxLineBytes: Int
    var counter = 0

    public init(seed: UInt64, prefix: String, maxLineBytes: Int) {
        rng = SplitMix64(seed: seed)
        self.prefix = prefix
        self.maxLineBytes = maxLineBytes
    }

    static let invalidParamCode = RPCErrorCode.invalidParams.rawValue
    static let invalidRequestCode = RPCErrorCode.invalidRequest.rawValue
    static let parseErrorCode = RPCErrorCode.parseError.rawValue

    /// Methods that only read, safe to call with random arguments while a well-behaved client
    /// works beside the fuzzer.
    static let queries = MethodTable.all.filter { !$0.mutates && !["events.subscribe", "hello"].contains($0.name) }
    /// Every method with at least one parameter that has a checked type.
    static let withTypedParams = MethodTable.all.filter { $0.params.contains { $0.type != .any } }

    /// The next message; `overLimit` and `hugeString` are rare (they are large).
    public mutating func next() -> HostileMessage {
        let roll = Int.random(in: 0..<1000, using: &rng)
        let kind: HostileMessage.Kind
        switch roll {
        case 0..<2: kind = .overLimit
        case 2..<6: kind = .hugeString
        default:
            let common = HostileMessage.Kind.allCases.filter { $0 != .overLimit && $0 != .hugeString }
            kind = common[roll % common.count]
        }
        return make(kind)
    }

    /// A fresh id, cycling through integers, negative and fractional numbers, large numbers
    /// and strings with escapes and non-ASCII characters.
    mutating func freshID() -> (text: String, id: RPCID) {
        counter += 1
        let n = counter
        switch n % 6 {
        case 0: return ("\(n)", .number(Double(n)))
        case 1: return ("-\(n)", .number(-Double(n)))
        case 2: return ("\(n).5", .number(Double(n) + 0.5))
        case 3: return ("\(n)e3", .number(Double(n) * 1000))
        case 4:
            let s = "\(prefix)-\(n)-é\u{1F600}\"\\\n"
            return (RPCID.string(s).json.description, .string(s))
        default:
            let s = "\(prefix)-\(n)"
            return ("\"\(s)\"", .string(s))
        }
    }

    static func line(_ text: String) -> [UInt8] { Array(text.utf8) + [UInt8(ascii: "\n")] }

    static func request(_ idText: String, _ method: String, _ paramsText: String?) -> String {
        let params = paramsText.map { ",\"params\":\($0)" } ?? ""
        return "{\"jsonrpc\":\"2.0\",\"id\":\(idText),\"method\":\(JSON.string(method).description)\(params)}"
    }

    /// A value of a JSON type other than `type` accepts (never null: null means absent).
    mutating func wrongValue(for type: ParamSpec.ValueType) -> String {
        let options: [String]
        switch type {
        case .string: options = ["1", "true", "[\"vc1\"]", "{\"id\":\"vc1\"}", "-0", "1e300"]
        case .bool: options = ["\"true\"", "1", "0", "[]", "{}"]
        case .number: options = ["\"1\"", "true", "[1]", "{}"]
        case .integer: options = ["1.5", "\"1\"", "1e300", "false", "[]"]
        case .stringArray: options = ["\"a\"", "[1]", "[\"a\",2]", "{}", "[[\"a\"]]", "true"]
        case .object: options = ["\"{}\"", "[]", "1", "false"]
        case .any: options = []
        case .boolOrString: options = ["1", "[]", "{}", "\"never\""]
        }
        return options[Int.random(in: 0..<options.count, using: &rng)]
    }

    public mutating func make(_ kind: HostileMessage.Kind) -> HostileMessage {
        var expected: ExpectedReply? = nil
        var text: String
        switch kind {
        case .invalidJSON:
            let (idText, _) = freshID()
            let valid = Self.request(idText, "ping", "{\"a\":[1,2,{\"b\":null}]}")
            switch Int.random(in: 0..<5, using: &rng) {
            case 0:  // a truncated request: an object missing its closing brace is never JSON
                text = String(valid.prefix(Int.random(in: 1..<valid.count, using: &rng)))
            case 1: text = valid.replacingOccurrences(of: "\"id\"", with: "id")
            case 2: text = valid + "}"
            case 3: text = "{\"jsonrpc\":\"2.0\",\"id\":1,,\"method\":\"ping\"}"
            default: text = ["nul", "tru", "01", "1.", "-", "\"abc", "{'a':1}", "[1,]", "NaN", "Infinity", "{\"a\" 1}"][
                Int.random(in: 0..<11, using: &rng)]
            }
            expected = .error(id: nil, code: Self.parseErrorCode)
        case .invalidUTF8:
            let (idText, _) = freshID()
            let bad: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]]
            var bytes = Array(Self.request(idText, "ping", "{\"s\":\"ab\"}").utf8)
            let at = bytes.count - 4  // inside "ab"
            bytes.insert(contentsOf: bad[Int.random(in: 0..<bad.count, using: &rng)], at: at)
            return HostileMessage(kind: kind, bytes: bytes + [UInt8(ascii: "\n")],
                                  expected: .error(id: nil, code: Self.parseErrorCode))
        case .wrongParamType:
            let (idText, id) = freshID()
            let method = Self.withTypedParams[Int.random(in: 0..<Self.withTypedParams.count, using: &rng)]
            let typed = method.params.filter { $0.type != .any }
            let spec = typed[Int.random(in: 0..<typed.count, using: &rng)]
            text = Self.request(idText, method.name, "{\(JSON.string(spec.name).description):\(wrongValue(for: spec.type))}")
            expected = .error(id: id, code: Self.invalidParamCode)
        case .wrongEnumValue:
            let (idText, id) = freshID()
            let candidates = MethodTable.all.flatMap { m in m.params.filter { $0.allowedValues != nil }.map { (m, $0) } }
            let (method, spec) = candidates[Int.random(in: 0..<candidates.count, using: &rng)]
            let value = spec.type == .stringArray ? "[\"sideways\"]" : "\"sideways\""
            text = Self.request(idText, method.name, "{\(JSON.string(spec.name).description):\(value)}")
            expected = .error(id: id, code: Self.invalidParamCode)
        case .paramsNotObject:
            let (idText, id) = freshID()
            let method = Self.withTypedParams[Int.random(in: 0..<Self.withTypedParams.count, using: &rng)]
            text = Self.request(idText, method.name, ["[]", "[\"vc1\"]", "[{\"vc\":\"vc1\"}]"][Int.random(in: 0..<3, using: &rng)])
            expected = .error(id: id, code: Self.invalidParamCode)
        case .hugeNumber:
            let (idText, id) = freshID()
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:  // out of Double's range: not a number JSON can carry here
                text = Self.request(idText, "ping", "{\"n\":1e400}")
                expected = .error(id: nil, code: Self.parseErrorCode)
            case 1:  // a huge id, echoed
                let digits = String(repeating: "9", count: Int.random(in: 20..<300, using: &rng))
                text = Self.request(digits, "ping", nil)
                expected = .response(id: .number(Double(digits)!), unknownMethod: false)
            default:  // a huge number where an id string is expected
                text = Self.request(idText, "vc.get", "{\"vc\":1.7976931348623157e308}")
                expected = .error(id: id, code: Self.invalidParamCode)
            }
        case .hugeString:
            let (idText, id) = freshID()
            let size = Int.random(in: maxLineBytes / 4..<maxLineBytes / 2, using: &rng)
            let s = String(repeating: "x", count: size)
            if Bool.random(using: &rng) {
                text = Self.request(idText, s, nil)
                expected = .response(id: id, unknownMethod: true)
            } else {
                text = Self.request(idText, "vc.get", "{\"vc\":\"\(s)\"}")
                expected = .error(id: id, code: RPCErrorCode.notFound.rawValue)
            }
        case .deepNesting:
            let (idText, id) = freshID()
            let depth = Int.random(in: 1..<400, using: &rng)
            let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            text = Self.request(idText, "ping", "{\"deep\":\(nested)}")
            // The request object and params object are two levels; the parser allows 64.
            expected = depth + 2 > 64 ? .error(id: nil, code: Self.parseErrorCode) : .response(id: id, unknownMethod: false)
        case .unknownMethod:
            let (idText, id) = freshID()
            let names = ["vc.explode", "", "PING", "ping ", "server.shutdown2", "hello\u{0}", "ツリー", "vc.get.get"]
            text = Self.request(idText, names[Int.random(in: 0..<names.count, using: &rng)], nil)
            expected = .response(id: id, unknownMethod: true)
        case .oddID:
            switch Int.random(in: 0..<5, using: &rng) {
            case 0:
                text = Self.request("null", "ping", nil)
                expected = .response(id: .null, unknownMethod: false)
            case 1:
                text = Self.request(["true", "false"][Int.random(in: 0..<2, using: &rng)], "ping", nil)
                expected = .error(id: nil, code: Self.invalidRequestCode)
            case 2:
                text = Self.request("[1]", "ping", nil)
                expected = .error(id: nil, code: Self.invalidRequestCode)
            case 3:
                text = Self.request("{\"id\":1}", "ping", nil)
                expected = .error(id: nil, code: Self.invalidRequestCode)
            default:
                let (idText, id) = freshID()
                text = Self.request(idText, "ping", nil)
                expected = .response(id: id, unknownMethod: false)
            }
        case .notARequest:
            let (idText, id) = freshID()
            switch Int.random(in: 0..<7, using: &rng) {
            case 0:
                text = ["1", "\"ping\"", "null", "true", "-2.5e3"][Int.random(in: 0..<5, using: &rng)]
                expected = .error(id: nil, code: Self.invalidRequestCode)
            case 1:
                text = "{}"
                expected = .error(id: nil, code: Self.invalidRequestCode)
            case 2:
                text = "{\"id\":\(idText),\"method\":\"ping\"}"
                expected = .error(id: id, code: Self.invalidRequestCode)
            case 3:
                text = "{\"jsonrpc\":\"1.0\",\"id\":\(idText),\"method\":\"ping\"}"
                expected = .error(id: id, code: Self.invalidRequestCode)
            case 4:
                text = "{\"jsonrpc\":\"2.0\",\"id\":\(idText),\"method\":[\"ping\"]}"
                expected = .error(id: id, code: Self.invalidRequestCode)
            case 5:
                text = "{\"jsonrpc\":\"2.0\",\"id\":\(idText)}"
                expected = .error(id: id, code: Self.invalidRequestCode)
            default:
                text = Self.request(idText, "ping", ["null", "\"x\"", "3", "true"][Int.random(in: 0..<4, using: &rng)])
                expected = .error(id: id, code: Self.invalidRequestCode)
            }
        case .batch:
            let (idText, id) = freshID()
            let (otherText, other) = freshID()
            switch Int.random(in: 0..<5, using: &rng) {
            case 0:
                text = "[]"
                expected = .error(id: nil, code: Self.invalidRequestCode)
            case 1:
                text = "[\(Self.request(idText, "ping", nil))]"
                expected = .batch([.response(id: id, unknownMethod: false)])
            case 2:
                text = "[1,2,3]"
                expected = .batch(Array(repeating: .error(id: nil, code: Self.invalidRequestCode), count: 3))
            case 3:  // notifications only: no answer at all
                text = "[{\"jsonrpc\":\"2.0\",\"method\":\"ping\"},{\"jsonrpc\":\"2.0\",\"method\":\"tree\"}]"
                expected = nil
            default:  // a mix: a query, a notification, an unknown method, an invalid element
                text = "[\(Self.request(idText, "tree", nil)),{\"jsonrpc\":\"2.0\",\"method\":\"ping\"},"
                    + "\(Self.request(otherText, "no.such", nil)),{\"foo\":\"boo\"}]"
                expected = .batch([.response(id: id, unknownMethod: false), .response(id: other, unknownMethod: true),
                                   .error(id: nil, code: Self.invalidRequestCode)])
            }
        case .overLimit:
            let size = maxLineBytes + Int.random(in: 1..<maxLineBytes, using: &rng)
            text = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + String(repeating: "y", count: size) + "\"}"
            expected = .error(id: nil, code: RPCErrorCode.limitExceeded.rawValue)
        case .validQuery:
            let (idText, id) = freshID()
            let method = Self.queries[Int.random(in: 0..<Self.queries.count, using: &rng)]
            var members: [String] = []
            for p in method.params where p.required || Bool.random(using: &rng) {
                members.append("\(JSON.string(p.name).description):\(plausibleValue(for: p))")
            }
            text = Self.request(idText, method.name, "{" + members.joined(separator: ",") + "}")
            expected = .response(id: id, unknownMethod: false)
        case .notification:
            let methods = ["ping", "vc.get", "no.such.method", "tree"]
            text = "{\"jsonrpc\":\"2.0\",\"method\":\"\(methods[Int.random(in: 0..<methods.count, using: &rng)])\",\"params\":{\"vc\":7}}"
            expected = nil
        }
        return HostileMessage(kind: kind, bytes: Self.line(text), expected: expected)
    }

    /// A value of the right type, pointing at ids that may or may not exist.
    mutating func plausibleValue(for p: ParamSpec) -> String {
        if p.type == .boolOrString, Int.random(in: 0..<4, using: &rng) > 0 {
            return Bool.random(using: &rng) ? "true" : "false"   // `queue` is mostly a Boolean
        }
        if let allowed = p.allowedValues {
            let v = JSON.string(allowed[Int.random(in: 0..<allowed.count, using: &rng)]).description
            return p.type == .stringArray ? "[\(v)]" : v
        }
        let n = Int.random(in: 1..<40, using: &rng)
        switch p.type {
        case .string:
            let prefixes = ["vc", "w", "s", "sub", "Main", "x"]
            return "\"\(prefixes[Int.random(in: 0..<prefixes.count, using: &rng)])\(n)\""
        case .bool, .boolOrString: return Bool.random(using: &rng) ? "true" : "false"
        case .number, .integer: return "\(n)"
        case .stringArray: return "[]"
        case .object, .any: return "{}"
        }
    }
}
