import WireProtocol

/// A live `events.subscribe`: its id, the `seq` it began after, the snapshot tree when one
/// was asked for, and the events as an `AsyncSequence` (ends when the connection closes or
/// the subscription is cancelled with `ProsceniumConnection.unsubscribe`).
public struct EventSubscription: AsyncSequence, Sendable {
    public typealias Element = EventStreamElement

    public let id: String
    /// The last event before the subscription began: every later one is delivered.
    public let seq: Int
    /// The hierarchy as of `seq`, when subscribed with `snapshot: true`.
    public let tree: Tree?
    /// `tree` as the server sent it.
    public let treeJSON: JSON?
    /// With `restoration: true`: how many of the start-up restore's events come first.
    public let restorationEvents: Int?
    /// With `restoration: true`: how many of the start-up restore's events were beyond the
    /// 100,000 the server keeps for replay (counted, never sent).
    public let restorationEventsNotKept: Int?
    let stream: AsyncStream<EventStreamElement>

    public func makeAsyncIterator() -> AsyncStream<EventStreamElement>.AsyncIterator {
        stream.makeAsyncIterator()
    }

    /// Only the events (drop notices skipped).
    public var events: AsyncCompactMapSequence<AsyncStream<EventStreamElement>, Event> {
        stream.compactMap { element in
            if case .event(let e) = element { return e }
            return nil
        }
    }
}
