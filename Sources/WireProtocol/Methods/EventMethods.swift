/// Event subscription methods (docs/protocol.md *Methods › Events*).
extension MethodDescriptor {
    public static let eventsSubscribe = MethodDescriptor(
        "events.subscribe", summary: "Receive event notifications from now on",
        params: [
            .optional(.windows, "only these windows' events (default: all)"),
            .optional(.names, "only events with these names (default: all)"),
            .optional(.snapshot, default: false, "also return the tree as of the subscription's seq"),
            .optional(.restoration, default: false,
                      "first replay the start-up restore's events (decodeRestorableState, launch appearance, applicationFinishedRestoringState) that match the filters, with their original seq"),
            .optional(.requests, default: false,
                      "also receive a `request` notification for every mutating request another connection makes, once it is answered: its method, params, connection, outcome and the seqs of the events it caused (what `prosc record` needs)"),
        ],
        returns: ResultTypes.subscribeResult, mutates: false)

    public static let eventsUnsubscribe = MethodDescriptor(
        "events.unsubscribe", summary: "Stop a subscription",
        params: [.required(.subscription, "the subscription's id")],
        returns: ResultTypes.empty, mutates: false)

    public static let sync = MethodDescriptor(
        "sync", summary: "Answer once every earlier event has been written to this client",
        returns: ResultTypes.syncResult, mutates: false)

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let eventMethods: [MethodDescriptor] = [.eventsSubscribe, .eventsUnsubscribe, .sync]
}
