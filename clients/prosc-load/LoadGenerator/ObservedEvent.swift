import ProsceniumClient

/// The fields of an `event` notification the checks use.
public struct ObservedEvent: Sendable {
    public var window: String
    public var windowSeq: Int
    public var time: Double
    public var name: String
    public var vc: String?

    public init(window: String, windowSeq: Int, time: Double, name: String, vc: String?) {
        self.window = window
        self.windowSeq = windowSeq
        self.time = time
        self.name = name
        self.vc = vc
    }

    /// nil for notifications that are not window events.
    public init?(_ n: ServerNotification) {
        guard n.isEvent, let w = n.window, let ws = n.windowSeq, let name = n.name else { return nil }
        self.init(window: w, windowSeq: ws, time: n.params["time"]?.doubleValue ?? 0, name: name, vc: n.vc)
    }
}
