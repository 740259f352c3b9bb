import SeededRandom
import Testing
@testable import WireProtocol

/// Numbers: exact parsing (fast path and fallback agree with the standard library), exact
/// integers up to 2^53, shortest round-trip writing, no `.0` on integers, no NaN or Inf.
@Suite struct JSONNumberTests {
    static func parseNumber(_ text: String) throws -> Double {
        let value = try JSONParser.parse(text)
        guard case .number(let d) = value else { throw Failure(text) }
        return d
    }

    struct Failure: Error { var text: String; init(_ text: String) { self.text = text } }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("1", 1), ("-1", -1), ("17", 17), ("1e2", 100), ("1E2", 100),
        ("1e+2", 100), ("1e-2", 0.01), ("0.5", 0.5), ("-0.25", -0.25), ("0.1", 0.1), ("0.30000000000000004", 0.30000000000000004),
        ("123456789012345", 123456789012345), ("9007199254740992", 9007199254740992),
        ("9007199254740993", 9007199254740992), // rounds to even, as the standard library does
        ("-9007199254740991", -9007199254740991), ("1.7976931348623157e308", Double.greatestFiniteMagnitude),
        ("5e-324", Double.leastNonzeroMagnitude), ("1e-400", 0), ("0e999999999", 0),
        ("2.2250738585072014e-308", Double.leastNormalMagnitude), ("1e22", 1e22), ("1e23", 1e23),
        ("3.141592653589793238462643383279", Double.pi), ("0.000001", 1e-6), ("100000000000000000000000000000", 1e29),
        ("12345678901234567890123", 12345678901234567890123.0), ("0.00000000000000000000000000001", 1e-29),
    ] as [(String, Double)])
    func parses(_ text: String, _ expected: Double) throws {
        let value = try Self.parseNumber(text)
        #expect(value == expected)
        #expect(value.sign == expected.sign)
    }

    @Test func integersUpTo2To53RoundTripExactly() throws {
        let samples: [Int] = [0, 1, -1, 42, 1 << 31, -(1 << 31), 1 << 52, (1 << 53) - 1, 1 << 53, -(1 << 53)]
        for n in samples {
            let text = String(n)
            let parsed = try Self.parseNumber(text)
            #expect(JSON.number(parsed).intValue == n)
            #expect(JSON.number(parsed).description == text)
        }
    }

    /// The fast path (≤ 15 digits, |exponent| ≤ 22) and the fallback must agree with the
    /// standard library's correctly rounded conversion on many random decimal strings.
    @Test func agreesWithStandardLibraryOnRandomDecimals() throws {
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<20_000 {
            let digits = Int.random(in: 1...20, using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            let intDigits = Int.random(in: 1...digits, using: &generator)
            for i in 0..<intDigits {
                let d = i == 0 && intDigits > 1 ? Int.random(in: 1...9, using: &generator) : Int.random(in: 0...9, using: &generator)
                text += String(d)
            }
            if intDigits < digits {
                text += "."
                for _ in intDigits..<digits { text += String(Int.random(in: 0...9, using: &generator)) }
            }
            if Bool.random(using: &generator) { text += "e\(Int.random(in: -40...40, using: &generator))" }
            let expected = try #require(Double(text))
            #expect(try Self.parseNumber(text) == expected, "\(text)")
        }
    }

    @Test(arguments: [
        (17.0, "17"), (-17.0, "-17"), (0.0, "0"), (-0.0, "0"), (1.5, "1.5"), (0.1, "0.1"), (-0.25, "-0.25"),
        (1e-7, "1e-07"), (1e17, "100000000000000000"), (1e18, "1e+18"), (123456.789, "123456.789"),
        (9007199254740992.0, "9007199254740992"), (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
        (Double.leastNonzeroMagnitude, "5e-324"), (Double.nan, "null"), (Double.infinity, "null"), (-Double.infinity, "null"),
    ] as [(Double, String)])
    func writes(_ value: Double, _ expected: String) {
        var writer = JSONWriter()
        writer.number(value)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
    }

    @Test func writtenNumbersAreValidJSONThatReadsBackBitExactly() throws {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<20_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            let text = JSON.number(value).description
            let back = try Self.parseNumber(text)
            if value == 0 {
                #expect(back == 0)
            } else {
                #expect(back.bitPattern == value.bitPattern, "\(text)")
            }
        }
    }

    @Test func intWriterCoversTheWholeRange() {
        for n in [0, 9, 10, -9, -10, 99, 100, Int.max, Int.min] {
            var writer = JSONWriter()
            writer.number(n)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == String(n))
        }
    }
}

