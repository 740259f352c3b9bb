/// The secret every HTTP and WebSocket request must carry (`?token=…`), as Jupyter does: 32
/// hexadecimal digits from the kernel's random source, compared in constant time.
public struct AccessToken: Sendable, Equatable, CustomStringConvertible {
    public let value: String

    public init(value: String) { self.value = value }

    /// 128 random bits from the system's generator (getrandom(2) on Linux).
    public static func random() -> AccessToken {
        var generator = SystemRandomNumberGenerator()
        let words = [generator.next(), generator.next()]
        return AccessToken(value: words.map { word in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined())
    }

    /// Whether `candidate` is this token; takes the same time wherever the first difference is.
    public func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let a = Array(value.utf8), b = Array(candidate.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for i in a.indices { difference |= a[i] ^ b[i] }
        return difference == 0
    }

    public var description: String { value }
}
