import WireProtocol

/// Navigation and tab bar methods (docs/protocol.md *Methods › Navigation and tab bar
/// controllers*: `nav.*`, `tab.select`, `tab.tap`, `tab.tapMore`).
extension ProsceniumConnection {
    /// `nav.push`; returns UIKit's warnings (with `queue: "uikit"` during the navigation
    /// controller's push animation: W3; the push it interrupted answers with W2 and W4).
    @discardableResult
    public func push(_ vc: String, on nav: String, animated: Bool? = nil, queue: BoolOrString? = nil) async throws(ClientError) -> [UIKitWarningInfo] {
        try expectEmpty(try await calls.navPush(nav: nav, vc: vc, animated: animated, queue: queue), "nav.push")
    }

    /// `nav.instantiateAndPush` (an extension): a storyboard's controller made and pushed in one
    /// step (nothing is made when the push is refused); returns its id.
    public func instantiateAndPush(
        storyboard: String, identifier: String? = nil, on nav: String, animated: Bool? = nil, queue: BoolOrString? = nil
    ) async throws(ClientError) -> String {
        let result = try await calls.navInstantiateAndPush(nav: nav, storyboard: storyboard, identifier: identifier, animated: animated,
                                                           queue: queue)
        return try reader(result, "nav.instantiateAndPush").string("vc")
    }

    /// `nav.pop`: returns the popped controllers.
    public func pop(_ nav: String, animated: Bool? = nil, queue: BoolOrString? = nil) async throws(ClientError) -> [String] {
        try ids(try await calls.navPop(nav: nav, animated: animated, queue: queue), "nav.pop", key: "popped")
    }

    /// `nav.popTo`.
    public func pop(_ nav: String, to vc: String, animated: Bool? = nil, queue: BoolOrString? = nil) async throws(ClientError) -> [String] {
        try ids(try await calls.navPopTo(nav: nav, vc: vc, animated: animated, queue: queue), "nav.popTo", key: "popped")
    }

    /// `nav.popToRoot`.
    public func popToRoot(_ nav: String, animated: Bool? = nil, queue: BoolOrString? = nil) async throws(ClientError) -> [String] {
        try ids(try await calls.navPopToRoot(nav: nav, animated: animated, queue: queue), "nav.popToRoot", key: "popped")
    }

    /// `nav.interactivePop` (an extension): the user's back swipe, `outcome` `finish` (default)
    /// or `cancel`; returns the popped controllers (none when cancelled).
    public func swipeBack(_ nav: String, outcome: String? = nil, queue: BoolOrString? = nil) async throws(ClientError) -> [String] {
        try ids(try await calls.navInteractivePop(nav: nav, outcome: outcome, queue: queue), "nav.interactivePop", key: "popped")
    }

    /// `nav.setViewControllers`: the new stack, bottom first.
    public func setViewControllers(_ nav: String, _ vcs: [String], animated: Bool? = nil, queue: BoolOrString? = nil) async throws(ClientError) {
        try expectEmpty(try await calls.navSetViewControllers(nav: nav, vcs: vcs, animated: animated, queue: queue), "nav.setViewControllers")
    }

    /// `tab.select`.
    public func selectTab(_ tab: String, index: Int, queue: BoolOrString? = nil) async throws(ClientError) {
        try expectEmpty(try await calls.tabSelect(tab: tab, index: index, queue: queue), "tab.select")
    }

    /// `tab.setViewControllers`: the new tabs, left first (every old child is removed first).
    public func setTabViewControllers(_ tab: String, _ vcs: [String], animated: Bool? = nil, queue: BoolOrString? = nil) async throws(ClientError) {
        try expectEmpty(try await calls.tabSetViewControllers(tab: tab, vcs: vcs, animated: animated, queue: queue), "tab.setViewControllers")
    }

    /// `tab.tap` (an extension): a user's tap on tab `index` — the delegate's shouldSelect
    /// (`vetoedTabs`), a switch or a pop to the root of the selected tab, then didSelect.
    public func tapTab(_ tab: String, index: Int, queue: BoolOrString? = nil) async throws(ClientError) -> TabTapped {
        try decode(try await calls.tabTap(tab: tab, index: index, queue: queue), "tab.tap")
    }

    /// `tab.tapMore` (an extension): a user's tap on the More item — the delegate's shouldSelect
    /// with the More navigation controller, a switch to it or a pop to the More list, then didSelect.
    public func tapMore(_ tab: String, queue: BoolOrString? = nil) async throws(ClientError) -> TabTapped {
        try decode(try await calls.tabTapMore(tab: tab, queue: queue), "tab.tapMore")
    }
}
