/// Controllers by id: a dense array indexed by the id's raw value, so lookups need no hashing
/// and reading one field never copies a whole `Node` (`_read`/`_modify` accessors).
/// Ids come from a counter, so the array stays dense for the hierarchy that mints them.
struct NodeTable: Sendable, Equatable, Sequence {
    private var store: ContiguousArray<Node?> = []
    private(set) var count = 0

    init() {}

    subscript(id: VCID) -> Node? {
        _read {
            let i = id.raw
            if i >= 0, i < store.count { yield store[i] } else { yield nil }
        }
        _modify {
            // Only existing controllers are modified (insert creates them).
            yield &store[id.raw]
        }
    }

    /// Adds a new controller.
    mutating func insert(_ node: Node) {
        let i = node.id.raw
        precondition(i >= 0, "negative controller id")
        if i >= store.count { store.append(contentsOf: repeatElement(nil, count: i - store.count + 1)) }
        if store[i] == nil { count += 1 }
        store[i] = node
    }

    /// Ids in ascending order.
    var keys: [VCID] {
        var r: [VCID] = []
        r.reserveCapacity(count)
        for i in store.indices where store[i] != nil { r.append(VCID(i)) }
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
