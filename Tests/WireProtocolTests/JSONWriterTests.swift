import Testing
@testable import WireProtocol

/// The streaming writer: commas, nesting, member shorthands and escaping, byte-exact.
@Suite struct JSONWriterTests {
    static func text(_ writer: JSONWriter) -> String { String(decoding: writer.bytes, as: UTF8.self) }

    @Test func streamingNestedContainersGetCommasRight() {
        var w = JSONWriter()
        w.beginObject()
        w.key("a"); w.beginArray(); w.number(1); w.beginObject(); w.endObject(); w.beginArray(); w.endArray(); w.null(); w.endArray()
        w.key("b"); w.bool(true)
        w.key("c"); w.beginObject(); w.key("d"); w.string("e"); w.key("f"); w.number(2.5); w.endObject()
        w.endObject()
        #expect(Self.text(w) == #"{"a":[1,{},[],null],"b":true,"c":{"d":"e","f":2.5}}"#)
    }

    @Test func memberShorthands() {
        var w = JSONWriter()
        w.beginObject()
        w.member("s", "x")
        w.member("b", false)
        w.member("i", 17)
        w.member("d", 0.5)
        w.member("j", ["k": [1]] as JSON)
        w.member("n", nil as String?)
        w.member("o", "y" as String?)
        w.member("l", ["a", "b"])
        w.endObject()
        #expect(Self.text(w) == #"{"s":"x","b":false,"i":17,"d":0.5,"j":{"k":[1]},"n":null,"o":"y","l":["a","b"]}"#)
    }

    @Test func keysAreEscapedLikeStrings() {
        var w = JSONWriter()
        w.beginObject()
        w.member("a\"b\n", 1)
        w.endObject()
        #expect(Self.text(w) == #"{"a\"b\n":1}"#)
    }

    @Test func everyControlCharacterIsEscaped() throws {
        let controls = String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) })
        var w = JSONWriter()
        w.string(controls)
        let expected = #""\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f"#
            + #"\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f""#
        #expect(Self.text(w) == expected)
        #expect(try JSONParser.parse(w.bytes) == .string(controls))
    }

    @Test func longStringsWithEscapesInTheMiddle() throws {
        let s = String(repeating: "abc\"def\\", count: 100) + "tail"
        var w = JSONWriter()
        w.string(s)
        #expect(try JSONParser.parse(w.bytes) == .string(s))
    }

    @Test func appendingWriterAddsNoLeadingComma() {
        var w = JSONWriter(appendingTo: Array("prefix ".utf8))
        w.beginArray(); w.endArray()
        #expect(Self.text(w) == "prefix []")
    }

    @Test func endLineStartsAFreshTopLevelValue() {
        var w = JSONWriter()
        w.number(1); w.endLine(); w.number(2); w.endLine()
        #expect(Self.text(w) == "1\n2\n")
    }

    @Test func outputIsAlwaysOneLine() {
        let value: JSON = ["multi\nline": ["a\r\nb", "\u{2028}"]]
        #expect(!value.description.utf8.contains(0x0A))
        #expect(!value.description.utf8.contains(0x0D))
    }
}
