import EngineRequests
import HierarchyEngine
import WireProtocol

/// split.setViewController, split.showColumn, split.hideColumn (column-style splits, R150–R165).
enum SplitEntries {
    static let all: [MethodEntry] = [
        MethodEntry(.splitSetViewController) { a throws(RPCError) in
            .setSplitColumn(split: a.targetController, column: a[.column], vc: a.optional(.vc))
        },
        MethodEntry(MutationRequests.splitShowColumn),
        MethodEntry(MutationRequests.splitHideColumn),
    ]
}
