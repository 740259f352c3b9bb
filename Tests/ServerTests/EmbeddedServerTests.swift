import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// The shell without a socket: bytes in, bytes out, time moved by hand (`EmbeddedServer`).
@Suite("Embedded server")
struct EmbeddedServerTests {
    static func request(_ id: Int, _ method: String, _ params: String = "{}") -> String {
        "{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"\(method)\",\"params\":\(params)}\n"
    }

    @Test func aPingIsAnsweredWithinTheWriteAndFinishIsClean() throws {
        let server = try EmbeddedServer()
        let c = server.openConnection()
        server.writeInbound(Self.request(1, "ping"), on: c)
        #expect(server.readOutbound(on: c) == [#"{"jsonrpc":"2.0","id":1,"result":{}}"#])
        try server.finish()
    }

    @Test func finishFailsOnUnreadOutput() throws {
        let server = try EmbeddedServer()
        let c = server.openConnection()
        server.writeInbound(Self.request(1, "ping"), on: c)
        #expect(throws: EmbeddedServer.Leftovers.self) { try server.finish() }
    }

    @Test func anAnimatedPresentationEndsWhenTheClockReachesItsDuration() throws {
        let server = try EmbeddedServer(arguments: ["--animation-speed", "1"])
        let c = server.openConnection()
        server.writeInbound(Self.request(1, "vc.create", #"{"class":"UIViewController","title":"M"}"#), on: c)
        let created = try #require(try server.readOutboundJSON(on: c).first)
        let vc = try #require(created["result"]?["vc"]?.stringValue)
        server.writeInbound(Self.request(2, "events.subscribe", #"{"names":["viewDidAppear"]}"#), on: c)
        _ = server.readOutbound(on: c)
        server.writeInbound(Self.request(3, "tree", #"{"window":"w1"}"#), on: c)
        let tree = try #require(try server.readOutboundJSON(on: c).first)
        let root = try #require(tree["result"]?["windows"]?.arrayValue?.first?["root"]?["vc"]?.stringValue)
        // The presented controller's root in the demo: present on the tab bar controller.
        server.writeInbound(Self.request(4, "vc.present", #"{"presenter":"\#(root)","vc":"\#(vc)"}"#), on: c)
        #expect(server.readOutbound(on: c).isEmpty, "nothing before the transition ends")
        #expect(server.transitionsInFlight == 1)
        server.advanceTime(by: 0.4)
        #expect(server.readOutbound(on: c).isEmpty, "0.4 s into a 0.5 s presentation")
        server.advanceTime(by: 0.1)
        let lines = try server.readOutboundJSON(on: c)
        #expect(lines.count == 2)
        #expect(lines.first?["params"]?["name"] == .string("viewDidAppear"))
        #expect(lines.first?["params"]?["time"] == .number(500))
        #expect(lines.last?["id"] == .number(4))
        #expect(lines.last?["result"]?["vc"] == .string(vc))
        try server.finish()
    }

    @Test func finishFailsWhileATransitionIsInFlight() throws {
        let server = try EmbeddedServer(arguments: ["--animation-speed", "1"])
        let c = server.openConnection()
        server.writeInbound(Self.request(1, "window.create", #"{"storyboard":"Main","identifier":"Detail"}"#), on: c)
        let root = try #require(try server.readOutboundJSON(on: c).first?["result"]?["root"]?.stringValue)
        server.writeInbound(Self.request(2, "vc.create", #"{"class":"UIViewController"}"#), on: c)
        let vc = try #require(try server.readOutboundJSON(on: c).first?["result"]?["vc"]?.stringValue)
        server.writeInbound(Self.request(3, "vc.present", #"{"presenter":"\#(root)","vc":"\#(vc)"}"#), on: c)
        do {
            try server.finish()
            Issue.record("finish passed with a transition and a request in flight")
        } catch let e as EmbeddedServer.Leftovers {
            #expect(e.problems.contains("1 transitions in flight"))
            #expect(e.problems.contains("1 requests without their reply"))
        }
    }

    @Test func anIdleTimeoutExpiresOnTheManualClock() throws {
        let server = try EmbeddedServer(arguments: ["--idle-timeout", "2"])
        let c = server.openConnection()
        // The watchdog sweeps every 0.5 s (a quarter of the shortest timeout).
        server.advanceTime(by: 1.9)
        #expect(!server.isClosed(c))
        server.advanceTime(by: 0.7)
        #expect(server.isClosed(c))
        let lines = try server.readOutboundJSON(on: c)
        #expect(lines.first?["error"]?["code"] == .number(-32011))
        try server.finish()
    }
}
