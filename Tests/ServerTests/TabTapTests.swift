import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// `tab.tap` over the protocol, both transports (issue 24 §1; uikit-rules R102-R105, iOS 12
/// and later; the sources are in the engine's `TabTapTests`): the delegate events in their
/// place among the appearance callbacks, the veto, the pop to the root, the refusals.
@Suite("tab.tap over the protocol", .serialized)
struct TabTapServerTests {
    private func create(_ c: ProsceniumConnection, _ cls: String, _ title: String, children: [String] = []) async throws -> String {
        let r = try await c.ok("vc.create", ["class": .string(cls), "title": .string(title), "children": .array(children.map(JSON.string))])
        return try #require(r["vc"]?.stringValue)
    }

    @Test(arguments: ServerTransport.allCases)
    func R102_R105_aTapAsksSwitchesPopsAndTells(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0"])
        let c = try s.connect()
        let log = NotificationLog(c)
        let root = try await create(c, "UIViewController", "Root")
        let nav = try await create(c, "UINavigationController", "Nav", children: [root])
        let other = try await create(c, "UIViewController", "Other")
        let tab = try await create(c, "UITabBarController", "Tabs", children: [nav, other])
        // Not on screen yet: refused, precise, nothing changed (R105).
        let off = try #require(await c.refused("tab.tap", ["tab": .string(tab), "index": 1]))
        #expect(off.codeName == "invalidState" && off.message.contains("is not on screen"), "\(off)")
        _ = try await c.ok("window.create", ["root": .string(tab)])
        _ = try await c.ok("events.subscribe", ["names": ["tabBarControllerShouldSelect", "tabBarControllerDidSelect", "viewWillAppear", "viewDidAppear"]])

        // Another tab: shouldSelect, the switch, didSelect, on one window seq.
        #expect(try await c.ok("tab.tap", ["tab": .string(tab), "index": 1]) == ["selected": true, "popped": [], "selectedIndex": 1, "selectedViewController": .string(other)])
        _ = try await c.ok("sync")
        let names = log.events.map { "\($0.vc == tab ? "T" : $0.vc == other ? "O" : $0.vc ?? "-").\($0.name ?? "")" }
        #expect(names == ["T.tabBarControllerShouldSelect", "O.viewWillAppear", "O.viewDidAppear", "T.tabBarControllerDidSelect"], "\(names)")
        let first = try #require(log.events.first)
        #expect(first.params["viewController"] == .string(other) && first.params["index"] == 1 && first.params["result"] == true)
        let seqs = log.events.compactMap(\.windowSeq)
        #expect(seqs.count == 4 && seqs == seqs.sorted())

        // The selected tab's navigation controller pops to its root (R103).
        _ = try await c.ok("tab.tap", ["tab": .string(tab), "index": 0])
        let pushed = try await create(c, "UIViewController", "Pushed")
        _ = try await c.ok("nav.push", ["nav": .string(nav), "vc": .string(pushed), "animated": false])
        #expect(try await c.ok("tab.tap", ["tab": .string(tab), "index": 0]) == ["selected": true, "popped": [.string(pushed)], "selectedIndex": 0, "selectedViewController": .string(nav)])
        #expect(try await c.ok("vc.get", ["vc": .string(nav)])["children"] == [.string(root)])

        // The delegate's veto (vetoedTabs): only shouldSelect, result false, nothing changed.
        _ = try await c.ok("vc.set", ["vc": .string(tab), "properties": ["vetoedTabs": [.string(other)]]])
        #expect(try await c.ok("tab.tap", ["tab": .string(tab), "index": 1]) == ["selected": false, "popped": [], "selectedIndex": 0, "selectedViewController": .string(nav)])
        _ = try await c.ok("sync")
        let last = try #require(log.events.last)
        #expect(last.name == "tabBarControllerShouldSelect" && last.params["result"] == false)
        #expect(try await c.ok("vc.get", ["vc": .string(other)])["appearance"] == "disappeared")

        // Hidden by a pushed controller's hidesBottomBarWhenPushed (R105).
        let hiding = try await create(c, "UIViewController", "Hiding")
        _ = try await c.ok("vc.set", ["vc": .string(hiding), "properties": ["hidesBottomBarWhenPushed": true]])
        _ = try await c.ok("nav.push", ["nav": .string(nav), "vc": .string(hiding), "animated": false])
        let hidden = try #require(await c.refused("tab.tap", ["tab": .string(tab), "index": 0]))
        #expect(hidden.codeName == "invalidState" && hidden.message.contains("hidesBottomBarWhenPushed"), "\(hidden)")
        #expect(try await c.ok("vc.get", ["vc": .string(nav)])["children"] == [.string(root), .string(hiding)])
        // Bad params.
        let range = try #require(await c.refused("tab.tap", ["tab": .string(tab), "index": 2]))
        #expect(range.codeName == "invalidParams" && range.message == "tab index 2 out of range 0..<2")
        let check = try await c.ok("server.checkInvariants")
        #expect(check["ok"] == .bool(true), "\(check)")
        #expect(s.stop() == 0)
    }

    /// R112: tab.setViewControllers at run time: all old children removed before the new ones
    /// are installed, in one window seq; a bad list changes nothing.
    @Test(arguments: ServerTransport.allCases)
    func R112_setViewControllersRemovesAllThenInstalls(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0"])
        let c = try s.connect()
        let log = NotificationLog(c)
        let a = try await create(c, "UIViewController", "A")
        let b = try await create(c, "UIViewController", "B")
        let x = try await create(c, "UIViewController", "X")
        let tab = try await create(c, "UITabBarController", "Tabs", children: [a, b])
        _ = try await c.ok("window.create", ["root": .string(tab)])
        _ = try await c.ok("events.subscribe", ["names": ["willMoveToParent", "didMoveToParent", "viewWillAppear", "viewDidAppear",
                                                          "viewWillDisappear", "viewDidDisappear"]])
        #expect(try await c.ok("tab.setViewControllers", ["tab": .string(tab), "vcs": [.string(x), .string(a)]]) == [:])
        _ = try await c.ok("sync")
        let titles = [a: "A", b: "B", x: "X"]
        let got = log.events.map { "\(titles[$0.vc ?? ""] ?? "?").\($0.name ?? "")" }
        #expect(got == ["A.willMoveToParent", "B.willMoveToParent", "A.viewWillDisappear", "A.viewDidDisappear", "A.didMoveToParent", "B.didMoveToParent",
                        "X.willMoveToParent", "A.willMoveToParent", "A.viewWillAppear", "A.viewDidAppear", "X.didMoveToParent", "A.didMoveToParent"], "\(got)")
        let info = try await c.ok("vc.get", ["vc": .string(tab)])
        #expect(info["children"] == [.string(x), .string(a)])
        #expect(try await c.ok("vc.get", ["vc": .string(b)])["parent"] == .null)
        let e = try #require(await c.refused("tab.setViewControllers", ["tab": .string(tab), "vcs": [.string(a), .string(a)]]))
        #expect(e.codeName == "invalidParams" && e.message.contains("is listed twice"), "\(e)")
        #expect(try await c.ok("vc.get", ["vc": .string(tab)])["children"] == [.string(x), .string(a)])
        let check = try await c.ok("server.checkInvariants")
        #expect(check["ok"] == .bool(true), "\(check)")
        #expect(s.stop() == 0)
    }

    /// R114-R117: six tabs on the server's phone: tab.tapMore shows the More list (selectedIndex
    /// null: NSNotFound), the delegate events name the More navigation controller with index
    /// null, a row tap pushes the tab onto it, `tree` shows it after the tabs; bad input changes
    /// nothing.
    @Test(arguments: ServerTransport.allCases)
    func R114_R117_theMoreNavigationController(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0"])
        let c = try s.connect()
        let log = NotificationLog(c)
        var tabs: [String] = []
        for i in 0..<6 { tabs.append(try await create(c, "UIViewController", "Tab\(i)")) }
        let tab = try await create(c, "UITabBarController", "Tabs", children: tabs)
        let two = try await create(c, "UITabBarController", "Two", children: [try await create(c, "UIViewController", "X")])
        _ = try await c.ok("window.create", ["root": .string(tab)])
        // A row of the More list while the list is not on screen: refused, nothing changed.
        let row = try #require(await c.refused("tab.tap", ["tab": .string(tab), "index": 5]))
        #expect(row.codeName == "invalidState" && row.message.contains("tap More first (tab.tapMore)"), "\(row)")
        let noMore = try #require(await c.refused("tab.tapMore", ["tab": .string(two)]))
        #expect(noMore.codeName == "invalidState" && noMore.message.contains("has no More item"), "\(noMore)")
        _ = try await c.ok("events.subscribe", ["names": ["tabBarControllerShouldSelect", "tabBarControllerDidSelect", "viewDidAppear"]])
        let tapped = try await c.ok("tab.tapMore", ["tab": .string(tab)])
        let more = try #require(tapped["selectedViewController"]?.stringValue)
        #expect(tapped["selected"] == true && tapped["selectedIndex"] == .null && !tabs.contains(more))
        _ = try await c.ok("sync")
        let first = try #require(log.events.first)
        #expect(first.name == "tabBarControllerShouldSelect" && first.params["viewController"] == .string(more) && first.params["index"] == .null)
        #expect(log.events.last?.name == "tabBarControllerDidSelect")
        #expect(try await c.ok("vc.get", ["vc": .string(more)])["class"] == "UIMoreNavigationController")
        #expect(try await c.ok("vc.get", ["vc": .string(tab)])["children"] == .array(tabs.map(JSON.string)))
        // A row: pushed onto the More navigation controller.
        #expect(try await c.ok("tab.tap", ["tab": .string(tab), "index": 5]) == ["selected": true, "popped": [], "selectedIndex": 5, "selectedViewController": .string(tabs[5])])
        #expect(try await c.ok("vc.get", ["vc": .string(tabs[5])])["navigationController"] == .string(more))
        let tree = try await c.ok("tree")
        #expect("\(tree)".contains("UIMoreListController"), "\(tree)")
        // A re-tap on More pops to the list.
        #expect(try await c.ok("tab.tapMore", ["tab": .string(tab)]) == ["selected": true, "popped": [.string(tabs[5])], "selectedIndex": .null, "selectedViewController": .string(more)])
        let check = try await c.ok("server.checkInvariants")
        #expect(check["ok"] == .bool(true), "\(check)")
        #expect(s.stop() == 0)
    }
}
