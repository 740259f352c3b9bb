@testable import Inspector
import Testing
import WireProtocol

/// The inspector's pure parts: the token, the gate, the action policy, the bounded history.
@Suite("prosc inspect: token, gate, policy, history")
struct InspectorUnitTests {
    @Test("tokens are 32 hex digits, differ between runs, and match only themselves")
    func token() {
        let a = AccessToken.random(), b = AccessToken.random()
        #expect(a.value.count == 32 && a.value.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(a != b)
        #expect(a.matches(a.value))
        #expect(!a.matches(b.value))
        #expect(!a.matches(String(a.value.dropLast())))
        #expect(!a.matches(nil))
    }

    @Test("the gate wants the token on every request and the page's own Origin on upgrades")
    func gate() {
        let token = AccessToken(value: "abc123")
        var gate = RequestGate(token: token)
        gate.serve(host: "127.0.0.1", port: 8080)
        #expect(gate.refusal(uri: "/", origin: nil, upgrade: false)?.contains("token") == true)
        #expect(gate.refusal(uri: "/?token=abc124", origin: nil, upgrade: false) != nil)
        #expect(gate.refusal(uri: "/?x=1&token=abc123", origin: nil, upgrade: false) == nil)
        #expect(gate.refusal(uri: "/ws?token=abc123", origin: "http://127.0.0.1:8080", upgrade: true) == nil)
        #expect(gate.refusal(uri: "/ws?token=abc123", origin: "http://localhost:8080", upgrade: true) == nil)
        #expect(gate.refusal(uri: "/ws?token=abc123", origin: "http://127.0.0.1:8081", upgrade: true)?.contains("Origin") == true)
        #expect(gate.refusal(uri: "/ws?token=abc123", origin: "http://evil.example", upgrade: true) != nil)
        #expect(RequestGate.query("/p?a=%41b+c&token=t", "a") == "Ab c")
    }

    @Test("queries always; mutations only with --drive; session methods never")
    func policy() {
        let watch = ActionPolicy(drive: false), drive = ActionPolicy(drive: true)
        #expect(watch.refusal("vc.get") == nil)
        #expect(watch.refusal("segue.perform")?.contains("--drive") == true)
        #expect(drive.refusal("segue.perform") == nil)
        #expect(drive.refusal("server.shutdown") != nil)
        #expect(drive.refusal("events.subscribe") != nil)
        #expect(drive.refusal("no.such")?.contains("no method") == true)
    }

    @Test("the history keeps the last entries and the tree of the first refresh after an event")
    func history() {
        var h = TimelineHistory(eventLimit: 3, treeLimit: 2)
        for i in 1...5 { h.append(entry: "e\(i)") }
        #expect(Array(h.keptEntries) == ["e3", "e4", "e5"])
        #expect(h.droppedEntries == 2)
        h.append(tree: .string("t10"), seq: 10)
        h.append(tree: .string("t20"), seq: 20)
        #expect(h.tree(afterEvent: 15)?.tree == .string("t20"))
        #expect(h.tree(afterEvent: 20)?.seq == 20)
        #expect(h.tree(afterEvent: 25)?.seq == 20)  // not refreshed yet: the latest
        h.append(tree: .string("t30"), seq: 30)     // t10 dropped
        #expect(h.tree(afterEvent: 5) == nil)
        #expect(h.tree(afterEvent: 11)?.seq == 20)
        #expect(h.keptTrees == 2)
    }
}
