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
///
/// The bytes live in a raw buffer of their own, not an array: emptying it after a write is
/// setting its count to 0 (an array's `removeAll(keepingCapacity:)` cost ≈ 80 instructions a
/// write), and it is handed to the stream as a raw buffer.
struct GatheredOutput: ~Copyable {
    /// Lines at least this long are not gathered when nothing is gathered before them.
    static let directWriteBytes = 16 << 10
    /// Storage kept for the next batch after a write; a bigger buffer (a big tree) is let go.
    static let keptCapacity = 64 << 10

    private var storage: UnsafeMutableRawPointer? = nil
    private var capacity = 0
    private(set) var count = 0

    init() {}

    deinit { storage?.deallocate() }

    var isEmpty: Bool { count == 0 }

    /// Whether `line` is gathered (false: nothing is gathered and it is big: write it at once).
    func gathers(_ line: [UInt8]) -> Bool {
        !(count == 0 && line.count >= Self.directWriteBytes)
    }

    /// Appends `line`, copied from its buffer.
    mutating func append(_ line: [UInt8]) {
        line.withUnsafeBytes { append($0) }
    }

    /// Appends one line given in pieces, with no line built for it.
    mutating func append(_ a: [UInt8], _ b: [UInt8], _ c: [UInt8]) {
        a.withUnsafeBytes { append($0) }
        b.withUnsafeBytes { append($0) }
        c.withUnsafeBytes { append($0) }
    }

    /// Appends what `write` writes at the pointer it is given (at most `maxBytes`; it returns
    /// how many it wrote): a line written in place, with no buffer of its own.
    @inline(__always)
    mutating func append(atMost maxBytes: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        let needed = count + maxBytes
        if needed > capacity { grow(to: needed) }
        count += write((storage! + count).bindMemory(to: UInt8.self, capacity: maxBytes))
    }

    private mutating func append(_ piece: UnsafeRawBufferPointer) {
        guard let source = piece.baseAddress, piece.count > 0 else { return }
        let needed = count + piece.count
        if needed > capacity { grow(to: needed) }
        (storage! + count).copyMemory(from: source, byteCount: piece.count)
        count = needed
    }

    /// At least doubles the storage (so appends stay amortised), keeping the bytes.
    private mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2, 1024)
        let newStorage = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 1)
        if let old = storage {
            newStorage.copyMemory(from: old, byteCount: count)
            old.deallocate()
        }
        storage = newStorage
        capacity = newCapacity
    }

    /// The gathered bytes, valid during `body` only.
    func withBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        body(UnsafeRawBufferPointer(start: storage, count: count))
    }

    /// Empties the buffer after its bytes were written, keeping modest storage.
    mutating func written() {
        count = 0
        if capacity > Self.keptCapacity { removeAll() }
    }

    /// Empties the buffer for good (the connection closes).
    mutating func removeAll() {
        storage?.deallocate()
        storage = nil
        capacity = 0
        count = 0
    }
}
