/// An identifier whose raw value indexes an `IDTable` (window, screen and scene ids: issued by
/// a counter from 1, never reused).
protocol TableIndexedID {
    var raw: Int { get }
}

extension WindowID: TableIndexedID {}
extension ScreenID: TableIndexedID {}
extension SceneID: TableIndexedID {}

/// Windows, screens or scenes by id, for the lookups every operation makes (a window's traits, its
/// visibility, its controller count): the id's raw value is an index, so a lookup hashes
/// nothing. Stored in chunks of up to 64 slots, each only as long as its last live slot (a
/// hierarchy with one window — each state `prosc explore` keeps — holds one or two slots, and a
/// write to a copy's window copies those, not 64); a chunk whose slots are all empty is
/// released and trailing released chunks are dropped, so memory follows the live ids, not
/// every id ever issued, and equal contents have one representation (`==` compares the storage).
struct IDTable<Key: TableIndexedID, Value: Equatable & Sendable>: Equatable, Sendable {
    private static var chunkShift: Int { 6 }
    private static var chunkSize: Int { 1 << chunkShift }

    private var chunks: [[Value?]?] = []
    /// Where reads of an absent id point: one empty slot.
    private let vacant: [Value?] = [nil]
    /// The number of live entries.
    private(set) var count = 0

    init() {}

    var isEmpty: Bool { count == 0 }

    subscript(key: Key) -> Value? {
        @inline(__always)   // (a present reads a window, its screen and its scene: a call each)
        unsafeAddress {
            // Reads borrow the slot in place (`table[id]?.field` copies no whole value); the
            // pointer serves the access only, during which the table cannot change.
            let i = key.raw
            let c = i >> Self.chunkShift
            let s = i & (Self.chunkSize - 1)
            if i >= 0, c < chunks.count, let slot = chunks.withUnsafeBufferPointer({ outer in
                outer[c]?.withUnsafeBufferPointer { s < $0.count ? UnsafePointer($0.baseAddress! + s) : nil } ?? nil
            }) {
                return slot
            }
            return vacant.withUnsafeBufferPointer { $0.baseAddress! }
        }
        _modify {
            // The value is moved out of its slot for the yield and back after it (it stays
            // uniquely referenced meanwhile): a yield straight into the nested arrays would
            // give the coroutine a frame too large for the caller's buffer, allocated per write.
            let i = key.raw
            let c = i >> Self.chunkShift
            let s = i & (Self.chunkSize - 1)
            let slotExists = i >= 0 && c < chunks.count && chunks[c] != nil && s < chunks[c]!.count
            var value = slotExists ? chunks[c]![s].take() : nil
            let wasLive = value != nil
            yield &value
            if value != nil || wasLive { store(value, at: c, s, wasLive: wasLive) }
        }
    }

    /// Changes the value for `key` in place, if there is one. For hot paths: called out of line,
    /// the `_modify` above allocates its coroutine frame (the yielded value does not fit the
    /// caller's buffer); this is plain code.
    @inline(__always)
    mutating func update(_ key: Key, _ change: (inout Value) -> Void) {
        let i = key.raw
        let c = i >> Self.chunkShift
        let s = i & (Self.chunkSize - 1)
        guard i >= 0, c < chunks.count else { return }
        // Through the chunks' buffers, each level made unique and unwrapped once (`chunks[c]![s]`
        // checked both again at every use); the chunk through a pointer to it (`outer[c]?`
        // called the buffer subscript's `modify` coroutine, twice per update).
        chunks.withUnsafeMutableBufferPointer { outer in
            _ = (outer.baseAddress! + c).pointee?.withUnsafeMutableBufferPointer { slots in
                if s < slots.count, slots[s] != nil { change(&slots[s]!) }
            }
        }
    }

    /// Puts `value` back into slot `s` of chunk `c` (creating or releasing chunks as needed).
    private mutating func store(_ value: Value?, at c: Int, _ s: Int, wasLive: Bool) {
        if value != nil {
            precondition(c >= 0, "identifiers are not negative")
            while chunks.count <= c { chunks.append(nil) }
            if chunks[c] == nil { chunks[c] = [] }
            if chunks[c]!.count <= s { chunks[c]!.append(contentsOf: repeatElement(nil, count: s + 1 - chunks[c]!.count)) }
        }
        chunks[c]![s] = value
        count += (value != nil ? 1 : 0) - (wasLive ? 1 : 0)
        if value == nil { shrink(c) }
    }

    /// Drops chunk `c`'s empty slots at its end, releases it when it holds nothing, then any
    /// released chunks at the end.
    private mutating func shrink(_ c: Int) {
        while let last = chunks[c]!.last, last == nil { chunks[c]!.removeLast() }
        guard chunks[c]!.isEmpty else { return }
        chunks[c] = nil
        while let last = chunks.last, last == nil { chunks.removeLast() }
    }
}
