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

    @Test func fragmentsTakeTheCommaThatIsDue() {
        var w = JSONWriter()
        w.beginArray()
        w.fragment(#"{"a":1"#, valueEnded: true)
        w.key(static: "b"); w.number(2)
        w.endObject()
        w.fragment(#"{"c":"#, valueEnded: false)
        w.string("d")
        w.endObject()
        w.fragment("7", valueEnded: true)
        w.endArray()
        #expect(Self.text(w) == #"[{"a":1,"b":2},{"c":"d"},7]"#)
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

    @Test func growsPastItsInitialCapacity() throws {
        var w = JSONWriter(capacity: 1)
        let long = String(repeating: "x\u{1}\"é", count: 300)
        w.beginArray()
        for i in 0..<50 { w.number(i); w.string(long); w.number(1e300) }
        w.endArray()
        let parsed = try JSONParser.parse(w.bytes)
        #expect(parsed.arrayValue?.count == 150)
        #expect(parsed.arrayValue?[1] == .string(long))
        #expect(w.count == w.bytes.count)
    }

    @Test func finishWithBytesAndReuse() {
        var w = JSONWriter(capacity: 64)
        w.beginObject(); w.member("a", 1); w.endObject()
        #expect(w.count == 7)
        #expect(w.withBytes { String(decoding: $0, as: UTF8.self) } == #"{"a":1}"#)
        w.removeAll()
        #expect(w.count == 0)
        w.string("b")  // no comma after removeAll, though the last token was a value
        #expect(Self.text(w) == #""b""#)
        let copy = w
        #expect(copy.finish() == Array(#""b""#.utf8))
        w.number(2)  // the copy's finish() must not have disturbed this writer
        #expect(Self.text(w) == #""b",2"#)
    }

    @Test func escapeInTheMiddleOfKeysAndValuesAfterACommaIsExact() {
        var w = JSONWriter()
        w.beginObject()
        w.member("plain", "v")
        w.member("k\u{0}ey", "va\"lue")
        w.member("x", "long enough to take the word loop \\ here")
        w.endObject()
        #expect(Self.text(w) == #"{"plain":"v","k\u0000ey":"va\"lue","x":"long enough to take the word loop \\ here"}"#)
    }
}
