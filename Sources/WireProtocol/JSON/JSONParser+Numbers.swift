/// Number scanning for `JSONParser`: the RFC 8259 grammar checked byte by byte, then an
/// exact conversion to `Double`.
extension JSONParser {
    /// Exactly representable powers of ten, for Clinger's fast path.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Parses the number starting at `position` (a '-' or a digit).
    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = position
        let count = input.count
        var i = position
        var negative = false
        if input[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        // Significand digits, at most 19 kept; `exponent10` scales them.
        var significand: UInt64 = 0
        var significantDigits = 0
        var truncated = false
        var exponent10 = 0

        // Integer part: '0' alone, or a nonzero digit followed by digits.
        guard i < count, isDigit(input[i]) else {
            throw JSONParseError(offset: i, reason: "expected a digit after '-'")
        }
        if input[i] == UInt8(ascii: "0") {
            i += 1
            if i < count, isDigit(input[i]) {
                throw JSONParseError(offset: start, reason: "leading zero in number")
            }
        } else {
            while i < count, isDigit(input[i]) {
                if significantDigits < 19 {
                    significand = significand &* 10 &+ UInt64(input[i] &- UInt8(ascii: "0"))
                    significantDigits += 1
                } else {
                    truncated = true
                    exponent10 += 1
                }
                i += 1
            }
        }
        // Fraction.
        if i < count, input[i] == UInt8(ascii: ".") {
            i += 1
            guard i < count, isDigit(input[i]) else {
                throw JSONParseError(offset: i, reason: "expected a digit after '.' in number")
            }
            while i < count, isDigit(input[i]) {
                let digit = UInt64(input[i] &- UInt8(ascii: "0"))
                if significantDigits < 19 {
                    significand = significand &* 10 &+ digit
                    exponent10 -= 1
                    if significand != 0 { significantDigits += 1 }
                } else if digit != 0 {
                    truncated = true
                }
                i += 1
            }
        }
        // Exponent.
        if i < count, input[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            var exponentNegative = false
            if i < count, input[i] == UInt8(ascii: "+") || input[i] == UInt8(ascii: "-") {
                exponentNegative = input[i] == UInt8(ascii: "-")
                i += 1
            }
            guard i < count, isDigit(input[i]) else {
                throw JSONParseError(offset: i, reason: "expected a digit in the exponent of a number")
            }
            var exponent = 0
            while i < count, isDigit(input[i]) {
                if exponent < 1_000_000 { exponent = exponent * 10 + Int(input[i] &- UInt8(ascii: "0")) }
                i += 1
            }
            exponent10 += exponentNegative ? -exponent : exponent
        }
        position = i

        if significand == 0 && !truncated {
            return negative ? -0.0 : 0.0
        }
        if !truncated && significantDigits <= 15 && exponent10 >= -22 && exponent10 <= 22 {
            // Both operands are exact, so one IEEE operation rounds correctly.
            var value = Double(significand)
            if exponent10 < 0 {
                value /= Self.exactPowersOfTen[-exponent10]
            } else {
                value *= Self.exactPowersOfTen[exponent10]
            }
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: input[start..<i]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONParseError(offset: start, reason: "number out of range")
        }
        return value
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
