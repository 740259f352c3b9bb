/// Controllers by id: a dense array indexed by the id's raw value, so lookups need no hashing
/// and reading one field never copies a whole `Node` (`_read`/`_modify` accessors).
/// Ids come from a counter, so the array stays dense for the hierarchy that mints them.
struct NodeTable: Sendable, Equatable, Sequence {
    /// Index 0 is a permanent nil sentinel (ids start at 1); out-of-range reads point at it.
    private var store: ContiguousArray<Node?> = [nil]
    private(set) var count = 0

    init() {}

    subscript(id: VCID) -> Node? {
        unsafeAddress {
            // Reads borrow the element in place: no copy of the whole Node per field read.
            // The pointer is used only for the access, during which the table cannot change.
            let i = id.raw > 0 && id.raw < store.count ? id.raw : 0
            return store.withUnsafeBufferPointer { UnsafePointer($0.baseAddress! + i) }
        }
        _modify {
            // Only existing controllers are modified (insert creates them).
            yield &store[id.raw]
        }
    }

    /// Adds a new controller.
    mutating func insert(_ node: Node) {
        let i = node.id.raw
        precondition(i > 0, "controller ids start at 1")
        if i >= store.count { store.append(contentsOf: repeatElement(nil, count: i - store.count + 1)) }
        if store[i] == nil { count += 1 }
        store[i] = node
    }

    /// Ids in ascending order.
    var keys: [VCID] {
        var r: [VCID] = []
        r.reserveCapacity(count)
        for i in store.indices.dropFirst() where store[i] != nil { r.append(VCID(i)) }
        return r
    }

    var values: [Node] { store.compactMap { $0 } }

    struct Iterator: IteratorProtocol {
        var base: ContiguousArray<Node?>
        var i = 0
        mutating func next() -> (key: VCID, value: Node)? {
            while i < base.count {
                defer { i += 1 }
                if let n = base[i] { return (VCID(i), n) }
            }
            return nil
        }
    }
    func makeIterator() -> Iterator { Iterator(base: store) }
}
