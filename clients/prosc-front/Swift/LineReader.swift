import ProscFrontSupport

/// Reads newline-terminated lines from a socket until one deadline, keeping what follows a
/// line for the next (pipelined answers may arrive in one read).
struct LineReader {
    enum Next {
        /// A line, its newline removed.
        case line([UInt8])
        case timedOut
        /// The peer closed the connection or reading failed.
        case closed
    }

    let fd: Int32
    let deadline: Int
    private var buffered: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 64 << 10)

    init(fd: Int32, timeoutMilliseconds: Int) {
        self.fd = fd
        deadline = OneShotTree.monotonicMilliseconds() + timeoutMilliseconds
    }

    mutating func next() -> Next {
        var searched = 0
        while true {
            if let newline = buffered[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffered[..<newline])
                buffered.removeSubrange(...newline)
                return .line(line)
            }
            searched = buffered.count
            let remaining = deadline - OneShotTree.monotonicMilliseconds()
            guard remaining > 0 else { return .timedOut }
            var waiting = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, Int32(min(remaining, Int(Int32.max))))
            if ready < 0 && prosc_front_errno() == EINTR { continue }
            guard ready > 0 else { return ready == 0 ? .timedOut : .closed }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && prosc_front_errno() == EINTR { continue }
            guard n > 0 else { return .closed }
            buffered += chunk[..<n]
        }
    }
}
