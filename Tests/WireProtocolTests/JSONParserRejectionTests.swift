import Testing
@testable import WireProtocol

/// Every RFC 8259 violation is refused with the offset of the offending byte and a reason.
@Suite struct JSONParserRejectionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var offset: Int
        var reason: String
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(text: "", offset: 0, reason: "unexpected end of input"),
        Case(text: "   ", offset: 3, reason: "unexpected end of input"),
        Case(text: "[1,]", offset: 3, reason: "trailing comma in array"),
        Case(text: #"{"a":1,}"#, offset: 7, reason: "trailing comma in object"),
        Case(text: "[1 2]", offset: 3, reason: "expected ',' or ']' in array, found '2'"),
        Case(text: #"{"a" 1}"#, offset: 5, reason: "expected ':' after object key, found '1'"),
        Case(text: #"{"a":1 "b":2}"#, offset: 7, reason: "expected ',' or '}' in object, found '\"'"),
        Case(text: "{a:1}", offset: 1, reason: "expected a string key in object, found 'a'"),
        Case(text: "{,}", offset: 1, reason: "expected a string key in object, found ','"),
        Case(text: "[,1]", offset: 1, reason: "unexpected ','"),
        Case(text: "[1", offset: 2, reason: "unexpected end of input in array"),
        Case(text: #"{"a":1"#, offset: 6, reason: "unexpected end of input in object"),
        Case(text: #"{"a""#, offset: 4, reason: "unexpected end of input in object"),
        Case(text: "{", offset: 1, reason: "unexpected end of input in object"),
        Case(text: "01", offset: 0, reason: "leading zero in number"),
        Case(text: "-01", offset: 0, reason: "leading zero in number"),
        Case(text: "00", offset: 0, reason: "leading zero in number"),
        Case(text: "+1", offset: 0, reason: "unexpected '+'"),
        Case(text: ".5", offset: 0, reason: "unexpected '.'"),
        Case(text: "1.", offset: 2, reason: "expected a digit after '.' in number"),
        Case(text: "1.e3", offset: 2, reason: "expected a digit after '.' in number"),
        Case(text: "1e", offset: 2, reason: "expected a digit in the exponent of a number"),
        Case(text: "1e+", offset: 3, reason: "expected a digit in the exponent of a number"),
        Case(text: "-", offset: 1, reason: "expected a digit after '-'"),
        Case(text: "-a", offset: 1, reason: "expected a digit after '-'"),
        Case(text: "NaN", offset: 0, reason: "unexpected 'N'"),
        Case(text: "Infinity", offset: 0, reason: "unexpected 'I'"),
        Case(text: "-Infinity", offset: 1, reason: "expected a digit after '-'"),
        Case(text: "1e400", offset: 0, reason: "number out of range"),
        Case(text: "-1e400", offset: 0, reason: "number out of range"),
        Case(text: "[1.8e308]", offset: 1, reason: "number out of range"),
        Case(text: "tru", offset: 3, reason: "unexpected end of input in literal 'true'"),
        Case(text: "trUe", offset: 2, reason: "invalid literal, expected 'true'"),
        Case(text: "nul", offset: 3, reason: "unexpected end of input in literal 'null'"),
        Case(text: "falsy", offset: 4, reason: "invalid literal, expected 'false'"),
        Case(text: "True", offset: 0, reason: "unexpected 'T'"),
        Case(text: "1 2", offset: 2, reason: "unexpected data after the JSON value"),
        Case(text: "{} x", offset: 3, reason: "unexpected data after the JSON value"),
        Case(text: "1x", offset: 1, reason: "unexpected data after the JSON value"),
        Case(text: "\"abc", offset: 0, reason: "unterminated string"),
        Case(text: "\"ab\\", offset: 3, reason: "unterminated string"),
        Case(text: "\"é", offset: 0, reason: "unterminated string"),
        Case(text: "\"a\nb\"", offset: 2, reason: "unescaped control character byte 0x0A in string"),
        Case(text: "\"a\u{1F}\"", offset: 2, reason: "unescaped control character byte 0x1F in string"),
        Case(text: "\"\t\"", offset: 1, reason: "unescaped control character byte 0x09 in string"),
        Case(text: #""\x""#, offset: 1, reason: "invalid escape '\\' followed by 'x'"),
        Case(text: #""\'""#, offset: 1, reason: "invalid escape '\\' followed by '''"),
        Case(text: #""\u12x""#, offset: 1, reason: "invalid hex digit in \\u escape"),
        Case(text: #""\u12""#, offset: 1, reason: "incomplete \\u escape in string"),
        Case(text: #""\u12"#, offset: 1, reason: "incomplete \\u escape in string"),
        Case(text: #""\uZZZZ""#, offset: 1, reason: "invalid hex digit in \\u escape"),
        Case(text: #"{"a":1,"a":2}"#, offset: 7, reason: "duplicate key 'a' in object"),
        Case(text: "\u{FEFF}1", offset: 0, reason: "unexpected byte 0xEF"),
        Case(text: "[1]\u{0}", offset: 3, reason: "unexpected data after the JSON value"),
        Case(text: "'a'", offset: 0, reason: "unexpected '''"),
        Case(text: "/* c */ 1", offset: 0, reason: "unexpected '/'"),
        Case(text: "é", offset: 0, reason: "unexpected byte 0xC3"),
        Case(text: "[1]]", offset: 3, reason: "unexpected data after the JSON value"),
        Case(text: "]", offset: 0, reason: "unexpected ']'"),
    ]

    @Test(arguments: cases)
    func rejects(_ c: Case) {
        #expect(throws: JSONParseError(offset: c.offset, reason: c.reason)) {
            try JSONParser.parse(c.text)
        }
    }

    @Test func errorDescriptionNamesTheOffset() {
        #expect(JSONParseError(offset: 3, reason: "trailing comma in array").description
            == "trailing comma in array at byte 3")
    }
}
