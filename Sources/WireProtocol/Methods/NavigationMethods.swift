/// Navigation and tab bar controller methods (docs/protocol.md *Methods ›
/// Navigation and tab bar controllers*).
extension MethodDescriptor {
    public static let navPush = MethodDescriptor(
        "nav.push", summary: "pushViewController(_:animated:)",
        params: [
            .required(.nav, "the navigation controller"),
            .required(.vc, "the controller to push"),
            .animated,
        ],
        mutates: true, target: .controller(param: "nav"))

    public static let navInstantiateAndPush = MethodDescriptor(
        "nav.instantiateAndPush",
        summary: "Instantiate a storyboard controller and push it in one step: when the push is refused, nothing was instantiated",
        params: [
            .required(.nav, "the navigation controller"),
            .storyboard,
            .sceneIdentifier,
            .animated,
        ],
        returns: ResultTypes.created, mutates: true, target: .controller(param: "nav"), isExtension: true)

    public static let navPop = MethodDescriptor(
        "nav.pop", summary: "popViewController(animated:)",
        params: [.required(.nav, "the navigation controller"), .animated],
        returns: ResultTypes.popped, mutates: true, target: .controller(param: "nav"))

    public static let navPopTo = MethodDescriptor(
        "nav.popTo", summary: "popToViewController(_:animated:)",
        params: [
            .required(.nav, "the navigation controller"),
            .required(.vc, "the controller to pop back to"),
            .animated,
        ],
        returns: ResultTypes.popped, mutates: true, target: .controller(param: "nav"))

    public static let navPopToRoot = MethodDescriptor(
        "nav.popToRoot", summary: "popToRootViewController(animated:)",
        params: [.required(.nav, "the navigation controller"), .animated],
        returns: ResultTypes.popped, mutates: true, target: .controller(param: "nav"))

    public static let navSetViewControllers = MethodDescriptor(
        "nav.setViewControllers", summary: "setViewControllers(_:animated:)",
        params: [
            .required(.nav, "the navigation controller"),
            .required(.vcs, "the new stack, bottom first"),
            .animated,
        ],
        mutates: true, target: .controller(param: "nav"))

    public static let tabSelect = MethodDescriptor(
        "tab.select", summary: "Set a tab bar controller's selectedIndex",
        params: [
            .required(.tab, "the tab bar controller"),
            .required(.index, "the tab to select, from 0"),
        ],
        mutates: true, target: .controller(param: "tab"))

    public static let tabSetViewControllers = MethodDescriptor(
        "tab.setViewControllers", summary: "setViewControllers(_:animated:) of a tab bar controller: every old child removed, then the new ones installed",
        params: [
            .required(.tab, "the tab bar controller"),
            .required(.vcs, "the new tabs, left first"),
            .optional(.animated, default: false, "whether the tab bar items animate (nothing waits)"),
        ],
        mutates: true, target: .controller(param: "tab"))

    public static let tabTap = MethodDescriptor(
        "tab.tap",
        summary: "A user's tap on a tab bar item: the delegate's shouldSelect (vetoedTabs), a switch or, on the selected tab, a pop to the root, then didSelect",
        params: [
            .required(.tab, "the tab bar controller"),
            .required(.index, "the tapped tab, from 0"),
        ],
        returns: ResultTypes.tabTapped, mutates: true, target: .controller(param: "tab"), isExtension: true)

    public static let tabTapMore = MethodDescriptor(
        "tab.tapMore",
        summary: "A user's tap on the More item of a tab bar with more tabs than fit: the delegate's shouldSelect, a switch to the More list or, when More is selected, a pop to it, then didSelect",
        params: [
            .required(.tab, "the tab bar controller"),
        ],
        returns: ResultTypes.tabTapped, mutates: true, target: .controller(param: "tab"), isExtension: true)

    public static let navInteractivePop = MethodDescriptor(
        "nav.interactivePop",
        summary: "The user's back swipe, finished (an animated pop) or cancelled (the appearance callbacks begun are taken back)",
        params: [
            .required(.nav, "the navigation controller"),
            .optional(.outcome, default: .finish, "how the swipe ends"),
        ],
        returns: ResultTypes.popped, mutates: true, target: .controller(param: "nav"), isExtension: true)

    public static let navTapBack = MethodDescriptor(
        "nav.tapBack", summary: "The user taps the back button: an animated pop, unless the top controller hides the button",
        params: [.required(.nav, "the navigation controller")],
        returns: ResultTypes.popped, mutates: true, target: .controller(param: "nav"), isExtension: true)

    public static let tabSetTabs = MethodDescriptor(
        "tab.setTabs", summary: "setTabs(_:animated:) (iOS 18+): UITab, UISearchTab and UITabGroup elements replace viewControllers",
        params: [
            .required(.tab, "the tab bar controller"),
            .required(.tabs, "the tabs, left first: [{identifier, title?, kind?: tab|search|group, vc?, children?, defaultChild?}]"),
            .optional(.animated, default: false, "whether the tab bar items animate (nothing waits)"),
        ],
        mutates: true, target: .controller(param: "tab"), isExtension: true)

    public static let tabSelectTab = MethodDescriptor(
        "tab.selectTab", summary: "selectedTab = from code (iOS 18+): a tab, or a group's child; no delegate call",
        params: [
            .required(.tab, "the tab bar controller"),
            .required(.identifier, "the tab's identifier"),
        ],
        mutates: true, target: .controller(param: "tab"), isExtension: true)

    public static let tabTapTab = MethodDescriptor(
        "tab.tapTab", summary: "A user's tap on a UITab in the tab bar or the sidebar (iOS 18+): shouldSelectTab, then didSelectTab",
        params: [
            .required(.tab, "the tab bar controller"),
            .required(.identifier, "the tab's identifier"),
        ],
        returns: ResultTypes.tabTapped, mutates: true, target: .controller(param: "tab"), isExtension: true)

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let navigationMethods: [MethodDescriptor] = [.navPush, .navInstantiateAndPush, .navPop, .navPopTo, .navPopToRoot, .navSetViewControllers, .navInteractivePop, .tabSelect, .tabSetViewControllers, .tabTap, .tabTapMore, .navTapBack, .tabSetTabs, .tabSelectTab, .tabTapTab]
}
