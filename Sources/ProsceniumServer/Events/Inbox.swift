import Foundation
import HierarchyEngine
import Storyboards
import Synchronization

/// What window coordinators (and work done off the loop) hand to the loop thread.
enum InboxMessage: Sendable {
    /// Events in the order the engine emitted them.
    case events([PendingEvent])
    /// Events no subscription will see: only how many there were per window, in order, for
    /// their numbers (`seq`, `windowSeq`).
    case eventTally([EventRun])
    /// `eventTally` of events that all belong to one window (the common case: no array).
    case eventRun(EventRun)
    /// The start-up restore's events: delivered like `events`, and kept for subscribers that
    /// ask for them (`events.subscribe` with `restoration: true`).
    case restorationEvents([PendingEvent])
    /// A complete response line; delivering it finishes one request in flight.
    case reply(ReplyRoute, line: [UInt8])
    /// A reply whose line the loop writes itself (`FixedReply`): as `reply` otherwise. A case
    /// of its own, not a `ReplyLine` inside `reply`: copying and destroying a message then
    /// switch on one enumeration, not two.
    case fixedReply(ReplyRoute, FixedReply)
    /// A job whose target controller moved to another window meanwhile: route it again.
    /// (Boxed: a job is large, and every message is copied by value on its way.)
    indirect case reroute(EngineJob)
    /// A job whose arrivals were registered is over (see `Operation.arrivals`).
    case arrivalsSettled([VCID])
    /// A coordinator finished its last transition after `shutdown`.
    case coordinatorStopped
    /// A storyboard parsed off the loop thread, to register and answer.
    indirect case storyboardParsed(StoryboardParse, ReplyTarget)
    /// Nothing to deliver: the loop wakes up to look again (the state store wrote a state whose
    /// held replies may now go out).
    case wake
}

extension InboxMessage {
    /// The message carrying a response line made by `ServerContext.responseLine`.
    static func reply(_ route: ReplyRoute, line: ReplyLine) -> InboxMessage {
        switch line {
        case .bytes(let bytes): .reply(route, line: bytes)
        case .fixed(let reply): .fixedReply(route, reply)
        }
    }
}

/// `count` consecutive events of one window (nil: no window).
struct EventRun: Sendable {
    var window: WindowID?
    var count: Int
}


/// The way results and events cross from the window queues to the loop thread: a locked FIFO
/// plus one wake-up of the loop. Wake-ups coalesce, so the loop drains everything each time it
/// is woken.
///
/// How many messages wait is also kept in an atomic (`waiting`, stored under the lock), so that
/// the two questions the loop asks on every request — is anything waiting (`Outbox.Sink.open`),
/// and the drain after a request that finds nothing — take no lock. The answer is the one the
/// lock would give at some instant: a post that has not stored its count yet is one that had not
/// taken the lock yet, and it wakes the loop. Under the engine lock it is exact for the
/// coordinators' posts, which are made under that lock. (Two lock round trips per request,
/// ≈ 170 instructions: docs/performance-history.md, "The shell's tuning in named types".)
final class Inbox: @unchecked Sendable {
    // @unchecked: `wakeup` is guarded by `messages`' lock.
    private let messages = Locked<[InboxMessage]>([])
    private let waiting = Atomic<Int>(0)
    private var wakeup: (any LoopWakeup)?

    /// Connects the inbox to the loop (once, before any coordinator runs).
    func attach(_ wakeup: any LoopWakeup) {
        messages.lock()
        self.wakeup = wakeup
        messages.unlock()
    }

    func detach() {
        messages.lock()
        wakeup = nil
        messages.unlock()
    }

    func post(_ message: InboxMessage) {
        messages.lock()
        let wake = messages.value.isEmpty
        messages.value.append(message)
        waiting.store(messages.value.count, ordering: .releasing)
        let w = wakeup
        messages.unlock()
        if wake { w?.send() }
    }

    func post(contentsOf batch: [InboxMessage]) {
        guard !batch.isEmpty else { return }
        messages.lock()
        let wake = messages.value.isEmpty
        messages.value.append(contentsOf: batch)
        waiting.store(messages.value.count, ordering: .releasing)
        let w = wakeup
        messages.unlock()
        if wake { w?.send() }
    }

    /// True when nothing waits. Under the engine lock, on the loop thread, this means every
    /// event issued so far has been delivered (the loop is the only drainer), so a mutation's
    /// messages may go straight back to the loop (`Outbox`).
    var isEmpty: Bool {
        waiting.load(ordering: .acquiring) == 0
    }

    /// Everything posted so far, in order.
    func drain() -> [InboxMessage] {
        if isEmpty { return [] }
        return messages.withLock { messages in
            let out = messages
            messages.removeAll(keepingCapacity: true)
            waiting.store(0, ordering: .releasing)
            return out
        }
    }
}
