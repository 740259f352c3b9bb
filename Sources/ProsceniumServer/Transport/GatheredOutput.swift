/// A connection's lines gathered while the shell batches writes (`WriteBatch`), to be written
/// with one call: the one place that chooses between gathering a line and writing it at once,
/// and that keeps the buffer from one batch to the next. Loop-thread confined, owned by its
/// `Connection` (in a `LoopBound`).
///
/// Measurements, not semantics (docs/performance-history.md, "The hot path, profiled", items 5
/// and 6): one write per connection per loop step instead of one per line; a big line (a large
/// tree) with nothing gathered before it is written at once, without being copied here (with the
/// tree encoding's other changes of commit ad26bed: 2,380 → 1,600 instructions per node
/// written); the buffer's storage is kept between batches up to `keptCapacity`. Lines leave in
/// the order they were sent on every path: a line is written at once only when nothing is
/// gathered before it.
struct GatheredOutput {
    /// Lines at least this long are not gathered when nothing is gathered before them.
    static let directWriteBytes = 16 << 10
    /// Storage kept for the next batch after a write; a bigger buffer (a big tree) is let go.
    static let keptCapacity = 64 << 10

    private(set) var bytes: [UInt8] = []

    var isEmpty: Bool { bytes.isEmpty }
    var count: Int { bytes.count }

    /// Whether `line` is gathered (false: nothing is gathered and it is big: write it at once).
    func gathers(_ line: [UInt8]) -> Bool {
        !(bytes.isEmpty && line.count >= Self.directWriteBytes)
    }

    /// Appends `line`, copied from its buffer (appending the array itself cost ≈ 95 instructions
    /// a reply, its buffer ≈ 50).
    mutating func append(_ line: [UInt8]) {
        line.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
    }

    /// Appends one line given in pieces, with no line built for it.
    mutating func append(_ a: [UInt8], _ b: [UInt8], _ c: [UInt8]) {
        bytes.append(contentsOf: a)
        bytes.append(contentsOf: b)
        bytes.append(contentsOf: c)
    }

    /// Empties the buffer after its bytes were written, keeping modest storage.
    mutating func written() {
        bytes.removeAll(keepingCapacity: bytes.capacity <= Self.keptCapacity)
    }

    /// Empties the buffer for good (the connection closes).
    mutating func removeAll() { bytes.removeAll() }
}
