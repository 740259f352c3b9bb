/// The time spans of operations (first to last event, in server milliseconds): one window's
/// must not overlap; different windows' should (that is the concurrency under test).
public struct TransitionTimeline: Sendable {
    public struct Span: Sendable {
        public var window: String
        public var start: Double
        public var end: Double

        public init(window: String, start: Double, end: Double) {
            self.window = window
            self.start = start
            self.end = end
        }
    }

    private var lastEnd: [String: (end: Double, what: String)] = [:]
    /// Spans that took time (animated transitions at a speed above 0).
    public private(set) var timedSpans: [Span] = []

    public init() {}

    /// Records one operation's span; returns a violation when it began before the window's
    /// previous operation ended.
    public mutating func record(window: String, start: Double, end: Double, what: String) -> Violation? {
        var violation: Violation?
        if let previous = lastEnd[window], start < previous.end {
            violation = Violation(rule: "transitionOverlap",
                                  detail: "window \(window): \(what) began at \(start) ms before \(previous.what) ended at \(previous.end) ms")
        }
        lastEnd[window] = (end, what)
        if end > start { timedSpans.append(Span(window: window, start: start, end: end)) }
        return violation
    }

    /// How many timed spans overlap in time with a span of another window.
    public static func crossWindowOverlaps(_ spans: [Span]) -> Int {
        let sorted = spans.sorted { $0.start < $1.start }
        // The latest end seen so far, and the latest end of a window other than its window.
        var best: (end: Double, window: String)?
        var second: (end: Double, window: String)?
        var overlapping = 0
        for s in sorted {
            if let b = best, b.window != s.window, b.end > s.start {
                overlapping += 1
            } else if let c = second, c.window != s.window, c.end > s.start {
                overlapping += 1
            }
            if let b = best, b.window == s.window {
                if s.end > b.end { best = (s.end, s.window) }
            } else if best == nil || s.end > best!.end {
                second = best
                best = (s.end, s.window)
            } else if second == nil || s.end > second!.end {
                second = (s.end, s.window)
            }
        }
        return overlapping
    }
}
