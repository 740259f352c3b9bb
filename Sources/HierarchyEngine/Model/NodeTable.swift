/// Controllers by id: arrays indexed by the id's raw value, so lookups need no hashing and
/// reading or writing one field never copies a whole `Node` (addressors). Ids come from a
/// counter and are never reused, so the table grows with every controller ever made; a slot,
/// once filled by `insert`, is never emptied.
///
/// Stored in chunks of 64 slots (or `EngineConfiguration.controllersPerChunk`), each chunk an
/// array of its own: copying the table (a segue runs on a copy of the hierarchy so that a
/// refusal changes nothing; an explorer keeps each state as a copy) and then changing one
/// controller copies the list of chunks and that one chunk, not every controller ever made.
@usableFromInline
struct NodeTable: Sendable, Equatable, Sequence {
    /// log2 of the slots per chunk.
    @usableFromInline let chunkShift: Int
    private var chunkSize: Int { 1 << chunkShift }
    /// `chunkSize - 1`, stored: every access masks with it (computed, it was a call per access).
    @usableFromInline let slotMask: Int

    /// Slot 0 of chunk 0 is a permanent nil sentinel (ids start at 1); out-of-range reads point at it.
    @usableFromInline var chunks: ContiguousArray<ContiguousArray<Node?>>
    /// One bit per slot, set by `insert`: `contains` tests a bit (checking the optional node
    /// in its slot copies the whole node to read its tag).
    @usableFromInline private(set) var occupied: ContiguousArray<UInt64> = [0]
    private(set) var count = 0

    /// A table whose chunks hold `1 << chunkShift` controllers (default 64).
    init(chunkShift: Int = 6) {
        // At most 64 slots: `occupied` holds one 64-bit word per chunk.
        precondition((0...6).contains(chunkShift), "chunk shift \(chunkShift) out of range")
        self.chunkShift = chunkShift
        slotMask = (1 << chunkShift) - 1
        chunks = [ContiguousArray(repeating: nil, count: 1 << chunkShift)]
    }

    /// Its accessors are inlined: every operation reads and writes controllers dozens of times
    /// (a call per access cost ≈ 33 instructions, ≈ 1,000 a present; docs/performance-history.md).
    /// Inlinable for `Hierarchy.window(of:)`, which the server asks for every request.
    @inlinable
    subscript(id: VCID) -> Node? {
        @inline(__always)
        unsafeAddress {
            // Reads borrow the element in place: no copy of the whole Node per field read.
            // The pointer is used only for the access, during which the table cannot change;
            // the chunk's buffer is owned by `chunks` all along.
            let i = id.raw
            let c = i &>> chunkShift
            let (chunk, slot) = i > 0 && c < chunks.count ? (c, i & slotMask) : (0, 0)
            return chunks.withUnsafeBufferPointer { outer in
                outer[chunk].withUnsafeBufferPointer { UnsafePointer($0.baseAddress! + slot) }
            }
        }
        @inline(__always)
        unsafeMutableAddress {
            // Only existing controllers are modified (insert creates them). Writes go through a
            // pointer into the chunk, made unique first, as reads do: a `_modify` coroutine
            // yielding into the nested arrays has a frame too large for the caller's buffer,
            // allocated and freed per write wherever it is not inlined.
            let i = id.raw
            let (chunk, slot) = (i &>> chunkShift, i & slotMask)
            precondition(i >= 0 && chunk < chunks.count, "no controller slot \(i)")
            return chunks.withUnsafeMutableBufferPointer { outer in
                outer[chunk].withUnsafeMutableBufferPointer { $0.baseAddress! + slot }
            }
        }
    }

    /// Existing controller `id` (`contains(id)`, checked), read and written in place like
    /// `self[id]!` but without unwrapping the slot's `Node?`: that asks the optional's tag of an
    /// outlined function (a call per access, dozens per present and dismiss). An Optional's
    /// payload is at its start (the single-payload enum layout of Swift's ABI) and the slot
    /// holds `.some`, so the node is at the slot's address. For the hierarchy's code: inside the
    /// table's own methods, `withExisting` (there `self[…]` crashed the 6.3 optimizer's
    /// CopyPropagation, "ownership error").
    @inlinable
    subscript(existing id: VCID) -> Node {
        @inline(__always)
        unsafeAddress {
            precondition(contains(id), "no controller \(id.raw)")
            let i = id.raw
            return chunks.withUnsafeBufferPointer { outer in
                outer[i &>> chunkShift].withUnsafeBufferPointer {
                    UnsafeRawPointer($0.baseAddress! + (i & slotMask)).assumingMemoryBound(to: Node.self)
                }
            }
        }
        @inline(__always)
        unsafeMutableAddress {
            precondition(contains(id), "no controller \(id.raw)")
            let i = id.raw
            return chunks.withUnsafeMutableBufferPointer { outer in
                outer[i &>> chunkShift].withUnsafeMutableBufferPointer {
                    UnsafeMutableRawPointer($0.baseAddress! + (i & slotMask)).assumingMemoryBound(to: Node.self)
                }
            }
        }
    }

    /// Reads existing controller `id` in place: `body` gets a pointer to the `Node` in its slot,
    /// valid for the call only (the table cannot change meanwhile). Reading several fields
    /// through `self[id]!` may copy the whole node (retaining every reference in it) per field;
    /// through this, each field is loaded alone. `id` must exist (`contains`).
    @inline(__always)
    func withExisting<R>(_ id: VCID, _ body: (UnsafePointer<Node>) -> R) -> R {
        precondition(contains(id), "no controller \(id.raw)")
        let i = id.raw
        return chunks.withUnsafeBufferPointer { outer in
            outer[i &>> chunkShift].withUnsafeBufferPointer { slots in
                // An Optional's payload is at its start (the single-payload enum layout of
                // Swift's ABI), and the slot holds `.some`: the node is at the slot's address.
                body(UnsafeRawPointer(slots.baseAddress! + (i & slotMask)).assumingMemoryBound(to: Node.self))
            }
        }
    }

    /// Writes existing controllers `a` and `b` in one access: `body` gets a pointer to each node
    /// (the same one twice when `a == b`), valid for the call only. Two writes through
    /// `self[existing:]` make the list of chunks and the chunk unique each (four uniqueness
    /// checks); this makes the list unique once, and each chunk once.
    @inline(__always)
    mutating func modifyExisting<R>(_ a: VCID, _ b: VCID,
                                    _ body: (UnsafeMutablePointer<Node>, UnsafeMutablePointer<Node>) -> R) -> R {
        precondition(contains(a) && contains(b), "no controller \(a.raw) or \(b.raw)")
        let (ca, sa, cb, sb) = (a.raw &>> chunkShift, a.raw & slotMask, b.raw &>> chunkShift, b.raw & slotMask)
        let node = { (slots: UnsafeMutableBufferPointer<Node?>, s: Int) in
            UnsafeMutableRawPointer(slots.baseAddress! + s).assumingMemoryBound(to: Node.self)
        }
        return chunks.withUnsafeMutableBufferPointer { outer in
            outer[ca].withUnsafeMutableBufferPointer { first in
                if ca == cb { return body(node(first, sa), node(first, sb)) }
                return outer[cb].withUnsafeMutableBufferPointer { second in body(node(first, sa), node(second, sb)) }
            }
        }
    }

    /// Whether controller `id` exists (`table[id] != nil` would compare a whole `Node?`
    /// through Optional's generic `!=`).
    /// (Masking shifts, `&>>`, throughout: `chunkShift` is a stored value, and a plain shift by
    /// it tests for out-of-range and negative amounts at every access.)
    @inlinable @inline(__always)
    func contains(_ id: VCID) -> Bool {
        let i = id.raw
        let c = i &>> chunkShift
        guard i > 0, c < occupied.count else { return false }
        return occupied.withUnsafeBufferPointer { $0[c] } & (1 &<< UInt64(i & slotMask)) != 0
    }

    /// Adds a new controller.
    mutating func insert(_ node: Node) {
        let i = node.id.raw
        precondition(i > 0, "controller ids start at 1")
        let c = i >> chunkShift
        while c >= chunks.count {
            chunks.append(ContiguousArray(repeating: nil, count: chunkSize))
            occupied.append(0)
        }
        if !contains(node.id) { count += 1 }
        occupied[c] |= 1 << UInt64(i & slotMask)
        chunks[c][i & slotMask] = node
    }

    /// Ids in ascending order.
    var keys: [VCID] {
        var r: [VCID] = []
        r.reserveCapacity(count)
        for (c, chunk) in chunks.enumerated() {
            for (s, n) in chunk.enumerated() where n != nil { r.append(VCID(c << chunkShift | s)) }
        }
        return r
    }

    var values: [Node] { chunks.flatMap { $0.compactMap { $0 } } }

    @usableFromInline
    struct Iterator: IteratorProtocol {
        var base: ContiguousArray<ContiguousArray<Node?>>
        let shift: Int
        var i = 0
        @usableFromInline
        mutating func next() -> (key: VCID, value: Node)? {
            while i >> shift < base.count {
                defer { i += 1 }
                if let n = base[i >> shift][i & ((1 << shift) - 1)] { return (VCID(i), n) }
            }
            return nil
        }
    }
    @usableFromInline
    func makeIterator() -> Iterator { Iterator(base: chunks, shift: chunkShift) }
}
