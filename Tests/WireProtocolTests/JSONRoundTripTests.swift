import Testing
@testable import WireProtocol

/// Parse → write → parse round trips and byte-exact writer output for whole trees.
@Suite struct JSONRoundTripTests {
    @Test(arguments: [
        #"null"#, #"true"#, #"false"#, #"0"#, #"-1"#, #"17"#, #"1.5"#, #"-0.25"#, #"1e-07"#,
        #""""#, #""abc""#, #"[]"#, #"{}"#, #"[1,2,[3,{"a":null}]]"#,
        #"{"jsonrpc":"2.0","id":17,"method":"vc.present","params":{"presenter":"vc12","vc":"vc13","style":"formSheet","animated":false}}"#,
        #"{"b":1,"a":2}"#, #""\"\\\n\r\t\b\f\u0001\u001f""#, #""héllo 😀 世界""#,
    ])
    func compactTextRoundTripsByteExactly(_ text: String) throws {
        let value = try JSONParser.parse(text)
        #expect(value.description == text)
        #expect(try JSONParser.parse(value.description) == value)
    }

    @Test func whitespaceIsDroppedOnWrite() throws {
        let value = try JSONParser.parse(" \t\r\n{ \"a\" : [ 1 , 2 ] , \"b\" : { } }\n")
        #expect(value.description == #"{"a":[1,2],"b":{}}"#)
    }
}
