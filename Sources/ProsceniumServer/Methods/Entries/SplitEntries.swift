import HierarchyEngine
import WireProtocol

/// split.setViewController, split.showColumn, split.hideColumn (column-style splits, R150–R165).
enum SplitEntries {
    static let all: [MethodEntry] = [
        MethodEntry(.splitSetViewController) { a throws(RPCError) in
            .setSplitColumn(split: a.targetController, column: try column(a), vc: try a.optionalVC("vc"))
        },
        MethodEntry(.splitShowColumn) { a throws(RPCError) in
            .showSplitColumn(split: a.targetController, column: try column(a))
        },
        MethodEntry(.splitHideColumn) { a throws(RPCError) in
            .hideSplitColumn(split: a.targetController, column: try column(a))
        },
    ]

    /// `column`, validated against the method's allowed values.
    private static func column(_ a: Arguments) throws(RPCError) -> SplitColumn {
        guard let c: SplitColumn = try a.optionalEnumeration("column") else { throw .invalidParams("missing required parameter 'column'") }
        return c
    }
}
