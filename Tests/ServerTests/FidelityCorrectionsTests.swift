import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 23's corrections (docs/uikit-rules.md C9–C12) over the protocol, both transports; the
/// sources of each rule are in the engine's tests (`SplitNavigationCorrectionsTests`,
/// `UnwindSpellingAcrossLayersTests`) and uikit-rules.md.
@Suite("Issue 23 corrections over the protocol", .serialized)
struct FidelityCorrectionsTests {
    private func create(_ c: ProsceniumConnection, _ cls: String, _ title: String, children: [String] = []) async throws -> String {
        let r = try await c.ok("vc.create", ["class": .string(cls), "title": .string(title), "children": .array(children.map(JSON.string))])
        return try #require(r["vc"]?.stringValue)
    }

    /// The node of `vc` in a `tree` answer.
    private func node(_ vc: String, in tree: JSON) -> JSON? {
        if tree["vc"]?.stringValue == vc { return tree }
        for key in ["windows", "children", "presented"] {
            if let list = tree[key]?.arrayValue {
                for n in list { if let found = node(vc, in: n) { return found } }
            } else if let one = tree[key], case .object = one, let found = node(vc, in: one) {
                return found
            }
        }
        if let root = tree["root"], let found = node(vc, in: root) { return found }
        return nil
    }

    /// C9: on the phone screen a split view collapses; showDetail of a navigation controller
    /// nests it in the primary navigation controller; `tree` shows the nesting; back pops it.
    @Test(arguments: ServerTransport.allCases)
    func C9_aCollapsedSplitNestsANavigationControllerAndTreeShowsIt(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0"])
        let c = try s.connect()
        let log = NotificationLog(c)
        _ = try await c.ok("events.subscribe")
        let master = try await create(c, "UIViewController", "Master")
        let nav = try await create(c, "UINavigationController", "MasterNav", children: [master])
        let detail = try await create(c, "UIViewController", "Detail")
        let split = try await create(c, "UISplitViewController", "Split", children: [nav, detail])
        let w = try #require(try await c.ok("window.create", ["root": .string(split)])["window"]?.stringValue)
        _ = try await c.ok("nav.pop", ["nav": .string(nav), "animated": false])
        let item = try await create(c, "UIViewController", "Item")
        let itemNav = try await create(c, "UINavigationController", "ItemNav", children: [item])
        let shown = try await c.ok("vc.showDetail", ["vc": .string(itemNav), "from": .string(master), "animated": false])
        #expect(shown["action"] == "push" && shown["container"] == .string(nav), "\(shown)")
        let tree = try await c.ok("tree", ["window": .string(w)])
        let navNode = try #require(node(nav, in: tree), "\(tree)")
        #expect(navNode["children"]?.arrayValue?.compactMap { $0["vc"]?.stringValue } == [master, itemNav])
        let nested = try #require(node(itemNav, in: tree))
        #expect(nested["children"]?.arrayValue?.compactMap { $0["vc"]?.stringValue } == [item])
        _ = try await c.ok("sync")
        #expect(log.events.contains { $0.vc == item && $0.name == "viewDidAppear" })
        #expect(try await c.ok("vc.get", ["vc": .string(item)])["navigationController"] == .string(itemNav))
        // Back on the primary pops the nested navigation controller as a whole.
        let popped = try await c.ok("nav.pop", ["nav": .string(nav), "animated": false])
        #expect(popped["popped"] == [.string(itemNav)], "\(popped)")
        #expect(try await c.ok("vc.get", ["vc": .string(itemNav)])["parent"] == .null)
        // Anywhere else a navigation controller still cannot be pushed.
        let other = try await create(c, "UINavigationController", "Other", children: [try await create(c, "UIViewController", "O")])
        _ = try await c.ok("window.create", ["root": .string(other)])
        let e = try #require(await c.refused("nav.push", ["nav": .string(other), "vc": .string(itemNav), "animated": false]))
        #expect(e.uikit == "Pushing a navigation controller is not supported" && e.raises == true)
        let check = try await c.ok("server.checkInvariants")
        #expect(check["ok"] == .bool(true), "\(check)")
        #expect(s.stop() == 0)
    }

    /// C10: pushing a split view controller is refused with UIKit's exception text.
    @Test(arguments: ServerTransport.allCases)
    func C10_pushingASplitViewControllerIsRefused(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0"])
        let c = try s.connect()
        let a = try await create(c, "UIViewController", "A")
        let nav = try await create(c, "UINavigationController", "Nav", children: [a])
        _ = try await c.ok("window.create", ["root": .string(nav)])
        let split = try await create(c, "UISplitViewController", "Split",
                                     children: [try await create(c, "UIViewController", "P"), try await create(c, "UIViewController", "Q")])
        let e = try #require(await c.refused("nav.push", ["nav": .string(nav), "vc": .string(split), "animated": true]))
        #expect(e.code == -32005 && e.raises == true)
        #expect(e.uikit == "Split View Controllers cannot be pushed to a Navigation Controller <UINavigationController: \(nav)>")
        #expect(try await c.ok("vc.get", ["vc": .string(nav)])["children"] == [.string(a)])
        #expect(s.stop() == 0)
    }

    /// C11: partial curl from a sheet: the iOS 13+ text under the modern profile, the old one
    /// under classic.
    @Test(arguments: ServerTransport.allCases)
    func C11_partialCurlFromANonFullScreenPresentationSaysSoPerProfile(_ transport: ServerTransport) async throws {
        for profile in ["classic", "modern"] {
            let s = try transport.start(["--animation-speed", "0", "--profile", profile, "--main-screen", "1024x1366@2:pad"])
            let c = try s.connect()
            let (_, root) = try await c.makeWindow("Root")
            let b = try await c.makeController("B")
            let e = try #require(await c.refused("vc.present", ["presenter": .string(root), "vc": .string(b), "style": "formSheet",
                                                                 "transition": "partialCurl", "animated": false]))
            #expect(e.code == -32005 && e.raises == true)
            #expect(e.uikit == (profile == "modern"
                ? "Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller <UIViewController: \(b)>."
                : "UIModalTransitionStylePartialCurl can only be used when the presenting controller is full screen and the presentation style is UIModalPresentationFullScreen."))
            #expect(s.stop() == 0)
        }
    }

    /// C12: with `--sources` holding a Swift 2-era `cancelToHome(segue:)`, `cancelToHome:`
    /// finds Home, and the `unwindAction` event names the Swift 2 reading.
    @Test(arguments: ServerTransport.allCases)
    func C12_aSwift2EraUnwindActionIsFoundAndTheEventSaysWhichReading(_ transport: ServerTransport) async throws {
        let dir = ServerProcess.makeTemporaryDirectory("swift2-sources")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "class HomeViewController: UIViewController {\n    @IBAction func cancelToHome(segue: UIStoryboardSegue) {}\n}\n"
            .write(toFile: dir + "/HomeViewController.swift", atomically: true, encoding: .utf8)
        let s = try transport.start(["--animation-speed", "0", "--sources", dir])
        let c = try s.connect()
        let log = NotificationLog(c)
        _ = try await c.ok("events.subscribe")
        let home = try await create(c, "HomeViewController", "Home")
        let nav = try await create(c, "UINavigationController", "Nav", children: [home])
        _ = try await c.ok("window.create", ["root": .string(nav)])
        let edit = try await c.makeController("Edit")
        _ = try await c.ok("nav.push", ["nav": .string(nav), "vc": .string(edit), "animated": false])
        let r = try await c.ok("segue.unwind", ["source": .string(edit), "action": "cancelToHome:"])
        #expect(r["destination"] == .string(home) && r["popped"] == [.string(edit)], "\(r)")
        _ = try await c.ok("sync")
        let event = try #require(log.events.first { $0.name == "unwindAction" })
        #expect(event.params["action"] == "cancelToHome")
        #expect(event.params["swift2Reading"] == "HomeViewController.swift: cancelToHome(segue:) read as Swift 2, whose first parameter has no label")
        // The Swift 3+ selector matches too, without a reading.
        _ = try await c.ok("nav.push", ["nav": .string(nav), "vc": .string(edit), "animated": false])
        _ = try await c.ok("segue.unwind", ["source": .string(edit), "action": "cancelToHomeWithSegue:"])
        _ = try await c.ok("sync")
        let second = log.events.filter { $0.name == "unwindAction" }
        #expect(second.count == 2 && second[1].params["swift2Reading"] == nil)
        #expect(s.stop() == 0)
    }
}
