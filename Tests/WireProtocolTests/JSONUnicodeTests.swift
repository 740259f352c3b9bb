import Testing
@testable import WireProtocol

/// UTF-8 validation, `\u` escapes and surrogate pairs (strictly rejected when unpaired).
@Suite struct JSONUnicodeTests {
    static func parse(bytes: [UInt8]) throws(JSONParseError) -> JSON {
        try JSONParser.parse(bytes)
    }

    @Test func rawMultiByteUTF8IsKept() throws {
        let text = "\"é 世 😀 \u{10FFFF}\""  // 2-, 3- and 4-byte sequences, the last scalar
        #expect(try JSONParser.parse(text) == .string("é 世 😀 \u{10FFFF}"))
    }

    @Test func surrogatePairEscapeDecodesToOneScalar() throws {
        #expect(try JSONParser.parse(#""\ud83d\ude00""#) == "😀")
        #expect(try JSONParser.parse(#""\uD83D\uDE00x""#) == "😀x")
        #expect(try JSONParser.parse(#""\udbff\udfff""#) == "\u{10FFFF}")
    }

    @Test func nulEscapeIsAllowed() throws {
        #expect(try JSONParser.parse(#""a\u0000b""#) == "a\u{0}b")
    }

    @Test(arguments: [
        (#""\ud83d""#, 1, "unpaired high surrogate escape in string"),
        (#""\ud83dx""#, 1, "unpaired high surrogate escape in string"),
        (#""\ud83d\n""#, 1, "unpaired high surrogate escape in string"),
        (#""\ud83d\u0041""#, 1, "unpaired high surrogate escape in string"),
        (#""\ud83d\ud83d""#, 1, "unpaired high surrogate escape in string"),
        (#""\ude00""#, 1, "unpaired low surrogate escape in string"),
        (#""\ude00\ud83d""#, 1, "unpaired low surrogate escape in string"),
        (#""ab\udc00""#, 3, "unpaired low surrogate escape in string"),
        (#""\ud83d\ude0""#, 7, "invalid hex digit in \\u escape"),
    ] as [(String, Int, String)])
    func rejectsBadSurrogates(_ text: String, _ offset: Int, _ reason: String) {
        #expect(throws: JSONParseError(offset: offset, reason: reason)) { try JSONParser.parse(text) }
    }

    @Test(arguments: [
        ([0x22, 0x80, 0x22], 1),  // stray continuation byte
        ([0x22, 0xC0, 0x80, 0x22], 1),  // overlong NUL
        ([0x22, 0xC1, 0xBF, 0x22], 1),  // overlong
        ([0x22, 0xE0, 0x80, 0x80, 0x22], 1),  // overlong 3-byte
        ([0x22, 0xF0, 0x80, 0x80, 0x80, 0x22], 1),  // overlong 4-byte
        ([0x22, 0xED, 0xA0, 0x80, 0x22], 1),  // UTF-16 surrogate encoded in UTF-8
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1),  // beyond U+10FFFF
        ([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], 1),
        ([0x22, 0xFF, 0x22], 1),
        ([0x22, 0x61, 0xE2, 0x82, 0x22], 2),  // truncated 3-byte sequence
        ([0x22, 0xE2, 0x82], 1),  // truncated at end of input
        ([0x22, 0xC3, 0xA9, 0xC3, 0x28, 0x22], 3),  // bad continuation after a valid one
        ([0x22, 0x5C, 0x6E, 0xF0, 0x9F, 0x98, 0x22], 3),  // after an escape, truncated 4-byte
    ] as [([UInt8], Int)])
    func rejectsInvalidUTF8(_ bytes: [UInt8], _ offset: Int) {
        #expect(throws: JSONParseError(offset: offset, reason: "invalid UTF-8 in string")) {
            try Self.parse(bytes: bytes)
        }
    }

    @Test func everyValidTwoAndThreeByteBoundaryIsAccepted() throws {
        for scalar in ["\u{80}", "\u{7FF}", "\u{800}", "\u{D7FF}", "\u{E000}", "\u{FFFF}", "\u{10000}"] {
            #expect(try JSONParser.parse("\"\(scalar)\"") == .string(scalar))
        }
    }

    @Test func writerKeepsNonASCIIRawAndEscapesControls() {
        var writer = JSONWriter()
        writer.string("é\u{0}\u{1F}\u{7F}😀\"\\/")
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #""é\u0000\u001f\#u{7F}😀\"\\/""#)
    }

    @Test func everyScalarBelow0x80RoundTrips() throws {
        let all = String((0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) })
        let text = JSON.string(all).description
        #expect(!text.utf8.contains { $0 < 0x20 })
        #expect(try JSONParser.parse(text) == .string(all))
    }
}
