/// The pure decision of what a window's coordinator runs next.
///
/// ```
///            enqueue(op)                         enqueue(op)
///   ┌──────┐ ───────────► runNow ┌─────────┐   ─────────────► parked (or rejected if !queue)
///   │ idle │                     │ running │
///   └──────┘ ◄─ completed ─────  └─────────┘
///      ▲        (queue empty)      │    ▲ transitionStarted(ticket, now)
///      │                           ▼    │ → armTimer(deadline)
///      │                       ┌──────────┐
///      └── finished, empty ─── │ animating│── finished → runNext(op)
///                              └──────────┘
/// ```
/// ## Overview
/// The coordinator feeds events in (`enqueue`, `operationCompleted`, `transitionStarted`,
/// `transitionFinished`) and performs the actions that come out. The queue owns no clock:
/// `now` is an input; deadlines are `now + duration × speed`.
///
/// ## Implementation
/// A struct around a private enum, so only these events can change the state; operations
/// waiting are a FIFO array (head index, amortised O(1)).
public struct TransitionQueue<Op: Sendable>: Sendable {
    private enum State: Sendable {
        case idle
        /// An operation is running synchronously (no transition yet).
        case running
        /// A transition runs until `deadline`.
        case animating(ticket: TransitionTicket, deadline: Double)
    }

    private var state: State = .idle
    private var waiting: [Op] = []
    private var head = 0
    public let speed: Double

    public init(animationSpeed: Double = 1) { self.speed = max(0, animationSpeed) }

    /// Operations parked behind the running one.
    public var parkedCount: Int { waiting.count - head }
    /// The running transition, if any.
    public var activeTicket: TransitionTicket? {
        if case .animating(let t, _) = state { return t }
        return nil
    }
    public var isIdle: Bool { if case .idle = state { return true } else { return false } }

    public enum OnEnqueue: Sendable { case runNow(Op), parked, rejected(Op) }
    /// A new operation arrives. `allowQueue: false` is the wire's `"queue": false`.
    public mutating func enqueue(_ op: Op, allowQueue: Bool = true) -> OnEnqueue {
        switch state {
        case .idle:
            state = .running
            return .runNow(op)
        case .running, .animating:
            if !allowQueue, case .animating = state { return .rejected(op) }
            waiting.append(op)
            return .parked
        }
    }

    public enum OnTransitionStarted: Sendable, Equatable { case armTimer(deadline: Double), finishNow }
    /// The running operation returned `.pending(ticket)` at time `now`.
    public mutating func transitionStarted(_ ticket: TransitionTicket, now: Double) -> OnTransitionStarted {
        let deadline = now + ticket.duration * speed
        state = .animating(ticket: ticket, deadline: deadline)
        return speed == 0 ? .finishNow : .armTimer(deadline: deadline)
    }

    public enum OnTimer: Sendable, Equatable { case finish(TransitionTicket), wait(until: Double), nothing }
    /// A timer fired at `now`: finish the transition if its deadline passed.
    public func timerFired(now: Double) -> OnTimer {
        guard case .animating(let t, let deadline) = state else { return .nothing }
        return now >= deadline ? .finish(t) : .wait(until: deadline)
    }

    public enum OnTransitionFinished: Sendable { case runNext(Op), becameIdle, ignored }
    /// `Hierarchy.finishTransition(ticket)` ran.
    public mutating func transitionFinished(_ ticket: TransitionTicket) -> OnTransitionFinished {
        guard case .animating(let t, _) = state, t == ticket else { return .ignored }
        return next()
    }

    /// The running operation completed without a transition (or was refused).
    public mutating func operationCompleted() -> OnTransitionFinished {
        guard case .running = state else { return .ignored }
        return next()
    }

    private mutating func next() -> OnTransitionFinished {
        if head < waiting.count {
            let op = waiting[head]
            head += 1
            if head > 64, head * 2 > waiting.count { waiting.removeFirst(head); head = 0 }
            state = .running
            return .runNext(op)
        }
        waiting.removeAll(keepingCapacity: true); head = 0
        state = .idle
        return .becameIdle
    }
}
