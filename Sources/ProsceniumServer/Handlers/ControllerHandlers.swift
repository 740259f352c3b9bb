import HierarchyEngine
import WireProtocol

/// vc.instantiate, vc.create, vc.get, vc.set, vc.present, vc.dismiss, vc.show,
/// vc.showDetail, vc.addChild, vc.removeFromParent, vc.addView, vc.transition,
/// vc.beginAppearanceTransition, vc.endAppearanceTransition.
enum ControllerHandlers {
    static let entries: [(String, Dispatcher.Handler)] = [
        ("vc.instantiate", { c throws(RPCError) in
            let storyboard = try c.params.string("storyboard")
            let identifier = try c.params.optionalString("identifier")
            try c.submit(.instantiate(storyboard: storyboard, identifier: identifier), anchor: .server) { result, h, w in
                guard case .controller(let vc) = result else { return ResultEncoding.write(result, into: &w) }
                w.beginObject()
                w.member("vc", vc)
                w.key("tree")
                TreeEncoding.write(h.tree(of: vc), into: &w)
                w.endObject()
            }
        }),
        ("vc.create", { c throws(RPCError) in
            let className = try c.params.string("class")
            guard !className.isEmpty else { throw Call.invalidParams("'class' must not be empty") }
            let title = try c.params.optionalString("title")
            let properties = try c.properties("properties")
            let children = try c.params.optionalStringArray("children") == nil ? [] : try c.vcs("children")
            try c.submit(.createController(className: className, title: title, properties: properties, children: children),
                         anchor: children.first.map(JobAnchor.controller) ?? .server)
        }),
        ("vc.get", { c throws(RPCError) in
            let vc = try c.vc("vc")
            guard let info = c.server.context.engine.withHierarchy({ $0.controller(vc) }) else {
                throw Call.notFound("no view controller '\(vc)'")
            }
            c.reply(ResultEncoding.controller(info))
        }),
        ("vc.set", { c throws(RPCError) in
            let vc = try c.vc("vc")
            guard try c.params.optionalObject("properties") != nil else {
                throw Call.invalidParams("missing required parameter 'properties'")
            }
            try c.submit(.setProperties(vc, try c.properties("properties")), anchor: .controller(vc))
        }),
        ("vc.present", { c throws(RPCError) in
            let presenter = try c.vc("presenter")
            let vc = try c.vc("vc")
            let style = try c.enumValue("style", PresentationStyle.self)
            let transition = try c.enumValue("transition", TransitionStyle.self)
            try c.submit(.present(presenter: presenter, vc: vc, animated: try c.animated(), style: style, transition: transition),
                         anchor: .controller(presenter))
        }),
        ("vc.dismiss", { c throws(RPCError) in
            let vc = try c.vc("vc")
            try c.submit(.dismiss(vc, animated: try c.animated()), anchor: .controller(vc))
        }),
        ("vc.show", { c throws(RPCError) in
            let from = try c.vc("from")
            try c.submit(.show(try c.vc("vc"), from: from, animated: try c.animated()), anchor: .controller(from))
        }),
        ("vc.showDetail", { c throws(RPCError) in
            let from = try c.vc("from")
            try c.submit(.showDetail(try c.vc("vc"), from: from, animated: try c.animated()), anchor: .controller(from))
        }),
        ("vc.addChild", { c throws(RPCError) in
            let parent = try c.vc("parent")
            let steps = try stepList(c, "steps", AddChildStep.self) ?? [.addChild, .addView, .didMove]
            try c.submit(.addChild(parent: parent, child: try c.vc("child"), steps: steps), anchor: .controller(parent))
        }),
        ("vc.removeFromParent", { c throws(RPCError) in
            let vc = try c.vc("vc")
            let steps = try stepList(c, "steps", RemoveChildStep.self) ?? [.willMove, .removeView, .removeFromParent]
            try c.submit(.removeFromParent(vc, steps: steps), anchor: .controller(vc))
        }),
        ("vc.addView", { c throws(RPCError) in
            let into = try c.vc("into")
            try c.submit(.addView(try c.vc("vc"), into: into), anchor: .controller(into))
        }),
        ("vc.transition", { c throws(RPCError) in
            let parent = try c.vc("parent")
            let duration = try c.params.optionalDouble("duration") ?? 0.25
            guard duration >= 0, duration <= 3600 else { throw Call.invalidParams("'duration' must be between 0 and 3600 seconds") }
            try c.submit(.transition(parent: parent, from: try c.vc("from"), to: try c.vc("to"), duration: duration,
                                     animated: try c.animated()),
                         anchor: .controller(parent))
        }),
        ("vc.beginAppearanceTransition", { c throws(RPCError) in
            let vc = try c.vc("vc")
            let appearing = try c.params.bool("appearing")
            let animated = try c.params.bool("animated")
            try c.submit(.beginAppearanceTransition(vc, appearing: appearing, animated: animated), anchor: .controller(vc))
        }),
        ("vc.endAppearanceTransition", { c throws(RPCError) in
            let vc = try c.vc("vc")
            try c.submit(.endAppearanceTransition(vc), anchor: .controller(vc))
        }),
    ]

    /// `steps`: a list of step names in protocol order; any subset reproduces a container
    /// that forgets a step.
    private static func stepList<S: RawRepresentable>(_ c: Call, _ name: String, _: S.Type) throws(RPCError) -> [S]? where S.RawValue == String {
        guard let names = try c.params.optionalStringArray(name) else { return nil }
        var out: [S] = []
        for n in names {
            guard let s = S(rawValue: n) else { throw Call.invalidParams("unknown step '\(n)' in '\(name)'") }
            out.append(s)
        }
        return out
    }
}
