import WireProtocol

/// Navigation and tab bar methods (docs/protocol.md *Methods › Navigation and tab bar
/// controllers*: `nav.*`, `tab.select`, `tab.tap`, `tab.tapMore`).
extension ProsceniumConnection {
    /// `nav.push`; returns UIKit's warnings (with `queue: "uikit"` during the navigation
    /// controller's push animation: W3; the push it interrupted answers with W2 and W4).
    @discardableResult
    public func push(_ vc: String, on nav: String, animated: Bool? = nil, queue: BoolOrString? = nil) async throws(ClientError) -> [UIKitWarningInfo] {
        try await calls.navPush(nav: nav, vc: vc, animated: animated, queue: queue).warnings
    }

    /// `nav.instantiateAndPush` (an extension): a storyboard's controller made and pushed in one
    /// step (nothing is made when the push is refused); returns its id.
    public func instantiateAndPush(
        storyboard: String, identifier: String? = nil, on nav: String, animated: Bool? = nil, queue: BoolOrString? = nil
    ) async throws(ClientError) -> String {
        try await calls.navInstantiateAndPush(nav: nav, storyboard: storyboard, identifier: identifier, animated: animated,
                                                           queue: queue).vc
    }

    /// `nav.pop`: returns the popped controllers.
    public func pop(_ nav: String, animated: Bool? = nil, queue: BoolOrString? = nil) async throws(ClientError) -> [String] {
        (try await calls.navPop(nav: nav, animated: animated, queue: queue)).popped
    }

    /// `nav.popTo`.
    public func pop(_ nav: String, to vc: String, animated: Bool? = nil, queue: BoolOrString? = nil) async throws(ClientError) -> [String] {
        (try await calls.navPopTo(nav: nav, vc: vc, animated: animated, queue: queue)).popped
    }

    /// `nav.popToRoot`.
    public func popToRoot(_ nav: String, animated: Bool? = nil, queue: BoolOrString? = nil) async throws(ClientError) -> [String] {
        (try await calls.navPopToRoot(nav: nav, animated: animated, queue: queue)).popped
    }

    /// `nav.interactivePop` (an extension): the user's back swipe, `outcome` `finish` (default)
    /// or `cancel`; returns the popped controllers (none when cancelled).
    public func swipeBack(_ nav: String, outcome: String? = nil, queue: BoolOrString? = nil) async throws(ClientError) -> [String] {
        (try await calls.navInteractivePop(nav: nav, outcome: outcome, queue: queue)).popped
    }

    /// `nav.setViewControllers`: the new stack, bottom first.
    public func setViewControllers(_ nav: String, _ vcs: [String], animated: Bool? = nil, queue: BoolOrString? = nil) async throws(ClientError) {
        _ = try await calls.navSetViewControllers(nav: nav, vcs: vcs, animated: animated, queue: queue)
    }

    /// `tab.select`.
    public func selectTab(_ tab: String, index: Int, queue: BoolOrString? = nil) async throws(ClientError) {
        _ = try await calls.tabSelect(tab: tab, index: index, queue: queue)
    }

    /// `tab.setViewControllers`: the new tabs, left first (every old child is removed first).
    public func setTabViewControllers(_ tab: String, _ vcs: [String], animated: Bool? = nil, queue: BoolOrString? = nil) async throws(ClientError) {
        _ = try await calls.tabSetViewControllers(tab: tab, vcs: vcs, animated: animated, queue: queue)
    }

    /// `tab.tap` (an extension): a user's tap on tab `index` — the delegate's shouldSelect
    /// (`vetoedTabs`), a switch or a pop to the root of the selected tab, then didSelect.
    public func tapTab(_ tab: String, index: Int, queue: BoolOrString? = nil) async throws(ClientError) -> TabTapped {
        try await calls.tabTap(tab: tab, index: index, queue: queue)
    }

    /// `page.setViewControllers`: the pages a page view controller shows (one or two, as its
    /// transition style, spine and isDoubleSided require).
    /// `pages` also declares the pages its data source returns (the `pages` property).
    public func setPageViewControllers(_ page: String, _ vcs: [String], direction: String? = nil, animated: Bool? = nil,
                                       pages: [String]? = nil, queue: BoolOrString? = nil) async throws(ClientError) {
        _ = try await calls.pageSetViewControllers(page: page, vcs: vcs, direction: direction, animated: animated, pages: pages, queue: queue)
    }

    /// `page.swipe` (an extension): the user's swipe to the declared pages (the controller's
    /// `pages` property) after (`forward`, the default) or before (`reverse`) the shown ones;
    /// `outcome` `cancel` takes it back.
    public func swipePage(_ page: String, direction: String? = nil, outcome: String? = nil,
                          queue: BoolOrString? = nil) async throws(ClientError) -> PageSwiped {
        try await calls.pageSwipe(page: page, direction: direction, outcome: outcome, queue: queue)
    }

    /// `tab.tapMore` (an extension): a user's tap on the More item — the delegate's shouldSelect
    /// with the More navigation controller, a switch to it or a pop to the More list, then didSelect.
    public func tapMore(_ tab: String, queue: BoolOrString? = nil) async throws(ClientError) -> TabTapped {
        try await calls.tabTapMore(tab: tab, queue: queue)
    }
}
