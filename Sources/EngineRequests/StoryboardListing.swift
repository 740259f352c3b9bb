import HierarchyEngine
import WireProtocol

/// A loaded storyboard as `storyboard.list` and `storyboard.load` describe it: its scenes in
/// document order, each with the contract's fields and the static flow graph proscd adds
/// (`container`, `reference`, `relationships`, `segues` with trigger and destination). What a
/// client such as `prosc explore` needs to know the segues before any controller exists;
/// written here once for proscd and for the explorer's in-process path.
public enum StoryboardListing {
    /// `{storyboard, path, initial, scenes}`: one entry of `storyboard.list`.
    public static func entry(name: String, template t: StoryboardTemplate, path: String?) -> JSON {
        .object(JSONObject([
            ("storyboard", .string(name)),
            ("path", optional(path)),
            ("initial", optional(t.initialScene)),
            ("scenes", .array(scenes(t))),
        ]))
    }

    /// A storyboard's scenes, in document order, each with its static flow graph.
    public static func scenes(_ t: StoryboardTemplate) -> [JSON] {
        t.sceneOrder.compactMap { id -> JSON? in
            guard let s = t.scenes[id] else { return nil }
            return .object(JSONObject([
                ("id", .string(s.id)),
                ("storyboardIdentifier", optional(s.storyboardIdentifier)),
                ("class", .string(s.className)),
                ("customClass", optional(s.customClass)),
                ("title", optional(s.title)),
            ] + graphMembers(of: s)))
        }
    }

    /// The flow-graph members of one scene, appended after `{id, storyboardIdentifier, class,
    /// customClass, title}`: the container kind, where a storyboard reference points, the
    /// relationship segues and every other segue with its trigger and its destination's scene
    /// id (a reference's id when it leads into another storyboard), and the action connections
    /// aimed at the controller (selector, element, title).
    public static func graphMembers(of s: SceneTemplate) -> [(key: String, value: JSON)] {
        var out: [(key: String, value: JSON)] = [("container", .string(s.container.rawValue))]
        if let r = s.reference {
            out.append(("reference", .object(JSONObject([
                ("storyboard", .string(r.storyboardName)),
                ("identifier", optional(r.referencedIdentifier)),
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
                ("identifier", optional(g.identifier)),
                ("kind", .string(g.kind.rawValue)),
                ("trigger", .string(g.trigger)),
                ("destination", optional(g.destination)),
                ("unwindAction", optional(g.unwindAction)),
            ]))
        })))
        out.append(("actions", .array(s.actions.map { a in
            .object(JSONObject([
                ("selector", .string(a.selector)),
                ("element", .string(a.element)),
                ("title", optional(a.title)),
            ]))
        })))
        return out
    }

    private static func optional(_ s: String?) -> JSON { s.map(JSON.string) ?? .null }
}
