import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 13 for shows: `vc.instantiateAndShow` and `vc.instantiateAndShowDetail` (what a flow's
/// `show: {from, scene}` and `showDetail: {from, scene}` send) instantiate a scene and show it in
/// one step; when the show is refused no controller was made. Rules: R75 (show and showDetail go
/// to the first controller up the chain that handles them: a navigation controller pushes on
/// `show`; with no split view, `showDetail` presents), R43 (pushing a navigation controller is
/// rejected: UIKit raises "Pushing a navigation controller is not supported").
@Suite("Instantiate and show")
struct InstantiateAndShowTests {
    /// The window's root (the tab bar controller), HomeNavigation and Home, its root.
    static func controllers(_ c: ProsceniumConnection) async throws -> (tab: String, nav: String, home: String) {
        let t = try await c.ok("tree", ["window": "w1"])
        let root = try #require(t["windows"]?.arrayValue?.first?["root"])
        let nav = try #require(root["children"]?.arrayValue?.first)
        return (try #require(root["vc"]?.stringValue), try #require(nav["vc"]?.stringValue),
                try #require(nav["children"]?.arrayValue?.first?["vc"]?.stringValue))
    }

    @Test(arguments: ServerTransport.allCases)
    func R75_aRefusedShowLeavesNoControllerBehind(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--animation-speed", "0", "--ios", "12"])
        defer { server.stop() }
        let c = try server.connect()
        let (tab, nav, home) = try await Self.controllers(c)
        // Accepted: show pushes on HomeNavigation; showDetail (no split view) presents.
        let shown = try await c.ok("vc.instantiateAndShow", ["from": .string(home), "storyboard": "Main", "identifier": "Detail"])
        let detail = try #require(shown["vc"]?.stringValue)
        #expect(shown == .object(["vc": .string(detail), "action": "push", "container": .string(nav)]))
        #expect(try await c.ok("vc.get", ["vc": .string(detail)])["parent"] == .string(nav))
        let presented = try await c.ok("vc.instantiateAndShowDetail", ["from": .string(home), "storyboard": "Main", "identifier": "Modal"])
        let modal = try #require(presented["vc"]?.stringValue)
        #expect(presented == .object(["vc": .string(modal), "action": "present", "container": .string(tab)]))
        #expect(try await c.ok("vc.get", ["vc": .string(modal)])["storyboardIdentifier"] == .string("Modal"))
        // A controller in no window, made before the counts are taken.
        let loose = try #require(try await c.ok("vc.create", ["class": "UIViewController"])["vc"]?.stringValue)
        let count = try await c.ok("server.stats")["viewControllers"]
        let tree = try await c.ok("tree")
        let refusals: [(method: String, params: JSONObject, code: RPCErrorCode, uikit: String?)] = [
            // show from Home pushes on HomeNavigation, and the scene is a navigation controller: R43.
            ("vc.instantiateAndShow", ["from": .string(home), "storyboard": "Main", "identifier": "HomeNavigation"], .unsupported,
             "Pushing a navigation controller is not supported"),
            // showDetail presents, and the tab bar controller already presents Modal.
            ("vc.instantiateAndShowDetail", ["from": .string(home), "storyboard": "Main", "identifier": "Sheet"], .invalidState,
             "which is already presenting"),
            // Nothing up the chain of a controller in no window handles show: it presents, and cannot.
            ("vc.instantiateAndShow", ["from": .string(loose), "storyboard": "Main", "identifier": "Detail"], .invalidState,
             "whose view is not in the window hierarchy"),
            ("vc.instantiateAndShowDetail", ["from": .string(loose), "storyboard": "Main", "identifier": "Detail"], .invalidState,
             "whose view is not in the window hierarchy"),
            // No such scene, storyboard or controller.
            ("vc.instantiateAndShow", ["from": .string(home), "storyboard": "Main", "identifier": "Nope"], .notFound, nil),
            ("vc.instantiateAndShowDetail", ["from": .string(home), "storyboard": "Nope", "identifier": "Detail"], .notFound, nil),
            ("vc.instantiateAndShow", ["from": "vc999", "storyboard": "Main", "identifier": "Detail"], .notFound, nil),
        ]
        for r in refusals {
            let error = await c.refused(r.method, r.params)
            #expect(error?.code == r.code.rawValue, "\(r.method) \(r.params): \(String(describing: error))")
            if let uikit = r.uikit { #expect(error?.uikit?.contains(uikit) == true, "\(String(describing: error))") }
            #expect(try await c.ok("server.stats")["viewControllers"] == count, "\(r.method) \(r.params)")
            #expect(try await c.ok("tree") == tree, "\(r.method) \(r.params)")
        }
        #expect(try await c.ok("server.checkInvariants")["ok"] == .bool(true))
    }

    /// Runs `show` (`vc.show` or `vc.showDetail`) from Home twice on one server: first as
    /// `vc.instantiate` then `show`, then as `instantiating` in one request, undoing what the
    /// first did in between (`undo`). Returns both runs' events as `name@role` (the new
    /// controller `new`, the navigation controller's top before the step `old`, others by id)
    /// and their results.
    private func bothWays(_ transport: ServerTransport, show: String, instantiating: String, scene: String,
                          undo: (ProsceniumConnection, _ tab: String) async throws -> Void)
        async throws -> (twoSteps: (events: [String], result: JSON), oneStep: (events: [String], result: JSON), ids: (tab: String, nav: String)) {
        let server = try transport.start(["--animation-speed", "0", "--ios", "12"])
        defer { server.stop() }
        let c = try server.connect()
        let log = NotificationLog(c)
        _ = try await c.ok("events.subscribe")
        let (tab, nav, home) = try await Self.controllers(c)
        func top() async throws -> String {
            try #require(try await c.ok("vc.get", ["vc": .string(nav)])["children"]?.arrayValue?.last?.stringValue)
        }
        func roles(since start: Int, new: String, old: String) -> [String] {
            log.events.dropFirst(start).compactMap { e in
                e.name.map { "\($0)@\(e.vc == new ? "new" : e.vc == old ? "old" : e.vc ?? "-")" }
            }
        }
        var start = log.events.count
        var old = try await top()
        let first = try #require(try await c.ok("vc.instantiate", ["storyboard": "Main", "identifier": .string(scene)])["vc"]?.stringValue)
        let twoStepResult = try await c.ok(show, ["vc": .string(first), "from": .string(home)])
        _ = try await c.ok("sync")
        let twoSteps = roles(since: start, new: first, old: old)
        try await undo(c, tab)
        _ = try await c.ok("sync")
        start = log.events.count
        old = try await top()
        let oneStepResult = try await c.ok(instantiating, ["from": .string(home), "storyboard": "Main", "identifier": .string(scene)])
        let second = try #require(oneStepResult["vc"]?.stringValue)
        _ = try await c.ok("sync")
        let oneStep = roles(since: start, new: second, old: old)
        // The one-step result is the two-step show's, naming the new controller.
        var expected = try #require(twoStepResult.objectValue)
        expected["vc"] = .string(second)
        #expect(oneStepResult == .object(expected))
        return ((twoSteps, twoStepResult), (oneStep, oneStepResult), (tab, nav))
    }

    @Test(arguments: ServerTransport.allCases)
    func R75_showPushesAsInstantiateThenShowDoes(_ transport: ServerTransport) async throws {
        // The second push goes on top of the first (its `old` is the first Detail).
        let r = try await bothWays(transport, show: "vc.show", instantiating: "vc.instantiateAndShow", scene: "Detail") { _, _ in }
        #expect(r.oneStep.events == r.twoSteps.events)
        #expect(r.oneStep.events == ["willMoveToParent@new", "viewDidLoad@new", "viewWillDisappear@old", "viewWillAppear@new",
                                     "viewDidDisappear@old", "viewDidAppear@new", "didMoveToParent@new"], "R75: a navigation controller pushes (R38)")
        #expect(r.oneStep.result["action"] == "push" && r.oneStep.result["container"] == .string(r.ids.nav))
    }

    @Test(arguments: ServerTransport.allCases)
    func R75_showDetailWithoutASplitViewPresentsAsInstantiateThenShowDetailDoes(_ transport: ServerTransport) async throws {
        let r = try await bothWays(transport, show: "vc.showDetail", instantiating: "vc.instantiateAndShowDetail", scene: "Modal") { c, tab in
            _ = try await c.ok("vc.dismiss", ["vc": .string(tab), "animated": false])
        }
        #expect(r.oneStep.events == r.twoSteps.events)
        let (tab, nav) = r.ids
        #expect(r.oneStep.events == ["viewDidLoad@new", "viewWillDisappear@\(tab)", "viewWillDisappear@\(nav)", "viewWillDisappear@old",
                                     "viewWillAppear@new", "viewDidAppear@new", "viewDidDisappear@\(tab)", "viewDidDisappear@\(nav)",
                                     "viewDidDisappear@old", "presentationCompleted@new"],
                "R75: nothing handles showDetail without a split view, so it presents (R52)")
        #expect(r.oneStep.result["action"] == "present" && r.oneStep.result["container"] == .string(tab))
    }
}
