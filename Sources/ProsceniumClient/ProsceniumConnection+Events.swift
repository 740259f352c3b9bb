import WireProtocol

/// Event methods (docs/protocol.md *Methods › Events*).
extension ProsceniumConnection {
    /// `events.subscribe`: every event after the answer's `seq` that matches the filters,
    /// as an `AsyncSequence`. The sequence is registered before any event line that follows
    /// the answer is read, so nothing is missed. With `restoration`, the start-up restore's
    /// matching events come first (`EventSubscription.restorationEvents` of them). With
    /// `requests`, other connections' answered mutating requests come as `.request` elements.
    public func events(
        windows: [String]? = nil, names: [String]? = nil, snapshot: Bool? = nil, restoration: Bool? = nil, requests: Bool? = nil,
        bufferingPolicy: AsyncStream<EventStreamElement>.Continuation.BufferingPolicy = .unbounded
    ) async throws(ClientError) -> EventSubscription {
        var p: JSONObject = [:]
        p.set("windows", windows)
        p.set("names", names)
        p.set("snapshot", snapshot)
        p.set("restoration", restoration)
        p.set("requests", requests)
        let (stream, continuation) = AsyncStream.makeStream(of: EventStreamElement.self, bufferingPolicy: bufferingPolicy)
        let result: Result<JSON, ClientError> = await withCheckedContinuation { cont in
            send("events.subscribe", p) { [self] result in
                // On the reader thread, before the next line is handled.
                if case .success(let json) = result, let id = json["subscription"]?.stringValue {
                    register(subscription: id, continuation)
                }
                cont.resume(returning: result)
            }
        }
        let json: JSON
        do {
            json = try result.get()
        } catch {
            continuation.finish()
            throw error
        }
        let subscribed = try decode(json, "events.subscribe", as: SubscribeResult.self)
        return EventSubscription(
            id: subscribed.subscription, seq: subscribed.seq, tree: subscribed.tree, treeJSON: json["tree"],
            restorationEvents: subscribed.restorationEvents, restorationEventsNotKept: subscribed.restorationEventsNotKept,
            stream: stream)
    }

    /// `events.unsubscribe`: the subscription's sequence ends.
    public func unsubscribe(_ subscription: String) async throws(ClientError) {
        _ = try await calls.eventsUnsubscribe(subscription: subscription)
        unregister(subscription: subscription)
    }

    /// `sync`: answers once every event issued before it has been written to this client.
    public func sync() async throws(ClientError) -> Int {
        (try await calls.sync()).seq
    }
}
