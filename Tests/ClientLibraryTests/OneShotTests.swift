import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// `OneShot`: pipelined requests on a fresh connection, answered in request order.
@Suite("OneShot requests")
struct OneShotTests {
    @Test func answersComeBackInRequestOrderWithErrorsInTheirPlace() async throws {
        let (server, c) = try startServer()
        defer { server.stop() }
        let results = try OneShot.call(
            path: server.socketPath, [("tree", ["window": "w1"]), ("vc.get", ["vc": "vc999"]), ("screen.list", [:])], timeout: 30)
        #expect(results.count == 3)
        #expect(try results[0].get() == (try await c.request("tree", ["window": "w1"])))
        #expect(throws: ClientError.self) { try results[1].get() }
        if case .error(let error) = results[1] { #expect(error.code == -32001) }
        #expect(try results[2].get() == (try await c.request("screen.list")))
    }

    @Test func noServerIsAConnectionError() {
        do {
            _ = try OneShot.call(path: ServerProcess.makeTemporaryDirectory() + "/none.sock", [("ping", [:])])
            Issue.record("answered without a server")
        } catch {
            #expect(error.kind == .connection)
        }
    }
}
