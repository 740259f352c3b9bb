/// Checks that each window's events arrive with `windowSeq` strictly increasing by one, for
/// one receiving connection. A dropped-events notice allows one gap per window afterwards.
public struct WindowSequenceChecker: Sendable {
    private var last: [String: Int] = [:]
    private var gapAllowed = Set<String>()
    private let observer: String
    public var observerName: String { observer }
    public private(set) var violations: [Violation] = []
    public private(set) var violationCount = 0
    public private(set) var eventsSeen = 0

    /// `observer` names the receiving connection in violation messages.
    public init(observer: String) { self.observer = observer }

    public mutating func observe(window: String, windowSeq: Int) {
        eventsSeen += 1
        defer { last[window] = windowSeq }
        guard let previous = last[window] else { return }
        if windowSeq == previous + 1 { return }
        if windowSeq > previous + 1, gapAllowed.remove(window) != nil { return }
        let what = windowSeq <= previous ? "out of order" : "gap"
        record(Violation(rule: "windowSeq", detail: "\(observer): window \(window) event windowSeq \(windowSeq) after \(previous) (\(what))"))
    }

    /// After `eventsDropped`: the next event of every window may skip numbers.
    public mutating func eventsWereDropped() {
        gapAllowed.formUnion(last.keys)
    }

    mutating func record(_ v: Violation) {
        violationCount += 1
        if violations.count < 20 { violations.append(v) }
    }
}
