import SeededRandom
import Testing
@testable import WireProtocol

/// Seeded random inputs: mutated requests never crash the decoder, anything it accepts
/// re-encodes to an equal value, and random trees survive write → parse unchanged.
@Suite struct FuzzTests {
    static let seeds: [String] = [
        #"{"jsonrpc":"2.0","id":17,"method":"vc.present","params":{"presenter":"vc12","vc":"vc13","style":"formSheet","animated":false}}"#,
        #"{"jsonrpc":"2.0","id":"x","method":"nav.setViewControllers","params":{"nav":"vc1","vcs":["vc2","vc3"],"n":-1.5e-3}}"#,
        #"{"jsonrpc":"2.0","method":"ping","params":{"s":"\u00e9\ud83d\ude00\n\"","u":"é😀"}}"#,
    ]

    @Test func mutatedRequestsNeverCrashAndAcceptedOnesRoundTrip() throws {
        var generator = SplitMix64(seed: 2026)
        for round in 0..<20_000 {
            let bytes = ByteMutations.mutate(Self.seeds[round % Self.seeds.count], steps: 1...4, using: &generator)
            let parsed: JSON
            do {
                parsed = try JSONParser.parse(bytes)
            } catch {
                #expect(error.offset >= 0 && error.offset <= bytes.count)
                continue
            }
            // Accepted: must be valid UTF-8 input, and must round-trip.
            #expect(String(validating: bytes, as: UTF8.self) != nil)
            #expect(try JSONParser.parse(parsed.description) == parsed)
            _ = RPCRequest.decode(line: bytes)
        }
    }

    static func randomTree(_ generator: inout SplitMix64, depth: Int) -> JSON {
        let pick = Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &generator)
        switch pick {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2:
            let d = Double(bitPattern: generator.next())
            return .number(d.isFinite ? d : Double(Int32.random(in: .min ... .max, using: &generator)))
        case 3:
            let scalars = (0..<Int.random(in: 0..<12, using: &generator)).map { _ in
                Unicode.Scalar(UInt32.random(in: 0..<0x250, using: &generator)) ?? "x"
            }
            return .string(String(String.UnicodeScalarView(scalars)))
        case 4:
            return .array((0..<Int.random(in: 0..<5, using: &generator)).map { _ in randomTree(&generator, depth: depth + 1) })
        default:
            var object = JSONObject()
            for k in 0..<Int.random(in: 0..<5, using: &generator) {
                object["k\(k)\u{1}\u{e9}"] = randomTree(&generator, depth: depth + 1)
            }
            return .object(object)
        }
    }

    @Test func randomTreesRoundTrip() throws {
        var generator = SplitMix64(seed: 99)
        for _ in 0..<3_000 {
            let tree = Self.randomTree(&generator, depth: 0)
            let text = tree.description
            #expect(!text.utf8.contains(0x0A))
            let back = try JSONParser.parse(text)
            #expect(back == tree, "\(text)")  // -0.0 is written as 0, and -0.0 == 0
        }
    }
}
