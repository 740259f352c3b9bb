import UVLoop

/// The open connections by id, and the next id to give: the state the shell owns as the
/// connection registry. The dispatcher reads it for `server.stats`, delivery to find the
/// connection a reply goes to. Loop-thread confined.
///
/// Its fields are `LoopBound` boxes (loop thread only).
final class ConnectionRegistry {
    private let open = LoopBound<[Int: Connection]>([:])
    private let lastID = LoopBound(0)
    /// The connection found last: the replies and events of a read mostly go to the connection
    /// that sent it, so the next lookup is usually the same one and hashes nothing (a dictionary
    /// lookup was ≈ 130 instructions a request, docs/performance-history.md). Cleared when that
    /// connection is removed.
    private let recent = LoopBound<Connection?>(nil)

    /// The connection with this id, nil once it closed.
    @inline(__always)
    subscript(id: Int) -> Connection? {
        if let c = recent.value, c.id == id { return c }
        let c = open.value[id]
        if c != nil { recent.value = c }
        return c
    }

    /// How many are open.
    var count: Int { open.value.count }

    /// Every open connection (in no particular order).
    var all: [Connection] { Array(open.value.values) }

    /// A new id for a connection about to be added.
    func nextID() -> Int {
        lastID.value += 1
        return lastID.value
    }

    func add(_ c: Connection) { open.value[c.id] = c }

    func remove(_ c: Connection) {
        open.value[c.id] = nil
        if recent.value?.id == c.id { recent.value = nil }
    }

    func removeAll() {
        open.value.removeAll()
        recent.value = nil
    }

    /// Requests handed on whose reply has not been written, over every connection.
    var requestsInFlight: Int { open.value.values.reduce(0) { $0 + $1.inFlight } }

    /// Bytes written to connections and not yet taken by their clients.
    var outboundBytes: Int { open.value.values.reduce(0) { $0 + $1.pendingOutputBytes } }
}
