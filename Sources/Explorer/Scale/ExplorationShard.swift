import SourceNavigation
/// One share of a sharded exploration (`prosc explore --shard I/N`). Every shard explores the
/// same breadth-first prefix — from the launch, and separately from every start code could make —
/// up to the first level with at least `splitWidth` states per shard, keeps the states of that
/// level it owns (by a hash of their shape, so ownership needs no agreement on order), and
/// explores on from those only. What each shard expanded is recorded (`ExplorationRecords`);
/// `prosc merge` replays the unsharded breadth-first search over the union of the records, so
/// the merged report is the unsharded one (docs/scale.md explains why every state the unsharded
/// search expands is expanded by some shard).
public struct ExplorationShard: Sendable, Equatable, CustomStringConvertible {
    /// 1 … `count`.
    public let index: Int
    public let count: Int
    /// States per shard the split level must hold.
    public static let splitWidth = 4

    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether this shard explores on from the state of this shape at the split level.
    public func owns(_ shape: String) -> Bool {
        Int(Self.stableHash(shape) % UInt64(count)) == index - 1
    }

    /// Whether a level of `width` states is where the shards split.
    func splitsAt(width: Int) -> Bool { width >= Self.splitWidth * count }

    /// FNV-1a over the UTF-8 bytes: the same in every process (Swift's `Hasher` is seeded per process).
    static func stableHash(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in text.utf8 {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01b3
        }
        return h
    }

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }
}

/// What an exploration's actions did, by where they were taken: each start's outcome and each
/// expanded state's actions and outcomes. A shard records them for `prosc merge`; the merge
/// answers from their union (`ReplayDriver`).
public struct ExplorationRecords: Sendable {
    var starts: [ExplorationStart: ExpansionOutcome] = [:]
    /// By state shape.
    var expansions: [String: StateExpansion] = [:]

    public init() {}

    /// The number of expanded states recorded.
    public var expandedStates: Int { expansions.count }

    /// Adds `other`'s records; a state both expanded keeps the first one's (they are equal: the
    /// engine is deterministic).
    public mutating func add(_ other: ExplorationRecords) {
        starts.merge(other.starts) { first, _ in first }
        expansions.merge(other.expansions) { first, _ in first }
    }
}

extension ExplorationRecords {
    /// Replaces the code plans read back from shards' reports (`CodeActionPlan.unresolved`) by
    /// the plans of `table`, read from the sources again, matched by text and storyboard; throws
    /// the text of one the sources no longer hold (they changed between the shards and the merge).
    mutating func resolveCodePlans(_ table: CodeActionTable, launchRoot: LaunchRoot?) throws(ExploreFailure) {
        // A launch from code, read back as its text: the one the sources read now set.
        for (start, outcome) in starts {
            guard case .launchCode(let placeholder) = start, let text = placeholder.unresolvedText else { continue }
            guard let launchRoot, launchRoot.description == text else {
                throw .badInput("a shard's launch from code is not in the sources read now (they changed between the shards and the merge): \(text)")
            }
            starts[start] = nil
            starts[.launchCode(launchRoot)] = outcome
        }
        var byText: [String: CodeActionPlan] = [:]
        for plan in table.plans.values.joined() { byText[plan.storyboard + "\u{0}" + plan.text] = plan }
        for (shape, expansion) in expansions {
            var resolved = expansion
            var changed = false
            for (i, action) in expansion.actions.enumerated() {
                guard let plan = action.codePlan, plan.isUnresolved else { continue }
                guard let found = byText[plan.storyboard + "\u{0}" + plan.trigger] else {
                    throw .badInput("a shard's code action is not in the sources read now (they changed between the shards and the merge): \(plan.trigger)")
                }
                if case .givenUp(let gesture, _, let at) = action.kind {
                    resolved.actions[i].kind = .givenUp(gesture, code: found, at: at)
                } else {
                    resolved.actions[i].kind = .code(found)
                }
                changed = true
            }
            if changed { expansions[shape] = resolved }
        }
    }
}

extension LaunchRoot {
    /// A launch from code read back from a shard's report: only its text (`description`), until
    /// the merge, which reads the sources again, resolves it (`resolveCodePlans`).
    static func unresolved(_ text: String) -> LaunchRoot {
        LaunchRoot(source: .unknown(text), method: "", location: SourceLocation(file: "", line: 0), conditional: false)
    }

    /// The text an unresolved one was read from; nil for a launch root read from the sources.
    var unresolvedText: String? {
        if method.isEmpty, case .unknown(let text) = source { return text }
        return nil
    }
}
