import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 13 item 6: a refused command changes nothing. `vc.instantiateAndPresent` instantiates a
/// scene and presents it in one step; when the presentation is refused no controller was made.
@Suite("Instantiate and present")
struct InstantiateAndPresentTests {
    static func home(_ c: ProsceniumConnection) async throws -> String {
        let t = try await c.ok("tree", ["window": "w1"])
        let nav = try #require(t["windows"]?.arrayValue?.first?["root"]?["children"]?.arrayValue?.first)
        return try #require(nav["children"]?.arrayValue?.first?["vc"]?.stringValue)
    }

    @Test(arguments: ServerTransport.allCases)
    func aRefusedPresentationLeavesNoControllerBehind(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--animation-speed", "0", "--ios", "12"])
        defer { server.stop() }
        let c = try server.connect()
        let home = try await Self.home(c)
        let first = try await c.ok("vc.instantiateAndPresent", ["presenter": .string(home), "storyboard": "Main", "identifier": "Modal"])
        let modal = try #require(first["vc"]?.stringValue)
        #expect(try await c.ok("vc.get", ["vc": .string(modal)])["storyboardIdentifier"] == .string("Modal"))
        let before = try await c.ok("server.stats")["viewControllers"]
        let treeBefore = try await c.ok("tree")
        // Again: the tab bar controller already presents, so UIKit refuses; nothing is instantiated.
        let refused = await c.refused("vc.instantiateAndPresent", ["presenter": .string(home), "storyboard": "Main", "identifier": "Modal"])
        #expect(refused?.code == RPCErrorCode.invalidState.rawValue)
        #expect(refused?.uikit?.contains("which is already presenting") == true, "\(String(describing: refused))")
        #expect(try await c.ok("server.stats")["viewControllers"] == before)
        #expect(try await c.ok("tree") == treeBefore)
        // A storyboard identifier that does not exist: -32001, nothing made.
        let missing = await c.refused("vc.instantiateAndPresent", ["presenter": .string(modal), "storyboard": "Main", "identifier": "Nope"])
        #expect(missing?.code == RPCErrorCode.notFound.rawValue)
        #expect(try await c.ok("server.stats")["viewControllers"] == before)
        let invariants = try await c.ok("server.checkInvariants")
        #expect(invariants["ok"] == .bool(true))
    }

    @Test(arguments: ServerTransport.allCases)
    func itPresentsLikeInstantiateThenPresent(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--animation-speed", "0", "--ios", "12"])
        defer { server.stop() }
        let c = try server.connect()
        let log = NotificationLog(c)
        _ = try await c.ok("events.subscribe")
        let home = try await Self.home(c)
        let r = try await c.ok("vc.instantiateAndPresent", ["presenter": .string(home), "storyboard": "Main", "identifier": "Modal",
                                                            "style": "formSheet"])
        let vc = try #require(r["vc"]?.stringValue)
        #expect(r["style"] == .string("fullScreen"), "a form sheet adapts to full screen on a phone")
        _ = try await c.ok("sync")
        let names = log.events.filter { $0.vc == vc }.compactMap(\.name)
        #expect(names.first == "viewDidLoad")
        #expect(names.contains("viewDidAppear"))
    }
}
