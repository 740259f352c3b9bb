/// Navigation and tab bar controller methods (docs/protocol.md *Methods ›
/// Navigation and tab bar controllers*).
extension MethodDescriptor {
    /// The `nav.*` methods' subject.
    private static let nav = MethodFamily(.required(.nav, "the navigation controller"))
    /// The `tab.*` methods' subject.
    private static let tab = MethodFamily(.required(.tab, "the tab bar controller"))

    public static let navPush = nav.mutation(
        "nav.push", summary: "pushViewController(_:animated:)",
        params: [.required(.vc, "the controller to push"), .animated])

    public static let navInstantiateAndPush = nav.mutation(
        "nav.instantiateAndPush",
        summary: "Instantiate a storyboard controller and push it in one step: when the push is refused, nothing was instantiated",
        params: [.storyboard, .sceneIdentifier, .animated],
        returns: ResultTypes.created, isExtension: true)

    public static let navPop = nav.mutation(
        "nav.pop", summary: "popViewController(animated:)", params: [.animated], returns: ResultTypes.popped)

    public static let navPopTo = nav.mutation(
        "nav.popTo", summary: "popToViewController(_:animated:)",
        params: [.required(.vc, "the controller to pop back to"), .animated],
        returns: ResultTypes.popped)

    public static let navPopToRoot = nav.mutation(
        "nav.popToRoot", summary: "popToRootViewController(animated:)", params: [.animated], returns: ResultTypes.popped)

    public static let navSetViewControllers = nav.mutation(
        "nav.setViewControllers", summary: "setViewControllers(_:animated:)",
        params: [.required(.vcs, "the new stack, bottom first"), .animated])

    public static let tabSelect = tab.mutation(
        "tab.select", summary: "Set a tab bar controller's selectedIndex",
        params: [.required(.index, "the tab to select, from 0")])

    public static let tabSetViewControllers = tab.mutation(
        "tab.setViewControllers", summary: "setViewControllers(_:animated:) of a tab bar controller: every old child removed, then the new ones installed",
        params: [.required(.vcs, "the new tabs, left first"), tabBarItemsAnimated])

    public static let tabTap = tab.mutation(
        "tab.tap",
        summary: "A user's tap on a tab bar item: the delegate's shouldSelect (vetoedTabs), a switch or, on the selected tab, a pop to the root, then didSelect",
        params: [.required(.index, "the tapped tab, from 0")],
        returns: ResultTypes.tabTapped, isExtension: true)

    public static let tabTapMore = tab.mutation(
        "tab.tapMore",
        summary: "A user's tap on the More item of a tab bar with more tabs than fit: the delegate's shouldSelect, a switch to the More list or, when More is selected, a pop to it, then didSelect",
        returns: ResultTypes.tabTapped, isExtension: true)

    public static let navInteractivePop = nav.mutation(
        "nav.interactivePop",
        summary: "The user's back swipe, finished (an animated pop) or cancelled (the appearance callbacks begun are taken back)",
        params: [.optional(.outcome, default: .finish, "how the swipe ends")],
        returns: ResultTypes.popped, isExtension: true)

    public static let navTapBack = nav.mutation(
        "nav.tapBack", summary: "The user taps the back button: an animated pop, unless the top controller hides the button",
        returns: ResultTypes.popped, isExtension: true)

    public static let tabSetTabs = tab.mutation(
        "tab.setTabs", summary: "setTabs(_:animated:) (iOS 18+): UITab, UISearchTab and UITabGroup elements replace viewControllers",
        params: [
            .required(.tabs, "the tabs, left first: [{identifier, title?, kind?: tab|search|group, vc?, children?, defaultChild?}]"),
            tabBarItemsAnimated,
        ],
        isExtension: true)

    public static let tabSelectTab = tab.mutation(
        "tab.selectTab", summary: "selectedTab = from code (iOS 18+): a tab, or a group's child; no delegate call",
        params: [tabIdentifier], isExtension: true)

    public static let tabTapTab = tab.mutation(
        "tab.tapTab", summary: "A user's tap on a UITab in the tab bar or the sidebar (iOS 18+): shouldSelectTab, then didSelectTab",
        params: [tabIdentifier], returns: ResultTypes.tabTapped, isExtension: true)

    /// `animated?` of the tab bar's setters: the items animate, and nothing waits for them.
    private static let tabBarItemsAnimated = ParamSpec.optional(.animated, default: false, "whether the tab bar items animate (nothing waits)")

    /// `identifier` of the iOS 18 tab methods: the UITab they select.
    private static let tabIdentifier = ParamSpec.required(.identifier, "the tab's identifier")

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let navigationMethods: [MethodDescriptor] = [.navPush, .navInstantiateAndPush, .navPop, .navPopTo, .navPopToRoot, .navSetViewControllers, .navInteractivePop, .tabSelect, .tabSetViewControllers, .tabTap, .tabTapMore, .navTapBack, .tabSetTabs, .tabSelectTab, .tabTapTab]
}
