import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// The containers of iOS 15–18 over the protocol, both transports (issue 42; uikit-rules
/// R166–R175, the sources are in the engine's `SheetDetentTests`, `BackButtonTests` and
/// `TabModelTests`): `sheet.drag`, `nav.tapBack`, `tab.setTabs`, `tab.selectTab` and
/// `tab.tapTab`, each added through the method schema (a descriptor, an entry, this test and
/// protocol.md's prose).
@Suite("sheets, back buttons and the iOS 18 tab model over the protocol", .serialized)
struct ModernContainerServerTests {
    private func create(_ c: ProsceniumConnection, _ cls: String, _ title: String, children: [String] = []) async throws -> String {
        let r = try await c.ok("vc.create", ["class": .string(cls), "title": .string(title), "children": .array(children.map(JSON.string))])
        return try #require(r["vc"]?.stringValue)
    }

    /// R167, R168 (iOS 15+): only a user's drag to another detent calls the sheet delegate;
    /// cancelled or from code, nothing; no appearance callback either way. iOS 14: no detents.
    @Test(arguments: ServerTransport.allCases)
    func R168_aUsersDragChangesTheDetentAndTellsTheDelegate(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0", "--ios", "26"])
        let c = try s.connect()
        let log = NotificationLog(c)
        let root = try await create(c, "UIViewController", "Root")
        _ = try await c.ok("window.create", ["root": .string(root)])
        let sheet = try await create(c, "UIViewController", "Sheet")
        _ = try await c.ok("vc.set", ["vc": .string(sheet), "properties": ["modalPresentationStyle": "pageSheet", "detents": ["medium", "large"]]])
        _ = try await c.ok("vc.present", ["presenter": .string(root), "vc": .string(sheet), "animated": false])
        _ = try await c.ok("events.subscribe", [:])
        // The detents' first is shown when none is selected (R167); a drag to large is a change.
        _ = try await c.ok("sheet.drag", ["vc": .string(sheet), "detent": "large"])
        _ = try await c.ok("sync")
        #expect(log.events.map(\.name) == ["sheetPresentationControllerDidChangeSelectedDetentIdentifier"], "\(log.events.map(\.name))")
        #expect(log.events.first?.vc == sheet && log.events.first?.params["selectedDetentIdentifier"] == "large")
        #expect(try await c.ok("vc.get", ["vc": .string(sheet)])["properties"]?["selectedDetentIdentifier"] == "large")
        // `tree` lists the drag to the other detent (issue 42: what explore offers).
        let tree = try await c.ok("tree", [:])
        let node = tree["windows"]?.arrayValue?.last?["root"]?["presented"]   // after the launch window
        #expect(node?["gestures"]?.arrayValue?.contains(.string("dragSheet")) == true, "\(tree)")
        #expect(node?["dragDetents"] == ["medium"], "\(tree)")
        // Cancelled, or set from code: nothing is called.
        _ = try await c.ok("sheet.drag", ["vc": .string(sheet), "detent": "medium", "outcome": "cancel"])
        _ = try await c.ok("vc.set", ["vc": .string(sheet), "properties": ["selectedDetentIdentifier": "medium"]])
        _ = try await c.ok("sync")
        #expect(log.events.count == 1, "\(log.events.map(\.name))")
        let unknown = try #require(await c.refused("sheet.drag", ["vc": .string(sheet), "detent": "small"]))
        #expect(unknown.codeName == "invalidParams" && unknown.message.contains("has no detent 'small'"), "\(unknown)")
        let notPresented = try #require(await c.refused("sheet.drag", ["vc": .string(root), "detent": "large"]))
        #expect(notPresented.codeName == "invalidState", "\(notPresented)")
        #expect(try await c.ok("server.checkInvariants")["ok"] == .bool(true))
        #expect(s.stop() == 0)

        let old = try transport.start(["--animation-speed", "0", "--ios", "14"])
        let o = try old.connect()
        let oldRoot = try await create(o, "UIViewController", "Root")
        _ = try await o.ok("window.create", ["root": .string(oldRoot)])
        let oldSheet = try await create(o, "UIViewController", "Sheet")
        _ = try await o.ok("vc.present", ["presenter": .string(oldRoot), "vc": .string(oldSheet), "animated": false])
        let none = try #require(await o.refused("sheet.drag", ["vc": .string(oldSheet), "detent": "large"]))
        #expect(none.codeName == "unsupported", "\(none)")
        #expect(old.stop() == 0)
    }

    /// R169 (iOS 12+): the back button's tap is the animated pop; a top controller that hides
    /// the button leaves nothing to tap, and its back swipe is refused too.
    @Test(arguments: ServerTransport.allCases)
    func R169_theBackButtonPopsUnlessItIsHidden(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0"])
        let c = try s.connect()
        let root = try await create(c, "UIViewController", "Root")
        let nav = try await create(c, "UINavigationController", "Nav", children: [root])
        _ = try await c.ok("window.create", ["root": .string(nav)])
        let single = try #require(await c.refused("nav.tapBack", ["nav": .string(nav)]))
        #expect(single.codeName == "invalidState" && single.message.contains("nothing is above its root"), "\(single)")
        let detail = try await create(c, "UIViewController", "Detail")
        _ = try await c.ok("nav.push", ["nav": .string(nav), "vc": .string(detail), "animated": false])
        #expect(try await c.ok("nav.tapBack", ["nav": .string(nav)]) == ["popped": [.string(detail)]])
        #expect(try await c.ok("vc.get", ["vc": .string(nav)])["children"] == [.string(root)])
        let hiding = try await create(c, "UIViewController", "Hiding")
        _ = try await c.ok("vc.set", ["vc": .string(hiding), "properties": ["hidesBackButton": true]])
        _ = try await c.ok("nav.push", ["nav": .string(nav), "vc": .string(hiding), "animated": false])
        let hidden = try #require(await c.refused("nav.tapBack", ["nav": .string(nav)]))
        #expect(hidden.codeName == "invalidState" && hidden.message.contains("navigationItem.hidesBackButton"), "\(hidden)")
        #expect(try await c.refused("nav.interactivePop", ["nav": .string(nav)])?.codeName == "invalidState")
        #expect(try await c.ok("vc.get", ["vc": .string(nav)])["children"] == [.string(root), .string(hiding)])
        #expect(s.stop() == 0)
    }

    /// R171–R174 (iOS 18+): tabs replace viewControllers; selectedTab from code asks nobody; a
    /// user's tap asks shouldSelectTab and tells didSelectTab; iOS 17 has no tabs.
    @Test(arguments: ServerTransport.allCases)
    func R171_R174_tabsSelectionAndTheDelegate(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0", "--ios", "18"])
        let c = try s.connect()
        let log = NotificationLog(c)
        let home = try await create(c, "UIViewController", "Home")
        let search = try await create(c, "UIViewController", "Search")
        let albums = try await create(c, "UIViewController", "Albums")
        let songs = try await create(c, "UIViewController", "Songs")
        let tab = try await create(c, "UITabBarController", "Tabs")
        _ = try await c.ok("window.create", ["root": .string(tab)])
        let tabs: JSON = [
            ["identifier": "home", "vc": .string(home)],
            ["identifier": "search", "kind": "search", "vc": .string(search)],
            ["identifier": "library", "kind": "group", "children": [["identifier": "albums", "vc": .string(albums)],
                                                                    ["identifier": "songs", "vc": .string(songs)]]],
        ]
        _ = try await c.ok("tab.setTabs", ["tab": .string(tab), "tabs": tabs])
        let info = try await c.ok("vc.get", ["vc": .string(tab)])
        #expect(info["children"]?.arrayValue?.count == 3, "\(info)")
        #expect(info["properties"]?["selectedTab"] == "home", "\(String(describing: info["properties"]))")
        // `tree` lists the tabs the user can tap (issue 42: what explore offers): the root tabs on the phone.
        let tree = try await c.ok("tree", [:])
        let tabNode = tree["windows"]?.arrayValue?.last?["root"]   // after the launch window, if any
        #expect(tabNode?["gestures"]?.arrayValue?.contains(.string("tapUITab")) == true, "\(tree)")
        #expect(tabNode?["tabIdentifiers"] == ["home", "search", "library"], "\(tree)")
        _ = try await c.ok("events.subscribe", ["names": ["tabBarControllerShouldSelectTab", "tabBarControllerDidSelectTab",
                                                          "tabBarControllerShouldSelect", "tabBarControllerDidSelect", "viewDidAppear"]])
        // From code: the switch's callbacks, no delegate.
        _ = try await c.ok("tab.selectTab", ["tab": .string(tab), "identifier": "search"])
        _ = try await c.ok("sync")
        #expect(log.events.map(\.name) == ["viewDidAppear"] && log.events.first?.vc == search, "\(log.events.map(\.name))")
        // A user's tap: shouldSelectTab, the switch, didSelectTab.
        let tapped = try await c.ok("tab.tapTab", ["tab": .string(tab), "identifier": "home"])
        #expect(tapped["selected"] == true && tapped["selectedViewController"] == .string(home), "\(tapped)")
        _ = try await c.ok("sync")
        let names = log.events.dropFirst().map { "\($0.name ?? "")" }
        #expect(names == ["tabBarControllerShouldSelectTab", "viewDidAppear", "tabBarControllerDidSelectTab"], "\(names)")
        #expect(log.events.last?.params["tab"] == "home" && log.events.last?.params["previousTab"] == "search")
        // A group's child is reached in the sidebar only (an iPhone has none).
        let sidebar = try #require(await c.refused("tab.tapTab", ["tab": .string(tab), "identifier": "albums"]))
        #expect(sidebar.codeName == "invalidState", "\(sidebar)")
        let bad = try #require(await c.refused("tab.setTabs", ["tab": .string(tab), "tabs": [["identifier": "x", "kind": "page"]]]))
        #expect(bad.codeName == "invalidParams" && bad.message == "tabs[0].kind must be one of 'tab', 'search', 'group', got 'page'", "\(bad)")
        #expect(try await c.ok("server.checkInvariants")["ok"] == .bool(true))
        #expect(s.stop() == 0)

        let old = try transport.start(["--animation-speed", "0", "--ios", "17"])
        let o = try old.connect()
        let oldTab = try await create(o, "UITabBarController", "Tabs")
        let oldHome = try await create(o, "UIViewController", "Home")
        let none = try #require(await o.refused("tab.setTabs", ["tab": .string(oldTab), "tabs": [["identifier": "home", "vc": .string(oldHome)]]]))
        #expect(none.codeName == "unsupported" && none.message.contains("iOS 18"), "\(none)")
        #expect(old.stop() == 0)
    }
}
