import Testing
@testable import WireProtocol

/// The nesting limit: a clear error, checked before descending, never a stack overflow.
@Suite struct JSONDepthTests {
    static func nested(_ depth: Int, open: String = "[", close: String = "]") -> String {
        String(repeating: open, count: depth) + String(repeating: close, count: depth)
    }

    @Test func exactlyMaxDepthIsAccepted() throws {
        var value = try JSONParser.parse(Self.nested(64))
        var depth = 0
        while case .array(let elements) = value {
            depth += 1
            value = elements.first ?? .null
        }
        #expect(depth == 64)
    }

    @Test func oneLevelMoreIsRefusedAtTheOpeningBracket() {
        #expect(throws: JSONParseError(offset: 64, reason: "nesting deeper than 64 levels")) {
            try JSONParser.parse(Self.nested(65))
        }
    }

    @Test func objectsCountTowardsDepth() throws {
        let ok = String(repeating: #"{"a":"#, count: 3) + "1" + String(repeating: "}", count: 3)
        #expect(try JSONParser.parse(ok, maxDepth: 3)["a"]?["a"]?["a"] == 1)
        let tooDeep = #"{"a":[{"b":1}]}"#
        #expect(throws: JSONParseError(offset: 6, reason: "nesting deeper than 2 levels")) {
            try JSONParser.parse(tooDeep, maxDepth: 2)
        }
    }

    @Test func hundredThousandBracketsFailFast() {
        let text = String(repeating: "[", count: 100_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(throws: JSONParseError(offset: 64, reason: "nesting deeper than 64 levels")) {
                try JSONParser.parse(text)
            }
        }
        #expect(elapsed < .seconds(1))
    }

    @Test func maxDepthZeroAllowsOnlyScalars() throws {
        #expect(try JSONParser.parse("\"s\"", maxDepth: 0) == "s")
        #expect(throws: JSONParseError(offset: 0, reason: "nesting deeper than 0 levels")) {
            try JSONParser.parse("[]", maxDepth: 0)
        }
    }

    @Test func maxDepthIsClampedToTheCeiling() {
        let ceiling = JSONParser.depthCeiling
        #expect(throws: JSONParseError(offset: ceiling, reason: "nesting deeper than \(ceiling) levels")) {
            try JSONParser.parse(String(repeating: "[", count: 100_000), maxDepth: Int.max)
        }
    }
}
