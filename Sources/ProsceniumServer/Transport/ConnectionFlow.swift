/// A connection's flow control as a pure state machine: whether the shell reads it, when the
/// lines kept while it was paused run, and when it closes. `Connection` feeds events in and
/// performs the action that comes out (nio-http2's connection state machines are the model).
///
/// ```
///              over a limit                    under the limits, lines kept
///   reading ───────────────▶ paused ─────────────────────────────▶ resuming ──┐
///      ▲  ◀──────────────────  │  ◀──── over a limit again ───────────┘       │
///      │   under, none kept    │                                              │
///      └──────────────────── all kept lines ran, under the limits ◀───────────┘
///
///   end of input (any of the above) ──▶ draining ──▶ closed (nothing in flight, none kept)
/// ```
/// Limits: `maxPendingRequests` requests handed on whose reply has not been written, and
/// `maxOutboundBytes` of output the client has not taken. Responses are never dropped: over a
/// limit the shell stops reading (the client's own sends then block). Lines already read in the
/// same read as the one that crossed a limit are kept (at most one read) and run, in order,
/// from a callback of their own (`resumeKeptLines`) once the connection is under its limits.
///
/// Draining: after the client's end of input, every request it sent is still served and every
/// reply written (kept lines run as they would have); the connection closes once nothing is in
/// flight and nothing is kept.
struct ConnectionFlow {
    struct Limits: Equatable {
        var maxPendingRequests: Int
        var maxOutboundBytes: Int
    }

    private enum State: Equatable {
        /// The shell reads the connection.
        case reading
        /// Over a limit, or under them with kept lines waiting for their callback.
        case paused(resumeScheduled: Bool)
        /// The kept lines are running (`resumeKeptLines`).
        case resuming
        /// The client ended its input; requests still run and replies are still written.
        case draining(resumeScheduled: Bool, running: Bool)
        case closed
    }

    enum Action: Equatable {
        case none
        /// Stop reading the stream (backpressure).
        case stopReading
        /// Read the stream again.
        case startReading
        /// Run the kept lines from a callback of their own (never inside the step that got
        /// under the limits: that may be an inbox drain delivering a reply).
        case scheduleResume
        /// Write what is queued, then close.
        case closeAfterFlush
    }

    private var state = State.reading
    let limits: Limits
    /// Requests handed on whose reply has not been written.
    private(set) var inFlight = 0

    init(limits: Limits) { self.limits = limits }

    /// True when the shell does not read the connection (paused, resuming, draining or closed).
    var isReadingPaused: Bool { state != .reading }
    var isDraining: Bool { if case .draining = state { return true } else { return false } }
    var isClosed: Bool { state == .closed }

    /// Whether a line read now may run (false: keep it for `resumeKeptLines`).
    var runsLinesNow: Bool {
        switch state {
        case .reading, .resuming: true
        case .draining(_, let running): running
        case .paused, .closed: false
        }
    }

    func isOverLimits(pendingOutput: Int) -> Bool { isOverLimits(inFlight: inFlight, pendingOutput: pendingOutput) }

    /// The limits' one rule, for `inFlight` requests in flight (the quiet checks ask it for the
    /// count they would leave).
    private func isOverLimits(inFlight n: Int, pendingOutput: Int) -> Bool {
        n >= limits.maxPendingRequests || pendingOutput >= limits.maxOutboundBytes
    }

    /// A request was handed on (its reply will come later).
    mutating func requestStarted(pendingOutput: Int, hasKeptLines: Bool) -> Action {
        inFlight += 1
        return limitsChanged(pendingOutput: pendingOutput, hasKeptLines: hasKeptLines)
    }

    /// A request's reply was written (or it ended without one).
    mutating func requestFinished(pendingOutput: Int, hasKeptLines: Bool) -> Action {
        if inFlight > 0 { inFlight -= 1 }
        return limitsChanged(pendingOutput: pendingOutput, hasKeptLines: hasKeptLines)
    }

    /// `requestStarted` when it changes nothing but the count: reading, and under both limits
    /// with the request counted and at most `bound` bytes unsent. False, with nothing changed,
    /// otherwise (then `requestStarted` decides).
    mutating func requestStartedQuietly(pendingOutputAtMost bound: Int) -> Bool {
        guard case .reading = state, !isOverLimits(inFlight: inFlight + 1, pendingOutput: bound) else { return false }
        inFlight += 1
        return true
    }

    /// `requestFinished` when it changes nothing but the count (see `requestStartedQuietly`).
    mutating func requestFinishedQuietly(pendingOutputAtMost bound: Int) -> Bool {
        let after = inFlight > 0 ? inFlight - 1 : 0
        guard case .reading = state, !isOverLimits(inFlight: after, pendingOutput: bound) else { return false }
        inFlight = after
        return true
    }

    /// Whether `limitsChanged` would change nothing because the connection is reading and
    /// under both limits with at most `bound` bytes unsent.
    func staysReading(pendingOutputAtMost bound: Int) -> Bool {
        guard case .reading = state else { return false }
        return !isOverLimits(pendingOutput: bound)
    }

    /// Output was queued or drained, or a line was kept.
    mutating func limitsChanged(pendingOutput: Int, hasKeptLines: Bool) -> Action {
        let over = isOverLimits(pendingOutput: pendingOutput)
        switch state {
        case .reading:
            guard over else { return .none }
            state = .paused(resumeScheduled: false)
            return .stopReading
        case .paused(let scheduled):
            if over || scheduled { return .none }
            if hasKeptLines {
                state = .paused(resumeScheduled: true)
                return .scheduleResume
            }
            state = .reading
            return .startReading
        case .resuming:
            return .none
        case .draining(let scheduled, let running):
            if running || scheduled { return .none }
            if hasKeptLines {
                if over { return .none }
                state = .draining(resumeScheduled: true, running: false)
                return .scheduleResume
            }
            guard inFlight == 0 else { return .none }
            state = .closed
            return .closeAfterFlush
        case .closed:
            return .none
        }
    }

    /// The callback scheduled by `.scheduleResume` runs: true when kept lines may run now
    /// (the connection is `resuming` until `keptLinesRan`).
    mutating func resumeBegins(pendingOutput: Int) -> Bool {
        switch state {
        case .paused:
            if isOverLimits(pendingOutput: pendingOutput) {
                state = .paused(resumeScheduled: false)
                return false
            }
            state = .resuming
            return true
        case .draining:
            if isOverLimits(pendingOutput: pendingOutput) {
                state = .draining(resumeScheduled: false, running: false)
                return false
            }
            state = .draining(resumeScheduled: false, running: true)
            return true
        case .reading, .resuming, .closed:
            return false
        }
    }

    /// The kept lines ran until none was left or a limit was crossed.
    mutating func keptLinesRan(pendingOutput: Int, hasKeptLines: Bool) -> Action {
        switch state {
        case .resuming:
            state = .paused(resumeScheduled: false)
            if hasKeptLines || isOverLimits(pendingOutput: pendingOutput) {
                return limitsChanged(pendingOutput: pendingOutput, hasKeptLines: hasKeptLines)
            }
            state = .reading
            return .startReading
        case .draining:
            state = .draining(resumeScheduled: false, running: false)
            return limitsChanged(pendingOutput: pendingOutput, hasKeptLines: hasKeptLines)
        case .reading, .paused, .closed:
            return .none
        }
    }

    /// The client ended its input: finish what it sent, then close.
    mutating func inputEnded(pendingOutput: Int, hasKeptLines: Bool) -> Action {
        switch state {
        case .closed, .draining:
            return .none
        case .paused(let scheduled):
            state = .draining(resumeScheduled: scheduled, running: false)
        case .resuming:
            state = .draining(resumeScheduled: false, running: true)
            return .none
        case .reading:
            state = .draining(resumeScheduled: false, running: false)
        }
        return limitsChanged(pendingOutput: pendingOutput, hasKeptLines: hasKeptLines)
    }

    /// The connection was closed (by the shell, or because the stream failed).
    mutating func closed() { state = .closed }
}
