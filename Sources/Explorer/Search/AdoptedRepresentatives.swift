/// What a reduction's adopted states stand for: each representative (a stack key, the
/// presentations above a tab bar) with whether every state that adopted it was reached through
/// the app's code. The rule both reductions share (`StackInteriorReduction`, `HiddenTabReduction`):
/// a representative met only through code stands only for states reached through code too, so a
/// state the storyboard's actions alone reach is never left out for one reached only through
/// code, and the report still tells scenes reached without code apart
/// (`ExplorationLog.reachedWithoutCode`, docs/explore.md).
struct AdoptedRepresentatives<Key: Hashable & Sendable>: Sendable {
    /// Each representative adopted, and whether only states reached through code adopted it.
    private var onlyThroughCode: [Key: Bool] = [:]

    /// Whether a state of `key`, reached through code or not (`throughCode`), is covered by
    /// an adopted one (and need not be expanded).
    func cover(_ key: Key, throughCode: Bool) -> Bool {
        guard let only = onlyThroughCode[key] else { return false }
        return !only || throughCode
    }

    /// A state of `key` was adopted (it will be expanded), reached through code or not.
    mutating func adopt(_ key: Key, throughCode: Bool) {
        onlyThroughCode[key] = (onlyThroughCode[key] ?? true) && throughCode
    }
}
