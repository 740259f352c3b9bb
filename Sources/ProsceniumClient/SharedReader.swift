#if canImport(Glibc)
import Glibc
#endif

/// One thread receiving for many connections (poll(2)), instead of a reader thread each. With
/// 64 connections each waiting for its answer, a thread per connection means a wake-up and a
/// context switch per answer — a third of a load generator's time in the scheduler
/// (docs/performance-history.md, "Where the server stands"); here one thread takes every ready socket in turn. Completions and
/// notification handlers of all its connections run on this one thread, one at a time.
/// The thread runs for the life of the process; a connection leaves it at its end of stream.
public final class SharedReader: @unchecked Sendable {
    private let lock = PThreadLock()
    /// The connections being read, by descriptor (held until their end of stream).
    private var members: [Int32: ProsceniumConnection] = [:]
    /// Set when `members` changed since the reading thread last looked.
    private var changed = false
    /// A pipe whose read end is polled too: `add` writes a byte so the thread polls the new
    /// connection at once.
    private let wakeRead: Int32
    private let wakeWrite: Int32

    public init() {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0, "pipe failed: \(errno)")
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
        ReaderThread.start { [self] in self.run() }
    }

    /// Starts receiving for `connection` on `fd`.
    func add(_ connection: ProsceniumConnection, fd: Int32) {
        lock.lock()
        members[fd] = connection
        changed = true
        lock.unlock()
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    private func run() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 * 1024, alignment: 16)
        var polled: [pollfd] = []
        var connections: [ProsceniumConnection?] = []
        while true {
            lock.lock()
            if changed || polled.isEmpty {
                changed = false
                polled = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
                connections = [nil]
                for (fd, connection) in members {
                    polled.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0))
                    connections.append(connection)
                }
            }
            lock.unlock()
            let n = poll(&polled, nfds_t(polled.count), -1)
            if n < 0 {
                if errno == EINTR { continue }
                preconditionFailure("poll failed: \(errno)")
            }
            if polled[0].revents != 0 {
                var drain = [UInt8](repeating: 0, count: 64)
                while read(wakeRead, &drain, drain.count) > 0 {}
            }
            for i in 1..<polled.count where polled[i].revents != 0 {
                guard let connection = connections[i] else { continue }
                switch SocketReceive.receive(polled[i].fd, into: buffer, wait: false) {
                case .bytes(let got):
                    connection.received(UnsafeRawBufferPointer(rebasing: buffer[0..<got]))
                case .wouldBlock:
                    break
                case .closed:
                    leave(polled[i].fd)
                    connections[i] = nil
                    polled[i].fd = -1
                }
            }
        }
    }

    /// Ends `fd`'s connection here: no more reading, its calls fail, and the reader lets go of
    /// it (its descriptor is closed when the last reference goes).
    private func leave(_ fd: Int32) {
        lock.lock()
        let connection = members.removeValue(forKey: fd)
        changed = true
        lock.unlock()
        connection?.endOfStream()
    }
}
