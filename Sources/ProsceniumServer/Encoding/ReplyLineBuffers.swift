import Synchronization

/// Buffers of reply lines already sent, kept for the next replies to be written into: a reply's
/// line is made under the engine lock (`ServerContext.responseLine`, on the loop thread or a
/// window's queue) and its bytes copied into the connection's output on the loop thread
/// (`Delivery.deliverReply`); handing the buffer back saves an allocation and a free per
/// reply (≈ 300 instructions a request under callgrind, docs/performance-history.md). A buffer still
/// shared when it is taken again (a request report keeps the line, a big line is written
/// uncopied) is copied by the writer on its first write: values stay values.
final class ReplyLineBuffers: Sendable {
    /// At most this many are kept (a window's queue and the loop each need one at a time).
    private static let kept = 8
    /// Lines longer than this are let go (a big tree's reply).
    private static let keptCapacity = 4096
    private let spare = Mutex(Spare())

    /// The buffers kept: one in a field of its own, which is all a reply made and delivered on
    /// the loop thread needs (each is given back before the next is taken), the others in a
    /// list (replies made on windows' queues); the field spares the list's uniqueness checks
    /// and its array of arrays (≈ 50 instructions a reply).
    private struct Spare {
        /// Empty storage (capacity 0) when not kept.
        var first: [UInt8] = []
        var more: [[UInt8]] = []
    }

    /// A buffer to write the next reply into (empty when none is kept).
    func take() -> [UInt8] {
        spare.withLock { spare in
            if spare.first.capacity != 0 {
                var line: [UInt8] = []
                swap(&line, &spare.first)
                return line
            }
            return spare.more.popLast() ?? []
        }
    }

    /// Keeps `line`'s storage for a later reply, once its bytes have been sent.
    func giveBack(_ line: [UInt8]) {
        guard line.capacity <= Self.keptCapacity else { return }
        spare.withLock { spare in
            if spare.first.capacity == 0 {
                spare.first = line
            } else if spare.more.count < Self.kept - 1 {
                spare.more.append(line)
            }
        }
    }
}
