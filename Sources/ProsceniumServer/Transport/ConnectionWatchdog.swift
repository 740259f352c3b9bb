import Logging
import WireProtocol

/// Closes connections that overstay a configured time: no `hello` within `helloTimeout`, no
/// complete line within `idleTimeout`, an incomplete line held longer than
/// `partialLineTimeout`, or unsent output that has not drained for `writeStallTimeout`.
/// One timer for all connections, ticking at a quarter of the shortest timeout (between
/// 20 ms and 1 s); it does not keep the loop alive. Loop-thread confined.
final class ConnectionWatchdog {
    private let timer: (any LoopTimer)?
    private let options: ServerOptions
    private let logger: Logger
    private let now: () -> Double
    private let connections: () -> [Connection]

    /// Starts the timer when at least one timeout is configured.
    init(options o: ServerOptions, logger: Logger, makeTimer: () -> any LoopTimer,
         now: @escaping () -> Double, connections: @escaping () -> [Connection]) {
        self.options = o
        self.logger = logger
        self.now = now
        self.connections = connections
        let timeouts = [o.helloTimeout, o.idleTimeout, o.partialLineTimeout, o.writeStallTimeout].filter { $0 > 0 }
        guard let shortest = timeouts.min() else {
            timer = nil
            return
        }
        let tick = UInt64(min(1000, max(20, shortest * 1000 / 4)))
        let t = makeTimer()
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
        // A connection the shell stopped reading, or that waits for its replies, is not idle.
        if !c.isReadingPaused {
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
        let now = now()
        var expired: [(Connection, String)] = []
        for c in connections() {
            // Input waiting unread means the loop, not the client, was late (timers run
            // before reads in a loop iteration): not an overstay.
            if let reason = Self.overstay(c, now: now, options: options), !c.stream.hasUnreadInput {
                expired.append((c, reason))
            }
        }
        for (c, reason) in expired {
            logger.info("closing connection \(c.id): \(reason)")
            c.close(reason: .limitExceeded, reason)
        }
    }
}
