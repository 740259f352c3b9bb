import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// `ProsceniumConnection.pipelined`: the answers in the calls' order whatever the depth, and a
/// timeout that fails only what is still unanswered.
@Suite("Pipelined calls")
struct PipeliningTests {
    @Test(arguments: [1, 3, 128])
    func answersComeBackInTheCallsOrder(depth: Int) async throws {
        let (server, c) = try startServer()
        defer { _ = server.stop() }
        let titles = (0..<12).map { "T\($0)" }
        let made = await c.pipelined(titles.map { (method: "vc.create", params: ["class": "UIViewController", "title": .string($0)]) },
                                     depth: depth)
        let ids = try made.map { try #require(try $0.get()["vc"]?.stringValue) }
        let got = await c.pipelined(ids.map { (method: "vc.get", params: ["vc": .string($0)]) }, depth: depth)
        #expect(try got.map { try $0.get()["title"]?.stringValue } == titles)
        #expect(await c.pipelined([], depth: depth).isEmpty)
    }

    @Test func aTimeoutFailsOnlyTheUnansweredCalls() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "20"])
        defer { _ = server.stop() }
        let c = try server.connect()
        c.defaultTimeout = 30
        let root = try #require(try await c.call("window.list", [:])["windows"]?.arrayValue?.first?["root"]?.stringValue)
        let shown = try #require(try await c.call("vc.create", ["class": "UIViewController"])["vc"]?.stringValue)
        // The animated present answers when its transition ends (seconds at speed 20); the
        // queries around it answer at once.
        let results = await c.pipelined([(method: "ping", params: [:]),
                                          (method: "vc.present", params: ["presenter": .string(root), "vc": .string(shown)]),
                                          (method: "ping", params: [:])], timeout: 0.5)
        #expect((try? results[0].get()) != nil)
        #expect((try? results[2].get()) != nil)
        guard case .failure(let error) = results[1] else {
            Issue.record("the animated present answered within 0.5 s")
            return
        }
        #expect(error.kind == .timeout)
        #expect(error.message == "no answer to vc.present within 0.5 s")
    }
}
