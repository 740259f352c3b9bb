import HierarchyEngine
import WireProtocol

/// What every window coordinator shares: the engine, the inbox to the loop, the runtime (clock
/// and timers), the animation speed, the subscription count and the state store. Immutable
/// after start (the engine, inbox and store lock themselves).
final class ServerContext: Sendable {
    let engine: EngineHost
    let inbox: Inbox
    let runtime: any ShellRuntime
    /// Multiplies every animated duration; 0 completes transitions without waiting.
    let animationSpeed: Double
    let subscriptionCount: SubscriptionCount
    /// `--state-dir`: records the state after each completed operation, before its reply.
    let stateStore: StateStore?
    /// Reply lines' buffers given back once sent, written over by the next replies.
    let replyLines = ReplyLineBuffers()

    init(engine: EngineHost, inbox: Inbox, runtime: any ShellRuntime, animationSpeed: Double,
         subscriptionCount: SubscriptionCount, stateStore: StateStore?) {
        self.engine = engine
        self.inbox = inbox
        self.runtime = runtime
        self.animationSpeed = animationSpeed
        self.subscriptionCount = subscriptionCount
        self.stateStore = stateStore
    }

    /// Milliseconds since server start (events' `time`).
    var nowMillis: Double { runtime.nowMillis }

    /// Stamps engine events with the current time for the loop thread. Their wire bodies are
    /// written here, on the thread that ran the mutation (the loop thread for a request, the
    /// window's queue for a transition's end), only when someone subscribes; otherwise the loop
    /// just numbers them (and writes a body itself in the rare case a subscriber appeared).
    /// `cause` is the request whose job emitted them (for request reports).
    func pendingEvents(_ events: [EngineEvent], cause: ReplyTarget? = nil) -> [PendingEvent] {
        let time = (nowMillis * 1000).rounded() / 1000
        let encode = subscriptionCount.isPositive
        return events.map { PendingEvent($0, time: time, encodeNow: encode, cause: cause) }
    }

    /// The message carrying a mutation's events to the loop, under the engine lock: with a
    /// subscription, the events stamped (and their bodies written); with none, only how many
    /// each window had — no subscription can begin before the loop has numbered them
    /// (`Delivery.withQuiescentHierarchy` delivers everything first), so numbering is all they need.
    /// `events` is not empty.
    func eventMessage(_ events: [EngineEvent], cause: ReplyTarget? = nil) -> InboxMessage {
        if subscriptionCount.isPositive { return .events(pendingEvents(events, cause: cause)) }
        let first = events[0].window
        var i = 1
        while i < events.count, events[i].window == first { i += 1 }
        if i == events.count { return .eventRun(EventRun(window: first, count: events.count)) }
        var runs = [EventRun(window: first, count: i)]
        for e in events[i...] {
            if runs[runs.count - 1].window == e.window {
                runs[runs.count - 1].count += 1
            } else {
                runs.append(EventRun(window: e.window, count: 1))
            }
        }
        return .eventTally(runs)
    }

    /// The response line of a job, or nil for a notification (no id: no reply): a fixed reply
    /// (`FixedReply`, written by the loop thread straight into the connection's output) when its
    /// shape allows, else the line's bytes.
    /// `warnings`: UIKit's warnings on the call, from its start and its end (`result.warnings`).
    /// `h` is the caller's own (inout): read through a closure that captures it by address only
    /// for a result with a tree; passed as a value, it was copied whole (≈ 370 bytes) per reply.
    func responseLine(_ job: EngineJob, _ result: OperationResult, warnings: [UIKitWarning], _ h: inout Hierarchy) -> ReplyLine? {
        let plain = warnings.isEmpty && !job.writesTree(of: result)
        // The id read in place (bound by `guard let`, it was copied and destroyed).
        if plain, let fixed = FixedReplyLine.reply(id: job.reply.requestID, result) {
            #if DEBUG
            let line = fixed.line()
            let general = generalResponseLine(job, job.reply.requestID!, result, warnings: warnings, &h, reusing: [])
            assert(line == general, "FixedReply wrote \(String(decoding: line, as: UTF8.self)), not \(String(decoding: general, as: UTF8.self))")
            #endif
            return .fixed(fixed)
        }
        guard let id = job.reply.requestID else { return nil }
        var kept = replyLines.take()
        if plain, FixedReplyLine.write(id: id, result, into: &kept) {
            #if DEBUG
            let general = generalResponseLine(job, id, result, warnings: warnings, &h, reusing: [])
            assert(kept == general, "FixedReplyLine wrote \(String(decoding: kept, as: UTF8.self)), not \(String(decoding: general, as: UTF8.self))")
            #endif
            return .bytes(kept)
        }
        return .bytes(generalResponseLine(job, id, result, warnings: warnings, &h, reusing: kept))
    }

    /// `responseLine` for any result: written by `ResultEncoding` into `kept`'s storage.
    private func generalResponseLine(_ job: EngineJob, _ id: RPCID, _ result: OperationResult, warnings: [UIKitWarning],
                                     _ h: inout Hierarchy, reusing kept: consuming [UInt8]) -> [UInt8] {
        var w = kept.capacity == 0 ? JSONWriter(capacity: 192) : JSONWriter(reusing: kept)
        RPCEncoder.beginResponse(into: &w, id: id)
        ResultEncoding.write(result, style: job.resultStyle, returns: job.method < 0 ? nil : MethodTable.all[job.method].returns, warnings: warnings,
                             tree: { h.tree(of: $0) }, into: &w)
        RPCEncoder.endMessage(&w)
        return w.finish()
    }

    /// The error response of a job (nothing for a notification).
    func errorLine(_ job: EngineJob, _ error: RPCError) -> InboxMessage? {
        guard let id = job.reply.requestID else { return nil }
        return .reply(job.reply.route, line: RPCEncoder.error(id: id, error: error))
    }
}

extension EngineJob {
    /// Whether its reply carries a controller's tree (`ResultStyle.controllerWithTree`).
    fileprivate func writesTree(of result: OperationResult) -> Bool {
        guard case .controllerWithTree = resultStyle, case .controller = result else { return false }
        return true
    }
}

