import EngineRequests
import HierarchyEngine
import WireProtocol

/// vc.instantiate, vc.create, vc.get, vc.set, vc.present, vc.instantiateAndPresent, vc.dismiss, vc.show, vc.showDetail,
/// vc.instantiateAndShow, vc.instantiateAndShowDetail,
/// vc.addChild, vc.removeFromParent, vc.addView, vc.transition, vc.beginAppearanceTransition,
/// vc.endAppearanceTransition.
enum ControllerEntries {
    static let all: [MethodEntry] = [
        MethodEntry(.vcInstantiate, result: .controllerWithTree) { a throws(RPCError) in
            try MutationRequests.vcInstantiate(a.params)
        },
        MethodEntry(.vcCreate) { a throws(RPCError) in
            let properties = try a.properties("properties")
            let children = try a.params.optionalStringArray("children") == nil ? [] : try a.vcs("children")
            return try MutationRequests.vcCreate(properties: properties, children: children, a.params)
        },
        MethodEntry(.vcGet) { a, h, _ throws(RPCError) in
            guard let info = h.controller(a.targetController) else {
                throw TargetResolver.notFound("no view controller '\(a.targetController)'")
            }
            return .result(ResultEncoding.controller(info))
        },
        MethodEntry(.vcChildren) { a, h, _ throws(RPCError) in
            guard let info = h.controller(a.targetController) else {
                throw TargetResolver.notFound("no view controller '\(a.targetController)'")
            }
            return .result(ResultEncoding.children(info.children.compactMap { h.controller($0) }))
        },
        MethodEntry(.vcSet) { a throws(RPCError) in
            guard try a.params.optionalObject("properties") != nil else {
                throw .invalidParams("missing required parameter 'properties'")
            }
            return .setProperties(a.targetController, try a.properties("properties"))
        },
        MethodEntry(.vcPresent) { a throws(RPCError) in
            try MutationRequests.vcPresent(presenter: a.targetController, vc: try a.vc("vc"), a.params)
        },
        MethodEntry(.vcInstantiateAndPresent) { a throws(RPCError) in
            try a.instantiation(then: .present(presenter: a.targetController, animated: try a.animated,
                                               style: try a.optionalEnumeration("style"),
                                               transition: try a.optionalEnumeration("transition")))
        },
        MethodEntry(.vcDismiss) { a throws(RPCError) in
            try MutationRequests.vcDismiss(vc: a.targetController, a.params)
        },
        MethodEntry(.vcInteractiveDismiss) { a throws(RPCError) in
            try MutationRequests.vcInteractiveDismiss(vc: a.targetController, a.params)
        },
        MethodEntry(.vcShow) { a throws(RPCError) in
            try MutationRequests.vcShow(from: a.targetController, vc: try a.vc("vc"), detail: false, a.params)
        },
        MethodEntry(.vcShowDetail) { a throws(RPCError) in
            try MutationRequests.vcShow(from: a.targetController, vc: try a.vc("vc"), detail: true, a.params)
        },
        MethodEntry(.vcInstantiateAndShow) { a throws(RPCError) in
            try a.instantiation(then: .show(from: a.targetController, animated: try a.animated, detail: false))
        },
        MethodEntry(.vcInstantiateAndShowDetail) { a throws(RPCError) in
            try a.instantiation(then: .show(from: a.targetController, animated: try a.animated, detail: true))
        },
        MethodEntry(.vcAddChild) { a throws(RPCError) in
            let steps = try a.steps("steps", AddChildStep.self) ?? [.addChild, .addView, .didMove]
            return .addChild(parent: a.targetController, child: try a.vc("child"), steps: steps)
        },
        MethodEntry(.vcRemoveFromParent) { a throws(RPCError) in
            let steps = try a.steps("steps", RemoveChildStep.self) ?? [.willMove, .removeView, .removeFromParent]
            return .removeFromParent(a.targetController, steps: steps)
        },
        MethodEntry(.vcAddView) { a throws(RPCError) in
            .addView(try a.vc("vc"), into: a.targetController)
        },
        MethodEntry(.vcTransition) { a throws(RPCError) in
            let duration = try a.double("duration")
            guard duration >= 0, duration <= 3600 else { throw .invalidParams("'duration' must be between 0 and 3600 seconds") }
            return .transition(parent: a.targetController, from: try a.vc("from"), to: try a.vc("to"), duration: duration,
                               animated: try a.animated)
        },
        MethodEntry(.vcBeginAppearanceTransition) { a throws(RPCError) in
            .beginAppearanceTransition(a.targetController, appearing: try a.params.bool("appearing"),
                                       animated: try a.params.bool("animated"))
        },
        MethodEntry(.vcEndAppearanceTransition) { a throws(RPCError) in
            .endAppearanceTransition(a.targetController)
        },
    ]
}
