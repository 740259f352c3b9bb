import EngineRequests
import HierarchyEngine
import WireProtocol

/// page.setViewControllers, page.swipe.
enum PageEntries {
    static let all: [MethodEntry] = [
        MethodEntry(MutationRequests.pageSetViewControllers),
        MethodEntry(MutationRequests.pageSwipe),
    ]
}
