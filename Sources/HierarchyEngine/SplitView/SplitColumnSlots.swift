/// One controller per column of a column-style split (R151): what the app set for each column,
/// or what the split installed there (the navigation controller wrapping it).
struct SplitColumnSlots: Sendable, Equatable {
    var primary: VCID?
    var supplementary: VCID?
    var secondary: VCID?
    var compact: VCID?

    subscript(_ column: SplitColumn) -> VCID? {
        get {
            switch column {
            case .primary: primary
            case .supplementary: supplementary
            case .secondary: secondary
            case .compact: compact
            }
        }
        set {
            switch column {
            case .primary: primary = newValue
            case .supplementary: supplementary = newValue
            case .secondary: secondary = newValue
            case .compact: compact = newValue
            }
        }
    }

    /// The controllers set, in column order (primary, supplementary, secondary, compact): the
    /// order of the split's children.
    var inColumnOrder: [VCID] { SplitColumn.allCases.compactMap { self[$0] } }

    /// The controllers set, by column (what preservation writes, RS9).
    var byColumn: [SplitColumn: VCID] {
        var result: [SplitColumn: VCID] = [:]
        for c in SplitColumn.allCases { result[c] = self[c] }
        return result
    }
}
