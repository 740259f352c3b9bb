import ProsceniumClient
import WireProtocol

/// The fields of an `event` notification the checks use.
public struct ObservedEvent: Sendable {
    public var window: String
    public var windowSeq: Int
    public var time: Double
    public var name: String
    public var vc: String?
    /// `viewWillTransitionToSize`'s new size.
    public var width: Double?
    public var height: Double?
    /// The notification's params (the delegate events' members: `tab`, `result`,
    /// `selectedDetentIdentifier`, `viewController`, …).
    public var params: JSON

    public init(window: String, windowSeq: Int, time: Double, name: String, vc: String?, width: Double? = nil, height: Double? = nil,
                params: JSON = .null) {
        self.window = window
        self.windowSeq = windowSeq
        self.time = time
        self.name = name
        self.vc = vc
        self.width = width
        self.height = height
        self.params = params
    }

    /// nil for notifications that are not window events.
    public init?(_ n: ServerNotification) {
        guard n.isEvent, let w = n.window, let ws = n.windowSeq, let name = n.name else { return nil }
        self.init(window: w, windowSeq: ws, time: n.params["time"]?.doubleValue ?? 0, name: name, vc: n.vc,
                  width: n.params["width"]?.doubleValue, height: n.params["height"]?.doubleValue, params: n.params)
    }
}
