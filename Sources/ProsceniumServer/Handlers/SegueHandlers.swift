import HierarchyEngine
import WireProtocol

/// segue.perform, vc.segues, segue.unwind.
enum SegueHandlers {
    static let entries: [(String, Dispatcher.Handler)] = [
        ("segue.perform", { c throws(RPCError) in
            let source = try c.vc("source")
            let identifier = try c.params.optionalString("identifier")
            let segue = try c.params.optionalString("segue")
            guard (identifier == nil) != (segue == nil) else {
                throw Call.invalidParams("give exactly one of 'identifier' (performSegue from code) or 'segue' (the segue's XML id, as a user tap)")
            }
            let sender = try c.params.optionalString("sender")
            try c.submit(.performSegue(source: source, identifier: identifier, segue: segue, sender: sender), anchor: .controller(source))
        }),
        ("vc.segues", { c throws(RPCError) in
            let vc = try c.vc("vc")
            guard let list = c.server.context.engine.withHierarchy({ $0.segues(of: vc) }) else {
                throw Call.notFound("no view controller '\(vc)'")
            }
            c.reply(.object(["segues": .array(list.map(ResultEncoding.segue))]))
        }),
        ("segue.unwind", { c throws(RPCError) in
            let source = try c.vc("source")
            let action = try c.params.string("action")
            try c.submit(.unwind(source: source, action: action), anchor: .controller(source))
        }),
    ]
}
