import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// `nav.interactivePop` and `vc.interactiveDismiss` over the protocol, both transports (issue 24
/// §2; uikit-rules R106-R110; the sources are in the engine's `InteractiveTransitionTests`):
/// the callbacks and delegate events in order on one window seq, the refusals.
@Suite("Interactive transitions over the protocol", .serialized)
struct InteractiveTransitionServerTests {
    private func create(_ c: ProsceniumConnection, _ cls: String, _ title: String, children: [String] = []) async throws -> String {
        let r = try await c.ok("vc.create", ["class": .string(cls), "title": .string(title), "children": .array(children.map(JSON.string))])
        return try #require(r["vc"]?.stringValue)
    }

    /// The events since `mark`, as `Title.name`.
    private func names(_ log: NotificationLog, after mark: Int, _ titles: [String: String]) -> [String] {
        log.events.dropFirst(mark).map { "\(titles[$0.vc ?? ""] ?? "?").\($0.name ?? "")" }
    }

    @Test(arguments: ServerTransport.allCases)
    func R106_R110_swipesAndPulls_iOS13(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0", "--ios", "13"])
        let c = try s.connect()
        let log = NotificationLog(c)
        let a = try await create(c, "UIViewController", "A")
        let b = try await create(c, "UIViewController", "B")
        let nav = try await create(c, "UINavigationController", "Nav", children: [a])
        _ = try await c.ok("window.create", ["root": .string(nav)])
        // Nothing to pop: refused, unlike nav.pop (R40).
        let root = try #require(await c.refused("nav.interactivePop", ["nav": .string(nav)]))
        #expect(root.codeName == "invalidState" && root.message.contains("has nothing to pop"), "\(root)")
        _ = try await c.ok("nav.push", ["nav": .string(nav), "vc": .string(b), "animated": false])
        _ = try await c.ok("events.subscribe", ["names": ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
                                                          "presentationControllerShouldDismiss", "presentationControllerWillDismiss",
                                                          "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss"]])
        let titles = [a: "A", b: "B"]
        // R107: cancelled.
        #expect(try await c.ok("nav.interactivePop", ["nav": .string(nav), "outcome": "cancel"]) == ["popped": []])
        _ = try await c.ok("sync")
        #expect(names(log, after: 0, titles) == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
                                                 "B.viewWillAppear", "B.viewDidAppear"])
        let seqs = log.events.compactMap(\.windowSeq)
        #expect(seqs.count == 6 && seqs == seqs.sorted())
        #expect(try await c.ok("vc.get", ["vc": .string(nav)])["children"] == [.string(a), .string(b)])
        // R106: finished.
        var mark = log.events.count
        #expect(try await c.ok("nav.interactivePop", ["nav": .string(nav)]) == ["popped": [.string(b)]])
        _ = try await c.ok("sync")
        #expect(names(log, after: mark, titles) == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])

        // R108: a page sheet pulled down.
        let sheet = try await create(c, "UIViewController", "Sheet")
        let p = try await c.ok("vc.present", ["presenter": .string(a), "vc": .string(sheet), "animated": false])
        #expect(p["style"] == "pageSheet")
        let sheetTitles = [sheet: "S"]
        // R109: isModalInPresentation.
        _ = try await c.ok("vc.set", ["vc": .string(sheet), "properties": ["isModalInPresentation": true]])
        mark = log.events.count
        #expect(try await c.ok("vc.interactiveDismiss", ["vc": .string(sheet)]) == ["dismissed": []])
        _ = try await c.ok("sync")
        #expect(names(log, after: mark, sheetTitles) == ["S.presentationControllerDidAttemptToDismiss"])
        _ = try await c.ok("vc.set", ["vc": .string(sheet), "properties": ["isModalInPresentation": false]])
        // R110: cancelled.
        mark = log.events.count
        #expect(try await c.ok("vc.interactiveDismiss", ["vc": .string(sheet), "outcome": "cancel"]) == ["dismissed": []])
        _ = try await c.ok("sync")
        #expect(names(log, after: mark, sheetTitles) == ["S.presentationControllerShouldDismiss", "S.presentationControllerWillDismiss",
                                                         "S.viewWillDisappear", "S.viewWillAppear", "S.viewDidAppear"])
        mark = log.events.count
        #expect(try await c.ok("vc.interactiveDismiss", ["vc": .string(sheet)]) == ["dismissed": [.string(sheet)]])
        _ = try await c.ok("sync")
        #expect(names(log, after: mark, sheetTitles) == ["S.presentationControllerShouldDismiss", "S.presentationControllerWillDismiss",
                                                         "S.viewWillDisappear", "S.viewDidDisappear", "S.presentationControllerDidDismiss"])
        // A full-screen presentation cannot be pulled down; nothing changes.
        let full = try await create(c, "UIViewController", "Full")
        _ = try await c.ok("vc.present", ["presenter": .string(a), "vc": .string(full), "animated": false, "style": "fullScreen"])
        let e = try #require(await c.refused("vc.interactiveDismiss", ["vc": .string(full)]))
        #expect(e.codeName == "invalidState" && e.message.contains("is presented fullScreen: only a page or form sheet can be pulled down"), "\(e)")
        #expect(try await c.ok("vc.get", ["vc": .string(full)])["presentingViewController"] != .null)
        let bad = try #require(await c.refused("vc.interactiveDismiss", ["vc": .string(full), "outcome": "halfway"]))
        #expect(bad.codeName == "invalidParams", "\(bad)")
        let check = try await c.ok("server.checkInvariants")
        #expect(check["ok"] == .bool(true), "\(check)")
        #expect(s.stop() == 0)
    }
}

/// A navigation controller's delegate calls over the protocol (issue 24 §3, R111): reported when
/// its `delegateEvents` is set, on the window's seq among the appearance callbacks, filterable.
@Suite("Navigation delegate events over the protocol", .serialized)
struct NavigationDelegateEventServerTests {
    @Test(arguments: ServerTransport.allCases)
    func R111_willShowAndDidShow(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0"])
        let c = try s.connect()
        let log = NotificationLog(c)
        func create(_ cls: String, children: [String] = []) async throws -> String {
            try #require(try await c.ok("vc.create", ["class": .string(cls), "children": .array(children.map(JSON.string))])["vc"]?.stringValue)
        }
        let a = try await create("UIViewController")
        let b = try await create("UIViewController")
        let nav = try await create("UINavigationController", children: [a])
        _ = try await c.ok("vc.set", ["vc": .string(nav), "properties": ["delegateEvents": true]])
        _ = try await c.ok("window.create", ["root": .string(nav)])
        _ = try await c.ok("events.subscribe", ["names": ["viewWillAppear", "viewDidAppear", "navigationControllerWillShow", "navigationControllerDidShow"]])
        _ = try await c.ok("nav.push", ["nav": .string(nav), "vc": .string(b)])
        _ = try await c.ok("sync")
        #expect(log.events.map { $0.name ?? "" } == ["viewWillAppear", "navigationControllerWillShow", "viewDidAppear", "navigationControllerDidShow"])
        let will = try #require(log.events.dropFirst().first)
        #expect(will.vc == nav && will.params["viewController"] == .string(b) && will.params["animated"] == true)
        let seqs = log.events.compactMap(\.windowSeq)
        #expect(seqs.count == 4 && seqs == seqs.sorted())
        #expect(s.stop() == 0)
    }
}

/// A split view controller's classic collapse/expand delegate calls over the protocol (issue 24
/// §3, R113): reported when its `delegateEvents` is set, before the collapse's callbacks on the
/// window's seq, filterable by name.
@Suite("Split view delegate events over the protocol", .serialized)
struct SplitDelegateEventServerTests {
    @Test(arguments: ServerTransport.allCases)
    func R113_collapseSecondaryAndSeparateSecondary(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0"])
        let c = try s.connect()
        let log = NotificationLog(c)
        func create(_ cls: String, children: [String] = []) async throws -> String {
            try #require(try await c.ok("vc.create", ["class": .string(cls), "children": .array(children.map(JSON.string))])["vc"]?.stringValue)
        }
        let m = try await create("UIViewController")
        let nav = try await create("UINavigationController", children: [m])
        let d = try await create("UIViewController")
        let split = try await create("UISplitViewController", children: [nav, d])
        _ = try await c.ok("vc.set", ["vc": .string(split), "properties": ["delegateEvents": true]])
        let w = try #require(try await c.ok("window.create", ["root": .string(split)])["window"]?.stringValue)
        _ = try await c.ok("window.setTraits", ["window": .string(w), "horizontalSizeClass": "regular"])
        _ = try await c.ok("events.subscribe", ["names": ["splitViewControllerCollapseSecondary", "splitViewControllerSeparateSecondary", "willMoveToParent", "traitCollectionDidChange"]])
        _ = try await c.ok("window.setTraits", ["window": .string(w), "horizontalSizeClass": "compact"])
        _ = try await c.ok("window.setTraits", ["window": .string(w), "horizontalSizeClass": "regular"])
        _ = try await c.ok("sync")
        let names = log.events.map { $0.name ?? "" }
        #expect(names == ["splitViewControllerCollapseSecondary", "willMoveToParent"] + Array(repeating: "traitCollectionDidChange", count: 4)
            + ["splitViewControllerSeparateSecondary", "willMoveToParent"] + Array(repeating: "traitCollectionDidChange", count: 4))
        let collapse = try #require(log.events.first)
        #expect(collapse.vc == split && collapse.params["secondaryViewController"] == .string(d) && collapse.params["primaryViewController"] == .string(nav))
        let separate = try #require(log.events.dropFirst(6).first)
        #expect(separate.vc == split && separate.params["primaryViewController"] == .string(nav))
        let seqs = log.events.compactMap(\.windowSeq)
        #expect(seqs.count == names.count && seqs == seqs.sorted())
        #expect(s.stop() == 0)
    }
}
