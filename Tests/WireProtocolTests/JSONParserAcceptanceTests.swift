import Testing
@testable import WireProtocol

/// What the parser must accept, and the values it must produce.
@Suite struct JSONParserAcceptanceTests {
    @Test func scalars() throws {
        #expect(try JSONParser.parse("null") == .null)
        #expect(try JSONParser.parse("true") == .bool(true))
        #expect(try JSONParser.parse("false") == .bool(false))
        #expect(try JSONParser.parse("0") == .number(0))
        #expect(try JSONParser.parse("-12.5e1") == .number(-125))
        #expect(try JSONParser.parse(#""x""#) == .string("x"))
    }

    @Test func whitespaceAroundEveryToken() throws {
        let text = " \n\t\r[ 1 ,\n{ \"a\" :\ttrue } , [ ] , \"s\" ] \r\n\t "
        #expect(try JSONParser.parse(text) == [1, ["a": true], [], "s"])
    }

    @Test func objectsKeepMemberOrder() throws {
        let value = try JSONParser.parse(#"{"z":1,"a":2,"m":3}"#)
        #expect(value.objectValue?.keys == ["z", "a", "m"])
    }

    @Test func nestedStructure() throws {
        let value = try JSONParser.parse(#"{"a":[{"b":[null,{"c":"d"}]}],"e":{}}"#)
        #expect(value["a"]?.arrayValue?.first?["b"]?.arrayValue?[1]["c"] == "d")
        #expect(value["e"] == .object(JSONObject()))
    }

    @Test func emptyKeyAndEmptyString() throws {
        #expect(try JSONParser.parse(#"{"":""}"#) == ["": ""])
    }

    @Test func allSimpleEscapes() throws {
        let value = try JSONParser.parse(#""\"\\\/\b\f\n\r\t""#)
        #expect(value == .string("\"\\/\u{08}\u{0C}\n\r\t"))
    }

    @Test func escapesMixedWithPlainText() throws {
        #expect(try JSONParser.parse(#""ab\ncd\tef""#) == "ab\ncd\tef")
        #expect(try JSONParser.parse(#""\u0041\u00e9\u4E16""#) == "Aé世")
    }

    @Test func parsesFromBytesAndRawBuffers() throws {
        let bytes = Array(#"{"k":[1,2]}"#.utf8)
        #expect(try JSONParser.parse(bytes) == ["k": [1, 2]])
        let fromBuffer = try bytes.withUnsafeBytes { buffer throws(JSONParseError) in try JSONParser.parse(buffer) }
        #expect(fromBuffer == ["k": [1, 2]])
    }

    @Test func emptyRawBufferIsAnError() {
        #expect(throws: JSONParseError(offset: 0, reason: "unexpected end of input")) {
            try JSONParser.parse(UnsafeRawBufferPointer(start: nil, count: 0))
        }
    }

    @Test func largeObjectsDetectDuplicatesToo() throws {
        // Past 16 members the parser switches from a linear scan to a set.
        let members = (0..<40).map { "\"k\($0)\":\($0)" }
        let ok = "{" + members.joined(separator: ",") + "}"
        #expect(try JSONParser.parse(ok).objectValue?.count == 40)
        let duplicate = "{" + (members + ["\"k3\":0"]).joined(separator: ",") + "}"
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(duplicate) }
        #expect(error?.reason == "duplicate key 'k3' in object")
    }

    /// "é" precomposed (2 bytes) and decomposed (3 bytes) are equal Swift strings but
    /// different JSON keys (RFC 8259 §8.3 compares code units), in small and large objects.
    @Test func canonicallyEquivalentKeysOfDifferentBytesAreDistinct() throws {
        let small = try JSONParser.parse(#"{"\u00e9":1,"e\u0301":2}"#)
        #expect(small["\u{E9}"] == 1)
        #expect(small["e\u{301}"] == 2)
        let filler = (0..<20).map { "\"f\($0)\":0" }.joined(separator: ",")
        let large = try JSONParser.parse("{" + filler + #","\u00e9":1,"e\u0301":2}"#)
        #expect(large.objectValue?.count == 22)
        #expect(large["e\u{301}"] == 2)
    }
}
