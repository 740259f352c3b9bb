/// The method names' UTF-8 laid out flat, with an open-addressing table keyed by a hash of a
/// name's length and its first and last eight bytes, for finding a request's method from the
/// bytes of its line (`MethodTable.index(utf8:)`): no `String` is made or hashed and nothing is
/// reference counted (a `String` made from the line and looked up by name cost ≈ 180
/// instructions a request more under callgrind, docs/performance-history.md; comparing the
/// names of the same length one by one cost ≈ 125 a lookup, the hashed slot ≈ 30).
/// `index(named:)` uses it too. Made once, for `MethodTable.all`, and never freed (it lives as
/// long as the table).
struct MethodNameIndex: @unchecked Sendable {
    // @unchecked: immutable storage written once in `init`, before it is shared.
    /// Every name's bytes, one after the other, in the order of `entries`.
    private let names: UnsafeRawPointer
    /// For each name, in table order: where its bytes start in `names` and how many there are.
    private let entries: UnsafeBufferPointer<(start: Int, count: Int)>
    /// A power of two of slots, each a position in the table or -1 (empty); a name sits in the
    /// first empty slot from its hash's (linear probing, at most a quarter of the slots used).
    private let slots: UnsafeBufferPointer<Int32>
    /// `64 - log2(slots.count)`: a hash's top bits pick its slot.
    private let shift: UInt64

    /// Stops the process when a name is listed twice (a table's mistake).
    init(names table: [String]) {
        var seen = Set<String>()
        for name in table { precondition(seen.insert(name).inserted, "method '\(name)' listed twice") }
        let total = table.reduce(0) { $0 + $1.utf8.count }
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: Swift.max(total, 1), alignment: 8)
        let entries = UnsafeMutableBufferPointer<(start: Int, count: Int)>.allocate(capacity: Swift.max(table.count, 1))
        var bits = 4
        while 1 << bits < 4 * table.count { bits += 1 }
        let slots = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 1 << bits)
        slots.initialize(repeating: -1)
        let shift = UInt64(64 - bits)
        var offset = 0
        for (index, name) in table.enumerated() {
            let utf8 = Array(name.utf8)
            utf8.withUnsafeBytes { (bytes + offset).copyMemory(from: $0.baseAddress!, byteCount: utf8.count) }
            entries[index] = (start: offset, count: utf8.count)
            var slot = Int(Self.hash(UnsafeRawPointer(bytes + offset), count: utf8.count) >> shift)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index)
            offset += utf8.count
        }
        self.names = UnsafeRawPointer(bytes)
        self.entries = UnsafeBufferPointer(entries)
        self.slots = UnsafeBufferPointer(slots)
        self.shift = shift
    }

    /// The table position of the method whose name is `key`'s bytes, or nil.
    @inline(__always)
    func index(of key: UnsafeRawBufferPointer) -> Int? {
        guard let base = key.baseAddress else { return nil }
        let count = key.count
        var slot = Int(Self.hash(base, count: count) >> shift)
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            let entry = entries[index]
            if entry.count == count, ByteScan.equal(names + entry.start, base, count: count) { return index }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// A name's hash: its length with its first and last eight bytes (fewer, byte by byte, for
    /// a shorter name), mixed by multiplication so that the top bits depend on all of them.
    @inline(__always)
    private static func hash(_ p: UnsafeRawPointer, count: Int) -> UInt64 {
        var first: UInt64 = 0
        var last: UInt64 = 0
        if count >= 8 {
            first = p.loadUnaligned(as: UInt64.self)
            last = p.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            for i in 0..<count { first = first << 8 | UInt64(p.load(fromByteOffset: i, as: UInt8.self)) }
        }
        return (first &* 0x9E37_79B9_7F4A_7C15) ^ (last &* 0xC2B2_AE3D_27D4_EB4F) ^ (UInt64(count) &* 0x1656_67B1_9E37_79F9)
    }
}
