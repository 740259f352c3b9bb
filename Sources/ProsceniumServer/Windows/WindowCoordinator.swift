import Dispatch
import Foundation
import HierarchyEngine
import WireProtocol

/// A window's transition coordinator: the window's own serial DispatchQueue (created with
/// `target: .global()`: on Linux a plain serial queue targets the overcommit root queue, so every
/// busy window would get a thread of its own) plus the engine's `TransitionQueue` value, whose
/// actions it performs. The machine decides the order (run now, park, reject, refuse, finish);
/// the coordinator decides only what belongs to the shell: whether a job holds its arrivals,
/// and whether a job whose controller moved goes back to the router (at most four times). Where
/// a step's messages go — straight back to the loop, or into the inbox behind older ones — is
/// the `Outbox.Sink` it is handed.
///
/// ```
///   submit(job) ── admit ──▶ runNow ──▶ apply ──▶ completed ──▶ operationCompleted ──▶ runNext / idle
///                     │                     └────▶ pending ────▶ transitionStarted ──▶ armTimer / finishNow
///                     ├──▶ parked (runs when the machine hands it back)
///                     └──▶ rejected (queue: false, busy: -32003) / refused (shutting down)
///   timer ── timerFired ──▶ finish ──▶ finishTransition ──▶ transitionFinished ──▶ runNext / idle
/// ```
/// The machine's state is touched only under its lock (`Locked`), one step at a time, and every step runs
/// under the engine lock too (taken once per step). Jobs arrive from the loop thread and run
/// there (no hop, and no block built per job as `queue.sync` would: ≈ 800 instructions per
/// request, docs/performance-history.md, "Halved"): the window table routes a job and this
/// coordinator applies it in one trip into the engine (`trySubmit`). Their events and reply go
/// straight back to the loop when nothing older waits in the inbox (`Outbox`). Transition ends
/// run on the window's `queue` from the runtime's timer, take the same locks, and post to the
/// inbox. The
/// engine mutation and the posting of its events happen under the engine lock, so the loop
/// thread can take consistent snapshots.
///
/// Lock order: the coordinator's lock before the engine's. The loop thread, already holding the
/// engine lock for routing, only *tries* the coordinator's (`trySubmit`); when a transition's end
/// holds it (and waits for the engine), the loop lets the engine go and takes the locks in order
/// (`submit`). So no thread ever waits for a coordinator's lock while holding the engine's.
final class WindowCoordinator: @unchecked Sendable {
    // @unchecked: `onIdle` is guarded by `machine`'s lock.
    /// nil: the server's own queue (controllers in no window, screens, the device).
    let window: WindowID?
    let queue: DispatchQueue
    private let context: ServerContext
    /// The engine's transition machine, under the lock that serialises its steps: a job from
    /// the loop thread, a timer's end of transition on `queue`, the shutdown. The lock is taken
    /// before the engine lock; tried, never waited for, while holding it.
    private let machine: Locked<TransitionQueue<EngineJob>>
    private var onIdle: (@Sendable () -> Void)?

    init(window: WindowID?, context: ServerContext) {
        self.window = window
        let label = window.map { "proscenium.window.\($0)" } ?? "proscenium.server"
        self.queue = DispatchQueue(label: label, target: .global())
        self.context = context
        self.machine = Locked(TransitionQueue(animationSpeed: context.animationSpeed))
    }

    /// Loop thread, holding the engine lock (`h`) the job was routed under: runs `job` under the
    /// coordinator's lock if it is free, so routing and applying are one trip into the engine.
    /// nil: the lock is held (a transition's end on `queue`, waiting for the engine lock) and
    /// nothing happened; the caller lets the engine lock go and calls `submit`.
    /// Accepting only applies the engine operation or parks the job — microseconds — while
    /// animations wait on timers, never on the lock. Its events and reply go to `sink` (straight
    /// back to the loop, or into the inbox behind older messages: `Outbox`); returns whether the
    /// job now holds its arrivals (it waits behind a transition and puts controllers into this
    /// window: the router must send requests about them here).
    /// `targetWindow`: `job.target.window(in: h)`, read by the caller under this hold of the
    /// engine lock (the job, if it runs now, needs it and the hierarchy has not changed since).
    func trySubmit(_ job: borrowing EngineJob, _ h: inout Hierarchy, targetWindow: WindowID?, into sink: inout Outbox.Sink) -> Bool? {
        guard machine.tryLock() else { return nil }
        let held = accept(job, &h, targetWindow: targetWindow, into: &sink)
        machine.unlock()
        return held
    }

    /// Loop thread, not holding the engine lock: as `trySubmit`, taking the coordinator's lock
    /// and then the engine's (the order a transition's end takes them in).
    func submit(_ job: borrowing EngineJob, into sink: inout Outbox.Sink) -> Bool {
        machine.lock()
        let held = context.engine.withHierarchy { h in accept(job, &h, targetWindow: nil, into: &sink) }
        machine.unlock()
        return held
    }

    /// Finish the running transition (if any), refuse what waits, then call `done` (on the
    /// window's queue, after anything queued there; the loop waits microseconds at most).
    func shutdown(_ done: @escaping @Sendable () -> Void) {
        queue.sync {
            machine.lock()
            context.engine.withHierarchy { h in beginShutdown(done, &h) }
            machine.unlock()
        }
    }

    /// Runs `body` holding the coordinator's lock, as a transition's end does before it takes the
    /// engine lock (tests of the lock order).
    func withLockHeld<R>(_ body: () -> R) -> R {
        machine.lock()
        defer { machine.unlock() }
        return body()
    }

    // MARK: - Performing the machine's actions (under the machine's lock and the engine lock, `h`)

    /// Returns true when the job was marked as holding its arrivals (see `submit`).
    ///
    /// The job is borrowed all the way to the engine: a job the window runs at once, as nearly
    /// every one does, is never copied (≈ 20 copies of a large value per request before,
    /// docs/performance.md). Only a job that waits, is refused, or leaves a transition running is
    /// copied, to be kept.
    /// `targetWindow`: the job's target's window when read in this hold of the engine lock
    /// (`.some`), else nil (read again where needed).
    private func accept(_ job: borrowing EngineJob, _ h: inout Hierarchy, targetWindow: WindowID??, into sink: inout Outbox.Sink) -> Bool {
        if job.atOnce, !machine.value.isIdle, h.joinsRunningPush(job.operation) {
            applyAtOnce(job, &h, into: &sink)
            return false
        }
        switch machine.value.admit(allowQueue: job.allowQueue) {
        case .runNow:
            run(job, &h, targetWindow: targetWindow, into: &sink)
            return false
        case .park:
            var parked = copy job
            let held = holdArrivals(&parked)
            machine.value.park(parked)
            return held
        case .reject:
            var rejected = copy job
            let held = holdArrivals(&rejected)
            let error = RPCError(.invalidState,
                                 "a transition is in progress in \(window.map { "window \($0)" } ?? "the server queue") and the request said queue: false",
                                 data: .object(["uikit": h.uikitRefusalWhileTransitioning(job.operation).map(JSON.string) ?? .null,
                                                "raises": .bool(false)]))
            emitEnded(rejected, error: error, into: &sink)
            return held
        case .refuse:
            var refused = copy job
            let held = holdArrivals(&refused)
            emitEnded(refused, error: Self.shuttingDown, into: &sink)
            return held
        }
    }

    /// A job that does not run now, in a window with a transition running, and that puts
    /// controllers into this window holds its arrivals: the router sends requests about them here
    /// until it is over. Returns whether it was marked so now.
    private func holdArrivals(_ job: inout EngineJob) -> Bool {
        guard window != nil, !job.holdsArrivals, !machine.value.isIdle, !job.operation.arrivals.isEmpty else { return false }
        job.holdsArrivals = true
        return true
    }

    /// Runs `first`, then whatever the machine hands back next, until a transition pends or the
    /// queue is idle.
    private func run(_ first: borrowing EngineJob, _ h: inout Hierarchy, targetWindow: WindowID?? = nil, into sink: inout Outbox.Sink) {
        var after = runOne(first, &h, targetWindow: targetWindow, into: &sink)
        while case .runNext(let next) = after { after = runOne(next, &h, targetWindow: nil, into: &sink) }
        if case .becameIdle = after { becameIdle() }
    }

    /// Applies one job the machine let run and says what comes next (`.ignored`: nothing now, a
    /// timer waits for the job's transition to end).
    private func runOne(_ job: borrowing EngineJob, _ h: inout Hierarchy, targetWindow: WindowID??, into sink: inout Outbox.Sink) -> TransitionQueue<EngineJob>.OnTransitionFinished {
        guard let (ticket, warnings) = apply(job, &h, targetWindow: targetWindow, into: &sink) else { return machine.value.operationCompleted() }
        var animating = copy job
        animating.warnings = warnings
        switch machine.value.transitionStarted(ticket, of: animating, now: nowSeconds) {
        case .armTimer(let deadline):
            arm(until: deadline)
            return .ignored
        case .finishNow:
            return finish(ticket, &h, into: &sink)
        }
    }

    private func arm(until deadline: Double) {
        let delay = max(0, deadline - nowSeconds)
        context.runtime.schedule(on: queue, after: delay) { [self] in
            machine.lock()
            context.engine.withHierarchy { h in timerFired(&h) }
            machine.unlock()
        }
    }

    private func timerFired(_ h: inout Hierarchy) {
        switch machine.value.timerFired(now: nowSeconds) {
        case .finish(let ticket):
            var none = Outbox.Sink.inbox
            switch finish(ticket, &h, into: &none) {
            case .runNext(let job): run(job, &h, into: &none)
            case .becameIdle: becameIdle()
            case .ignored: break
            }
        case .wait(let deadline):
            arm(until: deadline)
        case .nothing:
            break
        }
    }

    private func beginShutdown(_ done: @escaping @Sendable () -> Void, _ h: inout Hierarchy) {
        onIdle = done
        let steps = machine.value.beginShutdown()
        var none = Outbox.Sink.inbox
        // The in-flight transition ends now: its did-callbacks and reply still go out.
        if let ticket = steps.finish { _ = finish(ticket, &h, into: &none) }
        for job in steps.refuse { emitEnded(job, error: Self.shuttingDown, into: &none) }
        if machine.value.isIdle { becameIdle() }
    }

    private func becameIdle() {
        guard let done = onIdle else { return }
        onIdle = nil
        done()
    }

    // MARK: - The engine

    /// Applies one job; returns the ticket and UIKit's warnings at its start when it left a
    /// transition pending (the warnings go with its reply at the end). A job whose controller
    /// moved to another window meanwhile goes back to the router (at most four times).
    /// `targetWindow`: the target's window if already read under this hold of the engine lock
    /// (reading it again cost ≈ 130 instructions a request: the call copied the hierarchy).
    private func apply(_ job: borrowing EngineJob, _ h: inout Hierarchy, targetWindow: WindowID??, into sink: inout Outbox.Sink) -> (TransitionTicket, [UIKitWarning])? {
        let ctx = context
        if (targetWindow ?? job.target.window(in: h)) != window && job.hops < 4 {
            var again = copy job
            again.hops += 1
            emit(.reroute(again), into: &sink)
            return nil
        }
        do {
            var outcome = try h.apply(job.operation)
            var out = sink.open(ctx.inbox)
            if !outcome.events.isEmpty { out.add(ctx.eventMessage(outcome.events, cause: job.reply)) }
            h.recycle(&outcome.events)   // their storage holds the next job's events
            // Read from a `let`: switching on the `var`'s status copied it out and destroyed
            // the copy (≈ 155 instructions a request).
            let done = consume outcome
            switch done.status {
            case .completed(let result):
                ctx.stateStore?.capture(h, window: window, operation: job.operation)
                if let line = ctx.responseLine(job, result, warnings: done.warnings, &h) {
                    out.add(.reply(job.reply.route, line: line))
                }
                if job.holdsArrivals { out.add(.arrivalsSettled(job.operation.arrivals)) }
                sink.close(out, ctx.inbox)
                return nil
            case .pending(let ticket):
                sink.close(out, ctx.inbox)
                return (ticket, done.warnings)
            }
        } catch {
            var out = sink.open(ctx.inbox)
            ended(job, error: ErrorMapping.rpcError(error), into: &out)
            sink.close(out, ctx.inbox)
            return nil
        }
    }

    /// `queue: "uikit"` during a running push animation: the push runs now, beside it, as in
    /// UIKit (W3); its reply goes out at once, the running one's still at its end.
    private func applyAtOnce(_ job: borrowing EngineJob, _ h: inout Hierarchy, into sink: inout Outbox.Sink) {
        let ctx = context
        do {
            let outcome = try h.applyAtOnce(job.operation)
            var out = sink.open(ctx.inbox)
            if !outcome.events.isEmpty { out.add(ctx.eventMessage(outcome.events, cause: job.reply)) }
            // Not captured for --state-dir now: the running transition's end records both.
            if case .completed(let result) = outcome.status,
               let line = ctx.responseLine(job, result, warnings: outcome.warnings, &h) {
                out.add(.reply(job.reply.route, line: line))
            }
            sink.close(out, ctx.inbox)
        } catch {
            var out = sink.open(ctx.inbox)
            ended(job, error: ErrorMapping.rpcError(error), into: &out)
            sink.close(out, ctx.inbox)
        }
    }

    /// Ends the running transition: its did-callbacks and its reply.
    private func finish(_ ticket: TransitionTicket, _ h: inout Hierarchy, into sink: inout Outbox.Sink) -> TransitionQueue<EngineJob>.OnTransitionFinished {
        guard let job = machine.value.animatingOperation else { return machine.value.transitionFinished(ticket) }
        let ctx = context
        var outcome = h.finishTransition(ticket)
        ctx.stateStore?.capture(h, window: window, operation: job.operation)
        var out = sink.open(ctx.inbox)
        if !outcome.events.isEmpty { out.add(ctx.eventMessage(outcome.events, cause: job.reply)) }
        h.recycle(&outcome.events)
        let result: OperationResult
        if case .completed(let r) = outcome.status { result = r } else { result = .none }
        if let line = ctx.responseLine(job, result, warnings: job.warnings + outcome.warnings, &h) {
            out.add(.reply(job.reply.route, line: line))
        }
        if job.holdsArrivals { out.add(.arrivalsSettled(job.operation.arrivals)) }
        sink.close(out, ctx.inbox)
        return machine.value.transitionFinished(ticket)
    }

    /// The messages of a job that ends with `error`: its error reply, and its arrivals settled.
    private func ended(_ job: borrowing EngineJob, error: RPCError, into out: inout Outbox.Sink.Batch) {
        if let line = context.errorLine(job, error) { out.add(line) }
        if job.holdsArrivals { out.add(.arrivalsSettled(job.operation.arrivals)) }
    }

    /// Emits the messages of a job that ends with `error`.
    private func emitEnded(_ job: borrowing EngineJob, error: RPCError, into sink: inout Outbox.Sink) {
        var out = sink.open(context.inbox)
        ended(job, error: error, into: &out)
        sink.close(out, context.inbox)
    }

    /// Emits one message.
    private func emit(_ message: InboxMessage, into sink: inout Outbox.Sink) {
        var out = sink.open(context.inbox)
        out.add(message)
        sink.close(out, context.inbox)
    }

    private var nowSeconds: Double { context.nowMillis / 1000 }

    private static let shuttingDown = RPCError(.internalError, "the server is shutting down")
}
