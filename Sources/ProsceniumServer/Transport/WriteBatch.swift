import UVLoop

/// Gathers each connection's output while a read or an inbox drain runs, then writes every
/// connection's lines with one call: many pipelined requests, or many events and replies, cost
/// one write per connection instead of one per line. Loop-thread confined.
///
/// Gathered lines do not wait without bound behind the requests that follow them: before the
/// next request line runs, what was gathered is written once it has waited `coalescingMillis`
/// since the start of the read (or drain); within the same read, each further early write
/// waits twice as long as the one before (`writeIfDue`). A client that pipelines then reads its
/// first answers and sends more while the server still works on the rest, instead of both
/// taking turns to sleep, and a read of hundreds of requests costs a handful of writes, not one
/// per request (docs/performance-history.md, "Writing while working"). With `coalescingMillis` 0 every
/// line is written before the next request runs; nothing is written in another order.
///
/// Its mutable fields are `LoopBound` boxes (loop thread only).
final class WriteBatch {
    private let coalescingMillis: Double
    private let clock: any ShellRuntime
    /// The gathering under way.
    private struct Gathering {
        var isOn = false
        /// When the outermost `gathering` began (the shell's clock, milliseconds).
        var startedAt: Double = 0
        /// Since when the oldest gathered line may have waited: `startedAt`, or the last early write.
        var waitingSince: Double = 0
        /// How long gathered output may wait now: `coalescingMillis`, doubled by each early write.
        var wait: Double = 0
    }
    private let current = LoopBound(Gathering())
    var isGathering: Bool { current.value.isOn }
    /// When the outermost `gathering` began (the shell's clock, milliseconds).
    var startedAt: Double { current.value.startedAt }
    /// The first connection that gathered output (nearly always the only one: the one read),
    /// in a field of its own: an array's append, uniqueness checks and removal cost ≈ 80
    /// instructions a batch.
    private let first = LoopBound<Connection?>(nil)
    /// The connections that gathered output after `first`, in order.
    private let more = LoopBound<[Connection]>([])
    /// The connections of `more` being flushed (`writeGathered`'s second buffer).
    private let flushing = LoopBound<[Connection]>([])

    /// `coalescingMillis`: how long gathered output may wait for later lines (`writeCoalescingMicros`).
    init(coalescingMillis: Double, clock: any ShellRuntime) {
        self.coalescingMillis = coalescingMillis
        self.clock = clock
    }

    /// Runs `body` gathering output (nested calls join the outer batch), then writes it.
    func gathering(_ body: () -> Void) {
        if current.value.isOn { return body() }
        let start = clock.nowMillis
        current.value = Gathering(isOn: true, startedAt: start, waitingSince: start, wait: coalescingMillis)
        body()
        current.value.isOn = false
        // Most reads end with nothing gathered since the last early write (≈ 70 instructions
        // for an empty pass).
        if first.value != nil { writeGathered() }
    }

    /// Called before a request line runs: writes what was gathered if it has waited long
    /// enough, and doubles the next wait. Reads the clock only when something is gathered, so a
    /// read of one request costs nothing here.
    func writeIfDue() {
        guard current.value.isOn, first.value != nil else { return }
        if coalescingMillis > 0 {
            let time = clock.nowMillis
            guard time - current.value.waitingSince >= current.value.wait else { return }
            current.value.waitingSince = time
            current.value.wait *= 2
        }
        writeGathered()
    }

    /// `c` gathered its first line of this batch: it is flushed after those before it.
    func add(_ c: Connection) {
        if first.value == nil {
            first.value = c
        } else {
            more.value.append(c)
        }
    }

    /// Flushes the connections that gathered output, in the order they did. A connection that
    /// gathers again while this goes on joins the next batch (`first` and `more` are emptied
    /// before any flush).
    private func writeGathered() {
        guard let c = first.value.take() else { return }
        if more.value.isEmpty {
            c.flush()
            return
        }
        // Swapped, not copied: both arrays keep their storage from one batch to the next.
        swap(&more.value, &flushing.value)
        c.flush()
        // By index: iterating the array retained and released it per batch.
        var i = 0
        while i < flushing.value.count {
            flushing.value[i].flush()
            i += 1
        }
        // From its end: `removeAll(keepingCapacity:)` cost ≈ 160 for one connection.
        while flushing.value.popLast() != nil {}
    }
}
