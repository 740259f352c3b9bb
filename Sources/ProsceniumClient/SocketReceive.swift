#if canImport(Glibc)
import Glibc
#endif

/// The one receive step every reader of the client library takes (the connection's reader
/// thread, the shared poll reader, one-shot queries, the raw line socket): `recv` into a
/// buffer, an interrupted call retried, and what came back said in three words. Each reader
/// keeps only its own policy: what it does with the bytes and when it waits.
enum SocketReceive {
    /// What one `recv` gave.
    enum Outcome {
        /// `count` bytes at the start of the buffer.
        case bytes(Int)
        /// Nothing now (a non-blocking receive, or a receive timeout expired).
        case wouldBlock
        /// The peer closed its end, or the connection failed.
        case closed
    }

    /// Receives into `buffer` from `fd`; `wait: false` does not block (MSG_DONTWAIT).
    static func receive(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, wait: Bool = true) -> Outcome {
        while true {
            let n = recv(fd, buffer.baseAddress, buffer.count, wait ? 0 : Int32(MSG_DONTWAIT))
            if n > 0 { return .bytes(n) }
            if n == 0 { return .closed }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .closed
            }
        }
    }
}
