import EngineRequests
import HierarchyEngine
import WireProtocol

/// segue.perform, vc.segues, segue.unwind.
enum SegueEntries {
    static let all: [MethodEntry] = [
        MethodEntry(MutationRequests.seguePerform),
        MethodEntry(.vcSegues) { a, h, _ throws(RPCError) in
            guard let list = h.segues(of: a.targetController) else {
                throw TargetResolver.notFound("no view controller '\(a.targetController)'")
            }
            return .result(ResultEncoding.segues(list))
        },
        MethodEntry(.segueUnwind) { a throws(RPCError) in
            .unwind(source: a.targetController, action: a[.action])
        },
    ]
}
