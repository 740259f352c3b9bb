import EngineRequests
import HierarchyEngine
import WireProtocol

/// vc.instantiate, vc.create, vc.get, vc.set, vc.present, vc.instantiateAndPresent, vc.dismiss, vc.show, vc.showDetail,
/// vc.instantiateAndShow, vc.instantiateAndShowDetail,
/// vc.addChild, vc.removeFromParent, vc.addView, vc.transition, vc.beginAppearanceTransition,
/// vc.endAppearanceTransition.
enum ControllerEntries {
    static let all: [MethodEntry] = [
        MethodEntry(MutationRequests.vcInstantiate, result: .controllerWithTree),
        MethodEntry(MutationRequests.vcCreate),
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
        MethodEntry(MutationRequests.vcSet),
        MethodEntry(MutationRequests.vcPresent),
        MethodEntry(.vcInstantiateAndPresent) { a throws(RPCError) in
            a.instantiation(then: .present(presenter: a.targetController, animated: a[.animated],
                                           style: a.optional(.style), transition: a.optional(.transition)))
        },
        MethodEntry(MutationRequests.vcDismiss),
        MethodEntry(MutationRequests.vcInteractiveDismiss),
        MethodEntry(MutationRequests.vcShow),
        MethodEntry(MutationRequests.vcShowDetail),
        MethodEntry(.vcInstantiateAndShow) { a throws(RPCError) in
            a.instantiation(then: .show(from: a.targetController, animated: a[.animated], detail: false))
        },
        MethodEntry(.vcInstantiateAndShowDetail) { a throws(RPCError) in
            a.instantiation(then: .show(from: a.targetController, animated: a[.animated], detail: true))
        },
        MethodEntry(.vcAddChild) { a throws(RPCError) in
            .addChild(parent: a.targetController, child: a[.child], steps: a[.addChildSteps])
        },
        MethodEntry(.vcRemoveFromParent) { a throws(RPCError) in
            .removeFromParent(a.targetController, steps: a[.removeChildSteps])
        },
        MethodEntry(.vcAddView) { a throws(RPCError) in
            .addView(a[.vc], into: a.targetController)
        },
        MethodEntry(.vcTransition) { a throws(RPCError) in
            let duration = a[.duration]
            guard duration >= 0, duration <= 3600 else { throw .invalidParams("'duration' must be between 0 and 3600 seconds") }
            return .transition(parent: a.targetController, from: a[.from], to: a[.to], duration: duration, animated: a[.animated])
        },
        MethodEntry(.vcBeginAppearanceTransition) { a throws(RPCError) in
            .beginAppearanceTransition(a.targetController, appearing: a[.appearing], animated: a[.animated])
        },
        MethodEntry(.vcEndAppearanceTransition) { a throws(RPCError) in
            .endAppearanceTransition(a.targetController)
        },
    ]
}
