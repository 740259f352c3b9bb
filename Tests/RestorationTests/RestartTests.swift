import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// State preservation across real restarts of `proscd` (docs/restoration.md).
@Suite(.serialized) struct RestartTests {
    /// Builds a varied hierarchy in w1 (storyboard tab bar, a pushed storyboard scene, a second
    /// tab selected, a presentation from code) plus a second window, all with identifiers.
    static func buildHierarchy(_ c: ProsceniumConnection) async throws {
        guard let root = try await c.tree("w1") else { Issue.record("no w1"); return }
        try await c.setRestorationIdentifiers(root)
        let nav = root.children[0].vc
        let detail = try await c.call("vc.instantiate", ["storyboard": "Main", "identifier": "Detail"])["vc"]!.stringValue!
        _ = try await c.call("vc.set", ["vc": .string(detail), "properties": ["restorationIdentifier": "detail", "title": "Pushed"]])
        _ = try await c.call("nav.push", ["nav": .string(nav), "vc": .string(detail), "animated": false])
        _ = try await c.call("tab.select", ["tab": .string(root.vc), "index": 1])
        let modal = try await c.call("vc.create", ["class": "UINavigationController", "title": "Modal",
                                                   "properties": ["restorationIdentifier": "modal"]])["vc"]!.stringValue!
        _ = try await c.call("vc.present", ["presenter": .string(root.vc), "vc": .string(modal),
                                            "style": "overFullScreen", "transition": "crossDissolve", "animated": true])
        let other = try await c.call("vc.create", ["class": "UIViewController", "title": "Other",
                                                   "properties": ["restorationIdentifier": "other"]])["vc"]!.stringValue!
        _ = try await c.call("window.create", ["root": .string(other), "makeKeyAndVisible": false])
    }

    /// Builds `buildHierarchy` on a server with a fresh state directory, shuts it down cleanly
    /// and starts a second one on the same directory: the trees before, and that server.
    static func buildAndRestart() async throws -> (before: [(window: String, root: TreeNode?)], server: ServerProcess) {
        let dir = Restart.stateDirectory()
        let first = try Restart.server(dir, speed: 0.01)
        let c = try first.connect()
        try await buildHierarchy(c)
        let before = try await c.trees()
        let stats = try await c.call("server.stats")
        #expect((stats["state"]?["writes"]?.intValue ?? 0) > 0)
        _ = try await c.call("server.shutdown")
        #expect(first.stop() == 0)
        return (before, try Restart.server(dir))
    }

    @Test func preservedHierarchyComesBackAfterACleanShutdown() async throws {
        let (before, second) = try await Self.buildAndRestart()
        defer { second.stop() }
        let d = try second.connect()
        let after = try await d.trees()
        #expect(after.map(\.window) == before.map(\.window))
        #expect(after.map(\.root) == before.map(\.root))
        #expect(try await d.violations() == [])
        let restoredStats = try await d.call("server.stats")
        let count = before.compactMap(\.root).reduce(0) { $0 + $1.allIDs.count }
        #expect(restoredStats["state"]?["restoredControllers"]?.intValue == count)
        // decode + finished for each, plus the launch appearance callbacks.
        #expect((restoredStats["state"]?["restoreEvents"]?.intValue ?? 0) > 2 * count)
        // Identifiers are kept and never reused.
        let fresh = try await d.call("vc.create", ["class": "UIViewController"])["vc"]!.stringValue!
        let allBefore = before.compactMap(\.root).flatMap(\.allIDs)
        #expect(!allBefore.contains(fresh))
        #expect(Int(fresh.dropFirst(2))! > allBefore.compactMap { Int($0.dropFirst(2)) }.max()!)
    }

    /// RS3/RS4, seen live: a client that connects after the restart asks for the restore's
    /// events and gets them in order, numbered before its subscription, then live ones.
    @Test func RS3_RS4_restorationEventsAreReplayedToSubscribersThatAskForThem() async throws {
        let (before, second) = try await Self.buildAndRestart()
        defer { second.stop() }
        let d = try second.connect()
        let restored = Set(before.compactMap(\.root).flatMap(\.allIDs))
        let stats = try await d.call("server.stats")
        let restoreEvents = try #require(stats["state"]?["restoreEvents"]?.intValue)

        // Without asking: nothing from before the subscription (the contract's rule).
        let plain = try await d.events()
        #expect(plain.restorationEvents == nil)

        let all = try await d.events(restoration: true)
        #expect(all.restorationEvents == restoreEvents)
        var events = all.events.makeAsyncIterator()
        var replayed: [Event] = []
        while replayed.count < restoreEvents, let e = await events.next() { replayed.append(e) }
        #expect(replayed.map(\.seq) == Array(1...restoreEvents), "the restore's events keep their numbers, in order")
        #expect(replayed.allSatisfy { $0.seq <= all.seq })
        let decoded = replayed.filter { $0.name == "decodeRestorableState" }.compactMap(\.vc)
        let finished = replayed.filter { $0.name == "applicationFinishedRestoringState" }.compactMap(\.vc)
        #expect(Set(decoded) == restored && decoded.count == restored.count)
        #expect(finished == decoded, "RS4 comes in the same order as RS3")
        // C6: every restored controller's view loads before the first decode; RS3 before any
        // appearance, RS4 after all of it.
        let firstDecode = try #require(replayed.firstIndex { $0.name == "decodeRestorableState" })
        let lastDecode = try #require(replayed.lastIndex { $0.name == "decodeRestorableState" })
        let firstFinish = try #require(replayed.firstIndex { $0.name == "applicationFinishedRestoringState" })
        let loads = replayed.indices.filter { replayed[$0].name == "viewDidLoad" }
        #expect(Set(loads.compactMap { replayed[$0].vc }) == restored)
        #expect(loads.allSatisfy { $0 < firstDecode })
        let appearance = replayed.indices.filter { ["viewWillAppear", "viewDidAppear"].contains(replayed[$0].name) }
        #expect(!appearance.isEmpty)
        #expect(appearance.allSatisfy { $0 > lastDecode && $0 < firstFinish })
        #expect(firstDecode < lastDecode)

        // Filters apply to the replay; then live events follow with later numbers.
        let named = try await d.events(names: ["applicationFinishedRestoringState"], restoration: true)
        #expect(named.restorationEvents == restored.count)
        let other = try #require(before.first { $0.window != "w1" }?.window)
        let onlyOther = try await d.events(windows: [other], restoration: true)
        let otherCount = try #require(onlyOther.restorationEvents)
        #expect(otherCount > 0 && otherCount < restoreEvents)
        let fresh = try await d.call("vc.create", ["class": "UIViewController"])["vc"]!.stringValue!
        _ = try await d.call("window.create", ["root": .string(fresh)])
        let next = await events.next()
        #expect((next?.seq ?? 0) > all.seq, "after the replay, live events")
    }

    /// Storyboards loaded at run time (inline and by path) are kept in the state directory, so
    /// the controllers instantiated from them come back; a fresh start forgets them.
    @Test func storyboardsLoadedAtRunTimeComeBackWithTheirControllers() async throws {
        let dir = Restart.stateDirectory()
        let first = try Restart.server(dir)
        let c = try first.connect()
        let xml = try String(contentsOfFile: ServerProcess.demoStoryboards + "/Main.storyboard", encoding: .utf8)
        _ = try await c.call("storyboard.load", ["name": "Extra", "xml": .string(xml)])
        _ = try await c.call("storyboard.load", ["path": "Main.storyboard", "name": "ByPath"])
        guard let root = try await c.tree("w1") else { Issue.record("no w1"); return }
        try await c.setRestorationIdentifiers(root)
        let nav = root.children[0].vc
        for (storyboard, rid) in [("Extra", "extra-detail"), ("ByPath", "bypath-detail")] {
            let vc = try await c.call("vc.instantiate", ["storyboard": .string(storyboard), "identifier": "Detail"])["vc"]!.stringValue!
            _ = try await c.call("vc.set", ["vc": .string(vc), "properties": ["restorationIdentifier": .string(rid)]])
            _ = try await c.call("nav.push", ["nav": .string(nav), "vc": .string(vc), "animated": false])
        }
        let before = try await c.trees()
        _ = try await c.call("server.shutdown")
        #expect(first.stop() == 0)
        #expect(FileManager.default.fileExists(atPath: dir + "/storyboards/Extra.storyboard"))

        let second = try Restart.server(dir)
        let d = try second.connect()
        let after = try await d.trees()
        #expect(after.map(\.root) == before.map(\.root), "the pushed controllers from run-time storyboards come back")
        let stack = after.first?.root?.children.first?.children.map(\.vc) ?? []
        #expect(stack.count == 3)
        let listed = try await d.call("storyboard.list")["storyboards"]?.arrayValue?.compactMap { $0["storyboard"]?.stringValue } ?? []
        #expect(listed.contains("Extra") && listed.contains("ByPath"))
        _ = try await d.call("server.shutdown")
        #expect(second.stop() == 0)

        // A fresh start in the same directory: the copies go with the state.
        #expect(unlink(dir + "/state.json") == 0)
        let third = try Restart.server(dir)
        defer { third.stop() }
        let e = try third.connect()
        let fresh = try await e.call("storyboard.list")["storyboards"]?.arrayValue?.compactMap { $0["storyboard"]?.stringValue } ?? []
        #expect(!fresh.contains("Extra") && !fresh.contains("ByPath"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/storyboards/Extra.storyboard"))
    }

    @Test func everyRepliedOperationSurvivesSIGKILL() async throws {
        let dir = Restart.stateDirectory()
        let first = try Restart.server(dir, speed: 0.01)
        let c = try first.connect()
        try await Self.buildHierarchy(c)
        let before = try await c.trees()
        first.stop(signal: SIGKILL)

        let second = try Restart.server(dir)
        defer { second.stop() }
        let after = try await second.connect().trees()
        #expect(after.map(\.root) == before.map(\.root))
    }

    /// RS1 and RS2 with a real restart (issue 14, point 3): identifiers on the demo tab bar, its
    /// navigation controller and Home, not on Settings. The pushed controller without one is not
    /// restored; Settings is not restored either, but the storyboard still makes it (with its
    /// embedded child), so the tab bar comes back with both tabs, as the app would.
    @Test func RS1_RS2_unpreservedControllersAreNotRestoredButTheStoryboardStillMakesItsOwn() async throws {
        let dir = Restart.stateDirectory()
        let first = try Restart.server(dir)
        let c = try first.connect()
        guard let root = try await c.tree("w1") else { Issue.record("no w1"); return }
        let nav = root.children[0]
        _ = try await c.call("vc.set", ["vc": .string(root.vc), "properties": ["restorationIdentifier": "tabs"]])
        _ = try await c.call("vc.set", ["vc": .string(nav.vc), "properties": ["restorationIdentifier": "nav"]])
        _ = try await c.call("vc.set", ["vc": .string(nav.children[0].vc), "properties": ["restorationIdentifier": "home"]])
        let plain = try await c.call("vc.create", ["class": "UIViewController"])["vc"]!.stringValue!
        _ = try await c.call("nav.push", ["nav": .string(nav.vc), "vc": .string(plain), "animated": false])
        first.stop()

        let second = try Restart.server(dir, extra: ["--restore"])
        defer { second.stop() }
        let d = try second.connect()
        let after = try #require(try await d.tree("w1"))
        #expect(after.vc == root.vc)
        // The stack comes back without its unpreserved top, and its root child is on screen.
        #expect(after.children[0].children.map(\.vc) == [nav.children[0].vc])
        #expect(after.children[0].children[0].appearance == "appeared")
        // The Settings tab had no identifier: not restored, but made by the storyboard anew.
        #expect(after.children.count == 2)
        let settings = try #require(after.children.last)
        #expect(settings.title == "Settings" && settings.className == root.children[1].className)
        let oldIDs = root.allIDs.compactMap { Int($0.dropFirst(2)) } + [Int(plain.dropFirst(2))!]
        #expect(Int(settings.vc.dropFirst(2))! > oldIDs.max()!, "a new identifier, never one issued before")
        #expect(settings.children.map(\.title) == ["Settings Child"])
        #expect(settings.appearance == "disappeared")
        let replay = try await d.events(names: ["decodeRestorableState"], restoration: true)
        #expect(replay.restorationEvents == 3, "only the three preserved controllers decode")
        #expect(try await d.violations() == [])
        // It is the app again: selecting the tab shows Settings and its embedded child.
        _ = try await d.call("tab.select", ["tab": .string(root.vc), "index": 1])
        let selected = try #require(try await d.tree("w1"))
        #expect(selected.children[1].appearance == "appeared")
        #expect(selected.children[1].children.first?.appearance == "appeared")
    }

    /// RS9 (uikit-rules R183) across a real restart: a column-style split made in code, its
    /// columns the app's own navigation controllers with identifiers, collapsed on the server's
    /// iPhone with the secondary's controller on the primary's stack, and a preference set.
    /// It comes back column-style with the same tree and the same properties (its style, the
    /// preference, the columns, collapsed again), and it expands as the original would: each
    /// column gets its controller back.
    @Test func RS9_aColumnStyleSplitComesBackAfterARestart() async throws {
        let dir = Restart.stateDirectory()
        let first = try Restart.server(dir)
        let c = try first.connect()
        func make(_ cls: String, _ rid: String, children: [String] = [], style: String? = nil) async throws -> String {
            var props: JSONObject = ["restorationIdentifier": .string(rid)]
            if let style { props["style"] = .string(style); props["preferredSplitBehavior"] = "tile" }
            return try await c.call("vc.create", ["class": .string(cls), "properties": .object(props),
                                                  "children": .array(children.map(JSON.string))])["vc"]!.stringValue!
        }
        let a = try await make("UIViewController", "a")
        let b = try await make("UIViewController", "b")
        let na = try await make("UINavigationController", "na", children: [a])
        let nb = try await make("UINavigationController", "nb", children: [b])
        let split = try await make("UISplitViewController", "split", children: [na, nb], style: "doubleColumn")
        let w = try await c.call("window.create", ["root": .string(split)])["window"]!.stringValue!
        let before = try #require(try await c.tree(w))
        #expect(before.children.map(\.vc) == [na, nb] && before.children[0].children.map(\.vc) == [a, b], "\(before)")
        let props = try await c.call("vc.get", ["vc": .string(split)])["properties"]
        #expect(props?["style"] == "doubleColumn" && props?["isCollapsed"] == true)
        _ = try await c.call("server.shutdown")
        #expect(first.stop() == 0)

        let second = try Restart.server(dir, extra: ["--restore"])
        defer { second.stop() }
        let d = try second.connect()
        let after = try #require(try await d.tree(w))
        #expect(after == before, "\(after) != \(before)")
        #expect(try await d.call("vc.get", ["vc": .string(split)])["properties"] == props)
        let stats = try await d.call("server.stats")
        #expect(stats["state"]?["restoredControllers"]?.intValue == 5)
        #expect(try await d.violations() == [])
        _ = try await d.call("window.setTraits", ["window": .string(w), "horizontalSizeClass": "regular"])
        let expanded = try #require(try await d.tree(w))
        #expect(expanded.children.map { $0.children.map(\.vc) } == [[a], [b]], "\(expanded)")
        #expect(try await d.call("vc.get", ["vc": .string(split)])["properties"]?["preferredSplitBehavior"] == "tile")
    }

    @Test func restoreFlagWithoutPreservedStateRefusesToStart() throws {
        let dir = Restart.stateDirectory()
        #expect(throws: ServerProcess.StartFailure.self) {
            _ = try Restart.server(dir, extra: ["--restore"])
        }
    }

    @Test func anUnreadableStateFileIsNeverOverwritten() throws {
        let dir = Restart.stateDirectory()
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let file = dir + "/state.json"
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: ServerProcess.StartFailure.self) { _ = try Restart.server(dir) }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "{not json")
    }
}
