import Dispatch
import Foundation
import ProsceniumServer

/// The shell's runtime with a manual clock: time moves only when `advance` is called; loop
/// timers and the windows' transition timers fire then, in deadline order; work "off the loop"
/// runs at once. The loop is whoever holds the `EmbeddedServer`'s lock.
final class ManualRuntime: ShellRuntime, @unchecked Sendable {
    // @unchecked: every field is guarded by `lock`; callbacks run with it released.
    private let lock = NSLock()
    private var now: Double = 0
    private var sequence = 0
    private var entries: [Entry] = []
    private var wakeups: [ManualWakeup] = []

    /// A timer armed for `deadline` (milliseconds).
    private struct Entry {
        var deadline: Double
        var sequence: Int
        /// A loop timer (fired on the loop) or a window's timer (run on its queue).
        var timer: ManualTimer?
        var work: (@Sendable () -> Void)?
    }

    /// Milliseconds the clock moves on by each time the shell reads it (0: it stands still
    /// between `advance` calls): time passing while the server works, for tests of what the
    /// shell does with it in the middle of a read.
    var tickPerRead: Double {
        get { lock.withLock { tick } }
        set { lock.withLock { tick = newValue } }
    }
    private var tick: Double = 0

    var nowMillis: Double {
        lock.withLock {
            let t = now
            now += tick
            return t
        }
    }

    func makeTimer() -> any LoopTimer { ManualTimer(runtime: self) }

    func makeWakeup(_ handler: @escaping () -> Void) throws -> any LoopWakeup {
        let w = ManualWakeup(handler)
        lock.withLock { wakeups.append(w) }
        return w
    }

    func schedule(on queue: DispatchQueue, after seconds: Double, _ work: @escaping @Sendable () -> Void) {
        lock.withLock {
            sequence += 1
            entries.append(Entry(deadline: now + seconds * 1000, sequence: sequence, timer: nil,
                                 work: { queue.sync(execute: work) }))
        }
    }

    func offload(on queue: DispatchQueue?, _ work: @escaping @Sendable () -> Void) {
        if let queue { queue.sync(execute: work) } else { work() }
    }

    // MARK: - Loop timers

    fileprivate func arm(_ timer: ManualTimer, afterMillis: UInt64) {
        lock.withLock {
            entries.removeAll { $0.timer === timer }
            sequence += 1
            entries.append(Entry(deadline: now + Double(afterMillis), sequence: sequence, timer: timer, work: nil))
        }
    }

    fileprivate func disarm(_ timer: ManualTimer) {
        lock.withLock { entries.removeAll { $0.timer === timer } }
    }

    // MARK: - Driving

    /// Runs the wake-ups that were sent; true when one ran.
    func runWakeups() -> Bool {
        let due = lock.withLock { wakeups.filter { $0.takeSent() } }
        for w in due { w.run() }
        return !due.isEmpty
    }

    /// Fires the earliest timer due by `limit` (milliseconds), moving the clock to its deadline;
    /// false when none is due.
    func fireNext(until limit: Double) -> Bool {
        let entry: Entry? = lock.withLock {
            guard let i = entries.indices.min(by: { (entries[$0].deadline, entries[$0].sequence) < (entries[$1].deadline, entries[$1].sequence) }),
                  entries[i].deadline <= limit else { return nil }
            let e = entries.remove(at: i)
            now = max(now, e.deadline)
            return e
        }
        guard let entry else { return false }
        if let timer = entry.timer { timer.fire() } else { entry.work?() }
        return true
    }

    /// Moves the clock to `millis` (never backwards).
    func setNow(_ millis: Double) { lock.withLock { now = max(now, millis) } }

    /// The deadline of the earliest window (transition) timer, if any.
    var nextTransitionDeadline: Double? {
        lock.withLock { entries.filter { $0.timer == nil }.map(\.deadline).min() }
    }

    /// Timers armed now: window timers (transitions in flight) and loop timers.
    var armed: (transitions: Int, loopTimers: Int) {
        lock.withLock { (entries.filter { $0.timer == nil }.count, entries.filter { $0.timer != nil }.count) }
    }
}

/// A loop timer on the manual clock.
final class ManualTimer: LoopTimer {
    private unowned let runtime: ManualRuntime
    private var callback: (() -> Void)?
    private var repeatMillis: UInt64 = 0

    init(runtime: ManualRuntime) { self.runtime = runtime }

    func start(afterMillis: UInt64, repeatMillis: UInt64, _ fire: @escaping () -> Void) {
        self.callback = fire
        self.repeatMillis = repeatMillis
        runtime.arm(self, afterMillis: afterMillis)
    }

    func stop() { runtime.disarm(self) }
    func setKeepsLoopAlive(_ keeps: Bool) {}
    func close() {
        runtime.disarm(self)
        callback = nil
    }

    fileprivate func fire() {
        if repeatMillis > 0 { runtime.arm(self, afterMillis: repeatMillis) }
        callback?()
    }
}

/// A wake-up of the loop: `send` from any thread marks it; the embedded server runs it at its
/// next step.
final class ManualWakeup: LoopWakeup, @unchecked Sendable {
    // @unchecked: `sent` and `closed` are guarded by `lock`; `handler` runs on the loop.
    private let lock = NSLock()
    private var sent = false
    private var closed = false
    private let handler: () -> Void

    init(_ handler: @escaping () -> Void) { self.handler = handler }

    func send() { lock.withLock { if !closed { sent = true } } }
    func close() { lock.withLock { closed = true; sent = false } }

    fileprivate func takeSent() -> Bool {
        lock.withLock {
            defer { sent = false }
            return sent
        }
    }

    fileprivate func run() { handler() }
}
