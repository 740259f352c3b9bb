/// An incremental JSON Lines framer: bytes in any chunking go in, lines come out.
///
/// ```
///            byte != '\n'          buffered + n > max
///   ┌────────┐ (buffer) ┌────────┐ ──────────────────▶ ┌────────────┐
///   │  idle  │ ───────▶ │partial │                     │ discarding │ ── '\n' ──▶ tooLong
///   └────────┘ ◀─ '\n' ─└────────┘                     └────────────┘    (then idle)
///        │ '\n' within the chunk: zero-copy .line
/// ```
///
/// Overview: `feed` scans each chunk for `\n`. A line wholly inside the chunk is reported
/// straight from the chunk; the start of a line that continues in a later chunk is copied
/// into an internal buffer. A trailing `\r` is stripped; empty lines and lines of only JSON
/// whitespace (space, tab, `\r`) are ignored. At the end of the input `finish` reports a last
/// line that has no newline (JSON Lines readers accept a missing final newline).
///
/// Memory bound: the length of a line is every byte before its `\n` (a `\r` included). A
/// line longer than `maxLineBytes` is never held: as soon as it is known to exceed the
/// limit its buffered bytes are dropped and the rest is skipped while scanning, and one
/// `.tooLong` reports it when its `\n` arrives. So `pendingBytes <= maxLineBytes` always.
public struct LineFramer: Sendable {
    /// The longest line accepted, in bytes.
    public let maxLineBytes: Int
    /// The start of an incomplete line (never more than `maxLineBytes`).
    private var buffer: [UInt8] = []
    /// While an over-limit line is being skipped: its length so far.
    private var discarded: Int? = nil

    /// A framer accepting lines of up to `maxLineBytes` bytes (default 1 MiB).
    public init(maxLineBytes: Int = 1 << 20) {
        precondition(maxLineBytes > 0, "maxLineBytes must be positive")
        self.maxLineBytes = maxLineBytes
    }

    /// Bytes of an incomplete line held until its newline arrives.
    public var pendingBytes: Int { buffer.count }

    /// True while the framer is skipping the rest of an over-limit line.
    public var isDiscarding: Bool { discarded != nil }

    /// Frames `chunk`, calling `emit` for each line completed by it, in order.
    public mutating func feed(_ chunk: UnsafeRawBufferPointer, _ emit: (FrameEvent) -> Void) {
        let count = chunk.count
        var lineStart = 0
        while true {
            let i = ByteScan.firstNewline(in: chunk, from: lineStart)
            if i == count { break }
            let piece = UnsafeRawBufferPointer(rebasing: chunk[lineStart..<i])
            if let skipped = discarded {
                discarded = nil
                emit(.tooLong(byteCount: skipped + piece.count))
            } else if buffer.isEmpty {
                deliver(piece, emit)
            } else if buffer.count + piece.count > maxLineBytes {
                let total = buffer.count + piece.count
                buffer.removeAll(keepingCapacity: false)
                emit(.tooLong(byteCount: total))
            } else {
                buffer.append(contentsOf: piece)
                buffer.withUnsafeBytes { deliver($0, emit) }
                buffer.removeAll(keepingCapacity: buffer.capacity <= 4096)
            }
            lineStart = i + 1
        }
        // The remainder starts a line that ends in a later chunk.
        let rest = count - lineStart
        guard rest > 0 else { return }
        if let skipped = discarded {
            discarded = skipped + rest
        } else if buffer.count + rest > maxLineBytes {
            discarded = buffer.count + rest
            buffer.removeAll(keepingCapacity: false)
        } else {
            buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[lineStart..<count]))
        }
    }

    /// The input ended: reports the incomplete line held, if any, as a line (or `.tooLong`),
    /// then forgets it.
    public mutating func finish(_ emit: (FrameEvent) -> Void) {
        if let skipped = discarded {
            discarded = nil
            emit(.tooLong(byteCount: skipped))
        } else if !buffer.isEmpty {
            buffer.withUnsafeBytes { deliver($0, emit) }
        }
        buffer.removeAll(keepingCapacity: false)
    }

    /// Forgets any incomplete line.
    public mutating func reset() {
        buffer.removeAll(keepingCapacity: false)
        discarded = nil
    }

    /// Reports one complete line: too long, blank (ignored) or a line without its `\r`.
    private func deliver(_ line: UnsafeRawBufferPointer, _ emit: (FrameEvent) -> Void) {
        if line.count > maxLineBytes {
            emit(.tooLong(byteCount: line.count))
            return
        }
        var end = line.count
        if end > 0 && line[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        // A request starts with `{` or `[`: only a line starting with whitespace is scanned.
        var i = 0
        while i < end, line[i] == 0x20 || line[i] == 0x09 || line[i] == 0x0D { i += 1 }
        if i < end { emit(.line(UnsafeRawBufferPointer(rebasing: line[0..<end]))) }
    }
}
