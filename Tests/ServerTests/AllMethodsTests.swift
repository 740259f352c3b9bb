import Foundation
import ProsceniumLauncher
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Every method of docs/protocol.md called at least once against the real `proscd`, with its
/// documented result shape, and every error code of the contract provoked at least once. Over
/// the embedded server every successful answer is held to its method's declared result type
/// (`.resultsChecked`), and `everyMethodsAnswerIsCheckedAgainstItsResultType` fails naming each
/// method no scenario here answered.
@Suite("Every method and error code", .resultsChecked)
struct AllMethodsTests {
    private static let unwindFlags = ["--unwind-actions", "{\"HomeViewController\":[\"unwindToHome\"]}"]

    private func server(_ transport: ServerTransport, _ extra: [String] = []) throws -> any TestServer {
        try transport.start(["--animation-speed", "0"] + extra)
    }

    /// `server.checkInvariants` (extension) must report no violation.
    private func expectInvariants(_ c: ProsceniumConnection, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let r = try await c.ok("server.checkInvariants")
        #expect(r["ok"] == .bool(true), "invariants: \(r)", sourceLocation: sourceLocation)
        #expect(r["violations"]?.arrayValue != nil, sourceLocation: sourceLocation)
    }

    /// The ids of the demo hierarchy in w1: tab bar, its navigation controller, Home, second tab.
    private func demo(_ c: ProsceniumConnection) async throws -> (tab: String, nav: String, home: String, second: String) {
        let t = try await c.ok("tree", ["window": "w1"])
        let w = try #require(t["windows"]?.arrayValue?.first)
        let root = try #require(w["root"])
        let tab = try #require(root["vc"]?.stringValue)
        let kids = try #require(root["children"]?.arrayValue)
        #expect(kids.count == 2)
        let nav = try #require(kids.first?["vc"]?.stringValue)
        let second = try #require(kids.last?["vc"]?.stringValue)
        let homeNode = try #require(kids.first?["children"]?.arrayValue?.first)
        #expect(homeNode["storyboardIdentifier"] == .string("Home"))
        return (tab, nav, try #require(homeNode["vc"]?.stringValue), second)
    }

    /// Sends raw lines and collects the answers that carry no id of ours.
    private func rawLines(_ c: ProsceniumConnection, _ lines: [String], expect count: Int) async throws -> [JSON] {
        let box = NotificationLogJSON()
        c.onUnmatchedResponse = { box.append($0) }
        for l in lines { c.sendRaw(Array(l.utf8)) }
        _ = try await c.ok("ping")
        #expect(await box.wait(count: count), "expected \(count) answers, got \(box.all)")
        return box.all
    }

    private func ids(_ j: JSON?) -> [String] { (j?.arrayValue ?? []).compactMap(\.stringValue) }

    // MARK: - Session, server, screens, windows, device, storyboards, tree, events

    @Test(arguments: ServerTransport.allCases) func sessionServerScreensWindowsDeviceStoryboardsTreeEvents(_ transport: ServerTransport) async throws {
        let s = try server(transport)
        let c = try s.connect()

        let hello = try await c.ok("hello", ["client": "all-methods", "role": "driver"])
        #expect(hello["session"]?.stringValue?.isEmpty == false)
        #expect(hello["protocol"] == .number(1))
        #expect(hello["server"]?["name"] == .string("proscd"))
        #expect(hello["server"]?["version"]?.stringValue != nil)
        #expect(try await c.ok("ping") == .object([:]))

        let stats = try await c.ok("server.stats")
        for key in ["clients", "screens", "windows", "viewControllers", "transitionsCompleted", "eventsSent", "eventsDropped", "uptimeMs"] {
            #expect(stats[key]?.doubleValue != nil, "server.stats lacks \(key)")
        }
        #expect((stats["clients"]?.intValue ?? 0) >= 1)

        // events.subscribe with a snapshot; sync; unsubscribe at the end.
        let log = NotificationLog(c)
        let sub = try await c.ok("events.subscribe", ["snapshot": true])
        let subscription = try #require(sub["subscription"]?.stringValue)
        #expect(subscription.hasPrefix("sub"))
        #expect(sub["seq"]?.intValue != nil)
        #expect(sub["tree"]?["windows"]?.arrayValue?.isEmpty == false)

        // Screens.
        let screens = try await c.ok("screen.list")
        let main = try #require(screens["screens"]?.arrayValue?.first)
        #expect(main["id"] == .string("s1"))
        #expect(main["main"] == .bool(true))
        #expect(main["width"] == .number(390))
        #expect(main["height"] == .number(844))
        #expect(main["scale"] == .number(3))
        #expect(main["name"]?.stringValue != nil)
        #expect(main["traits"]?["idiom"] == .string("phone"))
        #expect(main["traits"]?["horizontalSizeClass"] == .string("compact"))
        #expect(ids(main["windows"]).contains("w1"))

        let connected = try await c.ok("screen.connect", ["name": "TV", "width": 1920, "height": 1080, "scale": 1])
        let s2 = try #require(connected["screen"]?.stringValue)
        #expect(s2 == "s2")
        let extWindows = ids(connected["windows"])
        #expect(extWindows.count == 1)
        let afterConnect = try await c.ok("screen.list")
        #expect(afterConnect["screens"]?.arrayValue?.count == 2)
        let disconnected = try await c.ok("screen.disconnect", ["screen": .string(s2)])
        #expect(ids(disconnected["windows"]) == extWindows)
        #expect(await log.wait { $0.contains { $0.name == "screenDidConnect" } && $0.contains { $0.name == "screenDidDisconnect" } })

        // Windows.
        let r2 = try await c.makeController("R2")
        let created = try await c.ok("window.create", ["root": .string(r2), "makeKeyAndVisible": false])
        let w2 = try #require(created["window"]?.stringValue)
        #expect(created["root"] == .string(r2))
        let fromStoryboard = try await c.ok("window.create", ["storyboard": "Main", "identifier": "Detail"])
        let w3 = try #require(fromStoryboard["window"]?.stringValue)
        let w3root = try #require(fromStoryboard["root"]?.stringValue)
        #expect(try await c.ok("vc.get", ["vc": .string(w3root)])["storyboardIdentifier"] == .string("Detail"))

        let list = try await c.ok("window.list")
        let windows = try #require(list["windows"]?.arrayValue)
        let windowIDs = Set(windows.compactMap { $0["id"]?.stringValue })
        #expect(windowIDs.isSuperset(of: ["w1", w2, w3]))
        for w in windows {
            for key in ["id", "screen", "key", "visible", "root"] { #expect(w[key] != nil, "window.list entry lacks \(key)") }
        }

        let g = try await c.ok("window.get", ["window": "w1"])
        #expect(g["window"] == .string("w1"))
        #expect(g["screen"] == .string("s1"))
        #expect(g["key"]?.boolValue != nil)
        #expect(g["visible"] == .bool(true))
        #expect(g["root"]?.stringValue != nil)
        #expect(g["traits"]?["verticalSizeClass"]?.stringValue != nil)
        #expect(g["orientation"] == .string("portrait"))
        #expect(g["statusBar"]?["controller"]?.stringValue != nil)
        #expect(g["statusBar"]?["style"]?.stringValue != nil)
        #expect(g["statusBar"]?["hidden"]?.boolValue != nil)

        let r2b = try await c.makeController("R2b")
        #expect(try await c.ok("window.setRoot", ["window": .string(w2), "vc": .string(r2b)]) == .object([:]))
        #expect(try await c.ok("window.get", ["window": .string(w2)])["root"] == .string(r2b))
        #expect(try await c.ok("window.makeKeyAndVisible", ["window": .string(w2)]) == .object([:]))
        let g2 = try await c.ok("window.get", ["window": .string(w2)])
        #expect(g2["key"] == .bool(true))
        #expect(g2["visible"] == .bool(true))
        #expect(try await c.ok("window.setTraits", ["window": .string(w2), "horizontalSizeClass": "regular"]) == .object([:]))
        #expect(try await c.ok("window.get", ["window": .string(w2)])["traits"]?["horizontalSizeClass"] == .string("regular"))
        #expect(try await c.ok("window.destroy", ["window": .string(w3)]) == .object([:]))
        #expect(await c.refused("window.get", ["window": .string(w3)])?.code == -32001)

        // Device.
        let rotated = try await c.ok("device.rotate", ["orientation": "landscapeLeft"])
        #expect(rotated["orientation"] == .string("landscapeLeft"))
        let rw = try #require(rotated["windows"]?.arrayValue)
        #expect(!rw.isEmpty)
        for w in rw {
            #expect(w["window"]?.stringValue != nil)
            #expect(w["rotated"]?.boolValue != nil)
        }
        _ = try await c.ok("device.rotate", ["orientation": "portrait"])
        #expect(try await c.ok("system.memoryWarning") == .object([:]))
        #expect(await log.wait { $0.contains { $0.name == "didReceiveMemoryWarning" } })

        // Storyboards.
        let sbList = try await c.ok("storyboard.list")
        let sbs = try #require(sbList["storyboards"]?.arrayValue)
        let names = Set(sbs.compactMap { $0["storyboard"]?.stringValue })
        #expect(names.isSuperset(of: ["Main", "External"]))
        for sb in sbs {
            #expect(sb["path"] != nil)
            #expect(sb["initial"] != nil)
            #expect(sb["scenes"] != nil)
        }
        let xml = try String(contentsOfFile: ServerProcess.demoStoryboards + "/Main.storyboard", encoding: .utf8)
        let loaded = try await c.ok("storyboard.load", ["name": "MainCopy", "xml": .string(xml)])
        #expect(loaded["storyboard"] == .string("MainCopy"))
        #expect(loaded["initial"]?.stringValue != nil)
        let scenes = try #require(loaded["scenes"]?.arrayValue)
        let home = try #require(scenes.first { $0["storyboardIdentifier"] == .string("Home") })
        #expect(home["id"] == .string("9pv-A4-QxB"))
        #expect(home["customClass"] == .string("HomeViewController"))
        #expect(home["title"] == .string("Home"))
        #expect(home["class"]?.stringValue != nil)
        #expect(loaded["segues"] != nil)
        let namesAfter = try await c.ok("storyboard.list")["storyboards"]?.arrayValue?.compactMap { $0["storyboard"]?.stringValue } ?? []
        #expect(namesAfter.contains("MainCopy"))

        // tree.
        let tree = try await c.ok("tree")
        let tw = try #require(tree["windows"]?.arrayValue)
        #expect(tw.count >= 2)
        let w1 = try #require(tw.first { $0["window"] == .string("w1") })
        #expect(w1["screen"] == .string("s1"))
        #expect(w1["key"]?.boolValue != nil)
        let root = try #require(w1["root"])
        #expect(root["class"]?.stringValue != nil)
        #expect(root["appearance"] == .string("appeared"))
        #expect(root["scene"] == .string("49e-Tb-3d3"))
        #expect(root["children"]?.arrayValue?.count == 2)

        let synced = try await c.ok("sync")
        #expect((synced["seq"]?.intValue ?? 0) > 0)
        #expect(!log.events.isEmpty)
        #expect(try await c.ok("events.unsubscribe", ["subscription": .string(subscription)]) == .object([:]))

        try await expectInvariants(c)
        #expect(s.stop() == 0)
    }

    // MARK: - View controllers

    @Test(arguments: ServerTransport.allCases) func viewControllerMethods(_ transport: ServerTransport) async throws {
        let s = try server(transport)
        let c = try s.connect()
        let d = try await demo(c)

        // vc.instantiate: with and without an identifier.
        let inst = try await c.ok("vc.instantiate", ["storyboard": "Main", "identifier": "Detail"])
        let detail = try #require(inst["vc"]?.stringValue)
        #expect(inst["tree"]?["vc"] == .string(detail))
        #expect(inst["tree"]?["storyboardIdentifier"] == .string("Detail"))
        let initial = try await c.ok("vc.instantiate", ["storyboard": "Main"])
        #expect(initial["tree"]?["children"]?.arrayValue?.count == 2, "the tab bar comes with its relationship children")

        // vc.create and vc.get.
        let a = try await c.makeController("A", ["modalPresentationStyle": "fullScreen"])
        let ga = try await c.ok("vc.get", ["vc": .string(a)])
        for key in ["vc", "class", "title", "storyboard", "storyboardIdentifier", "scene", "window", "parent", "children",
                    "presentingViewController", "presentedViewController", "navigationController", "tabBarController",
                    "splitViewController", "isViewLoaded", "appearance", "properties"] {
            #expect(ga[key] != nil, "vc.get lacks \(key)")
        }
        #expect(ga["vc"] == .string(a))
        #expect(ga["class"] == .string("UIViewController"))
        #expect(ga["title"] == .string("A"))
        #expect(ga["appearance"] == .string("disappeared"))
        #expect(ga["window"] == .null)
        #expect(ga["isViewLoaded"] == .bool(false))
        let gh = try await c.ok("vc.get", ["vc": .string(d.home)])
        #expect(gh["storyboard"] == .string("Main"))
        #expect(gh["scene"] == .string("9pv-A4-QxB"))
        #expect(gh["navigationController"] == .string(d.nav))
        #expect(gh["tabBarController"] == .string(d.tab))
        #expect(gh["parent"] == .string(d.nav))
        #expect(gh["window"] == .string("w1"))
        #expect(gh["appearance"] == .string("appeared"))

        // vc.set.
        #expect(try await c.ok("vc.set", ["vc": .string(a), "properties": ["title": "A2", "definesPresentationContext": true]]) == .object([:]))
        let ga2 = try await c.ok("vc.get", ["vc": .string(a)])
        #expect(ga2["title"] == .string("A2"))
        #expect(ga2["properties"]?["definesPresentationContext"] == .bool(true))

        // vc.present / vc.dismiss.
        let (w2, root) = try await c.makeWindow("Root")
        let p = try await c.ok("vc.present", ["presenter": .string(root), "vc": .string(a), "animated": true])
        #expect(p["vc"] == .string(a))
        #expect(p["presenter"] == .string(root))
        #expect(p["style"] == .string("fullScreen"))
        let gp = try await c.ok("vc.get", ["vc": .string(a)])
        #expect(gp["presentingViewController"] == .string(root))
        #expect(gp["appearance"] == .string("appeared"))
        #expect(gp["window"] == .string(w2))
        let dis = try await c.ok("vc.dismiss", ["vc": .string(root), "animated": true])
        #expect(ids(dis["dismissed"]) == [a])
        #expect(try await c.ok("vc.get", ["vc": .string(root)])["presentedViewController"] == .null)

        // vc.show (push in a navigation controller) and vc.showDetail.
        let shown = try await c.makeController("Shown")
        let sh = try await c.ok("vc.show", ["vc": .string(shown), "from": .string(d.home), "animated": false])
        #expect(sh["action"] == .string("push"))
        #expect(sh["container"] == .string(d.nav))
        #expect(try await c.ok("vc.get", ["vc": .string(shown)])["navigationController"] == .string(d.nav))
        let shownDetail = try await c.makeController("ShownDetail")
        let sd = try await c.ok("vc.showDetail", ["vc": .string(shownDetail), "from": .string(shown), "animated": false])
        let action = try #require(sd["action"]?.stringValue)
        #expect(["push", "present", "replaceDetail"].contains(action))
        #expect(sd["container"]?.stringValue != nil)
        _ = try await c.ok("nav.popToRoot", ["nav": .string(d.nav), "animated": false])
        if action == "present" { _ = try await c.ok("vc.dismiss", ["vc": .string(shownDetail), "animated": false]) }

        // Custom containment: vc.addChild, vc.transition, vc.removeFromParent.
        let container = try await c.makeController("Container")
        _ = try await c.ok("window.setRoot", ["window": .string(w2), "vc": .string(container)])
        let c1 = try await c.makeController("C1")
        let c2 = try await c.makeController("C2")
        #expect(try await c.ok("vc.addChild", ["parent": .string(container), "child": .string(c1)]) == .object([:]))
        let gc1 = try await c.ok("vc.get", ["vc": .string(c1)])
        #expect(gc1["parent"] == .string(container))
        #expect(gc1["appearance"] == .string("appeared"))
        #expect(ids(try await c.ok("vc.get", ["vc": .string(container)])["children"]) == [c1])
        #expect(try await c.ok("vc.addChild", ["parent": .string(container), "child": .string(c2), "steps": ["addChild"]]) == .object([:]))
        #expect(try await c.ok("vc.transition", ["parent": .string(container), "from": .string(c1), "to": .string(c2), "duration": 0.25, "animated": true]) == .object([:]))
        #expect(try await c.ok("vc.get", ["vc": .string(c2)])["appearance"] == .string("appeared"))
        #expect(try await c.ok("vc.get", ["vc": .string(c1)])["appearance"] == .string("disappeared"))
        #expect(try await c.ok("vc.removeFromParent", ["vc": .string(c1)]) == .object([:]))
        #expect(try await c.ok("vc.get", ["vc": .string(c1)])["parent"] == .null)

        // vc.addView without containment of a parentless controller (allowed, R35).
        let loose = try await c.makeController("Loose")
        #expect(try await c.ok("vc.addView", ["vc": .string(loose), "into": .string(container)]) == .object([:]))

        // Manual appearance forwarding.
        #expect(try await c.ok("vc.beginAppearanceTransition", ["vc": .string(c2), "appearing": false, "animated": false]) == .object([:]))
        #expect(try await c.ok("vc.get", ["vc": .string(c2)])["appearance"] == .string("disappearing"))
        #expect(try await c.ok("vc.endAppearanceTransition", ["vc": .string(c2)]) == .object([:]))
        #expect(try await c.ok("vc.get", ["vc": .string(c2)])["appearance"] == .string("disappeared"))
        _ = try await c.ok("vc.beginAppearanceTransition", ["vc": .string(c2), "appearing": true, "animated": false])
        _ = try await c.ok("vc.endAppearanceTransition", ["vc": .string(c2)])
        #expect(try await c.ok("vc.get", ["vc": .string(c2)])["appearance"] == .string("appeared"))

        try await expectInvariants(c)
        #expect(s.stop() == 0)
    }

    // MARK: - Navigation, tabs, segues

    @Test(arguments: ServerTransport.allCases) func navigationTabsAndSegues(_ transport: ServerTransport) async throws {
        let s = try server(transport, Self.unwindFlags)
        let c = try s.connect()
        let d = try await demo(c)

        // Navigation in code.
        let a = try await c.makeController("A")
        let nav = try #require(try await c.ok("vc.create", ["class": "UINavigationController", "children": .array([.string(a)])])["vc"]?.stringValue)
        _ = try await c.ok("window.create", ["root": .string(nav)])
        let b = try await c.makeController("B")
        let cc = try await c.makeController("C")
        let dd = try await c.makeController("D")
        for v in [b, cc, dd] {
            #expect(try await c.ok("nav.push", ["nav": .string(nav), "vc": .string(v), "animated": true]) == .object([:]))
        }
        #expect(ids(try await c.ok("vc.get", ["vc": .string(nav)])["children"]) == [a, b, cc, dd])
        #expect(ids(try await c.ok("nav.pop", ["nav": .string(nav), "animated": true])["popped"]) == [dd])
        _ = try await c.ok("nav.push", ["nav": .string(nav), "vc": .string(dd), "animated": false])
        #expect(Set(ids(try await c.ok("nav.popTo", ["nav": .string(nav), "vc": .string(b), "animated": true])["popped"])) == [cc, dd])
        #expect(ids(try await c.ok("nav.popToRoot", ["nav": .string(nav), "animated": false])["popped"]) == [b])
        #expect(try await c.ok("nav.setViewControllers", ["nav": .string(nav), "vcs": .array([.string(a), .string(cc)]), "animated": true]) == .object([:]))
        #expect(ids(try await c.ok("vc.get", ["vc": .string(nav)])["children"]) == [a, cc])
        #expect(try await c.ok("vc.get", ["vc": .string(cc)])["appearance"] == .string("appeared"))

        // tab.select.
        #expect(try await c.ok("tab.select", ["tab": .string(d.tab), "index": 1]) == .object([:]))
        #expect(try await c.ok("vc.get", ["vc": .string(d.second)])["appearance"] == .string("appeared"))
        #expect(try await c.ok("vc.get", ["vc": .string(d.home)])["appearance"] == .string("disappeared"))
        _ = try await c.ok("tab.select", ["tab": .string(d.tab), "index": 0])
        #expect(try await c.ok("vc.get", ["vc": .string(d.home)])["appearance"] == .string("appeared"))

        // vc.segues.
        let segs = try #require(try await c.ok("vc.segues", ["vc": .string(d.home)])["segues"]?.arrayValue)
        let byID = Dictionary(segs.compactMap { s in s["identifier"]?.stringValue.map { ($0, s) } }, uniquingKeysWith: { x, _ in x })
        let segueIDs = Set(byID.keys)
        #expect(segueIDs.isSuperset(of: ["showDetail", "presentModal", "presentSheet", "showPopover"]))
        #expect(byID["showDetail"]?["segue"] == .string("sD1-Sg-kq3"))
        #expect(byID["showDetail"]?["kind"] == .string("show"))
        #expect(byID["showDetail"]?["trigger"] == .string("button"))
        #expect(byID["presentModal"]?["trigger"] == .string("barButtonItem"))
        let dest = byID["showDetail"]?["destination"]?.stringValue
        #expect(dest == "Detail" || dest == "Dtl-Vc-7kq")

        // segue.perform from code (identifier), then unwind back by popping.
        let shown = try await c.ok("segue.perform", ["source": .string(d.home), "identifier": "showDetail"])
        #expect(shown["identifier"] == .string("showDetail"))
        #expect(shown["kind"] == .string("show"))
        let detail = try #require(shown["destination"]?.stringValue)
        #expect(try await c.ok("vc.get", ["vc": .string(detail)])["parent"] == .string(d.nav))
        let unwound = try await c.ok("segue.unwind", ["source": .string(detail), "action": "unwindToHome"])
        #expect(unwound["destination"] == .string(d.home))
        #expect(ids(unwound["popped"]) == [detail])
        #expect(ids(unwound["dismissed"]) == [])

        // segue.perform as a user tap (segue XML id), then unwind by dismissing.
        let modal = try await c.ok("segue.perform", ["source": .string(d.home), "segue": "pMd-Sg-9Vn"])
        #expect(modal["identifier"] == .string("presentModal"))
        #expect(modal["kind"]?.stringValue != nil)
        let modalVC = try #require(modal["destination"]?.stringValue)
        #expect(try await c.ok("vc.get", ["vc": .string(modalVC)])["presentingViewController"]?.stringValue != nil)
        let unwound2 = try await c.ok("segue.unwind", ["source": .string(modalVC), "action": "unwindToHome"])
        #expect(unwound2["destination"] == .string(d.home))
        #expect(ids(unwound2["dismissed"]) == [modalVC])
        #expect(ids(unwound2["popped"]) == [])
        #expect(try await c.ok("vc.get", ["vc": .string(d.home)])["appearance"] == .string("appeared"))

        try await expectInvariants(c)
        #expect(s.stop() == 0)
    }

    // MARK: - Error codes

    @Test(arguments: ServerTransport.allCases) func jsonRPCErrorCodes(_ transport: ServerTransport) async throws {
        let s = try server(transport)
        let c = try s.connect()
        let answers = try await rawLines(c, [
            "{oops\n",
            "[]\n",   // an empty batch: one -32600 (JSON-RPC 2.0 §6)
            "{\"jsonrpc\":\"2.0\",\"id\":\"r1\"}\n",
        ], expect: 3)
        #expect(answers.map { $0["error"]?["code"]?.intValue ?? 0 } == [-32700, -32600, -32600])
        #expect(answers.first?["id"] == .null)
        #expect(await c.refused("vc.teleport")?.code == -32601)
        #expect(await c.refused("vc.get", ["vc": 12])?.code == -32602)
        #expect(await c.refused("vc.get")?.code == -32602)
        #expect(await c.refused("vc.get", ["vc": "vc99999"])?.code == -32001)
        #expect(await c.refused("vc.instantiate", ["storyboard": "Main", "identifier": "NoSuchScene"])?.code == -32001)
        #expect(await c.refused("vc.instantiate", ["storyboard": "NoSuchStoryboard"])?.code == -32001)
        try await expectInvariants(c)
        #expect(s.stop() == 0)
    }

    @Test(arguments: ServerTransport.allCases) func hierarchyInconsistencyAddViewIntoANonParent(_ transport: ServerTransport) async throws {
        let s = try server(transport)
        let c = try s.connect()
        let (_, root) = try await c.makeWindow("Root")
        let parent = try await c.makeController("Parent")
        let child = try await c.makeController("Child")
        _ = try await c.ok("vc.addChild", ["parent": .string(root), "child": .string(parent)])
        _ = try await c.ok("vc.addChild", ["parent": .string(parent), "child": .string(child)])
        let before = try await c.ok("tree")
        let e = try #require(await c.refused("vc.addView", ["vc": .string(child), "into": .string(root)]))
        #expect(e.code == -32002)
        #expect(e.raises == true)
        #expect(e.uikit?.contains("should have parent view controller") == true, "uikit: \(e.uikit ?? "nil")")
        #expect(try await c.ok("tree") == before, "a refused request leaves the hierarchy as it was")
        try await expectInvariants(c)
        #expect(s.stop() == 0)
    }

    @Test(arguments: ServerTransport.allCases) func invalidStatePresentingFromAControllerThatAlreadyPresents(_ transport: ServerTransport) async throws {
        let s = try server(transport)
        let c = try s.connect()
        let (_, root) = try await c.makeWindow("Root")
        let b = try await c.makeController("B")
        let x = try await c.makeController("X")
        _ = try await c.ok("vc.present", ["presenter": .string(root), "vc": .string(b), "animated": false])
        let before = try await c.ok("tree")
        let e = try #require(await c.refused("vc.present", ["presenter": .string(root), "vc": .string(x), "animated": false]))
        #expect(e.code == -32003)
        #expect(e.raises == false)
        #expect(e.uikit?.contains("which is already presenting") == true, "uikit: \(e.uikit ?? "nil")")
        #expect(try await c.ok("tree") == before)
        try await expectInvariants(c)
        #expect(s.stop() == 0)
    }

    @Test(arguments: ServerTransport.allCases) func segueNotFoundUnknownIdentifierAndUnwindWithoutDestination(_ transport: ServerTransport) async throws {
        let s = try server(transport, Self.unwindFlags)
        let c = try s.connect()
        let d = try await demo(c)
        let e = try #require(await c.refused("segue.perform", ["source": .string(d.home), "identifier": "noSuchSegue"]))
        #expect(e.code == -32004)
        #expect(e.raises == true)
        #expect(e.uikit?.contains("has no segue with identifier 'noSuchSegue'") == true, "uikit: \(e.uikit ?? "nil")")
        // R85: a controller not loaded from a storyboard.
        let (_, root) = try await c.makeWindow("Code")
        #expect(await c.refused("segue.perform", ["source": .string(root), "identifier": "showDetail"])?.code == -32004)
        // An unwind whose action no controller implements.
        let shown = try await c.ok("segue.perform", ["source": .string(d.home), "identifier": "showDetail"])
        let detail = try #require(shown["destination"]?.stringValue)
        let u = try #require(await c.refused("segue.unwind", ["source": .string(detail), "action": "unwindToNowhere"]))
        #expect(u.code == -32004)
        #expect(try await c.ok("vc.get", ["vc": .string(detail)])["parent"] == .string(d.nav), "the refused unwind popped nothing")
        try await expectInvariants(c)
        #expect(s.stop() == 0)
    }

    @Test(arguments: ServerTransport.allCases) func unsupportedPartialCurlOutsideFullScreen(_ transport: ServerTransport) async throws {
        let s = try server(transport)
        let c = try s.connect()
        let (w, root) = try await c.makeWindow("Root")
        let b = try await c.makeController("B", ["modalTransitionStyle": "partialCurl", "modalPresentationStyle": "overFullScreen"])
        let e = try #require(await c.refused("vc.present", ["presenter": .string(root), "vc": .string(b), "animated": false]))
        #expect(e.code == -32005)
        #expect(e.raises == true)
        #expect(e.uikit?.isEmpty == false)
        // In compact width a pageSheet adapts to fullScreen (R71), where partialCurl is allowed;
        // in regular width it stays a sheet, and partialCurl is refused.
        _ = try await c.ok("window.setTraits", ["window": .string(w), "horizontalSizeClass": "regular"])
        let e2 = try #require(await c.refused("vc.present", ["presenter": .string(root), "vc": .string(b), "style": "pageSheet", "transition": "partialCurl", "animated": false]))
        #expect(e2.code == -32005)
        #expect(try await c.ok("vc.get", ["vc": .string(root)])["presentedViewController"] == .null)
        try await expectInvariants(c)
        #expect(s.stop() == 0)
    }

    @Test(arguments: ServerTransport.allCases) func permissionDeniedForAnObserver(_ transport: ServerTransport) async throws {
        let s = try server(transport)
        let c = try s.connect()
        _ = try await c.ok("hello", ["client": "watcher", "role": "observer"])
        _ = try await c.ok("tree")
        _ = try await c.ok("sync")
        _ = try await c.ok("vc.segues", ["vc": "vc1"])
        #expect(await c.refused("window.create")?.code == -32010)
        #expect(await c.refused("vc.set", ["vc": "vc1", "properties": ["title": "x"]])?.code == -32010)
        #expect(await c.refused("server.shutdown")?.code == -32010)
        let driver = try s.connect()
        try await expectInvariants(driver)
        #expect(s.stop() == 0)
    }

    @Test(arguments: ServerTransport.allCases) func limitExceededForALineOverTheConfiguredLimit(_ transport: ServerTransport) async throws {
        let s = try server(transport, ["--max-line-bytes", "4096"])
        let c = try s.connect()
        let line = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{\"pad\":\"" + String(repeating: "z", count: 5000) + "\"}}\n"
        let answers = try await rawLines(c, [line], expect: 1)
        #expect(answers.first?["error"]?["code"] == .number(-32011))
        // A line under the limit still works on the same connection.
        #expect(try await c.ok("ping", ["pad": .string(String(repeating: "y", count: 1000))]) == .object([:]))
        try await expectInvariants(c)
        #expect(s.stop() == 0)
    }

    @Test(arguments: ServerTransport.allCases) func storyboardErrorForXMLThatIsNotWellFormed(_ transport: ServerTransport) async throws {
        let s = try server(transport)
        let c = try s.connect()
        let xml = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n<scene sceneID=\"a\">\n</scenes>\n"
        let e = try #require(await c.refused("storyboard.load", ["name": "Bad", "xml": .string(xml)]))
        #expect(e.code == -32012)
        #expect(e.data?["file"] != nil)
        #expect(e.data?["line"]?.intValue != nil)
        #expect(e.data?["reason"] != nil || e.message.isEmpty == false)
        let names = try await c.ok("storyboard.list")["storyboards"]?.arrayValue?.compactMap { $0["storyboard"]?.stringValue } ?? []
        #expect(!names.contains("Bad"))
        try await expectInvariants(c)
        #expect(s.stop() == 0)
    }

    // MARK: - Scenes, column splits, tabs and hidden windows

    @Test(arguments: ServerTransport.allCases) func scenesColumnSplitsTabsAndHiddenWindows(_ transport: ServerTransport) async throws {
        let s = try server(transport, ["--main-screen", "1024x1366@2:pad", "--supports-multiple-scenes"])
        let c = try s.connect()

        // Scenes (R130-R145): the application's, a second one activated, resized, sent to the
        // background and back, given a restoration activity, destroyed.
        let scenes = try await c.ok("scene.list")
        let first = try #require(scenes["scenes"]?.arrayValue?.first?["scene"]?.stringValue)
        let opened = try await c.ok("scene.activate", ["requestingScene": .string(first)])
        let scene = try #require(opened["scene"]?.stringValue)
        _ = try await c.ok("scene.resize", ["scene": .string(scene), "width": 507, "height": 1366])
        _ = try await c.ok("scene.background", ["scene": .string(scene)])
        _ = try await c.ok("scene.foreground", ["scene": .string(scene)])
        _ = try await c.ok("scene.setRestorationActivity", ["scene": .string(scene), "activityType": "com.example.doc", "userInfo": ["id": "7"]])
        #expect(try await c.ok("scene.get", ["scene": .string(scene)])["stateRestorationActivity"]?["activityType"] == "com.example.doc")
        _ = try await c.ok("scene.setRestorationActivity", ["scene": .string(scene)])
        #expect(try await c.ok("scene.get", ["scene": .string(scene)])["stateRestorationActivity"] == .null)
        _ = try await c.ok("scene.destroy", ["scene": .string(scene)])

        // A column-style split (R150-R157): a controller set in a column, the primary shown and hidden.
        let a = try await c.makeController("A")
        let b = try await c.makeController("B")
        let made = try await c.ok("vc.create", ["class": "UISplitViewController", "properties": ["style": "doubleColumn"],
                                                "children": [.string(a), .string(b)]])
        let split = try #require(made["vc"]?.stringValue)
        let (window, _) = try await c.makeWindow("Window")
        _ = try await c.ok("window.setRoot", ["window": .string(window), "vc": .string(split)])
        _ = try await c.ok("split.setViewController", ["split": .string(split), "column": "secondary", "vc": .string(try await c.makeController("E"))])
        _ = try await c.ok("split.showColumn", ["split": .string(split), "column": "primary"])
        _ = try await c.ok("split.hideColumn", ["split": .string(split), "column": "primary"])

        // A tab bar controller's tabs replaced; a window hidden and shown.
        let tab = try await c.ok("vc.create", ["class": "UITabBarController", "children": [.string(try await c.makeController("T1"))]])
        let tabs = try #require(tab["vc"]?.stringValue)
        _ = try await c.ok("window.create", ["root": .string(tabs)])
        _ = try await c.ok("tab.setViewControllers", ["tab": .string(tabs), "vcs": [.string(try await c.makeController("T2")), .string(try await c.makeController("T3"))],
                                                      "animated": false])
        _ = try await c.ok("window.setHidden", ["window": .string(window), "hidden": true])
        _ = try await c.ok("window.setHidden", ["window": .string(window), "hidden": false])
        try await expectInvariants(c)
        try s.finish()
    }

    // MARK: - Instantiating in one step, the user's gestures, pages

    @Test(arguments: ServerTransport.allCases) func instantiateInOneStepGesturesAndPages(_ transport: ServerTransport) async throws {
        let s = try server(transport)
        let c = try s.connect()

        // A navigation controller in a tab bar controller of its own window.
        let root = try await c.makeController("Root")
        let nav = try #require(try await c.ok("vc.create", ["class": "UINavigationController", "children": [.string(root)]])["vc"]?.stringValue)
        let tab = try #require(try await c.ok("vc.create", ["class": "UITabBarController", "children": [.string(nav)]])["vc"]?.stringValue)
        _ = try await c.ok("window.create", ["root": .string(tab)])
        #expect(try await c.ok("vc.children", ["vc": .string(tab)])["children"]?.arrayValue?.first?["vc"] == .string(nav))

        // Instantiate and push, show, pop by the user's back swipe (cancelled, then finished).
        let pushed = try await c.ok("nav.instantiateAndPush", ["nav": .string(nav), "storyboard": "Main", "identifier": "Detail", "animated": false])
        #expect(pushed["vc"]?.stringValue != nil)
        #expect(try await c.ok("nav.interactivePop", ["nav": .string(nav), "outcome": "cancel"])["popped"] == [])
        _ = try await c.ok("nav.interactivePop", ["nav": .string(nav)])
        let shown = try await c.ok("vc.instantiateAndShow", ["from": .string(root), "storyboard": "Main", "identifier": "Detail", "animated": false])
        #expect(shown["action"] == "push")
        // showDetail outside a split view presents.
        let detail = try await c.ok("vc.instantiateAndShowDetail", ["from": .string(root), "storyboard": "Main", "identifier": "Detail", "animated": false])
        #expect(detail["action"] == "present")
        _ = try await c.ok("vc.dismiss", ["vc": detail["vc"] ?? .null, "animated": false])
        // A user's tap on the selected tab pops to the root (R103).
        #expect(try await c.ok("tab.tap", ["tab": .string(tab), "index": 0])["selected"] == .bool(true))

        // Instantiate and present a sheet; the user pulls it down (R108).
        let sheet = try await c.ok("vc.instantiateAndPresent", ["presenter": .string(tab), "storyboard": "Main", "identifier": "Modal",
                                                                "animated": false, "style": "formSheet"])
        let modal = try #require(sheet["vc"]?.stringValue)
        #expect(try await c.ok("vc.interactiveDismiss", ["vc": .string(modal)])["dismissed"] == [.string(modal)])

        // A page view controller (R121-R127): its pages set, then the user's swipe.
        let page1 = try await c.makeController("Page 1")
        let page2 = try await c.makeController("Page 2")
        let pager = try #require(try await c.ok("vc.create", ["class": "UIPageViewController",
                                                              "properties": ["transitionStyle": "scroll", "pages": [.string(page1), .string(page2)]]])["vc"]?.stringValue)
        _ = try await c.ok("vc.present", ["presenter": .string(tab), "vc": .string(pager), "animated": false, "style": "formSheet"])
        _ = try await c.ok("page.setViewControllers", ["page": .string(pager), "vcs": [.string(page1)], "animated": false])
        #expect(try await c.ok("page.swipe", ["page": .string(pager)])["viewControllers"] == [.string(page2)])
        _ = try await c.ok("vc.dismiss", ["vc": .string(pager), "animated": false])

        // Six tabs on the phone: a tap on More shows the More list (R115, R117).
        var six: [JSON] = []
        for i in 0..<6 { six.append(.string(try await c.makeController("Tab \(i)"))) }
        let sixTabs = try #require(try await c.ok("vc.create", ["class": "UITabBarController", "children": .array(six)])["vc"]?.stringValue)
        _ = try await c.ok("window.create", ["root": .string(sixTabs)])
        #expect(try await c.ok("tab.tapMore", ["tab": .string(sixTabs)])["selectedIndex"] == .null)
        try await expectInvariants(c)
        try s.finish()
    }

    // MARK: - Sheets, the back button, the iOS 18 tabs

    @Test(arguments: ServerTransport.allCases) func sheetsBackButtonsAndTabs(_ transport: ServerTransport) async throws {
        let s = try server(transport)
        let c = try s.connect()

        // A navigation controller's back button (R169).
        let root = try await c.makeController("Root")
        let nav = try #require(try await c.ok("vc.create", ["class": "UINavigationController", "children": [.string(root)]])["vc"]?.stringValue)
        _ = try await c.ok("window.create", ["root": .string(nav)])
        let detail = try await c.makeController("Detail")
        _ = try await c.ok("nav.push", ["nav": .string(nav), "vc": .string(detail), "animated": false])
        #expect(try await c.ok("nav.tapBack", ["nav": .string(nav)])["popped"] == [.string(detail)])

        // A page sheet with two detents, dragged by the user (R167, R168).
        let sheet = try await c.makeController("Sheet")
        _ = try await c.ok("vc.set", ["vc": .string(sheet), "properties": ["modalPresentationStyle": "pageSheet", "detents": ["medium", "large"]]])
        _ = try await c.ok("vc.present", ["presenter": .string(nav), "vc": .string(sheet), "animated": false])
        _ = try await c.ok("sheet.drag", ["vc": .string(sheet), "detent": "large"])
        _ = try await c.ok("vc.dismiss", ["vc": .string(sheet), "animated": false])

        // The iOS 18 tab model: tabs set, one selected from code, another tapped (R171-R174).
        let first = try await c.makeController("First")
        let second = try await c.makeController("Second")
        let tab = try #require(try await c.ok("vc.create", ["class": "UITabBarController"])["vc"]?.stringValue)
        _ = try await c.ok("window.create", ["root": .string(tab)])
        _ = try await c.ok("tab.setTabs", ["tab": .string(tab), "tabs": [["identifier": "first", "vc": .string(first)],
                                                                         ["identifier": "second", "vc": .string(second)]]])
        _ = try await c.ok("tab.selectTab", ["tab": .string(tab), "identifier": "second"])
        #expect(try await c.ok("tab.tapTab", ["tab": .string(tab), "identifier": "first"])["selectedViewController"] == .string(first))
        try await expectInvariants(c)
        try s.finish()
    }

    // MARK: - Every method's answer checked

    /// The embedded scenarios above, run under one `ResultCoverage`: every method of the table
    /// must have had a successful answer held to its declared result type, and none was off it.
    /// A method added to the table without a call here fails this test by name.
    @Test func everyMethodsAnswerIsCheckedAgainstItsResultType() async throws {
        let coverage = ResultCoverage()
        try await ResultCoverage.$current.withValue(coverage) {
            try await sessionServerScreensWindowsDeviceStoryboardsTreeEvents(.embedded)
            try await viewControllerMethods(.embedded)
            try await navigationTabsAndSegues(.embedded)
            try await scenesColumnSplitsTabsAndHiddenWindows(.embedded)
            try await instantiateInOneStepGesturesAndPages(.embedded)
            try await sheetsBackButtonsAndTabs(.embedded)
            // server.shutdown ends the server: a server of its own, spoken to in raw lines (a
            // client's send can see the connection close before it reads the answer).
            let s = try EmbeddedServer()
            let c = s.openConnection()
            s.writeInbound(#"{"jsonrpc":"2.0","id":1,"method":"server.shutdown"}"# + "\n", on: c)
            #expect(s.readOutbound(on: c) == [#"{"jsonrpc":"2.0","id":1,"result":{}}"#])
        }
        let unchecked = MethodTable.all.map(\.name).filter { !coverage.methods.contains($0) }
        #expect(unchecked == [], "methods whose answer no scenario checked against its declared result type")
        #expect(coverage.mismatches == [])
    }

    // MARK: - Shutdown

    @Test func serverShutdownRepliesAndExitsZero() async throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0"])
        let c = try s.connect()
        let p = try await c.makeController("P")
        let (_, root) = try await c.makeWindow("Root")
        _ = try await c.ok("vc.present", ["presenter": .string(root), "vc": .string(p), "animated": false])
        try await expectInvariants(c)
        #expect(try await c.ok("server.shutdown") == .object([:]))
        #expect(await s.process.ended(timeout: 20, pollMilliseconds: 10) == 0)
    }
}
