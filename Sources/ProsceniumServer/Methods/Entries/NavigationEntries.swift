import EngineRequests
import HierarchyEngine
import WireProtocol

/// nav.push, nav.instantiateAndPush, nav.pop, nav.popTo, nav.popToRoot, nav.setViewControllers, nav.interactivePop, tab.select, tab.setViewControllers, tab.tap, tab.tapMore.
enum NavigationEntries {
    static let all: [MethodEntry] = [
        MethodEntry(.navPush) { a throws(RPCError) in
            try MutationRequests.navPush(nav: a.targetController, vc: try a.vc("vc"), a.params)
        },
        MethodEntry(.navInstantiateAndPush) { a throws(RPCError) in
            try a.instantiation(then: .push(nav: a.targetController, animated: try a.animated))
        },
        MethodEntry(.navPop) { a throws(RPCError) in
            try MutationRequests.navPop(nav: a.targetController, a.params)
        },
        MethodEntry(.navPopTo) { a throws(RPCError) in
            .popTo(nav: a.targetController, vc: try a.vc("vc"), animated: try a.animated)
        },
        MethodEntry(.navPopToRoot) { a throws(RPCError) in
            try MutationRequests.navPopToRoot(nav: a.targetController, a.params)
        },
        MethodEntry(.navSetViewControllers) { a throws(RPCError) in
            try MutationRequests.navSetViewControllers(nav: a.targetController, vcs: try a.vcs("vcs"), a.params)
        },
        MethodEntry(.navInteractivePop) { a throws(RPCError) in
            try MutationRequests.navInteractivePop(nav: a.targetController, a.params)
        },
        MethodEntry(.tabSelect) { a throws(RPCError) in
            try MutationRequests.tabSelect(tab: a.targetController, a.params)
        },
        MethodEntry(.tabSetViewControllers) { a throws(RPCError) in
            .setTabViewControllers(tab: a.targetController, vcs: try a.vcs("vcs"), animated: try a.animated)
        },
        MethodEntry(.tabTap) { a throws(RPCError) in
            try MutationRequests.tabTap(tab: a.targetController, a.params)
        },
        MethodEntry(.tabTapMore) { a throws(RPCError) in
            try MutationRequests.tabTapMore(tab: a.targetController, a.params)
        },
    ]
}
