import HierarchyEngine
import WireProtocol

/// events.subscribe, events.unsubscribe, sync.
enum EventEntries {
    static let all: [MethodEntry] = [
        MethodEntry(.eventsSubscribe) { a throws(RPCError) in
            .subscribe(SubscriptionRequest(
                windows: try a.optionalWindows("windows"),
                names: try a.params.optionalStringArray("names").map(Set.init),
                snapshot: try a.bool("snapshot"),
                restoration: try a.bool("restoration"),
                requests: try a.bool("requests")))
        },
        MethodEntry(.eventsUnsubscribe) { a throws(RPCError) in
            .unsubscribe(try a.params.string("subscription"))
        },
        MethodEntry(.sync) { _ throws(RPCError) in .sync },
    ]
}
