import Dispatch
import Foundation
import HierarchyEngine
import WireProtocol

/// What every coordinator shares: the engine, the inbox to the loop, the clock and the
/// animation speed. Immutable after start (the engine and inbox lock themselves).
final class ServerContext: Sendable {
    let engine: EngineHost
    let inbox: Inbox
    /// Multiplies every animated duration; 0 completes transitions without waiting.
    let animationSpeed: Double
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

    /// Encodes engine events to wire bodies, stamping them with the current time.
    func encodeEvents(_ events: [EngineEvent]) -> [PendingEvent] {
        let time = (nowMillis * 1000).rounded() / 1000
        return events.map { EventEncoding.pending($0, time: time) }
    }

    /// A response line, or nil for a notification (no id: no reply).
    func responseLine(_ target: ReplyTarget, result: JSON) -> [UInt8]? {
        guard let id = target.requestID else { return nil }
        return RPCEncoder.response(id: id, result: result)
    }

    /// Posts an error response (nothing for a notification).
    func reply(_ target: ReplyTarget, error: RPCError) {
        guard let id = target.requestID else { return }
        inbox.post(.reply(connection: target.connection, line: RPCEncoder.error(id: id, error: error)))
    }
}
