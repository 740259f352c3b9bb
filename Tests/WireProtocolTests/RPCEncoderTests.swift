import Testing
@testable import WireProtocol

/// Encoder output, byte-exact, and decode of what the server sends.
@Suite struct RPCEncoderTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func responseWithTreeResult() {
        let line = RPCEncoder.response(id: 17, result: ["vc": "vc13", "presenter": "vc12", "style": "formSheet"])
        #expect(Self.text(line) == #"{"jsonrpc":"2.0","id":17,"result":{"vc":"vc13","presenter":"vc12","style":"formSheet"}}"# + "\n")
    }

    @Test func responseIdsEchoExactly() {
        #expect(Self.text(RPCEncoder.response(id: "a", result: [:])) == #"{"jsonrpc":"2.0","id":"a","result":{}}"# + "\n")
        #expect(Self.text(RPCEncoder.response(id: .null, result: [:])) == #"{"jsonrpc":"2.0","id":null,"result":{}}"# + "\n")
        #expect(Self.text(RPCEncoder.response(id: .number(1.5), result: [:])) == #"{"jsonrpc":"2.0","id":1.5,"result":{}}"# + "\n")
        #expect(Self.text(RPCEncoder.response(id: .number(9007199254740992), result: [:]))
            == #"{"jsonrpc":"2.0","id":9007199254740992,"result":{}}"# + "\n")
    }

    @Test func responseWrittenByClosureEqualsTreeForm() {
        let byClosure = RPCEncoder.response(id: 3) { w in
            w.beginObject()
            w.member("popped", ["vc4", "vc5"])
            w.endObject()
        }
        #expect(byClosure == RPCEncoder.response(id: 3, result: ["popped": ["vc4", "vc5"]]))
        #expect(Self.text(byClosure) == #"{"jsonrpc":"2.0","id":3,"result":{"popped":["vc4","vc5"]}}"# + "\n")
    }

    @Test func errorWithAndWithoutDataAndId() {
        let plain = RPCEncoder.error(id: nil, error: RPCError(.parseError, "parse error: x"))
        #expect(Self.text(plain) == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error: x"}}"# + "\n")
        let uikit = RPCEncoder.error(
            id: "r1",
            error: RPCError(.invalidState, "already presenting", uikit: "Attempt to present <B> on <A> which is already presenting <C>", raises: false))
        #expect(Self.text(uikit) == #"{"jsonrpc":"2.0","id":"r1","error":{"code":-32003,"message":"already presenting","data":{"uikit":"Attempt to present <B> on <A> which is already presenting <C>","raises":false}}}"# + "\n")
        let noUIKit = RPCError(.notFound, "no vc99", uikit: nil, raises: true)
        #expect(noUIKit.data == ["raises": true])
    }

    @Test func notifications() {
        let tree = RPCEncoder.notification(method: "eventsDropped", params: ["subscription": "sub1", "count": 12])
        #expect(Self.text(tree) == #"{"jsonrpc":"2.0","method":"eventsDropped","params":{"subscription":"sub1","count":12}}"# + "\n")
        let closure = RPCEncoder.notification(method: "event") { w in
            w.beginObject()
            w.member("seq", 5)
            w.member("vc", nil as String?)
            w.member("name", "viewDidLoad")
            w.endObject()
        }
        #expect(Self.text(closure) == #"{"jsonrpc":"2.0","method":"event","params":{"seq":5,"vc":null,"name":"viewDidLoad"}}"# + "\n")
    }

    @Test func requests() {
        #expect(Self.text(RPCEncoder.request(id: 1, method: "ping", params: nil)) == #"{"jsonrpc":"2.0","id":1,"method":"ping"}"# + "\n")
        #expect(Self.text(RPCEncoder.request(id: nil, method: "n", params: ["a": 1]))
            == #"{"jsonrpc":"2.0","method":"n","params":{"a":1}}"# + "\n")
    }

    @Test func severalMessagesAppendToOneBuffer() {
        var writer = JSONWriter()
        RPCEncoder.writeResponse(into: &writer, id: 1) { $0.beginObject(); $0.endObject() }
        RPCEncoder.writeError(into: &writer, id: 2, error: RPCError(.methodNotFound, "no such method 'x'"))
        RPCEncoder.writeNotification(into: &writer, method: "event") { $0.null() }
        #expect(Self.text(writer.bytes) == """
            {"jsonrpc":"2.0","id":1,"result":{}}
            {"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"no such method 'x'"}}
            {"jsonrpc":"2.0","method":"event","params":null}

            """)
    }

    @Test func messagesAfterAValueTakeACommaAsTheGeneralWriterDoes() {
        // A batch's answer writes messages as array elements: the fixed heads take the comma
        // that is due like the member-by-member writing they replace.
        var writer = JSONWriter()
        writer.beginArray()
        RPCEncoder.beginResponse(into: &writer, id: 1)
        writer.null()
        writer.endObject()
        RPCEncoder.beginResponse(into: &writer, id: "b")
        writer.bool(true)
        writer.endObject()
        writer.endArray()
        #expect(Self.text(writer.bytes) == #"[{"jsonrpc":"2.0","id":1,"result":null},{"jsonrpc":"2.0","id":"b","result":true}]"#)
        let withData = RPCEncoder.error(id: .numberLiteral("1e2"), error: RPCError(.invalidParams, "x\"", data: ["k": [1, "v"]]))
        #expect(Self.text(withData) == #"{"jsonrpc":"2.0","id":1e2,"error":{"code":-32602,"message":"x\"","data":{"k":[1,"v"]}}}"# + "\n")
    }

    @Test func requestRoundTripsThroughTheDecoder() {
        let params: JSON = ["presenter": "vc12", "vc": "vc13", "text": "é\n\"😀"]
        var line = RPCEncoder.request(id: "x", method: "vc.present", params: params)
        #expect(line.removeLast() == UInt8(ascii: "\n"))
        #expect(RPCRequest.decode(line: line) == .request(RPCRequest(id: "x", method: "vc.present", params: params)))
    }

    @Test func serverMessagesDecode() throws {
        func decode(_ bytes: [UInt8]) throws(RPCError) -> RPCServerMessage {
            try RPCServerMessage.decode(line: Array(bytes.dropLast()))
        }
        #expect(try decode(RPCEncoder.response(id: 4, result: ["a": 1])) == .result(id: 4, result: ["a": 1]))
        let error = RPCError(.segueNotFound, "no segue", uikit: "Receiver has no segue", raises: true)
        #expect(try decode(RPCEncoder.error(id: nil, error: error)) == .error(id: .null, error: error))
        #expect(try decode(RPCEncoder.notification(method: "event", params: ["seq": 1])) == .notification(method: "event", params: ["seq": 1]))
        #expect(throws: RPCError.self) { try RPCServerMessage.decode(line: Array("[]".utf8)) }
        #expect(throws: RPCError.self) { try RPCServerMessage.decode(line: Array(#"{"jsonrpc":"2.0","id":1}"#.utf8)) }
        #expect(throws: RPCError.self) { try RPCServerMessage.decode(line: Array(#"{"jsonrpc":"2.0","id":1,"error":{"code":"x","message":"m"}}"#.utf8)) }
        let parse = #expect(throws: RPCError.self) { try RPCServerMessage.decode(line: Array("{".utf8)) }
        #expect(parse?.code == -32700)
    }
}
