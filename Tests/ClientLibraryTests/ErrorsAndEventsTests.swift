import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Refusals as typed errors, events as a typed sequence, pipelining, and result decoding.
@Suite("Client library errors, events and pipelining")
struct ErrorsAndEventsTests {
    @Test func refusalCarriesCodeMessageAndUIKitText() async throws {
        let (server, c) = try startServer()
        defer { server.stop() }
        let home = try #require(try await c.tree().windows[0].root?.allNodes.first { $0.storyboardIdentifier == "Home" }).vc
        let first = try await c.createController(class: "UIViewController")
        let second = try await c.createController(class: "UIViewController")
        _ = try await c.present(first, from: home)
        do {
            _ = try await c.present(second, from: home)
            Issue.record("second presentation was accepted")
        } catch {
            #expect(error.kind == .server && error.code == -32003 && error.codeName == "invalidState")
            #expect(error.uikit?.contains("already presenting") == true)
            #expect(error.raises == false)
        }
        await #expect(throws: ClientError.self) { try await c.controller("vc999") }
    }

    @Test func eventsArriveTypedInWindowSeqOrderBeforeTheCallReturns() async throws {
        let (server, c) = try startServer()
        defer { server.stop() }
        let subscription = try await c.events(windows: ["w1"], snapshot: true)
        #expect(subscription.tree?.windows.count == 1)
        let home = try #require(subscription.tree?.windows[0].root?.allNodes.first { $0.storyboardIdentifier == "Home" }).vc
        let modal = try await c.instantiate(storyboard: "Main", identifier: "Modal").vc
        _ = try await c.present(modal, from: home)
        _ = try await c.sync()
        try await c.unsubscribe(subscription.id)
        var events: [Event] = []
        for await element in subscription {
            if case .event(let e) = element { events.append(e) }
        }
        let seqs = events.compactMap(\.windowSeq)
        #expect(seqs == Array(seqs.sorted()) && Set(seqs).count == seqs.count)
        #expect(events.allSatisfy { $0.subscription == subscription.id && $0.window == "w1" && $0.seq > subscription.seq })
        let modalEvents = events.filter { $0.vc == modal }.map(\.name)
        #expect(modalEvents.contains("viewDidAppear"))
        let appear = try #require(events.first { $0.vc == modal && $0.name == "viewWillAppear" })
        #expect(appear["isBeingPresented"] == .bool(true) && appear.animated == true)
    }

    @Test func nameFilterLimitsTheSequence() async throws {
        let (server, c) = try startServer()
        defer { server.stop() }
        let subscription = try await c.events(names: ["viewDidAppear"])
        do {
            _ = try await c.connectScreen(name: "TV", width: 1280, height: 720)
        } catch {
            Issue.record("screen.connect: \(error); server stderr: \(server.stderr)")
            throw error
        }
        _ = try await c.sync()
        try await c.unsubscribe(subscription.id)
        var names: Set<String> = []
        for await e in subscription.events { names.insert(e.name) }
        #expect(names == ["viewDidAppear"])
    }

    @Test func pipelinedCallsAreAllAnsweredAndMatchedById() async throws {
        let (server, c) = try startServer()
        defer { server.stop() }
        let answers = try await withThrowingTaskGroup(of: String.self) { group in
            for i in 0..<200 {
                group.addTask { try await c.createController(class: "UIViewController", title: "P\(i)") }
            }
            var ids: [String] = []
            for try await id in group { ids.append(id) }
            return ids
        }
        #expect(Set(answers).count == 200)
    }

    @Test func missingResultMemberIsAProtocolViolation() throws {
        #expect(throws: ClientError.self) { try Presented(result: ["vc": "vc1"], context: "vc.present") }
        do {
            _ = try ServerStats(result: .array([]), context: "server.stats")
        } catch {
            #expect(error.kind == .protocolViolation)
        }
        let node = try TreeNode(result: [
            "vc": "vc1", "class": "UINavigationController", "title": nil, "storyboardIdentifier": nil, "appearance": "appeared",
            "children": [["vc": "vc2", "class": "UIViewController", "appearance": "appeared", "children": []]],
            "presented": ["vc": "vc3", "class": "UIViewController", "appearance": "appeared", "style": "pageSheet", "children": []],
        ], context: "tree")
        #expect(node.allNodes.map(\.vc) == ["vc1", "vc2", "vc3"])
        #expect(node.presented?.style == "pageSheet")
    }

    @Test func connectingWhereNoServerListensIsAConnectionError() {
        do {
            _ = try ProsceniumConnection(path: ServerProcess.makeTemporaryDirectory() + "/none.sock")
            Issue.record("connected to nothing")
        } catch {
            #expect(error.kind == .connection)
        }
    }
}
