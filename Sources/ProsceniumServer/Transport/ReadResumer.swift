/// Runs, from a callback of its own, the lines a connection had read before it paused, once
/// that connection is under its limits again. A connection gets under its limits when a reply
/// goes out — in the middle of an inbox drain — and running requests there would nest drains
/// and reorder deliveries; a zero-delay timer makes it the next thing the loop does.
/// Loop-thread confined.
final class ReadResumer {
    private let timer: any LoopTimer
    private let batch: WriteBatch
    private var waiting: [Connection] = []

    init(timer: any LoopTimer, batch: WriteBatch) {
        self.timer = timer
        self.batch = batch
    }

    /// Resumes `c` on the next loop iteration (once, however often it is asked).
    func schedule(_ c: Connection) {
        guard !waiting.contains(where: { $0 === c }) else { return }
        waiting.append(c)
        if waiting.count == 1 {
            timer.start(afterMillis: 0, repeatMillis: 0) { [unowned self] in self.fire() }
        }
    }

    private func fire() {
        let now = waiting
        waiting.removeAll()
        batch.gathering {
            for c in now { c.resumeKeptLines() }
        }
    }

    func close() { timer.close() }
}
