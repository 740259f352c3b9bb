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
    var isGathering: Bool { gatheringNow.value }
    private let gatheringNow = LoopBound(false)
    /// When the outermost `gathering` began (the shell's clock, milliseconds).
    var startedAt: Double { started.value }
    private let started = LoopBound<Double>(0)
    /// Since when the oldest gathered line may have waited: `startedAt`, or the last early write.
    private let waitingSince = LoopBound<Double>(0)
    /// How long gathered output may wait now: `coalescingMillis`, doubled by each early write.
    private let wait = LoopBound<Double>(0)
    private let connections = LoopBound<[Connection]>([])
    /// The connections being flushed (`writeGathered`'s second buffer).
    private let flushing = LoopBound<[Connection]>([])

    /// `coalescingMillis`: how long gathered output may wait for later lines (`writeCoalescingMicros`).
    init(coalescingMillis: Double, clock: any ShellRuntime) {
        self.coalescingMillis = coalescingMillis
        self.clock = clock
    }

    /// Runs `body` gathering output (nested calls join the outer batch), then writes it.
    func gathering(_ body: () -> Void) {
        if gatheringNow.value { return body() }
        gatheringNow.value = true
        started.value = clock.nowMillis
        waitingSince.value = started.value
        wait.value = coalescingMillis
        body()
        gatheringNow.value = false
        writeGathered()
    }

    /// Called before a request line runs: writes what was gathered if it has waited long
    /// enough, and doubles the next wait. Reads the clock only when something is gathered, so a
    /// read of one request costs nothing here.
    func writeIfDue() {
        guard gatheringNow.value, !connections.value.isEmpty else { return }
        if coalescingMillis > 0 {
            let now = clock.nowMillis
            guard now - waitingSince.value >= wait.value else { return }
            waitingSince.value = now
            wait.value *= 2
        }
        writeGathered()
    }

    func add(_ c: Connection) { connections.value.append(c) }

    private func writeGathered() {
        // Swapped, not copied: both arrays keep their storage from one batch to the next. A
        // connection that gathers again while the batch goes on joins the fresh list.
        swap(&connections.value, &flushing.value)
        for c in flushing.value { c.flush() }
        flushing.value.removeAll(keepingCapacity: true)
    }
}
