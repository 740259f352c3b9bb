import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// A job is routed to the window its target is in when it arrives; when its target has moved to
/// another window by the time the job's turn comes, the coordinator sends it back to the router
/// (`WindowCoordinator.apply`: `.reroute`, `Router.reroute`), and it runs in the target's new
/// window, in that window's order (docs/protocol.md *Ordering and concurrency*: per-window
/// order). On the embedded server's manual clock, so the order of every step is fixed.
@Suite("Re-routing")
struct RerouteTests {
    static func request(_ id: Int, _ method: String, _ params: String = "{}") -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"# + "\n"
    }

    @Test func aRequestWhoseControllerMovedToAnotherWindowWhileItWaitedRunsInThatWindow() throws {
        let server = try EmbeddedServer(arguments: ["--animation-speed", "1", "--ios", "12"])
        let c = server.openConnection()
        var nextID = 0
        /// Sends one request and returns its reply's result (failing the test on an error).
        func call(_ method: String, _ params: String = "{}") throws -> JSON {
            nextID += 1
            server.writeInbound(Self.request(nextID, method, params), on: c)
            let reply = try #require(try server.readOutboundJSON(on: c).last)
            return try #require(reply["result"], "\(method): \(reply)")
        }
        func create(_ title: String) throws -> String {
            try #require(try call("vc.create", #"{"class":"UIViewController","title":"\#(title)"}"#)["vc"]?.stringValue)
        }
        let root = try create("Root"), sheet = try create("Sheet"), newRoot = try create("NewRoot")
        let other = try create("Other"), late = try create("Late")
        let windowA = try #require(try call("window.create", #"{"root":"\#(root)"}"#)["window"]?.stringValue)

        // At 0 s: an animated presentation in window A (until 0.5 s), and behind it, queued in
        // A: A's root replaced (Root leaves A with the sheet it presents: both in no window),
        // a new window made with Root as its root (routed to A: Root was there when it arrived),
        // and the sheet's dismissal (routed to A: so was the sheet).
        server.writeInbound(Self.request(10, "vc.present", #"{"presenter":"\#(root)","vc":"\#(sheet)"}"#)
                            + Self.request(11, "window.setRoot", #"{"window":"\#(windowA)","vc":"\#(newRoot)"}"#)
                            + Self.request(12, "window.create", #"{"root":"\#(root)"}"#)
                            + Self.request(13, "vc.dismiss", #"{"vc":"\#(sheet)"}"#), on: c)
        #expect(server.readOutbound(on: c).isEmpty, "everything waits behind the presentation")
        #expect(server.transitionsInFlight == 1)

        // At 0.5 s the presentation ends and A runs its queue: the root is replaced; the window
        // creation finds Root in no window and goes back to the router (the server's queue),
        // which makes window B; the dismissal finds the sheet no longer in A and goes back too,
        // to B, where its animation starts.
        server.advanceTime(to: 0.5)
        let replies = try server.readOutboundJSON(on: c)
        #expect(replies.map { $0["id"] } == [.number(10), .number(11), .number(12)], "\(replies)")
        #expect(replies.allSatisfy { $0["result"] != nil }, "\(replies)")
        let windowB = try #require(replies.last?["result"]?["window"]?.stringValue)
        #expect(windowB != windowA)
        #expect(replies.last?["result"]?["root"] == .string(root))
        #expect(server.transitionsInFlight == 1, "the dismissal animates")

        // The dismissal's transition is B's, not A's: A takes a request that will not wait,
        // B refuses one with its own -32003 (R56's text).
        let inA = try call("vc.present", #"{"presenter":"\#(newRoot)","vc":"\#(other)","animated":false,"queue":false}"#)
        #expect(inA["vc"] == .string(other))
        nextID += 1
        server.writeInbound(Self.request(nextID, "vc.present", #"{"presenter":"\#(root)","vc":"\#(late)","animated":false,"queue":false}"#), on: c)
        let refused = try #require(try server.readOutboundJSON(on: c).first?["error"])
        #expect(refused["code"] == .number(-32003))
        #expect(refused["message"] == .string("a transition is in progress in window \(windowB) and the request said queue: false"))
        #expect(refused["data"]?["uikit"]?.stringValue?.hasSuffix("while a presentation is in progress!") == true, "\(refused)")

        // At 1 s the dismissal ends in B: answered, with its events numbered in B.
        _ = try call("events.subscribe", #"{"names":["viewDidDisappear"]}"#)
        server.advanceTime(to: 0.999)
        #expect(server.readOutbound(on: c).isEmpty)
        server.advanceTime(to: 1.0)
        let end = try server.readOutboundJSON(on: c)
        #expect(end.count == 2, "\(end)")
        #expect(end.first?["params"]?["vc"] == .string(sheet))
        #expect(end.first?["params"]?["window"] == .string(windowB))
        #expect(end.last?["id"] == .number(13))
        #expect(end.last?["result"]?["dismissed"] == .array([.string(sheet)]))
        let tree = try call("tree", #"{"window":"\#(windowB)"}"#)
        let b = try #require(tree["windows"]?.arrayValue?.first?["root"])
        #expect(b["vc"] == .string(root))
        #expect(b["presented"] == nil, "\(b)")
        try server.finish()
    }
}
