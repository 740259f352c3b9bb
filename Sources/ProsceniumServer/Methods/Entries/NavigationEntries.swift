import EngineRequests
import HierarchyEngine
import WireProtocol

/// nav.push, nav.instantiateAndPush, nav.pop, nav.popTo, nav.popToRoot, nav.setViewControllers, nav.interactivePop, nav.tapBack,
/// tab.select, tab.setViewControllers, tab.tap, tab.tapMore, and the iOS 18 tab model's tab.setTabs, tab.selectTab, tab.tapTab.
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
        MethodEntry(MutationRequests.navTapBack),
        MethodEntry(.tabSetTabs) { a throws(RPCError) in
            .setTabs(tab: a.targetController, tabs: try TabSpecList.decode(a[.tabs]), animated: a[.animated])
        },
        MethodEntry(.tabSelectTab) { a throws(RPCError) in .selectTabIdentifier(tab: a.targetController, identifier: a[.identifier]) },
        MethodEntry(MutationRequests.tabTapTab),
    ]
}
