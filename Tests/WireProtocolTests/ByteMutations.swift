import SeededRandom

/// Seeded mutations of a request line for the decoder's randomized tests: each step overwrites,
/// removes or inserts one byte, chosen among bytes that matter to JSON (`interesting`) or at
/// random. Never returns an empty line.
enum ByteMutations {
    /// Bytes that steer a JSON parser: structure, escapes, number parts, literals' letters,
    /// control characters and the edges of UTF-8 sequences.
    static let interesting: [UInt8] = Array(#"{}[]",:\-+.eE0123456789tfnu"#.utf8) + [0x00, 0x0A, 0x1F, 0x20, 0x80, 0xBF, 0xC3, 0xED, 0xF0, 0xFF]

    static func mutate(_ line: String, steps: ClosedRange<Int>, using generator: inout SplitMix64) -> [UInt8] {
        var bytes = Array(line.utf8)
        for _ in 0..<Int.random(in: steps, using: &generator) {
            let i = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: bytes[i] = interesting.randomElement(using: &generator)!
            case 1: bytes.remove(at: i)
            case 2: bytes.insert(interesting.randomElement(using: &generator)!, at: i)
            default: bytes[i] = UInt8.random(in: 0...255, using: &generator)
            }
            if bytes.isEmpty { bytes = [0x7B] }
        }
        return bytes
    }
}
