import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 13 item 6 for pushes: `nav.instantiateAndPush` (what `prosc push --nav HomeNavigation
/// Detail` sends) instantiates a scene and pushes it in one step; when the push is refused no
/// controller was made. Rules: R38 (push order), R43 (pushing a navigation controller is
/// rejected: UIKit raises "Pushing a navigation controller is not supported").
@Suite("Instantiate and push")
struct InstantiateAndPushTests {
    /// HomeNavigation (the tab bar controller's first child) and Home, its root.
    static func homeNavigation(_ c: ProsceniumConnection) async throws -> (nav: String, home: String) {
        let t = try await c.ok("tree", ["window": "w1"])
        let nav = try #require(t["windows"]?.arrayValue?.first?["root"]?["children"]?.arrayValue?.first)
        return (try #require(nav["vc"]?.stringValue), try #require(nav["children"]?.arrayValue?.first?["vc"]?.stringValue))
    }

    @Test(arguments: ServerTransport.allCases)
    func R43_aRefusedPushLeavesNoControllerBehind(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--animation-speed", "0", "--ios", "12"])
        defer { server.stop() }
        let c = try server.connect()
        let (nav, home) = try await Self.homeNavigation(c)
        let pushed = try await c.ok("nav.instantiateAndPush", ["nav": .string(nav), "storyboard": "Main", "identifier": "Detail"])
        let detail = try #require(pushed["vc"]?.stringValue)
        let info = try await c.ok("vc.get", ["vc": .string(detail)])
        #expect(info["storyboardIdentifier"] == .string("Detail"))
        #expect(info["parent"] == .string(nav))
        let count = try await c.ok("server.stats")["viewControllers"]
        let tree = try await c.ok("tree")
        let refusals: [(params: JSONObject, code: RPCErrorCode, uikit: String?)] = [
            // The scene is a navigation controller (HomeNavigation and its Home): R43.
            (["nav": .string(nav), "storyboard": "Main", "identifier": "HomeNavigation"], .unsupported,
             "Pushing a navigation controller is not supported"),
            // Home is not a navigation controller.
            (["nav": .string(home), "storyboard": "Main", "identifier": "Detail"], .invalidParams, nil),
            // No such scene, storyboard or navigation controller.
            (["nav": .string(nav), "storyboard": "Main", "identifier": "Nope"], .notFound, nil),
            (["nav": .string(nav), "storyboard": "Nope", "identifier": "Detail"], .notFound, nil),
            (["nav": "vc999", "storyboard": "Main", "identifier": "Detail"], .notFound, nil),
        ]
        for r in refusals {
            let error = await c.refused("nav.instantiateAndPush", r.params)
            #expect(error?.code == r.code.rawValue, "\(r.params): \(String(describing: error))")
            if let uikit = r.uikit { #expect(error?.uikit == uikit, "\(String(describing: error))") }
            #expect(try await c.ok("server.stats")["viewControllers"] == count, "\(r.params)")
            #expect(try await c.ok("tree") == tree, "\(r.params)")
        }
        #expect(try await c.ok("server.checkInvariants")["ok"] == .bool(true))
    }

    @Test(arguments: ServerTransport.allCases)
    func R38_itPushesAsInstantiateThenPushDoes(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--animation-speed", "0", "--ios", "12"])
        defer { server.stop() }
        let c = try server.connect()
        let log = NotificationLog(c)
        _ = try await c.ok("events.subscribe")
        let (nav, home) = try await Self.homeNavigation(c)
        /// The events since `start`, their controllers as roles: the new top, the old top.
        func roles(since start: Int, new: String, old: String) -> [String] {
            log.events.dropFirst(start).compactMap { e in
                e.name.map { "\($0)@\(e.vc == new ? "new" : e.vc == old ? "old" : e.vc ?? "-")" }
            }
        }
        // Two steps: vc.instantiate, then nav.push.
        var start = log.events.count
        let first = try #require(try await c.ok("vc.instantiate", ["storyboard": "Main", "identifier": "Detail"])["vc"]?.stringValue)
        _ = try await c.ok("nav.push", ["nav": .string(nav), "vc": .string(first)])
        _ = try await c.ok("sync")
        let twoSteps = roles(since: start, new: first, old: home)
        // One step.
        start = log.events.count
        let r = try await c.ok("nav.instantiateAndPush", ["nav": .string(nav), "storyboard": "Main", "identifier": "Detail"])
        let second = try #require(r["vc"]?.stringValue)
        #expect(r == .object(["vc": .string(second)]))
        _ = try await c.ok("sync")
        let oneStep = roles(since: start, new: second, old: first)
        #expect(oneStep == twoSteps)
        #expect(oneStep == ["willMoveToParent@new", "viewDidLoad@new", "viewWillDisappear@old", "viewWillAppear@new",
                            "viewDidDisappear@old", "viewDidAppear@new", "didMoveToParent@new"], "R38")
        let stack = try await c.ok("vc.get", ["vc": .string(nav)])["children"]
        #expect(stack == .array([.string(home), .string(first), .string(second)]))
    }
}
