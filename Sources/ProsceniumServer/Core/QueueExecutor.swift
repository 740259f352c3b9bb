import Dispatch

/// A `SerialExecutor` over a DispatchQueue, so an actor can run on its own serial queue.
/// Linux's libdispatch has no `DispatchSerialQueue` (its queues are no `SerialExecutor`s);
/// `checkIsolated` lets `assumeIsolated` work from plain `queue.async` blocks.
final class QueueExecutor: SerialExecutor, @unchecked Sendable {
    let queue: DispatchQueue

    init(_ queue: DispatchQueue) { self.queue = queue }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }

    func checkIsolated() { dispatchPrecondition(condition: .onQueue(queue)) }
}
