/// What a connection is sent while one of its replies waits for its state to reach the disk
/// (`--state-dir`, docs/restoration.md "Durability rule"): that reply and every line after it —
/// events, other replies, notices — in the order the server produced them. A connection thus
/// reads events and replies in engine order even when replies wait for `fsync`
/// (docs/protocol.md, "One order per connection"; issue 43: holding the replies alone let
/// the next request's events overtake them). Loop-thread confined, owned by its `Connection`.
struct HeldOutput {
    enum Entry {
        /// A reply held until the state numbered `generation` is written.
        case reply(ReplyRoute, line: [UInt8], generation: Int)
        /// Any other line, waiting only behind what came before it.
        case line([UInt8])

        var byteCount: Int {
            switch self {
            case .reply(_, let line, _), .line(let line): line.count
            }
        }
    }

    private var entries: [Entry] = []
    private var start = 0
    /// Bytes waiting (they count as the connection's unsent output).
    private(set) var bytes = 0
    /// True while the connection hands out what was released: those lines go out, not back in.
    var isReleasing = false

    var isEmpty: Bool { start == entries.count }
    /// Whether a line sent now must wait behind what is held.
    var holdsBackNewLines: Bool { !isEmpty && !isReleasing }

    mutating func append(_ e: Entry) {
        bytes += e.byteCount
        entries.append(e)
    }

    /// Takes the entries from the front up to the first reply whose state is not yet on disk
    /// (`written`: the newest generation written), in order.
    mutating func takeReleasable(written: Int) -> [Entry] {
        var out: [Entry] = []
        while start < entries.count {
            let e = entries[start]
            if case .reply(_, _, let generation) = e, generation > written { break }
            bytes -= e.byteCount
            out.append(e)
            start += 1
        }
        if isEmpty {
            entries.removeAll(keepingCapacity: true)
            start = 0
        }
        return out
    }

    /// Forgets everything (the connection closed).
    mutating func removeAll() {
        entries.removeAll()
        start = 0
        bytes = 0
    }
}
