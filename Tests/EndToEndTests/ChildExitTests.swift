import Foundation
import ProsceniumLauncher
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `Process.endedStatus` and friends read a child's end from the kernel (waitid with WNOWAIT),
/// so they agree with what Foundation reports once it notices, and do not wait for its notice,
/// which an unrelated child holding Foundation's notification socket can delay indefinitely.
@Suite struct ChildExitTests {
    /// Starts `executable` itself (not through a shell, whose own child would outlive a kill
    /// and hold the test runner's output open).
    private func spawn(_ executable: String, _ arguments: String...) throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        try p.run()
        return p
    }

    @Test func anExitCodeIsTheStatusFoundationWouldReport() throws {
        let p = try spawn("/bin/sh", "-c", "exit 3")
        #expect(p.waitUntilEnded() == 3)
        #expect(p.endedBySignal == false)
        p.waitUntilExit()  // Foundation's own notice, which no other child holds up here
        #expect(p.terminationStatus == 3)
        #expect(p.endedStatus == 3)
    }

    @Test func aKilledChildReportsItsSignal() throws {
        let p = try spawn("/bin/sleep", "600")
        #expect(p.endedStatus == nil)
        #expect(p.endedBySignal == nil)
        kill(p.processIdentifier, SIGKILL)
        #expect(p.waitForEnd(timeout: 10) == SIGKILL)
        #expect(p.endedBySignal == true)
    }

    @Test func aRunningChildTimesOut() async throws {
        let p = try spawn("/bin/sleep", "600")
        defer { kill(p.processIdentifier, SIGKILL); p.waitUntilEnded() }
        #expect(p.waitForEnd(timeout: 0.05) == nil)
        #expect(await p.ended(timeout: 0.05) == nil)
    }
}
