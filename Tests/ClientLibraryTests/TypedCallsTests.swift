import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// The typed calls of every method family decode the real server's answers.
@Suite("Client library typed calls")
struct TypedCallsTests {
    @Test func sessionCallsDecodeHelloStatsAndInvariants() async throws {
        let (server, c) = try startServer()
        defer { server.stop() }
        let hello = try await c.hello(client: "tests")
        #expect(hello.protocolVersion == 1)
        #expect(hello.serverName == "proscd")
        try await c.ping()
        let stats = try await c.stats()
        #expect(stats.windows == 1 && stats.screens == 1 && stats.clients >= 1)
        #expect(try await c.checkInvariants().ok)
    }

    @Test func screenAndWindowCallsFollowAnExternalDisplay() async throws {
        let (server, c) = try startServer()
        defer { server.stop() }
        let connected = try await c.connectScreen(name: "TV", width: 1920, height: 1080, scale: 2)
        let screens = try await c.screens()
        #expect(screens.map(\.name) == ["Main", "TV"])
        #expect(screens[1].id == connected.screen && screens[1].scale == 2 && screens[1].windows == connected.windows)
        let windows = try await c.windows()
        #expect(windows.count == 2 && windows[0].key)
        let detail = try await c.window(connected.windows[0])
        #expect(detail.screen == connected.screen && detail.traits.idiom == "external")
        #expect(try await c.disconnectScreen(connected.screen) == connected.windows)
        #expect(try await c.windows().count == 1)
    }

    @Test func windowLifecycleCalls() async throws {
        let (server, c) = try startServer()
        defer { server.stop() }
        let root = try await c.createController(class: "UIViewController", title: "Root")
        let created = try await c.createWindow(root: root)
        #expect(created.root == root)
        try await c.makeKeyAndVisible(window: created.window)
        #expect(try await c.window(created.window).key)
        let other = try await c.createController(class: "UIViewController", title: "Other")
        try await c.setRoot(window: created.window, vc: other)
        #expect(try await c.window(created.window).root == other)
        try await c.setTraits(window: created.window, horizontalSizeClass: "regular")
        #expect(try await c.window(created.window).traits.horizontalSizeClass == "regular")
        try await c.destroyWindow(created.window)
        #expect(!(try await c.windows()).contains { $0.id == created.window })
    }

    @Test func storyboardAndControllerCallsPresentAndDismiss() async throws {
        let (server, c) = try startServer()
        defer { server.stop() }
        let boards = try await c.storyboards()
        #expect(Set(boards.map(\.storyboard)) == ["Main", "External"])
        let tree = try await c.tree(window: "w1")
        let home = try #require(tree.windows.first?.root?.allNodes.first { $0.storyboardIdentifier == "Home" })
        let info = try await c.controller(home.vc)
        #expect(info.storyboard == "Main" && info.appearance == "appeared" && info.window == "w1")
        let settings = try await c.instantiate(storyboard: "Main", identifier: "Settings")
        #expect(settings.tree.storyboardIdentifier == "Settings")
        let presented = try await c.present(settings.vc, from: home.vc, style: "formSheet")
        #expect(presented.vc == settings.vc)
        let after = try await c.tree(window: "w1")
        #expect(after.windows[0].root?.presented?.vc == settings.vc)
        #expect(try await c.dismiss(settings.vc) == [settings.vc])
        try await c.setProperties(home.vc, ["title": "Start"])
        #expect(try await c.controller(home.vc).title == "Start")
    }

    @Test func navigationSegueAndUnwindCalls() async throws {
        let (server, c) = try startServer()
        defer { server.stop() }
        let nodes = try await c.tree(window: "w1").windows[0].root?.allNodes ?? []
        let home = try #require(nodes.first { $0.storyboardIdentifier == "Home" }).vc
        let nav = try #require(nodes.first { $0.storyboardIdentifier == "HomeNavigation" }).vc
        let tab = try #require(nodes.first { $0.className == "UITabBarController" }).vc
        let segues = try await c.segues(of: home)
        #expect(segues.contains { $0.identifier == "showDetail" && $0.kind == "show" })
        let performed = try await c.performSegue(identifier: "showDetail", from: home)
        let detail = try #require(performed.destination)
        try await c.setProperties(home, ["unwindActions": ["unwindToHome"]])
        let unwound = try await c.unwind(from: detail, action: "unwindToHome")
        #expect(unwound.destination == home && unwound.popped == [detail])
        // The storyboard's own exit segue, run as a tap: the segue's answer with the unwind's outcome.
        let again = try #require(try await c.performSegue(identifier: "showDetail", from: home).destination)
        let exit = try #require(try await c.segues(of: again).first { $0.kind == "unwind" })
        let tapped = try await c.performSegue(segue: exit.segue, from: again)
        #expect(tapped.kind == "unwind" && tapped.identifier == exit.identifier)
        #expect(tapped.destination == home && tapped.popped == [again] && tapped.dismissed == [])
        let pushed = try await c.createController(class: "UIViewController", title: "Pushed")
        try await c.push(pushed, on: nav)
        #expect(try await c.pop(nav) == [pushed])
        try await c.push(pushed, on: nav, animated: false)
        #expect(try await c.popToRoot(nav) == [pushed])
        try await c.setViewControllers(nav, [home, pushed])
        #expect(try await c.pop(nav, to: home) == [pushed])
        try await c.selectTab(tab, index: 1)
        #expect(try await c.controller(tab).appearance == "appeared")
        let show = try await c.show(pushed, from: home)
        #expect(show.action == "push" && show.container == nav)
    }

    @Test func containmentAndDeviceCalls() async throws {
        let (server, c) = try startServer()
        defer { server.stop() }
        let parent = try await c.createController(class: "UIViewController", title: "Parent")
        _ = try await c.createWindow(root: parent)
        let a = try await c.createController(class: "UIViewController", title: "A")
        let b = try await c.createController(class: "UIViewController", title: "B")
        try await c.addChild(a, to: parent)
        try await c.addChild(b, to: parent, steps: ["addChild"])
        try await c.transition(parent: parent, from: a, to: b, animated: false)
        try await c.removeFromParent(a)
        #expect(try await c.controller(parent).children == [b])
        let loose = try await c.createController(class: "UIViewController", title: "Loose")
        try await c.addView(loose, into: b)
        try await c.beginAppearanceTransition(b, appearing: false, animated: false)
        try await c.endAppearanceTransition(b)
        let rotated = try await c.rotate(to: "landscapeLeft")
        #expect(rotated.orientation == "landscapeLeft" && !rotated.windows.isEmpty)
        try await c.memoryWarning()
        #expect(try await c.sync() >= 0)
    }

    @Test func loadStoryboardFromXMLListsItsScenes() async throws {
        let (server, c) = try startServer()
        defer { server.stop() }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a1">
              <scenes><scene sceneID="s1"><objects>
                <viewController storyboardIdentifier="Only" title="Only" id="a1" sceneMemberID="viewController"/>
              </objects></scene></scenes>
            </document>
            """
        let loaded = try await c.loadStoryboard(name: "Tiny", xml: xml)
        #expect(loaded.storyboard == "Tiny" && loaded.initial == "a1")
        #expect(loaded.scenes.map(\.storyboardIdentifier) == ["Only"])
    }

    /// W3/W4 through the typed calls: `push(_:on:queue: "uikit")` during the navigation
    /// controller's push animation returns UIKit's W3 at once; the interrupted push returns W2
    /// and W4 when its animation ends (uikit-rules W3, W4).
    @Test func W3_W4_aNestedPushReturnsUIKitsWarnings() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "20"])
        defer { server.stop() }
        let c = try server.connect()
        c.defaultTimeout = 30
        let b = try await c.createController(class: "UIViewController", title: "B")
        let d = try await c.createController(class: "UIViewController", title: "D")
        let first = Task { () async throws -> [UIKitWarningInfo] in try await c.push(b, on: "vc2") }
        var appearing = false
        for _ in 0..<500 where !appearing { appearing = try await c.controller(b).appearance == "appearing" }
        #expect(appearing, "the first push animates")
        let nested = try await c.push(d, on: "vc2", queue: "uikit")
        #expect(nested.map(\.rule) == ["W3"] && nested.first?.vc == "vc2" && nested.first?.kind == "nestedPushAnimation")
        let end = try await first.value
        #expect(end.map(\.rule) == ["W2", "W4"] && end.first?.vc == b)
        #expect(try await c.controller("vc2").children.suffix(2) == [b, d])
    }
}
