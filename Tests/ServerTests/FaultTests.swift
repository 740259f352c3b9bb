import Foundation
import ProsceniumLauncher
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// Issue 7 item 2, the short versions of `make faults`: `prosc-faults` (clients/prosc-faults)
/// against a private proscd. Each run exits 0 only when all its checks held.
@Suite("Faults")
struct FaultTests {
    /// Runs `prosc-faults ARGS`; returns its exit status and output.
    private func faults(_ args: [String]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ServerProcess.binary("prosc-faults"))
        p.arguments = args
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let pStatus = p.waitUntilEnded()
        return (pStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func clientsKilledDuringAnimatedTransitionsLeaveTheServerConsistent() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0.2"])
        defer { server.stop() }
        let (status, output) = try faults(["kills", "--socket", server.socketPath, "--count", "30", "--workers", "3",
                                           "--max-delay-ms", "300"])
        #expect(status == 0, "\(output)\n\(server.stderr)")
        #expect(output.contains("kills survived: 30"))
        let c = try server.connect()
        #expect(try await c.ok("server.checkInvariants")["ok"] == .bool(true))
        #expect(server.stop() == 0)
    }

    @Test func runningOutOfDescriptorsPausesAcceptingAndResumes() async throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let (status, output) = try faults(["emfile", "--socket", server.socketPath])
        #expect(status == 0, "\(output)\n\(server.stderr)")
        _ = try await server.connect().ok("ping")
        #expect(server.stop() == 0)
    }

    @Test func manyConcurrentConnectionsAreServed() async throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let (status, output) = try faults(["conns", "--socket", server.socketPath, "--count", "2000"])
        #expect(status == 0, "\(output)\n\(server.stderr)")
        #expect(output.contains("pings answered: 2000/2000"))
        #expect(server.stop() == 0)
    }
}
