import HierarchyEngine

/// An engine event on its way to the loop thread, which numbers it (`seq`, `windowSeq`) and
/// adds the per-subscriber `subscription` when it delivers it.
struct PendingEvent: Sendable {
    let event: EngineEvent
    /// Milliseconds since server start when the engine emitted it.
    let time: Double
    /// The event's params object without the delivery fields —
    /// `{"window":"w1","time":12,"vc":"vc3","name":"viewDidLoad",…}` — written by the
    /// coordinator when someone was subscribed; nil when nobody was.
    let body: [UInt8]?
    /// The request whose job emitted it (nil for the server's own events: start-up, restore).
    let cause: ReplyTarget?

    init(_ event: EngineEvent, time: Double, encodeNow: Bool, cause: ReplyTarget? = nil) {
        self.event = event
        self.time = time
        self.cause = cause
        self.body = encodeNow ? EventEncoding.body(event, time: time) : nil
    }

    var window: WindowID? { event.window }
    var name: String { event.kind.name }

    /// The params object, written now if the coordinator did not write it.
    func bodyBytes() -> [UInt8] { body ?? EventEncoding.body(event, time: time) }
}
