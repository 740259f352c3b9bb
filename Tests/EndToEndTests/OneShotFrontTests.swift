import Foundation
import ProsceniumLauncher
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// `prosc` is a small front (clients/prosc-front) that answers a one-shot `tree` (`--json` or
/// the human text) itself and hands everything else to prosc-cli: whichever binary answers, a
/// user must see the same bytes, messages and exit codes.
@Suite("prosc front and prosc-cli agree")
struct OneShotFrontTests {
    /// Runs `arguments` through both binaries.
    private func both(_ arguments: [String], socket: String?, environment: [String: String] = [:]) async throws -> (front: ProscRun, cli: ProscRun) {
        let front = try await prosc(arguments, socket: socket, environment: environment)
        let cli = try await prosc(arguments, socket: socket, environment: environment, binary: "prosc-cli")
        return (front, cli)
    }

    @Test func treeJSONIsTheSameBytesAsProscCLIInEveryArgumentForm() async throws {
        let server = try startServer()
        defer { server.stop() }
        let socket = server.socketPath
        // Some depth and an external screen, so the tree has every kind of node.
        #expect(try await prosc(["present", "--from", "Home", "Modal"], socket: socket).status == 0)
        #expect(try await prosc(["screen", "connect", "--name", "TV", "--width", "800", "--height", "600"], socket: socket).status == 0)
        let forms: [[String]] = [
            ["tree", "--json"], ["--json", "tree"], ["t", "--json"], ["tree", "--json", "--window", "w1"],
            ["tree", "--window=w2", "--json"], ["--timeout", "5", "tree", "--json"], ["tree", "--json", "--timeout=2.50"],
        ]
        for form in forms {
            let (front, cli) = try await both(form, socket: socket)
            #expect(front.status == 0 && cli.status == 0, "\(form): \(front.stderr) \(cli.stderr)")
            #expect(front.stdout == cli.stdout, "\(form)")
            #expect(front.stderr.isEmpty, "\(form)")
            // And it is the result the library gets.
            let c = try server.connect()
            var params: JSONObject = [:]
            if let w = form.firstIndex(of: "--window") { params["window"] = .string(form[w + 1]) }
            if form.contains("--window=w2") { params["window"] = "w2" }
            #expect(try JSONParser.parse(front.stdout.trimmingCharacters(in: .newlines)) == (try await c.call("tree", params, timeout: 30)), "\(form)")
        }
    }

    @Test func whatTheFrontDoesNotAnswerGivesProscCLIsOutputAndExitCode() async throws {
        let server = try startServer()
        defer { server.stop() }
        let socket = server.socketPath
        let cases: [[String]] = [
            ["tree", "--window", "w9"],                  // refused by the server (human text)
            ["tree", "--json", "--window", "w9"],         // refused by the server
            ["tree", "--json", "--window", "--json"],     // a window named like an option
            ["tree", "--json", "--bogus"],                // usage error
            ["tree", "--json", "--timeout", "soon"],      // usage error in a value
            ["tree", "--json", "--window", "Écran"],      // non-ASCII
            ["window", "list", "--json"],
            ["--help"],
        ]
        for arguments in cases {
            let (front, cli) = try await both(arguments, socket: socket)
            #expect(front.status == cli.status, "\(arguments)")
            #expect(front.stdout == cli.stdout, "\(arguments)")
            #expect(front.stderr == cli.stderr, "\(arguments)")
        }
        let refused = try await prosc(["tree", "--json", "--window", "w9"], socket: socket)
        #expect(refused.status == 1 && refused.stderr.contains("w9"))
    }

    @Test func theHumanTreeIsTheSameTextAsProscCLIs() async throws {
        let server = try startServer()
        defer { server.stop() }
        let socket = server.socketPath
        #expect(try await prosc(["present", "--from", "Home", "Modal"], socket: socket).status == 0)
        #expect(try await prosc(["screen", "connect", "--name", "TV \"é\" \\ 🎭", "--size", "1920x1080@2"], socket: socket).status == 0)
        // Titles whose JSON needs every kind of escape, in a window of their own.
        let c = try server.connect()
        let titles = ["quote \" and back\\slash", "line\nbreak\ttab\u{7}bell\u{1F}", "émoji 🎭 and 中文", "/slash"]
        var ids: [JSON] = []
        for title in titles {
            ids.append(try await c.call("vc.create", ["class": "UIViewController", "title": .string(title)], timeout: 30)["vc"] ?? .null)
        }
        let navigation = try await c.call("vc.create", ["class": "UINavigationController", "children": .array(ids)], timeout: 30)["vc"] ?? .null
        _ = try await c.call("window.create", ["root": navigation], timeout: 30)
        let forms: [[String]] = [["tree"], ["t"], ["tree", "--window", "w1"], ["tree", "--window=w3"], ["--timeout", "5", "tree"], ["tree", "--timeout=2.50"]]
        for form in forms {
            let (front, cli) = try await both(form, socket: socket)
            #expect(front.status == 0 && cli.status == 0, "\(form): \(front.stderr) \(cli.stderr)")
            #expect(front.stdout == cli.stdout, "\(form)")
            #expect(front.stderr.isEmpty, "\(form)")
        }
        let whole = try await prosc(["tree"], socket: socket).stdout
        for title in titles { #expect(whole.contains("\"\(title)\""), "\(title)") }
        #expect(whole.contains("\"TV \"é\" \\ 🎭\" 1920x1080@2 external"))
    }

    @Test func theFrontAnswersTreeWithoutProscCLIAndHandsOffWhatItCannotPrintExactly() async throws {
        let server = try startServer()
        defer { server.stop() }
        let socket = server.socketPath
        let lonely = ServerProcess.makeTemporaryDirectory("lonely") + "/prosc"
        try FileManager.default.copyItem(atPath: ServerProcess.binary("prosc"), toPath: lonely)
        for form in [["tree"], ["tree", "--json"]] {
            let alone = try await prosc(form, socket: socket, binary: lonely)
            let cli = try await prosc(form, socket: socket, binary: "prosc-cli")
            #expect(alone.status == 0 && alone.stdout == cli.stdout, "\(form): \(alone.stderr)")
        }
        // A size that is not a whole number is printed with Swift's Double description, which
        // only prosc-cli has: the front hands off (and alone, cannot).
        #expect(try await prosc(["screen", "connect", "--name", "Odd", "--size", "800.5x600@1.5"], socket: socket).status == 0)
        let (front, cli) = try await both(["tree"], socket: socket)
        #expect(front.status == 0 && front.stdout == cli.stdout && front.stdout.contains("800.5x600@1.5"))
        #expect(try await prosc(["tree"], socket: socket, binary: lonely).status == 127)
        #expect(try await prosc(["tree", "--json"], socket: socket, binary: lonely).status == 0)
    }

    @Test func noServerAndTheEnvironmentRulesMatchProscCLI() async throws {
        let dir = ServerProcess.makeTemporaryDirectory()
        let (front, cli) = try await both(["tree", "--json"], socket: dir + "/none.sock")
        #expect(front.status == 3 && cli.status == 3)
        #expect(front.stderr == cli.stderr && front.stderr.contains("make run"))

        let server = try startServer()
        defer { server.stop() }
        let viaEnvironment = try await both(["tree", "--json"], socket: nil, environment: ["PROSCENIUM_SOCKET": server.socketPath])
        #expect(viaEnvironment.front.status == 0 && viaEnvironment.front.stdout == viaEnvironment.cli.stdout)
        // XDG_RUNTIME_DIR/proscenium/proscd.sock when nothing else names the socket.
        let runtime = ServerProcess.makeTemporaryDirectory("xdg")
        try FileManager.default.createDirectory(atPath: runtime + "/proscenium", withIntermediateDirectories: true)
        #expect(symlink(server.socketPath, runtime + "/proscenium/proscd.sock") == 0)
        let viaRuntimeDirectory = try await both(["tree", "--json"], socket: nil, environment: ["XDG_RUNTIME_DIR": runtime])
        #expect(viaRuntimeDirectory.front.status == 0 && viaRuntimeDirectory.front.stdout == viaEnvironment.front.stdout)
    }

    @Test func aServerThatNeverAnswersTimesOutWithProscCLIsMessage() async throws {
        // A listening socket nobody reads from: connect succeeds, no answer ever comes.
        let path = ServerProcess.makeTemporaryDirectory() + "/silent.sock"
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0 && listen(fd, 16) == 0)
        for timeout in ["0.3", "0.30", ".3"] {
            let (front, cli) = try await both(["tree", "--json", "--timeout", timeout], socket: path)
            #expect(front.status == 1 && cli.status == 1, "\(timeout)")
            #expect(front.stderr == "prosc: no answer within 0.3 s\n", "\(timeout)")
            #expect(front.stderr == cli.stderr, "\(timeout)")
        }
    }

    /// ETXTBSY, as Foundation reports a failed spawn: the POSIX error itself or the one under
    /// its Cocoa error.
    static func isTextFileBusy(_ error: any Error) -> Bool {
        let e = error as NSError
        if e.domain == NSPOSIXErrorDomain { return e.code == Int(ETXTBSY) }
        guard let underlying = e.userInfo[NSUnderlyingErrorKey] as? NSError else { return false }
        return underlying.domain == NSPOSIXErrorDomain && underlying.code == Int(ETXTBSY)
    }

    @Test func aFrontWithoutProscCLIBesideItSaysHowToBuildIt() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("lonely")
        try FileManager.default.copyItem(atPath: ServerProcess.binary("prosc"), toPath: dir + "/prosc")
        // A child another test spawns while the copy's file is open for writing holds that
        // descriptor until it execs, and running the copy meanwhile fails with ETXTBSY ("Text
        // file busy", seen once under a full run): try again for up to a second.
        var attempt = 0
        var p: Process
        var err: Pipe
        while true {
            p = Process()
            p.executableURL = URL(fileURLWithPath: dir + "/prosc")
            p.arguments = ["ping"]
            err = Pipe()
            p.standardError = err
            do {
                try p.run()
                break
            } catch where Self.isTextFileBusy(error) && attempt < 50 {
                attempt += 1
                try await Task.sleep(nanoseconds: 20_000_000)
            }
        }
        let pStatus = p.waitUntilEnded()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(pStatus == 127)
        #expect(text.contains("cannot run \(URL(fileURLWithPath: dir).resolvingSymlinksInPath().path)/prosc-cli: No such file") && text.contains("swift build --product prosc-cli"), "\(text)")
    }
}
