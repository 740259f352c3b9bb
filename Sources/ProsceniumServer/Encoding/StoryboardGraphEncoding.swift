import HierarchyEngine
import WireProtocol

/// The static flow graph of a storyboard scene, as `storyboard.load` and `storyboard.list`
/// list it beside the contract's scene fields: the container kind, where a storyboard
/// reference points, the relationship segues and every other segue with its trigger and its
/// destination's scene id (a reference's id when it leads into another storyboard), and the
/// action connections aimed at the controller (selector, element, title). What a
/// client such as `prosc explore` needs to know the storyboard's segues before any controller
/// exists (`vc.segues` answers only for a live controller).
enum StoryboardGraphEncoding {
    /// The extension members of one scene, to append after `{id, storyboardIdentifier, class, customClass, title}`.
    static func members(of s: SceneTemplate) -> [(key: String, value: JSON)] {
        var out: [(key: String, value: JSON)] = [("container", .string(s.container.rawValue))]
        if let r = s.reference {
            out.append(("reference", .object(JSONObject([
                ("storyboard", .string(r.storyboardName)),
                ("identifier", ResultEncoding.optional(r.referencedIdentifier)),
            ]))))
        }
        out.append(("relationships", .array(s.relationships.map { r in
            .object(JSONObject([
                ("segue", .string(r.id)),
                ("relationship", .string(r.relationship)),
                ("destination", .string(r.destination)),
            ]))
        })))
        out.append(("segues", .array(s.segues.map { g in
            .object(JSONObject([
                ("segue", .string(g.id)),
                ("identifier", ResultEncoding.optional(g.identifier)),
                ("kind", .string(g.kind.rawValue)),
                ("trigger", .string(g.trigger)),
                ("destination", ResultEncoding.optional(g.destination)),
                ("unwindAction", ResultEncoding.optional(g.unwindAction)),
            ]))
        })))
        out.append(("actions", .array(s.actions.map { a in
            .object(JSONObject([
                ("selector", .string(a.selector)),
                ("element", .string(a.element)),
                ("title", ResultEncoding.optional(a.title)),
            ]))
        })))
        return out
    }
}
