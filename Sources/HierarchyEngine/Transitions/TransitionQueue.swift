/// The pure decision of what a window's coordinator runs next: the server's coordinators run
/// exactly this machine, switching on the actions it returns.
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
///   beginShutdown(): every parked operation is handed back to be refused, a running transition
///   is finished now, and later arrivals are refused (`closing`).
/// ```
/// ## Overview
/// The coordinator feeds events in (`enqueue`, `operationCompleted`, `transitionStarted`,
/// `timerFired`, `transitionFinished`, `beginShutdown`) and performs the actions that come out.
/// The queue owns no clock: `now` is an input; deadlines are `now + duration × speed`.
///
/// ## Implementation
/// A struct around a private enum, so only these events can change the state; operations
/// waiting are a FIFO array (head index, amortised O(1)).
public struct TransitionQueue<Op: Sendable>: Sendable {
    private enum State: Sendable {
        case idle
        /// An operation is running synchronously (no transition yet).
        case running(Op)
        /// The operation's transition runs until `deadline`.
        case animating(Op, ticket: TransitionTicket, deadline: Double)
    }

    private var state: State = .idle
    private var waiting: [Op] = []
    private var head = 0
    /// After `beginShutdown`: nothing new is accepted.
    public private(set) var isClosing = false
    public let speed: Double

    public init(animationSpeed: Double = 1) { self.speed = max(0, animationSpeed) }

    /// Operations parked behind the running one.
    public var parkedCount: Int { waiting.count - head }
    /// The running transition, if any.
    public var activeTicket: TransitionTicket? {
        if case .animating(_, let t, _) = state { return t }
        return nil
    }
    /// The operation running or animating, if any (its reply goes out when its transition ends).
    public var runningOperation: Op? {
        switch state {
        case .idle: nil
        case .running(let op), .animating(let op, _, _): op
        }
    }
    public var isIdle: Bool { if case .idle = state { return true } else { return false } }

    public enum OnEnqueue: Sendable {
        /// Run it now (the queue is `running` until `operationCompleted` or `transitionStarted`).
        case runNow(Op)
        /// It waits behind the running operation; a later action hands it back.
        case parked
        /// The caller would not wait (`queue: false`) and the window is busy.
        case rejected(Op)
        /// The queue is shutting down.
        case refused(Op)
    }

    /// A new operation arrives. `allowQueue: false` is the wire's `"queue": false`: it fails at
    /// once unless the window is idle.
    public mutating func enqueue(_ op: Op, allowQueue: Bool = true) -> OnEnqueue {
        if isClosing { return .refused(op) }
        switch state {
        case .idle:
            state = .running(op)
            return .runNow(op)
        case .running, .animating:
            if !allowQueue { return .rejected(op) }
            waiting.append(op)
            return .parked
        }
    }

    public enum OnTransitionStarted: Sendable, Equatable { case armTimer(deadline: Double), finishNow }
    /// The running operation returned `.pending(ticket)` at time `now`. While closing, or at
    /// animation speed 0, the transition is finished at once.
    public mutating func transitionStarted(_ ticket: TransitionTicket, now: Double) -> OnTransitionStarted {
        let deadline = now + ticket.duration * speed
        guard let op = runningOperation else { preconditionFailure("transitionStarted with nothing running") }
        state = .animating(op, ticket: ticket, deadline: deadline)
        return speed == 0 || isClosing ? .finishNow : .armTimer(deadline: deadline)
    }

    public enum OnTimer: Sendable, Equatable { case finish(TransitionTicket), wait(until: Double), nothing }
    /// A timer fired at `now`: finish the transition if its deadline passed.
    public func timerFired(now: Double) -> OnTimer {
        guard case .animating(_, let t, let deadline) = state else { return .nothing }
        return now >= deadline ? .finish(t) : .wait(until: deadline)
    }

    public enum OnTransitionFinished: Sendable { case runNext(Op), becameIdle, ignored }
    /// `Hierarchy.finishTransition(ticket)` ran.
    public mutating func transitionFinished(_ ticket: TransitionTicket) -> OnTransitionFinished {
        guard case .animating(_, let t, _) = state, t == ticket else { return .ignored }
        return next()
    }

    /// The running operation completed without a transition (or was refused).
    public mutating func operationCompleted() -> OnTransitionFinished {
        guard case .running = state else { return .ignored }
        return next()
    }

    /// What `beginShutdown` asks of the coordinator, in this order: finish the running
    /// transition (its reply still goes out), then refuse the parked operations.
    public struct OnShutdown: Sendable {
        public var finish: TransitionTicket?
        public var refuse: [Op]
    }

    /// Stops accepting: the parked operations come back to be refused, and a running transition
    /// is to be finished now (`transitionFinished` then reports `becameIdle`).
    public mutating func beginShutdown() -> OnShutdown {
        isClosing = true
        let parked = Array(waiting[head...])
        waiting.removeAll()
        head = 0
        return OnShutdown(finish: activeTicket, refuse: parked)
    }

    private mutating func next() -> OnTransitionFinished {
        if head < waiting.count {
            let op = waiting[head]
            head += 1
            if head > 64, head * 2 > waiting.count { waiting.removeFirst(head); head = 0 }
            state = .running(op)
            return .runNext(op)
        }
        waiting.removeAll(keepingCapacity: true); head = 0
        state = .idle
        return .becameIdle
    }
}
