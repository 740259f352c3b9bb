import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// `vc.children` (an extension, issue 28's method added end to end through the typed schema):
/// a controller's `childViewControllers` in the container's order, as `vc.get`'s `children`
/// lists them, each with its class, title, storyboard identifier and appearance.
@Suite("vc.children")
struct ChildrenQueryTests {
    @Test(arguments: ServerTransport.allCases)
    func childrenInTheContainersOrderAsVcGetListsThem(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--animation-speed", "0"])
        defer { server.stop() }
        let c = try server.connect()
        // The demo's launch: a tab bar controller (vc1) of HomeNavigation and Settings.
        let tabs = try await c.calls.vcChildren(vc: "vc1").children
        #expect(tabs.map(\.vc) == (try await c.controller("vc1")).children)
        #expect(tabs.map(\.storyboardIdentifier) == ["HomeNavigation", "Settings"])
        #expect(tabs.map(\.appearance) == ["appeared", "disappeared"])
        // A navigation stack, bottom first, after two pushes; each child described as vc.get does.
        let nav = tabs[0].vc
        let first = try await c.createController(class: "UIViewController", title: "First")
        let second = try await c.createController(class: "DetailViewController", title: "Second")
        try await c.push(first, on: nav, animated: false)
        try await c.push(second, on: nav, animated: false)
        let stack = try await c.calls.vcChildren(vc: nav).children
        #expect(stack.map(\.vc) == (try await c.controller(nav)).children)
        #expect(stack.dropFirst().map(\.title) == ["First", "Second"])
        #expect(stack.last?.className == "DetailViewController")
        #expect(stack.map(\.appearance) == ["disappeared", "disappeared", "appeared"])
        // A leaf has none; a presented controller is not a child.
        let modal = try await c.createController(class: "UIViewController", title: "Modal")
        _ = try await c.present(modal, from: second, animated: false)
        #expect(try await c.calls.vcChildren(vc: second).children.isEmpty)
        // No such controller: -32001, as vc.get.
        let error = await c.refused("vc.children", ["vc": "vc999"])
        #expect(error?.code == RPCErrorCode.notFound.rawValue)
    }
}
