import UVLoop
import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// Closes connections that overstay a configured time: no `hello` within `helloTimeout`, no
/// complete line within `idleTimeout`, an incomplete line held longer than
/// `partialLineTimeout`, or unsent output that has not drained for `writeStallTimeout`.
/// One timer for all connections, ticking at a quarter of the shortest timeout (between
/// 20 ms and 1 s); it does not keep the loop alive. Loop-thread confined.
final class ConnectionWatchdog {
    private let timer: UVTimer?
    private unowned let server: Server

    /// Starts the timer when at least one timeout is configured.
    init(loop: EventLoop, server: Server) {
        self.server = server
        let o = server.options
        let timeouts = [o.helloTimeout, o.idleTimeout, o.partialLineTimeout, o.writeStallTimeout].filter { $0 > 0 }
        guard let shortest = timeouts.min() else {
            timer = nil
            return
        }
        let tick = UInt64(min(1000, max(20, shortest * 1000 / 4)))
        let t = UVTimer(loop: loop)
        t.setKeepsLoopAlive(false)
        timer = t
        t.start(afterMillis: tick, repeatMillis: tick) { [unowned self] in self.sweep() }
    }

    func close() { timer?.close() }

    /// What, if anything, `c` has overstayed at `now` (milliseconds of uptime).
    static func overstay(_ c: Connection, now: Double, options o: ServerOptions) -> String? {
        func over(_ since: Double?, _ limit: Double) -> Bool {
            guard limit > 0, let since else { return false }
            return now - since > limit * 1000
        }
        if o.helloRequired, !c.saidHello, over(c.acceptedAt, o.helloTimeout) {
            return "no hello within \(o.helloTimeout) s (helloTimeout); closing"
        }
        // A connection the server stopped reading, or that waits for its replies, is not idle.
        if !c.readingPaused {
            if over(c.partialLineSince, o.partialLineTimeout) {
                return "an incomplete line was held for more than \(o.partialLineTimeout) s (partialLineTimeout); closing"
            }
            if c.inFlight == 0, over(c.lastLineAt, o.idleTimeout) {
                return "no request for \(o.idleTimeout) s (idleTimeout); closing"
            }
        }
        if over(c.unsentSince, o.writeStallTimeout) {
            return "output not read for \(o.writeStallTimeout) s (writeStallTimeout); closing"
        }
        return nil
    }

    private func sweep() {
        let now = server.context.nowMillis
        var expired: [(Connection, String)] = []
        for c in server.connections.values {
            // Bytes waiting in the kernel mean the loop, not the client, was late (timers run
            // before reads in a loop iteration): not an overstay.
            if let reason = Self.overstay(c, now: now, options: server.options), !Self.hasUnreadBytes(c) {
                expired.append((c, reason))
            }
        }
        for (c, reason) in expired {
            server.logger.info("closing connection \(c.id): \(reason)")
            c.close(reason: .limitExceeded, reason)
            server.drop(c)
        }
    }

    private static func hasUnreadBytes(_ c: Connection) -> Bool {
        let fd = c.stream.fileDescriptor
        guard fd >= 0 else { return false }
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) > 0
    }
}
