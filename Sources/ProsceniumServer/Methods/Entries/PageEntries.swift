import EngineRequests
import HierarchyEngine
import WireProtocol

/// page.setViewControllers, page.swipe.
enum PageEntries {
    static let all: [MethodEntry] = [
        MethodEntry(.pageSetViewControllers) { a throws(RPCError) in
            try MutationRequests.pageSetViewControllers(page: a.targetController, vcs: try a.vcs("vcs"),
                                                        pages: try a.params.optionalStringArray("pages") == nil ? nil : try a.vcs("pages"), a.params)
        },
        MethodEntry(.pageSwipe) { a throws(RPCError) in
            try MutationRequests.pageSwipe(page: a.targetController, a.params)
        },
    ]
}
