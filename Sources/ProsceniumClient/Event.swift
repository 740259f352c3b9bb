import WireProtocol

/// One `event` notification: a callback UIKit would make (`viewWillAppear`, …) or a
/// server-level event (`screenDidConnect`), with its ordering numbers.
public struct Event: Sendable, Equatable {
    public var subscription: String
    /// Server-wide event number.
    public var seq: Int
    public var window: String?
    /// Per-window number, strictly increasing with no gaps (nil for controllers in no window).
    public var windowSeq: Int?
    /// Milliseconds since server start.
    public var time: Double
    public var vc: String?
    public var name: String
    public var animated: Bool?
    /// Every member, including the event-specific ones (`isBeingPresented`, `parent`,
    /// `identifier`, `screen`, …).
    public var params: JSONObject

    public init(params json: JSON) throws(ClientError) {
        let r = try ResultReader(json, context: "event")
        subscription = try r.string("subscription")
        seq = try r.int("seq")
        window = r.optionalString("window")
        windowSeq = r.optionalInt("windowSeq")
        time = json["time"]?.doubleValue ?? 0
        vc = r.optionalString("vc")
        name = try r.string("name")
        animated = r.optionalBool("animated")
        params = json.objectValue ?? [:]
    }

    /// An event-specific member.
    public subscript(key: String) -> JSON? { params[key] }
}

/// What an event subscription yields: events, and notices that the server dropped some
/// because this client did not read fast enough.
public enum EventStreamElement: Sendable, Equatable {
    case event(Event)
    /// `eventsDropped`: `count` events of this subscription were lost before the next one.
    case eventsDropped(count: Int)
    /// Another connection's mutating request, answered (subscriptions made with `requests: true`).
    case request(RequestReport)
}
