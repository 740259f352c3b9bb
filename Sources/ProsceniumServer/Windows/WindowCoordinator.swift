import Dispatch
import HierarchyEngine
import WireProtocol

/// A window's transition coordinator: the window's own serial DispatchQueue (created with
/// `target: .global()`: on Linux a plain serial queue targets the overcommit root queue, so every
/// busy window would get a thread of its own) plus the engine's `TransitionQueue` value, whose
/// actions it performs — it decides nothing itself.
///
/// ```
///   submit(job) ── enqueue ──▶ runNow ──▶ apply ──▶ completed ──▶ operationCompleted ──▶ runNext / idle
///                     │                     └────▶ pending ────▶ transitionStarted ──▶ armTimer / finishNow
///                     ├──▶ parked (runs when the machine hands it back)
///                     └──▶ rejected (queue: false, busy: -32003) / refused (shutting down)
///   timer ── timerFired ──▶ finish ──▶ finishTransition ──▶ transitionFinished ──▶ runNext / idle
/// ```
/// The machine's state is touched only on `queue`. Jobs arrive from the loop thread with
/// `queue.sync` (after anything queued there before, on the loop's own thread: no hop); their
/// events and reply go straight back to the loop when nothing older waits in the inbox.
/// Transition ends run on the queue's worker from the runtime's timer and post to the inbox.
/// The engine mutation and the posting of its events happen under the engine lock, so the loop
/// thread can take consistent snapshots.
final class WindowCoordinator: @unchecked Sendable {
    // @unchecked: `machine` and `onIdle` are confined to `queue`.
    /// nil: the server's own queue (controllers in no window, screens, the device).
    let window: WindowID?
    let queue: DispatchQueue
    private let context: ServerContext
    private var machine: TransitionQueue<EngineJob>
    private var onIdle: (@Sendable () -> Void)?

    init(window: WindowID?, context: ServerContext) {
        self.window = window
        let label = window.map { "proscenium.window.\($0)" } ?? "proscenium.server"
        self.queue = DispatchQueue(label: label, target: .global())
        self.context = context
        self.machine = TransitionQueue(animationSpeed: context.animationSpeed)
    }

    /// Loop thread: runs `job` on the window's queue. Accepting only applies the engine
    /// operation or parks the job — microseconds — while animations wait on timers, never on
    /// the queue. Returns its events and reply, unless they went to the inbox behind older
    /// messages.
    func submit(_ job: EngineJob) -> [InboxMessage] {
        var sink = Sink(direct: true)
        // The non-generic `sync`: the generic one costs a closure and rethrow helpers per call.
        queue.sync { accept(job, into: &sink) }
        return sink.messages
    }

    /// Finish the running transition (if any), refuse what waits, then call `done` (on the
    /// window's queue, after anything queued there; the loop waits microseconds at most).
    func shutdown(_ done: @escaping @Sendable () -> Void) {
        queue.sync { beginShutdown(done) }
    }

    // MARK: - Performing the machine's actions (on `queue`)

    private func accept(_ job: EngineJob, into sink: inout Sink) {
        switch machine.enqueue(job, allowQueue: job.allowQueue) {
        case .runNow(let job):
            run(job, into: &sink)
        case .parked:
            break
        case .rejected(let job):
            context.engine.withHierarchy { h in
                let error = RPCError(.invalidState,
                                     "a transition is in progress in \(window.map { "window \($0)" } ?? "the server queue") and the request said queue: false",
                                     data: .object(["uikit": h.uikitRefusalWhileTransitioning(job.operation).map(JSON.string) ?? .null,
                                                    "raises": .bool(false)]))
                emit(ended(job, error: error), into: &sink)
            }
        case .refused(let job):
            context.engine.withHierarchy { _ in emit(ended(job, error: Self.shuttingDown), into: &sink) }
        }
    }

    /// Runs `first`, then whatever the machine hands back next, until a transition pends or the
    /// queue is idle.
    private func run(_ first: EngineJob, into sink: inout Sink) {
        var next: EngineJob? = first
        while let job = next {
            next = nil
            var after: TransitionQueue<EngineJob>.OnTransitionFinished
            if let ticket = apply(job, into: &sink) {
                switch machine.transitionStarted(ticket, of: job, now: nowSeconds) {
                case .armTimer(let deadline):
                    arm(until: deadline)
                    return
                case .finishNow:
                    after = finish(ticket, into: &sink)
                }
            } else {
                after = machine.operationCompleted()
            }
            switch after {
            case .runNext(let job): next = job
            case .becameIdle: becameIdle()
            case .ignored: break
            }
        }
    }

    private func arm(until deadline: Double) {
        let delay = max(0, deadline - nowSeconds)
        context.runtime.schedule(on: queue, after: delay) { [self] in timerFired() }
    }

    private func timerFired() {
        switch machine.timerFired(now: nowSeconds) {
        case .finish(let ticket):
            var none = Sink(direct: false)
            switch finish(ticket, into: &none) {
            case .runNext(let job): run(job, into: &none)
            case .becameIdle: becameIdle()
            case .ignored: break
            }
        case .wait(let deadline):
            arm(until: deadline)
        case .nothing:
            break
        }
    }

    private func beginShutdown(_ done: @escaping @Sendable () -> Void) {
        onIdle = done
        let steps = machine.beginShutdown()
        var none = Sink(direct: false)
        // The in-flight transition ends now: its did-callbacks and reply still go out.
        if let ticket = steps.finish { _ = finish(ticket, into: &none) }
        if !steps.refuse.isEmpty {
            context.engine.withHierarchy { _ in
                for job in steps.refuse { emit(ended(job, error: Self.shuttingDown), into: &none) }
            }
        }
        if machine.isIdle { becameIdle() }
    }

    private func becameIdle() {
        guard let done = onIdle else { return }
        onIdle = nil
        done()
    }

    // MARK: - The engine

    /// Applies one job under the engine lock; returns the ticket when it left a transition
    /// pending. A job whose controller moved to another window meanwhile goes back to the
    /// router (at most four times).
    private func apply(_ job: EngineJob, into sink: inout Sink) -> TransitionTicket? {
        let ctx = context
        let myWindow = window
        return ctx.engine.withHierarchy { h -> TransitionTicket? in
            if job.target.window(in: h) != myWindow && job.hops < 4 {
                var again = job
                again.hops += 1
                emit([.reroute(again)], into: &sink)
                return nil
            }
            do {
                let outcome = try h.apply(job.operation)
                var batch: [InboxMessage] = []
                if !outcome.events.isEmpty { batch.append(ctx.eventMessage(outcome.events, cause: job.reply)) }
                switch outcome.status {
                case .completed(let result):
                    ctx.stateStore?.capture(h, window: myWindow, operation: job.operation)
                    if let line = ctx.responseLine(job, result, h) {
                        batch.append(.reply(job.reply.route, line: line))
                    }
                    if job.holdsArrivals { batch.append(.arrivalsSettled(job.operation.arrivals)) }
                    emit(batch, into: &sink)
                    return nil
                case .pending(let ticket):
                    emit(batch, into: &sink)
                    return ticket
                }
            } catch {
                emit(ended(job, error: ErrorMapping.rpcError(error)), into: &sink)
                return nil
            }
        }
    }

    /// Ends the running transition under the engine lock: its did-callbacks and its reply.
    private func finish(_ ticket: TransitionTicket, into sink: inout Sink) -> TransitionQueue<EngineJob>.OnTransitionFinished {
        guard let job = machine.animatingOperation else { return machine.transitionFinished(ticket) }
        let ctx = context
        ctx.engine.withHierarchy { h in
            let outcome = h.finishTransition(ticket)
            ctx.stateStore?.capture(h, window: window, operation: job.operation)
            var batch: [InboxMessage] = []
            if !outcome.events.isEmpty { batch.append(ctx.eventMessage(outcome.events, cause: job.reply)) }
            let result: OperationResult
            if case .completed(let r) = outcome.status { result = r } else { result = .none }
            if let line = ctx.responseLine(job, result, h) {
                batch.append(.reply(job.reply.route, line: line))
            }
            if job.holdsArrivals { batch.append(.arrivalsSettled(job.operation.arrivals)) }
            emit(batch, into: &sink)
        }
        return machine.transitionFinished(ticket)
    }

    /// The messages of a job that ends with `error`: its error reply, and its arrivals settled.
    private func ended(_ job: EngineJob, error: RPCError) -> [InboxMessage] {
        var batch: [InboxMessage] = []
        if let line = context.errorLine(job, error) { batch.append(line) }
        if job.holdsArrivals { batch.append(.arrivalsSettled(job.operation.arrivals)) }
        return batch
    }

    /// Under the engine lock: straight to the loop's outbox while the loop is submitting and
    /// nothing older waits in the inbox (so delivery order is engine order), else the inbox.
    private func emit(_ batch: [InboxMessage], into sink: inout Sink) {
        guard !batch.isEmpty else { return }
        if sink.direct, context.inbox.isEmpty {
            sink.messages.append(contentsOf: batch)
        } else {
            context.inbox.post(contentsOf: batch)
        }
    }

    /// Where a job's messages go: `direct` during a `submit` from the loop thread (returned to
    /// it when nothing older waits in the inbox), else the inbox.
    private struct Sink {
        let direct: Bool
        var messages: [InboxMessage] = []
    }

    private var nowSeconds: Double { context.nowMillis / 1000 }

    private static let shuttingDown = RPCError(.internalError, "the server is shutting down")
}
