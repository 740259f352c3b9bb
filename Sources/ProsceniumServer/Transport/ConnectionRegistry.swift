/// The open connections by id, and the next id to give: the state the shell owns as the
/// connection registry. The dispatcher reads it for `server.stats`, delivery to find the
/// connection a reply goes to. Loop-thread confined.
///
/// Its fields marked `@exclusivity(unchecked)` are touched on the loop thread only: their runtime
/// exclusivity checks (≈ 90 instructions per access) are skipped (docs/performance-history.md, "Halved").
final class ConnectionRegistry {
    @exclusivity(unchecked) private var open: [Int: Connection] = [:]
    @exclusivity(unchecked) private var lastID = 0

    /// The connection with this id, nil once it closed.
    @inline(__always)
    subscript(id: Int) -> Connection? { open[id] }

    /// How many are open.
    var count: Int { open.count }

    /// Every open connection (in no particular order).
    var all: [Connection] { Array(open.values) }

    /// A new id for a connection about to be added.
    func nextID() -> Int {
        lastID += 1
        return lastID
    }

    func add(_ c: Connection) { open[c.id] = c }

    func remove(_ c: Connection) { open[c.id] = nil }

    func removeAll() { open.removeAll() }

    /// Requests handed on whose reply has not been written, over every connection.
    var requestsInFlight: Int { open.values.reduce(0) { $0 + $1.inFlight } }

    /// Bytes written to connections and not yet taken by their clients.
    var outboundBytes: Int { open.values.reduce(0) { $0 + $1.pendingOutputBytes } }
}
