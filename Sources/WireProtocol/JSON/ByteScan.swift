#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Word-at-a-time (SWAR) byte classification shared by the parser's string scan and the
/// writer's escaping: eight bytes are tested with a few integer operations instead of
/// eight comparisons each.
///
/// Each function returns a word with the high bit set in every byte of `word` (read
/// little-endian) that belongs to its class. Borrows may set bits above the lowest flagged
/// byte, never below it, so `trailingZeroBitCount >> 3` is the index of the first one.
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Bytes a JSON string cannot hold as they are: `"`, `\` and control bytes (< 0x20).
    @inline(__always)
    static func needsEscape(_ word: UInt64) -> UInt64 {
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let isQuote = (quotes &- ones) & ~quotes
        let isBackslash = (backslashes &- ones) & ~backslashes
        let isControl = (word &- ones &* 0x20) & ~word
        return (isQuote | isBackslash | isControl) & highs
    }

    /// Whether the `count` bytes at `a` and at `b` are equal (eight at a time, then one by one).
    @inline(__always)
    static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        var i = 0
        while i + 8 <= count {
            guard a.loadUnaligned(fromByteOffset: i, as: UInt64.self) == b.loadUnaligned(fromByteOffset: i, as: UInt64.self) else { return false }
            i += 8
        }
        while i < count {
            guard a.load(fromByteOffset: i, as: UInt8.self) == b.load(fromByteOffset: i, as: UInt8.self) else { return false }
            i += 1
        }
        return true
    }

    /// The offset of the first `\n` in `bytes` at or after `start`, or `bytes.count`: the C
    /// library's `memchr` (vectorised; the word-at-a-time loop it replaced cost ≈ 130
    /// instructions for a 110-byte request line under callgrind, docs/performance-history.md).
    @inline(__always)
    static func firstNewline(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress else { return bytes.count }
        guard let found = memchr(base + start, 0x0A, bytes.count - start) else { return bytes.count }
        return UnsafeRawPointer(found) - base
    }

    /// Bytes that end the parser's ASCII fast path: those of `needsEscape` and any byte of
    /// 0x80 or more.
    @inline(__always)
    static func endsASCIIRun(_ word: UInt64) -> UInt64 {
        needsEscape(word) | (word & highs)
    }

    /// The eight bytes at `offset`, little-endian.
    @inline(__always)
    static func word(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
}
