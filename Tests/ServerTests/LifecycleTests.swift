import Foundation
import ProsceniumLauncher
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Socket rules, start-up and shutdown (docs/protocol.md *Transport* and `server.shutdown`;
/// docs/architecture.md *The server shell*, Shutdown).
@Suite("Server lifecycle")
struct LifecycleTests {
    @Test func listeningLineSocketModesAndCleanSIGTERM() throws {
        let server = try ServerProcess()
        #expect(server.listeningLine == "proscd listening on \(server.socketPath)")
        var st = stat()
        #expect(stat(server.socketPath, &st) == 0)
        #expect(st.st_mode & 0o777 == 0o600)
        #expect(server.stop(signal: SIGTERM) == 0)
        #expect(access(server.socketPath, F_OK) != 0, "socket must be removed at shutdown")
    }

    /// SIGTERM in the middle of an animated presentation: the transition finishes (its reply
    /// and did-callbacks go out), every handle is closed (uv_loop_close == 0), exit 0.
    @Test func shutdownFinishesAnInFlightTransition() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "4"])
        let c = try server.connect()
        let (_, root) = try await c.makeWindow("Root")
        let b = try await c.makeController("B")
        let results = ResultBox()
        c.send("vc.present", ["presenter": .string(root), "vc": .string(b)]) { results.add(0, $0) }
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(server.stop(signal: SIGTERM) == 0, "stderr: \(server.stderr)")
        #expect(await results.wait(count: 1))
        #expect(results.failures == 0, "the in-flight presentation must complete and be answered")
    }

    @Test func sigintAlsoShutsDownCleanly() throws {
        let server = try ServerProcess()
        #expect(server.stop(signal: SIGINT) == 0)
    }

    @Test func serverShutdownMethodAnswersThenExits() async throws {
        let server = try ServerProcess()
        let c = try server.connect()
        #expect(try await c.ok("server.shutdown") == .object([:]))
        let serverStatus = server.process.waitUntilEnded()
        #expect(serverStatus == 0)
    }

    /// A SIGTERM that arrives while the server is already shutting down (after
    /// `server.shutdown`, during the final flush) must not turn the clean exit 0 into death
    /// by signal.
    @Test func signalsDuringShutdownStillExitZero() async throws {
        let server = try ServerProcess()
        let c = try server.connect()
        #expect(try await c.ok("server.shutdown") == .object([:]))
        let pid = server.process.processIdentifier
        while server.process.endedStatus == nil {
            kill(pid, SIGTERM)
            usleep(200)
        }
        let serverStatus = server.process.waitUntilEnded()
        #expect(server.process.endedBySignal == false)
        #expect(serverStatus == 0)
    }

    @Test func refusesToStartWhenALiveServerHoldsThePath() throws {
        let first = try ServerProcess()
        let second = Process()
        second.executableURL = URL(fileURLWithPath: ServerProcess.binary("proscd"))
        second.arguments = ["--config", "/dev/null", "--socket", first.socketPath, "--main-storyboard", ""]
        let err = Pipe()
        second.standardError = err
        second.standardOutput = Pipe()
        try second.run()
        let secondStatus = second.waitUntilEnded()
        #expect(secondStatus != 0)
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text.contains("already listening"))
        #expect(first.stop() == 0)
    }

    @Test func replacesAStaleSocket() throws {
        let first = try ServerProcess()
        let path = first.socketPath
        #expect(first.stop(signal: SIGKILL) != 0)
        #expect(access(path, F_OK) == 0, "SIGKILL leaves the socket file behind")
        let second = Process()
        second.executableURL = URL(fileURLWithPath: ServerProcess.binary("proscd"))
        second.arguments = ["--config", "/dev/null", "--socket", path, "--main-storyboard", ""]
        let out = Pipe()
        second.standardOutput = out
        second.standardError = Pipe()
        try second.run()
        let line = String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
        #expect(line.hasPrefix("proscd listening on \(path)"))
        kill(second.processIdentifier, SIGTERM)
        let secondStatus = second.waitUntilEnded()
        #expect(secondStatus == 0)
    }

    @Test func refusesADirectoryOpenToOthers() throws {
        let dir = ServerProcess.makeTemporaryDirectory()
        chmod(dir, 0o777)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ServerProcess.binary("proscd"))
        p.arguments = ["--config", "/dev/null", "--socket", dir + "/s.sock"]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = Pipe()
        try p.run()
        let pStatus = p.waitUntilEnded()
        #expect(pStatus != 0)
        #expect(String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("writable by others"))
    }

    @Test func unknownFlagIsAUsageError() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ServerProcess.binary("proscd"))
        p.arguments = ["--no-such-flag"]
        p.standardError = Pipe()
        p.standardOutput = Pipe()
        try p.run()
        let pStatus = p.waitUntilEnded()
        #expect(pStatus == 2)
    }
}
