import Dispatch
import Foundation
import ProsceniumClient
import SeededRandom
import WireProtocol

/// One connection's load: keeps up to `depth` operations in flight over the windows it
/// owns, choosing each from the mix with its own seeded generator, checking every answer
/// against the windows' models and, when subscribed to its windows, attributing their
/// events to operations (the events a window shows between two answers belong to the
/// operation answered second). With scene operations in the mix it also drives the scenes it
/// owns (`SceneModel`; ClientDriver+Scenes.swift). Runs on the connection's reader thread
/// after `start`.
public final class ClientDriver: @unchecked Sendable {
    public struct Settings: Sendable {
        public var depth: Int
        public var animated: Bool
        public var mix: OperationMix
        public var seed: UInt64
        public var checkEvents: Bool
        /// The scene world (set when the mix has scene operations).
        public var scenes: SceneWorld?
        /// `--world ipad`: `resize`, `openScene` and `closeScene` apply.
        public var ipad = false

        public init(depth: Int, animated: Bool, mix: OperationMix, seed: UInt64, checkEvents: Bool, scenes: SceneWorld? = nil, ipad: Bool = false) {
            self.depth = depth
            self.animated = animated
            self.mix = mix
            self.seed = seed
            self.checkEvents = checkEvents
            self.scenes = scenes
            self.ipad = ipad
        }
    }

    let connection: ProsceniumConnection
    let settings: Settings
    private let outcomes: PresentationOutcomes
    let lock = NSRecursiveLock()
    private var models: [WindowModel]
    private var modelIndex: [String: Int] = [:]
    private var rng: SplitMix64
    var inFlight = 0
    private var cursor = 0
    private var combination: Int
    private var deadline: UInt64 = .max
    private var budget = Int.max
    private var running = false
    private var finishedSignalled = false
    private let finishedSemaphore = DispatchSemaphore(value: 0)
    var windowEvents: [String: [ObservedEvent]] = [:]
    private var sequences: WindowSequenceChecker
    private var timeline = TransitionTimeline()
    var result = LoadResult()
    /// The scenes it owns (nil without scene operations) and their events.
    var sceneModel: SceneModel?
    var sceneLog = SceneEventLog()
    /// The subscription that delivers `SceneEventLog.names` of every window and none.
    var sceneSubscription: String?

    /// `ownsAppScene`: this client may background the application scene (only one client does).
    public init(connection: ProsceniumConnection, index: Int, models: [WindowModel], settings: Settings, outcomes: PresentationOutcomes,
                ownsAppScene: Bool = false) {
        self.connection = connection
        self.settings = settings
        self.outcomes = outcomes
        self.models = models
        rng = SplitMix64(seed: settings.seed &+ UInt64(index) &* 0x9E37_79B9)
        combination = index * 7
        sequences = WindowSequenceChecker(observer: "client \(index)")
        if let world = settings.scenes { sceneModel = SceneModel(world: world, ipad: settings.ipad, ownsAppScene: ownsAppScene) }
        for (i, m) in models.enumerated() {
            modelIndex[m.window] = i
            self.models[i].tracksStates = settings.mix.contains(.tree)
        }
    }

    /// Subscribes to the driver's own windows, and the application scene's window if it owns
    /// it (for the event checks), and with scene operations to every scene event.
    public func subscribe() async throws(ClientError) {
        guard settings.checkEvents else { return }
        let windows = models.map(\.window) + (sceneModel?.scenes.compactMap(\.eventWindow) ?? [])
        connection.onNotification { [self] n in self.notification(n) }
        if sceneModel != nil {
            let sub = try await connection.call(MethodDescriptor.eventsSubscribe.name, ["names": .array(SceneEventLog.names.map { .string($0) })])
            lock.withLock { sceneSubscription = sub["subscription"]?.stringValue }
        }
        guard !windows.isEmpty else { return }
        _ = try await connection.call(MethodDescriptor.eventsSubscribe.name, ["windows": .array(windows.map { .string($0) })])
    }

    /// Starts sending; `count` operations, or until `deadline` (uptime nanoseconds).
    public func start(count: Int?, deadline: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        self.deadline = deadline
        budget = count ?? .max
        running = true
        refill()
    }

    /// Waits until the last operation was answered, at most until `deadline` (uptime
    /// nanoseconds); if answers are still missing then, records a violation and stops.
    public func waitUntilFinished(deadline: UInt64) {
        if finishedSemaphore.wait(timeout: DispatchTime(uptimeNanoseconds: deadline)) == .success { return }
        lock.lock()
        defer { lock.unlock() }
        running = false
        result.violations.append(Violation(rule: "noAnswer", detail: "\(inFlight) requests of \(sequences.observerName) still unanswered long after the load ended"))
        finishedSignalled = true
    }

    /// The scenes' model as it stands (after `waitUntilFinished`).
    public var finalScenes: SceneModel? {
        lock.lock()
        defer { lock.unlock() }
        return sceneModel
    }

    /// The windows' models as they stand (after `waitUntilFinished`).
    public var finalModels: [WindowModel] {
        lock.lock()
        defer { lock.unlock() }
        return models
    }

    /// The totals, with the timeline's spans for the cross-window check.
    public func collect() -> (LoadResult, [TransitionTimeline.Span]) {
        lock.lock()
        defer { lock.unlock() }
        var r = result
        let cap = 50
        if r.violations.count > cap {
            let more = r.violations.count - cap
            r.violations.removeLast(more)
            r.violations.append(Violation(rule: r.violations[0].rule, detail: "… and \(more) more violations of this client"))
        }
        r.violations += sequences.violations
        if sequences.violationCount > sequences.violations.count {
            r.violations.append(Violation(rule: "windowSeq", detail: "… \(sequences.violationCount - sequences.violations.count) more"))
        }
        r.eventsReceived = sequences.eventsSeen + sceneLog.eventsSeen
        r.timedTransitions = timeline.timedSpans.count
        return (r, timeline.timedSpans)
    }

    // MARK: - Sending (under the lock)

    func refill() {
        while running, inFlight < settings.depth {
            if budget <= 0 || DispatchTime.now().uptimeNanoseconds >= deadline { running = false; break }
            guard let op = nextOperation() else { break }
            budget -= 1
            inFlight += 1
            send(op)
        }
        if inFlight == 0, !finishedSignalled {
            // Stopped, or nothing can run until an answer comes and none is awaited.
            running = false
            finishedSignalled = true
            finishedSemaphore.signal()
        }
    }

    /// A draw from the mix that applies to one of the windows (or its complement); after
    /// a few misses, the first operation of the mix that applies anywhere.
    private func nextOperation() -> PlannedOperation? {
        for attempt in 0..<(8 + settings.mix.entries.count) {
            let kind = attempt < 8 ? settings.mix.pick(using: &rng) : settings.mix.entries[attempt - 8].kind
            if kind == .ping { return .ping }
            for k in [kind, kind.complement].compactMap({ $0 }) {
                if k.isSceneOperation {
                    if sceneModel?.applies(k) == true { return sceneModel!.plan(k) }
                    continue
                }
                if let i = windowFor(k) {
                    if k == .present { combination += 1 }
                    return models[i].plan(k, animated: settings.animated, combination: combination, outcomes: outcomes)
                }
            }
        }
        return nil
    }

    private func windowFor(_ kind: OperationKind) -> Int? {
        let n = models.count
        guard n > 0 else { return nil }
        for step in 0..<n {
            let i = (cursor + step) % n
            if models[i].applies(kind) {
                cursor = (i + 1) % n
                return i
            }
        }
        return nil
    }

    private func send(_ op: PlannedOperation) {
        let t0 = DispatchTime.now().uptimeNanoseconds
        let windowIndex = op.window.flatMap { modelIndex[$0] }
        connection.send(op.method, op.params) { [self] reply in
            self.answered(op, windowIndex, reply, nanos: DispatchTime.now().uptimeNanoseconds - t0)
        }
    }

    // MARK: - Answers and events (reader thread)

    private func answered(_ op: PlannedOperation, _ w: Int?, _ reply: Result<JSON, ClientError>, nanos: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        inFlight -= 1
        result.requests += 1
        result.operations += 1
        result.operationsByKind[op.kind.rawValue, default: 0] += 1
        result.latency.record(nanos: nanos)
        if case .scene(let step) = op.expectation, !Self.brokeConnection(reply) {
            settleScene(step, reply)
        } else if case .failure(let e) = reply, e.kind == .connection {
            result.unexpectedErrors[0, default: 0] += 1
            result.violations.append(Violation(rule: "connection", detail: e.description))
            running = false
        } else if let w {
            let s = models[w].settle(op, reply, outcomes: outcomes)
            result.violations += s.violations
            if let c = s.expectedError { result.expectedErrors[c, default: 0] += 1 }
            if let c = s.unexpectedError { result.unexpectedErrors[c, default: 0] += 1 }
            if settings.checkEvents, op.kind.mutates { checkEvents(of: op, window: models[w].window, changed: s.changed, optional: s.eventsOptional) }
        } else if case .failure(let e) = reply {
            result.unexpectedErrors[e.code ?? 0, default: 0] += 1
            result.violations.append(Violation(rule: "unexpectedError", detail: "\(op.method): \(e)"))
        }
        refill()
    }

    private func notification(_ n: ServerNotification) {
        lock.lock()
        defer { lock.unlock() }
        if n.method == "eventsDropped" {
            result.eventsDropped += n.params["count"]?.intValue ?? 0
            sequences.eventsWereDropped()
            return
        }
        if n.subscription != nil, n.subscription == sceneSubscription {
            if let e = SceneEvent(n) { observeScene(e) }
            return
        }
        guard let e = ObservedEvent(n) else { return }
        sequences.observe(window: e.window, windowSeq: e.windowSeq)
        windowEvents[e.window, default: []].append(e)
    }

    /// The events since the window's previous answer are this operation's: they must be
    /// consecutive, show its subject, and begin after the previous operation's ended.
    private func checkEvents(of op: PlannedOperation, window: String, changed: Bool, optional: Bool) {
        let events = windowEvents.removeValue(forKey: window) ?? []
        guard changed else {
            if !events.isEmpty {
                result.violations.append(Violation(rule: "eventContiguity", detail: "window \(window): \(events.count) events arrived for \(op.method), which changed nothing"))
            }
            return
        }
        guard let first = events.first, let last = events.last else {
            if optional { return }
            result.violations.append(Violation(rule: "eventContiguity", detail: "window \(window): no events before the answer to \(op.method) \(JSON.object(op.params))"))
            return
        }
        if last.windowSeq - first.windowSeq != events.count - 1 {
            result.violations.append(Violation(rule: "eventContiguity", detail: "window \(window): events of \(op.method) are windowSeq \(events.map(\.windowSeq))"))
        }
        if let subject = op.subject, !events.contains(where: { $0.vc == subject }) {
            result.violations.append(Violation(rule: "eventContiguity", detail: "window \(window): events of \(op.method) do not show \(subject): \(events.map { "\($0.name)@\($0.vc ?? "-")" })"))
        }
        if let why = op.eventRule?.failure(events) {
            result.violations.append(Violation(rule: "delegateEvents", detail: "window \(window): \(op.method) \(JSON.object(op.params)): \(why)"))
        }
        if let v = timeline.record(window: window, start: first.time, end: last.time, what: "\(op.method) \(op.subject ?? "")") {
            result.violations.append(v)
        }
    }
}
