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
/// A struct around an internal phase, so only these events can change the state; operations
/// waiting are a FIFO array (head index, amortised O(1)). Inlinable, so that a coordinator's
/// `TransitionQueue<Job>` is specialised in its own module (no generic metadata lookups or
/// value-witness copies per request).
public struct TransitionQueue<Op: Sendable>: Sendable {
    /// Where the queue is. Trivial: a server's operation is a large value, and a state enum
    /// carrying it was destroyed and rewritten whole (a generic outlined destroy and a `memcpy`)
    /// on every change of state, ≈ 190 instructions a request under callgrind; the operation of
    /// a running transition is kept beside it (`animation`) and touched only when one runs.
    @usableFromInline
    enum Phase: Sendable {
        case idle
        /// An operation is running synchronously (no transition yet); the caller holds it.
        case running
        /// `animation`'s transition runs until its deadline.
        case animating
    }

    /// The operation whose transition runs, with its ticket and deadline.
    @usableFromInline
    struct Animation: Sendable {
        @usableFromInline var op: Op
        @usableFromInline var ticket: TransitionTicket
        @usableFromInline var deadline: Double
        @inlinable
        init(op: Op, ticket: TransitionTicket, deadline: Double) {
            self.op = op
            self.ticket = ticket
            self.deadline = deadline
        }
    }

    @usableFromInline var phase: Phase = .idle
    /// Set exactly while `phase` is `.animating`.
    @usableFromInline var animation: Animation? = nil
    @usableFromInline var waiting: [Op] = []
    @usableFromInline var head = 0
    /// After `beginShutdown`: nothing new is accepted.
    @usableFromInline var closing = false
    @inlinable
    public var isClosing: Bool { closing }
    public let speed: Double

    @inlinable
    public init(animationSpeed: Double = 1) { self.speed = max(0, animationSpeed) }

    /// Operations parked behind the running one.
    @inlinable
    public var parkedCount: Int { waiting.count - head }
    /// The running transition, if any.
    @inlinable
    public var activeTicket: TransitionTicket? { animation?.ticket }
    /// The operation whose transition runs, if any (its reply goes out when the transition ends).
    @inlinable
    public var animatingOperation: Op? { animation?.op }
    @inlinable
    public var isIdle: Bool { phase == .idle }

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

    /// What becomes of a new operation, decided without taking it (`admit`).
    public enum Admission: Sendable, Equatable {
        /// Run it now (the queue is `running` until `operationCompleted` or `transitionStarted`).
        case runNow
        /// It waits behind the running operation: hand it over with `park`.
        case park
        /// The caller would not wait (`queue: false`) and the window is busy.
        case reject
        /// The queue is shutting down.
        case refuse
    }

    /// A new operation arrives: the decision `enqueue` makes, while the caller keeps the
    /// operation (a server's job is a large value: wrapped into `OnEnqueue` and unwrapped again
    /// it was copied several times per request). `allowQueue: false` is the wire's
    /// `"queue": false`: it fails at once unless the window is idle.
    @inlinable
    public mutating func admit(allowQueue: Bool = true) -> Admission {
        if closing { return .refuse }
        if isIdle {
            phase = .running
            return .runNow
        }
        return allowQueue ? .park : .reject
    }

    /// Parks an operation `admit` answered `.park` for: a later action hands it back.
    @inlinable
    public mutating func park(_ op: consuming Op) { waiting.append(op) }

    /// A new operation arrives (`admit`, and `park` when it waits), the operation handed back
    /// with the decision.
    @inlinable
    public mutating func enqueue(_ op: consuming Op, allowQueue: Bool = true) -> OnEnqueue {
        switch admit(allowQueue: allowQueue) {
        case .runNow: return .runNow(op)
        case .park: park(op); return .parked
        case .reject: return .rejected(op)
        case .refuse: return .refused(op)
        }
    }

    public enum OnTransitionStarted: Sendable, Equatable { case armTimer(deadline: Double), finishNow }
    /// The running operation `op` returned `.pending(ticket)` at time `now`; the queue keeps it
    /// until the transition ends. While closing, or at animation speed 0, the transition is
    /// finished at once.
    @inlinable
    public mutating func transitionStarted(_ ticket: TransitionTicket, of op: consuming Op, now: Double) -> OnTransitionStarted {
        let deadline = now + ticket.duration * speed
        animation = Animation(op: op, ticket: ticket, deadline: deadline)
        phase = .animating
        return speed == 0 || closing ? .finishNow : .armTimer(deadline: deadline)
    }

    public enum OnTimer: Sendable, Equatable { case finish(TransitionTicket), wait(until: Double), nothing }
    /// A timer fired at `now`: finish the transition if its deadline passed.
    @inlinable
    public func timerFired(now: Double) -> OnTimer {
        guard let animation else { return .nothing }
        return now >= animation.deadline ? .finish(animation.ticket) : .wait(until: animation.deadline)
    }

    public enum OnTransitionFinished: Sendable { case runNext(Op), becameIdle, ignored }
    /// `Hierarchy.finishTransition(ticket)` ran.
    @inlinable
    public mutating func transitionFinished(_ ticket: TransitionTicket) -> OnTransitionFinished {
        guard phase == .animating, animation?.ticket == ticket else { return .ignored }
        animation = nil
        return next()
    }

    /// The running operation completed without a transition (or was refused).
    @inlinable
    public mutating func operationCompleted() -> OnTransitionFinished {
        guard phase == .running else { return .ignored }
        return next()
    }

    /// What `beginShutdown` asks of the coordinator, in this order: finish the running
    /// transition (its reply still goes out), then refuse the parked operations.
    public struct OnShutdown: Sendable {
        public var finish: TransitionTicket?
        public var refuse: [Op]
        @inlinable
        public init(finish: TransitionTicket?, refuse: [Op]) {
            self.finish = finish
            self.refuse = refuse
        }
    }

    /// Stops accepting: the parked operations come back to be refused, and a running transition
    /// is to be finished now (`transitionFinished` then reports `becameIdle`).
    @inlinable
    public mutating func beginShutdown() -> OnShutdown {
        closing = true
        let parked = Array(waiting[head...])
        waiting.removeAll()
        head = 0
        return OnShutdown(finish: activeTicket, refuse: parked)
    }

    @inlinable
    mutating func next() -> OnTransitionFinished {
        if head < waiting.count {
            let op = waiting[head]
            head += 1
            if head > 64, head * 2 > waiting.count { waiting.removeFirst(head); head = 0 }
            phase = .running
            return .runNext(op)
        }
        if !waiting.isEmpty { waiting.removeAll(keepingCapacity: true) }
        head = 0
        phase = .idle
        return .becameIdle
    }
}
