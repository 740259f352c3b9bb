import Dispatch
import HierarchyEngine
import WireProtocol

/// A window's transition coordinator: an actor whose executor is the window's own serial
/// DispatchQueue, created with `target: .global()` (on Linux a plain serial queue targets the
/// overcommit root queue, so every busy window would get a thread of its own).
///
/// ```
///            submit(job)
///                │
///   idle ──run──▶ applying ──completed──▶ idle (next waiting job)
///                    │
///                 pending ──timer fires──▶ finishing ──▶ idle (next waiting job)
///   while pending: jobs wait in arrival order, or fail at once when they say `queue: false`
/// ```
/// The engine mutation and the posting of its events to the inbox happen under the engine
/// lock, so the loop thread can take consistent snapshots. The animation timer is a
/// `asyncAfter` on the same queue: waiting never blocks the queue. Jobs arrive with
/// `queue.sync` from the loop thread; transition completions run on the queue's worker.
actor WindowCoordinator {
    /// nil: the server's own queue (controllers in no window, screens, the device).
    nonisolated let window: WindowID?
    nonisolated let queue: DispatchQueue
    private nonisolated let executor: QueueExecutor
    private let context: ServerContext
    /// `--state-dir`: records the state after each completed operation, before its reply.
    private let stateStore: StateStore?

    private var waiting: [EngineJob] = []
    private var waitingHead = 0
    private var running: (ticket: TransitionTicket, job: EngineJob)?
    private var closing = false
    private var onIdle: [@Sendable () -> Void] = []

    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    init(window: WindowID?, context: ServerContext, stateStore: StateStore? = nil) {
        self.window = window
        let label = window.map { "proscenium.window.\($0)" } ?? "proscenium.server"
        let q = DispatchQueue(label: label, target: .global())
        self.queue = q
        self.executor = QueueExecutor(q)
        self.context = context
        self.stateStore = stateStore
    }

    /// Called from the loop thread: runs `accept` on the window's queue with `queue.sync` +
    /// `assumeIsolated` (no Task, no thread hop). The queue stays the only place the window's
    /// jobs run, one at a time in arrival order (a sync block waits for blocks queued before
    /// it); accepting only applies the engine operation or parks the job — microseconds — while
    /// animations wait on `asyncAfter` timers, never on the queue. Its events and reply are in
    /// the inbox when this returns.
    nonisolated func submit(_ job: EngineJob) {
        queue.sync { self.assumeIsolated { $0.accept(job) } }
    }

    /// Finish the running transition (if any), refuse what waits, then call `done`.
    nonisolated func shutdown(_ done: @escaping @Sendable () -> Void) {
        queue.async { self.assumeIsolated { $0.beginShutdown(done) } }
    }

    private var isBusy: Bool { running != nil || waitingHead < waiting.count }

    private func accept(_ job: EngineJob) {
        if closing {
            context.reply(job.reply, error: RPCError(code: RPCErrorCode.internalError.rawValue,
                                                     message: "the server is shutting down", data: nil))
            settle(job)
            return
        }
        if isBusy {
            if !job.allowQueue {
                context.engine.withHierarchy { h in
                    context.reply(job.reply, error: ErrorMapping.transitionInProgress(job.operation, window: window, in: h))
                }
                settle(job)
                return
            }
            waiting.append(job)
            return
        }
        run(job)
        runWaiting()
    }

    /// Applies one job; returns true when it left a transition pending.
    @discardableResult
    private func run(_ job: EngineJob) -> Bool {
        var pending: TransitionTicket?
        let ctx = context
        let myWindow = window
        ctx.engine.withHierarchy { h in
            let target = job.anchor.window(in: h)
            if target != myWindow && job.hops < 4 {
                var again = job
                again.hops += 1
                ctx.inbox.post(.reroute(again))
                return
            }
            do {
                let outcome = try h.apply(job.operation)
                var batch: [InboxMessage] = []
                if !outcome.events.isEmpty { batch.append(.events(ctx.pendingEvents(outcome.events))) }
                switch outcome.status {
                case .completed(let result):
                    stateStore?.capture(h, window: myWindow, operation: job.operation)
                    if let line = ctx.responseLine(job, result, h) {
                        batch.append(.reply(connection: job.reply.connection, line: line))
                    }
                    if job.holdsArrivals { batch.append(.arrivalsSettled(job.operation.arrivals)) }
                case .pending(let ticket):
                    pending = ticket
                }
                ctx.inbox.post(contentsOf: batch)
            } catch {
                ctx.reply(job.reply, error: ErrorMapping.rpcError(error))
                settle(job)
            }
        }
        guard let ticket = pending else { return false }
        running = (ticket, job)
        let seconds = ticket.duration * ctx.animationSpeed
        if seconds <= 0 || closing {
            finish(ticket)
            return running != nil
        }
        queue.asyncAfter(deadline: .now() + seconds) {
            self.assumeIsolated { coordinator in
                coordinator.finish(ticket)
                coordinator.runWaiting()
            }
        }
        return true
    }

    private func finish(_ ticket: TransitionTicket) {
        guard let current = running, current.ticket == ticket else { return }
        running = nil
        let ctx = context
        let job = current.job
        ctx.engine.withHierarchy { h in
            let outcome = h.finishTransition(ticket)
            stateStore?.capture(h, window: window, operation: job.operation)
            var batch: [InboxMessage] = []
            if !outcome.events.isEmpty { batch.append(.events(ctx.pendingEvents(outcome.events))) }
            let result: OperationResult
            if case .completed(let r) = outcome.status { result = r } else { result = .none }
            if let line = ctx.responseLine(job, result, h) {
                batch.append(.reply(connection: job.reply.connection, line: line))
            }
            if job.holdsArrivals { batch.append(.arrivalsSettled(job.operation.arrivals)) }
            ctx.inbox.post(contentsOf: batch)
        }
    }

    /// Tells the server a job holding arrivals is over (refused, failed or completed).
    private func settle(_ job: EngineJob) {
        if job.holdsArrivals { context.inbox.post(.arrivalsSettled(job.operation.arrivals)) }
    }

    /// Runs waiting jobs in arrival order until one leaves a transition pending.
    private func runWaiting() {
        while running == nil, waitingHead < waiting.count {
            let job = waiting[waitingHead]
            waitingHead += 1
            if waitingHead > 64, waitingHead * 2 > waiting.count {
                waiting.removeFirst(waitingHead)
                waitingHead = 0
            }
            if closing {
                context.reply(job.reply, error: RPCError(code: RPCErrorCode.internalError.rawValue,
                                                         message: "the server is shutting down", data: nil))
                settle(job)
                continue
            }
            run(job)
        }
        if running == nil, waitingHead >= waiting.count {
            waiting.removeAll(keepingCapacity: true)
            waitingHead = 0
            let callbacks = onIdle
            onIdle.removeAll()
            for c in callbacks { c() }
        }
    }

    private func beginShutdown(_ done: @escaping @Sendable () -> Void) {
        closing = true
        onIdle.append(done)
        if let current = running {
            // Finish the in-flight transition now: its did-callbacks and completion still go out.
            finish(current.ticket)
        }
        runWaiting()
    }
}
