import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// `proscd --version`, `prosc --version` and the `hello` result report the one version of
/// `ProsceniumVersion` (issue 12 item 4).
@Suite("One version everywhere")
struct VersionTests {
    @Test func proscdProscAndHelloReportTheSameVersion() async throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let connection = try server.connect()
        let hello = try await connection.hello(client: "version-test")
        #expect(hello.serverVersion == ProsceniumVersion.string)
        #expect(hello.protocolVersion == ProsceniumVersion.protocolVersion)

        let front = try await prosc(["--version"], socket: nil)
        #expect(front.status == 0)
        #expect(front.stdout == "prosc \(ProsceniumVersion.string)\n")

        let daemon = try await ProscProcess(["--version"], socket: nil, binary: ServerProcess.binary("proscd")).finish()
        #expect(daemon.status == 0)
        #expect(daemon.stdout == "proscd \(ProsceniumVersion.string)\n")
    }
}
