import Testing
@testable import WireProtocol

/// Envelope decoding: the exact error code and the id echoed for every malformed shape.
@Suite struct RPCDecodeTests {
    static func decode(_ text: String) -> RPCDecodeResult {
        RPCRequest.decode(line: Array(text.utf8))
    }

    @Test func theBenchmarkRequest() {
        let line = #"{"jsonrpc":"2.0","id":17,"method":"vc.present","params":{"presenter":"vc12","vc":"vc13","style":"formSheet","animated":false}}"#
        #expect(Self.decode(line) == .request(RPCRequest(
            id: 17, method: "vc.present",
            params: ["presenter": "vc12", "vc": "vc13", "style": "formSheet", "animated": false])))
    }

    @Test func idsOfEveryAllowedKind() {
        #expect(Self.decode(#"{"jsonrpc":"2.0","id":"a","method":"ping"}"#) == .request(RPCRequest(id: "a", method: "ping")))
        #expect(Self.decode(#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#) == .request(RPCRequest(id: .null, method: "ping")))
        #expect(Self.decode(#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#) == .request(RPCRequest(id: .number(1.5), method: "ping")))
        #expect(Self.decode(#"{"jsonrpc":"2.0","id":-3,"method":"ping"}"#) == .request(RPCRequest(id: -3, method: "ping")))
    }

    @Test func notificationHasNoId() {
        guard case .request(let request) = Self.decode(#"{"method":"ping","jsonrpc":"2.0"}"#) else {
            Issue.record("not a request")
            return
        }
        #expect(request.isNotification)
        #expect(request.params == nil)
    }

    @Test func paramsAsArrayArePassedThrough() {
        #expect(Self.decode(#"{"jsonrpc":"2.0","id":1,"method":"m","params":[1,2]}"#)
            == .request(RPCRequest(id: 1, method: "m", params: [1, 2])))
    }

    @Test func unknownMembersAreIgnored() {
        #expect(Self.decode(#"{"jsonrpc":"2.0","id":1,"method":"m","extra":{}}"#) == .request(RPCRequest(id: 1, method: "m")))
    }

    @Test(arguments: [
        #"{"jsonrpc":"2.0","id":1,"method":"m""#, "", "   ", "nope", #"{"jsonrpc":"2.0",}"#, "\u{FF}",
        #"{"jsonrpc":"2.0","id":1,"method":"m","id":2}"#,
    ])
    func notJSONIsParseErrorWithNullId(_ text: String) {
        guard case .failure(let id, let error) = Self.decode(text) else {
            Issue.record("decoded")
            return
        }
        #expect(id == nil)
        #expect(error.code == -32700)
        #expect(error.message.hasPrefix("parse error: "))
        #expect(error.data?["offset"]?.intValue != nil)
    }

    @Test func parseErrorCarriesOffsetAndReason() {
        #expect(Self.decode("[1,]") != Self.decode("[1 ,]"))
        #expect(Self.decode("[1,]") == .failure(id: nil, error: RPCError(
            .parseError, "parse error: trailing comma in array at byte 3",
            data: ["offset": 3, "reason": "trailing comma in array"])))
    }

    struct Invalid: Sendable, CustomTestStringConvertible {
        var text: String
        var id: RPCID?
        var message: String
        var testDescription: String { text }
    }

    static let invalid: [Invalid] = [
        Invalid(text: #"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, id: nil, message: "a request must be a JSON object, got array"),
        Invalid(text: "[]", id: nil, message: "a request must be a JSON object, got array"),
        Invalid(text: "17", id: nil, message: "a request must be a JSON object, got number"),
        Invalid(text: #""ping""#, id: nil, message: "a request must be a JSON object, got string"),
        Invalid(text: "null", id: nil, message: "a request must be a JSON object, got null"),
        Invalid(text: "true", id: nil, message: "a request must be a JSON object, got boolean"),
        Invalid(text: #"{"id":5,"method":"ping"}"#, id: 5, message: #"missing member 'jsonrpc' (must be "2.0")"#),
        Invalid(text: #"{"jsonrpc":"1.0","id":"x","method":"ping"}"#, id: "x", message: #"member 'jsonrpc' must be "2.0", got "1.0""#),
        Invalid(text: #"{"jsonrpc":2.0,"id":"x","method":"ping"}"#, id: "x", message: #"member 'jsonrpc' must be "2.0", got 2"#),
        Invalid(text: #"{"jsonrpc":["2.0"],"id":3,"method":"ping"}"#, id: 3, message: #"member 'jsonrpc' must be "2.0", got array"#),
        Invalid(text: #"{"jsonrpc":"2.0","id":7}"#, id: 7, message: "missing member 'method'"),
        Invalid(text: #"{"jsonrpc":"2.0","id":7,"method":5}"#, id: 7, message: "member 'method' must be a string, got number"),
        Invalid(text: #"{"jsonrpc":"2.0","id":null,"method":null}"#, id: .null, message: "member 'method' must be a string, got null"),
        Invalid(text: #"{"jsonrpc":"2.0","method":"m"  ,"params":"x","id":"q"}"#, id: "q", message: "member 'params' must be an object or an array, got string"),
        Invalid(text: #"{"jsonrpc":"2.0","id":1,"method":"m","params":null}"#, id: 1, message: "member 'params' must be an object or an array, got null"),
        Invalid(text: #"{"jsonrpc":"2.0","id":1,"method":"m","params":3}"#, id: 1, message: "member 'params' must be an object or an array, got number"),
        Invalid(text: #"{"jsonrpc":"2.0","id":{"a":1},"method":"m"}"#, id: nil, message: "id must be a string, a number or null, got object"),
        Invalid(text: #"{"jsonrpc":"2.0","id":[1],"method":"m"}"#, id: nil, message: "id must be a string, a number or null, got array"),
        Invalid(text: #"{"jsonrpc":"2.0","id":true,"method":"m"}"#, id: nil, message: "id must be a string, a number or null, got boolean"),
        Invalid(text: #"{"method":"m"}"#, id: nil, message: #"missing member 'jsonrpc' (must be "2.0")"#),
        Invalid(text: #"{}"#, id: nil, message: #"missing member 'jsonrpc' (must be "2.0")"#),
    ]

    @Test(arguments: invalid)
    func invalidRequests(_ c: Invalid) {
        #expect(Self.decode(c.text) == .failure(id: c.id, error: RPCError(.invalidRequest, c.message)))
    }

    @Test func aLongJSONRPCVersionIsNotEchoed() {
        let text = #"{"jsonrpc":"\#(String(repeating: "9", count: 100))","id":1,"method":"m"}"#
        #expect(Self.decode(text) == .failure(id: 1, error: .invalidRequest(#"member 'jsonrpc' must be "2.0", got a long string"#)))
    }

    @Test func depthLimitAppliesToParams() {
        let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        let text = #"{"jsonrpc":"2.0","id":1,"method":"m","params":\#(deep)}"#
        guard case .failure(nil, let error) = Self.decode(text) else {
            Issue.record("accepted")
            return
        }
        #expect(error.code == RPCErrorCode.parseError.rawValue)
        #expect(error.message.contains("nesting deeper than 64 levels"))
    }
}

/// Issue 13 item 2: a numeric id comes back with the characters the client sent when its
/// `Double` would be written differently.
@Suite struct ExactIDTests {
    static func id(_ line: String) -> RPCID? {
        switch RPCRequest.decode(line: Array(line.utf8)) {
        case .request(let r): r.id
        case .failure(let id, _): id
        }
    }

    @Test(arguments: [
        ("9007199254740993", RPCID.numberLiteral("9007199254740993")),
        ("9223372036854775807", .numberLiteral("9223372036854775807")),
        ("1e2", .numberLiteral("1e2")),
        ("2.50", .numberLiteral("2.50")),
        ("-0", .numberLiteral("-0")),
        ("17", .number(17)),
        ("2.5", .number(2.5)),
        ("-4", .number(-4)),
    ])
    func numericIDsKeepTheirText(text: String, expected: RPCID) {
        #expect(Self.id(#"{"jsonrpc":"2.0","id":\#(text),"method":"ping"}"#) == expected)
        // Also when the id is not the first member, after nested values and escapes.
        #expect(Self.id(#"{"method":"ping","params":{"id":1,"a":["}"]},"j\u0073onrpc":"2.0", "id" : \#(text) }"#) == expected)
        // And in the answer to a request that is refused.
        #expect(Self.id(#"{"jsonrpc":"1.0","id":\#(text),"method":"ping"}"#) == expected)
    }

    @Test func theLiteralIsWrittenBackExactly() {
        let line = RPCEncoder.response(id: .numberLiteral("9007199254740993"), result: .object([:]))
        #expect(String(decoding: line, as: UTF8.self) == #"{"jsonrpc":"2.0","id":9007199254740993,"result":{}}"# + "\n")
        #expect(RPCID.numberLiteral("1e2").json == .number(100))
    }
}
