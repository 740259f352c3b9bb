import HierarchyEngine
import WireProtocol

/// events.subscribe, events.unsubscribe, sync.
enum EventEntries {
    static let all: [MethodEntry] = [
        MethodEntry(.eventsSubscribe) { a throws(RPCError) in
            .subscribe(SubscriptionRequest(
                windows: a.optional(.windows).map(Set.init),
                names: a.optional(.names).map(Set.init),
                snapshot: a[.snapshot],
                restoration: a[.restoration],
                requests: a[.requests]))
        },
        MethodEntry(.eventsUnsubscribe) { a throws(RPCError) in
            .unsubscribe(a[.subscription])
        },
        MethodEntry(.sync) { _ throws(RPCError) in .sync },
    ]
}
