import UVLoop

/// The open connections by id, and the next id to give: the state the shell owns as the
/// connection registry. The dispatcher reads it for `server.stats`, delivery to find the
/// connection a reply goes to. Loop-thread confined.
///
/// Its fields are `LoopBound` boxes (loop thread only).
final class ConnectionRegistry {
    private let open = LoopBound<[Int: Connection]>([:])
    private let lastID = LoopBound(0)

    /// The connection with this id, nil once it closed.
    @inline(__always)
    subscript(id: Int) -> Connection? { open.value[id] }

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

    func remove(_ c: Connection) { open.value[c.id] = nil }

    func removeAll() { open.value.removeAll() }

    /// Requests handed on whose reply has not been written, over every connection.
    var requestsInFlight: Int { open.value.values.reduce(0) { $0 + $1.inFlight } }

    /// Bytes written to connections and not yet taken by their clients.
    var outboundBytes: Int { open.value.values.reduce(0) { $0 + $1.pendingOutputBytes } }
}
