import HierarchyEngine
import WireProtocol

/// segue.perform, vc.segues, segue.unwind.
enum SegueEntries {
    static let all: [MethodEntry] = [
        MethodEntry(.seguePerform) { a throws(RPCError) in
            let identifier = try a.params.optionalString("identifier")
            let segue = try a.params.optionalString("segue")
            guard (identifier == nil) != (segue == nil) else {
                throw .invalidParams("give exactly one of 'identifier' (performSegue from code) or 'segue' (the segue's XML id, as a user tap)")
            }
            return .performSegue(source: a.targetController, identifier: identifier, segue: segue,
                                 sender: try a.params.optionalString("sender"))
        },
        MethodEntry(.vcSegues) { a, h, _ throws(RPCError) in
            guard let list = h.segues(of: a.targetController) else {
                throw TargetResolver.notFound("no view controller '\(a.targetController)'")
            }
            return .json(.object(["segues": .array(list.map(ResultEncoding.segue))]))
        },
        MethodEntry(.segueUnwind) { a throws(RPCError) in
            .unwind(source: a.targetController, action: try a.params.string("action"))
        },
    ]
}
