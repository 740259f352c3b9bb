import Testing
@testable import HierarchyEngine

/// The iOS 18 tab model (uikit-rules R171-R176): `tabs` of `UITab`, `UISearchTab` and
/// `UITabGroup`, their controllers as `viewControllers`, `selectedTab`, `mode` and the iPad
/// sidebar, and the delegate's `shouldSelectTab` / `didSelectTab:previousTab:`. Each test names
/// its rule and runs on 18 and 26 (and on 17 for the API's absence).
@Suite struct TabModelTests {
    static let tabVersions: [IOSVersion] = [.ios18, .ios26]

    /// T, a tab bar controller (made with a placeholder P), shown as the window's root; A, B, C,
    /// D, E controllers for tabs.
    static func world(_ ios: IOSVersion, screen: ScreenSpec = World.phone) -> World {
        var w = World(ios: ios, screen: screen)
        for n in ["P", "A", "B", "C", "D", "E"] { w.vc(n) }
        w.vc("T", "UITabBarController", children: ["P"])
        w.showRoot("T")
        return w
    }

    /// home (A), search (B, a UISearchTab), library: a group with its own controller C and the
    /// children albums (D) and songs (E).
    static func tabs(_ w: World) -> [TabSpec] {
        [
            TabSpec(identifier: "home", title: "Home", viewController: w["A"]),
            TabSpec(identifier: "search", kind: .search, viewController: w["B"]),
            TabSpec(identifier: "library", kind: .group, viewController: w["C"], children: [
                TabSpec(identifier: "albums", viewController: w["D"]),
                TabSpec(identifier: "songs", viewController: w["E"]),
            ]),
        ]
    }

    static func property(_ w: World, _ vc: String, _ name: String) -> PropertyValue? {
        w.info(vc).properties.first { $0.name == name }?.value
    }

    /// R171, iOS 17: `tabs`, `setTabs(_:animated:)` and `mode` are iOS 18 API.
    @Test func R171_iOS17_theTabAPIRaises() {
        var w = Self.world(.ios17)
        let e = w.refuse(.setTabs(tab: w["T"], tabs: Self.tabs(w), animated: false))
        #expect(e?.code == .unsupported && e?.raises == true)
        #expect(e?.uikit == "-[UITabBarController setTabs:animated:]: unrecognized selector sent to instance")
        #expect(w.refuse(.setProperties(w["T"], ["mode": .string("tabSidebar")]))?.uikit == "-[UITabBarController setMode:]: unrecognized selector sent to instance")
        #expect(Self.property(w, "T", "tabs") == nil)
        // selectedTab and a tap on a UITab do not exist either: -32005, not "no tabs" (-32003).
        let select = w.refuse(.selectTabIdentifier(tab: w["T"], identifier: "home"))
        #expect(select?.code == .unsupported && select?.uikit == "-[UITabBarController setSelectedTab:]: unrecognized selector sent to instance")
        #expect(w.refuse(.tapTabItem(tab: w["T"], identifier: "home"))?.code == .unsupported)
    }

    /// R173, R174 (docs/protocol.md, tab.selectTab and tab.tapTab): an identifier no tab has is a
    /// bad parameter (-32602), as a malformed tab is; a tab bar with no tabs yet is -32003.
    @Test(arguments: tabVersions)
    func R173_R174_anUnknownIdentifierIsABadParameter(_ ios: IOSVersion) {
        var w = Self.world(ios)
        #expect(w.refuse(.selectTabIdentifier(tab: w["T"], identifier: "home"))?.code == .invalidState)
        w.run(.setTabs(tab: w["T"], tabs: Self.tabs(w), animated: false))
        let select = w.refuse(.selectTabIdentifier(tab: w["T"], identifier: "podcasts"))
        #expect(select?.code == .invalidParams && select?.message.hasSuffix("has no tab 'podcasts'") == true, "\(String(describing: select))")
        #expect(w.refuse(.tapTabItem(tab: w["T"], identifier: "podcasts"))?.code == .invalidParams)
    }

    /// R172, iOS 18+: setting `tabs` replaces `viewControllers` with the root tabs'
    /// controllers, with R112's callbacks (the old children removed, then the new installed, the
    /// selected one appearing); `selectedTab` is the first tab; a group shows its own controller.
    @Test(arguments: tabVersions)
    func R172_tabsReplaceTheViewControllers(_ ios: IOSVersion) {
        var w = Self.world(ios)
        let events = w.run(.setTabs(tab: w["T"], tabs: Self.tabs(w), animated: false))
        #expect(events.hasPrefix("P.willMove(nil) P.viewWillDisappear(fromParent) P.viewDidDisappear(fromParent) P.didMove(nil) A.willMove(T) B.willMove(T) C.willMove(T) A.viewDidLoad A.viewWillAppear(toParent)"), "\(events)")
        #expect(w.info("T").children == [w["A"], w["B"], w["C"]])
        #expect(w.h.selectedTabIdentifier(w["T"]) == "home")
        #expect(Self.property(w, "T", "tabs") == .strings(["home", "search", "library", "library/albums", "library/songs"]))
        // Each tab's title in the same order, its identifier when it has none (read-only).
        #expect(Self.property(w, "T", "tabTitles") == .strings(["Home", "search", "library", "albums", "songs"]))
        #expect(w.refuse(.setProperties(w["T"], ["tabTitles": .strings(["X"])]))?.code == .invalidParams)
        #expect(Self.property(w, "T", "selectedTab") == .string("home"))
        #expect(w.h.tabs(of: w["T"])?.count == 3)
        // viewControllers set by code replaces the tabs [inf].
        w.run(.setTabViewControllers(tab: w["T"], vcs: [w["A"], w["B"]], animated: false))
        #expect(w.h.tabs(of: w["T"]) == nil && w.h.selectedTabIdentifier(w["T"]) == nil)
    }

    /// R172: tabs UIKit's model has no room for are refused: a leaf tab without a controller,
    /// one controller for two tabs, two tabs with one identifier.
    @Test(arguments: tabVersions)
    func R172_badTabsAreRefused(_ ios: IOSVersion) {
        var w = Self.world(ios)
        #expect(w.refuse(.setTabs(tab: w["T"], tabs: [TabSpec(identifier: "x", viewController: nil)], animated: false))?.code == .invalidParams)
        #expect(w.refuse(.setTabs(tab: w["T"], tabs: [TabSpec(identifier: "x", viewController: w["A"]), TabSpec(identifier: "y", viewController: w["A"])], animated: false))?.code == .invalidParams)
        #expect(w.refuse(.setTabs(tab: w["T"], tabs: [TabSpec(identifier: "x", viewController: w["A"]), TabSpec(identifier: "x", viewController: w["B"])], animated: false))?.code == .invalidParams)
    }

    /// R173, iOS 18+: `selectedTab` set from code switches with R99's callbacks and no delegate
    /// call; selecting a group's child puts its controller in the group's slot.
    @Test(arguments: tabVersions)
    func R173_selectingFromCodeCallsNoDelegate(_ ios: IOSVersion) {
        var w = Self.world(ios)
        w.run(.setTabs(tab: w["T"], tabs: Self.tabs(w), animated: false))
        let ia = w.isAppearing("B")
        #expect(w.run(.selectTabIdentifier(tab: w["T"], identifier: "search")) ==
            "B.viewDidLoad B.viewWillAppear A.viewWillDisappear \(ia)A.viewDidDisappear B.viewDidAppear")
        let songs = w.run(.selectTabIdentifier(tab: w["T"], identifier: "songs"))
        #expect(!songs.contains("Select"))
        #expect(songs.contains("C.willMove(nil)") && songs.contains("E.willMove(T)") && songs.contains("E.viewDidAppear"), "\(songs)")
        #expect(w.info("T").children == [w["A"], w["B"], w["E"]])
        #expect(w.h.selectedTabIdentifier(w["T"]) == "songs")
        // The group's slot shown and swapped: the child's controllers change with R99's order.
        let albums = w.run(.selectTabIdentifier(tab: w["T"], identifier: "albums"))
        let id = w.isAppearing("D")
        #expect(albums == "E.willMove(nil) D.willMove(T) D.viewDidLoad D.viewWillAppear E.viewWillDisappear \(id)E.viewDidDisappear D.viewDidAppear E.didMove(nil) D.didMove(T)")
    }

    /// R174, iOS 18+: a user's tap on a tab asks `tabBarController(_:shouldSelectTab:)`, switches
    /// and calls `didSelectTab:previousTab:` (the tab-based methods; `tab.tap` on a tab bar with
    /// tabs makes them too); a vetoed identifier stops it after the question.
    @Test(arguments: tabVersions)
    func R174_aTapAsksAndTellsTheDelegate(_ ios: IOSVersion) {
        var w = Self.world(ios)
        w.run(.setTabs(tab: w["T"], tabs: Self.tabs(w), animated: false))
        let tap = w.run(.tapTabItem(tab: w["T"], identifier: "search"))
        #expect(tap.hasPrefix("T.shouldSelectTab(search=true) B.viewDidLoad B.viewWillAppear") && tap.hasSuffix("T.didSelectTab(search,previous:home)"), "\(tap)")
        #expect(w.lastResult == .tabTapped(selected: true, popped: [], selectedIndex: 1, selectedViewController: w["B"]))
        let byIndex = w.run(.tapTab(tab: w["T"], index: 0))
        #expect(byIndex.hasPrefix("T.shouldSelectTab(home=true)") && byIndex.hasSuffix("T.didSelectTab(home,previous:search)"), "\(byIndex)")
        w.set("T", ["vetoedTabIdentifiers": .strings(["library"])])
        #expect(w.run(.tapTabItem(tab: w["T"], identifier: "library")) == "T.shouldSelectTab(library=false)")
        #expect(w.h.selectedTabIdentifier(w["T"]) == "home")
    }

    /// R175, iOS 18+: a group's children are reached in the sidebar, shown on an iPad in regular
    /// width when the mode is `tabSidebar`, or `automatic` with a group; never on an iPhone. In
    /// the sidebar a tap on a child calls the delegate with the child's identifier.
    @Test(arguments: tabVersions)
    func R175_theSidebarShowsTheGroupsChildren(_ ios: IOSVersion) {
        var phone = Self.world(ios)
        phone.run(.setTabs(tab: phone["T"], tabs: Self.tabs(phone), animated: false))
        #expect(!phone.h.sidebarVisible(phone["T"]))
        #expect(phone.refuse(.tapTabItem(tab: phone["T"], identifier: "albums"))?.message.contains("the sidebar") == true)
        var pad = Self.world(ios, screen: World.pad)
        pad.run(.setTabs(tab: pad["T"], tabs: Self.tabs(pad), animated: false))
        #expect(pad.h.sidebarVisible(pad["T"]))
        #expect(Self.property(pad, "T", "sidebarVisible") == .bool(true))
        let tap = pad.run(.tapTabItem(tab: pad["T"], identifier: "albums"))
        #expect(tap.hasPrefix("T.shouldSelectTab(albums=true)") && tap.hasSuffix("T.didSelectTab(albums,previous:home)"), "\(tap)")
        #expect(pad.info("T").children[2] == pad["D"])
        pad.set("T", ["mode": .string("tabBar")])
        #expect(!pad.h.sidebarVisible(pad["T"]))
        // automatic without a group: a tab bar only.
        var plain = Self.world(ios, screen: World.pad)
        plain.run(.setTabs(tab: plain["T"], tabs: Array(Self.tabs(plain).prefix(2)), animated: false))
        #expect(!plain.h.sidebarVisible(plain["T"]))
        plain.set("T", ["mode": .string("tabSidebar")])
        #expect(plain.h.sidebarVisible(plain["T"]))
    }

    // MARK: what `tree` offers the user (issue 42)

    /// R174, R175, iOS 18+: `tree` lists `tapUITab` on a tab bar controller with tabs, with the
    /// identifiers the user can tap (`tabItemTargets`): the root tabs on the phone, the group's
    /// children too in the iPad's sidebar; none without tabs or while the bar is covered.
    @Test(arguments: tabVersions)
    func R175_treeListsTheTabsAUserCanTap(_ ios: IOSVersion) {
        var phone = Self.world(ios)
        #expect(phone.h.tabItemTargets(phone["T"]) == [] && !phone.h.userGestures(phone["T"]).contains(.tapUITab))
        phone.run(.setTabs(tab: phone["T"], tabs: Self.tabs(phone), animated: false))
        #expect(phone.h.userGestures(phone["T"]).contains(.tapUITab))
        #expect(phone.h.tabItemTargets(phone["T"]) == ["home", "search", "library"])
        let entry = phone.h.windows().lazy.flatMap { phone.h.tree(window: $0.window) }.first { $0.vc == phone["T"] }
        #expect(entry?.tabIdentifiers == ["home", "search", "library"])
        phone.vc("S")
        phone.present("S", on: "A", style: .fullScreen)
        #expect(phone.h.tabItemTargets(phone["T"]) == [] && !phone.h.userGestures(phone["T"]).contains(.tapUITab))
        var pad = Self.world(ios, screen: World.pad)
        pad.run(.setTabs(tab: pad["T"], tabs: Self.tabs(pad), animated: false))
        #expect(pad.h.tabItemTargets(pad["T"]) == ["home", "search", "library", "albums", "songs"])
    }
}
