import WireProtocol

/// A notification the server pushed: an `event`, an `eventsDropped` notice, or another.
public struct ServerNotification: Sendable, Equatable {
    public var method: String
    public var params: JSON

    public init(method: String, params: JSON) {
        self.method = method
        self.params = params
    }

    public var isEvent: Bool { method == "event" }
    public var name: String? { params["name"]?.stringValue }
    public var vc: String? { params["vc"]?.stringValue }
    public var window: String? { params["window"]?.stringValue }
    public var seq: Int? { params["seq"]?.intValue }
    public var windowSeq: Int? { params["windowSeq"]?.intValue }
    public var subscription: String? { params["subscription"]?.stringValue }
}
