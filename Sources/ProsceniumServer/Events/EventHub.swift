import HierarchyEngine
import Synchronization
import UVLoop
import WireProtocol

/// An event of the start-up restore, kept with its wire tail for late subscribers.
struct KeptEvent {
    let window: WindowID?
    let name: String
    /// `,"seq":…,"windowSeq":…,<body members>}}` and the newline.
    let tail: [UInt8]
}

/// How many event subscriptions exist. Raised under the engine lock (subscribe registers inside
/// `withQuiescentHierarchy`) and read under it by coordinators, so an event produced after a
/// subscription began always sees it; lowered on the loop thread at unsubscribe or disconnect
/// (a stale higher value only costs an unneeded encoding).
final class SubscriptionCount: Sendable {
    let value = Atomic<Int>(0)
    var isPositive: Bool { value.load(ordering: .acquiring) > 0 }
}

/// Numbers events (server-wide `seq`, gapless per-window `windowSeq`) in the order the loop
/// receives them and fans them out to matching subscriptions. Loop-thread confined.
///
/// Its counters and lists are `LoopBound` boxes (loop thread only).
final class EventHub {
    /// Shared with the coordinators: they write event bodies only while it is above zero.
    private let subscriptionCount: SubscriptionCount
    var seq: Int { lastSeq.value }
    private let lastSeq = LoopBound(0)
    /// The last `windowSeq` of each window, indexed by the window's number (ids are small,
    /// dense and never reused): no hashing per event.
    private let windowSeq = LoopBound<[Int]>([])
    var subscriptions: [Subscription] { subscribed.value }
    private let subscribed = LoopBound<[Subscription]>([])
    private var nextID = 0
    var eventsSent: Int { sent.value }
    var eventsDropped: Int { dropped.value }
    private let sent = LoopBound(0)
    private let dropped = LoopBound(0)
    /// Mutating requests reported to the subscriptions that asked (`requests: true`).
    let requests = RequestReports()

    private static let head = Array(#"{"jsonrpc":"2.0","method":"event","params":{"subscription":"#.utf8)

    init(subscriptionCount: SubscriptionCount) { self.subscriptionCount = subscriptionCount }

    /// Call under the engine lock after every earlier event was delivered
    /// (`Delivery.withQuiescentHierarchy`): coordinators then write the bodies of later events.
    func subscribe(connection: Connection, windows: Set<WindowID>?, names: Set<String>?, requests reportRequests: Bool = false) -> Subscription {
        nextID += 1
        let s = Subscription(id: nextID, connection: connection, windows: windows, names: names)
        subscribed.value.append(s)
        if reportRequests { requests.add(s) }
        publishCount()
        return s
    }

    func unsubscribe(_ s: Subscription) {
        subscribed.value.removeAll { $0 === s }
        requests.remove(s)
        publishCount()
    }

    func removeAll(of connection: Connection) {
        subscribed.value.removeAll { $0.connection === connection }
        requests.remove(connection: connection)
        publishCount()
    }

    private func publishCount() {
        subscriptionCount.value.store(subscribed.value.count, ordering: .releasing)
    }

    /// Numbers `count` events of `window` that no subscription will see.
    func number(_ count: Int, in window: WindowID?) {
        lastSeq.value += count
        guard let window else { return }
        let i = window.raw
        if i >= windowSeq.value.count { windowSeq.value.append(contentsOf: repeatElement(0, count: i + 1 - windowSeq.value.count)) }
        windowSeq.value[i] += count
    }

    /// Numbers `e` and sends it to every matching subscription; with `keepForReplay` (the
    /// start-up restore) it is also kept for `replayRestoration`.
    func deliver(_ e: PendingEvent, keepForReplay: Bool = false) {
        lastSeq.value += 1
        var ws = 0
        if let w = e.window {
            let i = w.raw
            if i >= windowSeq.value.count { windowSeq.value.append(contentsOf: repeatElement(0, count: i + 1 - windowSeq.value.count)) }
            windowSeq.value[i] += 1
            ws = windowSeq.value[i]
        }
        var tail: [UInt8] = []
        if keepForReplay {
            if restorationEvents.count < Self.maxKeptRestorationEvents {
                tail = Self.tail(e, seq: lastSeq.value, windowSeq: ws)
                restorationEvents.append(KeptEvent(window: e.window, name: e.name, tail: tail))
            } else {
                restorationEventsNotKept += 1
            }
        }
        if requests.isActive { requests.delivered(seq: lastSeq.value, cause: e.cause) }
        guard !subscribed.value.isEmpty else { return }
        for s in subscribed.value where s.wants(window: e.window, name: e.name) {
            if tail.isEmpty { tail = Self.tail(e, seq: lastSeq.value, windowSeq: ws) }
            send(tail, to: s)
        }
    }

    /// The start-up restore's events kept for replay (at most `maxKeptRestorationEvents`; the
    /// rest are only counted in `restorationEventsNotKept`).
    private(set) var restorationEvents: [KeptEvent] = []
    private(set) var restorationEventsNotKept = 0
    static let maxKeptRestorationEvents = 100_000

    /// How many kept restoration events `s` wants.
    func restorationEventCount(for s: Subscription) -> Int {
        restorationEvents.reduce(0) { $0 + (s.wants(window: $1.window, name: $1.name) ? 1 : 0) }
    }

    /// Sends `s` the kept restoration events it wants, in their original order and numbers.
    func replayRestoration(to s: Subscription) {
        for e in restorationEvents where s.wants(window: e.window, name: e.name) {
            send(e.tail, to: s)
        }
    }

    /// Queues one event line for `s`, or drops and counts it when its connection cannot take it.
    private func send(_ tail: [UInt8], to s: Subscription) {
        if s.connection.acceptsEvent() {
            s.connection.send(Self.head, s.quotedName, tail)
            sent.value += 1
        } else {
            s.dropped += 1
            dropped.value += 1
            s.connection.noteDroppedEvents()
        }
    }

    /// `,"seq":N,"windowSeq":M,` then the body's members, closing both objects, and a newline.
    private static func tail(_ e: PendingEvent, seq: Int, windowSeq ws: Int) -> [UInt8] {
        var tail: [UInt8] = []
        tail.reserveCapacity(256)
        tail.append(contentsOf: #","seq":"#.utf8)
        tail.append(contentsOf: String(seq).utf8)
        tail.append(contentsOf: #","windowSeq":"#.utf8)
        if e.window != nil { tail.append(contentsOf: String(ws).utf8) } else { tail.append(contentsOf: "null".utf8) }
        // The body is a whole object: splice its members in without its braces.
        let body = e.bodyBytes()
        if body.count > 2 {
            tail.append(UInt8(ascii: ","))
            tail.append(contentsOf: body[1..<(body.count - 1)])
        }
        tail.append(contentsOf: "}}\n".utf8)
        return tail
    }
}
