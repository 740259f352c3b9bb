import Foundation
import ProsceniumLauncher
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// Issue 7 item 4: who may reach the socket, who may connect, what observers may do, and
/// which files `storyboard.load` may read.
@Suite("Access")
struct AccessTests {
    // MARK: Socket directory and modes

    /// Runs proscd with `arguments` and `environment` until it exits (or is killed after 20 s).
    private func startFails(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, stderr: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ServerProcess.binary("proscd"))
        p.arguments = ["--config", "/dev/null", "--log-level", "warning"] + arguments
        if let environment { p.environment = environment }
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let deadline = Date().addingTimeInterval(20)
        while p.endedStatus == nil && Date() < deadline { usleep(10_000) }
        if p.endedStatus == nil { kill(p.processIdentifier, SIGKILL) }
        let pStatus = p.waitUntilEnded()
        return (pStatus, String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    @Test func aSocketDirectoryOwnedBySomeoneElseIsRefused() throws {
        let dir = ServerProcess.makeTemporaryDirectory("access")
        #expect(chown(dir, 65534, 65534) == 0)
        let (status, stderr) = try startFails(["--socket", dir + "/s.sock"])
        #expect(status == 1)
        #expect(stderr.contains("belongs to uid 65534"), "\(stderr)")
    }

    @Test func aSocketDirectoryWritableByOthersIsRefused() throws {
        let dir = ServerProcess.makeTemporaryDirectory("access")
        #expect(chmod(dir, 0o777) == 0)
        let (status, stderr) = try startFails(["--socket", dir + "/s.sock"])
        #expect(status == 1)
        #expect(stderr.contains("writable by others"), "\(stderr)")
    }

    @Test func theDefaultSocketDirectoryMustBePrivate() throws {
        let runtime = ServerProcess.makeTemporaryDirectory("xdg")
        #expect(mkdir(runtime + "/proscenium", 0o755) == 0)
        chmod(runtime + "/proscenium", 0o755)
        var env = ProcessInfo.processInfo.environment
        env["PROSCENIUM_SOCKET"] = nil
        env["XDG_RUNTIME_DIR"] = runtime
        let (status, stderr) = try startFails([], environment: env)
        #expect(status == 1)
        #expect(stderr.contains("open to group or others"), "\(stderr)")
    }

    @Test func theServerCreatesAPrivateDirectoryAndSocket() throws {
        let runtime = ServerProcess.makeTemporaryDirectory("xdg")
        setenv("XDG_RUNTIME_DIR", runtime, 1)
        defer { unsetenv("XDG_RUNTIME_DIR") }
        let server = try ServerProcess()
        defer { server.stop() }
        var st = stat()
        #expect(stat(server.socketPath, &st) == 0)
        #expect(st.st_mode & 0o777 == 0o600)
        #expect(stat(server.directory, &st) == 0)
        #expect(st.st_mode & 0o077 == 0)
    }

    // MARK: Peer credentials

    /// Runs `prosc-faults probe` as uid/gid 65534 (nobody) against `server`.
    private func probe(_ server: ServerProcess) throws -> (status: Int32, output: String) {
        // The server's directory is 0700; let other uids search it (they still need the socket's mode).
        chmod(server.directory, 0o711)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ServerProcess.binary("prosc-faults"))
        p.arguments = ["probe", "--socket", server.socketPath, "--uid", "65534", "--gid", "65534"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let pStatus = p.waitUntilEnded()
        return (pStatus, String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    @Test(.enabled(if: getuid() == 0, "needs root to act as another uid"))
    func anotherUidCannotReachTheSocketByDefault() throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let (status, output) = try probe(server)
        #expect(status == 4, "\(output)")
        #expect(output.contains("Permission denied"), "\(output)")
    }

    @Test(.enabled(if: getuid() == 0, "needs root to act as another uid"))
    func anotherUidNotInTheAllowedListsIsRefused() throws {
        let server = try ServerProcess(arguments: ["--allowed-uids", "12345", "--allowed-gids", "12345"])
        defer { server.stop() }
        var st = stat()
        #expect(stat(server.socketPath, &st) == 0)
        #expect(st.st_mode & 0o777 == 0o666)
        let (status, output) = try probe(server)
        #expect(status == 3, "\(output)")
        #expect(output.contains("-32010") && output.contains("uid 65534 is not allowed"), "\(output)")
    }

    @Test(.enabled(if: getuid() == 0, "needs root to act as another uid"))
    func anAllowedUidOrGidConnects() throws {
        for flag in ["--allowed-uids", "--allowed-gids"] {
            let server = try ServerProcess(arguments: [flag, "65534"])
            defer { server.stop() }
            let (status, output) = try probe(server)
            #expect(status == 0, "\(flag): \(output)")
            #expect(output.contains("\"session\""), "\(output)")
        }
    }

    // MARK: Roles

    @Test(arguments: ServerTransport.allCases) func anObserverIsRefusedEveryMutatingMethod(_ transport: ServerTransport) async throws {
        let server = try transport.start()
        defer { server.stop() }
        let c = try server.connect()
        _ = try await c.ok("hello", ["client": "watcher", "role": "observer"])
        let mutating = MethodTable.all.filter(\.mutates)
        #expect(mutating.count > 30)
        for m in mutating {
            let error = await c.refused(m.name)
            #expect(error?.code == -32010, "\(m.name) answered \(String(describing: error))")
        }
        for m in MethodTable.all where !m.mutates && m.name != "hello" {
            do {
                _ = try await c.call(m.name, [:], timeout: 30)
            } catch {
                #expect(error.code != -32010, "\(m.name) is a query and must be allowed to observers")
            }
        }
        // Still serving, and nothing changed.
        #expect(try await c.ok("window.list")["windows"]?.arrayValue?.count == 1)
    }

    // MARK: Storyboard files

    @Test(arguments: ServerTransport.allCases) func storyboardLoadReadsOnlyInsideTheStoryboardDirectory(_ transport: ServerTransport) async throws {
        let base = ServerProcess.makeTemporaryDirectory("boards")
        let inside = base + "/inside"
        let outside = base + "/outside"
        let fm = FileManager.default
        try fm.createDirectory(atPath: inside, withIntermediateDirectories: true)
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let main = ServerProcess.demoStoryboards + "/Main.storyboard"
        try fm.copyItem(atPath: main, toPath: inside + "/Main.storyboard")
        try fm.copyItem(atPath: main, toPath: outside + "/Secret.storyboard")
        let server = try transport.start(["--storyboards", inside], useDemoStoryboards: false)
        defer { server.stop() }
        // Links made after start-up (start-up loads whatever the operator put in the directory).
        try fm.createSymbolicLink(atPath: inside + "/Escape.storyboard", withDestinationPath: outside + "/Secret.storyboard")
        try fm.createSymbolicLink(atPath: inside + "/Alias.storyboard", withDestinationPath: inside + "/Main.storyboard")
        try fm.createSymbolicLink(atPath: inside + "/out", withDestinationPath: outside)
        let c = try server.connect()
        for path in [outside + "/Secret.storyboard", "../outside/Secret.storyboard", inside + "/../outside/Secret.storyboard",
                     "Escape.storyboard", inside + "/Escape.storyboard", "out/Secret.storyboard", "/etc/passwd"] {
            let error = await c.refused("storyboard.load", ["path": .string(path)])
            #expect(error?.code == -32010, "\(path): \(String(describing: error))")
        }
        #expect(try await c.ok("storyboard.load", ["path": "Main.storyboard", "name": "Again"])["storyboard"]?.stringValue == "Again")
        #expect(try await c.ok("storyboard.load", ["path": .string(inside + "/Alias.storyboard")])["storyboard"] != nil)
        let names = try await c.ok("storyboard.list")["storyboards"]?.arrayValue?.compactMap { $0["storyboard"]?.stringValue } ?? []
        #expect(!names.contains("Secret") && !names.contains("Escape"))
    }

    @Test(arguments: ServerTransport.allCases) func aStoryboardNameCannotNameAFileOutsideTheStateDirectory(_ transport: ServerTransport) async throws {
        // With --state-dir the name becomes the kept copy's file name: no '/' in it, by path or inline.
        let state = ServerProcess.makeTemporaryDirectory("state") + "/state"
        let server = try transport.start(["--state-dir", state])
        defer { server.stop() }
        let c = try server.connect()
        let xml = try String(contentsOfFile: ServerProcess.demoStoryboards + "/Main.storyboard", encoding: .utf8)
        for params: JSONObject in [["path": "Main.storyboard", "name": "../escape"], ["path": "Main.storyboard", "name": ""],
                                   ["name": "../escape", "xml": .string(xml)]] {
            let error = await c.refused("storyboard.load", params)
            #expect(error?.code == -32602, "\(params): \(String(describing: error))")
        }
        #expect(!FileManager.default.fileExists(atPath: state + "/escape.storyboard"))
        #expect(try await c.ok("storyboard.load", ["path": "Main.storyboard", "name": "Kept"])["storyboard"] == "Kept")
        #expect(FileManager.default.fileExists(atPath: state + "/storyboards/Kept.storyboard"))
    }
}
