import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Page view controllers over the protocol, both transports (issue 24 §4; uikit-rules
/// R120-R127, the sources are in the engine's `PageViewControllerTests`): a real storyboard's
/// page view controller scene, `page.setViewControllers` with its refusals and
/// `page.swipe` finished and cancelled with the delegate events on one window seq.
@Suite("page view controllers over the protocol", .serialized)
struct PageViewControllerServerTests {
    /// Swinject's Pages.storyboard (Tests/Fixtures/RealWorldStoryboards, MIT): an initial
    /// `pageViewController` (pageCurl, horizontal, spine min) and an `AnimalPage` scene.
    static var pagesXML: String {
        get throws {
            try String(contentsOfFile: ServerProcess.packageRoot
                + "/Tests/Fixtures/RealWorldStoryboards/Swinject__SwinjectStoryboard__Tests__iOS-tvOS__Storyboards__iOS__Pages.storyboard",
                encoding: .utf8)
        }
    }

    @Test(arguments: ServerTransport.allCases)
    func R120_R127_aStoryboardPageViewControllerIsSetAndSwiped(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0"])
        let c = try s.connect()
        let log = NotificationLog(c)
        _ = try await c.ok("storyboard.load", ["name": "Pages", "xml": .string(try Self.pagesXML)])
        let w = try await c.ok("window.create", ["storyboard": "Pages"])
        let page = try #require(w["root"]?.stringValue)
        // R120: the scene's settings are the controller's properties.
        let props = try await c.ok("vc.get", ["vc": .string(page)])["properties"]
        #expect(props?["transitionStyle"] == "pageCurl" && props?["navigationOrientation"] == "horizontal"
            && props?["spineLocation"] == "min" && props?["isDoubleSided"] == false, "\(String(describing: props))")
        var animals: [String] = []
        for _ in 0..<3 {
            let r = try await c.ok("vc.instantiate", ["storyboard": "Pages", "identifier": "AnimalPage"])
            animals.append(try #require(r["vc"]?.stringValue))
        }
        // R121: UIKit's exception text for the wrong count; nothing changed.
        let wrong = try #require(await c.refused("page.setViewControllers", ["page": .string(page), "vcs": .array(animals.prefix(2).map(JSON.string))]))
        #expect(wrong.codeName == "invalidParams" && wrong.uikit == "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition", "\(wrong)")
        #expect(try await c.ok("vc.get", ["vc": .string(page)])["children"] == [])
        // R120: the style is set when the controller is made.
        let initOnly = try #require(await c.refused("vc.set", ["vc": .string(page), "properties": ["transitionStyle": "scroll"]]))
        #expect(initOnly.codeName == "invalidParams" && initOnly.message.contains("set when it is made"), "\(initOnly)")

        _ = try await c.ok("events.subscribe", ["names": ["willMoveToParent", "didMoveToParent", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
                                                          "viewDidDisappear", "pageViewControllerWillTransitionTo", "pageViewControllerDidFinishAnimating"]])
        #expect(try await c.ok("page.setViewControllers", ["page": .string(page), "vcs": [.string(animals[0])], "animated": false]) == [:])
        _ = try await c.ok("vc.set", ["vc": .string(page), "properties": ["delegateEvents": true, "pages": .array(animals.map(JSON.string))]])
        // R124: nothing before the first declared page.
        let edge = try #require(await c.refused("page.swipe", ["page": .string(page), "direction": "reverse"]))
        #expect(edge.codeName == "invalidState" && edge.message.contains("viewControllerBefore"), "\(edge)")
        // R126: a finished swipe, page curl order; R127: a cancelled one.
        #expect(try await c.ok("page.swipe", ["page": .string(page)]) == ["viewControllers": [.string(animals[1])], "completed": true])
        #expect(try await c.ok("page.swipe", ["page": .string(page), "outcome": "cancel"]) == ["viewControllers": [.string(animals[1])], "completed": false])
        _ = try await c.ok("sync")
        let titles = [page: "P", animals[0]: "A", animals[1]: "B", animals[2]: "C"]
        let got = log.events.map { "\(titles[$0.vc ?? ""] ?? "?").\($0.name ?? "")" }
        #expect(got == [
            "A.willMoveToParent", "A.viewWillAppear", "A.viewDidAppear", "A.didMoveToParent",
            "P.pageViewControllerWillTransitionTo", "B.willMoveToParent", "B.viewWillAppear", "A.viewWillDisappear",
            "A.viewDidDisappear", "B.viewDidAppear", "B.didMoveToParent", "A.willMoveToParent", "A.didMoveToParent", "P.pageViewControllerDidFinishAnimating",
            "P.pageViewControllerWillTransitionTo", "C.willMoveToParent", "C.viewWillAppear", "B.viewWillDisappear",
            "C.viewWillDisappear", "B.viewWillAppear", "C.viewDidDisappear", "B.viewDidAppear", "C.willMoveToParent", "C.didMoveToParent",
            "P.pageViewControllerDidFinishAnimating",
        ], "\(got)")
        let finished = log.events.filter { $0.name == "pageViewControllerDidFinishAnimating" }
        #expect(finished.map { $0.params["transitionCompleted"] } == [true, false])
        #expect(finished.first?.params["previousViewControllers"] == [.string(animals[0])])
        #expect(log.events.first { $0.name == "pageViewControllerWillTransitionTo" }?.params["pendingViewControllers"] == [.string(animals[1])])
        let seqs = log.events.compactMap(\.windowSeq)
        #expect(seqs.count == log.events.count && seqs == seqs.sorted())
        #expect(try await c.ok("vc.get", ["vc": .string(page)])["children"] == [.string(animals[1])])
        let check = try await c.ok("server.checkInvariants")
        #expect(check["ok"] == .bool(true), "\(check)")
        #expect(s.stop() == 0)
    }

    /// R121-R123 on a page view controller made in code (scroll, mid spine refusals, another
    /// parent): precise errors, nothing changed.
    @Test(arguments: ServerTransport.allCases)
    func R121_R123_codeMadePageViewControllersRefuse(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0"])
        let c = try s.connect()
        let a = try await c.makeController("A")
        let b = try await c.makeController("B")
        let mid = try await c.ok("vc.create", ["class": "UIPageViewController", "properties": ["transitionStyle": "pageCurl", "spineLocation": "mid"]])
        let m = try #require(mid["vc"]?.stringValue)
        #expect(try await c.ok("vc.get", ["vc": .string(m)])["properties"]?["isDoubleSided"] == true)
        let one = try #require(await c.refused("page.setViewControllers", ["page": .string(m), "vcs": [.string(a)]]))
        #expect(one.uikit?.contains("provided (1) doesn't match the number required (2)") == true, "\(one)")
        _ = try await c.ok("page.setViewControllers", ["page": .string(m), "vcs": [.string(a), .string(b)]])
        let scroll = try await c.ok("vc.create", ["class": "UIPageViewController", "properties": ["transitionStyle": "scroll", "navigationOrientation": "vertical"]])
        let p = try #require(scroll["vc"]?.stringValue)
        #expect(try await c.ok("vc.get", ["vc": .string(p)])["properties"]?["spineLocation"] == "none")
        let elsewhere = try #require(await c.refused("page.setViewControllers", ["page": .string(p), "vcs": [.string(a)]]))
        #expect(elsewhere.codeName == "hierarchyInconsistency", "\(elsewhere)")
        let notPage = try #require(await c.refused("page.setViewControllers", ["page": .string(a), "vcs": [.string(b)]]))
        #expect(notPage.codeName == "invalidParams" && notPage.message.contains("not a page view controller"), "\(notPage)")
        let badDirection = try #require(await c.refused("page.swipe", ["page": .string(p), "direction": "up"]))
        #expect(badDirection.codeName == "invalidParams", "\(badDirection)")
        let noPages = try #require(await c.refused("page.swipe", ["page": .string(p)]))
        #expect(noPages.codeName == "invalidState" && noPages.message.contains("no declared pages"), "\(noPages)")
        #expect(try await c.ok("vc.get", ["vc": .string(m)])["children"] == [.string(a), .string(b)])
        let check = try await c.ok("server.checkInvariants")
        #expect(check["ok"] == .bool(true), "\(check)")
        #expect(s.stop() == 0)
    }
}
