import Dispatch
import Foundation
import HierarchyEngine
import Synchronization
import WireProtocol

/// What every coordinator shares: the engine, the inbox to the loop, the clock and the
/// animation speed. Immutable after start (the engine and inbox lock themselves).
final class ServerContext: Sendable {
    let engine: EngineHost
    let inbox: Inbox
    /// Multiplies every animated duration; 0 completes transitions without waiting.
    let animationSpeed: Double
    /// How many event subscriptions exist. Raised under the engine lock (subscribe registers
    /// inside `withQuiescentHierarchy`) and read under it by coordinators, so an event
    /// produced after a subscription began always sees it; lowered on the loop thread at
    /// unsubscribe or disconnect (a stale higher value only costs an unneeded encoding).
    let subscriptionCount = Atomic<Int>(0)
    private let startNanos: UInt64

    init(engine: EngineHost, inbox: Inbox, animationSpeed: Double) {
        self.engine = engine
        self.inbox = inbox
        self.animationSpeed = animationSpeed
        self.startNanos = DispatchTime.now().uptimeNanoseconds
    }

    /// Milliseconds since server start (events' `time`).
    var nowMillis: Double {
        Double(DispatchTime.now().uptimeNanoseconds &- startNanos) / 1_000_000
    }

    /// Stamps engine events with the current time for the loop thread. Their wire bodies are
    /// written here, off the loop thread, only when someone subscribes; otherwise the loop
    /// just numbers them (and writes a body itself in the rare case a subscriber appeared).
    func pendingEvents(_ events: [EngineEvent]) -> [PendingEvent] {
        let time = (nowMillis * 1000).rounded() / 1000
        let encode = subscriptionCount.load(ordering: .acquiring) > 0
        return events.map { PendingEvent($0, time: time, encodeNow: encode) }
    }

    /// The response line of a job, or nil for a notification (no id: no reply). The result is
    /// written by a direct call (a closure capturing the hierarchy would copy it).
    func responseLine(_ job: EngineJob, _ result: OperationResult, _ h: borrowing Hierarchy) -> [UInt8]? {
        guard let id = job.reply.requestID else { return nil }
        var encoded = JSONWriter(capacity: 128)
        job.encodeResult(result, h, &encoded)
        return RPCEncoder.response(id: id) { $0.encodedValue(encoded) }
    }

    /// Posts an error response (nothing for a notification).
    func reply(_ target: ReplyTarget, error: RPCError) {
        guard let id = target.requestID else { return }
        inbox.post(.reply(connection: target.connection, line: RPCEncoder.error(id: id, error: error)))
    }
}
