import WireProtocol

/// One event an operation must cause: its name, the controller it is about and the members it
/// must carry (`tab: "t1"`, `result: true`).
public struct ExpectedEvent: Sendable, Equatable, CustomStringConvertible {
    public var name: String
    public var vc: String
    public var members: [String: JSON]

    public init(_ name: String, on vc: String, _ members: [String: JSON] = [:]) {
        self.name = name
        self.vc = vc
        self.members = members
    }

    func matches(_ e: ObservedEvent) -> Bool {
        e.name == name && e.vc == vc && members.allSatisfy { e.params[$0.key] == $0.value }
    }

    public var description: String {
        "\(name)@\(vc)" + (members.isEmpty ? "" : JSON.object(JSONObject(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })).description)
    }
}

/// What the events of an operation that calls a delegate must be, beyond the contiguity every
/// operation's events have (`ClientDriver.checkEvents`): the UIKit order of the issue 42
/// methods. A user's tap on a tab is `tabBarController(_:shouldSelectTab:)` first and
/// `didSelectTab:previousTab:` last, the switch's appearance callbacks between (R174); a back
/// tap is the animated pop with the navigation delegate's willShow after the will phase and
/// didShow after the did phase (R169, R111); a finished drag to another detent is the sheet
/// delegate's call alone (R168); `selectedTab =` and `setTabs` call no tab delegate (R172,
/// R173).
public struct DelegateEventRule: Sendable {
    /// The first event.
    public var first: ExpectedEvent?
    /// The last event.
    public var last: ExpectedEvent?
    /// Events that must come in this order (others may come between).
    public var inOrder: [ExpectedEvent] = []
    /// Names no event may have.
    public var absent: [String] = []
    /// Exactly this many events (nil: any number).
    public var count: Int?

    public init(first: ExpectedEvent? = nil, last: ExpectedEvent? = nil, inOrder: [ExpectedEvent] = [], absent: [String] = [], count: Int? = nil) {
        self.first = first
        self.last = last
        self.inOrder = inOrder
        self.absent = absent
        self.count = count
    }

    /// The tab delegate's methods, for the operations that must not call them.
    public static let tabDelegateEvents = ["tabBarControllerShouldSelectTab", "tabBarControllerDidSelectTab",
                                           "tabBarControllerShouldSelect", "tabBarControllerDidSelect"]

    /// What is wrong with `events`, or nil when they keep the rule. Empty events are judged by
    /// the contiguity check (events may be optional), not here.
    public func failure(_ events: [ObservedEvent]) -> String? {
        guard !events.isEmpty else { return nil }
        let seen = { events.map { "\($0.name)@\($0.vc ?? "-")" } }
        if let count, events.count != count { return "\(events.count) events, expected \(count): \(seen())" }
        if let first, !first.matches(events[0]) { return "the first event is not \(first): \(seen()) (\(events[0].params))" }
        if let last, !last.matches(events[events.count - 1]) { return "the last event is not \(last): \(seen()) (\(events[events.count - 1].params))" }
        if let bad = events.first(where: { absent.contains($0.name) }) { return "\(bad.name)@\(bad.vc ?? "-") must not be called: \(seen())" }
        var next = 0
        for e in events where next < inOrder.count && inOrder[next].matches(e) { next += 1 }
        if next < inOrder.count { return "\(inOrder[next]) missing or out of order (expected in order \(inOrder)): \(seen())" }
        return nil
    }
}
