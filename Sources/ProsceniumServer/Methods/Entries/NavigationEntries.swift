import EngineRequests
import HierarchyEngine
import WireProtocol

/// nav.push, nav.instantiateAndPush, nav.pop, nav.popTo, nav.popToRoot, nav.setViewControllers, nav.interactivePop, tab.select, tab.setViewControllers, tab.tap, tab.tapMore.
enum NavigationEntries {
    static let all: [MethodEntry] = [
        MethodEntry(MutationRequests.navPush),
        MethodEntry(.navInstantiateAndPush) { a throws(RPCError) in
            a.instantiation(then: .push(nav: a.targetController, animated: a[.animated]))
        },
        MethodEntry(MutationRequests.navPop),
        MethodEntry(.navPopTo) { a throws(RPCError) in
            .popTo(nav: a.targetController, vc: a[.vc], animated: a[.animated])
        },
        MethodEntry(MutationRequests.navPopToRoot),
        MethodEntry(MutationRequests.navSetViewControllers),
        MethodEntry(MutationRequests.navInteractivePop),
        MethodEntry(MutationRequests.tabSelect),
        MethodEntry(.tabSetViewControllers) { a throws(RPCError) in
            .setTabViewControllers(tab: a.targetController, vcs: a[.vcs], animated: a[.animated])
        },
        MethodEntry(MutationRequests.tabTap),
        MethodEntry(MutationRequests.tabTapMore),
    ]
}
