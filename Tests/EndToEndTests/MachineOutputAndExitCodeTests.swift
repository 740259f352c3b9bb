import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// `--json` prints the raw result; exit codes are 0, 1 (refused), 2 (usage), 3 (no server).
@Suite("prosc --json and exit codes")
struct MachineOutputAndExitCodeTests {
    @Test func jsonOutputIsTheRawResultOnOneLine() async throws {
        let server = try startServer()
        defer { server.stop() }
        let c = try server.connect()
        for args in [["--json", "tree"], ["tree", "--json"], ["window", "get", "--window", "w1", "--json"], ["storyboard", "list", "--json"]] {
            let run = try await prosc(args, socket: server.socketPath)
            #expect(run.status == 0)
            #expect(run.lines.count == 1)
            let parsed = try JSONParser.parse(run.stdout.trimmingCharacters(in: .newlines))
            let method = args.contains("tree") ? "tree" : args.contains("window") ? "window.get" : "storyboard.list"
            let params: JSONObject = method == "window.get" ? ["window": "w1"] : [:]
            #expect(parsed == (try await c.call(method, params, timeout: 30)), "\(args)")
        }
        let connected = try await prosc(["screen", "connect", "--name", "TV", "--width", "800", "--height", "600", "--json"], socket: server.socketPath)
        let parsed = try JSONParser.parse(connected.stdout.trimmingCharacters(in: .newlines))
        #expect(parsed["screen"] == "s2" && parsed["windows"] == ["w2"])
    }

    @Test func successExitsZero() async throws {
        let server = try startServer()
        defer { server.stop() }
        let run = try await prosc(["ping"], socket: server.socketPath)
        #expect(run.status == 0 && run.stdout == "pong\n" && run.stderr.isEmpty)
    }

    @Test func refusalExitsOneWithTheMessageAndUIKitTextOnStderr() async throws {
        let server = try startServer()
        defer { server.stop() }
        let socket = server.socketPath
        #expect(try await prosc(["present", "--from", "Home", "Modal"], socket: socket).status == 0)
        let again = try await prosc(["present", "--from", "Home", "Modal"], socket: socket)
        #expect(again.status == 1)
        #expect(again.stdout.isEmpty)
        #expect(again.stderr.hasPrefix("prosc: error -32003 (invalidState): "))
        #expect(again.stderr.contains("UIKit: Attempt to present"))
        let unknown = try await prosc(["vc", "get", "--vc", "vc999"], socket: socket)
        #expect(unknown.status == 1 && unknown.stderr.contains("-32001 (notFound)"))
    }

    @Test func unknownOrAmbiguousControllerNamesExitOneAndSaySo() async throws {
        let server = try startServer()
        defer { server.stop() }
        let socket = server.socketPath
        let missing = try await prosc(["vc", "get", "--vc", "Nowhere"], socket: socket)
        #expect(missing.status == 1 && missing.stderr.contains("no controller 'Nowhere' in any window"))
        _ = try await prosc(["screen", "connect", "--name", "TV", "--size", "640x480"], socket: socket)
        _ = try await prosc(["window", "create", "--storyboard", "Main", "--identifier", "Settings", "--makeKeyAndVisible", "false"], socket: socket)
        let ambiguous = try await prosc(["vc", "get", "--vc", "Settings"], socket: socket)
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.contains("'Settings' is ambiguous in any window: vc3 (w1, UIViewController), "))
        let scoped = try await prosc(["vc", "get", "--vc", "Settings", "--window", "w1", "--json"], socket: socket)
        #expect(scoped.status == 0 && scoped.stdout.contains(#""vc":"vc3""#))
    }

    @Test func usageErrorsExitTwo() async throws {
        let server = try startServer()
        defer { server.stop() }
        for args in [["bogus"], ["tree", "--bogus"], ["tree", "--window"], ["vc", "present", "--vc", "vc1"], ["screen", "connect", "--name", "TV"], ["tree", "--timeout", "soon"],
                     ["vc", "create", "--properties", "{not json"]] {
            let run = try await prosc(args, socket: server.socketPath)
            #expect(run.status == 2, "\(args): \(run.stderr)")
            #expect(!run.stderr.isEmpty)
        }
    }

    @Test func noServerExitsThreeWithAHint() async throws {
        let path = ServerProcess.makeTemporaryDirectory() + "/none.sock"
        let run = try await prosc(["tree"], socket: path)
        #expect(run.status == 3)
        #expect(run.stderr.contains("cannot connect to \(path)"))
        #expect(run.stderr.contains("make run"))
    }

    @Test func socketComesFromTheEnvironmentWithoutFlag() async throws {
        let server = try startServer()
        defer { server.stop() }
        let run = try await prosc(["ping"], socket: nil, environment: ["PROSCENIUM_SOCKET": server.socketPath])
        #expect(run.status == 0 && run.stdout == "pong\n")
    }
}
