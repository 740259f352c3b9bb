import Testing
@testable import WireProtocol

/// The word-at-a-time scans (strings, escapes, newlines): every kind of special byte at
/// every offset of the eight-byte windows must be found, and nothing else must stop them.
@Suite struct JSONStringScanTests {
    static let filler = "abcdefghijklmnopqrstuvwxyz0123456789 ~!#$%&'()*+,-./:;<=>?@[]^_`{|}"

    @Test func aQuoteEndsTheStringAtEveryOffset() throws {
        for length in 0..<40 {
            let body = String(Self.filler.prefix(length))
            #expect(try JSONParser.parse("[\"\(body)\",1]") == [.string(body), 1], "length \(length)")
        }
    }

    @Test func escapesAtEveryOffset() throws {
        for offset in 0..<24 {
            let prefix = String(Self.filler.prefix(offset))
            let text = "\"" + prefix + #"\n\u00e9\"x"# + String(Self.filler.prefix(11)) + "\""
            #expect(try JSONParser.parse(text) == .string(prefix + "\né\"x" + Self.filler.prefix(11)), "offset \(offset)")
        }
    }

    @Test func nonASCIIAtEveryOffset() throws {
        for offset in 0..<24 {
            let value = String(Self.filler.prefix(offset)) + "é😀" + String(Self.filler.prefix(9))
            #expect(try JSONParser.parse("\"\(value)\"") == .string(value), "offset \(offset)")
        }
    }

    @Test func controlBytesAreCaughtAtEveryOffset() {
        for offset in 0..<24 {
            for control: UInt8 in [0x00, 0x01, 0x0A, 0x1F] {
                var bytes = Array(("\"" + Self.filler.prefix(30) + "\"").utf8)
                bytes[1 + offset] = control
                let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes) }
                #expect(error?.offset == 1 + offset, "offset \(offset), control \(control)")
            }
        }
    }

    @Test func bytesNextToTheSpecialValuesAreOrdinary() throws {
        // 0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F sit next to the quote, backslash and control ranges.
        let value = String(repeating: " !#[]\u{7F}", count: 5)
        #expect(try JSONParser.parse("\"\(value)\"") == .string(value))
    }

    @Test func byteScanFlagsTheFirstSpecialByteExactly() {
        // Each byte value alone in every lane of an otherwise ordinary word.
        for lane in 0..<8 {
            for value in 0..<256 {
                var word: UInt64 = 0x6161_6161_6161_6161  // "aaaaaaaa"
                word &= ~(UInt64(0xFF) << (lane * 8))
                word |= UInt64(value) << (lane * 8)
                let special = value == 0x22 || value == 0x5C || value < 0x20 || value >= 0x80
                let mask = ByteScan.endsASCIIRun(word)
                let escapeMask = ByteScan.needsEscape(word)
                if special {
                    #expect(mask.trailingZeroBitCount >> 3 == lane, "value \(value) lane \(lane)")
                } else {
                    #expect(mask == 0, "value \(value) lane \(lane)")
                }
                if special && value < 0x80 {
                    #expect(escapeMask.trailingZeroBitCount >> 3 == lane, "value \(value) lane \(lane)")
                } else {
                    #expect(escapeMask == 0, "value \(value) lane \(lane)")
                }
            }
        }
    }

    @Test func firstNewlineAtEveryOffset() {
        for length in 0..<40 {
            for newline in [nil] + Array(0..<length) as [Int?] {
                var bytes = [UInt8](repeating: 0x61, count: length)
                if let newline { bytes[newline] = 0x0A }
                let found = bytes.withUnsafeBytes { ByteScan.firstNewline(in: $0, from: 0) }
                #expect(found == (newline ?? length), "length \(length), newline \(String(describing: newline))")
                // From any start: the first newline at or after it, else the length.
                for start in 0...length {
                    let after = bytes.withUnsafeBytes { ByteScan.firstNewline(in: $0, from: start) }
                    let expected = newline.map { $0 >= start ? $0 : length } ?? length
                    #expect(after == expected, "length \(length), newline \(String(describing: newline)), start \(start)")
                }
            }
        }
    }
}
