import WireProtocol

/// What the timeline keeps, bounded: the last `eventLimit` events and request reports (as the
/// page shows them), and the tree after each of the last `treeLimit` refreshes, so that a click
/// on an event shows the hierarchy as it was then (the first refresh taken after that event).
public struct TimelineHistory: Sendable {
    public let eventLimit: Int
    public let treeLimit: Int
    /// Entries in arrival order: `{type: "event"|"request", …}` messages.
    public private(set) var entries: [String] = []
    private var entriesStart = 0
    /// (the last event seq the refresh had seen, its tree), in refresh order.
    private var trees: [(seq: Int, tree: JSON)] = []
    private var treesStart = 0
    /// Entries and trees ever dropped to stay in bounds.
    public private(set) var droppedEntries = 0

    public init(eventLimit: Int = 10_000, treeLimit: Int = 500) {
        self.eventLimit = max(1, eventLimit)
        self.treeLimit = max(1, treeLimit)
    }

    public mutating func append(entry: String) {
        entries.append(entry)
        if entries.count - entriesStart > eventLimit {
            entriesStart += 1
            droppedEntries += 1
            if entriesStart > eventLimit { entries.removeFirst(entriesStart); entriesStart = 0 }
        }
    }

    /// The kept entries, oldest first.
    public var keptEntries: ArraySlice<String> { entries[entriesStart...] }

    public mutating func append(tree: JSON, seq: Int) {
        trees.append((seq, tree))
        if trees.count - treesStart > treeLimit {
            lastDroppedTreeSeq = trees[treesStart].seq
            treesStart += 1
            if treesStart > treeLimit { trees.removeFirst(treesStart); treesStart = 0 }
        }
    }

    /// The seq of the newest tree dropped to stay in bounds.
    private var lastDroppedTreeSeq: Int?

    public var keptTrees: Int { trees.count - treesStart }

    /// The tree of the first refresh that had seen event `seq`, with that refresh's seq; nil
    /// when that refresh is no longer kept. For an event no refresh has seen yet, the latest.
    public func tree(afterEvent seq: Int) -> (seq: Int, tree: JSON)? {
        if let dropped = lastDroppedTreeSeq, dropped >= seq { return nil }
        let kept = trees[treesStart...]
        return kept.first { $0.seq >= seq } ?? kept.last
    }
}
