import Foundation
import HierarchyEngine
import Storyboards
import UVLoop

/// What window coordinators hand to the loop thread.
enum InboxMessage: Sendable {
    /// Events in the order the engine emitted them.
    case events([PendingEvent])
    /// The start-up restore's events: delivered like `events`, and kept for subscribers that
    /// ask for them (`events.subscribe` with `restoration: true`).
    case restorationEvents([PendingEvent])
    /// A complete response line for a connection; `finishesRequest` releases one pending slot.
    case reply(connection: Int, line: [UInt8])
    /// A job whose target controller moved to another window meanwhile: route it again.
    case reroute(EngineJob)
    /// A job whose arrivals were registered is over (see `Operation.arrivals`).
    case arrivalsSettled([VCID])
    /// A coordinator finished its last transition after `shutdown`.
    case coordinatorStopped
    /// A storyboard parsed off the loop thread, to register and answer.
    case storyboardParsed(StoryboardParse, ReplyTarget)
}

/// The one way results and events cross from the window queues to the libuv loop thread:
/// a locked FIFO plus one `uv_async_t` wake-up. Wake-ups coalesce, so the loop drains
/// everything each time it is woken.
final class Inbox: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [InboxMessage] = []
    private var wakeup: AsyncWakeup?
    /// Set by the loop thread while it will drain right afterwards anyway.
    private var wakeupsDeferred = false

    /// Connects the inbox to the loop (once, before any coordinator runs).
    func attach(_ wakeup: AsyncWakeup) {
        lock.lock()
        self.wakeup = wakeup
        lock.unlock()
    }

    func detach() {
        lock.lock()
        wakeup = nil
        lock.unlock()
    }

    func post(_ message: InboxMessage) {
        lock.lock()
        let wake = messages.isEmpty && !wakeupsDeferred
        messages.append(message)
        let w = wakeup
        lock.unlock()
        if wake { w?.send() }
    }

    func post(contentsOf batch: [InboxMessage]) {
        guard !batch.isEmpty else { return }
        lock.lock()
        let wake = messages.isEmpty && !wakeupsDeferred
        messages.append(contentsOf: batch)
        let w = wakeup
        lock.unlock()
        if wake { w?.send() }
    }

    /// Loop thread only: runs `body` without waking the loop for what is posted meanwhile —
    /// the caller drains the inbox right after (anything posted by then is in it).
    func deferringWakeups(_ body: () -> Void) {
        lock.lock()
        wakeupsDeferred = true
        lock.unlock()
        body()
        lock.lock()
        wakeupsDeferred = false
        lock.unlock()
    }

    /// Everything posted so far, in order.
    func drain() -> [InboxMessage] {
        lock.lock()
        defer { lock.unlock() }
        if messages.isEmpty { return [] }
        let out = messages
        messages.removeAll(keepingCapacity: true)
        return out
    }
}
